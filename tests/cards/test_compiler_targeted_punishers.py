"""Permanents that punish whoever targets them (compiler/targeted_punishers.py, rules/atoms/targeted_punishers.py):
Forsaken Wastes ("Players can't gain life.", "At the beginning of each player's upkeep, that player loses 1
life.", "Whenever Forsaken Wastes becomes the target of a spell, that spell's controller loses 5 life.") and Lava
Runner ("… becomes the target of a spell or ability, that spell or ability's controller sacrifices a land.") —
CR 603.2, 115.1, 119.7."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, names, pass_until, resolve_stack


def test_targeted_punishers_compile_and_render_back() -> None:
    renders_back("Forsaken Wastes", "Lava Runner")


def test_forsaken_wastes_targeted_by_a_spell_costs_its_caster_five_life() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Forsaken Wastes")
    disenchant = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g = s.start()
    cast(g, disenchant, [g.state.battlefield[0]])
    assert g.state.stack[-1].kind != "spell"  # the trigger, above Disenchant
    resolve_stack(g)
    assert g.state.players[1].life == 15 and g.state.players[0].life == 20
    resolve_stack(g)
    assert "Forsaken Wastes" in names(g, Zone.GRAVEYARD, 0)


def test_forsaken_wastes_each_upkeep_and_no_life_gain() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.END_OF_TURN)
    s.battlefield(0, "Forsaken Wastes")
    faith = s.hand(1, "Renewed Faith")
    s.lands(1, "Plains", 3)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.state.players[0].life == 20  # only the active player
    cast(g, faith)
    resolve_stack(g)
    assert g.state.players[1].life == 19  # can't gain life


def test_lava_runner_targeted_by_an_ability_makes_its_controller_sacrifice_a_land() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    runner = s.battlefield(0, "Lava Runner")
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    mountain = s.battlefield(1, "Mountain")
    g = s.start()
    activate(g, sorcerer, 0, [runner])
    resolve_stack(g)  # the Runner's trigger: P2 sacrifices the Mountain
    assert "Mountain" in names(g, Zone.GRAVEYARD, 1) and mountain not in g.state.battlefield
    assert names(g, Zone.BATTLEFIELD, 0) == ["Lava Runner"]
