"""Bans for the rest of the turn: "Target player can't cast spells this turn." (Orim's Chant),
"Whenever CARDNAME attacks, defending player can't cast spells this turn." (Xantid Swarm), Orim's
Chant's kicked "creatures can't attack this turn." and "Until end of turn, target player can't cast
instant or sorcery spells, and that player can't activate abilities that aren't mana abilities."
(Abeyance; CR 602.5, ``extensions.ABILITY_BANS``) (compiler/turn_bans.py). Each is a continuous effect
that ends at end of turn (CR 514.2; 2003: 314.2), read where casting (``casting.CAST_RESTRICTIONS``,
CR 601.3; 2003: 409.1) and attacking (``combat.ATTACK_RESTRICTIONS``, CR 508.1c; 2003: 308.2) are
checked. A player's effect is kept under ``affected`` -1 - player (no object has a negative id)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.combat import ATTACK_RESTRICTIONS
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import ActivatedAbility, CardDef, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem

#: ``ContinuousEffect.kind``s of the bans.
CANT_CAST_SPELLS = "cant_cast_spells"
CREATURES_CANT_ATTACK = "creatures_cant_attack"
CANT_ACTIVATE_NONMANA = "cant_activate_nonmana"
#: The ``who`` of "defending player": the player CARDNAME is attacking (CR 506.2).
DEFENDING_PLAYER = "defending_player"


@dataclass(frozen=True, slots=True)
class CantCastSpellsThisTurn(Effect):
    """``who`` (a target player, or "defending_player") can't cast spells this turn: only spells of
    one of the card types ``kinds`` if any are given ("instant or sorcery spells")."""

    who: Ref
    kinds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CantCastOrActivateUntilEndOfTurn(Effect):
    """"Until end of turn, ``who`` can't cast ``kinds`` spells, and that player can't activate
    abilities that aren't mana abilities." (Abeyance): two bans in one sentence."""

    who: Ref
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CreaturesCantAttackThisTurn(Effect):
    """"Creatures can't attack this turn." (Orim's Chant kicked)."""


def _player_key(player: int) -> int:
    return -1 - player


@executes(CantCastSpellsThisTurn)
def _cant_cast(state: GameState, item: StackItem, eff: CantCastSpellsThisTurn) -> Decision | None:
    players: list[int] = []
    if eff.who == DEFENDING_PLAYER:
        c = state.combat
        if c is not None and item.source in c.attackers:
            players.append(c.attackers[item.source])
    else:
        players = [ident for kind, ident in resolve_targets(state, item, eff.who) if kind == "player"]
    for p in players:
        state.effects.append(ContinuousEffect(CANT_CAST_SPELLS, _player_key(p), state.new_timestamp(), "end_of_turn",
                                              value=",".join(eff.kinds)))
    state.version += 1
    return None


@executes(CantCastOrActivateUntilEndOfTurn)
def _cant_cast_or_activate(state: GameState, item: StackItem, eff: CantCastOrActivateUntilEndOfTurn) -> Decision | None:
    for kind, p in resolve_targets(state, item, eff.who):
        if kind != "player":
            continue
        for ban, value in ((CANT_CAST_SPELLS, ",".join(eff.kinds)), (CANT_ACTIVATE_NONMANA, "")):
            state.effects.append(ContinuousEffect(ban, _player_key(p), state.new_timestamp(), "end_of_turn",
                                                  value=value))
    state.version += 1
    return None


@executes(CreaturesCantAttackThisTurn)
def _cant_attack(state: GameState, item: StackItem, eff: CreaturesCantAttackThisTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(CREATURES_CANT_ATTACK, -1, state.new_timestamp(), "end_of_turn"))
    state.version += 1
    return None


def may_cast(state: GameState, player: int, card: CardDef) -> bool:
    key = _player_key(player)
    return not any(e.kind == CANT_CAST_SPELLS and e.affected == key
                   and (not e.value or any(k.capitalize() in card.types for k in e.value.split(",")))
                   for e in state.effects)


def activation_banned(state: GameState, player: int, ability: ActivatedAbility) -> bool:
    """"That player can't activate abilities that aren't mana abilities" (CR 602.5; mana abilities,
    CR 605.1a, stay allowed)."""
    if ability.is_mana:
        return False
    key = _player_key(player)
    return any(e.kind == CANT_ACTIVATE_NONMANA and e.affected == key for e in state.effects)


def may_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    return not any(e.kind == CREATURES_CANT_ATTACK for e in state.effects)


if may_cast not in CAST_RESTRICTIONS:
    CAST_RESTRICTIONS.append(may_cast)
if may_attack not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(may_attack)
