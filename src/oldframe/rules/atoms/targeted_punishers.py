"""Permanents that punish whoever targets them: "Whenever Forsaken Wastes becomes the target of a spell, that
spell's controller loses 5 life.", "Whenever Lava Runner becomes the target of a spell or ability, that spell
or ability's controller sacrifices a land." (CR 603.2, 115.1; 2003: 410.1) — it triggers once as the spell is
cast or the ability put on the stack targeting it; the player ("targeter") is that spell's or ability's
controller (for "… a spell or ability" the shared ``BECOMES_TARGET`` event says it too)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, lose_life, sacrifice
from oldframe.rules.events import Activated, Cast, Event, Triggered
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem

#: ``Trigger.filters`` of ``TARGETED_BY``: only spells, or spells and abilities.
BY_SPELL = "spell"
BY_SPELL_OR_ABILITY = "spell_or_ability"


def targeted_by(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TriggerEvent.TARGETED_BY``."""
    if not isinstance(event, Cast | Activated | Triggered):
        return None
    if isinstance(event, Cast) or BY_SPELL_OR_ABILITY in ab.trigger.filters:
        if any(t is not None and tuple(t) == ("object", obj.oid) for t in event.targets):
            return {"player": event.player, "targeter": event.player}
    return None


@dataclass(frozen=True, slots=True)
class TargeterLosesLife(Effect):
    """"that spell's controller loses N life" (``noun``: "spell", "spell or ability")."""

    amount: int
    noun: str = "spell"


@dataclass(frozen=True, slots=True)
class TargeterSacrifices(Effect):
    """"that spell or ability's controller sacrifices a land" (``kind``: the permanent's type)."""

    kind: str
    noun: str = "spell or ability"


def _targeter(item: StackItem) -> int | None:
    who = item.event.get("targeter")
    return int(who) if who is not None else None


@executes(TargeterLosesLife)
def _targeter_loses(state: GameState, item: StackItem, eff: TargeterLosesLife) -> Decision | None:
    p = _targeter(item)
    if p is not None:
        lose_life(state, p, eff.amount)
    return None


@executes(TargeterSacrifices)
def _targeter_sacrifices(state: GameState, item: StackItem, eff: TargeterSacrifices) -> Decision | None:
    p = _targeter(item)
    if p is None:
        return None
    options = [o for o in state.battlefield if state.objects[o].controller == p
               and is_type(state, state.objects[o], eff.kind)]
    chosen = item.choices.pop("sacrifice", None)
    if chosen is None and len(options) > 1:
        return Decision(DecisionKind.SACRIFICE, p, {"options": options})
    if chosen is None and options:
        chosen = options[0]
    if chosen is not None:
        sacrifice(state, int(chosen))
    return None
