"""Mana at the beginning of a main phase (Carpet of Flowers): "At the beginning of each of your main phases,
if you haven't added mana with this ability this turn, you may add X mana of any one color, where X is the
number of Islands target opponent controls."

- The trigger: the beginning of each of its controller's main phases (CR 505.1; 2003: 300.1, the
  precombat and postcombat main phases; ``your_main_phase``).
- "if you haven't added mana with this ability this turn" is an intervening-if (CR 603.4; 2003: 410.7),
  checked as it triggers and as it resolves; mana added by this ability leaves a note on its source until
  end of turn (``ADDED_MANA``). Declining "you may" adds none, so it may trigger again in the second main
  phase.
- It targets, so it is no mana ability and uses the stack (CR 605.1b, 605.5a; 2003: 406.1); "you may"
  and the colour are chosen as it resolves (CR 603.5, 2003: 410.5), the number counted then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules import zones
from oldframe.rules.characteristics import creature_types, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.events import Event, ManaAdded, StepBegan
from oldframe.rules.mana import COLORS
from oldframe.rules.model.cards import Effect, Ref, TriggeredAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Step

#: ``ContinuousEffect.kind``: the source added mana with this ability this turn.
ADDED_MANA = "added_mana_with_ability"


def _added(state: GameState, source: int) -> bool:
    return any(e.kind == ADDED_MANA and e.affected == source for e in state.effects)


def your_main_phase(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``YOUR_MAIN_PHASE`` (with the intervening-if, CR 603.4)."""
    if not isinstance(event, StepBegan) or event.step not in (Step.MAIN1, Step.MAIN2) \
            or event.active != obj.controller or _added(state, obj.oid):
        return None
    return {"player": obj.controller}


@dataclass(frozen=True, slots=True)
class MayAddManaPerLandType(Effect):
    """"you may add X mana of any one color, where X is the number of ``land_type``s ``whose`` controls",
    once per turn."""

    land_type: str
    whose: Ref


@executes(MayAddManaPerLandType)
def _may_add(state: GameState, item: StackItem, eff: MayAddManaPerLandType) -> Decision | None:
    if _added(state, item.source):  # the intervening-if, again on resolution (CR 603.4)
        return None
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, item.controller, {"key": "may"})
    if not item.choices["may"]:
        return None
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    players = [ident for kind, ident in resolve_targets(state, item, eff.whose) if kind == "player"]
    n = sum(1 for oid in state.battlefield for p in players
            if state.objects[oid].controller == p and is_type(state, state.objects[oid], "land")
            and eff.land_type in creature_types(state, state.objects[oid]))
    state.effects.append(ContinuousEffect(ADDED_MANA, item.source, state.new_timestamp(), "end_of_turn"))
    if n > 0:
        mana = [0] * 6
        mana[COLORS.index(str(item.choices["color"]))] = n
        pool = state.players[item.controller].pool
        for i in range(6):
            pool[i] += mana[i]
        zones.emit(state, ManaAdded(item.controller, (mana[0], mana[1], mana[2], mana[3], mana[4], mana[5])))
    return None
