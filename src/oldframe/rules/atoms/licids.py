"""Licids: a creature that becomes an Aura attached to its target, and back again when its controller
pays the end cost (a special action, CR 116.2e; the Licid rulings of Tempest)."""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.events import LicidAttached, LicidEnded
from oldframe.rules.model.cards import BecomeLicidAura
from oldframe.rules.model.forms import LICID, licid_aura
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@executes(BecomeLicidAura)
def _become_licid(state: GameState, item: StackItem, eff: BecomeLicidAura) -> Decision | None:
    licid = state.objects.get(item.source)
    if licid is None or licid.zone != Zone.BATTLEFIELD:
        return None
    targets = resolve_targets(state, item, eff.what)
    if not targets:
        return None
    remove_from_combat(state, licid.oid)  # it stops being a creature (CR 506.4; 2003: 306.2)
    licid.card = licid_aura(licid.printed)
    licid.form = LICID
    licid.attached_to = targets[0][1]  # onto itself is possible: then the SBA for Auras takes it
    licid.timestamp = state.new_timestamp()  # moving a local enchantment gives it a new timestamp
    zones.emit(state, LicidAttached(licid.oid, licid.printed.name, targets[0][1]))
    return None


def end_licid(state: GameState, oid: int) -> None:
    """Paying the end cost is a special action (CR 116.2e): it becomes a creature again, still tapped."""
    licid = state.objects[oid]
    licid.card = licid.printed
    licid.form = None
    licid.attached_to = None
    zones.emit(state, LicidEnded(oid, licid.printed.name))
