""""Choose artifact, creature, or land. Tap all untapped permanents of the chosen type target player controls,
or untap all tapped permanents of that type that player controls." (Turnabout): the type and which of the two
are chosen as the spell resolves (CR 608.2d; 2003: 413.2c), by its controller. The compiler side is
``cards/compiler/tap_or_untap_type.py``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem

_TYPE_KEY = "stack:chosen_permanent_type"
_WAY_KEY = "stack:tap_or_untap"
TAP, UNTAP = "tap", "untap"


@dataclass(frozen=True, slots=True)
class TapOrUntapChosenType(Effect):
    """Tap all untapped, or untap all tapped, permanents of a chosen one of ``types`` that ``who`` controls."""

    who: Ref
    types: tuple[str, ...]


@executes(TapOrUntapChosenType)
def _tap_or_untap(state: GameState, item: StackItem, eff: TapOrUntapChosenType) -> Decision | None:
    answers = indexed(item.choices)
    if _TYPE_KEY not in answers:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller, {"key": _TYPE_KEY, "options": list(eff.types)})
    if _WAY_KEY not in answers:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller, {"key": _WAY_KEY, "options": [TAP, UNTAP]})
    kind, tap = str(answers[_TYPE_KEY]), answers[_WAY_KEY] == TAP
    for target_kind, player in resolve_targets(state, item, eff.who):
        if target_kind != "player":
            continue
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if obj.controller != player or obj.tapped != (not tap) or not is_type(state, obj, kind):
                continue
            if tap:
                zones.tap(state, obj)
            else:
                obj.tapped = False  # CR 701.21b
    return None
