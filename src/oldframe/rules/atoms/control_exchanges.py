"""Exchange control of two targets: "Exchange control of target land you control and target land an opponent
controls." (Political Trickery), "… you may exchange control of target creature you control and target creature
an opponent controls." (Chromeshell Crab). The two permanents' controllers trade, indefinitely (CR 701.10a-b;
2003: glossary "Exchange"): only if both are still legal targets and controlled by different players — otherwise
nothing happens."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExchangeControl(Effect):
    """Exchange control of ``first`` and ``second`` (two targets)."""

    first: Ref
    second: Ref


def _one(state: GameState, item: StackItem, ref: Ref) -> Obj | None:
    obj = next((state.objects.get(ident) for kind, ident in resolve_targets(state, item, ref) if kind == "object"),
               None)
    return obj if obj is not None and obj.zone == Zone.BATTLEFIELD else None


def _set_controller(state: GameState, obj: Obj, controller: int) -> None:
    remove_from_combat(state, obj.oid)
    obj.controller = controller
    obj.sick = True
    state.version += 1
    zones.emit(state, ControlChanged(obj.oid, obj.card.name, controller))


@executes(ExchangeControl)
def _exchange(state: GameState, item: StackItem, eff: ExchangeControl) -> Decision | None:
    a, b = _one(state, item, eff.first), _one(state, item, eff.second)
    if a is None or b is None or a.controller == b.controller:
        return None
    ca, cb = a.controller, b.controller
    _set_controller(state, a, cb)
    _set_controller(state, b, ca)
    return None
