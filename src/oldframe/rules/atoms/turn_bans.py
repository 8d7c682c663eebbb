"""Bans for the rest of the turn: "Target player can't cast spells this turn." (Orim's Chant),
"Whenever CARDNAME attacks, defending player can't cast spells this turn." (Xantid Swarm), and Orim's
Chant's kicked "creatures can't attack this turn." (compiler/turn_bans.py). Each is a continuous effect
that ends at end of turn (CR 514.2; 2003: 314.2), read where casting (``casting.CAST_RESTRICTIONS``,
CR 601.3; 2003: 409.1) and attacking (``combat.ATTACK_RESTRICTIONS``, CR 508.1c; 2003: 308.2) are
checked. A player's effect is kept under ``affected`` -1 - player (no object has a negative id)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.combat import ATTACK_RESTRICTIONS
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import CardDef, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem

#: ``ContinuousEffect.kind``s of the bans.
CANT_CAST_SPELLS = "cant_cast_spells"
CREATURES_CANT_ATTACK = "creatures_cant_attack"
#: The ``who`` of "defending player": the player CARDNAME is attacking (CR 506.2).
DEFENDING_PLAYER = "defending_player"


@dataclass(frozen=True, slots=True)
class CantCastSpellsThisTurn(Effect):
    """``who`` (a target player, or "defending_player") can't cast spells this turn."""

    who: Ref


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
        state.effects.append(ContinuousEffect(CANT_CAST_SPELLS, _player_key(p), state.new_timestamp(), "end_of_turn"))
    state.version += 1
    return None


@executes(CreaturesCantAttackThisTurn)
def _cant_attack(state: GameState, item: StackItem, eff: CreaturesCantAttackThisTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(CREATURES_CANT_ATTACK, -1, state.new_timestamp(), "end_of_turn"))
    state.version += 1
    return None


def may_cast(state: GameState, player: int, card: CardDef) -> bool:
    key = _player_key(player)
    return not any(e.kind == CANT_CAST_SPELLS and e.affected == key for e in state.effects)


def may_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    return not any(e.kind == CREATURES_CANT_ATTACK for e in state.effects)


if may_cast not in CAST_RESTRICTIONS:
    CAST_RESTRICTIONS.append(may_cast)
if may_attack not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(may_attack)
