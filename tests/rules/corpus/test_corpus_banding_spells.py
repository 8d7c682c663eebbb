"""Corpus BNX and SPL: banding (2003 CR 502.10; current CR 702.22) and everyday spell effects read
by the 2003 rules (413.2 resolution order, 217 zones; current CR 608, 400).

Sources: the 2003 rulebook, the Fourth Edition/Fifth Edition rules primers on banding, the
Mirage FAQ (Man-o'-War-style triggers) and Saturday School on Swords to Plowshares and
Vampiric Tutor.
"""

from __future__ import annotations

from corpus_kit import BOTH, can_cast, graveyard, hand, in_play, life

from oldframe import Game
from oldframe.rules.actions import (
    AssignDamage,
    Band,
    CastSpell,
    ChooseMode,
    ChooseTarget,
    DeclareAttacker,
    FinishDeclaring,
)
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    block,
    cast,
    choose,
    ids,
    names,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _declare(g: Game, attackers: list[int], band: tuple[int, int] | None) -> None:
    for a in attackers:
        g.apply(DeclareAttacker(a, 1))
    if band is not None:
        g.apply(Band(min(band), max(band)))
    if g.pending is not None and g.pending.kind == "attackers":
        g.apply(FinishDeclaring())


def _band_game(rules: str, mine: list[str], theirs: list[str]) -> tuple[Game, list[int], list[int]]:
    s = Scenario(rules)
    a = [s.battlefield(0, n) for n in mine]
    b = [s.battlefield(1, n) for n in theirs]
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    return s.start(), a, b


@BOTH
def test_BNX_01_two_creatures_without_banding_cant_band(rules: str) -> None:
    """BNX-01 (2003 502.10c; CR 702.22c): the Bears and Hill Giant can't form a band."""
    g, (bears, giant), _ = _band_game(rules, ["Grizzly Bears", "Hill Giant"], [])
    g.apply(DeclareAttacker(bears, 1))
    g.apply(DeclareAttacker(giant, 1))
    assert Band(min(bears, giant), max(bears, giant)) not in g.legal_actions()


@BOTH
def test_BNX_02_banding_creature_may_band_with_one_other(rules: str) -> None:
    """BNX-02 (2003 502.10c; CR 702.22c): Timber Wolves (banding) may band with Craw Wurm."""
    g, (wolves, wurm), _ = _band_game(rules, ["Timber Wolves", "Craw Wurm"], [])
    g.apply(DeclareAttacker(wolves, 1))
    g.apply(DeclareAttacker(wurm, 1))
    assert Band(min(wolves, wurm), max(wolves, wurm)) in g.legal_actions()


@BOTH
def test_BNX_03_attacker_assigns_blockers_damage_to_the_wolves(rules: str) -> None:
    """BNX-03 (2003 502.10h; CR 702.22j): Hill Giant blocks the Wurm of a Wolves+Wurm band; P1
    puts all 3 of the Giant's damage on the Wolves: the Wurm survives, the Giant dies."""
    g, (wolves, wurm), (giant,) = _band_game(rules, ["Timber Wolves", "Craw Wurm"], ["Hill Giant"])
    _declare(g, [wolves, wurm], (wolves, wurm))
    block(g, {giant: wurm})
    while g.pending is not None and g.pending.kind != "damage_assignment":
        pass_priority(g)
    assert g.pending is not None and g.pending.player == 0
    g.apply(AssignDamage(("object", wolves), 3))
    while g.pending is not None and g.pending.kind == "damage_assignment":
        g.apply(g.legal_actions()[0])
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, wurm) and not in_play(g, wolves) and not in_play(g, giant)


@BOTH
def test_BNX_04_defending_bander_assigns_the_attackers_damage(rules: str) -> None:
    """BNX-04 (2003 502.10h; CR 702.22k): Benalish Hero and Wall of Wood block Hill Giant; P2,
    who blocks with a bander, divides the Giant's damage: all 3 on the Wall (0/3, it dies) and the
    1/1 Hero survives."""
    g, (giant,), (hero, wall) = _band_game(rules, ["Hill Giant"], ["Benalish Hero", "Wall of Wood"])
    _declare(g, [giant], None)
    block(g, {hero: giant, wall: giant})
    while g.pending is not None and g.pending.kind != "damage_assignment":
        pass_priority(g)
    assert g.pending is not None and g.pending.player == 1
    g.apply(AssignDamage(("object", wall), 3))
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, hero) and not in_play(g, wall) and in_play(g, giant)


@BOTH
def test_SPL_01_swords_counts_current_power(rules: str) -> None:
    """SPL-01 (Swords to Plowshares; 2003 413.2f; CR 608.2h): P2's Giant-Growth'ed Bears (5/5)
    are removed and P2 gains 5."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    growth = s.hand(1, "Giant Growth")
    s.pool(1, "{G}")
    swords = s.hand(0, "Swords to Plowshares")
    s.pool(0, "{W}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    pass_priority(g)
    cast(g, swords, targets=[bears])
    resolve_stack(g)
    assert life(g, 1) == 25 and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]


@BOTH
def test_SPL_02_man_o_war_must_target_itself_if_alone(rules: str) -> None:
    """SPL-02 (Visions FAQ, Man-o'-War; 2003 410.4 a triggered ability's target must be chosen if
    possible; CR 603.3d): the only creature is Man-o'-War: it returns itself."""
    s = Scenario(rules)
    mow = s.hand(0, "Man-o'-War")
    s.pool(0, "{2}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, mow)
    resolve_stack(g)
    (now,) = ids(g, "Man-o'-War")
    assert g.pending is not None and g.pending.kind == "target"
    assert g.legal_actions() == [ChooseTarget(("object", now))]
    target(g, now)
    resolve_stack(g)
    assert hand(g, 0) == ["Man-o'-War"]


@BOTH
def test_SPL_03_time_ebb_puts_the_creature_on_top(rules: str) -> None:
    """SPL-03 (Time Ebb; CR 401.4): the Bears go on top of P2's library and are its next draw."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    ebb = s.hand(0, "Time Ebb")
    s.pool(0, "{2}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, ebb, targets=[bears])
    resolve_stack(g)
    top = g.state.players[1].library[-1]
    assert g.state.objects[top].card.name == "Grizzly Bears"
    pass_until(g, Step.MAIN1, active=1)
    assert "Grizzly Bears" in hand(g, 1)


@BOTH
def test_SPL_04_tranquility_destroys_every_enchantment(rules: str) -> None:
    """SPL-04 (Tranquility; CR 701.7): P1's Crusade and P2's Pacifism both go."""
    s = Scenario(rules)
    s.battlefield(0, "Crusade")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=bears)
    tranq = s.hand(0, "Tranquility")
    s.pool(0, "{2}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, tranq)
    resolve_stack(g)
    assert "Crusade" in graveyard(g, 0) and graveyard(g, 1) == ["Pacifism"]


@BOTH
def test_SPL_05_vampiric_tutor_top_of_library_and_two_life(rules: str) -> None:
    """SPL-05 (Vampiric Tutor; CR 701.23): P1 finds Craw Wurm, puts it on top, loses 2."""
    s = Scenario(rules)
    vt = s.hand(0, "Vampiric Tutor")
    s.pool(0, "{B}")
    s.library(0, ["Island", "Island", "Craw Wurm", "Island"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, vt)
    resolve_stack(g)
    (wurm,) = ids(g, "Craw Wurm", Zone.LIBRARY)
    choose(g, wurm)
    assert g.state.players[0].library[-1] == wurm and life(g, 0) == 18


@BOTH
def test_SPL_06_healing_salve_life_mode(rules: str) -> None:
    """SPL-06 (Healing Salve's first mode; 2003 409.1b mode chosen on playing; CR 700.2): P1 gains
    3."""
    s = Scenario(rules)
    salve = s.hand(0, "Healing Salve")
    s.pool(0, "{W}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastSpell(salve))
    g.apply(ChooseMode(0))
    target(g, player(0))
    resolve_stack(g)
    assert life(g, 0) == 23


@BOTH
def test_SPL_07_repulse_bounces_and_draws(rules: str) -> None:
    """SPL-07 (Repulse; CR 608.2c in order): the Bears return to P2's hand, P1 draws a card."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    rep = s.hand(0, "Repulse")
    s.pool(0, "{2}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, rep, targets=[bears])
    resolve_stack(g)
    assert hand(g, 1) == ["Grizzly Bears"] and len(hand(g, 0)) == 1


@BOTH
def test_SPL_08_repulse_fizzles_no_card_drawn(rules: str) -> None:
    """SPL-08 (2003 413.2a: a fizzled spell does nothing at all; CR 608.2b): the Bears bounced in
    response: Repulse is countered and P1 draws nothing."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    rep = s.hand(0, "Repulse")
    s.pool(0, "{2}{U}")
    unsummon = s.hand(1, "Unsummon")
    s.pool(1, "{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, rep, targets=[bears])
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert hand(g, 0) == [] and graveyard(g, 0) == ["Repulse"]


@BOTH
def test_SPL_09_shatter_cant_target_an_enchantment(rules: str) -> None:
    """SPL-09 (Shatter "target artifact"; CR 115.1): with only Crusade in play Shatter can't be
    cast; Naturalize can."""
    s = Scenario(rules)
    s.battlefield(1, "Crusade")
    shatter, nat = s.hand(0, ["Shatter", "Naturalize"])
    s.pool(0, "{1}{R}{1}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert not can_cast(g, shatter) and can_cast(g, nat)


@BOTH
def test_SPL_10_cremate_removes_a_card_and_draws(rules: str) -> None:
    """SPL-10 (Cremate; CR 406.3): P2's Bears card is removed from the game and P1 draws."""
    s = Scenario(rules)
    card = s.graveyard(1, "Grizzly Bears")
    crem = s.hand(0, "Cremate")
    s.pool(0, "{B}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, crem, targets=[card])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 1) == ["Grizzly Bears"] and len(hand(g, 0)) == 1
