"""Copy effects: a permanent that becomes a copy of another copies its copiable values — the printed
card plus other copy effects, never other effects or counters (CR 707.2; 2003: 503.1)."""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.events import BecameCopy
from oldframe.rules.model.cards import BecomeCopy, CardDef, CopySpec
from oldframe.rules.model.forms import copy_form, copy_of
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


def copiable(state: GameState, oid: int) -> tuple[str, object]:
    """The name and definition another object would copy: its printed card plus copy effects
    (CR 707.2; 2003: 503.1), never other effects or counters."""
    target = state.objects[oid]
    if target.form is not None and target.form.startswith("copy|"):
        return target.form.split("|")[1], target.card
    return target.printed.name, target.printed


def become_copy(state: GameState, oid: int, of: int, spec: CopySpec) -> None:
    obj = state.objects[oid]
    name, card = copiable(state, of)
    assert isinstance(card, CardDef)
    obj.card = copy_of(obj.printed, card, spec)
    obj.form = copy_form(name, spec)
    # Seniority under the legend rule counts from becoming this legend (2003 420.5e, 503.4).
    state.effects.append(ContinuousEffect("copy", oid, state.new_timestamp(), "permanent", value=name))
    zones.emit(state, BecameCopy(oid, obj.printed.name, name))


@executes(BecomeCopy)
def _become_copy(state: GameState, item: StackItem, eff: BecomeCopy) -> Decision | None:
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD:
        return None
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object" and ident in state.objects and state.objects[ident].zone == Zone.BATTLEFIELD:
            state.effects = [e for e in state.effects if not (e.kind == "copy" and e.affected == src.oid)]
            become_copy(state, src.oid, ident, eff.spec)
    return None
