"""What a permanent does when a player casts a spell, for the stack family: "When a player casts a
spell, sacrifice Standstill. If you do, each of that player's opponents draws three cards."
(Standstill) and "Whenever a player casts an enchantment spell, counter it." (Presence of the Master).

"If you do" (CR 608.2c; 2003: 413.2b): the rest happens only if the sacrifice happened — a second
trigger resolving after Standstill already left play does nothing. "That player" is the player who
cast the spell (the trigger event's); "counter it" counters that spell (CR 701.5), which need not be
a target (the ability doesn't target).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import counter, execute, executes, sacrifice
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SacrificeSelfThen(Effect):
    """"Sacrifice CARDNAME. If you do, <then>.": ``then`` runs only if its controller sacrificed it."""

    then: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class OpponentsOfDraw(Effect):
    """"Each of that player's opponents draws N cards" (CR 121.2; APNAP order, CR 101.4)."""

    who: Ref
    count: int


@dataclass(frozen=True, slots=True)
class CounterTriggeringSpell(Effect):
    """"counter it" in "Whenever a player casts … spell, …": the spell that was cast (CR 701.5)."""


@executes(SacrificeSelfThen)
def _sacrifice_self_then(state: GameState, item: StackItem, eff: SacrificeSelfThen) -> Decision | None:
    done = item.choices.get("paid_then")
    if done is None:
        obj = state.objects.get(item.source)
        done = obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller
        if done:
            sacrifice(state, item.source)
        item.choices["paid_then"] = done
    if not done:
        return None
    step = int(item.choices.get("threshold_done", 0))  # the "then" effects done so far (a paused one asks again)
    while step < len(eff.then):
        question = execute(state, item, eff.then[step])
        if question is not None:
            return question
        step += 1
        item.choices["threshold_done"] = step
    return None


@executes(OpponentsOfDraw)
def _opponents_draw(state: GameState, item: StackItem, eff: OpponentsOfDraw) -> Decision | None:
    caster = int(item.event.get("player", item.controller)) if eff.who == "event_player" else item.controller
    for p in state.apnap():
        if p != caster and not state.players[p].lost:
            zones.draw(state, p, eff.count)
    return None


@executes(CounterTriggeringSpell)
def _counter_triggering(state: GameState, item: StackItem, eff: CounterTriggeringSpell) -> Decision | None:
    spell = item.event.get("object")
    if spell is not None and any(it.oid == spell and it.kind == "spell" for it in state.stack):
        counter(state, int(spell))
    return None
