"""Destruction of a target only if it meets a condition as the spell resolves: "Destroy target creature if it's
white. A creature destroyed this way can't be regenerated." (Soul Rend), "Destroy target nonblack creature if
its toughness is less than or equal to the number of cards in your graveyard." (Ghastly Demise), Tsabo's Assassin's
"… if it shares a color with the most common color among all permanents or a color tied for most common." The target is
legal whatever it is; the condition is checked on resolution with its characteristics then (CR 608.2b, 608.2h;
2003: 413.2b) — a creature that isn't white is simply not destroyed."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import COLOR_WORDS, colors_of, toughness
from oldframe.rules.effects import destroy, executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

#: ``DestroyIf.condition``: "color:<letter>" (it's that color), or this: its toughness is at most the number of
#: cards in the spell's controller's graveyard.
TOUGHNESS_LE_GRAVEYARD = "toughness_le_graveyard"
#: … it shares a color with the most common color among all permanents or a color tied for it (Tsabo's Assassin:
#: a permanent of several colors counts for each, CR 105.2b).
SHARES_MOST_COMMON_COLOR = "shares_most_common_color"


@dataclass(frozen=True, slots=True)
class DestroyIf(Effect):
    """Destroy ``what`` if it meets ``condition`` now; ``no_regen``: "A creature destroyed this way can't be
    regenerated." (CR 701.15c)."""

    what: Ref
    condition: str
    no_regen: bool = False


def _holds(state: GameState, item: StackItem, oid: int, condition: str) -> bool:
    obj = state.objects[oid]
    kind, _, arg = condition.partition(":")
    if kind == "color":
        return arg in colors_of(state, obj)
    if condition == SHARES_MOST_COMMON_COLOR:
        counts = dict.fromkeys(COLOR_WORDS, 0)
        for o in state.battlefield:
            for c in colors_of(state, state.objects[o]):
                counts[c] += 1
        most = max(counts.values())
        return most > 0 and any(counts[c] == most for c in colors_of(state, obj))
    if condition == TOUGHNESS_LE_GRAVEYARD:
        return toughness(state, obj) <= len(state.players[item.controller].graveyard)
    raise ValueError(f"unknown condition {condition!r}")


@executes(DestroyIf)
def _destroy_if(state: GameState, item: StackItem, eff: DestroyIf) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is not None and obj.zone == Zone.BATTLEFIELD and _holds(state, item, ident, eff.condition):
            if eff.no_regen:
                zones.move(state, ident, Zone.GRAVEYARD)  # destroyed, no regeneration shield used
            else:
                destroy(state, ident)
    return None
