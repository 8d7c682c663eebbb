"""Ruling scenarios on Licids (LIC-*) and copy cards (CPY-*): Tempest Licids turning into
creature enchantments (seed 003 E.8), and copy effects (2003 CR 503; CR 707)."""

from __future__ import annotations

import dataclasses

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import ActivateAbility, CastWith, ChooseColor, ChooseTarget, EndEffect
from oldframe.rules.characteristics import has_keyword, is_creature, is_type, power, toughness
from oldframe.rules.model.cards import Behaviour, CardDef, StaticAbility
from oldframe.rules.model.forms import LICID
from oldframe.rules.state import ContinuousEffect, Step, Zone
from oldframe.testing import (
    Scenario,
    act,
    activate,
    answer,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def warded_bear() -> CardDef:
    """Harness: Warded Bear, 2/2, "Warded Bear can't be enchanted." (LIC-04)."""
    bears = default_registry().get("Grizzly Bears")
    return dataclasses.replace(bears, name="Warded Bear", text="Warded Bear can't be enchanted.",
                               behaviour=Behaviour(static=(StaticAbility("cant_be_enchanted"),)))


def _licid(rules: str, plains: int = 2) -> Scenario:
    s = Scenario(rules)
    s.battlefield(0, "Quickening Licid")
    for _ in range(plains):
        s.battlefield(0, "Plains")
    return s


# -- LIC-01 ----------------------------------------------------------------------------------------
@presets("LIC-01")
def test_LIC_01_licid_targeting_itself_ends_in_the_graveyard(rules: str) -> None:
    """LIC-01 (seed 003 E.8 ruling 5; 2003 214.8f, 420.5d): it becomes a local enchantment that
    would enchant itself, which is illegal; state-based effects put it into the graveyard."""
    s = _licid(rules)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    (licid,) = ids(g, "Quickening Licid")
    activate(g, licid, targets=[licid])
    resolve_stack(g)
    assert ids(g, "Quickening Licid") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Quickening Licid"]


# -- LIC-03 ----------------------------------------------------------------------------------------
@presets("LIC-03")
def test_LIC_03_ending_a_licid_effect_returns_a_tapped_creature_that_cant_move_at_once(rules: str) -> None:
    """LIC-03 (Saturday School #6; seed 003 E.8 ruling 1; 2003 214.4, 409.1f): paying {W} turns it
    back into a 1/1 creature with its ability, still tapped, so it can't be activated again yet."""
    s = _licid(rules, plains=3)
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    (licid,) = ids(g, "Quickening Licid")
    activate(g, licid, targets=[bears])
    resolve_stack(g)
    assert obj(g, licid).form == LICID and obj(g, licid).attached_to == bears
    assert EndEffect(licid) in g.legal_actions()
    act(g, f"end #{licid}")  # the special action: pay {W}
    lic = obj(g, licid)
    assert lic.form is None and lic.attached_to is None and lic.tapped
    assert is_creature(g.state, lic) and pt(g, licid) == (1, 1)
    assert not has_keyword(g.state, obj(g, bears), "first strike")
    assert lic.card.behaviour.activated  # it has its ability back …
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.oid == licid]  # … but is tapped
    assert lions in g.state.battlefield


# -- LIC-04 ----------------------------------------------------------------------------------------
@presets("LIC-04")
def test_LIC_04_licid_targeting_a_creature_that_cant_be_enchanted(rules: str) -> None:
    """LIC-04 (seed 003 E.8 ruling 6; 2003 420.5d): the ability may target Warded Bear, but the
    Licid can't stay attached to it and goes to P1's graveyard."""
    s = _licid(rules)
    bear = s.custom(1, warded_bear())
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    (licid,) = ids(g, "Quickening Licid")
    activate(g, licid, targets=[bear])  # a legal target
    resolve_stack(g)
    assert ids(g, "Quickening Licid") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Quickening Licid"]
    assert bear in g.state.battlefield


# -- CPY-01 ----------------------------------------------------------------------------------------
@presets("CPY-01")
def test_CPY_01_clone_copies_an_animated_chimeric_staff_as_a_noncreature_artifact(rules: str) -> None:
    """CPY-01 (2003 503.2 example; seed 003 E.4 ruling 3): the copy takes only the Staff's copiable
    values, so Clone comes into play as a noncreature Chimeric Staff, not a 5/5."""
    s = Scenario(rules)
    staff = s.battlefield(1, "Chimeric Staff")
    for _ in range(5):
        s.battlefield(1, "Island")
    clone = s.hand(0, "Clone")
    for _ in range(4):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)  # P2 animates the Staff in P1's main phase (an ability, any time P2 has priority)
    activate(g, staff)
    assert g.pending is not None and g.pending.kind == "announce_x"
    choose(g, 5)  # X = 5, announced (2003 409.1b)
    resolve_stack(g)
    assert is_creature(g.state, obj(g, staff)) and pt(g, staff) == (5, 5)
    cast(g, clone)
    resolve_stack(g)
    choose(g, staff)
    (copy,) = [o for o in ids(g, "Chimeric Staff") if o != staff]
    assert is_type(g.state, obj(g, copy), "artifact") and not is_creature(g.state, obj(g, copy))
    assert obj(g, copy).card.behaviour.activated  # with the {X} animation ability


# -- CPY-02 ----------------------------------------------------------------------------------------
@presets("CPY-02")
def test_CPY_02_clone_of_chameleon_spirit_makes_its_own_color_choice(rules: str) -> None:
    """CPY-02 (2003 503.6): the Clone's copy chooses its own color (green); the original keeps red."""
    s = Scenario(rules)
    spirit = s.battlefield(1, "Chameleon Spirit")
    s.state.effects.append(ContinuousEffect("chosen_color", spirit, 0, "while_there", value="R"))  # chose red
    s.battlefield(1, "Forest")  # lands are colorless: not counted
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Mogg Fanatic")
    clone = s.hand(0, "Clone")
    for _ in range(4):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, spirit) == (1, 1)  # P1's one red permanent
    cast(g, clone)
    resolve_stack(g)
    choose(g, spirit)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("choose_color", 0)
    g.apply(ChooseColor("G"))
    (copy,) = [o for o in ids(g, "Chameleon Spirit") if o != spirit]
    assert pt(g, copy) == (1, 1)  # counts P2's green permanents (the Bears)
    assert pt(g, spirit) == (1, 1)  # the original still counts red ones P1 controls


# -- CPY-03 ----------------------------------------------------------------------------------------
@presets("CPY-03")
def test_CPY_03_unstable_shapeshifter_copying_voice_of_all_protects_from_nothing(rules: str) -> None:
    """CPY-03 (2003 503.7 example): the copy never made a color choice, so it has protection from
    nothing; Shock targets and damages it normally."""
    s = Scenario(rules)
    shifter = s.battlefield(0, "Unstable Shapeshifter")
    voice = s.hand(1, "Voice of All")
    shock = s.hand(1, "Shock")
    for _ in range(4):
        s.battlefield(1, "Plains")
    s.battlefield(1, "Mountain")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, voice)
    resolve_stack(g)
    g.apply(ChooseColor("R"))  # P2's Voice of All: protection from red
    (original,) = ids(g, "Voice of All")
    assert has_keyword(g.state, obj(g, original), "protection from red")
    resolve_stack(g)  # the Shapeshifter's trigger
    assert obj(g, shifter).card.name == "Voice of All"
    assert not any(k.startswith("protection") for k in obj(g, shifter).card.behaviour.keywords)
    assert not has_keyword(g.state, obj(g, shifter), "protection from red")
    cast(g, shock, targets=[shifter])
    resolve_stack(g)
    assert ids(g, "Voice of All") == [original]  # the 2/2 copy took 2 damage and died
    assert "Unstable Shapeshifter" in names(g, Zone.GRAVEYARD, 0)


# -- CPY-05 ----------------------------------------------------------------------------------------
@presets("CPY-05")
def test_CPY_05_kicker_payment_is_not_copied(rules: str) -> None:
    """CPY-05 (seed 003 E.4 ruling 11; Saturday School #14; 2003 503.2, 503.5): Clone copying the
    kicked Kavu Titan is a 2/2 without counters or trample."""
    s = Scenario(rules)
    titan = s.hand(1, "Kavu Titan")
    for _ in range(5):
        s.battlefield(1, "Forest")
    clone = s.hand(0, "Clone")
    for _ in range(4):
        s.battlefield(0, "Island")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(titan, "kicker", 0))  # kicked
    resolve_stack(g)
    (kavu,) = ids(g, "Kavu Titan")
    assert pt(g, kavu) == (5, 5)
    pass_until(g, Step.MAIN1, active=0)
    cast(g, clone)
    resolve_stack(g)
    choose(g, kavu)
    (copy,) = [o for o in ids(g, "Kavu Titan") if o != kavu]
    assert pt(g, copy) == (2, 2) and not obj(g, copy).counters
    assert not has_keyword(g.state, obj(g, copy), "trample")


# -- CPY-06 ----------------------------------------------------------------------------------------
@presets("CPY-06")
def test_CPY_06_spell_copies_copy_buyback_but_arent_played(rules: str) -> None:
    """CPY-06 (2003 503.10, 503.10a, 420.5j; Saturday School #2): two bounces; Mirari triggers once;
    the copy's buyback does nothing, the original Capsize returns to P1's hand."""
    s = Scenario(rules)
    s.battlefield(0, "Mirari")
    capsize = s.hand(0, "Capsize")
    for _ in range(9):
        s.battlefield(0, "Island")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(capsize, "buyback", 0))
    target(g, a)
    assert len(g.state.stack) == 2  # Capsize and Mirari's trigger
    resolve_stack(g)  # Mirari's trigger: pay {3}
    answer(g, True)
    assert g.pending is not None and g.pending.kind == "new_target"
    g.apply(ChooseTarget(("object", b)))  # the copy targets B
    assert len(g.state.stack) == 2 and g.state.stack[-1].choices.get("copy")
    resolve_stack(g)  # the copy: B bounced; the copy ceases to exist (no card to return)
    assert len(g.state.stack) == 1  # Mirari did not trigger on the copy (it wasn't played)
    resolve_stack(g)  # the original: A bounced, Capsize back to hand (buyback)
    assert not g.state.stack
    assert names(g, Zone.HAND, 1) == ["Hill Giant", "Grizzly Bears"]  # B first (the copy), then A
    assert names(g, Zone.HAND, 0) == ["Capsize"]
    assert b not in g.state.battlefield and player(1)
