"""Corpus TRG: triggered abilities and state-based effects (2003 CR 410, 420; current CR 603,
704).

Sources: the 2003 rulebook (410.2 triggers wait for a player to get priority, 410.10 intervening
"if", 420.5 the state-based list), Saturday School columns on Hypnotic Specter, Wall of Hope and
Black Vise, the Urza's Saga FAQ (Spirit Link-style triggers).
"""

from __future__ import annotations

from corpus_kit import BOTH, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    attack,
    block,
    cast,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


@BOTH
def test_TRG_01_hypnotic_specter_discard_on_combat_damage(rules: str) -> None:
    """TRG-01 (Hypnotic Specter; Saturday School; CR 603.2): unblocked, it deals 2 to P2, whose
    one card is discarded at random."""
    s = Scenario(rules)
    spec = s.battlefield(0, "Hypnotic Specter")
    s.hand(1, ["Shock"])
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {spec: 1})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 18 and hand(g, 1) == [] and graveyard(g, 1) == ["Shock"]


@BOTH
def test_TRG_02_specter_trigger_on_noncombat_damage_too(rules: str) -> None:
    """TRG-02 (Hypnotic Specter triggers on damage to an opponent only; CR 603.2): blocked by
    Giant Spider, its damage goes to the Spider and P2 keeps its card."""
    s = Scenario(rules)
    spec = s.battlefield(0, "Hypnotic Specter")
    spider = s.battlefield(1, "Giant Spider")
    s.hand(1, ["Shock"])
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {spec: 1})
    block(g, {spider: spec})
    pass_until(g, Step.END_COMBAT)
    assert hand(g, 1) == ["Shock"]


@BOTH
def test_TRG_03_wall_of_hope_gains_what_it_is_dealt(rules: str) -> None:
    """TRG-03 (Wall of Hope; CR 603.2): Shock on the Wall: P2 (its controller) gains 2."""
    s = Scenario(rules)
    wall = s.battlefield(1, "Wall of Hope")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[wall])
    resolve_stack(g)
    assert stack_kinds(g) == ["triggered"]
    resolve_stack(g)
    assert life(g, 1) == 22


@BOTH
def test_TRG_04_fledgling_djinn_upkeep_damage(rules: str) -> None:
    """TRG-04 (Fledgling Djinn; 2003 303.1; CR 503.1a): at the beginning of P1's upkeep it deals 1
    to P1."""
    s = Scenario(rules)
    s.battlefield(0, "Fledgling Djinn")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    assert stack_kinds(g) == ["triggered"]
    resolve_stack(g)
    assert life(g, 0) == 19


@BOTH
def test_TRG_05_black_vise_counts_cards_on_resolution(rules: str) -> None:
    """TRG-05 (Black Vise; Saturday School; 2003 413.2f; CR 608.2h): P2 has 6 cards at its upkeep
    when the trigger resolves: 2 damage."""
    s = Scenario(rules)
    s.battlefield(0, "Black Vise")
    s.hand(1, ["Island"] * 6)
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    while g.state.stack:
        resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_TRG_06_the_rack_counts_fewer_than_three(rules: str) -> None:
    """TRG-06 (The Rack; CR 608.2h): P2 with one card takes 2 at its upkeep."""
    s = Scenario(rules)
    s.battlefield(0, "The Rack")
    s.hand(1, ["Island"])
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    while g.state.stack:
        resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_TRG_07_mogg_sentry_grows_on_opponents_spell(rules: str) -> None:
    """TRG-07 (Mogg Sentry; CR 603.2): P2 casts Shock at it; the trigger resolves first and the
    Sentry (3/3) survives."""
    s = Scenario(rules)
    sentry = s.battlefield(0, "Mogg Sentry")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[sentry])
    assert stack_kinds(g) == ["spell", "triggered"]
    resolve_stack(g)
    assert pt(g, sentry) == (3, 3)
    resolve_stack(g)
    assert in_play(g, sentry)


@BOTH
def test_TRG_08_lethal_damage_is_state_based(rules: str) -> None:
    """TRG-08 (2003 420.5c; CR 704.5g): two Shocks on Hill Giant: after the first it has 2 damage
    and lives; after the second it dies."""
    s = Scenario(rules)
    giant = s.battlefield(1, "Hill Giant")
    shocks = s.hand(0, ["Shock", "Shock"])
    s.pool(0, "{R}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shocks[0], targets=[giant])
    resolve_stack(g)
    assert in_play(g, giant)
    cast(g, shocks[1], targets=[giant])
    resolve_stack(g)
    assert not in_play(g, giant)


@BOTH
def test_TRG_09_zero_life_loses(rules: str) -> None:
    """TRG-09 (2003 420.5a; CR 704.5a): Lightning Bolt at P2 with 3 life: P2 loses."""
    s = Scenario(rules)
    s.life(1, 3)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[player(1)])
    resolve_stack(g)
    assert g.state.over and g.outcome() is not None


@BOTH
def test_TRG_10_drawing_from_an_empty_library_loses(rules: str) -> None:
    """TRG-10 (2003 420.5b drawing from an empty library; CR 704.5b): Ancestral Recall on P2
    with a two-card library: P2 loses at the next state-based check."""
    s = Scenario(rules)
    s.library(1, ["Island", "Island"])
    recall = s.hand(0, "Ancestral Recall")
    s.pool(0, "{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, recall, targets=[player(1)])
    resolve_stack(g)
    assert g.state.over


@BOTH
def test_TRG_11_plague_rats_count_each_other(rules: str) -> None:
    """TRG-11 (Plague Rats; CR 604.3): two Rats are 2/2 each; when one dies the other is 1/1."""
    s = Scenario(rules)
    r1 = s.battlefield(0, "Plague Rats")
    r2 = s.battlefield(1, "Plague Rats")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, r1) == (2, 2) and pt(g, r2) == (2, 2)
    cast(g, bolt, targets=[r2])
    resolve_stack(g)
    assert pt(g, r1) == (1, 1)


@BOTH
def test_TRG_12_lhurgoyf_counts_creature_cards_in_graveyards(rules: str) -> None:
    """TRG-12 (Lhurgoyf; CR 604.3): with three creature cards in graveyards Lhurgoyf is 3/4; one
    more (the Bolted Bears) makes it 4/5."""
    s = Scenario(rules)
    goyf = s.battlefield(0, "Lhurgoyf")
    s.graveyard(0, ["Grizzly Bears", "Hill Giant", "Shock"])
    s.graveyard(1, ["Llanowar Elves"])
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, goyf) == (3, 4)
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    assert pt(g, goyf) == (4, 5)


@BOTH
def test_TRG_13_trigger_waits_for_the_spell_to_finish(rules: str) -> None:
    """TRG-13 (2003 410.2, 413.2; CR 603.3): Pyroclasm kills the Bears and deals 2 to Wall of
    Hope; the Wall's trigger goes on the stack after Pyroclasm has finished resolving."""
    s = Scenario(rules)
    wall = s.battlefield(1, "Wall of Hope")
    bears = s.battlefield(1, "Grizzly Bears")
    clasm = s.hand(0, "Pyroclasm")
    s.pool(0, "{1}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, clasm)
    resolve_stack(g)
    assert not in_play(g, bears) and in_play(g, wall)
    assert stack_kinds(g) == ["triggered"] and "Pyroclasm" in graveyard(g, 0)
    resolve_stack(g)
    assert life(g, 1) == 22
    pass_priority(g)
