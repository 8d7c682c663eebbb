"""Ruling scenarios, area D2: mana pools and mana burn (2003 CR 300.4) — MANA-01 … MANA-06.

Under ``oldframe`` pools empty only when a *phase* ends and each lost mana costs 1 life; under
``modern`` (CR 500.4) pools empty after every step and there is no mana burn.
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import CastSpell
from oldframe.rules.events import ManaBurned, PoolEmptied, StepBegan
from oldframe.rules.mana import B, G, R, U
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    names,
    pass_priority,
    pass_until,
    resolve_stack,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
MODERN = pytest.mark.parametrize("rules", ["modern"])


def pool(g: Game, p: int) -> list[int]:
    return list(g.state.players[p].pool)


def life(g: Game, p: int) -> int:
    return g.state.players[p].life


# -- MANA-01 ---------------------------------------------------------------------------------------
def _upkeep_ritual(rules: str) -> tuple[Game, int, int]:
    s = Scenario(rules)
    swamp = s.battlefield(0, "Swamp")
    ritual = s.hand(0, "Dark Ritual")
    s.turn(active=0, step=Step.UPKEEP)
    return s.start(), swamp, ritual


@presets("MANA-01")
def test_MANA_01_upkeep_mana_can_be_spent_in_the_draw_step(rules: str) -> None:
    """MANA-01 (2003 300.4, 301.1): mana survives the upkeep → draw step boundary (same phase) and
    burns only when the beginning phase ends."""
    g, swamp, ritual = _upkeep_ritual(rules)
    activate(g, swamp)  # (1) {B} in the upkeep
    pass_priority(g)
    pass_priority(g)
    assert g.state.step == Step.DRAW
    assert pool(g, 0)[B] == 1 and life(g, 0) == 20  # no burn between steps
    cast(g, ritual)  # (2) paid with the floating {B}
    resolve_stack(g)
    assert pool(g, 0)[B] == 3
    pass_until(g, Step.MAIN1)  # (3) the beginning phase ends
    assert sum(pool(g, 0)) == 0
    assert life(g, 0) == 17


@MODERN
def test_MANA_01_modern_pool_empties_after_upkeep(rules: str) -> None:
    """MANA-01 under modern rules (CR 500.4): the {B} is gone when the upkeep ends — no burn, and
    Dark Ritual can't be paid for in the draw step."""
    g, swamp, ritual = _upkeep_ritual(rules)
    activate(g, swamp)
    pass_priority(g)
    pass_priority(g)
    assert g.state.step == Step.DRAW
    assert sum(pool(g, 0)) == 0 and life(g, 0) == 20
    assert CastSpell(ritual) not in g.legal_actions()


# -- MANA-02 ---------------------------------------------------------------------------------------
def _ritual_skeletons(rules: str) -> Game:
    s = Scenario(rules)
    swamp = s.battlefield(0, "Swamp")
    ritual = s.hand(0, "Dark Ritual")
    skeletons = s.hand(0, "Drudge Skeletons")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, swamp)
    cast(g, ritual)
    resolve_stack(g)
    assert pool(g, 0)[B] == 3
    cast(g, skeletons)  # {1}{B} from the pool
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Swamp", "Drudge Skeletons"]
    assert pool(g, 0)[B] == 1
    pass_priority(g)  # P1 passes with an empty stack …
    pass_priority(g)  # … and P2 passes: main phase 1 ends
    return g


@presets("MANA-02")
def test_MANA_02_floating_mana_out_of_the_first_main_phase_burns(rules: str) -> None:
    """MANA-02 (2003 300.4; Saturday School #4): the one unspent {B} burns for 1 at the end of main
    phase 1, and nothing burns later in the turn."""
    g = _ritual_skeletons(rules)
    assert g.state.step == Step.BEGIN_COMBAT
    assert life(g, 0) == 19 and sum(pool(g, 0)) == 0
    burns = [e for e in g.log if isinstance(e, ManaBurned)]
    assert burns == [ManaBurned(0, 1)]
    pass_until(g, Step.UPKEEP, active=1)
    assert life(g, 0) == 19


@MODERN
def test_MANA_02_modern_no_mana_burn(rules: str) -> None:
    """MANA-02 under modern rules (CR 500.4, no mana burn since 2009): the {B} simply empties."""
    g = _ritual_skeletons(rules)
    assert life(g, 0) == 20 and sum(pool(g, 0)) == 0


# -- MANA-03 ---------------------------------------------------------------------------------------
def _worship(rules: str) -> Game:
    s = Scenario(rules)
    s.life(0, 1)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Llanowar Elves")
    forests = [s.battlefield(0, "Forest"), s.battlefield(0, "Forest")]
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    for f in forests:
        activate(g, f)
    assert pool(g, 0)[G] == 2
    pass_priority(g)
    pass_priority(g)  # the main phase ends
    return g


@presets("MANA-03")
def test_MANA_03_mana_burn_is_life_loss_worship_does_not_save(rules: str) -> None:
    """MANA-03 (2003 300.4, 420.5a): mana burn is loss of life, not damage, so Worship doesn't
    apply: P1 goes from 1 to −1 and loses."""
    g = _worship(rules)
    assert life(g, 0) == -1
    assert g.is_over() and g.outcome() == (1,)
    assert g.state.players[0].lost


@MODERN
def test_MANA_03_modern_no_burn_player_survives(rules: str) -> None:
    """MANA-03 under modern rules: the unspent {G}{G} just empties; P1 stays at 1 life."""
    g = _worship(rules)
    assert life(g, 0) == 1 and not g.is_over()


# -- MANA-05 ---------------------------------------------------------------------------------------
def _end_of_turn_island(rules: str) -> Game:
    s = Scenario(rules)
    island = s.battlefield(0, "Island")
    s.turn(active=1, step=Step.END_OF_TURN)  # P2's turn
    g = s.start()
    pass_priority(g)  # P2 passes; P1 (non-active) has priority
    activate(g, island)
    assert pool(g, 0)[U] == 1
    pass_priority(g)
    pass_priority(g)  # end-of-turn step ends; cleanup runs with no triggers; the turn ends
    return g


@presets("MANA-05")
def test_MANA_05_end_of_turn_mana_carries_into_cleanup_then_burns(rules: str) -> None:
    """MANA-05 (2003 300.4, 314.1): no burn between the end-of-turn and cleanup steps; the
    non-active player burns 1 when the end phase ends."""
    g = _end_of_turn_island(rules)
    steps = [(i, e.step) for i, e in enumerate(g.log) if isinstance(e, StepBegan)]
    cleanup_at = next(i for i, s in steps if s == Step.CLEANUP)
    burn_at = next(i for i, e in enumerate(g.log) if isinstance(e, ManaBurned))
    empties = [i for i, e in enumerate(g.log) if isinstance(e, PoolEmptied)]
    assert burn_at > cleanup_at  # the mana was still there during cleanup
    assert all(i > cleanup_at for i in empties)
    assert g.log[burn_at] == ManaBurned(0, 1)
    assert life(g, 0) == 19
    assert g.state.active == 0  # the next turn has begun


@MODERN
def test_MANA_05_modern_pool_empties_at_end_of_step_without_burn(rules: str) -> None:
    """MANA-05 under modern rules (CR 500.4): the {U} empties when the end step ends; no life lost."""
    g = _end_of_turn_island(rules)
    cleanup_at = next(i for i, e in enumerate(g.log) if isinstance(e, StepBegan) and e.step == Step.CLEANUP)
    empties_at = next(i for i, e in enumerate(g.log) if isinstance(e, PoolEmptied))
    assert empties_at < cleanup_at
    assert life(g, 0) == 20


# -- MANA-06 ---------------------------------------------------------------------------------------
def _upwelling(rules: str) -> Game:
    s = Scenario(rules)
    upwelling = s.battlefield(0, "Upwelling")
    s.pool(0, "{R}{R}")  # floating from P1's previous turn
    disenchant = s.hand(1, "Disenchant")
    s.battlefield(1, "Plains")
    s.battlefield(1, "Plains")
    s.turn(active=1, step=Step.MAIN1)  # P2's main phase 1
    g = s.start()
    pass_priority(g)
    pass_priority(g)  # (1) main phase 1 ends with mana floating
    assert g.state.step == Step.BEGIN_COMBAT
    assert pool(g, 0)[R] == 2 and life(g, 0) == 20
    cast(g, disenchant, targets=[upwelling])  # (2)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Upwelling"]
    assert pool(g, 0)[R] == 2  # still there right after Upwelling leaves
    return g


@presets("MANA-06")
def test_MANA_06_upwelling_stops_emptying_removal_gives_until_end_of_phase(rules: str) -> None:
    """MANA-06 (Scourge FAQ, Upwelling; 2003 300.4, 103.1): with Upwelling the pool survives the
    end of main phase 1; once it is destroyed the {R}{R} burns when the combat phase ends."""
    g = _upwelling(rules)
    pass_until(g, Step.MAIN2, active=1)  # (3) P1 spends nothing; the combat phase ends
    assert sum(pool(g, 0)) == 0
    assert life(g, 0) == 18


@MODERN
def test_MANA_06_modern_pool_empties_after_the_step_without_burn(rules: str) -> None:
    """MANA-06 under modern rules (CR 500.4): after Upwelling is gone the {R}{R} empties at the end
    of the beginning-of-combat step, and costs no life."""
    g = _upwelling(rules)
    pass_until(g, Step.MAIN2, active=1)
    assert sum(pool(g, 0)) == 0
    assert life(g, 0) == 20
