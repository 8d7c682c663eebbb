""""reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and
the rest on the bottom of your library in any order." (CR 701.15a, 401.5): Goblin Ringleader in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseObject
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, choose, resolve_stack


def test_the_officers_compile_fully() -> None:
    pool = load_pool()
    for name in ("Goblin Ringleader", "Enlistment Officer", "Grave Defiler", "Kavu Howler", "Sylvan Messenger",
                 "Tidal Courier"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_goblin_ringleader_takes_the_goblins_and_orders_the_rest_on_the_bottom() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    leader = s.hand(0, "Goblin Ringleader")
    island, _raging, forest, _piker = s.library(0, ["Island", "Raging Goblin", "Forest", "Goblin Piker"])
    fifth = s.library(0, "Plains")  # beneath them: the new top card
    s.pool(0, "{3}{R}")
    g = s.start()
    cast(g, leader)
    resolve_stack(g)
    resolve_stack(g)  # its enters ability: the top four are revealed
    hand = g.state.players[0].hand
    revealed = [e for e in g.events_for(1) if isinstance(e, Revealed)][-4:]  # the opponent sees them too
    assert sorted(e.name for e in revealed) == ["Forest", "Goblin Piker", "Island", "Raging Goblin"]
    assert len([o for o in hand if g.state.objects[o].card.name in ("Raging Goblin", "Goblin Piker")]) == 2
    assert {a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)} == {island, forest}
    choose(g, forest)  # the Forest first, then the Island beneath it
    lib = g.state.players[0].library
    names = [g.state.objects[o].card.name for o in lib]
    assert names == ["Island", "Forest", "Plains"] and lib[-1] == fifth  # bottom first, top last
    assert not g.state.stack
