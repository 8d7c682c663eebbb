""""When CARDNAME enters the battlefield, tap all other creatures." (Shrieking Mogg), "tap all red
creatures" (Wrath of Marit Lage): every permanent of a group, described by count-spec filters
("type:Creature", "color:R", "super:Legendary", "other"), becomes tapped at once (CR 701.21a), each a
"becomes tapped" event (``zones.tap``). The group's "don't untap during their controllers' untap steps"
is ``static_combat.NO_UNTAP_FILTER`` with the same filters (CR 502.3; 2003: 302.2)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.static_counts import _passes
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class TapAllOfGroup(Effect):
    """"tap all ``filters``": the group is fixed as it resolves (CR 608.2h); "other" leaves out the
    source."""

    filters: tuple[str, ...]


@executes(TapAllOfGroup)
def _tap_all_of_group(state: GameState, item: StackItem, eff: TapAllOfGroup) -> Decision | None:
    src = state.objects.get(item.source)
    chosen = [oid for oid in state.battlefield
              if (src is None and "other" not in eff.filters)
              or (src is not None and _passes(state, state.objects[oid], eff.filters, src, src))]
    if src is None:  # no source left: test each permanent against itself ("other" was refused above)
        chosen = [oid for oid in chosen if _passes(state, state.objects[oid], eff.filters,
                                                   state.objects[oid], state.objects[oid])]
    for oid in chosen:
        zones.tap(state, state.objects[oid])
    return None
