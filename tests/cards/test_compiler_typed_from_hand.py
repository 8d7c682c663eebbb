""""you may put a Goblin permanent card from your hand onto the battlefield" (CR 205.3, 603.5; 2003:
212.1 "put into play"): Goblin Lackey in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, choose, ids, pass_until, resolve_stack


def test_the_class_compiles_fully() -> None:
    """The same words on a trigger (Goblin Lackey) and on activated abilities (Goblin Wizard, Didgeridoo,
    Willow Priestess)."""
    pool = load_pool()
    for name in ("Goblin Lackey", "Goblin Wizard", "Didgeridoo", "Willow Priestess"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _lackey_hits() -> tuple[Game, int, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lackey = s.battlefield(0, "Goblin Lackey")
    goblin, bears = s.hand(0, ["Raging Goblin", "Grizzly Bears"])
    g = s.start()
    attack(g, {lackey: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    for _ in range(10):  # the combat damage, then the Lackey's trigger
        d = g.state.decision
        if d is not None and d.kind == "pick":
            break
        resolve_stack(g)
    return g, goblin, bears


def test_goblin_lackey_puts_a_goblin_onto_the_battlefield_but_not_another_creature() -> None:
    g, goblin, bears = _lackey_hits()
    assert set(g.legal_actions()) == {ChooseObject(goblin), ChooseYesNo(False)}  # not the Bears
    choose(g, goblin)
    assert len(ids(g, "Raging Goblin")) == 1 and g.state.players[1].life == 19
    assert bears in g.state.players[0].hand


def test_goblin_lackey_may_put_nothing() -> None:
    g, goblin, _bears = _lackey_hits()
    g.apply(ChooseYesNo(False))
    assert ids(g, "Raging Goblin") == [] and goblin in g.state.players[0].hand
