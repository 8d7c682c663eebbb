"""Ruling scenarios, area D3: combat damage on the stack (2003 CR 310.2–310.4) — CDS-01 … CDS-08.

Under ``oldframe`` combat damage is assigned, frozen and put on the stack as one object; players
get priority before it is dealt. Under ``modern`` (CR 510.2) it is dealt at once, with no window.
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import CastSpell
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.events import DamageDealt
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
MODERN = pytest.mark.parametrize("rules", ["modern"])


def stack_kinds(g: Game) -> list[str]:
    return [it.kind for it in g.state.stack]


def pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


# -- CDS-01 ----------------------------------------------------------------------------------------
def _bears_vs_fanatic(rules: str) -> tuple[Game, int, int]:
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    fanatic = s.battlefield(1, "Mogg Fanatic")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    block(g, {fanatic: bears})
    pass_until(g, Step.COMBAT_DAMAGE)
    return g, bears, fanatic


@presets("CDS-01")
def test_CDS_01_mogg_fanatic_deals_combat_damage_then_sacrifice_damage(rules: str) -> None:
    """CDS-01 (2003 310.2, 310.4, 420.5c): with the damage on the stack, Fanatic is sacrificed for
    1 more damage; its frozen combat damage is still dealt, the Bears' damage to it is not."""
    g, bears, fanatic = _bears_vs_fanatic(rules)
    assert stack_kinds(g) == ["combat_damage"]  # (1) assigned and on the stack
    pass_priority(g)  # P1 passes; P2 has priority
    activate(g, fanatic, targets=[bears])  # (2)
    assert names(g, Zone.GRAVEYARD, 1) == ["Mogg Fanatic"]
    resolve_stack(g)
    assert obj(g, bears).damage == 1
    resolve_stack(g)  # (3) the combat damage object
    assert "Grizzly Bears" not in names(g, Zone.BATTLEFIELD)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert names(g, Zone.GRAVEYARD, 1) == ["Mogg Fanatic"]
    dealt = [e for e in g.log if isinstance(e, DamageDealt)]
    assert [(e.source, e.target_kind, e.target, e.amount, e.combat) for e in dealt] == [
        (fanatic, "object", bears, 1, False),  # the sacrifice ability
        (fanatic, "object", bears, 1, True),  # Fanatic's combat damage, dealt after it left play
    ]


@MODERN
def test_CDS_01_modern_damage_dealt_at_once_fanatic_cannot_sacrifice_after(rules: str) -> None:
    """CDS-01 under modern rules (CR 510.2): damage is dealt as the step begins — there is no
    window after assignment, so Fanatic dies to the Bears and the Bears survive with 1 damage."""
    g, bears, fanatic = _bears_vs_fanatic(rules)
    assert g.state.stack == []
    assert names(g, Zone.GRAVEYARD, 1) == ["Mogg Fanatic"]
    assert fanatic not in g.state.objects  # it died; nothing left to sacrifice
    assert obj(g, bears).damage == 1


# -- CDS-03 ----------------------------------------------------------------------------------------
def _shade_vs_tog(rules: str) -> tuple[Game, int, int]:
    s = Scenario(rules)
    shade = s.battlefield(0, "Looming Shade")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    tog = s.battlefield(1, "Psychatog")
    s.hand(1, "Island")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {shade: 1})
    block(g, {tog: shade})
    activate(g, shade)  # (1) Shade 2/2
    resolve_stack(g)
    pass_priority(g)  # P1 passes; P2 has priority
    activate(g, tog, 0, costs=ids(g, "Island", Zone.HAND, 1))  # (2) discard a card: Tog 2/3
    resolve_stack(g)
    assert pt(g, shade) == (2, 2) and pt(g, tog) == (2, 3)
    pass_until(g, Step.COMBAT_DAMAGE)  # (3) damage assigned: Shade 2 → Tog, Tog 2 → Shade
    return g, shade, tog


@presets("CDS-03")
def test_CDS_03_pump_after_assignment_changes_toughness_not_damage(rules: str) -> None:
    """CDS-03 ("Damage on the Stack", 2002; 2003 310.1a, 310.4): a pump after assignment raises
    the Shade's toughness, but the damage dealt is what was assigned."""
    g, shade, tog = _shade_vs_tog(rules)
    (dmg,) = g.state.stack
    assert sorted((a.source, a.amount) for a in dmg.damage) == sorted([(shade, 2), (tog, 2)])
    activate(g, shade)  # (4) Shade 3/3
    resolve_stack(g)
    assert pt(g, shade) == (3, 3)
    resolve_stack(g)  # (5)
    assert obj(g, shade).damage == 2 and pt(g, shade) == (3, 3)  # survives
    assert obj(g, tog).damage == 2 and pt(g, tog) == (2, 3)  # survives: 2 assigned, not 3
    assert names(g, Zone.BATTLEFIELD, 0).count("Looming Shade") == 1
    assert names(g, Zone.BATTLEFIELD, 1) == ["Psychatog"]


@MODERN
def test_CDS_03_modern_no_pump_after_assignment(rules: str) -> None:
    """CDS-03 under modern rules (CR 510.2): the 2/2 Shade takes 2 as damage is assigned and dies
    before any second pump is possible; Psychatog survives."""
    g, shade, tog = _shade_vs_tog(rules)
    assert g.state.stack == []
    assert shade not in g.state.objects and names(g, Zone.GRAVEYARD, 0) == ["Looming Shade"]
    assert obj(g, tog).damage == 2


# -- CDS-04 ----------------------------------------------------------------------------------------
def _drinker_vs_giant(rules: str) -> tuple[Game, int, int, int]:
    s = Scenario(rules)
    drinker = s.battlefield(0, "Drinker of Sorrow")
    husk = s.battlefield(0, "Nantuko Husk")
    s.battlefield(0, "Swamp")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {drinker: 1})
    block(g, {giant: drinker})
    pass_until(g, Step.COMBAT_DAMAGE)
    return g, drinker, husk, giant


@presets("CDS-04")
def test_CDS_04_sacrificed_source_deals_damage_but_its_damage_trigger_does_not_fire(rules: str) -> None:
    """CDS-04 (Saturday School #14; 2003 310.4, 410.2): Drinker sacrificed with its damage on the
    stack still deals it, but "whenever Drinker deals combat damage" doesn't trigger — it isn't
    in play when the damage is dealt."""
    g, drinker, husk, giant = _drinker_vs_giant(rules)
    assert stack_kinds(g) == ["combat_damage"]  # (1)
    activate(g, husk, costs=[drinker])  # (2) sacrifice Drinker to Husk
    resolve_stack(g)
    resolve_stack(g)  # (3)
    assert giant not in g.state.objects and names(g, Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Drinker of Sorrow"]
    assert names(g, Zone.BATTLEFIELD, 0) == ["Nantuko Husk", "Swamp"]  # nothing else sacrificed
    assert g.state.stack == [] and g.pending is not None and g.pending.kind == "priority"
    assert pt(g, husk) == (4, 4)


@MODERN
def test_CDS_04_modern_drinker_trigger_fires(rules: str) -> None:
    """CDS-04 under modern rules (CR 510.2): no window to sacrifice the Drinker after assignment;
    it deals its damage while in play, so its trigger makes P1 sacrifice a permanent."""
    g, _drinker, _husk, _giant = _drinker_vs_giant(rules)
    assert names(g, Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Drinker of Sorrow"]  # Giant's 3 damage killed it
    assert stack_kinds(g) == ["triggered"]
    resolve_stack(g)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("sacrifice", 0)


# -- CDS-07 ----------------------------------------------------------------------------------------
def _unblocked_bears(rules: str) -> tuple[Game, int, int]:
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    stifle = s.hand(1, "Stifle")
    counterspell = s.hand(1, "Counterspell")
    for _ in range(3):
        s.battlefield(1, "Island")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    return g, stifle, counterspell


@presets("CDS-07")
def test_CDS_07_combat_damage_on_the_stack_cannot_be_countered(rules: str) -> None:
    """CDS-07 (2003 310.3; Scourge FAQ): the combat damage object is neither a spell nor an
    ability, so neither Stifle nor Counterspell can target it; it resolves and P2 loses 2."""
    g, stifle, counterspell = _unblocked_bears(rules)
    assert stack_kinds(g) == ["combat_damage"]
    pass_priority(g)
    assert g.pending is not None and g.pending.player == 1
    legal = g.legal_actions()
    assert CastSpell(stifle) not in legal  # no legal target
    assert CastSpell(counterspell) not in legal
    resolve_stack(g)
    assert g.state.players[1].life == 18


@MODERN
def test_CDS_07_modern_no_damage_object_at_all(rules: str) -> None:
    """CDS-07 under modern rules (CR 510.2): damage is dealt at once; nothing is on the stack."""
    g, _stifle, _counterspell = _unblocked_bears(rules)
    assert g.state.stack == []
    assert g.state.players[1].life == 18


# -- CDS-08 ----------------------------------------------------------------------------------------
def _bears_vs_licid(rules: str) -> tuple[Game, int, int, int]:
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    licid = s.battlefield(1, "Quickening Licid")
    lions = s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Plains")
    s.battlefield(1, "Plains")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    block(g, {licid: bears})
    pass_until(g, Step.COMBAT_DAMAGE)
    return g, bears, licid, lions


@presets("CDS-08")
def test_CDS_08_blocker_turned_into_non_creature_after_assignment_takes_no_damage(rules: str) -> None:
    """CDS-08 (Saturday School #6; 2003 310.4, 306.2): the Licid, turned into an enchantment on
    Savannah Lions after damage is on the stack, is dealt none of its assigned 2; its own 1 damage
    to the Bears is still dealt."""
    g, bears, licid, lions = _bears_vs_licid(rules)
    assert stack_kinds(g) == ["combat_damage"]  # (1)
    pass_priority(g)
    activate(g, licid, 0, targets=[lions])  # (2) {1}{W}, {T}: becomes an enchantment on the Lions
    resolve_stack(g)
    resolve_stack(g)  # (3)
    (licid_now,) = ids(g, "Quickening Licid")
    o = obj(g, licid_now)
    assert o.tapped and o.attached_to == lions and "Creature" not in o.card.types
    assert o.damage == 0
    assert obj(g, bears).damage == 1 and bears in g.state.battlefield


@MODERN
def test_CDS_08_modern_licid_blocker_just_dies(rules: str) -> None:
    """CDS-08 under modern rules (CR 510.2): damage is dealt at once, so there is no window to move
    the Licid: the 1/1 Licid dies and the Bears keep 1 damage."""
    g, bears, _licid, _lions = _bears_vs_licid(rules)
    assert g.state.stack == []
    assert names(g, Zone.GRAVEYARD, 1) == ["Quickening Licid"]
    assert obj(g, bears).damage == 1
