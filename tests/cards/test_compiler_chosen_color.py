""""you may pay …. If you do, choose a color, then …" (CR 603.5, 608.2d, 118.12): Dromar, the Banisher
and Rith, the Awakener in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseColor
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, attack, ids, names, pass_until, resolve_stack


def test_the_dragons_compile_fully() -> None:
    pool = load_pool()
    for name in ("Dromar, the Banisher", "Rith, the Awakener"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _hit(dragon: str, land: str) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    me = s.battlefield(0, dragon)
    s.lands(0, land, 3)
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {me: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    for _ in range(10):  # the combat damage (on the stack under 2003 rules), then the dragon's trigger
        d = g.state.decision
        if d is not None and d.kind == "may":
            break
        resolve_stack(g)
    return g, me


def test_dromar_returns_every_creature_of_the_chosen_color() -> None:
    g, dromar = _hit("Dromar, the Banisher", "Island")
    answer(g, True)  # pay {2}{U}
    assert {a for a in g.legal_actions()} == {ChooseColor(c) for c in "WUBRG"}
    g.apply(ChooseColor("G"))
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Llanowar Elves") == []
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"] and "Llanowar Elves" in names(g, Zone.HAND, 0)
    assert ids(g, "Savannah Lions") and ids(g, "Dromar, the Banisher") == [dromar]
    assert g.state.players[1].life == 14


def test_dromar_unpaid_does_nothing() -> None:
    g, _dromar = _hit("Dromar, the Banisher", "Island")
    answer(g, False)
    assert ids(g, "Grizzly Bears") and not g.state.stack


def test_rith_makes_a_saproling_for_each_permanent_of_the_chosen_color() -> None:
    """Green: the Elves, the Bears and Rith itself (red, green and white) — three Saprolings."""
    g, _rith = _hit("Rith, the Awakener", "Forest")
    answer(g, True)
    g.apply(ChooseColor("G"))
    assert len(ids(g, "Saproling Token")) == 3
