"""Executors for the atoms the Oracle-text compiler emits beyond the core set (each cites its rule)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.restricted import mox_choices
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.characteristics import (
    affects,
    colors_of,
    creature_types,
    has_keyword,
    is_creature,
    is_type,
    types_of,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    _amount,
    counter,
    deal_damage,
    destroy,
    execute,
    executes,
    resolve_targets,
    sacrifice,
    source_colors,
)
from oldframe.rules.events import CounterPlaced, Revealed
from oldframe.rules.mana import ManaCost
from oldframe.rules.model import cards as m
from oldframe.rules.replacement import Applicable, DamageEvent, choice_possible_when, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


def _permanents(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


@executes(m.Untap)
def untap(state: GameState, item: StackItem, eff: m.Untap) -> Decision | None:
    """CR 701.21a (2003: glossary "Untap"): turn the permanent upright."""
    for oid in _permanents(state, item, eff.what):
        state.objects[oid].tapped = False
        state.version += 1  # tapped status is read by conditional statics (Castle)
    return None


@executes(m.ReturnToHand)
def return_to_hand(state: GameState, item: StackItem, eff: m.ReturnToHand) -> Decision | None:
    """Put the permanent (or, for a "dies" trigger, the card in the graveyard) into its owner's
    hand (CR 400.3; 2003: 217.1): a new object (CR 400.7)."""
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            zones.move(state, ident, Zone.HAND)
    return None


@executes(m.DestroyNoRegenerate)
def destroy_no_regenerate(state: GameState, item: StackItem, eff: m.DestroyNoRegenerate) -> Decision | None:
    """Destroy, ignoring regeneration shields (CR 701.15c; 2003: 419.6b "can't be regenerated")."""
    for oid in _permanents(state, item, eff.what):
        zones.move(state, oid, Zone.GRAVEYARD)
    return None


@executes(m.GrantKeyword)
def grant_keyword(state: GameState, item: StackItem, eff: m.GrantKeyword) -> Decision | None:
    """Gains a keyword until end of turn: a layer-6 effect (CR 613.1f; 2003: 418.5a)."""
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=eff.keyword))
    return None


@executes(m.PumpAll)
def pump_all(state: GameState, item: StackItem, eff: m.PumpAll) -> Decision | None:
    """The affected set is fixed on resolution (CR 611.2c; 2003: 418.2c); layer 7c."""
    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if src is None or src.zone != Zone.BATTLEFIELD:
            ok = _selector_without_source(state, item, eff.affected, oid)
        else:
            ok = affects(state, eff.affected, src, obj)
        if ok:
            state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", eff.power, eff.toughness))
    return None


def _selector_without_source(state: GameState, item: StackItem, sel: m.Selector, oid: int) -> bool:
    """A spell's selector: "you" is the spell's controller and nothing is "other"; a selector of card types
    ("all lands", ``Selector.types``) takes permanents of those types instead of creatures."""
    obj = state.objects[oid]
    if sel.types:
        if not any(is_type(state, obj, t.lower()) for t in sel.types):
            return False
    elif not is_creature(state, obj):
        return False
    if sel.who in ("creatures_you_control", "other_creatures_you_control") and obj.controller != item.controller:
        return False
    if sel.colors and not sel.colors & colors_of(state, obj):
        return False
    if sel.exclude_colors & colors_of(state, obj):
        return False
    return not (sel.subtypes and not sel.subtypes & set(creature_types(state, obj)))


@executes(m.DamageEach)
def damage_each(state: GameState, item: StackItem, eff: m.DamageEach) -> Decision | None:
    """Damage to each creature and/or player, dealt simultaneously (CR 120.3; 2003: 419.3)."""
    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    if eff.creatures:
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if is_creature(state, obj) and not (eff.without and has_keyword(state, obj, eff.without)):
                deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    if eff.players:
        for p in state.apnap():
            deal_damage(state, item.source, item.controller, colors, ("player", p), n)
    return None


# -- atoms defined here (the compiler's own; model.py keeps the shared core) --------------------------
@dataclass(frozen=True, slots=True)
class PutCounters(m.Effect):
    """"Put N +1/+1 counters on ``what``" (CR 122.1; 2003: 216.1 counters)."""

    what: m.Ref
    counter: str = "+1/+1"
    count: int = 1


@dataclass(frozen=True, slots=True)
class SacrificeUnlessPay(m.Effect):
    """"Sacrifice ``what`` unless you pay {cost}" (CR 118.12; 2003: 409.1 "unless" costs are paid on
    resolution): the controller chooses (a "may" decision) only if the mana can be paid."""

    what: m.Ref
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class DestroyAll(m.Effect):
    """"Destroy all creatures / artifacts / Islands": every permanent of ``kind`` (a card type in
    lower case) or of land/creature ``subtype``, simultaneously (CR 701.7; 2003: 413.2)."""

    kind: str
    subtype: str = ""
    regenerate: bool = True


@executes(PutCounters)
def put_counters(state: GameState, item: StackItem, eff: PutCounters) -> Decision | None:
    """CR 122.1 (2003: 216.1): counters on a permanent; +1/+1 and -1/-1 apply in layer 7c."""
    for oid in _permanents(state, item, eff.what):
        obj = state.objects[oid]
        counters = dict(obj.counters or {})
        counters[eff.counter] = counters.get(eff.counter, 0) + eff.count
        obj.counters = counters
        state.version += 1
        zones.emit(state, CounterPlaced(oid, eff.counter, eff.count))
    return None


@executes(SacrificeUnlessPay)
def sacrifice_unless_pay(state: GameState, item: StackItem, eff: SacrificeUnlessPay) -> Decision | None:
    """CR 118.12 (2003: 409.1): pay or sacrifice, chosen on resolution; a player who can't pay
    sacrifices. Only a permanent still in play under the controller's control is sacrificed."""
    perms = [o for o in _permanents(state, item, eff.what) if state.objects[o].controller == item.controller]
    if not perms:
        return None
    if "may" not in item.choices and can_pay_mana(state, item.controller, eff.cost):
        return Decision(DecisionKind.MAY, item.controller, {"source": item.source_name, "text": f"Pay {eff.cost}?"})
    if item.choices.pop("may", False) and can_pay_mana(state, item.controller, eff.cost):
        pay_mana_cost(state, item.controller, eff.cost)
        return None
    for oid in perms:
        sacrifice(state, oid)
    return None


@executes(DestroyAll)
def destroy_all(state: GameState, item: StackItem, eff: DestroyAll) -> Decision | None:
    """CR 701.7 (2003: glossary "Destroy"): the set is fixed, then all are destroyed at once."""
    doomed = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not is_type(state, obj, eff.kind):
            continue
        if eff.subtype and eff.subtype not in (creature_types(state, obj) if "Creature" in types_of(state, obj)
                                               else obj.card.subtypes):
            continue
        doomed.append(oid)
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


@dataclass(frozen=True, slots=True)
class SearchLibrary(m.Effect):
    """"Search your library for [up to N] [quality] card[s], [reveal it,] put it into your hand /
    onto the battlefield [tapped], then shuffle." (CR 701.19; 2003: 419.10 glossary "Search").

    The quality: any of ``kinds`` (card types, lower case) and any of ``subtypes``; ``basic`` (basic
    land); ``named_self`` (a card with the source's name); ``permanent`` (a permanent card);
    ``max_mv`` (mana value N or less); ``min_mv`` (mana value N or greater); ``supertypes`` (any of
    them: "a legendary card"). With a stated quality a search may fail to find (CR 701.19b),
    so the choice is "a matching card, or none" (the ``wish`` decision)."""

    to: str  # "hand", "battlefield", "battlefield_tapped"
    kinds: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    basic: bool = False
    named_self: bool = False
    permanent: bool = False
    max_mv: int | None = None
    count: int = 1
    colors: tuple[str, ...] = ()  # color letters ("U"): "a blue instant card"
    min_mv: int | None = None
    supertypes: tuple[str, ...] = ()  # "Legendary"

    @property
    def any_card(self) -> bool:
        """"a card" without a stated quality: the search must find one if it can (CR 701.19b)."""
        return not (self.kinds or self.subtypes or self.basic or self.named_self or self.permanent
                    or self.max_mv is not None or self.colors or self.min_mv is not None or self.supertypes)


def _search_matches(card: m.CardDef, eff: SearchLibrary, source_name: str) -> bool:
    if eff.kinds and not any(k.capitalize() in card.types for k in eff.kinds):
        return False
    if eff.subtypes and not set(eff.subtypes) & set(card.subtypes):
        return False
    if eff.basic and not ("Basic" in card.supertypes and "Land" in card.types):
        return False
    if eff.named_self and card.name != source_name:
        return False
    if eff.permanent and not card.is_permanent_card:
        return False
    if eff.colors and not set(eff.colors) & set(card.colors):
        return False
    if eff.supertypes and not set(eff.supertypes) & set(card.supertypes):
        return False
    if eff.min_mv is not None and card.mana_cost.converted < eff.min_mv:
        return False
    return eff.max_mv is None or card.mana_cost.converted <= eff.max_mv


#: Whether a card has a search's stated quality (also used by ``atoms.each_player_searches``).
search_matches = _search_matches


@executes(SearchLibrary)
def search_library(state: GameState, item: StackItem, eff: SearchLibrary) -> Decision | None:
    """CR 701.19 (2003: glossary "Search"): find up to ``count`` matching cards one at a time, move
    them, then shuffle the library."""
    p = item.controller
    found: list[int] = item.choices.setdefault("searched", [])
    while len(found) < eff.count and not item.choices.get("search_done"):
        if "wish" in item.choices:
            pick = item.choices.pop("wish")
            if pick is None:
                item.choices["search_done"] = True
                break
            found.append(int(pick))
            continue
        options = [o for o in state.library(p)
                   if o not in found and _search_matches(state.objects[o].card, eff, item.source_name)]
        if not options:
            break
        if eff.any_card:  # CR 701.19b: no stated quality, so a card must be found
            return Decision(DecisionKind.PICK, p, {"key": "wish", "options": options})
        return Decision(DecisionKind.WISH, p, {"options": options})
    if eff.to.startswith("battlefield"):  # Mox Diamond's replacement asks first (rules.atoms.restricted)
        ask = mox_choices(state, item, found, p)
        if ask is not None:
            return ask
    on_top: list[int] = []
    for oid in found:
        name = state.objects[oid].card.name
        if eff.to == "hand":
            new = zones.move(state, oid, Zone.HAND)
            if not eff.any_card:  # a stated quality is shown to be met: "reveal it"
                zones.emit(state, Revealed(p, new, name))
        elif eff.to == "graveyard":
            zones.move(state, oid, Zone.GRAVEYARD)
        elif eff.to == "top":  # "then shuffle and put that card on top": set aside during the shuffle
            if not eff.any_card:
                zones.emit(state, Revealed(p, oid, name))
            state.library(p).remove(oid)
            on_top.append(oid)
        else:
            zones.move(state, oid, Zone.BATTLEFIELD, controller=p, tapped=eff.to == "battlefield_tapped")
    item.choices["searched"] = []
    item.choices.pop("search_done", None)
    zones.shuffle_library(state, p)
    state.library(p).extend(on_top)
    return None


@dataclass(frozen=True, slots=True)
class MayPayThen(m.Effect):
    """"You may pay {cost}. If you do, ``then``." (CR 118.12, 603.5; 2003: 410.5): offered only if
    the mana can be paid; ``then`` happens only if it was paid."""

    cost: ManaCost
    then: tuple[m.Effect, ...]


@executes(MayPayThen)
def may_pay_then(state: GameState, item: StackItem, eff: MayPayThen) -> Decision | None:
    if "paid_then" not in item.choices:
        if "may" not in item.choices:
            if not can_pay_mana(state, item.controller, eff.cost):
                return None
            return Decision(DecisionKind.MAY, item.controller, {"source": item.source_name, "text": f"Pay {eff.cost}?"})
        paid = bool(item.choices.pop("may")) and can_pay_mana(state, item.controller, eff.cost)
        if paid:
            pay_mana_cost(state, item.controller, eff.cost)
        item.choices["paid_then"] = paid
        item.choices["then_index"] = 0
    return run_then_if_paid(state, item, eff.then)


@dataclass(frozen=True, slots=True)
class CounterUnlessPay(m.Effect):
    """"Counter ``what`` unless its controller pays {cost}" (CR 118.12; 2003: 409.1): that player
    chooses on resolution, and may pay only if able."""

    what: m.Ref
    cost: ManaCost


@executes(CounterUnlessPay)
def counter_unless_pay(state: GameState, item: StackItem, eff: CounterUnlessPay) -> Decision | None:
    cost = eff.cost.with_x(item.x) if eff.cost.x else eff.cost  # "pays {X}": the announced X (CR 107.3)
    for _kind, ident in resolve_targets(state, item, eff.what):
        target = next((it for it in state.stack if it.oid == ident), None)
        if target is None:
            continue
        payer = target.controller
        if "may" not in item.choices and can_pay_mana(state, payer, cost):
            return Decision(DecisionKind.MAY, payer, {"source": item.source_name, "text": f"Pay {cost}?"})
        if item.choices.pop("may", False) and can_pay_mana(state, payer, cost):
            pay_mana_cost(state, payer, cost)
            continue
        counter(state, ident)
    return None


# -- prevention shields --------------------------------------------------------------------------------
#: Continuous-effect kinds of a shield on an object / a player; ``power`` is the damage left to prevent.
SHIELD_OBJECT = "prevent_next_object"
SHIELD_PLAYER = "prevent_next_player"


@dataclass(frozen=True, slots=True)
class PreventNextDamage(m.Effect):
    """"Prevent the next N damage that would be dealt to ``what`` this turn." (Samite Healer): a
    prevention shield that lasts until end of turn or until it has prevented N damage (CR 615.7;
    2003: 419.7)."""

    amount: int
    what: m.Ref


@executes(PreventNextDamage)
def prevent_next_damage(state: GameState, item: StackItem, eff: PreventNextDamage) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if kind == "object" and (obj is None or obj.zone != Zone.BATTLEFIELD):
            continue
        state.effects.append(ContinuousEffect(SHIELD_OBJECT if kind == "object" else SHIELD_PLAYER, ident,
                                              state.new_timestamp(), "end_of_turn", eff.amount))
    return None


@damage_effect
def shield_prevents(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Each shield on the damaged object or player is one prevention effect (CR 615.7; 2003: 419.7);
    with two or more the affected player picks the order (CR 616.1), which decides what is left."""
    kind = SHIELD_OBJECT if event.target[0] == "object" else SHIELD_PLAYER
    return [Applicable(f"shield:{e.timestamp}", f"prevent the next {e.power} damage (shield #{e.timestamp})",
                       _use_shield(e.timestamp), uses_up=True)
            for e in state.effects if e.kind == kind and e.affected == event.target[1] and e.power > 0]


def _use_shield(timestamp: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def use(state: GameState, event: DamageEvent) -> DamageEvent:
        for e in state.effects:  # found again by timestamp: a replay runs on a fresh copy of the state
            if e.timestamp == timestamp and e.kind in (SHIELD_OBJECT, SHIELD_PLAYER):
                used = min(e.power, event.amount)
                e.power -= used
                return event.prevent(used)
        return event
    return use


@choice_possible_when
def _shields_exist(state: GameState) -> bool:
    return any(e.kind in (SHIELD_OBJECT, SHIELD_PLAYER) and e.power > 0 for e in state.effects)


# -- keyword triggers: rampage, cumulative upkeep -----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Rampage(m.Effect):
    """"Rampage N": the source gets +N/+N until end of turn for each creature blocking it beyond
    the first (``beyond`` = 1), counted once as the trigger resolves (CR 702.23a-b; 2003: 502.12).
    With ``beyond`` = 0: "… for each creature blocking it"."""

    amount: int
    beyond: int = 1


@executes(Rampage)
def rampage(state: GameState, item: StackItem, eff: Rampage) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD or state.combat is None:
        return None
    blockers = sum(1 for a in state.combat.blockers.values() if a == obj.oid)
    n = max(0, blockers - eff.beyond) * eff.amount
    if n:
        state.effects.append(ContinuousEffect("pt", obj.oid, state.new_timestamp(), "end_of_turn", n, n))
    return None


@dataclass(frozen=True, slots=True)
class CumulativeUpkeep(m.Effect):
    """"Cumulative upkeep {cost}": put an age counter on the source, then its controller may pay
    {cost} for each age counter on it; if they don't, they sacrifice it (CR 702.24a; 2003: 502.13)."""

    cost: ManaCost


def times(cost: ManaCost, n: int) -> ManaCost:
    c = cost.colored
    return ManaCost((c[0] * n, c[1] * n, c[2] * n, c[3] * n, c[4] * n, c[5] * n), cost.generic * n, 0)


@executes(CumulativeUpkeep)
def cumulative_upkeep(state: GameState, item: StackItem, eff: CumulativeUpkeep) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    if "aged" not in item.choices:
        obj.counters = {**(obj.counters or {}), "age": (obj.counters or {}).get("age", 0) + 1}
        zones.emit(state, CounterPlaced(obj.oid, "age", 1))
        item.choices["aged"] = True
    cost = times(eff.cost, (obj.counters or {}).get("age", 0))
    if obj.controller != item.controller:
        return None
    if "may" not in item.choices and can_pay_mana(state, item.controller, cost):
        return Decision(DecisionKind.MAY, item.controller, {"source": item.source_name, "text": f"Pay {cost}?"})
    item.choices.pop("aged", None)
    if item.choices.pop("may", False) and can_pay_mana(state, item.controller, cost):
        pay_mana_cost(state, item.controller, cost)
        return None
    sacrifice(state, obj.oid)
    return None


@dataclass(frozen=True, slots=True)
class PutOnTopOfLibrary(m.Effect):
    """"Put target creature on top of its owner's library." / "Put target card from your graveyard on
    top of your library." (a card goes to its owner's library, CR 400.3; 2003: 217.1)."""

    what: str


@executes(PutOnTopOfLibrary)
def put_on_top_of_library(state: GameState, item: StackItem, eff: PutOnTopOfLibrary) -> Decision | None:
    """Move the permanent (or the card in a graveyard) to the top of its owner's library: a new
    object (CR 400.7; 2003: 217.1c). A token ceases to exist (CR 111.7, 704.5d)."""
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            zones.move(state, ident, Zone.LIBRARY, top=True)
    return None


def run_then_if_paid(state: GameState, item: StackItem, then: tuple[m.Effect, ...]) -> Decision | None:
    """The "… If you do, <then>" part once the optional payment is settled (``choices["paid_then"]``):
    runs ``then`` in order, pausing at any decision and taking up again where it stopped (CR 608.2c)."""
    if item.choices["paid_then"]:
        while int(item.choices["then_index"]) < len(then):
            decision = execute(state, item, then[int(item.choices["then_index"])])
            if decision is not None:
                return decision
            item.choices["then_index"] = int(item.choices["then_index"]) + 1
    item.choices.pop("paid_then")
    item.choices.pop("then_index", None)
    return None
