"""Today's madness (CR 702.35; ``Madness.TRIGGER_CAST_OR_GRAVEYARD``, the ``oldframe`` and ``modern``
presets). The 2003 version (502.24: "you may remove it from the game instead; … until you next pass
priority you may play it …") is ``Madness.PLAY_UNTIL_PASS``, the ``scourge2003`` preset's, in
:mod:`oldframe.rules.atoms.choices`.

Madness is two abilities (CR 702.35a): a static one — if its owner would discard it, they discard it
but exile it instead of putting it into the graveyard (not optional) — and a triggered one — when it is
exiled this way, its owner may cast it by paying its madness cost rather than its mana cost; if they
don't, they put it into their graveyard (CR 702.35b). The trigger uses the stack, so it can be
responded to; the card is cast while the trigger resolves, whatever the timing of its type.
"""

from __future__ import annotations

from oldframe.rules import altcosts, zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import MadnessPlayed
from oldframe.rules.state import Decision, DelayedTrigger, GameState, PendingTrigger, StackItem, Zone

#: The ``action`` of the madness trigger (an engine-made triggered ability of the exiled card).
MADNESS_TRIGGER = "madness_trigger"


def exile_for_madness(state: GameState, player: int, oid: int) -> None:
    """CR 702.35a: the discarded card is exiled instead; its madness ability triggers (CR 702.35b)."""
    name = state.objects[oid].card.name
    new = zones.move(state, oid, Zone.EXILE)
    if new is None:
        return
    zones.emit(state, MadnessPlayed(player, new, name))
    trigger = DelayedTrigger("madness", player, name, MADNESS_TRIGGER, new, state.turn, int(state.step))
    state.pending_triggers.append(PendingTrigger(player, new, name, None,
                                                 {"card": new, "action": MADNESS_TRIGGER}, trigger))


def resolve_madness_trigger(state: GameState, item: StackItem) -> bool | Decision:
    """CR 702.35b: the owner may cast the exiled card for its madness cost now; if not, or if it can't
    be cast, it goes to the graveyard. Nothing happens if the card has left exile meanwhile (a new
    object, CR 400.7). False for any other trigger."""
    if item.event.get("action") != MADNESS_TRIGGER:
        return False
    oid = int(item.event["card"])
    obj = state.objects.get(oid)
    if obj is None or obj.zone != Zone.EXILE:
        return True
    owner = obj.owner
    altcosts.mark(state, oid, "madness", owner)  # the permission to cast it, while the trigger resolves
    castable = altcosts.can_cast_with(state, owner, oid, "madness", 0)
    if castable and "may" not in item.choices:
        return Decision(DecisionKind.MAY, owner, {"source": obj.card.name,
                                                  "text": f"Cast {obj.card.name} for its madness cost?"})
    if castable and item.choices.get("may"):
        altcosts.begin_cast_with(state, owner, oid, "madness", 0)
        altcosts.unmark(state, oid, "madness")
        return True
    altcosts.unmark(state, oid, "madness")
    zones.move(state, oid, Zone.GRAVEYARD)
    return True
