"""Corpus STK: the stack and priority (2003 CR 408, 409, 413, 414; current CR 117, 405, 601,
608, 701.5).

Sources: the 2003 rulebook, the Sixth Edition rules primer ("the stack"), Saturday School columns
on fizzling and on mana abilities, the Onslaught/Scourge FAQs (Stifle).
"""

from __future__ import annotations

from corpus_kit import BOTH, can_activate, can_cast, graveyard, hand, in_play, life, pool_total, pt, stack_kinds

from oldframe.rules.actions import CastWith, ChooseMode, ChooseYesNo
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    obj,
    pass_priority,
    player,
    resolve_stack,
    target,
)


def _main(rules: str, active: int = 0) -> Scenario:
    s = Scenario(rules)
    s.turn(active=active, step=Step.MAIN1)
    return s


@BOTH
def test_STK_01_last_in_first_out(rules: str) -> None:
    """STK-01 (2003 408.1c, 413.1; CR 405.5): Giant Growth in response to Shock resolves first:
    the Bears are 5/5 when the Shock hits and survive."""
    s = _main(rules, active=1)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, shock, targets=[bears])
    pass_priority(g)
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert in_play(g, bears) and obj(g, bears).damage == 2


@BOTH
def test_STK_02_counterspell_on_counterspell(rules: str) -> None:
    """STK-02 (2003 414; CR 701.5a): P2 counters P1's Shock, P1 counters the Counterspell: the
    Shock resolves."""
    s = _main(rules)
    shock, c1 = s.hand(0, ["Shock", "Counterspell"])
    s.pool(0, "{R}{U}{U}")
    c2 = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, c2, targets=[spell])
    their = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, c1, targets=[their])
    while g.state.stack:
        resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_STK_03_spell_with_its_only_target_gone_is_countered(rules: str) -> None:
    """STK-03 (Saturday School on fizzling; 2003 413.2a; CR 608.2b): Unsummon in response to
    Lightning Bolt on the Bears: the Bolt is countered and goes to the graveyard."""
    s = _main(rules, active=1)
    bears = s.battlefield(0, "Grizzly Bears")
    unsummon = s.hand(0, "Unsummon")
    s.pool(0, "{U}")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[bears])
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert "Grizzly Bears" in hand(g, 0) and graveyard(g, 1) == ["Lightning Bolt"]
    assert life(g, 0) == 20


@BOTH
def test_STK_04_sorcery_needs_an_empty_stack(rules: str) -> None:
    """STK-04 (2003 408.1d; CR 307.1): with a Shock on the stack, P1 can't play the sorcery
    Pyroclasm in response."""
    s = _main(rules, active=0)
    shock, clasm = s.hand(0, ["Shock", "Pyroclasm"])
    s.pool(0, "{R}{1}{R}")
    g = s.start()
    assert can_cast(g, clasm)
    cast(g, shock, targets=[player(1)])
    assert not can_cast(g, clasm)


@BOTH
def test_STK_05_no_sorceries_in_the_opponents_turn(rules: str) -> None:
    """STK-05 (2003 408.1d; CR 307.1): P1 holding Pyroclasm can't play it in P2's main phase."""
    s = _main(rules, active=1)
    clasm = s.hand(0, "Pyroclasm")
    s.pool(0, "{1}{R}")
    g = s.start()
    pass_priority(g)
    assert g.pending is not None and g.pending.player == 0
    assert not can_cast(g, clasm)


@BOTH
def test_STK_06_mana_ability_doesnt_use_the_stack(rules: str) -> None:
    """STK-06 (2003 406.1, 411; CR 605.3): tapping Llanowar Elves adds {G} at once; nothing goes
    on the stack and P1 keeps priority."""
    s = _main(rules)
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start()
    activate(g, elves)
    assert stack_kinds(g) == [] and pool_total(g, 0) == 1
    assert g.pending is not None and g.pending.player == 0


@BOTH
def test_STK_07_stifle_counters_an_activated_ability(rules: str) -> None:
    """STK-07 (Scourge FAQ, Stifle; CR 701.5a): Stifle counters Prodigal Sorcerer's ping; the
    Sorcerer stays tapped (its cost was paid) and P2 takes nothing."""
    s = _main(rules)
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    stifle = s.hand(1, "Stifle")
    s.pool(1, "{U}")
    g = s.start()
    activate(g, sorcerer, targets=[player(1)])
    ab = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, stifle, targets=[ab])
    resolve_stack(g)
    assert stack_kinds(g) == [] and life(g, 1) == 20 and obj(g, sorcerer).tapped


@BOTH
def test_STK_08_stifle_cant_target_a_mana_ability(rules: str) -> None:
    """STK-08 (Scourge FAQ, Stifle: mana abilities never go on the stack; CR 605.3b): with only a
    spell on the stack and Elves tapped for mana, Stifle has nothing to target."""
    s = _main(rules)
    elves = s.battlefield(0, "Llanowar Elves")
    growth = s.hand(0, "Giant Growth")
    stifle = s.hand(1, "Stifle")
    s.pool(1, "{U}")
    g = s.start()
    activate(g, elves)
    cast(g, growth, targets=[elves])
    pass_priority(g)
    assert not can_cast(g, stifle)


@BOTH
def test_STK_09_force_spike_paid(rules: str) -> None:
    """STK-09 (Force Spike; 2003 413.2c; CR 608.2d): P1 pays {1}; the Shock resolves."""
    s = _main(rules)
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}{1}")
    spike = s.hand(1, "Force Spike")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, spike, targets=[spell])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "may" and g.pending.player == 0
    g.apply(ChooseYesNo(True))
    resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_STK_10_force_spike_unpaid(rules: str) -> None:
    """STK-10 (Force Spike; CR 608.2d, 701.5a): P1 has no mana left: the Shock is countered."""
    s = _main(rules)
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    spike = s.hand(1, "Force Spike")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, spike, targets=[spell])
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "may":
        g.apply(ChooseYesNo(False))
    assert life(g, 1) == 20 and "Shock" in graveyard(g, 0)


@BOTH
def test_STK_11_daze_alternative_cost_returns_an_island(rules: str) -> None:
    """STK-11 (Daze; Nemesis FAQ; 2003 glossary "Alternative costs"; CR 118.9): P2 returns an
    Island instead of paying {1}{U}; P1 can't pay {1} and the Shock is countered."""
    s = _main(rules)
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    daze = s.hand(1, "Daze")
    island = s.battlefield(1, "Island")
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    plays = [a for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == daze]
    assert plays, "Daze must be playable by returning an Island"
    g.apply(plays[0])
    while g.pending is not None and g.pending.kind in ("target", "cost_choice"):
        if g.pending.kind == "target":
            target(g, spell)
        else:
            choose(g, island)
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "may":
        g.apply(ChooseYesNo(False))
    assert "Island" in hand(g, 1) and life(g, 1) == 20


@BOTH
def test_STK_12_priority_returns_to_the_active_player_after_resolution(rules: str) -> None:
    """STK-12 (2003 408.1c; CR 117.3b): after P2's Shock resolves in P1's turn, P1 (active) gets
    priority."""
    s = _main(rules)
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    pass_priority(g)
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.player == 0


@BOTH
def test_STK_13_caster_keeps_priority_after_playing(rules: str) -> None:
    """STK-13 (2003 408.1c; CR 117.3c): after casting, P1 keeps priority and may respond to its
    own spell with Giant Growth."""
    s = _main(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    shock, growth = s.hand(0, ["Shock", "Giant Growth"])
    s.pool(0, "{R}{G}")
    g = s.start()
    cast(g, shock, targets=[bears])
    assert g.pending is not None and g.pending.player == 0
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert in_play(g, bears) and pt(g, bears) == (5, 5)


@BOTH
def test_STK_14_instant_in_the_opponents_upkeep(rules: str) -> None:
    """STK-14 (2003 408.1d; CR 117.1a): P2 may Shock in P1's upkeep."""
    s = Scenario(rules)
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_priority(g)
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 18


@BOTH
def test_STK_15_tapped_ability_cant_be_reused(rules: str) -> None:
    """STK-15 (2003 409.1f {T} cost; CR 602.5a): Prodigal Sorcerer, tapped for its ping, can't
    be activated again in response."""
    s = _main(rules)
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    g = s.start()
    activate(g, sorcerer, targets=[player(1)])
    assert not can_activate(g, sorcerer)


@BOTH
def test_STK_16_partial_fizzle_of_a_two_target_spell(rules: str) -> None:
    """STK-16 (2003 413.2a: countered only if *all* targets are illegal; CR 608.2b): Fire
    divided 1/1 between the Elves and P2; Elves bounced in response: P2 still takes 1."""
    s = _main(rules)
    fire = s.hand(0, "Fire // Ice")
    s.pool(0, "{1}{R}")
    elves = s.battlefield(1, "Llanowar Elves")
    unsummon = s.hand(1, "Unsummon")
    s.pool(1, "{U}")
    g = s.start()
    g.apply(CastWith(fire, "left", 0))
    g.apply(ChooseMode(1))  # two targets, 1 damage each (2003 409.1d)
    target(g, elves)
    target(g, player(1))
    pass_priority(g)
    cast(g, unsummon, targets=[elves])
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 1) == 19
