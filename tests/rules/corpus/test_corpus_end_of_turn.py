"""Corpus EOT: the end phase — "at end of turn" triggers (2003 CR 313; current CR 513) and the
cleanup step (2003 CR 314; current CR 514).

In 2003, "at end of turn" abilities trigger once, as the end-of-turn step begins; the step never
backs up (313.2), so an ability or permanent that arrives later waits for the next turn's end of
turn. Cleanup discards to seven, removes damage and ends "until end of turn" effects, and gives
priority only if something triggered or a state-based effect applied (314.3; CR 514.3a). Sources:
the 2003 rulebook, the Scourge FAQ (2003-05) on Astral Slide/Blistering Firecat, Saturday School on
Ball Lightning and Sneak Attack.
"""

from __future__ import annotations

from corpus_kit import BOTH, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe.rules.actions import ChooseObject, Unmorph
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    cast_for_madness,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    remove_for_madness,
    resolve_stack,
)


@BOTH
def test_EOT_01_ball_lightning_is_sacrificed_at_end_of_turn(rules: str) -> None:
    """EOT-01 (Ball Lightning; 2003 313.1; CR 513.1a): the trigger goes on the stack as the
    end-of-turn step begins and P1 sacrifices it."""
    s = Scenario(rules)
    ball = s.battlefield(0, "Ball Lightning")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    pass_until(g, Step.END_OF_TURN)
    assert stack_kinds(g) == ["triggered"]
    resolve_stack(g)
    assert not in_play(g, ball) and graveyard(g, 0) == ["Ball Lightning"]


@BOTH
def test_EOT_02_stifled_end_of_turn_trigger_never_returns_that_turn(rules: str) -> None:
    """EOT-02 (Scourge FAQ, Stifle; 2003 313.2; CR 513.1a): P2 Stifles Ball Lightning's trigger;
    the Ball survives the turn (it triggers again at the next end of turn)."""
    s = Scenario(rules)
    ball = s.battlefield(0, "Ball Lightning")
    stifle = s.hand(1, "Stifle")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    pass_until(g, Step.END_OF_TURN)
    trig = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, stifle, targets=[trig])
    resolve_stack(g)
    assert stack_kinds(g) == []
    pass_until(g, Step.UPKEEP, active=1)
    assert in_play(g, ball)
    pass_until(g, Step.END_OF_TURN, active=1)
    assert stack_kinds(g) == ["triggered"]  # "each end of turn": it triggers in P2's turn too


@BOTH
def test_EOT_03_sneak_attack_in_the_end_step_waits_a_turn(rules: str) -> None:
    """EOT-03 (Saturday School on Sneak Attack; 2003 313.2 the step doesn't back up; CR 513.1,
    603.7): a creature sneaked in during the end-of-turn step is sacrificed at the *next* end of
    turn, not this one."""
    s = Scenario(rules)
    sneak = s.battlefield(0, "Sneak Attack")
    s.battlefield(0, "Mountain")
    wurm = s.hand(0, "Craw Wurm")
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    activate(g, sneak)
    resolve_stack(g)
    choose(g, wurm)
    (now,) = ids(g, "Craw Wurm")
    pass_until(g, Step.UPKEEP, active=1)
    assert in_play(g, now)
    pass_until(g, Step.END_OF_TURN, active=1)
    assert stack_kinds(g) == ["delayed"]
    resolve_stack(g)
    assert not in_play(g, now)


@BOTH
def test_EOT_04_firecat_turned_face_up_in_the_end_step_survives(rules: str) -> None:
    """EOT-04 (Scourge FAQ, Blistering Firecat; 2003 313.2, 502.26; CR 513.1a, 603.2): face
    down it has no ability as the end step begins; turned face up after that, it isn't sacrificed
    this turn."""
    s = Scenario(rules)
    cat = s.battlefield(0, "Blistering Firecat", face_down=True)
    s.pool(0, "{R}{R}")
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    assert stack_kinds(g) == []
    g.apply(Unmorph(cat))
    assert not obj(g, cat).face_down
    pass_until(g, Step.UPKEEP, active=1)
    assert in_play(g, cat)


@BOTH
def test_EOT_05_damage_stays_until_cleanup(rules: str) -> None:
    """EOT-05 (2003 314.2; CR 514.2): Hill Giant with 2 damage still has it in the end-of-turn
    step; it is gone next turn."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant", damage=2)
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    assert obj(g, giant).damage == 2
    pass_until(g, Step.UPKEEP, active=1)
    assert obj(g, giant).damage == 0


@BOTH
def test_EOT_06_until_end_of_turn_lasts_through_the_end_step(rules: str) -> None:
    """EOT-06 (2003 300.3, 314.2; CR 514.2): Giant Growth cast in the end-of-turn step is still
    there until cleanup; the Bears are 2/2 again in P2's turn."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    assert pt(g, bears) == (5, 5)
    pass_until(g, Step.UPKEEP, active=1)
    assert pt(g, bears) == (2, 2)


@BOTH
def test_EOT_07_cleanup_discards_down_to_seven(rules: str) -> None:
    """EOT-07 (2003 314.1; CR 514.1, 402.2): P1 with nine cards discards two of its choice."""
    s = Scenario(rules)
    cards = s.hand(0, ["Island"] * 8 + ["Shock"])
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_priority(g)
    pass_priority(g)
    assert g.pending is not None and g.pending.kind == "discard_to_hand_size"
    g.apply(ChooseObject(cards[0]))
    g.apply(ChooseObject(cards[1]))
    assert len(hand(g, 0)) == 7 and graveyard(g, 0) == ["Island", "Island"]


@BOTH
def test_EOT_08_spellbook_means_no_discard(rules: str) -> None:
    """EOT-08 (Spellbook; CR 402.2): with no maximum hand size, nine cards stay."""
    s = Scenario(rules)
    s.battlefield(0, "Spellbook")
    s.hand(0, ["Island"] * 9)
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    assert len(hand(g, 0)) == 9


@BOTH
def test_EOT_09_only_the_active_player_discards(rules: str) -> None:
    """EOT-09 (2003 314.1 "the active player"; CR 514.1): P2 with nine cards keeps them in P1's
    cleanup."""
    s = Scenario(rules)
    s.hand(1, ["Island"] * 9)
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    assert len(hand(g, 1)) == 9 and graveyard(g, 1) == []


@BOTH
def test_EOT_10_pestilence_sacrificed_with_no_creatures(rules: str) -> None:
    """EOT-10 (Pestilence; 2003 410.10 intervening "if"; CR 603.4): no creature in play as the
    end step begins: Pestilence is sacrificed."""
    s = Scenario(rules)
    pest = s.battlefield(0, "Pestilence")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    pass_until(g, Step.END_OF_TURN)
    resolve_stack(g)
    assert not in_play(g, pest)


@BOTH
def test_EOT_11_pestilence_stays_while_a_creature_lives(rules: str) -> None:
    """EOT-11 (2003 410.10; CR 603.4): with the Bears in play the condition is false: nothing
    triggers and Pestilence stays."""
    s = Scenario(rules)
    pest = s.battlefield(0, "Pestilence")
    s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    pass_until(g, Step.END_OF_TURN)
    assert stack_kinds(g) == []
    pass_until(g, Step.UPKEEP, active=1)
    assert in_play(g, pest)


@BOTH
def test_EOT_12_pestilence_killing_the_last_creature_at_end_of_turn(rules: str) -> None:
    """EOT-12 (2003 313.2, 410.10; CR 513.1a, 603.4): P1 kills the last creature with Pestilence
    during the end-of-turn step — too late, the trigger point has passed: Pestilence stays until
    the next end of turn."""
    s = Scenario(rules)
    pest = s.battlefield(0, "Pestilence")
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Llanowar Elves")
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    activate(g, pest)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Llanowar Elves"]
    pass_until(g, Step.UPKEEP, active=1)
    assert in_play(g, pest)
    pass_until(g, Step.END_OF_TURN, active=1)
    resolve_stack(g)
    assert not in_play(g, pest)




@BOTH
def test_EOT_13_madness_card_discarded_in_cleanup_can_be_played(rules: str) -> None:
    """EOT-13 (Torment FAQ on madness and discarding to hand size; 2003 314.3, 502.24; CR 514.3a,
    702.35): Fiery Temper discarded in cleanup and removed for madness can be played for {R}; it
    deals 3 to P2."""
    s = Scenario(rules)
    temper = s.hand(0, ["Fiery Temper"] + ["Island"] * 7)[0]
    s.battlefield(0, "Mountain")
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_priority(g)
    pass_priority(g)
    g.apply(ChooseObject(temper))
    remove_for_madness(g)  # (2003: asked; CR 702.35a: exiled anyway)
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0
    assert g.state.step == Step.CLEANUP  # players get priority in this cleanup step (CR 514.3a; 2003 314.3)
    (exiled,) = ids(g, "Fiery Temper", Zone.EXILE)
    cast_for_madness(g, exiled, targets=[player(1)])
    resolve_stack(g)
    assert life(g, 1) == 17


@BOTH
def test_EOT_14_madness_card_never_left_in_exile(rules: str) -> None:
    """EOT-14 (2003 502.24: a madness card not played goes to the graveyard; CR 702.35a): after
    a cleanup discard for madness the card must not stay removed from the game."""
    s = Scenario(rules)
    temper = s.hand(0, ["Fiery Temper"] + ["Island"] * 7)[0]
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    pass_priority(g)
    pass_priority(g)
    g.apply(ChooseObject(temper))
    remove_for_madness(g)
    if rules != "scourge2003":  # CR 702.35b: the trigger resolves; P1 declines (P1 has no Mountain)
        resolve_stack(g)
        if g.pending is not None and g.pending.kind == "may":
            answer(g, False)
    pass_until(g, Step.UPKEEP, active=1)
    assert names(g, Zone.EXILE, 0) == []
    assert "Fiery Temper" in graveyard(g, 0)
