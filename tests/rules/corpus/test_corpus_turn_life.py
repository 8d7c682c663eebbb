"""Corpus TRN and LIF: the beginning phase and combat-step skipping (2003 CR 302-304, 308.4;
current CR 502-504, 508.8) and life-total cards (2003 420.5a; current CR 119, 704.5a).

Sources: the 2003 rulebook, the Ice Age/Mirage FAQs (cumulative upkeep, Howling Mine), the
Nemesis FAQ (fading, Blastoderm), the Urza's Saga FAQ (Serra Avatar) and Saturday School on
Worship.
"""

from __future__ import annotations

from corpus_kit import BOTH, OLDFRAME, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe import Game
from oldframe.rules.actions import ChooseColor, ChooseYesNo, FinishDeclaring
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    cast,
    obj,
    pass_until,
    player,
    resolve_stack,
)


def _drain(g: Game) -> None:
    """Resolve everything on the stack, answering "you may pay" with yes."""
    while g.state.stack or (g.pending is not None and g.pending.kind == "may"):
        if g.pending is not None and g.pending.kind == "may":
            g.apply(ChooseYesNo(True))
        else:
            resolve_stack(g)


@OLDFRAME
def test_TRN_01_howling_mine_gives_each_player_an_extra_card(rules: str) -> None:
    """TRN-01 (Howling Mine; 2003 304.1 draw on the stack first; CR 504.1): in P1's draw step P1
    draws two cards in all."""
    s = Scenario(rules)
    s.battlefield(1, "Howling Mine")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.DRAW, player=0)
    _drain(g)
    assert len(hand(g, 0)) == 2


@BOTH
def test_TRN_02_tapped_howling_mine_gives_nothing(rules: str) -> None:
    """TRN-02 (Howling Mine's "if untapped"; 2003 410.10; CR 603.4): tapped, it adds no card: P1
    draws one."""
    s = Scenario(rules)
    s.battlefield(1, "Howling Mine", tapped=True)
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.MAIN1)
    assert len(hand(g, 0)) == 1


@BOTH
def test_TRN_03_untap_step_untaps_everything(rules: str) -> None:
    """TRN-03 (2003 302.2; CR 502.3): P1's tapped Bears and Forest untap in P1's untap step;
    P2's tapped Elves don't."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    forest = s.battlefield(0, "Forest", tapped=True)
    elves = s.battlefield(1, "Llanowar Elves", tapped=True)
    s.turn(active=1, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert not obj(g, bears).tapped and not obj(g, forest).tapped and obj(g, elves).tapped


@BOTH
def test_TRN_04_no_attackers_skips_blockers_and_damage(rules: str) -> None:
    """TRN-04 (2003 308.4; CR 508.8): declaring no attackers goes straight to end of combat."""
    s = Scenario(rules)
    s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    g.apply(FinishDeclaring())
    pass_until(g, Step.END_COMBAT)
    seen = {e.step for e in g.log if type(e).__name__ == "StepBegan"}
    assert Step.DECLARE_BLOCKERS not in seen and Step.COMBAT_DAMAGE not in seen


@BOTH
def test_TRN_05_sunken_city_paid(rules: str) -> None:
    """TRN-05 (Sunken City; CR 503.1a): at P1's upkeep P1 pays {U}{U} and keeps it."""
    s = Scenario(rules)
    city = s.battlefield(0, "Sunken City")
    s.lands(0, "Island", 2)
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    assert stack_kinds(g) == ["triggered"]
    _drain(g)
    assert in_play(g, city)


@BOTH
def test_TRN_06_sunken_city_unpaid(rules: str) -> None:
    """TRN-06 (Sunken City; CR 503.1a): without {U}{U} it is sacrificed."""
    s = Scenario(rules)
    city = s.battlefield(0, "Sunken City")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    while g.state.stack or (g.pending is not None and g.pending.kind == "may"):
        if g.pending is not None and g.pending.kind == "may":
            g.apply(ChooseYesNo(False))
        else:
            resolve_stack(g)
    assert not in_play(g, city) and graveyard(g, 0) == ["Sunken City"]


@BOTH
def test_TRN_07_blastoderm_fades_away(rules: str) -> None:
    """TRN-07 (Nemesis FAQ, fading; CR 702.32a): with no fade counter left at
    P1's upkeep, Blastoderm is sacrificed."""
    s = Scenario(rules)
    derm = s.battlefield(0, "Blastoderm", counters={"fade": 0})
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    _drain(g)
    assert not in_play(g, derm)


@BOTH
def test_TRN_08_blastoderm_loses_a_counter(rules: str) -> None:
    """TRN-08 (CR 702.32a): with two fade counters, one is removed and it stays."""
    s = Scenario(rules)
    derm = s.battlefield(0, "Blastoderm", counters={"fade": 2})
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    _drain(g)
    assert in_play(g, derm) and (obj(g, derm).counters or {}).get("fade") == 1


@BOTH
def test_TRN_09_cumulative_upkeep_adds_an_age_counter(rules: str) -> None:
    """TRN-09 (Ice Age FAQ, cumulative upkeep; 2003 502.13; CR 702.24a): Prismatic Circle with
    one age counter gets a second and costs {2}: paid, it stays with two counters."""
    s = Scenario(rules)
    circle = s.battlefield(0, "Prismatic Circle", counters={"age": 1})
    s.lands(0, "Plains", 2)
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    if g.pending is not None and g.pending.kind == "entry_choice":
        g.apply(ChooseColor("R"))  # the Circle's "as it comes into play, choose a color"
    _drain(g)
    assert in_play(g, circle) and (obj(g, circle).counters or {}).get("age") == 2


@BOTH
def test_LIF_01_serra_avatar_is_as_big_as_its_controllers_life(rules: str) -> None:
    """LIF-01 (Serra Avatar; Urza's Saga FAQ; CR 604.3): at 20 life it is 20/20; after a Bolt to
    P1 it is 17/17."""
    s = Scenario(rules)
    avatar = s.battlefield(0, "Serra Avatar")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    assert pt(g, avatar) == (20, 20)
    cast(g, bolt, targets=[player(0)])
    resolve_stack(g)
    assert pt(g, avatar) == (17, 17)


@BOTH
def test_LIF_02_worship_stops_combat_damage_at_one(rules: str) -> None:
    """LIF-02 (Worship; Saturday School; CR 614.1): P1 at 3 with Worship and the Bears takes 6
    from an unblocked Craw Wurm: life 1."""
    s = Scenario(rules)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Grizzly Bears")
    s.life(0, 3)
    wurm = s.battlefield(1, "Craw Wurm")
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {wurm: 0})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 0) == 1 and not g.state.over


@BOTH
def test_LIF_03_worship_falls_when_the_last_creature_dies(rules: str) -> None:
    """LIF-03 (Worship's condition is checked as the damage would be dealt; CR 614.1): P1's only
    creature is Bolted; then a Shock at P1 (2 life) kills P1."""
    s = Scenario(rules)
    s.battlefield(0, "Worship")
    bears = s.battlefield(0, "Grizzly Bears")
    s.life(0, 2)
    bolt, shock = s.hand(1, ["Lightning Bolt", "Shock"])
    s.pool(1, "{R}{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    assert g.state.over


@BOTH
def test_LIF_04_bottle_gnomes_gain_is_life_gain(rules: str) -> None:
    """LIF-04 (CR 119.3): sacrificing Bottle Gnomes at 1 life puts P1 at 4."""
    s = Scenario(rules)
    gnomes = s.battlefield(0, "Bottle Gnomes")
    s.life(0, 1)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, gnomes)
    resolve_stack(g)
    assert life(g, 0) == 4


@BOTH
def test_LIF_05_tendrils_drain_changes_both_totals(rules: str) -> None:
    """LIF-05 (Tendrils of Agony, no earlier spell; CR 119.3): P2 loses 2, P1 gains 2."""
    s = Scenario(rules)
    t = s.hand(0, "Tendrils of Agony")
    s.pool(0, "{2}{B}{B}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, t, targets=[player(1)])
    _drain(g)  # the storm trigger (no copies), then Tendrils
    assert life(g, 1) == 18 and life(g, 0) == 22
