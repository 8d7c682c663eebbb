"""Spell effects on attacking and blocking (the compiler's ``spell_combat`` templates): evasion,
requirements, lures and combat-damage prevention, kept together so their hooks register in one order."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.durations import AssignsNoCombatDamage
from oldframe.rules.atoms.players import DamageEqualToPower
from oldframe.rules.atoms.spell_permanents import _permanents
from oldframe.rules.characteristics import has_keyword, has_static, is_creature
from oldframe.rules.combat import BLOCK_RESTRICTIONS, block_rule
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, execute, executes, remove_from_combat
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.replacement import pure_prevention
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Target, Zone

#: The pseudo-keyword a creature gains until end of turn from "can't be blocked this turn".
UNBLOCKABLE_THIS_TURN = "can't be blocked"


# -- "Target creature can't be blocked this turn." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBeBlockedThisTurn(Effect):
    """"<it> can't be blocked this turn" (Infiltrate, Dwarven Warriors): a blocking restriction
    (CR 509.1b; 2003: 309.2) that lasts until end of turn, kept as a granted pseudo-keyword so it
    follows the creature, not the spell (CR 611.2c; 2003: 418.3b)."""

    who: Ref


@executes(CantBeBlockedThisTurn)
def _unblockable_this_turn(state: GameState, item: StackItem, eff: CantBeBlockedThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=UNBLOCKABLE_THIS_TURN))
    return None


def unblockable_this_turn(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """No creature can block a creature that "can't be blocked this turn" (CR 509.1b; 2003: 309.2)."""
    return not has_keyword(state, attacker, UNBLOCKABLE_THIS_TURN)


if unblockable_this_turn not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(unblockable_this_turn)


# -- "Attacking creatures get +N/+N until end of turn." -----------------------------------------------
@dataclass(frozen=True, slots=True)
class PumpAttacking(Effect):
    """"Attacking creatures get +N/+N until end of turn." (Morale, Trumpet Blast), "Blocking creatures
    get …" (Piety, Rally; ``blocking``): the affected set is fixed as it resolves (CR 611.2c; 2003:
    418.3b); a layer-7c change (CR 613.4c)."""

    power: int
    toughness: int
    blocking: bool = False


@executes(PumpAttacking)
def _pump_attacking(state: GameState, item: StackItem, eff: PumpAttacking) -> Decision | None:
    c = state.combat
    if c is None:
        return None
    for oid in sorted(c.blockers if eff.blocking else c.attackers):
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and is_creature(state, obj):
            state.effects.append(ContinuousEffect("pt", oid, state.new_timestamp(), "end_of_turn",
                                                  eff.power, eff.toughness))
    return None


# -- "Target creature attacks this turn if able." --------------------------------------------------------
#: The pseudo-keyword a creature gains until end of turn from "attacks this turn if able".
ATTACKS_IF_ABLE = "attacks this turn if able"


@dataclass(frozen=True, slots=True)
class AttacksThisTurnIfAble(Effect):
    """"Target creature attacks this turn if able." (Boiling Blood, Imps' Taunt): an attacking
    requirement (CR 508.1d; 2003: 308.2b) until end of turn, obeyed only if the creature can attack."""

    who: Ref


@executes(AttacksThisTurnIfAble)
def _attacks_if_able(state: GameState, item: StackItem, eff: AttacksThisTurnIfAble) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=ATTACKS_IF_ABLE))
    return None


# -- "Target creature can't block this turn." -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBlockThisTurn(Effect):
    """"Target creature can't block this turn." (Stun, Panic): a blocking restriction (CR 509.1b;
    2003: 309.2) until end of turn, the pseudo-keyword ``evasion.granted_cant_block`` reads."""

    who: Ref


@executes(CantBlockThisTurn)
def _cant_block_this_turn(state: GameState, item: StackItem, eff: CantBlockThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value="can't block"))
    return None


# -- "All creatures able to block target creature this turn do so." -----------------------------------------
#: The pseudo-keyword a creature gains until end of turn from Alluring Scent.
LURE_THIS_TURN = "all creatures able to block it do so"


@dataclass(frozen=True, slots=True)
class LureThisTurn(Effect):
    """"All creatures able to block target creature this turn do so." (Alluring Scent, Taunting
    Challenge): a blocking requirement on every creature that could block it (CR 509.1c; 2003: 309.2b)."""

    who: Ref


@executes(LureThisTurn)
def _lure_this_turn(state: GameState, item: StackItem, eff: LureThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=LURE_THIS_TURN))
    return None


def is_lure(state: GameState, attacker: Obj) -> bool:
    """Whether every creature able to block ``attacker`` must: Alluring Scent this turn, "All creatures
    able to block CARDNAME do so." (Taunting Elf), or an Aura with "… enchanted creature do so." (Lure)."""
    if has_keyword(state, attacker, LURE_THIS_TURN) or has_static(attacker, "lure"):
        return True
    return any(state.objects[o].attached_to == attacker.oid and has_static(state.objects[o], "lure_enchanted")
               for o in state.battlefield)


@block_rule(10)
def lure_requirements(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """CR 509.1c (2003: 309.2b): the most requirements are obeyed when each creature that can still
    block a lure attacker blocks one; such a creature isn't offered other blocks, and the declaration
    can't end while one is left."""
    lures = {a for _b, a in options if is_lure(state, state.objects[a])}
    if not lures:
        return options, True
    required = {b for b, a in options if a in lures}
    return [(b, a) for b, a in options if b not in required or a in lures], not required



# -- "Target opponent chooses a creature they control. Other creatures they control can't block this turn." ----
@dataclass(frozen=True, slots=True)
class OthersCantBlock(Effect):
    """"Target opponent chooses a creature they control. Other creatures they control can't block this
    turn." (Goblin War Cry, Eunuchs' Intrigues): that player chooses as it resolves (CR 608.2d); the
    creatures they control then, except the chosen one, can't block (CR 509.1b) until end of turn."""

    who: Ref


@executes(OthersCantBlock)
def _others_cant_block(state: GameState, item: StackItem, eff: OthersCantBlock) -> Decision | None:
    for p in _players(state, item, eff.who):
        theirs = [o for o in state.battlefield
                  if state.objects[o].controller == p and is_creature(state, state.objects[o])]
        if "spared" not in item.choices:
            if len(theirs) > 1:
                return Decision(DecisionKind.PICK, p, {"key": "spared", "options": theirs})
            item.choices["spared"] = theirs[0] if theirs else None
        spared = item.choices.pop("spared")
        for oid in theirs:
            if oid != spared:
                state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                                      value="can't block"))
    return None


# -- "… untap it and remove it from combat." ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class UntapAndRemoveFromCombat(Effect):
    """"Whenever CARDNAME becomes blocked, you may untap it and remove it from combat." (the Gustcloaks):
    it stops attacking (CR 506.4; 2003: 306.2), so it deals and is dealt no combat damage."""

    what: Ref


@executes(UntapAndRemoveFromCombat)
def _untap_and_remove(state: GameState, item: StackItem, eff: UntapAndRemoveFromCombat) -> Decision | None:
    for oid in _permanents(state, item, eff.what):
        obj = state.objects[oid]
        if obj.tapped:
            obj.tapped = False
            state.version += 1
        remove_from_combat(state, oid)
    return None


# -- "… you may have it deal damage equal to its power to target creature. If you do, CARDNAME assigns no
# combat damage this turn." --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PowerDamageInsteadOfCombat(Effect):
    """The Laccoliths: the creature deals damage equal to its power now to ``to`` and then assigns no
    combat damage this turn (2003: 310.1, "assigns no combat damage"). The "you may" is the triggered
    ability's (CR 603.5): declining does neither."""

    to: Ref


@executes(PowerDamageInsteadOfCombat)
def _power_damage_instead(state: GameState, item: StackItem, eff: PowerDamageInsteadOfCombat) -> Decision | None:
    execute(state, item, DamageEqualToPower(eff.to))
    execute(state, item, AssignsNoCombatDamage("self"))
    return None


# -- "Prevent all combat damage that would be dealt by target creature this turn." -------------------------------
#: Marker on a creature whose combat damage is prevented this turn.
NO_COMBAT_DAMAGE_BY = "prevent_combat_damage_by"


@dataclass(frozen=True, slots=True)
class PreventCombatDamageBy(Effect):
    """"Prevent all combat damage that would be dealt by target [attacking] creature this turn." (Fend
    Off, Lady Evangela, Warning): a prevention effect (CR 615; 2003: 419.7) on the creature's combat
    damage until end of turn; the damage is assigned, then prevented (unlike "assigns no combat damage")."""

    who: Ref


@executes(PreventCombatDamageBy)
def _prevent_combat_by(state: GameState, item: StackItem, eff: PreventCombatDamageBy) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_BY, oid, state.new_timestamp(), "end_of_turn"))
    return None


def _prevent_combat_damage_by(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    if combat and any(e.kind == NO_COMBAT_DAMAGE_BY and e.affected == source for e in state.effects):
        return 0
    return amount


pure_prevention(_prevent_combat_damage_by, "prevent all combat damage dealt by it this turn")  # CR 615, 616.1


# -- "Prevent all damage that would be dealt to you this turn by attacking creatures." / "… dealt this turn to
# creatures you control." -------------------------------------------------------------------------------------------
#: Marker on a player (``affected`` = -1 - player): ``value`` "by_attackers" or "to_creatures".
PREVENT_FOR_PLAYER = "prevent_damage_for_player"


@dataclass(frozen=True, slots=True)
class PreventDamageThisTurn(Effect):
    """"Prevent all damage that would be dealt to you this turn by attacking creatures." (Deep Wood, Heavy
    Fog; ``what`` "by_attackers") and "Prevent all damage that would be dealt this turn to creatures you
    control." (Divine Light; "to_creatures"): prevention effects until end of turn (CR 615; 2003: 419.7),
    the creatures counted when the damage would be dealt."""

    what: str


@executes(PreventDamageThisTurn)
def _prevent_damage_this_turn(state: GameState, item: StackItem, eff: PreventDamageThisTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(PREVENT_FOR_PLAYER, -1 - item.controller, state.new_timestamp(),
                                          "end_of_turn", value=eff.what))
    return None


def _prevent_for_player(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    for e in state.effects:
        if e.kind != PREVENT_FOR_PLAYER:
            continue
        p = -1 - e.affected
        if e.value == "by_attackers" and target == ("player", p) and state.combat is not None \
                and source in state.combat.attackers:
            return 0
        if e.value == "to_creatures" and target[0] == "object":
            obj = state.objects.get(target[1])
            if obj is not None and obj.controller == p and is_creature(state, obj):
                return 0
    return amount


pure_prevention(_prevent_for_player, "prevent that damage this turn")  # CR 615, 616.1


# -- "Attacking / Blocking creatures gain first strike until end of turn." ----------------------------------------
@dataclass(frozen=True, slots=True)
class GrantKeywordCombat(Effect):
    """"Attacking creatures gain first strike until end of turn." (Headlong Rush), "Blocking creatures …"
    (Ambush): the set is fixed as it resolves (CR 611.2c); a layer-6 effect (CR 613.1f)."""

    keyword: str
    blocking: bool = False


@executes(GrantKeywordCombat)
def _grant_keyword_combat(state: GameState, item: StackItem, eff: GrantKeywordCombat) -> Decision | None:
    c = state.combat
    if c is None:
        return None
    for oid in sorted(c.blockers if eff.blocking else c.attackers):
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and is_creature(state, obj):
            state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                                  value=eff.keyword))
    return None


# -- "Prevent all combat damage that would be dealt to and dealt by that creature this turn." -----------------------
NO_COMBAT_DAMAGE_TO = "prevent_combat_damage_to"


@dataclass(frozen=True, slots=True)
class PreventCombatDamageToAndBy(Effect):
    """"Prevent all combat damage that would be dealt to and dealt by that creature this turn." (Maze of
    Ith, Foxfire, Elvish Scout): prevention both ways until end of turn (CR 615; 2003: 419.7). ``word``
    is how the card names the creature ("that creature" or "it")."""

    who: Ref
    word: str = "that creature"


@executes(PreventCombatDamageToAndBy)
def _prevent_to_and_by(state: GameState, item: StackItem, eff: PreventCombatDamageToAndBy) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        ts = state.new_timestamp()
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_BY, oid, ts, "end_of_turn"))
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_TO, oid, ts, "end_of_turn"))
    return None


def _prevent_combat_damage_to(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    if combat and target[0] == "object" and any(e.kind == NO_COMBAT_DAMAGE_TO and e.affected == target[1]
                                                for e in state.effects):
        return 0
    return amount


pure_prevention(_prevent_combat_damage_to, "prevent all combat damage dealt to and by it this turn")  # CR 615, 616.1
