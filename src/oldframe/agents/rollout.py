"""The fast playout policy of the search: plausible moves for both players, cheap to pick.

It runs only inside sampled worlds (:meth:`oldframe.Game.determinize`), where every card is
known by construction, so it may read that world's state directly instead of building views:
a view costs more than the move it would inform. Its habits are a rule-of-thumb player's, made
random where a fixed habit would hide options from the search: play a land, usually cast a
sorcery-speed spell, keep instants for a response or for after blockers are declared, attack when
no blocker eats the attacker and block when the blocker lives or trades (each now and then
otherwise), point harmful effects at the other side and helpful ones at one's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    ChooseTarget,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaring,
    Keep,
    PassPriority,
    PlayLand,
)
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.model.cards import AddMana, Effect, GrantKeyword, ModifyPT, PumpAll, Regenerate, Untap
from oldframe.rules.rng import Rng
from oldframe.rules.state import GameState, Step


def is_mana_ability(state: GameState, action: Action) -> bool:
    """An activation of a mana ability: the engine pays costs by itself, so the search never needs
    to tap for mana ahead of time (2003 300.4: unused mana burns)."""
    if not isinstance(action, ActivateAbility):
        return False
    obj = state.objects.get(action.oid)
    if obj is None:
        return False
    own = obj.card.behaviour.activated
    return action.index < len(own) and own[action.index].is_mana


def is_ritual(state: GameState, action: Action) -> bool:
    """A spell that only adds mana (Dark Ritual). Outside one's own main phase with an empty stack
    nothing the search plans can use that mana before it empties, so it would only burn (2003 300.4)."""
    if not isinstance(action, CastSpell):
        return False
    obj = state.objects.get(action.oid)
    spell = None if obj is None else obj.card.behaviour.spell
    return spell is not None and bool(spell.effects) and all(isinstance(e, AddMana) for e in spell.effects)


def ritual_time(state: GameState, player: int) -> bool:
    """One's own main phase with an empty stack: a ritual there can pay for a spell cast next."""
    return state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack


def helps_its_target(effects: Sequence[Effect]) -> bool:
    """Effects one points at one's own side: pumps, regeneration, granted keywords, untapping."""
    for e in effects:
        if isinstance(e, ModifyPT | PumpAll):
            return getattr(e, "power", 0) + getattr(e, "toughness", 0) > 0
        if isinstance(e, Regenerate | GrantKeyword | Untap):
            return True
    return False


def _announced_effects(state: GameState) -> Sequence[Effect]:
    item = state.casting
    if item is None:
        return ()
    if item.kind == "spell":
        obj = state.objects.get(item.oid)
        spell = None if obj is None else obj.card.behaviour.spell
        return () if spell is None else spell.effects
    return () if item.ability is None else item.ability.effects


def _target(state: GameState, legal: Sequence[Action], player: int, rng: Rng) -> Action:
    friendly = helps_its_target(_announced_effects(state))
    good: list[Action] = []
    other: list[Action] = []
    for a in legal:
        if not isinstance(a, ChooseTarget):
            other.append(a)
            continue
        kind, ident = a.target
        if kind == "player":
            mine = ident == player
        else:
            obj = state.objects.get(ident)
            mine = obj is not None and obj.controller == player
        (good if mine == friendly else other).append(a)
    pool = good or other or list(legal)
    return pool[rng.below(len(pool))]


def _pt(state: GameState, oid: int) -> tuple[int, int]:
    obj = state.objects[oid]
    return power(state, obj), toughness(state, obj) - obj.damage


def _safe_attack(state: GameState, a: DeclareAttacker) -> bool:
    """No untapped creature of the defender can block it, kill it and live (a rule of thumb)."""
    p, t = _pt(state, a.attacker)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != a.defender or obj.tapped or "Creature" not in obj.card.types or obj.face_down:
            continue
        bp, bt = _pt(state, oid)
        if bp >= t and bt > p:
            return False
    return True


def _good_block(state: GameState, a: DeclareBlocker, player: int) -> bool:
    """The blocker survives or trades, or the blocking player is about to die."""
    if state.combat is not None and state.combat.blockers.get(a.blocker) is not None:
        return False
    bp, bt = _pt(state, a.blocker)
    p, t = _pt(state, a.attacker)
    if bt > p or bp >= t:
        return True
    attacking_me = [att for att, d in state.combat.attackers.items() if d == player] if state.combat else []
    incoming = sum(_pt(state, att)[0] for att in attacking_me)  # a free-for-all: only those attacking them
    return incoming >= state.players[player].life


def rollout_action(state: GameState, legal_actions: Callable[[], Sequence[Action]], rng: Rng) -> Action:
    """One move for whoever decides in ``state`` (a sampled world). ``legal_actions`` is asked only
    when the move needs it: outside its own main phase a player who will not respond passes at
    once (listing the legal actions is most of the engine's time)."""
    d = state.decision
    kind = "" if d is None else d.kind
    player = -1 if d is None else d.player
    if kind == "priority":
        own_main = state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack
        # Instants keep for a reason: a response, or a trick once blockers are declared.
        chance = 3 if state.stack else (4 if state.step == Step.DECLARE_BLOCKERS else 1)
        wants_instant = rng.below(10) < chance
        wants_ability = rng.below(10) == 0
        if not own_main and not wants_instant and not wants_ability:
            return PassPriority()
        legal = legal_actions()
        lands = [a for a in legal if isinstance(a, PlayLand) or a.kind == "pipeline"]  # (Magical War)
        if lands:
            return lands[0]
        casts = [a for a in legal if isinstance(a, CastSpell)]
        if casts:
            slow: list[CastSpell] = []
            fast: list[CastSpell] = []
            for a in casts:
                if is_ritual(state, a):  # the tree decides rituals; a random one only burns
                    continue
                card = state.objects[a.oid].card
                (fast if "Instant" in card.types and not card.is_permanent_card else slow).append(a)
            if slow and not state.stack and rng.below(10) < 9:
                return slow[rng.below(len(slow))]
            if fast and wants_instant:
                return fast[rng.below(len(fast))]
        others = [a for a in legal if isinstance(a, ActivateAbility) and not is_mana_ability(state, a)]
        if others and wants_ability:
            return others[rng.below(len(others))]
        return PassPriority() if PassPriority() in legal else legal[0]
    legal = legal_actions()
    if kind == "mulligan":
        return Keep() if Keep() in legal else legal[0]
    if kind == "target":
        return _target(state, legal, player, rng)
    if kind == "attackers":
        attacks = [a for a in legal if isinstance(a, DeclareAttacker) and (_safe_attack(state, a) or rng.below(5) == 0)]
        if attacks:
            return attacks[rng.below(len(attacks))]
        return FinishDeclaring() if FinishDeclaring() in legal else legal[0]
    if kind == "blockers":
        blocks = [a for a in legal if isinstance(a, DeclareBlocker) and (_good_block(state, a, player)
                                                                         or rng.below(8) == 0)]
        if blocks:
            return blocks[rng.below(len(blocks))]
        return FinishDeclaring() if FinishDeclaring() in legal else legal[0]
    if kind == "damage_assignment":
        return max((a for a in legal if isinstance(a, AssignDamage)), key=lambda a: a.amount, default=legal[0])
    return legal[rng.below(len(legal))]
