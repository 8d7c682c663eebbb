"""Effects that reach every player, or every permanent of one player, each by what that player has:
"CARDNAME deals damage to each player equal to twice the number of nonbasic lands that player
controls." (Price of Progress, Acidic Soil, Wing Storm), "CARDNAME deals 1 damage to each creature
target opponent controls." (Simoon), "Tap all lands target player controls and that player loses all
unspent mana." (Mana Short), "You gain shroud until end of turn." (Gilded Light), "You gain 2 life for
each card in your hand." (Gerrard's Wisdom), "Create a 1/1 green Saproling creature token for each card
in your hand." (Spontaneous Generation), "Target player takes an extra turn after this one." (Time Warp,
``turns_hands.ExtraTurn``).

Each player's count is taken as the spell resolves (CR 608.2h; 2003: 413.2f), all counts before any
damage, and the damage is dealt to every player at once (CR 120.3; 2003: 419.3) — one player's
damage can't change another's count."""

from __future__ import annotations

from dataclasses import dataclass, replace

from oldframe.rules import zones
from oldframe.rules.characteristics import chars, is_creature, is_type
from oldframe.rules.effects import EXECUTORS, _amount, _players, deal_damage, executes, source_colors
from oldframe.rules.events import PoolEmptied
from oldframe.rules.model.cards import Amount, CreateTokens, Effect, GainLife, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, player_marker

#: What a per-player count counts (``DamagePlayersByCount.counted``): a card type, optionally narrowed
#: by ``:nonbasic``, a basic land type (``land:Island``) or a keyword (``creature:flying``).
COUNTED_KINDS = ("land", "creature", "artifact")


def counts_as(state: GameState, obj: Obj, counted: str) -> bool:
    """Whether a permanent is one of ``counted`` (see :data:`COUNTED_KINDS`)."""
    kind, _, narrow = counted.partition(":")
    if kind not in COUNTED_KINDS or not is_type(state, obj, kind):
        return False
    if not narrow:
        return True
    c = chars(state, obj)
    if narrow == "nonbasic":  # CR 205.4 (2003: 205.4a): "Basic" is a supertype
        return "Basic" not in c.supertypes
    if narrow[0].isupper():  # a land type (CR 205.3i)
        return narrow in c.creature_types
    return narrow in c.keywords


def controlled_count(state: GameState, player: int, counted: str) -> int:
    return sum(1 for o in state.battlefield
               if state.objects[o].controller == player and counts_as(state, state.objects[o], counted))


@dataclass(frozen=True, slots=True)
class DamagePlayersByCount(Effect):
    """"CARDNAME deals damage to each player equal to [twice] the number of ``counted`` that player
    controls." ``they_control`` is the wording "they control" (Acidic Soil) for "that player controls";
    ``opponents``: "to each opponent" (Typhoon), the controller's opponents only."""

    counted: str
    multiplier: int = 1
    they_control: bool = False
    opponents: bool = False


@executes(DamagePlayersByCount)
def _damage_players_by_count(state: GameState, item: StackItem, eff: DamagePlayersByCount) -> Decision | None:
    players = [p for p in state.apnap() if not (eff.opponents and p == item.controller)]
    amounts = [(p, eff.multiplier * controlled_count(state, p, eff.counted)) for p in players]
    colors = source_colors(state, item)
    for p, n in amounts:  # all counted first; then the damage (CR 608.2h)
        deal_damage(state, item.source, item.controller, colors, ("player", p), n)
    return None


@dataclass(frozen=True, slots=True)
class DamageEachCreatureOf(Effect):
    """"CARDNAME deals N damage to each creature target opponent controls." (Simoon): the creatures that
    player controls as it resolves (CR 608.2h)."""

    amount: Amount
    whose: Ref


@executes(DamageEachCreatureOf)
def _damage_each_creature_of(state: GameState, item: StackItem, eff: DamageEachCreatureOf) -> Decision | None:
    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    for p in _players(state, item, eff.whose):
        for oid in [o for o in state.battlefield
                    if state.objects[o].controller == p and is_creature(state, state.objects[o])]:
            deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    return None


@dataclass(frozen=True, slots=True)
class TapAllLandsEmptyPool(Effect):
    """"Tap all lands target player controls and that player loses all unspent mana." (Mana Short):
    every land tapped (CR 701.21a), then the mana in the player's pool is lost (CR 106.4). Under the
    2003 rules that loss is not mana burn, which only a pool emptying as a phase ends causes (2003:
    300.4)."""

    whose: Ref


@executes(TapAllLandsEmptyPool)
def _tap_all_lands_empty_pool(state: GameState, item: StackItem, eff: TapAllLandsEmptyPool) -> Decision | None:
    for p in _players(state, item, eff.whose):
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if obj.controller == p and is_type(state, obj, "land"):
                zones.tap(state, obj)
        pool = state.players[p]
        lost = sum(pool.pool)
        if lost:
            pool.pool = [0] * len(pool.pool)
            zones.emit(state, PoolEmptied(p, lost))
    return None


#: ``ContinuousEffect.kind`` of a player's shroud for the turn (on ``player_marker(player)``).
PLAYER_SHROUD_THIS_TURN = "player_shroud_this_turn"


@dataclass(frozen=True, slots=True)
class PlayerGainsShroud(Effect):
    """"You gain shroud until end of turn." (Gilded Light): the player can't be the target of spells or
    abilities (CR 702.18a; 2003: 502.28 "shroud") until the turn ends (CR 514.2; 2003: 314.2); a spell
    already targeting them is countered on resolution as its target is illegal (CR 608.2b)."""

    who: Ref


@executes(PlayerGainsShroud)
def _player_gains_shroud(state: GameState, item: StackItem, eff: PlayerGainsShroud) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.effects.append(ContinuousEffect(PLAYER_SHROUD_THIS_TURN, player_marker(p), state.new_timestamp(),
                                              "end_of_turn"))
    state.version += 1
    return None


def has_shroud_this_turn(state: GameState, player: int) -> bool:
    """The ``extensions.PLAYER_SHROUD`` point of :class:`PlayerGainsShroud`."""
    marker = player_marker(player)
    return any(e.kind == PLAYER_SHROUD_THIS_TURN and e.affected == marker for e in state.effects)


@dataclass(frozen=True, slots=True)
class ForEachCardInYourHand(Effect):
    """``inner`` (a :class:`GainLife` or :class:`CreateTokens` for you) once per card in your hand as it
    resolves (CR 608.2h): one life gain of the whole amount, one creation of every token."""

    inner: Effect


@executes(ForEachCardInYourHand)
def _for_each_card_in_hand(state: GameState, item: StackItem, eff: ForEachCardInYourHand) -> Decision | None:
    n = len(state.players[item.controller].hand)
    inner = eff.inner
    if n <= 0:
        return None
    if isinstance(inner, GainLife) and isinstance(inner.amount, int):
        return EXECUTORS[GainLife](state, item, replace(inner, amount=inner.amount * n))
    if isinstance(inner, CreateTokens) and isinstance(inner.count, int):
        return EXECUTORS[CreateTokens](state, item, replace(inner, count=inner.count * n))
    raise ValueError(f"no 'for each card in your hand' for {inner!r}")
