"""Permanents tapped for mana (CR 106.12: a permanent is "tapped for mana" when its mana ability with {T}
in its cost is activated; 2003: 406.1). The engine reports it as the typed event ``TappedForMana``.

- "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild Growth): a
  triggered mana ability (CR 605.1b; 2003: 406.1) resolves at once, never on the stack (CR 605.4a;
  2003: 406.5). ``riders`` (``extensions.MANA_RIDERS``) gives the additional mana, so the payment solver
  counts it and it is added as the land is tapped; the trigger's matcher never fires.
- "Whenever a player taps an Island for mana, CARDNAME deals 1 damage to that player." (Scald): an
  ordinary triggered ability that uses the stack (it adds no mana), on ``TappedForMana``; ``whose``
  "opponent" for "Whenever an opponent taps …"; "that player" is the player who tapped it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules.characteristics import chars
from oldframe.rules.effects import executes
from oldframe.rules.events import Event, TappedForMana
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Decision, GameState, Obj, StackItem
from oldframe.rules.trigger_matchers import object_passes

Mana = tuple[int, int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class AddAdditionalMana(Effect):
    """"its controller adds an additional {G}": the enchanted permanent's controller adds ``mana``."""

    mana: Mana


@executes(AddAdditionalMana)
def _add_additional(state: GameState, item: StackItem, eff: AddAdditionalMana) -> Decision | None:
    return None  # added by ``riders`` as the land is tapped (CR 605.4a); never put on the stack


def riders(state: GameState) -> dict[int, Mana]:
    """``extensions.MANA_RIDERS``: the additional mana Auras with "Whenever enchanted land is tapped for
    mana" add, by the land they enchant (a face-down or ability-less Aura adds none, CR 613.1f)."""
    out: dict[int, Mana] = {}
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to is None or aura.face_down or not aura.card.behaviour.triggered:
            continue
        for ab in aura.card.behaviour.triggered:
            if ab.trigger.event != TriggerEvent.ENCHANTED_TAPPED_FOR_MANA:
                continue
            if chars(state, aura).abilities_lost:
                break
            for eff in ab.effects:
                if isinstance(eff, AddAdditionalMana):
                    have = out.get(aura.attached_to, (0, 0, 0, 0, 0, 0))
                    out[aura.attached_to] = tuple(a + b for a, b in zip(have, eff.mana, strict=True))  # type: ignore[assignment]
    return out


def never(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``ENCHANTED_TAPPED_FOR_MANA``: a mana ability, added by ``riders`` instead."""
    return None


def taps_for_mana(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TAPS_FOR_MANA``: "Whenever a player (an opponent) taps a <land type> for mana"."""
    if not isinstance(event, TappedForMana):
        return None
    if ab.trigger.whose == "opponent" and event.player == obj.controller:
        return None
    tapped = state.objects.get(event.oid)
    if tapped is None or not object_passes(state, tapped, ab.trigger.filters):
        return None
    return {"player": event.player, "object": event.oid}
