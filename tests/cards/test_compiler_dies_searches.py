"""A search made by the controller of a creature that died (compiler/dies_searches.py,
rules/atoms/dies_searches.py): Pattern of Rebirth's "that creature's controller may search their library …"
— the player who controlled the creature as it died (CR 603.10a) chooses, searches their own library and
gets the card (CR 701.19); the Aura's controller controls the ability (CR 603.3a). Played through the
public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseObject, ChooseYesNo
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, obj, pass_priority, resolve_stack, target


def test_pattern_of_rebirth_compiles_and_renders_back() -> None:
    renders_back("Pattern of Rebirth")


def _dies_with_pattern(creature_owner: int) -> tuple[Game, list[int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(creature_owner, "Grizzly Bears")
    s.battlefield(0, "Pattern of Rebirth", attached_to=bears)
    library = s.library(creature_owner, ["Serra Angel", "Forest", "Craw Wurm"])
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    g.apply(CastSpell(bolt))
    target(g, ("object", bears))
    resolve_stack(g)  # the creature dies; the Aura's ability triggers and goes on the stack
    assert [it.source_name for it in g.state.stack] == ["Pattern of Rebirth"]
    resolve_stack(g)
    return g, library


def test_my_creature_dies_and_i_search_for_a_creature_card() -> None:
    g, (angel, _, _) = _dies_with_pattern(0)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.MAY and d.player == 0
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.player == 0
    assert {obj(g, o).card.name for o in d.data["options"]} == {"Serra Angel", "Craw Wurm"}  # creature cards
    g.apply(ChooseObject(angel))
    assert "Serra Angel" in names(g, Zone.BATTLEFIELD) and obj(g, g.state.battlefield[-1]).controller == 0
    assert sorted(names(g, Zone.LIBRARY, 0)) == ["Craw Wurm", "Forest"]


def test_the_dead_creatures_controller_searches_not_the_auras() -> None:
    g, _ = _dies_with_pattern(1)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.MAY and d.player == 1  # the opponent's creature died
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.player == 1
    options = set(d.data["options"])
    assert {obj(g, o).card.name for o in options} == {"Serra Angel", "Craw Wurm"}  # creature cards only
    wurm = next(o for o in options if obj(g, o).card.name == "Craw Wurm")
    g.apply(ChooseObject(wurm))
    [new] = [o for o in g.state.battlefield if obj(g, o).card.name == "Craw Wurm"]
    assert obj(g, new).controller == 1


def test_declining_does_not_search() -> None:
    g, _ = _dies_with_pattern(0)
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.BATTLEFIELD) == [] and len(g.state.players[0].library) == 3
    pass_priority(g)
