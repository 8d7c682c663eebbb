""""Untap target creature and gain control of it until end of turn. That creature gains haste until end of
turn." (Threaten, Overtaker, Temporary Insanity): a control-changing effect (CR 613.1b, layer 2; 2003:
418.5e) that ends in the cleanup step with the other "until end of turn" effects (CR 514.2; 2003:
314.1b), when the permanent goes back to the player who controlled it before (through
``extensions.UNTIL_END_OF_TURN_ENDS``). A permanent that changes controller is removed from combat (CR
506.4) and can't attack or {T} unless it has haste (CR 302.6)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The effect's record: ``affected`` the permanent, ``power`` the player who controlled it before.
CONTROL_UNTIL_END_OF_TURN = "control_until_end_of_turn"


@dataclass(frozen=True, slots=True)
class GainControlUntilEndOfTurn(Effect):
    """You gain control of ``what`` until end of turn; ``untap``: "Untap target creature and …" first."""

    what: Ref
    untap: bool = False


@executes(GainControlUntilEndOfTurn)
def _gain_control(state: GameState, item: StackItem, eff: GainControlUntilEndOfTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        if eff.untap:  # CR 701.21a
            obj.tapped = False
        state.effects.append(ContinuousEffect(CONTROL_UNTIL_END_OF_TURN, ident, state.new_timestamp(),
                                              "end_of_turn", obj.controller))
        if obj.controller != item.controller:
            remove_from_combat(state, ident)
            obj.controller = item.controller
            obj.sick = True
            zones.emit(state, ControlChanged(ident, obj.card.name, item.controller))
        state.version += 1
    return None


def control_returns(state: GameState) -> None:
    """``extensions.UNTIL_END_OF_TURN_ENDS``: each permanent still on the battlefield goes back to the
    player who controlled it before the effect, latest effect first."""
    ending = sorted((e for e in state.effects if e.kind == CONTROL_UNTIL_END_OF_TURN),
                    key=lambda e: e.timestamp, reverse=True)
    for e in ending:
        obj = state.objects.get(e.affected)
        if obj is None or obj.zone != Zone.BATTLEFIELD or obj.controller == e.power \
                or state.players[e.power].lost:
            continue
        remove_from_combat(state, obj.oid)
        obj.controller = e.power
        obj.sick = True
        zones.emit(state, ControlChanged(obj.oid, obj.card.name, e.power))
        state.version += 1
