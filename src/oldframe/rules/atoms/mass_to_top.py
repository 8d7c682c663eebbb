"""Many permanents put on top of their owners' libraries at once: "Put all enchantments on top of their
owners' libraries." (Harmonic Convergence).

Every such permanent is chosen as the effect begins and all of them move together (CR 400.3, 608.2;
2003: 217.1). Where several cards go to the same place in one library at the same time, that library's
owner orders them and doesn't reveal the order (CR 401.4; 2003: 217.2c): each owner, in APNAP order,
picks their cards from the top down (a ``pick`` among their own cards, shown to them alone). The cards then
move in battlefield order — the events show no order, and the new library ids are hidden as always —
and the top of each library is arranged as chosen. A token goes too, and then ceases to exist (CR
704.5d), so it is not ordered."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class PutAllOnTop(Effect):
    """"Put all ``kind``s (a card type in lower case, or "permanent") on top of their owners' libraries." """

    kind: str


def _still_here(state: GameState, oid: int) -> bool:
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == Zone.BATTLEFIELD


@executes(PutAllOnTop)
def _put_all_on_top(state: GameState, item: StackItem, eff: PutAllOnTop) -> Decision | None:
    ch = item.choices
    if "mass_top" not in ch:
        ch["mass_top"] = [o for o in state.battlefield
                          if eff.kind == "permanent" or is_type(state, state.objects[o], eff.kind)]
        ch["mass_top_order"] = {}
    chosen = [o for o in ch["mass_top"] if _still_here(state, o)]
    order = {k: list(v) for k, v in ch["mass_top_order"].items()}
    if "mass_top_pick" in ch:
        pick = ch.pop("mass_top_pick")
        if _still_here(state, pick):
            key = str(state.objects[pick].owner)
            order[key] = [*order.get(key, []), pick]
            ch["mass_top_order"] = order
    for p in state.apnap():
        done = order.get(str(p), [])
        mine = [o for o in chosen if state.objects[o].owner == p and not state.objects[o].is_token
                and o not in done]
        if len(mine) > 1:  # the owner orders them, from the top down (CR 401.4)
            return Decision(DecisionKind.PICK, p, {"key": "mass_top_pick", "options": mine, "on_top": True})
    top_down: dict[int, list[int]] = {}
    for p in state.apnap():
        done = order.get(str(p), [])
        rest = [o for o in chosen if state.objects[o].owner == p and not state.objects[o].is_token and o not in done]
        top_down[p] = [o for o in done if o in chosen] + rest
    moved: dict[int, int] = {}
    for oid in chosen:  # all together, in battlefield order
        new = zones.move(state, oid, Zone.LIBRARY, top=True)
        if new is not None:
            moved[oid] = new
    for p, cards in top_down.items():
        group = [moved[o] for o in cards if o in moved]
        if group:
            library = state.library(p)
            rest_of_library = [o for o in library if o not in group]
            library[:] = rest_of_library + list(reversed(group))  # the list's end is the top
    ch.pop("mass_top", None)
    ch.pop("mass_top_order", None)
    return None
