"""What a player does when an upkeep trigger names them: "At the beginning of each player's upkeep, that
player sacrifices a green or white permanent." (Dystopia), "… sacrifices an artifact, creature, or land."
(Braids, Cabal Minion), "… sacrifices a permanent for each soot counter on CARDNAME." (Smokestack), "…
taps an untapped artifact, creature, or land they control for each fade counter on CARDNAME." (Tangle
Wire), and "you draw a card and you lose 1 life" (Phyrexian Arena; compiler/upkeep_players.py).

The player chooses, as the ability resolves (CR 608.2d; 2003: 413.2c), one permanent at a time among the
ones they control that qualify; the chosen ones are then sacrificed (or tapped) together (CR 701.17a;
2003: glossary "Sacrifice"). With fewer than the number asked for, every one that qualifies goes.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.altcosts import marked
from oldframe.rules.atoms.durations import _set_controller as set_controller
from oldframe.rules.atoms.graveyard_returns import graveyard_condition
from oldframe.rules.atoms.mechanics import domain_count
from oldframe.rules.characteristics import colors_of, creature_types, is_type, power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    COUNTS,
    _amount,
    _players,
    deal_damage,
    discard,
    execute,
    executes,
    lose_life,
    resolve_targets,
    sacrifice,
    source_colors,
)
from oldframe.rules.events import Event, Revealed, StepBegan, TriggerFailed, Untapped
from oldframe.rules.model.cards import Amount, DealDamage, Effect, GainLife, Ref, Sacrifice
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Step, Zone
from oldframe.rules.target_filters import permanent_passes
from oldframe.rules.trigger_matchers import object_passes


@dataclass(frozen=True, slots=True)
class PermanentsChosen(Effect):
    """``who`` chooses ``count`` permanents they control, each of one of ``kinds`` (card types in lower
    case, "permanent" for any), of one of ``colors`` (letters; empty for any) and passing every one of
    ``filters`` (``rules.target_filters``); then ``action``: "sacrifice" them, "tap" them (only untapped
    ones qualify) or "untap" them (only tapped ones qualify: Rising Waters)."""

    who: Ref
    kinds: tuple[str, ...]
    colors: tuple[str, ...] = ()
    filters: tuple[str, ...] = ()
    count: Amount = 1
    action: str = "sacrifice"


def _qualifies(state: GameState, oid: int, player: int, eff: PermanentsChosen) -> bool:
    obj = state.objects[oid]
    return (obj.controller == player
            and (eff.action == "sacrifice" or obj.tapped == (eff.action == "untap"))
            and any(k == "permanent" or is_type(state, obj, k) for k in eff.kinds)
            and (not eff.colors or bool(colors_of(state, obj) & set(eff.colors)))
            and permanent_passes(state, obj, eff.filters, player))


@executes(PermanentsChosen)
def _permanents_chosen(state: GameState, item: StackItem, eff: PermanentsChosen) -> Decision | None:
    picked: dict[str, list[int]] = item.choices.setdefault("player_picked", {})
    done: list[int] = item.choices.setdefault("player_pick_done", [])
    for p in _players(state, item, eff.who):
        if p in done:
            continue
        mine = picked.setdefault(str(p), [])
        if "player_pick" in item.choices:
            mine.append(int(item.choices.pop("player_pick")))
        want = _amount(state, item, eff.count)
        options = [o for o in state.battlefield if o not in mine and _qualifies(state, o, p, eff)]
        if len(mine) < want and options:
            if len(options) > want - len(mine):  # a choice only where not every one must go
                return Decision(DecisionKind.PICK, p, {"key": "player_pick", "options": options, "optional": False})
            mine.extend(options)
        for oid in mine:  # all at once (CR 701.17a; 2003: glossary "Sacrifice")
            obj = state.objects.get(oid)
            if obj is None or obj.zone != Zone.BATTLEFIELD:
                continue
            if eff.action == "tap":
                zones.tap(state, obj)  # CR 701.21a
            elif eff.action == "untap":
                untap(state, obj)
            else:
                sacrifice(state, oid)
        done.append(p)
    item.choices.pop("player_picked", None)
    item.choices.pop("player_pick_done", None)
    return None


def untap(state: GameState, obj: Obj) -> None:
    """CR 701.21b: a tapped permanent becomes untapped."""
    if obj.tapped:
        obj.tapped = False
        state.version += 1  # tapped status is read by conditional statics
        zones.emit(state, Untapped(obj.oid, obj.card.name))


@dataclass(frozen=True, slots=True)
class DrawAndLoseLife(Effect):
    """"you draw a card and you lose 1 life" (Phyrexian Arena), "you draw X cards and you lose X life,
    where X is …" (Graveborn Muse): draw, then lose life (CR 121.1, 119.3; 2003: glossary "Draw", "Lose Life")."""

    who: Ref
    cards: Amount = 1
    life: Amount = 1


@executes(DrawAndLoseLife)
def _draw_and_lose(state: GameState, item: StackItem, eff: DrawAndLoseLife) -> Decision | None:
    cards, life = _amount(state, item, eff.cards), _amount(state, item, eff.life)
    for kind, p in resolve_targets(state, item, eff.who):
        if kind == "player":
            zones.draw(state, p, cards)
            lose_life(state, p, life)
    return None


@dataclass(frozen=True, slots=True)
class GainLifeWhereX(GainLife):
    """"you gain X life, where X is the number of cards in your hand minus 4" (Ivory Tower): X counted as
    it resolves (CR 608.2h; 2003: 413.2); no life is gained when X is 0 or less (CR 107.1b)."""


@executes(GainLifeWhereX)
def _gain_where_x(state: GameState, item: StackItem, eff: GainLifeWhereX) -> Decision | None:
    n = _amount(state, item, eff.amount)
    for p in _players(state, item, eff.who):
        if n > 0:
            zones.gain_life(state, p, n)
    return None


#: ``Count.what`` prefix: "hand_minus:4" is the number of cards in the controller's hand minus 4 (Ivory
#: Tower; at least 0 for an amount of life gained, CR 107.1b).
HAND_MINUS = "hand_minus"


def _hand_minus(state: GameState, item: StackItem, rest: str) -> int:
    return max(0, len(state.players[item.controller].hand) - int(rest))


COUNTS[HAND_MINUS] = _hand_minus


# -- intervening-if conditions of upkeep and end-step triggers (CR 603.4; 2003: 404.3) ------------------------
#: "if that player has two or fewer cards in hand" (Lavaborn Muse): the upkeep player is the active player.
ACTIVE_HAND_AT_MOST = "active_hand_le:"
#: A state trigger's state (CR 603.8; 2003: 410.11): "When CARDNAME's power is 7 or greater" (Phyrexian Devourer).
SELF_POWER_AT_LEAST = "self_power_ge:"
#: "if an opponent controls more lands than you" (Land Tax): the ability's controller against each opponent.
OPPONENT_MORE_LANDS = "opponent_more_lands"
#: "if there are no arrowhead counters on CARDNAME" (Serrated Arrows): "no_counters:arrowhead".
NO_COUNTERS = "no_counters:"
#: "if a player has more life than each other player" (Wild Dogs, Ghazbán Ogre).
UNIQUE_MOST_LIFE = "unique_most_life"
#: "if there are four or more basic land types among lands that player controls" (Mask of Intolerance): the
#: upkeep player, "active_domain_ge:4".
ACTIVE_DOMAIN_AT_LEAST = "active_domain_ge:"
#: "if CARDNAME wasn't kicked" (Skizzik).
UNKICKED = "unkicked"


def condition(state: GameState, cond: str, source: int) -> bool | None:
    """``extensions.TRIGGER_CONDITIONS``: this module's conditions, checked as the ability triggers and as
    it resolves (CR 603.4; 2003: 404.3); None for another's."""
    if cond.startswith(ACTIVE_HAND_AT_MOST):
        return len(state.players[state.active].hand) <= int(cond[len(ACTIVE_HAND_AT_MOST):])
    if cond.startswith(SELF_POWER_AT_LEAST):
        obj = state.objects.get(source)
        at_least = int(cond[len(SELF_POWER_AT_LEAST):])
        return obj is not None and obj.zone == Zone.BATTLEFIELD and power(state, obj) >= at_least
    if cond.startswith(NO_COUNTERS):
        obj = state.objects.get(source)
        kind = cond[len(NO_COUNTERS):]
        return obj is not None and obj.zone == Zone.BATTLEFIELD and not (obj.counters or {}).get(kind)
    if cond.startswith(ACTIVE_DOMAIN_AT_LEAST):
        return domain_count(state, state.active) >= int(cond[len(ACTIVE_DOMAIN_AT_LEAST):])
    if cond == UNIQUE_MOST_LIFE:
        return most_life(state) is not None
    if cond == OPPONENT_MORE_LANDS:
        obj = state.objects.get(source)
        if obj is None:
            return False
        lands = [0] * state.n_players
        for o in state.battlefield:
            if is_type(state, state.objects[o], "land"):
                lands[state.objects[o].controller] += 1
        return any(lands[p] > lands[obj.controller] for p in state.living() if p != obj.controller)
    if cond == UNKICKED:  # the kicker mark stays on the permanent it was kicked as (rules.altcosts)
        return marked(state, source, "kicked") is None
    return None


#: ``Count.what`` prefix: "their_lands:Swamp" is the number of Swamps the trigger's player controls (Karma).
THEIR_LANDS = "their_lands"


def _their_lands(state: GameState, item: StackItem, land_type: str) -> int:
    player = int(item.event.get("player", item.controller))
    return sum(1 for o in state.battlefield if (obj := state.objects[o]).controller == player
               and land_type in creature_types(state, obj))


COUNTS[THEIR_LANDS] = _their_lands


@dataclass(frozen=True, slots=True)
class DamageEqualToCount(DealDamage):
    """"CARDNAME deals damage to that player equal to the number of Swamps they control." (Karma): the
    number counted as it resolves (CR 608.2h; 2003: 413.2); no damage is dealt when it is 0 (CR 120.8)."""


@executes(DamageEqualToCount)
def _damage_equal(state: GameState, item: StackItem, eff: DamageEqualToCount) -> Decision | None:
    n = _amount(state, item, eff.amount)
    if n > 0:
        for t in resolve_targets(state, item, eff.to):
            deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
    return None


@dataclass(frozen=True, slots=True)
class TapOrUntapAll(Effect):
    """"tap all lands you control" (Troublesome Spirit), "untap all creatures and lands" (Awakening): every
    permanent of one of ``kinds`` (card types in lower case), only the controller's with ``yours``, becomes
    tapped (CR 701.21a) or with ``untap`` untapped (CR 701.21b), all at once."""

    kinds: tuple[str, ...]
    yours: bool = False
    untap: bool = False


@executes(TapOrUntapAll)
def _tap_or_untap_all(state: GameState, item: StackItem, eff: TapOrUntapAll) -> Decision | None:
    chosen = [o for o in state.battlefield if (not eff.yours or state.objects[o].controller == item.controller)
              and any(is_type(state, state.objects[o], k) for k in eff.kinds)]
    for oid in chosen:
        obj = state.objects[oid]
        if eff.untap:
            untap(state, obj)
        else:
            zones.tap(state, obj)
    return None


@dataclass(frozen=True, slots=True)
class MayDiscardThen(Effect):
    """"you may discard a card. If you do, return CARDNAME to your hand." (Gigapede, from the graveyard:
    ``filters`` its intervening-if, CR 603.4), "you may exile a card from your hand. If you do, untap
    CARDNAME." (Forsaken City; ``exile``): the choice and the card are the controller's as it resolves
    (CR 603.5, 608.2d); ``then`` happens only if the card was discarded or exiled."""

    then: tuple[Effect, ...]
    exile: bool = False
    filters: tuple[str, ...] = ()
    #: a card other than the source exiled from the graveyard instead, passing these filters (Ichorid)
    graveyard_cards: tuple[str, ...] = ()


@executes(MayDiscardThen)
def _may_discard_then(state: GameState, item: StackItem, eff: MayDiscardThen) -> Decision | None:
    ch, me = item.choices, item.controller
    if eff.filters and "may" not in ch and not graveyard_condition(state, item.source, eff.filters):
        zones.emit(state, TriggerFailed(me, item.source_name))  # the intervening-if no longer holds
        return None
    hand = state.players[me].hand if not eff.graveyard_cards else [
        o for o in state.players[me].graveyard if o != item.source and object_passes(state, state.objects[o],
                                                                                     eff.graveyard_cards)]
    if "may" not in ch:
        return Decision(DecisionKind.MAY, me, {"key": "may"}) if hand else None
    if not ch["may"] or not hand:
        return None
    if "hand_pick" not in ch:
        return Decision(DecisionKind.PICK, me, {"key": "hand_pick", "options": list(hand), "optional": False})
    card = int(ch.pop("hand_pick"))
    if card not in hand:
        return None
    if eff.exile:
        zones.move(state, card, Zone.EXILE)
    else:
        discard(state, me, card)
    for e in eff.then:
        execute(state, item, e)
    return None


@dataclass(frozen=True, slots=True)
class SacrificeItNamed(Sacrifice):
    """"…, if there are no arrowhead counters on CARDNAME, sacrifice it." — "it" is the card its condition
    names: "sacrifice CARDNAME" (CR 701.17a), kept apart only for its wording."""


@executes(SacrificeItNamed)
def _sacrifice_it_named(state: GameState, item: StackItem, eff: SacrificeItNamed) -> Decision | None:
    return execute(state, item, Sacrifice(eff.what))


@dataclass(frozen=True, slots=True)
class RevealHandPutLandsDiscard(Effect):
    """"reveal your hand and put all land cards from it onto the battlefield. If you do, discard your hand."
    (Manabond, after "you may": the choice is made as it resolves, CR 603.5): every card in the hand is
    revealed (CR 701.16), the land cards are put onto the battlefield — not played (CR 305.4) — and the
    rest of the hand is discarded."""


@executes(RevealHandPutLandsDiscard)
def _reveal_put_lands(state: GameState, item: StackItem, eff: RevealHandPutLandsDiscard) -> Decision | None:
    me = item.controller
    hand = list(state.players[me].hand)
    for oid in hand:
        zones.emit(state, Revealed(me, oid, state.objects[oid].card.name))
    for oid in hand:
        if "Land" in state.objects[oid].card.types:
            zones.move(state, oid, Zone.BATTLEFIELD, controller=me)
    for oid in list(state.players[me].hand):
        discard(state, me, oid)
    return None


def most_life(state: GameState) -> int | None:
    """The player with more life than each other player, or None (a tie; CR 119)."""
    living = state.living()
    best = max(state.players[p].life for p in living)
    leaders = [p for p in living if state.players[p].life == best]
    return leaders[0] if len(leaders) == 1 else None


@dataclass(frozen=True, slots=True)
class MostLifeGainsControl(Effect):
    """"the player with the most life gains control of CARDNAME" (Wild Dogs): from then on, for as long as it
    stays on the battlefield (a control-changing effect, layer 2: CR 613.1b; 2003: 418.5); nothing happens
    if no one has strictly the most life as it resolves."""


@executes(MostLifeGainsControl)
def _most_life_control(state: GameState, item: StackItem, eff: MostLifeGainsControl) -> Decision | None:
    obj = state.objects.get(item.source)
    winner = most_life(state)
    if obj is None or obj.zone != Zone.BATTLEFIELD or winner is None or obj.controller == winner:
        return None
    state.effects.append(ContinuousEffect("control", obj.oid, state.new_timestamp(), "while_there",
                                          power=winner, toughness=obj.controller))
    set_controller(state, obj, winner)
    return None


@dataclass(frozen=True, slots=True)
class LoseLifeHandDifference(Effect):
    """"that player loses X life, where X is the number of cards in that player's hand minus the number of
    cards in your hand" (Dark Suspicions): counted as it resolves (CR 608.2h); nothing when X is 0 or less."""

    who: Ref = "event_player"


@executes(LoseLifeHandDifference)
def _lose_hand_difference(state: GameState, item: StackItem, eff: LoseLifeHandDifference) -> Decision | None:
    mine = len(state.players[item.controller].hand)
    for p in _players(state, item, eff.who):
        lose_life(state, p, len(state.players[p].hand) - mine)
    return None


#: ``ContinuousEffect.until`` of an effect that lasts "until your next upkeep": "upkeep:<player>".
UNTIL_UPKEEP = "upkeep:"


@dataclass(frozen=True, slots=True)
class GainKeywordUntilYourNextUpkeep(Effect):
    """"target non-Wall creature an opponent controls gains forestwalk until your next upkeep" (Erhnam
    Djinn): a layer 6 effect (CR 613.1f) that ends as the controller's next upkeep begins (CR 611.2a)."""

    who: Ref
    keyword: str


@executes(GainKeywordUntilYourNextUpkeep)
def _keyword_until_upkeep(state: GameState, item: StackItem, eff: GainKeywordUntilYourNextUpkeep) -> Decision | None:
    for kind, oid in resolve_targets(state, item, eff.who):
        obj = state.objects.get(oid)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(),
                                                  f"{UNTIL_UPKEEP}{item.controller}", value=eff.keyword))
    return None


def upkeep_ends_effects(state: GameState, event: Event) -> None:
    """``triggers.EVENT_HOOKS``: "until your next upkeep" ends as that player's upkeep begins."""
    if isinstance(event, StepBegan) and event.step == Step.UPKEEP and state.effects:
        ending = f"{UNTIL_UPKEEP}{event.active}"
        if any(e.until == ending for e in state.effects):
            state.effects = [e for e in state.effects if e.until != ending]
            state.version += 1
