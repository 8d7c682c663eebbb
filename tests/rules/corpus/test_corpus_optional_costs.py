"""Corpus OPT: optional and alternative ways to play spells — buyback, kicker, flashback,
cycling, echo, threshold (2003 CR 502.18-502.22, 502.19 echo, 409.1b; current CR 702.27,
702.33, 702.34, 702.29, 702.30, 207.2c threshold).

Sources: the 2003 rulebook, the Tempest FAQ (buyback), Invasion FAQ (kicker), Odyssey FAQ
(flashback, threshold), Onslaught FAQ (cycling triggers) and Urza's Saga FAQ (echo).
"""

from __future__ import annotations

from corpus_kit import BOTH, can_cast, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe.rules.actions import CastSpell, CastWith, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    ids,
    keep_copy_targets,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _main(rules: str, active: int = 0) -> Scenario:
    s = Scenario(rules)
    s.turn(active=active, step=Step.MAIN1)
    return s


@BOTH
def test_OPT_01_capsize_with_buyback_returns_to_hand(rules: str) -> None:
    """OPT-01 (Tempest FAQ; 2003 502.21 buyback; CR 702.27a): Capsize with buyback ({6} total)
    bounces the Bears and returns to P1's hand."""
    s = _main(rules)
    capsize = s.hand(0, "Capsize")
    s.pool(0, "{4}{U}{U}")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    g.apply(CastWith(capsize, "buyback", 0))
    target(g, bears)
    resolve_stack(g)
    assert "Capsize" in hand(g, 0) and "Grizzly Bears" in hand(g, 1)


@BOTH
def test_OPT_02_capsize_without_buyback_goes_to_the_graveyard(rules: str) -> None:
    """OPT-02 (CR 702.27a): played for {1}{U}{U} only, Capsize ends in the graveyard."""
    s = _main(rules)
    capsize = s.hand(0, "Capsize")
    s.pool(0, "{1}{U}{U}")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert CastWith(capsize, "buyback", 0) not in g.legal_actions()  # {3} more can't be paid
    cast(g, capsize, targets=[bears])
    resolve_stack(g)
    assert graveyard(g, 0) == ["Capsize"]


@BOTH
def test_OPT_03_buyback_spell_fizzling_goes_to_the_graveyard(rules: str) -> None:
    """OPT-03 (Tempest FAQ; 2003 413.2a; CR 608.2b): Capsize with buyback whose target is gone
    is countered on resolution and goes to the graveyard, not the hand."""
    s = _main(rules)
    capsize = s.hand(0, "Capsize")
    s.pool(0, "{4}{U}{U}")
    bears = s.battlefield(1, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    s.pool(1, "{U}")
    g = s.start()
    g.apply(CastWith(capsize, "buyback", 0))
    target(g, bears)
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert graveyard(g, 0) == ["Capsize"]


@BOTH
def test_OPT_04_kavu_titan_kicked_is_5_5_trample(rules: str) -> None:
    """OPT-04 (Invasion FAQ; 2003 502.20; CR 702.33): kicked Kavu Titan enters with three +1/+1
    counters."""
    s = _main(rules)
    titan = s.hand(0, "Kavu Titan")
    s.pool(0, "{1}{G}{2}{G}")
    g = s.start()
    g.apply(CastWith(titan, "kicker", 0))
    resolve_stack(g)
    (t,) = ids(g, "Kavu Titan")
    assert pt(g, t) == (5, 5)


@BOTH
def test_OPT_05_kavu_titan_unkicked_is_2_2(rules: str) -> None:
    """OPT-05 (CR 702.33): without kicker it is a plain 2/2."""
    s = _main(rules)
    titan = s.hand(0, "Kavu Titan")
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, titan)
    resolve_stack(g)
    (t,) = ids(g, "Kavu Titan")
    assert pt(g, t) == (2, 2)


@BOTH
def test_OPT_06_firebolt_flashback_from_the_graveyard(rules: str) -> None:
    """OPT-06 (Odyssey FAQ; 2003 502.22; CR 702.34a): Firebolt in the graveyard is played for
    {4}{R}, deals 2, and is removed from the game."""
    s = _main(rules)
    bolt = s.graveyard(0, "Firebolt")
    s.pool(0, "{4}{R}")
    g = s.start()
    g.apply(CastWith(bolt, "flashback", 0))
    target(g, player(1))
    resolve_stack(g)
    assert life(g, 1) == 18
    assert names(g, Zone.EXILE, 0) == ["Firebolt"] and graveyard(g, 0) == []


@BOTH
def test_OPT_07_flashback_sorcery_keeps_sorcery_timing(rules: str) -> None:
    """OPT-07 (Odyssey FAQ: flashback doesn't change timing; CR 702.34a, 307.1): in P2's turn
    Firebolt can't be flashed back."""
    s = _main(rules, active=1)
    bolt = s.graveyard(0, "Firebolt")
    s.pool(0, "{4}{R}")
    g = s.start()
    pass_priority(g)
    assert CastWith(bolt, "flashback", 0) not in g.legal_actions()


@BOTH
def test_OPT_08_deep_analysis_flashback_costs_life(rules: str) -> None:
    """OPT-08 (Deep Analysis; CR 702.34a, 118.3): flashback {1}{U} and 3 life: P1 is at 17 and
    draws two."""
    s = _main(rules)
    deep = s.graveyard(0, "Deep Analysis")
    s.pool(0, "{1}{U}")
    g = s.start()
    g.apply(CastWith(deep, "flashback", 0))
    target(g, player(0))
    assert life(g, 0) == 17
    resolve_stack(g)
    assert len(hand(g, 0)) == 2


@BOTH
def test_OPT_09_cycling_draws_a_card(rules: str) -> None:
    """OPT-09 (Onslaught FAQ; 2003 502.18; CR 702.29a): cycling Lay Waste for {2}: it goes to the
    graveyard and P1 draws a card."""
    s = _main(rules)
    waste = s.hand(0, "Lay Waste")
    s.pool(0, "{2}")
    g = s.start()
    activate(g, waste)
    assert graveyard(g, 0) == ["Lay Waste"]
    resolve_stack(g)
    assert len(hand(g, 0)) == 1


@BOTH
def test_OPT_10_renewed_faith_cycle_trigger(rules: str) -> None:
    """OPT-10 (Onslaught FAQ, "when you cycle" triggers; CR 702.29c): cycling Renewed Faith draws
    a card and its trigger may gain 2 life."""
    s = _main(rules)
    faith = s.hand(0, "Renewed Faith")
    s.pool(0, "{1}{W}")
    g = s.start()
    activate(g, faith)
    assert sorted(stack_kinds(g)) == ["activated", "triggered"]
    while g.state.stack or (g.pending is not None and g.pending.kind == "may"):
        if g.pending is not None and g.pending.kind == "may":
            g.apply(ChooseYesNo(True))
        else:
            resolve_stack(g)
    assert life(g, 0) == 22 and len(hand(g, 0)) == 1


@BOTH
def test_OPT_11_echo_paid_keeps_the_creature(rules: str) -> None:
    """OPT-11 (Urza's Saga FAQ; 2003 502.19; CR 702.30a): Pouncing Jaguar cast last turn: at P1's
    upkeep echo {G} is paid and the Jaguar stays."""
    s = Scenario(rules)
    jaguar = s.hand(0, "Pouncing Jaguar")
    s.lands(0, "Forest", 3)
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    cast(g, jaguar)
    resolve_stack(g)
    (jag,) = ids(g, "Pouncing Jaguar")
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    assert stack_kinds(g) == ["triggered"]
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "may"
    g.apply(ChooseYesNo(True))
    assert in_play(g, jag)


@BOTH
def test_OPT_12_echo_unpaid_sacrifices(rules: str) -> None:
    """OPT-12 (2003 502.19; CR 702.30a): declining the echo payment, P1 sacrifices the Jaguar."""
    s = Scenario(rules)
    jaguar = s.hand(0, "Pouncing Jaguar")
    s.lands(0, "Forest", 3)
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    cast(g, jaguar)
    resolve_stack(g)
    (jag,) = ids(g, "Pouncing Jaguar")
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "may":
        g.apply(ChooseYesNo(False))
    assert not in_play(g, jag) and graveyard(g, 0) == ["Pouncing Jaguar"]


@BOTH
def test_OPT_13_echo_only_once(rules: str) -> None:
    """OPT-13 (2003 502.19: only if it came under your control since your last upkeep;
    CR 702.30a): after echo was paid, the next upkeep has no echo trigger."""
    s = Scenario(rules)
    jaguar = s.hand(0, "Pouncing Jaguar")
    s.lands(0, "Forest", 3)
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    cast(g, jaguar)
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    resolve_stack(g)
    g.apply(ChooseYesNo(True))
    pass_until(g, Step.UPKEEP, active=0, turn=7)
    assert stack_kinds(g) == []


@BOTH
def test_OPT_14_threshold_on_with_seven_cards(rules: str) -> None:
    """OPT-14 (Odyssey FAQ, threshold; 2003 502.23; CR 207.2c): Krosan Beast is 8/8 with seven
    cards in P1's graveyard, 1/1 with six."""
    s = _main(rules)
    beast = s.battlefield(0, "Krosan Beast")
    s.graveyard(0, ["Island"] * 6)
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    assert pt(g, beast) == (1, 1)
    cast(g, shock, targets=[player(1)])
    resolve_stack(g)
    assert pt(g, beast) == (8, 8)


@BOTH
def test_OPT_15_threshold_counts_only_its_controllers_graveyard(rules: str) -> None:
    """OPT-15 (Odyssey FAQ: "your graveyard"; CR 207.2c): seven cards in P2's graveyard don't
    give P1's Werebear threshold."""
    s = _main(rules)
    bear = s.battlefield(0, "Werebear")
    s.graveyard(1, ["Island"] * 7)
    g = s.start()
    assert pt(g, bear) == (1, 1)


@BOTH
def test_OPT_16_fireblast_alternative_cost(rules: str) -> None:
    """OPT-16 (Visions FAQ, Fireblast; 2003 glossary "Alternative costs"; CR 118.9): sacrificing
    two Mountains instead of paying {4}{R}{R}: 4 damage."""
    s = _main(rules)
    blast = s.hand(0, "Fireblast")
    m1, m2 = s.lands(0, "Mountain", 2)
    g = s.start()
    plays = [a for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == blast]
    assert plays and CastSpell(blast) not in g.legal_actions()
    g.apply(plays[0])
    while g.pending is not None and g.pending.kind in ("cost_choice", "target"):
        if g.pending.kind == "target":
            target(g, player(1))
        else:
            choose(g, m1 if in_play(g, m1) else m2)
    resolve_stack(g)
    assert life(g, 1) == 16 and not in_play(g, m1) and not in_play(g, m2)


@BOTH
def test_OPT_17_storm_copies_for_each_earlier_spell(rules: str) -> None:
    """OPT-17 (Scourge FAQ, storm; 2003 502.30; CR 702.40a): two spells earlier this turn:
    Tendrils of Agony and two copies drain 6."""
    s = _main(rules)
    sh1, sh2, tendrils = s.hand(0, ["Shock", "Shock", "Tendrils of Agony"])
    s.pool(0, "{R}{R}{2}{B}{B}")
    g = s.start()
    cast(g, sh1, targets=[player(1)])
    resolve_stack(g)
    cast(g, sh2, targets=[player(1)])
    resolve_stack(g)
    cast(g, tendrils, targets=[player(1)])
    while g.state.stack or (g.pending is not None and g.pending.kind == "new_target"):
        if g.pending is not None and g.pending.kind == "new_target":
            keep_copy_targets(g)
        else:
            resolve_stack(g)
    assert life(g, 1) == 20 - 4 - 6 and life(g, 0) == 26


@BOTH
def test_OPT_18_kicker_isnt_available_without_the_mana(rules: str) -> None:
    """OPT-18 (2003 409.1f; CR 601.2f-h): with {1}{G} only, Kavu Titan can't be kicked."""
    s = _main(rules)
    titan = s.hand(0, "Kavu Titan")
    s.pool(0, "{1}{G}")
    g = s.start()
    assert can_cast(g, titan) and CastWith(titan, "kicker", 0) not in g.legal_actions()
    assert obj(g, titan).zone == Zone.HAND
