"""Damage equal to a destroyed artifact's mana value: "{R}, {T}: Destroy target artifact. That artifact
deals damage equal to its mana value to CARDNAME." (Goblin Tinkerer), "{1}{R}, {T}: Destroy target
artifact. CARDNAME deals damage to that artifact's controller equal to the artifact's mana value."
(Viashino Heretic).

The artifact's mana value ("converted mana cost", CR 202.3; 2003: 203.3), controller and colors are its
own as it last existed on the battlefield (CR 608.2h; 2003: 413.2f): a destroyed artifact still deals
the damage, as the source it was (CR 120.1). An illegal target leaves nothing to measure (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import colors_of
from oldframe.rules.effects import deal_damage, executes, source_colors
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value


@dataclass(frozen=True, slots=True)
class ManaValueDamage(Effect):
    """``by``: "target" (the artifact deals the damage to the ability's source) or "self" (the source
    deals it to the artifact's controller); ``what`` is the artifact targeted before."""

    what: Ref
    by: str


@executes(ManaValueDamage)
def _mana_value_damage(state: GameState, item: StackItem, eff: ManaValueDamage) -> Decision | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        value, controller, colors = mana_value(obj), obj.controller, colors_of(state, obj)
    else:
        known = item.choices.get("lki", {}).get(str(oid))
        if known is None or len(known) < 4:
            return None
        value, controller, colors = int(known[3]), int(known[2]), frozenset()  # (the era's artifacts: colorless)
    if eff.by == "target":
        source = state.objects.get(item.source)
        if source is not None and source.zone == Zone.BATTLEFIELD:
            deal_damage(state, oid, controller, colors, ("object", item.source), value)
    else:
        deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", controller), value)
    return None
