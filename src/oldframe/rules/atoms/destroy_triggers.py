""""Whenever a spell or ability an opponent controls destroys a noncreature permanent you control, you
may destroy target permanent that opponent controls." (Karmic Justice): a trigger on the ``Destroyed``
event (CR 701.7), which names the controller of the spell or ability that destroyed the permanent; a
permanent put into the graveyard by a state-based action (lethal damage, CR 704.5g) was destroyed by
no spell or ability, and a sacrifice is not a destruction (CR 701.17). "That opponent" is the
triggering event's player (the target filter "controlled_by", ``rules.target_filters``).

Known limit: the event is seen as each permanent is destroyed, so a Karmic Justice destroyed by the
same spell before another permanent does not see that one (the rules look back, CR 603.10a)."""

from __future__ import annotations

from oldframe.rules.events import Destroyed, Event
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.state import GameState, Obj
from oldframe.rules.target_filters import permanent_passes
from oldframe.rules.trigger_matchers import Info


def destroyed_by_opponent(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """``obj``'s controller's permanent of the trigger's filters destroyed by an opponent's spell or
    ability; "that opponent" is the event's player."""
    if not isinstance(event, Destroyed) or event.by is None or event.controller != obj.controller:
        return None
    if event.by == obj.controller:
        return None
    destroyed = state.objects.get(event.oid)
    if destroyed is None or not permanent_passes(state, destroyed, ab.trigger.filters):
        return None
    return {"player": event.by, "object": event.oid}
