"""Corpus DEF: the engine defects listed in issue #14, each written as the ruling it breaks.

Every scenario here states the correct outcome; while a defect was open its test was marked
``xfail(strict=True)`` with the defect as its reason. All of DEF-01…08 are fixed now and run under
every preset they concern (``scourge2003`` too; DEF-06/07 split by the madness axis: today's madness
under ``oldframe`` and ``modern``, the 2003 one under ``scourge2003``).
Sources: the 2003 rulebook (502.19 echo, 503 copies, 419.6 replacement effects), the Urza's Saga
FAQ (echo), the Scourge FAQ (Mind's Desire) and today's CR (702.30, 601.2b/f, 118.9, 707.2).
"""

from __future__ import annotations

from corpus_kit import BOTH, SCOURGE, TODAY, graveyard, hand, in_play, stack_kinds

from oldframe import Game
from oldframe.rules.actions import ApplyFirst, CastWith
from oldframe.rules.events import Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    choose,
    ids,
    names,
    pass_priority,
    pass_until,
    resolve_stack,
    target,
)


@BOTH
def test_DEF_00_echo_baseline_no_trigger_for_a_long_held_creature(rules: str) -> None:
    """DEF-00 (2003 502.19; CR 702.30a): a Pouncing Jaguar that has been under P2's control since
    before P2's last upkeep doesn't trigger echo (the control condition is false)."""
    s = Scenario(rules)
    s.battlefield(1, "Pouncing Jaguar")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1, turn=5)
    assert stack_kinds(g) == []


@BOTH
def test_DEF_01_echo_triggers_for_the_new_controller(rules: str) -> None:
    """DEF-01 (Urza's Saga rulebook 1998, "Additional Rules for Urza's Saga", echo example of
    Control Magic on Pouncing Jaguar — crystalkeep.com archive; 2003 502.19; CR 702.30a): P2 takes
    P1's long-held Pouncing Jaguar with Control Magic; at P2's next upkeep echo triggers and P2
    must pay {G} or sacrifice it."""
    s = Scenario(rules)
    jag = s.battlefield(0, "Pouncing Jaguar")
    cm = s.hand(1, "Control Magic")
    s.pool(1, "{2}{U}{U}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, cm, targets=[jag])
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=1, turn=5)
    assert stack_kinds(g) == ["triggered"]


@BOTH
def test_DEF_02_humbled_serra_avatar_stays_in_the_graveyard(rules: str) -> None:
    """DEF-02 (Urza's Saga FAQ, Serra Avatar; 2003 503/419.6; CR 613.1f, 603.10a): Humble makes
    Serra Avatar a 0/1 with no abilities; Shock kills it; it stays in P1's graveyard."""
    s = Scenario(rules)
    avatar = s.battlefield(0, "Serra Avatar")
    humble, shock = s.hand(1, ["Humble", "Shock"])
    s.pool(1, "{1}{W}{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, humble, targets=[avatar])
    resolve_stack(g)
    cast(g, shock, targets=[avatar])
    resolve_stack(g)
    while g.state.stack:
        resolve_stack(g)
    assert not in_play(g, avatar)
    assert "Serra Avatar" in graveyard(g, 0)


@BOTH
def test_DEF_03_serra_avatar_baseline_shuffles_itself(rules: str) -> None:
    """DEF-03 (Serra Avatar's text; CR 603.6): without Humble, the Bolted-and-Shocked Avatar at 5
    life ends in the library, not the graveyard."""
    s = Scenario(rules)
    s.life(0, 5)
    avatar = s.battlefield(0, "Serra Avatar")
    bolt, shock = s.hand(1, ["Lightning Bolt", "Shock"])
    s.pool(1, "{R}{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[avatar])
    resolve_stack(g)
    cast(g, shock, targets=[avatar])
    resolve_stack(g)
    while g.state.stack:
        resolve_stack(g)
    assert not in_play(g, avatar)
    assert "Serra Avatar" not in graveyard(g, 0)
    assert "Serra Avatar" in names(g, Zone.LIBRARY, 0)


@BOTH
def test_DEF_04_free_capsize_may_still_pay_buyback(rules: str) -> None:
    """DEF-04 (Scourge FAQ, Mind's Desire; CR 118.9: additional costs may be paid on a spell cast
    without paying its mana cost): Capsize removed by Mind's Desire can be played free with
    buyback {3} paid."""
    s = Scenario(rules)
    desire = s.hand(0, "Mind's Desire")
    s.pool(0, "{4}{U}{U}")
    s.library(0, ["Capsize"] * 5)
    for _ in range(3):
        s.battlefield(0, "Island")
    s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, desire)
    while g.state.stack:
        resolve_stack(g)
    (capsize,) = ids(g, "Capsize", Zone.EXILE)
    assert CastWith(capsize, "free", 0) in g.legal_actions()
    assert any(isinstance(a, CastWith) and a.oid == capsize and "buyback" in a.name for a in g.legal_actions())
    g.apply(CastWith(capsize, "free_buyback", 0))  # only the buyback {3} is paid (the three Islands)
    target(g, ids(g, "Grizzly Bears")[0])
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"]
    assert "Capsize" in hand(g, 0)  # bought back (CR 702.27a; 2003 502.16)


@BOTH
def test_DEF_05_log_names_a_clone_by_the_copied_name(rules: str) -> None:
    """DEF-05 (2003 503.2; CR 707.2): Clone copying Prodigal Sorcerer is named Prodigal Sorcerer;
    when a Bolt kills it, the log's leaves-play move names Prodigal Sorcerer, not Clone."""
    s = Scenario(rules)
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    clone = s.hand(0, "Clone")
    s.pool(0, "{3}{U}")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, clone)
    resolve_stack(g)
    choose(g, sorcerer)
    (mine,) = [o for o in ids(g, "Prodigal Sorcerer") if o != sorcerer]
    pass_priority(g)
    cast(g, bolt, targets=[mine])
    resolve_stack(g)
    (died,) = [e for e in g.log if isinstance(e, Moved) and e.old == mine]
    assert died.from_zone == Zone.BATTLEFIELD and died.to == Zone.GRAVEYARD
    assert died.name == "Prodigal Sorcerer"


def _discard_rootwalla_to_survival(rules: str) -> tuple[Game, int]:
    s = Scenario(rules)
    survival = s.battlefield(0, "Survival of the Fittest")
    s.battlefield(0, "Forest")
    root = s.hand(0, "Basking Rootwalla")
    s.library(0, ["Grizzly Bears"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, survival, costs=[root])
    return g, root


@TODAY
def test_DEF_06_madness_uses_a_triggered_ability(rules: str) -> None:
    """DEF-06 (CR 702.35a-b): discarding Basking Rootwalla to Survival of the Fittest exiles it — not
    optional, nobody is asked — and puts its madness trigger on the stack above Survival's ability;
    as the trigger resolves P1 casts it for {0}, and it comes into play."""
    g, _ = _discard_rootwalla_to_survival(rules)
    assert g.pending is not None and g.pending.kind == "priority"
    assert names(g, Zone.EXILE, 0) == ["Basking Rootwalla"]
    assert stack_kinds(g)[0] == "activated" and len(stack_kinds(g)) == 2
    assert g.state.stack[-1].source_name == "Basking Rootwalla"  # the madness trigger, on top
    assert not any(isinstance(a, CastWith) for a in g.legal_actions())  # no 2003 "until you pass" window
    resolve_stack(g)
    answer(g, True)
    assert stack_kinds(g) == ["activated", "spell"]
    resolve_stack(g)
    assert ids(g, "Basking Rootwalla") and names(g, Zone.EXILE, 0) == []


@SCOURGE
def test_DEF_06_2003_madness_is_a_choice_and_a_window(rules: str) -> None:
    """DEF-06 under scourge2003 (2003 502.24): "you may remove it from the game instead" is asked;
    then no trigger: P1 may play it for its madness cost until P1 next passes priority."""
    g, _ = _discard_rootwalla_to_survival(rules)
    assert g.pending is not None and g.pending.kind == "replacement_order"
    g.apply(ApplyFirst(0))
    assert names(g, Zone.EXILE, 0) == ["Basking Rootwalla"]
    assert stack_kinds(g) == ["activated"]
    (madness,) = [a for a in g.legal_actions() if isinstance(a, CastWith) and a.name == "madness"]
    g.apply(madness)
    resolve_stack(g)
    assert ids(g, "Basking Rootwalla")


@SCOURGE
def test_DEF_07_madness_baseline_rootwalla_played_for_zero(rules: str) -> None:
    """DEF-07 (Torment FAQ, Basking Rootwalla; 2003 502.24): discarded to Survival of the Fittest and
    removed for madness, the Rootwalla can be played for {0} and comes into play; unplayed, it goes to
    the graveyard once P1 passes priority."""
    g, _ = _discard_rootwalla_to_survival(rules)
    g.apply(ApplyFirst(0))
    pass_priority(g)
    assert names(g, Zone.EXILE, 0) == [] and "Basking Rootwalla" in graveyard(g, 0)


@TODAY
def test_DEF_07_todays_madness_declined_goes_to_the_graveyard(rules: str) -> None:
    """DEF-07 (CR 702.35b): "If that player doesn't, they put this card into their graveyard"."""
    g, _ = _discard_rootwalla_to_survival(rules)
    resolve_stack(g)
    answer(g, False)
    assert names(g, Zone.EXILE, 0) == [] and "Basking Rootwalla" in graveyard(g, 0)
    assert hand(g, 0) == []


@BOTH
def test_DEF_08_state_based_destruction_is_logged(rules: str) -> None:
    """DEF-08 (2003 420.3-420.5c; CR 704.3, 704.5g): Lightning Bolt only deals damage; it is the
    state-based check that destroys Hill Giant, and the log must record that with an entry of
    its own."""
    s = Scenario(rules)
    giant = s.battlefield(1, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[giant])
    resolve_stack(g)
    assert not in_play(g, giant)
    assert any("state" in e.kind for e in g.log)
