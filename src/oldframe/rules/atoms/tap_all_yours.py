""""When CARDNAME enters the battlefield, tap all lands you control." (Silt Crawler): every untapped
permanent of the card type its controller controls becomes tapped (CR 701.21a), each a "becomes
tapped" event (``zones.tap``; City of Brass sees it)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class TapAllYouControl(Effect):
    """"tap all ``kind``s you control" (``kind`` a card type in lower case)."""

    kind: str


@executes(TapAllYouControl)
def _tap_all_yours(state: GameState, item: StackItem, eff: TapAllYouControl) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == item.controller and is_type(state, obj, eff.kind):
            zones.tap(state, obj)
    return None
