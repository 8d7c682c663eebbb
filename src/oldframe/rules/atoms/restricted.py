"""Rules first needed by the restricted cards of Old Frame Vintage (templates in
``cards/compiler/restricted.py``, hand-written cards in ``cards/handmade_restricted.py``).

* "Skip your draw step." (CR 614.10; 2003: 419.1b): the draw step of a player who controls such a
  permanent doesn't happen — no draw, no "at the beginning of your draw step" triggers, no priority.
* "if CARDNAME is tapped" (intervening-if, CR 603.4; 2003: 404.3).
* Coin flips (CR 705.1–705.3): the controller flips; the outcome comes from the game's seeded random
  number generator, so a game replays exactly.
* Alternative cost "return N Islands you control to their owner's hand" (CR 118.9; 2003 glossary
  "Alternative Cost"), paid in ``rules.altcosts`` / ``rules.casting``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from oldframe.rules import turn, zones
from oldframe.rules.actions import ACTION_TYPES, Action, PlayLand
from oldframe.rules.atoms.graveyard_permissions import GRAVEYARD_EXILED, PLAY_FROM_GRAVEYARD, controls_static
from oldframe.rules.characteristics import has_static, kinds_in_play
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, execute, executes, lose_life
from oldframe.rules.events import (
    CoinFlipped,
    Discarded,
    Event,
    LandPlayed,
    ManaAdded,
    Moved,
    SkipTurnChosen,
    StepBegan,
    TurnSkipped,
)
from oldframe.rules.mana import ManaCost, ManaSource, Payment, solve_payment
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.replacement import choice_possible_when
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    DelayedTrigger,
    GameState,
    Obj,
    PendingTrigger,
    StackItem,
    Step,
    Zone,
    player_marker,
)

SKIP_DRAW_STEP = "skip_draw_step"
SELF_TAPPED = "self_tapped"


# -- "Skip your draw step." ------------------------------------------------------------------------
def skips_draw_step(state: GameState, player: int) -> bool:
    """CR 614.10 (2003: 419.1b): a permanent ``player`` controls says to skip their draw step."""
    return any(state.objects[o].controller == player and has_static(state.objects[o], SKIP_DRAW_STEP)
               for o in state.battlefield)


def skipped_step(state: GameState, step: Step) -> bool:
    """Whether the active player skips ``step`` (``rules.turn.next_step`` asks)."""
    return step == Step.DRAW and skips_draw_step(state, state.active)


# -- coin flips (CR 705) ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FlipCoin(Effect):
    """"Flip a coin." (CR 705.2: the player who flips calls it, and wins the flip half the time). The
    outcome is remembered for the :class:`IfFlip` sentences after it."""


@dataclass(frozen=True, slots=True)
class IfFlip(Effect):
    """"If you win (``won``) / lose the flip, ``effects``." — after a :class:`FlipCoin`."""

    won: bool
    effects: tuple[Effect, ...]


@executes(FlipCoin)
def _flip_coin(state: GameState, item: StackItem, eff: FlipCoin) -> Decision | None:
    won = state.rng.below(2) == 0
    item.choices["flip_won"] = won
    zones.emit(state, CoinFlipped(item.controller, item.source_name, won))
    return None


@executes(IfFlip)
def _if_flip(state: GameState, item: StackItem, eff: IfFlip) -> Decision | None:
    if item.choices.get("flip_won") is not eff.won:
        return None
    done = int(item.choices.get("flip_next", 0))
    while done < len(eff.effects):
        decision = execute(state, item, eff.effects[done])
        if decision is not None:  # the same outcome continues once the choice is made
            item.choices["flip_next"] = done
            return decision
        done += 1
    item.choices.pop("flip_next", None)
    return None


# -- "draw an additional card" ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawAdditional(Effect):
    """"Draw an additional card." (in a draw-step trigger: one more draw, CR 121.1)."""


@executes(DrawAdditional)
def _draw_additional(state: GameState, item: StackItem, eff: DrawAdditional) -> Decision | None:
    zones.draw(state, item.controller, 1)
    return None


# == hand-written restricted cards (``cards/handmade_restricted.py``) ===================================
# Markers are ``ContinuousEffect``s (copied and serialised with the state); a player's marker has the
# negative id ``-1 - player``, as in ``rules.altcosts``.
WILL = "r_yawgmoths_will"  # "until end of turn" for one player: Yawgmoth's Will
CHANNEL = "r_channel"  # "until end of turn" for one player: Channel
JAR = "r_memory_jar"  # on a card Memory Jar exiled: ``power`` is the Jar's delayed trigger key
ANY_NUMBER_OF_LANDS = "r_any_number_of_lands"  # Fastbond's static ability
MOX_DIAMOND = "r_mox_diamond"  # Mox Diamond's replacement effect (a static ability, CR 614.1c)
MOX_PAID = "r_mox_paid"  # marker on a Mox Diamond spell whose controller discarded a land for it
TIME_VAULT = "r_time_vault"  # Time Vault's turn-skipping replacement (a static ability, CR 614.10)
YOUR_END_STEP = "r_your_end_step"  # delayed trigger: "at the beginning of your next end step"
NEXT_END_STEP = "r_next_end_step"  # delayed trigger: "at the beginning of the next end step"


_marker = player_marker


def player_has(state: GameState, player: int, kind: str) -> bool:
    effects = state.effects
    if not effects:  # (the common case: no effect at all)
        return False
    marker = _marker(player)
    return any(e.kind == kind and e.affected == marker for e in effects)


def _mark_player(state: GameState, player: int, kind: str) -> None:
    state.effects.append(ContinuousEffect(kind, _marker(player), state.new_timestamp(), "end_of_turn"))
    state.version += 1


def _exile_face_down(state: GameState, oid: int) -> int | None:
    """Exile a card face down (CR 406.3; 2003: 217.7b): no player may look at it there."""
    return zones.move(state, oid, Zone.EXILE, face_down=True)


# -- triggers and delayed triggers of these cards (hooked into ``rules.triggers`` / ``rules.resolve``) --
def trigger_info(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """Trigger events of this module's abilities (``Trigger.event`` starting "r_")."""
    ev = ab.trigger.event
    if ev == TriggerEvent.R_YOU_DISCARD and isinstance(event, Moved) and event.from_zone == Zone.HAND \
            and event.to == Zone.GRAVEYARD and event.owner == obj.controller and len(state.events) >= 2:
        before = state.events[-2]  # "discard" is announced just before the card moves (rules.effects.discard)
        if isinstance(before, Discarded) and before.oid == event.old and event.new is not None:
            return {"player": obj.controller, "object": event.new}  # Necropotence (CR 701.8)
    if ev == TriggerEvent.R_YOU_PLAY_LAND and isinstance(event, LandPlayed) and event.player == obj.controller \
            and state.players[obj.controller].lands_played > 1:  # Fastbond: "if it wasn't the first" (CR 603.4)
        return {"player": obj.controller}
    return None


def on_event(state: GameState, event: Event) -> None:
    """Delayed triggers of this module (CR 603.7): "at the beginning of your next end step" (Necropotence)
    and "at the beginning of the next end step" (Memory Jar) trigger when an end step begins."""
    if not isinstance(event, StepBegan) or event.step != Step.END_OF_TURN or not state.delayed:
        return
    keep = []
    for d in state.delayed:
        if d.event == NEXT_END_STEP or (d.event == YOUR_END_STEP and d.controller == event.active):
            state.pending_triggers.append(PendingTrigger(d.controller, d.card_oid, d.source_name, None,
                                                         {"card": d.card_oid, "action": d.action}, d))
        else:
            keep.append(d)
    state.delayed = keep


def resolve_delayed(state: GameState, item: StackItem) -> bool:
    """Resolve one of this module's delayed triggers; False if it isn't one of them."""
    action = str(item.event.get("action", ""))
    oid = int(item.event["card"])
    if action == "r_to_hand":  # Necropotence: "put that card into your hand"
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.EXILE:
            zones.move(state, oid, Zone.HAND)
        return True
    if action == "r_jar_return":  # Memory Jar: discard hands, then return the exiled cards (APNAP)
        for p in state.apnap():
            for card in list(state.players[p].hand):
                discard(state, p, card)
        for e in [e for e in state.effects if e.kind == JAR and e.power == oid]:
            obj = state.objects.get(e.affected)
            if obj is not None and obj.zone == Zone.EXILE:
                zones.move(state, e.affected, Zone.HAND)
        state.effects = [e for e in state.effects if not (e.kind == JAR and e.power == oid)]
        return True
    return False


# -- Necropotence ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ExileTopFaceDownUntilYourEndStep(Effect):
    """"Exile the top card of your library face down. Put that card into your hand at the beginning of
    your next end step." (CR 406.3, 603.7; 2003: 217.7b, 404.4)."""


@executes(ExileTopFaceDownUntilYourEndStep)
def _necro(state: GameState, item: StackItem, eff: ExileTopFaceDownUntilYourEndStep) -> Decision | None:
    library = state.library(item.controller)
    if not library:
        return None
    new = _exile_face_down(state, library[-1])
    if new is not None:
        state.delayed.append(DelayedTrigger(YOUR_END_STEP, item.controller, item.source_name, "r_to_hand", new,
                                            state.turn, int(state.step)))
    return None


# -- Yawgmoth's Will ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class YawgmothsWill(Effect):
    """"Until end of turn, you may play lands and cast spells from your graveyard. If a card would be
    put into your graveyard from anywhere this turn, exile that card instead." (CR 614.1a; 2003 Oracle:
    "remove that card from the game instead")."""


@executes(YawgmothsWill)
def _yawgmoths_will(state: GameState, item: StackItem, eff: YawgmothsWill) -> Decision | None:
    _mark_player(state, item.controller, WILL)
    return None


def _will_replacement(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool] | None:
    """A card (not a token, CR 111.1) going to a Yawgmoth's Will player's graveyard is exiled instead."""
    if to == Zone.GRAVEYARD and not obj.is_token and (player_has(state, obj.owner, WILL)
                                                       or controls_static(state, obj.owner, GRAVEYARD_EXILED)):
        return Zone.EXILE, False  # (or a permanent's static: Yawgmoth's Agenda, atoms.graveyard_permissions)
    return None


zones.MOVE_REPLACEMENTS.append(_will_replacement)


@choice_possible_when
def _will_active(state: GameState) -> bool:
    """With Yawgmoth's Will, a card with its own graveyard replacement (Serra Avatar) gives its owner
    a choice of order (CR 616.1), asked by replay."""
    if GRAVEYARD_EXILED in kinds_in_play(state):
        return True
    effects = state.effects
    if not effects:  # (the common case: no effect at all)
        return False
    markers = {_marker(p.index) for p in state.players}
    return any(e.kind == WILL and e.affected in markers for e in effects)


def may_play_from_graveyard(state: GameState, player: int) -> bool:
    return player_has(state, player, WILL) or controls_static(state, player, PLAY_FROM_GRAVEYARD)


# -- Channel -----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Channel(Effect):
    """"Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you do,
    add {C}." (CR 605.3a: whenever the player has priority, as an action — the mana floats, 2003 300.4 —
    and while a cost is paid, by ``channel_pay``)."""


@executes(Channel)
def _channel(state: GameState, item: StackItem, eff: Channel) -> Decision | None:
    _mark_player(state, item.controller, CHANNEL)
    return None


@dataclass(frozen=True, slots=True)
class PayLifeForMana(Action):
    """Channel's "pay 1 life: add {C}" (no stack, like a mana ability, CR 605.3a)."""

    kind: ClassVar[str] = "channel"


ACTION_TYPES[PayLifeForMana.kind] = PayLifeForMana


def _channel_mana(state: GameState, player: int) -> None:
    """Pay 1 life (paying life is losing it, CR 119.4), add {C}."""
    lose_life(state, player, 1)
    state.players[player].pool[5] += 1
    zones.emit(state, ManaAdded(player, (0, 0, 0, 0, 0, 1)))


def channel_life_for(state: GameState, player: int, cost: ManaCost, sources: list[ManaSource]) -> int | None:
    """The least life a Channel player must pay so that ``cost`` can be paid while paying it (mana
    abilities may be activated then, CR 605.3a); None if none or no Channel effect."""
    if not player_has(state, player, CHANNEL):
        return None
    pool = state.players[player].pool
    for life in range(1, state.players[player].life + 1):  # CR 119.4: no more life than the total
        if solve_payment(cost, [*pool[:5], pool[5] + life], sources) is not None:
            return life
    return None


def channel_pay(state: GameState, player: int, cost: ManaCost, sources: list[ManaSource]) -> Payment | None:
    """Pay life for {C} as the cost is paid (Channel), then solve the payment again."""
    life = channel_life_for(state, player, cost, sources)
    if life is None:
        return None
    for _ in range(life):
        _channel_mana(state, player)
    return solve_payment(cost, state.players[player].pool, sources, best=True)


# -- Fastbond, Yawgmoth's Will, Channel: priority actions (hooked into ``rules.engine``) ---------------
def priority_actions(state: GameState, player: int, land_ok: bool) -> list[Action]:
    out: list[Action] = []
    if land_ok and may_play_from_graveyard(state, player):  # Yawgmoth's Will: lands from the graveyard
        seen: set[str] = set()
        for oid in state.players[player].graveyard:
            card = state.objects[oid].card
            if card.is_land and card.playable and card.name not in seen:
                seen.add(card.name)
                out.append(PlayLand(oid))
    if player_has(state, player, CHANNEL) and state.players[player].life >= 1:  # CR 119.4
        out.append(PayLifeForMana())
    return out


def pay_life_for_mana(state: GameState, player: int) -> None:
    """Channel's "Pay 1 life: Add {C}": a special action that doesn't use the stack, so the player
    keeps priority (CR 605.3a)."""
    _channel_mana(state, player)
    state.priority = player


def answer_skip_turn(state: GameState, player: int, vault: int | None) -> None:
    """The answer to Time Vault's "you may skip that turn instead": ``vault`` untaps and the turn
    is skipped, or (None) the turn begins."""

    zones.emit(state, SkipTurnChosen(player, vault))
    if vault is None:
        turn.start_turn(state, player, skip_checked=True)
        return
    state.objects[vault].tapped = False  # "If you do, untap Time Vault."
    state.version += 1
    zones.emit(state, TurnSkipped(player))
    state.active = player  # the skipped turn's player: the next turn is the one after it
    turn.begin_turn(state)


# -- Time Vault (CR 614.10; 2003: 419.1b) ------------------------------------------------------------
def skip_turn_decision(state: GameState, player: int) -> Decision | None:
    """"If you would begin your turn while Time Vault is tapped, you may skip that turn instead."
    Each tapped Time Vault the player controls is an offer; declining begins the turn."""
    vaults = [o for o in state.battlefield if state.objects[o].controller == player
              and state.objects[o].tapped and has_static(state.objects[o], TIME_VAULT)]
    if not vaults:
        return None
    return Decision(DecisionKind.SKIP_TURN, player, {"options": vaults})


# -- Mox Diamond (CR 614.1c, 614.12) -----------------------------------------------------------------
def mox_entry_choice(state: GameState, item: StackItem) -> Decision | None:
    """As the Mox Diamond spell resolves: "you may discard a land card instead" (a replacement effect
    with a choice, made as it would enter; CR 614.12)."""
    obj = state.objects[item.oid]
    if obj.face_down or not has_static(obj, MOX_DIAMOND) or "mox_land" in item.choices:
        return None
    lands = [o for o in state.players[item.controller].hand if state.objects[o].card.is_land]
    if not lands:
        item.choices["mox_land"] = None
        return None
    return Decision(DecisionKind.PICK, item.controller, {"key": "mox_land", "options": lands, "optional": True})


def mox_before_entering(state: GameState, item: StackItem) -> None:
    """Discard the chosen land card; the replacement then lets the Mox come into play."""
    land = item.choices.get("mox_land")
    if land is None or "mox_land" not in item.choices:
        return
    obj = state.objects.get(int(land))
    if obj is not None and obj.zone == Zone.HAND and obj.owner == item.controller:
        discard(state, item.controller, int(land))
        state.effects.append(ContinuousEffect(MOX_PAID, item.oid, state.new_timestamp(), "while_there"))


def _mox_replacement(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool] | None:
    """"If you don't, put it into its owner's graveyard.": a Mox Diamond about to come into play whose
    land wasn't discarded goes to the graveyard instead."""
    if to != Zone.BATTLEFIELD or obj.face_down or not any(s.kind == MOX_DIAMOND for s in obj.card.behaviour.static):
        return None
    if any(e.kind == MOX_PAID and e.affected == obj.oid for e in state.effects):
        return None  # (the marker goes with the spell's object, zones.move)
    return Zone.GRAVEYARD, False


zones.MOVE_REPLACEMENTS.append(_mox_replacement)


def mox_choices(state: GameState, item: StackItem, oids: list[int], controller: int) -> Decision | None:
    """Before an effect puts cards onto the battlefield (a search, Tempting Wurm, a reanimation): the
    Mox Diamond replacement's choice for each such card, one at a time (CR 614.12: made as it would
    enter); once all are answered the chosen land cards are discarded and the Moxen may enter."""
    moxen = [o for o in oids if o in state.objects
             and any(s.kind == MOX_DIAMOND for s in state.objects[o].card.behaviour.static)]
    for oid in moxen:
        key = f"mox_land:{oid}"
        if key in item.choices:
            continue
        taken = {int(v) for k, v in indexed(item.choices).items() if k.startswith("mox_land:") and v is not None}
        lands = [h for h in state.players[controller].hand if state.objects[h].card.is_land
                 and h not in oids and h not in taken]
        if not lands:
            set_answer(item.choices, key, None)
            continue
        return Decision(DecisionKind.PICK, controller, {"key": key, "options": lands, "optional": True})
    for oid in moxen:
        land = indexed(item.choices).pop(f"mox_land:{oid}", None)
        if land is None:
            continue
        obj = state.objects.get(int(land))
        if obj is not None and obj.zone == Zone.HAND:
            discard(state, controller, int(land))
            state.effects.append(ContinuousEffect(MOX_PAID, oid, state.new_timestamp(), "while_there"))
    return None
