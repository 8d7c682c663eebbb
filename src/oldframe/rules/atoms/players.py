"""Atoms for player-affecting and small one-shot effects of the ruling scenarios: poison counters,
discarding a card of the player's choice, destroying all creatures, damage equal to a creature's
power, fading's upkeep counter removal, "you may tap or untap", and the "draw a card at the
beginning of the next turn's upkeep" delayed trigger (executor for the model's ``DrawNextUpkeep``).
Each executor cites its rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature, power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    deal_damage,
    destroy,
    discard,
    executes,
    resolve_targets,
    sacrifice,
    source_colors,
)
from oldframe.rules.events import CounterRemoved, PoisonGiven, Tapped, Untapped
from oldframe.rules.model.cards import DrawNextUpkeep, Effect, Ref
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class GivePoison(Effect):
    """"That player gets N poison counters" (CR 122.1f; 2003: 102.8, 420.5h)."""

    who: Ref
    count: int = 1


@dataclass(frozen=True, slots=True)
class DiscardChosen(Effect):
    """"That player discards a card": the discarding player chooses it (CR 701.8b; 2003: glossary
    "Discard")."""

    who: Ref
    count: int = 1


@dataclass(frozen=True, slots=True)
class DestroyAllCreatures(Effect):
    """"Destroy all creatures." (with ``regenerate=False``: "They can't be regenerated.") — CR 701.7,
    701.15c; 2003: glossary "Destroy", 419.6b."""

    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class DamageEqualToPower(Effect):
    """"CARDNAME deals damage equal to its power to ``to``" (power read on resolution, CR 608.2h)."""

    to: Ref


@dataclass(frozen=True, slots=True)
class RemoveCounterOrSacrifice(Effect):
    """Fading's upkeep trigger: "remove a fade counter from it. If you can't, sacrifice it."
    (CR 702.32a; 2003: 502.20)."""

    counter: str = "fade"


@dataclass(frozen=True, slots=True)
class TapOrUntap(Effect):
    """"You may tap or untap ``what``": tapping a tapped or untapping an untapped permanent does
    nothing, so the choice is whether to turn it over (CR 701.21; 2003: glossary "Tap", "Untap")."""

    what: Ref


def _players(state: GameState, item: StackItem, ref: Ref) -> list[int]:
    return [ident for kind, ident in resolve_targets(state, item, ref) if kind == "player"]


@executes(GivePoison)
def _poison(state: GameState, item: StackItem, eff: GivePoison) -> Decision | None:
    for p in _players(state, item, eff.who):
        if not state.players[p].lost:
            state.players[p].poison += eff.count
            zones.emit(state, PoisonGiven(p, eff.count))
    return None


@executes(DiscardChosen)
def _discard_chosen(state: GameState, item: StackItem, eff: DiscardChosen) -> Decision | None:
    done: dict[str, int] = item.choices.setdefault("discarded", {})
    for p in _players(state, item, eff.who):
        hand = state.players[p].hand
        while done.get(str(p), 0) < eff.count and hand:
            chosen = item.choices.pop("discard", None)
            if chosen is None and len({state.objects[o].card.name for o in hand}) > 1:
                return Decision(DecisionKind.DISCARD, p, {"options": list(hand)})
            discard(state, p, hand[-1] if chosen is None else int(chosen))
            done[str(p)] = done.get(str(p), 0) + 1
    return None


@executes(DestroyAllCreatures)
def _destroy_all(state: GameState, item: StackItem, eff: DestroyAllCreatures) -> Decision | None:
    doomed = [o for o in state.battlefield if is_creature(state, state.objects[o])]
    for oid in doomed:  # simultaneously (CR 608.2; 2003: 413.2)
        if oid not in state.objects or state.objects[oid].zone != Zone.BATTLEFIELD:
            continue
        if eff.regenerate:
            destroy(state, oid)
        else:
            zones.move(state, oid, Zone.GRAVEYARD)
    return None


@executes(DamageEqualToPower)
def _damage_power(state: GameState, item: StackItem, eff: DamageEqualToPower) -> Decision | None:
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD:
        return None
    n = power(state, src)
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
    return None


@executes(RemoveCounterOrSacrifice)
def _fading(state: GameState, item: StackItem, eff: RemoveCounterOrSacrifice) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    have = (obj.counters or {}).get(eff.counter, 0)
    if have > 0:
        counters = dict(obj.counters or {})
        counters[eff.counter] = have - 1
        obj.counters = counters
        zones.emit(state, CounterRemoved(obj.oid, obj.card.name, eff.counter))
    elif obj.controller == item.controller:
        sacrifice(state, obj.oid)
    return None


@executes(TapOrUntap)
def _tap_or_untap(state: GameState, item: StackItem, eff: TapOrUntap) -> Decision | None:
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, item.controller,
                        {"source": item.source_name, "text": "turn it over (tap or untap)?"})
    if item.choices["may"]:
        for kind, ident in resolve_targets(state, item, eff.what):
            obj = state.objects.get(ident)
            if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
                obj.tapped = not obj.tapped
                state.version += 1  # tapped status is read by conditional statics (Castle)
                zones.emit(state, (Tapped if obj.tapped else Untapped)(ident, obj.card.name))
    return None


@executes(DrawNextUpkeep)
def _draw_next_upkeep(state: GameState, item: StackItem, eff: DrawNextUpkeep) -> Decision | None:
    """A delayed triggered ability (CR 603.7; 2003: 404.4) for the next upkeep, whoever's turn it is."""
    for p in _players(state, item, eff.who):
        state.delayed.append(DelayedTrigger("upkeep", p, item.source_name, "draw", 0, state.turn, int(state.step)))
    return None
