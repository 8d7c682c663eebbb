"""Spells that sacrifice any number of permanents and count them: "Sacrifice any number of permanents. You
gain 2 life for each permanent sacrificed this way." (Renounce), "… Draw a card for each permanent sacrificed
this way." (Reprocess), "Sacrifice any number of creatures. CARDNAME deals that much damage to any target."
(Last-Ditch Effort, Landslide). The caster picks the permanents one at a time, or stops, as the spell
resolves (CR 608.2d; 2003: 413.2c); they are sacrificed together (CR 701.17a) and their number is the
spell's "that much" (``item.event["amount"]``, which ``DealDamage``'s "that much" reads) and what the
"for each permanent sacrificed this way" instructions after it count."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import creature_types, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SacrificeAnyNumber(Effect):
    """Sacrifice any number of permanents of ``kinds`` ("permanent" for any) you control, of ``subtype`` if
    one is named ("Mountains")."""

    kinds: tuple[str, ...]
    subtype: str = ""


@dataclass(frozen=True, slots=True)
class PerSacrificed(Effect):
    """"You gain N life / Draw a card for each permanent sacrificed this way." (``action``: "gain", "draw")."""

    action: str
    amount: int = 1


def _fits(state: GameState, oid: int, eff: SacrificeAnyNumber) -> bool:
    obj = state.objects[oid]
    if not any(k == "permanent" or is_type(state, obj, k) for k in eff.kinds):
        return False
    return not eff.subtype or eff.subtype in creature_types(state, obj)  # its subtypes after layer 4


@executes(SacrificeAnyNumber)
def _sacrifice_any(state: GameState, item: StackItem, eff: SacrificeAnyNumber) -> Decision | None:
    p = item.controller
    picked = list(item.choices.get("sac_any_picked", []))
    if "sac_any_pick" in item.choices:
        choice = item.choices.pop("sac_any_pick")
        if choice is None:
            item.choices["sac_any_done"] = True
        else:
            picked.append(int(choice))
            item.choices["sac_any_picked"] = picked
    if not item.choices.get("sac_any_done"):
        options = [o for o in state.battlefield if state.objects[o].controller == p and o not in picked
                   and _fits(state, o, eff)]
        if options:
            return Decision(DecisionKind.PICK, p, {"key": "sac_any_pick", "options": options, "optional": True})
    n = 0
    for oid in picked:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == p:
            sacrifice(state, oid)
            n += 1
    item.event["amount"] = n
    item.choices.pop("sac_any_picked", None)
    item.choices.pop("sac_any_done", None)
    return None


@executes(PerSacrificed)
def _per_sacrificed(state: GameState, item: StackItem, eff: PerSacrificed) -> Decision | None:
    n = int(item.event.get("amount", 0)) * eff.amount
    if n > 0 and eff.action == "gain":
        zones.gain_life(state, item.controller, n)  # CR 119.3
    elif n > 0 and eff.action == "draw":
        zones.draw(state, item.controller, n)
    return None
