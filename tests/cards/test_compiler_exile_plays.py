"""Playing a card exiled from the top of the library (compiler/exile_plays.py, rules/atoms/exile_plays.py):
Elkin Bottle. The card is exiled face up; its controller may play it — a land with the land drop, a spell
at its timing for its mana cost — until their next turn begins."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastWith, PlayLand
from oldframe.rules.events import Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, legal, names, pass_until, resolve_stack


def test_elkin_bottle_compiles_fully_and_renders_its_text() -> None:
    renders_back("Elkin Bottle")


def _bottled(top: str, forests: int = 0) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bottle = s.battlefield(0, "Elkin Bottle")
    for _ in range(forests):
        s.battlefield(0, "Forest")
    s.library(0, [top, "Island", "Island", "Island"])
    s.pool(0, "{3}")
    g = s.start()
    activate(g, bottle, 0)
    resolve_stack(g)
    return g


def test_the_exiled_spell_is_cast_for_its_mana_cost_and_everyone_sees_it() -> None:
    g = _bottled("Grizzly Bears", forests=2)
    exiled = g.state.players[0].exile
    assert names(g, Zone.EXILE, 0) == ["Grizzly Bears"]
    assert any(isinstance(e, Moved) and e.name == "Grizzly Bears" for e in g.events_for(1))  # face up
    assert CastWith(exiled[0], "exiled", 0) in legal(g)  # its mana cost, {1}{G}, from the Forests
    g.apply(CastWith(exiled[0], "exiled", 0))
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.BATTLEFIELD, 0)


def test_an_exiled_land_is_played_and_the_permission_ends_with_the_next_turn() -> None:
    g = _bottled("Forest")  # (no land played yet this turn)
    land = g.state.players[0].exile[0]
    assert PlayLand(land) in legal(g)
    pass_until(g, Step.MAIN1, active=1)
    assert PlayLand(land) not in legal(g)  # not the opponent's, and not in their turn
    pass_until(g, Step.UPKEEP, active=0)
    pass_until(g, Step.MAIN1, active=0)
    assert PlayLand(land) not in legal(g) and names(g, Zone.EXILE, 0) == ["Forest"]
