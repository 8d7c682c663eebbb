""""you gain 2 life for each black and/or red creature target opponent controls" (CR 105.2, 608.2h,
119.3): Honorable Scout in a real game."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, answer, cast, player, resolve_stack, target


def test_honorable_scout_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Honorable Scout"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def test_honorable_scout_counts_black_and_red_creatures_of_the_target_opponent() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    scout = s.hand(0, "Honorable Scout")
    s.battlefield(1, "Raging Goblin")  # red
    s.battlefield(1, "Black Knight")  # black
    s.battlefield(1, "Grizzly Bears")  # green: not counted
    s.battlefield(0, "Goblin Piker")  # red, but yours
    s.pool(0, "{W}")
    g = s.start()
    cast(g, scout)
    resolve_stack(g)
    target(g, player(1))
    resolve_stack(g)
    assert g.state.players[0].life == 24


def test_gempalm_polluter_cycled_drains_by_the_zombies_on_the_battlefield() -> None:
    """Every Zombie counts, whoever controls it (CR 608.2h); life loss, not damage (CR 119.3)."""
    assert compiled_card_def(load_pool().get("Gempalm Polluter"))[1].status == "full"
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    polluter = s.hand(0, "Gempalm Polluter")
    s.battlefield(0, "Gravedigger")
    s.battlefield(1, "Scathe Zombies")
    s.library(0, ["Swamp", "Swamp"])
    s.pool(0, "{B}{B}")
    g = s.start()
    activate(g, polluter, 0)  # cycling
    target(g, player(1))
    resolve_stack(g)
    answer(g, True)
    assert g.state.players[1].life == 18
