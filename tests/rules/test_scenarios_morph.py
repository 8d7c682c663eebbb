"""Ruling scenarios: face-down creatures and morph (MOR-01 … MOR-09) and LAY-06.

Morph (2003 502.26; CR 702.37): a card with morph may be played face down as a 2/2 colorless,
nameless creature spell for {3}; turning it face up by paying its morph cost is a special action
that doesn't use the stack (2003 502.26d; CR 116.2b), is not a comes-into-play event, and
"when turned face up" abilities trigger. A face-down permanent leaving play is revealed (504.6).
"""

from __future__ import annotations

from typing import TypeVar

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import CastSpell, CastWith, Unmorph
from oldframe.rules.characteristics import colors_of, has_keyword, power, toughness
from oldframe.rules.events import BaseEvent, Revealed, TurnedFaceUp
from oldframe.rules.state import ContinuousEffect, Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
    target,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])



E = TypeVar("E", bound=BaseEvent)


def _events(g: Game, kind: type[E]) -> list[E]:
    return [e for e in g.log if isinstance(e, kind)]


@ALL
def test_MOR_00_playing_a_morph_face_down_for_three(rules: str) -> None:
    """2003 502.26a: the face-down spell costs {3}; it comes into play as a nameless colorless 2/2
    and no comes-into-play trigger is possible; its controller may turn it face up at once."""
    s = Scenario(rules)
    skin = s.hand(0, "Skinthinner")
    s.lands(0, "Swamp", 8)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert CastWith(skin, "morph", 0) in g.legal_actions()
    g.apply(CastWith(skin, "morph", 0))
    assert obj(g, g.state.stack[-1].oid).face_down
    resolve_stack(g)
    (fd,) = ids(g, "Skinthinner")
    o = obj(g, fd)
    assert o.face_down and (power(g.state, o), toughness(g.state, o)) == (2, 2)
    assert colors_of(g.state, o) == frozenset()
    assert sum(1 for land in g.state.battlefield if obj(g, land).tapped) == 3
    assert Unmorph(fd) in g.legal_actions()


@presets("MOR-01")
def test_MOR_01_turning_a_creature_face_up_cannot_be_responded_to(rules: str) -> None:
    """MOR-01 (Morph primer Q1; 2003 502.26d, 408.2h): turning face up is a special action; the
    Skinthinner is black before anyone gets priority, so Dark Banishing can't target it; its trigger
    destroys Serra Angel."""
    s = Scenario(rules)
    angel = s.battlefield(0, "Serra Angel")
    banishing = s.hand(0, "Dark Banishing")
    s.lands(0, "Swamp", 3)
    skin = s.battlefield(1, "Skinthinner", face_down=True)
    s.lands(1, "Swamp", 5)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    g.apply(Unmorph(skin))
    assert not obj(g, skin).face_down
    # the trigger is put on the stack before anyone gets priority; its only legal target is the Angel
    d = g.state.decision
    assert d is not None and d.kind == "target" and d.data["options"] == [("object", angel)]
    target(g, angel)
    assert g.state.stack and g.state.stack[-1].kind == "triggered"
    assert g.state.stack[-1].targets == [("object", angel)]
    pass_priority(g)  # P1 now has priority
    assert g.pending is not None and g.pending.player == 0
    assert CastSpell(banishing) in g.legal_actions()  # only the Angel … is nonblack
    g.apply(CastSpell(banishing))
    assert g.state.decision is not None and ("object", skin) not in g.state.decision.data["options"]
    g.undo()
    resolve_stack(g)
    assert ids(g, "Serra Angel") == []
    assert "Serra Angel" in names(g, Zone.GRAVEYARD, 0)


@presets("MOR-04")
def test_MOR_04_blocks_stand_after_the_attacker_is_turned_face_up_into_a_flyer(rules: str) -> None:
    """MOR-04 (Saturday School #10; 2003 501.3, 504.5): the Angel stays blocked by the Bears; it deals
    4 to the Bears, takes 2, and its controller gains 4."""
    s = Scenario(rules)
    angel = s.battlefield(0, "Exalted Angel", face_down=True)
    s.lands(0, "Plains", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {angel: 1})
    block(g, {bears: angel})
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0
    g.apply(Unmorph(angel))
    assert has_keyword(g.state, obj(g, angel), "flying")
    assert g.state.combat is not None and g.state.combat.blockers == {bears: angel}
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Grizzly Bears") == []
    assert obj(g, angel).damage == 2
    assert g.state.players[0].life == 24


@presets("MOR-05")
def test_MOR_05_effects_persist_through_being_turned_face_down(rules: str) -> None:
    """MOR-05 (Saturday School #10; 2003 502.26e, 504.5): Giant Growth then Backslide: a face-down
    colorless nameless 5/5 until end of turn."""
    s = Scenario(rules)
    angel = s.battlefield(0, "Exalted Angel")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    backslide = s.hand(1, "Backslide")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[angel])
    resolve_stack(g)
    pass_priority(g)
    cast(g, backslide, targets=[angel])
    resolve_stack(g)
    o = obj(g, angel)
    assert o.face_down
    assert (power(g.state, o), toughness(g.state, o)) == (5, 5)
    assert colors_of(g.state, o) == frozenset() and not has_keyword(g.state, o, "flying")


@presets("MOR-06")
def test_MOR_06_a_morph_x_cost_is_0_if_turned_face_up_by_an_effect(rules: str) -> None:
    """MOR-06 (Saturday School #14; 2003 409.1b): Skirk Alarmist turns Bane of the Living face up;
    X is 0, so -0/-0 and the Bears survive; at end of turn Bane is sacrificed."""
    s = Scenario(rules)
    bane = s.battlefield(0, "Bane of the Living", face_down=True)
    alarmist = s.battlefield(0, "Skirk Alarmist")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, alarmist, targets=[bane])
    resolve_stack(g)  # Bane is face up; its trigger goes on the stack
    assert not obj(g, bane).face_down
    resolve_stack(g)
    assert bears in ids(g, "Grizzly Bears")
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (2, 2)
    pass_until(g, Step.END_OF_TURN)
    resolve_stack(g)
    assert ids(g, "Bane of the Living") == []
    assert "Bane of the Living" in names(g, Zone.GRAVEYARD, 0)


@presets("MOR-07")
def test_MOR_07_creatures_put_into_play_by_an_effect_cant_use_morph(rules: str) -> None:
    """MOR-07 (Saturday School #4; 2003 502.26b): Unearth puts Skinthinner into play face up (no
    choice is offered) and its face-up trigger doesn't happen."""
    s = Scenario(rules)
    skin = s.graveyard(0, "Skinthinner")
    unearth = s.hand(0, "Unearth")
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Serra Angel")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, unearth, targets=[skin])
    resolve_stack(g)
    (new,) = ids(g, "Skinthinner")
    assert not obj(g, new).face_down
    assert not g.state.stack and ids(g, "Serra Angel")
    assert _events(g, TurnedFaceUp) == []


@presets("MOR-08")
def test_MOR_08_trigger_target_chosen_after_state_based_effects(rules: str) -> None:
    """MOR-08 (Morph primer Q5; 2003 420.3, 408.1b): Break Open turns Skinthinner face up; under
    Engineered Plague (Zombie) it is 1/0 and dies before its trigger is put on the stack; the only
    legal target is the (blue) Serra Angel, which is destroyed."""
    s = Scenario(rules)
    sky = s.battlefield(1, "Shifting Sky", allow_unplayable=True)
    s.state.effects.append(ContinuousEffect("chosen_color", sky, 0, "while_there", value="U"))
    angel = s.battlefield(1, "Serra Angel")
    skin = s.battlefield(1, "Skinthinner", face_down=True)
    plague = s.battlefield(0, "Engineered Plague", allow_unplayable=True)
    s.state.effects.append(ContinuousEffect("chosen_type", plague, 0, "while_there", value="Zombie"))
    open_ = s.hand(0, "Break Open")
    s.lands(0, "Mountain", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert colors_of(g.state, obj(g, angel)) == frozenset({"U"})
    cast(g, open_, targets=[skin])
    resolve_stack(g)
    assert ids(g, "Skinthinner") == []  # died to state-based effects
    d = g.state.decision
    assert d is not None and d.kind == "target" and d.data["options"] == [("object", angel)]
    target(g, angel)
    assert g.state.stack and g.state.stack[-1].targets == [("object", angel)]
    resolve_stack(g)
    assert ids(g, "Serra Angel") == []


@presets("MOR-09")
def test_MOR_09_a_face_down_permanent_leaving_play_is_revealed(rules: str) -> None:
    """MOR-09 (2003 504.6): Unsummon returns the face-down Skinthinner; the card is revealed; no
    "turned face up" trigger."""
    s = Scenario(rules)
    skin = s.battlefield(0, "Skinthinner", face_down=True)
    s.battlefield(1, "Serra Angel")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    cast(g, unsummon, targets=[skin])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Skinthinner"]
    reveals = _events(g, Revealed)
    assert reveals and reveals[-1].name == "Skinthinner"
    assert _events(g, TurnedFaceUp) == [] and not g.state.stack


@presets("LAY-06")
def test_LAY_06_humble_on_a_face_down_creature_then_morph_still_0_1(rules: str) -> None:
    """LAY-06 (Saturday School #10; 2003 504.5, 418.5e): turning the Humbled face-down Lorian face
    up is allowed; it is a 0/1 Treespring Lorian with no abilities until end of turn."""
    s = Scenario(rules)
    lorian = s.battlefield(0, "Treespring Lorian", face_down=True)
    s.lands(0, "Forest", 6)
    humble = s.hand(1, "Humble")
    s.lands(1, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    cast(g, humble, targets=[lorian])
    resolve_stack(g)
    assert Unmorph(lorian) in g.legal_actions()
    g.apply(Unmorph(lorian))
    o = obj(g, lorian)
    assert not o.face_down and o.card.name == "Treespring Lorian"
    assert (power(g.state, o), toughness(g.state, o)) == (0, 1)
    assert not g.state.stack
