""""When CARDNAME enters the battlefield, sacrifice it unless you sacrifice any number of creatures
with total power 12 or greater." (Phyrexian Dreadnought; 2003: "When Phyrexian Dreadnought comes into
play, sacrifice it unless you sacrifice any number of creatures with total power 12 or greater.")

As the ability resolves its controller picks creatures they control one at a time (a ``PICK`` decision
offering each creature not picked yet, or nothing to stop) — CARDNAME itself among them. If the picked
creatures' total power, as they are now (CR 208.3, layers), is 12 or more, they are sacrificed together
(CR 701.17a) and CARDNAME stays (unless it was picked); otherwise nothing picked is sacrificed and
CARDNAME is (CR 118.12 "unless": a cost that can't or won't be paid in full is not paid at all). Only a
CARDNAME still on the battlefield under the ability's controller is sacrificed (CR 701.17a).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import is_creature, power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SacrificeUnlessTotalPower(Effect):
    """"sacrifice it unless you sacrifice any number of creatures with total power ``power`` or greater"."""

    power: int


def _yours(state: GameState, item: StackItem, oid: int) -> bool:
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller \
        and is_creature(state, obj)


@executes(SacrificeUnlessTotalPower)
def _sacrifice_unless_power(state: GameState, item: StackItem, eff: SacrificeUnlessTotalPower) -> Decision | None:
    picks: list[int] = item.choices.setdefault("sacrifice_picks", [])
    stopped = False
    if "power_pick" in item.choices:
        picked = item.choices.pop("power_pick")
        if picked is None:
            stopped = True
        else:
            picks.append(picked)
    options = [o for o in state.battlefield if o not in picks and _yours(state, item, o)]
    if options and not stopped:
        total = sum(power(state, state.objects[o]) for o in picks if _yours(state, item, o))
        return Decision(DecisionKind.PICK, item.controller, {
            "key": "power_pick", "options": options, "optional": True,
            "text": f"Sacrifice creatures with total power {eff.power} or greater (so far {total})"})
    item.choices.pop("sacrifice_picks")
    paid = [o for o in picks if _yours(state, item, o)]
    if sum(power(state, state.objects[o]) for o in paid) >= eff.power:
        for oid in paid:
            sacrifice(state, oid)
        return None
    me = state.objects.get(item.source)
    if me is not None and me.zone == Zone.BATTLEFIELD and me.controller == item.controller:
        sacrifice(state, me.oid)
    return None
