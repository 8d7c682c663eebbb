"""Corpus MNB: mana pools and mana burn (2003 CR 300.4; delta D2; current CR 500.4, which has no
mana burn and empties pools at the end of every step).

Sources: the 2003 rulebook (300.4: pools empty at the end of each phase; each unused mana costs
1 life; it is life loss, not damage), Saturday School #4 (2002) "What is mana burn?".
"""

from __future__ import annotations

from corpus_kit import MODERN, OLDFRAME, life, pool_total

from oldframe import Game
from oldframe.rules.actions import FinishDeclaring
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    cast,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _elves_floating(rules: str) -> Game:
    s = Scenario(rules)
    elves = s.battlefield(0, "Llanowar Elves")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, elves)
    pass_until(g, Step.BEGIN_COMBAT)
    return g


@OLDFRAME
def test_MNB_01_unspent_elf_mana_burns(rules: str) -> None:
    """MNB-01 (2003 300.4): {G} from Llanowar Elves unspent at the end of main phase 1 costs 1
    life."""
    g = _elves_floating(rules)
    assert life(g, 0) == 19


@MODERN
def test_MNB_01_modern_no_mana_burn(rules: str) -> None:
    """MNB-01 under modern rules (CR 500.4): the mana empties, no life is lost."""
    g = _elves_floating(rules)
    assert life(g, 0) == 20 and pool_total(g, 0) == 0


def _ritual_unspent(rules: str) -> Game:
    s = Scenario(rules)
    ritual = s.hand(0, "Dark Ritual")
    s.battlefield(0, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)
    pass_until(g, Step.BEGIN_COMBAT)
    return g


@OLDFRAME
def test_MNB_02_unspent_ritual_burns_three(rules: str) -> None:
    """MNB-02 (2003 300.4): Dark Ritual's {B}{B}{B} unspent: P1 loses 3."""
    assert life(_ritual_unspent(rules), 0) == 17


@MODERN
def test_MNB_02_modern_ritual_mana_just_empties(rules: str) -> None:
    """MNB-02 under modern rules (CR 500.4): no loss."""
    assert life(_ritual_unspent(rules), 0) == 20


def _blockers_mana(rules: str) -> Game:
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS)
    g.apply(FinishDeclaring())
    pass_priority(g)  # P1 passes in declare blockers; P2 taps the Elves
    activate(g, elves)
    pass_until(g, Step.COMBAT_DAMAGE)
    return g


@OLDFRAME
def test_MNB_03_mana_survives_from_declare_blockers_to_combat_damage(rules: str) -> None:
    """MNB-03 (2003 300.4: pools empty between phases, not steps): P2's {G} made in the
    declare-blockers step is still there in the combat damage step."""
    g = _blockers_mana(rules)
    assert pool_total(g, 1) == 1


@MODERN
def test_MNB_03_modern_mana_empties_between_steps(rules: str) -> None:
    """MNB-03 under modern rules (CR 500.4): it empties as the declare-blockers step ends."""
    g = _blockers_mana(rules)
    assert pool_total(g, 1) == 0


@OLDFRAME
def test_MNB_04_mana_burn_can_kill(rules: str) -> None:
    """MNB-04 (2003 300.4, 420.5a): P1 at 1 life with {R}{R} floating loses the game when main
    phase 1 ends."""
    s = Scenario(rules)
    s.life(0, 1)
    s.pool(0, "{R}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    pass_priority(g)
    assert g.state.over and life(g, 0) == -1


@OLDFRAME
def test_MNB_05_urzas_armor_doesnt_reduce_mana_burn(rules: str) -> None:
    """MNB-05 (2003 300.4: burn is loss of life, not damage): Urza's Armor prevents nothing; P1
    loses 2."""
    s = Scenario(rules)
    s.battlefield(0, "Urza's Armor")
    s.pool(0, "{R}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.BEGIN_COMBAT)
    assert life(g, 0) == 18


@OLDFRAME
def test_MNB_06_non_active_player_burns_in_the_opponents_phase(rules: str) -> None:
    """MNB-06 (2003 300.4 applies to every player): P2 floats {U} in P1's upkeep; at the end of
    P1's beginning phase P2 loses 1."""
    s = Scenario(rules)
    s.pool(1, "{U}")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.MAIN1)
    assert life(g, 1) == 19 and pool_total(g, 1) == 0


@OLDFRAME
def test_MNB_07_mana_from_upkeep_spent_in_draw_step_doesnt_burn(rules: str) -> None:
    """MNB-07 (2003 300.4): {R} floated in upkeep pays for Shock in the draw step: no burn."""
    s = Scenario(rules)
    s.pool(0, "{R}")
    shock = s.hand(0, "Shock")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.DRAW, player=0)
    while g.state.stack:
        resolve_stack(g)
    cast(g, shock)
    target(g, player(1))
    resolve_stack(g)
    pass_until(g, Step.MAIN1)
    assert life(g, 0) == 20 and life(g, 1) == 18
