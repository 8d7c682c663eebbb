"""A rider on a land a spell destroyed, by what the land was: "Destroy target land. If that land was a
snow land, you gain 1 life." (Thermokarst), "… If that land was a snow land, CARDNAME deals 1 damage
to that land's controller." (Icequake), "Destroy target non-Swamp land. If that land was nonbasic,
CARDNAME deals 2 damage to the land's controller." (Choking Sands).

"Was" is the land as it last existed on the battlefield (CR 608.2h; 2003: 413.2f): its supertypes
(Snow, Basic: CR 205.4) and controller kept by ``zones.move`` (``Choices.lki``); a land still there (it
regenerated) is looked at as it is now. An illegal target leaves nothing to look at (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import chars
from oldframe.rules.effects import deal_damage, executes, source_colors
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

#: Bits of the supertypes in the last known information (``zones.move``).
SNOW, BASIC = 1, 2


@dataclass(frozen=True, slots=True)
class IfLandWas(Effect):
    """If the land ``what`` was ``quality`` ("snow" or "nonbasic"): ``action`` "gain" (you gain
    ``amount`` life) or "damage" (the spell deals ``amount`` damage to the land's controller, named
    "``word`` land's controller": "that" or "the")."""

    what: Ref
    quality: str
    action: str
    amount: int
    word: str = "that"


def _last_known(state: GameState, item: StackItem, what: Ref) -> tuple[int, int] | None:
    """(supertype bits, controller) of the land as it last existed."""
    index = int(what[7:]) if what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None
    obj = state.objects.get(target[1])
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        sup = chars(state, obj).supertypes
        return ("Snow" in sup) * SNOW | ("Basic" in sup) * BASIC, obj.controller
    known = item.choices.get("lki", {}).get(str(target[1]))
    if known is None or len(known) < 5:
        return None
    return int(known[4]), int(known[2])


@executes(IfLandWas)
def _if_land_was(state: GameState, item: StackItem, eff: IfLandWas) -> Decision | None:
    known = _last_known(state, item, eff.what)
    if known is None:
        return None
    bits, controller = known
    if not (bits & SNOW if eff.quality == "snow" else not bits & BASIC):
        return None
    if eff.action == "gain":
        zones.gain_life(state, item.controller, eff.amount)
    else:
        deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", controller),
                    eff.amount)
    return None
