"""Damage an entering creature deals by its controller's choice (Pandemonium): "Whenever a creature
enters the battlefield, that creature's controller may have it deal damage equal to its power to any
target of their choice."

- The creature's controller, not the ability's controller, chooses the target as the ability is put on
  the stack (CR 603.3d; 2003: 410.4: "of their choice"), through ``extensions.TARGET_CHOOSER``, and
  chooses "may" as it resolves (CR 603.5; 2003: 410.5).
- The creature is the source of the damage (CR 120.3; 2003: 419.3): its colours and power. If it has left
  the battlefield, its power as it last existed is used (CR 608.2h; 2003: 413.2f), noted by
  ``note_leaving`` (``extensions.LEAVING_BATTLEFIELD``) on each such ability still on the stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import colors_of, power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ControllerMayHaveItDeal(Effect):
    """"that creature's controller may have it deal damage equal to its power to ``to`` of their choice"."""

    to: Ref


def _ours(item: StackItem) -> bool:
    ab = item.ability
    return item.kind == "triggered" and ab is not None and any(
        isinstance(e, ControllerMayHaveItDeal) for e in ab.effects)


def _creature(state: GameState, item: StackItem) -> Obj | None:
    oid = item.event.get("object")
    return None if oid is None else state.objects.get(int(oid))


def target_chooser(state: GameState, item: StackItem) -> int | None:
    """``extensions.TARGET_CHOOSER``: the entering creature's controller chooses (CR 603.3d)."""
    if not _ours(item) or "player" not in item.event:
        return None
    return int(item.event["player"])


def note_leaving(state: GameState, leaving: Obj) -> None:
    """``extensions.LEAVING_BATTLEFIELD``: keep the creature's power and colours for each ability of this
    kind waiting on the stack that names it (last known information, CR 608.2h)."""
    for item in state.stack:
        key = str(leaving.oid)
        if _ours(item) and item.event.get("object") == leaving.oid and key not in item.choices.get("lki", {}):
            item.choices.setdefault("lki", {})[key] = [power(state, leaving), 0, leaving.controller, 0, 0]
            item.choices.setdefault("lki_colors", {})[key] = sorted(colors_of(state, leaving))


@executes(ControllerMayHaveItDeal)
def _may_have_it_deal(state: GameState, item: StackItem, eff: ControllerMayHaveItDeal) -> Decision | None:
    chooser = int(item.event.get("player", item.controller))
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, chooser, {"key": "may"})
    if not item.choices["may"]:
        return None
    creature = _creature(state, item)
    if creature is not None and creature.zone == Zone.BATTLEFIELD:
        amount, colors = power(state, creature), colors_of(state, creature)
    elif str(item.event.get("object")) in item.choices.get("lki", {}):
        key = str(item.event["object"])
        amount = item.choices["lki"][key][0]
        colors = frozenset(item.choices.get("lki_colors", {}).get(key, ()))
    else:
        return None
    # a creature that has left is no object on the battlefield any more: the ability's source stands in
    # for it, with the creature's last known colours (CR 608.2h)
    source = creature.oid if creature is not None and creature.zone == Zone.BATTLEFIELD else item.source
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, source, chooser, colors, t, amount)
    return None
