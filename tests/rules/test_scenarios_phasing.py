"""Ruling scenarios, area D5: phasing and tokens (2003 CR 217.8, 502.15, 420.5f) — PHA-02 … PHA-10.

Under ``oldframe`` phasing moves a permanent to the phased-out zone and back (2003 rules); under
``modern`` it is a status (CR 702.26). Scenarios marked "all three" hold under both.
"""

from __future__ import annotations

import dataclasses

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules import phasing
from oldframe.rules.characteristics import has_keyword, is_creature, power, toughness
from oldframe.rules.events import Moved, Revealed, TokenCeased, TurnedFaceUp
from oldframe.rules.model.cards import CardDef
from oldframe.rules.model.forms import LICID
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    pass_until_decision,
    resolve_stack,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def squirrel() -> CardDef:
    """A 1/1 green Squirrel creature token, as Deranged Hermit makes them."""
    bears = default_registry().get("Grizzly Bears")
    return dataclasses.replace(bears, name="Squirrel", mana_cost=dataclasses.replace(bears.mana_cost),
                               subtypes=("Squirrel",), power=1, toughness=1, text="")


# -- PHA-02 ----------------------------------------------------------------------------------------
@presets("PHA-02")
def test_PHA_02_token_that_phases_out_ceases_to_exist_and_strands_its_enchantment(rules: str) -> None:
    """PHA-02 (seed 000 §5.2; 2003 217.8d, 420.5f, 502.15i): the token phases out with its Curse,
    then ceases to exist; the Curse stays in the phased-out zone forever, never reaching a graveyard.
    Phasing out is leaving play, so leaves-play abilities would see it."""
    s = Scenario(rules)
    token = s.custom(0, squirrel(), token=True)
    curse = s.battlefield(0, "Teferi's Curse", attached_to=token)
    s.turn(active=0, step=Step.UNTAP)
    g = s.start()  # P1's untap step: both phase out; SBA before upkeep priority
    assert token not in g.state.objects  # ceased to exist: no graveyard, nothing to return
    assert ids(g, "Teferi's Curse", Zone.PHASED_OUT) == [curse]
    left = [e for e in g.log if isinstance(e, Moved) and e.old == token]
    assert [(e.from_zone, e.to) for e in left] == [(Zone.BATTLEFIELD, Zone.PHASED_OUT)]  # a leaves-play event
    assert any(isinstance(e, TokenCeased) and e.oid == token for e in g.log)
    for turn in (5, 7):  # play continues for several turns
        pass_until(g, Step.UPKEEP, active=0, turn=turn)
        assert ids(g, "Teferi's Curse", Zone.PHASED_OUT) == [curse]
        assert names(g, Zone.GRAVEYARD) == []
        assert "Teferi's Curse" not in names(g, Zone.BATTLEFIELD)


# -- PHA-03 ----------------------------------------------------------------------------------------
@presets("PHA-03")
def test_PHA_03_phasing_in_ignores_comes_into_play_effects_and_keeps_old_state(rules: str) -> None:
    """PHA-03 (2003 502.15d, 502.15h, 502.20): the Behemoth phases back in untapped with its one fade
    counter (phasing in is not coming into play: no "comes into play tapped", no new counters);
    fading removes the last counter in the upkeep after that, and never while it was phased out."""
    s = Scenario(rules)
    behemoth = s.battlefield(0, "Skyshroud Behemoth", counters={"fade": 1}, allow_unplayable=True)
    s.battlefield(0, "Teferi's Curse", attached_to=behemoth)
    s.turn(active=0, step=Step.UNTAP)
    g = s.start()  # (1) it phases out
    assert ids(g, "Skyshroud Behemoth", Zone.PHASED_OUT) == [behemoth]
    assert g.state.step == Step.UPKEEP and g.state.stack == []  # no fading trigger for it
    pass_until(g, Step.UPKEEP, active=0, turn=5)  # (2) it phased in, then the untap action
    assert ids(g, "Skyshroud Behemoth") == [behemoth]
    assert not obj(g, behemoth).tapped
    assert obj(g, behemoth).counters == {"fade": 1}
    assert [it.source_name for it in g.state.stack] == ["Skyshroud Behemoth"]  # (3) fading
    resolve_stack(g)
    assert obj(g, behemoth).counters == {"fade": 0}


# -- PHA-04 ----------------------------------------------------------------------------------------
@presets("PHA-04")
def test_PHA_04_damage_and_limited_duration_effects_end_on_phasing_out(rules: str) -> None:
    """PHA-04 (2003 502.15e, 502.15g): phasing out removes the Giant's damage and ends Giant Growth
    for it; phased back in the same turn (by a harness effect) it is a plain, undamaged 3/3."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant", damage=2)
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    ripple = s.hand(1, "Reality Ripple")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[giant])
    resolve_stack(g)
    assert pt(g, giant) == (6, 6) and obj(g, giant).damage == 2
    pass_priority(g)
    cast(g, ripple, targets=[giant])  # P2, during P1's turn
    resolve_stack(g)
    assert ids(g, "Hill Giant", Zone.PHASED_OUT) == [giant]
    assert obj(g, giant).damage == 0
    phasing.phase_in(g.state, [giant])  # the harness effect: it phases back in this turn
    g._drain()
    assert ids(g, "Hill Giant") == [giant]
    assert pt(g, giant) == (3, 3)
    assert obj(g, giant).damage == 0


# -- PHA-06 ----------------------------------------------------------------------------------------
@presets("PHA-06")
def test_PHA_06_tap_and_hold_control_ends_on_phasing_and_does_not_resume(rules: str) -> None:
    """PHA-06 (seed 003 E.11 ruling 4; 2003 502.15g, 418.3d; CR 702.26e): when the Old Man phases
    out, the "as long as it remains tapped" control effect ends and the Bears return to P2; it does
    not resume when the Old Man phases back in, still tapped, as P1 chooses not to untap it."""
    s = Scenario(rules)
    old_man = s.battlefield(0, "Old Man of the Sea", allow_unplayable=True)
    bears = s.battlefield(1, "Grizzly Bears")
    ripple = s.hand(1, "Reality Ripple")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, old_man, targets=[bears])
    resolve_stack(g)
    assert obj(g, old_man).tapped and obj(g, bears).controller == 0
    pass_priority(g)
    cast(g, ripple, targets=[old_man])
    resolve_stack(g)
    assert ids(g, "Old Man of the Sea", Zone.PHASED_OUT) == [old_man]
    assert obj(g, bears).controller == 1  # control returned at once
    pass_until_decision(g, "may_untap")  # P1's untap step: the Old Man phased back in, tapped
    assert ids(g, "Old Man of the Sea") == [old_man] and g.state.turn == 5
    answer(g, False)  # P1 chooses not to untap it (CR 502.3)
    assert obj(g, old_man).tapped
    assert obj(g, bears).controller == 1  # P1 does not regain the Bears


# -- PHA-08 ----------------------------------------------------------------------------------------
@presets("PHA-08")
def test_PHA_08_delayed_trigger_aimed_at_a_permanent_fails_after_it_phases(rules: str) -> None:
    """PHA-08 (2003 502.15g, 406.2d, 502.15m): Sneak Attack's end-of-turn sacrifice can't affect the
    phased-out Wurm; it phases in next untap step, stays, and may attack that turn."""
    s = Scenario(rules)
    sneak = s.battlefield(0, "Sneak Attack")
    wurm = s.hand(0, "Craw Wurm")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    ripple = s.hand(0, "Reality Ripple")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, sneak)
    resolve_stack(g)
    choose(g, wurm)  # "you may put a creature card from your hand into play"
    (wurm_now,) = ids(g, "Craw Wurm")
    assert has_keyword(g.state, obj(g, wurm_now), "haste")
    assert wurm_now != wurm
    pass_until(g, Step.MAIN2, active=0)
    cast(g, ripple, targets=[wurm_now])
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    assert ids(g, "Craw Wurm") == [wurm_now]
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert g.pending is not None and g.pending.kind == "attackers"


# -- PHA-09 ----------------------------------------------------------------------------------------
@presets("PHA-09")
def test_PHA_09_licid_enchanting_a_phasing_creature_stays_an_enchantment(rules: str) -> None:
    """PHA-09 (seed 003 E.8 ruling 3; 2003 502.15i): the Licid phases out with the Bears (indirectly)
    and back in still a local enchantment on them, so the Bears again have first strike."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Teferi's Curse", attached_to=bears)
    licid = s.battlefield(0, "Quickening Licid")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, licid, targets=[bears])
    resolve_stack(g)
    assert obj(g, licid).form == LICID and obj(g, licid).attached_to == bears
    assert has_keyword(g.state, obj(g, bears), "first strike")
    pass_until(g, Step.UPKEEP, active=0, turn=5)  # the Bears phase out, the Licid with them
    assert set(g.state.phased_out) >= {bears, licid}
    pass_until(g, Step.UPKEEP, active=0, turn=7)  # and back in
    assert bears in g.state.battlefield and licid in g.state.battlefield
    lic = obj(g, licid)
    assert lic.form == LICID and lic.attached_to == bears and not is_creature(g.state, lic)
    assert has_keyword(g.state, obj(g, bears), "first strike")


# -- PHA-10 ----------------------------------------------------------------------------------------
@presets("PHA-10")
def test_PHA_10_face_down_creature_phasing_is_not_revealed(rules: str) -> None:
    """PHA-10 (seed 003 E.5 ruling 5, E.5.6; 2003 504.6): phasing out and in reveals nothing; it
    returns still face down, a 2/2, the same object."""
    s = Scenario(rules)
    angel = s.battlefield(0, "Exalted Angel", face_down=True, allow_unplayable=True)
    s.battlefield(0, "Teferi's Curse", attached_to=angel)
    s.turn(active=0, step=Step.UNTAP)
    g = s.start()
    assert angel in g.state.phased_out and obj(g, angel).face_down
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    assert angel in g.state.battlefield
    assert obj(g, angel).face_down and pt(g, angel) == (2, 2)
    assert not [e for e in g.log if isinstance(e, Revealed | TurnedFaceUp)]
    (seen,) = [p for p in g.view(1)["battlefield"] if p["oid"] == angel]
    assert seen["name"] == "face-down creature"
