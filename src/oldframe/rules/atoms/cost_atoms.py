"""Atoms of the cost-part templates (``cards/compiler/costs.py``): mana for each counter removed
as a cost (the storage lands) and cumulative upkeep paid in life."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.characteristics import creature_types, is_type
from oldframe.rules.costparts import sacrificed_stat
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    EXECUTORS,
    deal_damage,
    discard,
    executes,
    lose_life,
    resolve_targets,
    sacrifice,
    source_colors,
)
from oldframe.rules.events import CounterPlaced, ManaAdded
from oldframe.rules.mana import Mana
from oldframe.rules.model.cards import AddMana, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class AddManaPerCounterRemoved(Effect):
    """"Add {B} for each storage counter removed this way": the number removed is the value chosen
    while paying "Remove any number of storage counters from CARDNAME" (kept as the item's X; CR 107.3,
    605.3b; 2003: 409.1f)."""

    mana: Mana
    counter: str
    #: "Add {B}, then add an additional {B} for each …" (the Mana Batteries): mana added beyond the count.
    plus: int = 0


@executes(AddManaPerCounterRemoved)
def _add_mana_per_counter(state: GameState, item: StackItem, eff: AddManaPerCounterRemoved) -> Decision | None:
    n = item.x + eff.plus
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += eff.mana[i] * n
    zones.emit(state, ManaAdded(item.controller, tuple(eff.mana[i] * n for i in range(6))))
    return None


@dataclass(frozen=True, slots=True)
class CumulativeUpkeepLife(Effect):
    """"Cumulative upkeep—Pay N life": put an age counter on the source, then its controller may pay
    N life for each age counter on it; if they don't, they sacrifice it (CR 702.24a; 2003: 502.13).
    Life can be paid only by a player whose life total is at least the amount (CR 119.4)."""

    life: int


@executes(CumulativeUpkeepLife)
def _cumulative_upkeep_life(state: GameState, item: StackItem, eff: CumulativeUpkeepLife) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    if "aged" not in item.choices:
        obj.counters = {**(obj.counters or {}), "age": (obj.counters or {}).get("age", 0) + 1}
        zones.emit(state, CounterPlaced(obj.oid, "age", 1))
        item.choices["aged"] = True
    if obj.controller != item.controller:
        return None
    amount = eff.life * (obj.counters or {}).get("age", 0)
    able = state.players[item.controller].life >= amount
    if "may" not in item.choices and able:
        return Decision(DecisionKind.MAY, item.controller, {"source": item.source_name, "text": f"Pay {amount} life?"})
    if item.choices.get("may", False) and able:
        lose_life(state, item.controller, amount)  # paying life is losing it (CR 119.4, 119.3c)
        return None
    sacrifice(state, obj.oid)
    return None


@dataclass(frozen=True, slots=True)
class ReturnSourceFromGraveyard(Effect):
    """"Return CARDNAME from your graveyard to your hand / to the battlefield": the effect of an
    ability activated from the graveyard (Shard Phoenix, Necrosavant). If the card has left the
    graveyard meanwhile it is a new object and nothing happens (CR 400.7; 2003: 217.1c)."""

    to: str  # "hand" or "battlefield"


@executes(ReturnSourceFromGraveyard)
def _return_source(state: GameState, item: StackItem, eff: ReturnSourceFromGraveyard) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return None
    if eff.to == "hand":
        zones.move(state, obj.oid, Zone.HAND)
    else:
        zones.move(state, obj.oid, Zone.BATTLEFIELD, controller=obj.owner)
    return None


@dataclass(frozen=True, slots=True)
class SacrificeUnlessYou(Effect):
    """"Sacrifice CARDNAME unless you discard a card at random / sacrifice a Forest / return a
    non-Lair land you control to its owner's hand / pay 1 life …": as it resolves its controller
    chooses whether to do it; one who can't do all of it, or won't, sacrifices the permanent
    (CR 118.12; 2003: 409.1 and glossary "Unless"). Only a permanent still in play under the
    ability's controller is sacrificed.

    ``action``: "discard", "discard_random", "sacrifice", "return", "exile_top", "life"; ``kind`` a
    card type in lower case or a subtype ("" any card); ``count`` how many (the life for "life");
    ``untapped`` for "return an untapped Island"; ``exclude`` a subtype ("non-Lair land")."""

    action: str
    kind: str = ""
    count: int = 1
    untapped: bool = False
    exclude: str = ""
    #: What happens if it isn't done: "sacrifice" it, or "tap" it (Carnophage).
    otherwise: str = "sacrifice"


def unless_options(state: GameState, player: int, eff: SacrificeUnlessYou, source: int) -> list[int]:
    """The objects one step of the payment may use."""
    ps = state.players[player]
    if eff.action in ("discard", "discard_random"):
        return [h for h in ps.hand if not eff.kind or _is_kind(state, h, eff.kind)]
    if eff.action == "exile_top":
        cards = [c for c in ps.graveyard if "Creature" in state.objects[c].card.types]
        return cards[-1:]
    if eff.action == "exile_gy":
        return list(ps.graveyard)
    if eff.action in ("sacrifice", "return"):
        out = []
        for oid in state.battlefield:
            o = state.objects[oid]
            if o.controller != player or (eff.untapped and o.tapped):
                continue
            kind_ok = is_type(state, o, eff.kind) if eff.kind.islower() else eff.kind in creature_types(state, o)
            if kind_ok and not (eff.exclude and eff.exclude in creature_types(state, o)):
                out.append(oid)
        return out
    return []


def _is_kind(state: GameState, oid: int, kind: str) -> bool:
    card = state.objects[oid].card
    return kind in card.subtypes if kind[0].isupper() else kind.capitalize() in card.types


def _can_do(state: GameState, player: int, eff: SacrificeUnlessYou, source: int) -> bool:
    if eff.action == "life":
        return state.players[player].life >= eff.count  # CR 119.4
    need = 1 if eff.action == "exile_top" else eff.count
    return len(unless_options(state, player, eff, source)) >= need


@executes(SacrificeUnlessYou)
def _sacrifice_unless_you(state: GameState, item: StackItem, eff: SacrificeUnlessYou) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    p = item.controller
    ch = item.choices
    if "may" not in ch:
        if _can_do(state, p, eff, obj.oid):
            return Decision(DecisionKind.MAY, p, {"source": item.source_name, "text": "pay to keep it?"})
        ch["may"] = False
    if not ch.get("may"):
        if eff.otherwise == "tap":
            zones.tap(state, obj)
        elif obj.controller == p:
            sacrifice(state, obj.oid)
        return None
    if eff.action == "life":
        lose_life(state, p, eff.count)  # paying life (CR 119.4)
        return None
    steps = 1 if eff.action == "exile_top" else eff.count
    done = int(ch.get("unless_done", 0))
    while done < steps:
        options = unless_options(state, p, eff, obj.oid)
        if not options:  # can't happen: checked before the choice was offered
            break
        if eff.action == "discard_random":
            chosen = options[state.rng.below(len(options))]
        elif eff.action == "exile_top":
            chosen = options[0]
        else:
            key = f"unless_{done}"
            if indexed(ch).get(key) is None:
                return Decision(DecisionKind.PICK, p, {"key": key, "options": options})
            chosen = int(indexed(ch)[key])
        if eff.action in ("discard", "discard_random"):
            discard(state, p, chosen)
        elif eff.action == "sacrifice":
            sacrifice(state, chosen)
        elif eff.action == "return":
            zones.move(state, chosen, Zone.HAND)
        else:  # "exile_top", "exile_gy"
            zones.move(state, chosen, Zone.EXILE)
        done += 1
        ch["unless_done"] = done
    return None


# -- "equal to the sacrificed creature's power" (the sacrifice paid as a cost; CR 608.2h) ---------------------------
@dataclass(frozen=True, slots=True)
class DamageBySacrificed(Effect):
    """"CARDNAME deals damage equal to the sacrificed creature's power to any target" (Bloodshot
    Cyclops, Fling)."""

    to: str
    noun: str = "creature"
    stat: str = "power"
    #: Oracle's word order "deals damage to <target> equal to …" (Final Strike).
    target_first: bool = False


@executes(DamageBySacrificed)
def _damage_by_sacrificed(state: GameState, item: StackItem, eff: DamageBySacrificed) -> Decision | None:
    n = sacrificed_stat(item, eff.stat)
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
    return None


@dataclass(frozen=True, slots=True)
class LifeBySacrificed(Effect):
    """"You gain life equal to the sacrificed creature's toughness." (Diamond Valley, Worthy Cause)."""

    noun: str = "creature"
    stat: str = "toughness"


@executes(LifeBySacrificed)
def _life_by_sacrificed(state: GameState, item: StackItem, eff: LifeBySacrificed) -> Decision | None:
    n = sacrificed_stat(item, eff.stat)
    zones.gain_life(state, item.controller, n)
    return None


@dataclass(frozen=True, slots=True)
class LootBySacrificed(Effect):
    """"Draw cards equal to the sacrificed creature's power, then discard three cards." (Greater
    Good): the discards are chosen after the draw (CR 608.2c)."""

    discard: int
    noun: str = "creature"
    stat: str = "power"


@executes(LootBySacrificed)
def _loot_by_sacrificed(state: GameState, item: StackItem, eff: LootBySacrificed) -> Decision | None:
    if not item.choices.get("sacrificed_drawn"):
        zones.draw(state, item.controller, sacrificed_stat(item, eff.stat))
        item.choices["sacrificed_drawn"] = True
    return EXECUTORS[DiscardChosen](state, item, DiscardChosen("controller", eff.discard))


@dataclass(frozen=True, slots=True)
class AddManaBySacrificed(AddMana):
    """"Add an amount of {B} equal to the sacrificed creature's mana value." (Priest of Yawgmoth,
    Sacrifice): still a mana ability (CR 605.1a)."""

    noun: str = "creature"
    stat: str = "mana value"


@executes(AddManaBySacrificed)
def _mana_by_sacrificed(state: GameState, item: StackItem, eff: AddManaBySacrificed) -> Decision | None:
    n = sacrificed_stat(item, eff.stat)
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += eff.mana[i] * n
    zones.emit(state, ManaAdded(item.controller, tuple(eff.mana[i] * n for i in range(6))))
    return None
