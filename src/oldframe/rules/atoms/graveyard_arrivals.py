"""Cards put into a graveyard from anywhere (CR 603.2, 404.2; 2003: 410.1, 217.3):

- "Whenever another card is put into a graveyard from anywhere, exile that card." (Planar Void)
- "Whenever a black card is put into an opponent's graveyard from anywhere, you may draw a card."
  (Compost)

"From anywhere": from the battlefield, a hand (a discard), a library (milled), the stack (a countered or
resolved spell) or exile. A token is not a card and leaves no card behind (CR 111.8; 2003: 216.4), so
it never triggers these. The card is judged as it is in the graveyard (its color there, CR 603.10 —
these abilities don't look back), and "an opponent's graveyard" is its owner's (a card always goes to
its owner's graveyard, CR 404.2). "Another" leaves out the card with the ability.

The ability triggers once per card (CR 603.2c). "that card" is the card in the graveyard; once it left
that graveyard it is a new object and is not exiled (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from oldframe.rules import zones
from oldframe.rules.characteristics import colors_of
from oldframe.rules.effects import executes
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone

#: Filter of ``TriggerEvent.CARD_TO_GRAVEYARD``: from the battlefield only ("a nontoken creature is put into
#: your graveyard from the battlefield", Field of Souls), the card judged as it last existed there (CR 603.10a)
FROM_BATTLEFIELD: Final = "from:battlefield"


def card_to_graveyard(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TriggerEvent.CARD_TO_GRAVEYARD``: ``whose`` "each" / "opponents" / "yours" (whose
    graveyard), filters "other", "color:B", :data:`FROM_BATTLEFIELD` and "type:creature"."""
    if not isinstance(event, Moved) or event.to != Zone.GRAVEYARD or event.new is None:
        return None
    card = state.objects.get(event.new)
    if card is None or card.is_token or card.zone != Zone.GRAVEYARD:
        return None
    whose = ab.trigger.whose
    if (whose == "opponents" and card.owner == obj.controller) or (whose == "yours" and card.owner != obj.controller):
        return None
    if "other" in ab.trigger.filters and event.old == obj.oid:
        return None
    for f in ab.trigger.filters:
        kind, _, arg = f.partition(":")
        if kind == "color" and arg not in colors_of(state, card):
            return None
        if f == FROM_BATTLEFIELD and event.from_zone != Zone.BATTLEFIELD:
            return None
        if kind == "type" and arg.capitalize() not in (
                state.last_known_types.get(event.old, card.card.types) if event.old is not None else card.card.types):
            return None
    return {"player": card.owner, "object": card.oid}


@dataclass(frozen=True, slots=True)
class ExileThatCard(Effect):
    """"exile that card": the card the trigger event put into a graveyard, if it is still there."""


@executes(ExileThatCard)
def _exile_that_card(state: GameState, item: StackItem, eff: ExileThatCard) -> Decision | None:
    card = state.objects.get(int(item.event.get("object", -1)))
    if card is not None and card.zone == Zone.GRAVEYARD:
        zones.move(state, card.oid, Zone.EXILE)
    return None
