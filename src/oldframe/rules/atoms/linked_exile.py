"""Linked "exile … / return the exiled card" abilities (compiler/linked_exile.py).

"When CARDNAME enters the battlefield, exile target creature other than CARDNAME." + "When CARDNAME
leaves the battlefield, return the exiled card to the battlefield under its owner's control."
(Faceless Butcher, Petravark, Petradon, Worldgorger Dragon): the two abilities are linked (CR 607.1,
607.2a); the leaves-the-battlefield ability returns only what the enters-the-battlefield ability of
the same object exiled (CR 400.7: a card that has left exile since is a new object and stays).

The link is state: a ``ContinuousEffect`` of kind :data:`LINKED_EXILE` with ``affected`` the
exiled card and ``power`` the permanent whose ability exiled it, so it survives copy, undo and
JSON like every other effect. If the permanent left the battlefield before its enters ability
resolved, its leaves ability has already resolved (it went on the stack later, CR 603.3, 405.5),
returning nothing; the card is then exiled for ever (Faceless Butcher ruling, 2003; CR 610.3c) —
no link is recorded for a permanent that is gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.atoms.spell_permanents import ExilePermanent, _exile_permanent
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, Ref, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: ``ContinuousEffect.kind`` of the link between an exiled card and the permanent that exiled it
LINKED_EXILE = "tmpl3_linked_exile"


@dataclass(frozen=True, slots=True)
class ExileOtherThanSelf(Effect):
    """"Exile target creature other than CARDNAME." — the same as "another target creature"
    (``TargetSpec.exclude_self``), in the words of these cards."""

    what: Ref


@dataclass(frozen=True, slots=True)
class ReturnLinkedExiled(Effect):
    """"Return the exiled card(s) to the battlefield under its owner's control" / "… to its owner's
    hand" (CR 607.2a): ``to`` is "battlefield" or "hand"; ``plural`` is the words only."""

    to: str = "battlefield"
    plural: bool = False


@dataclass(frozen=True, slots=True)
class ExileOneYouControl(Effect):
    """"Exile a land you control." (Wormfang Newt, Wormfang Turtle): not a target; the controller
    chooses one of ``kind`` as it resolves (CR 608.2c; 2003: 413.2c), if there is one."""

    kind: str


@executes(ExileOneYouControl)
def _exile_one(state: GameState, item: StackItem, eff: ExileOneYouControl) -> Decision | None:
    key: Final = "tmpl3_exile_pick"
    if key not in item.choices:
        options = [o for o in state.battlefield if state.objects[o].controller == item.controller
                   and is_type(state, state.objects[o], eff.kind)]
        if len(options) > 1:
            return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options})
        item.choices[key] = options[0] if options else None
    picked = item.choices[key]
    obj = state.objects.get(picked) if isinstance(picked, int) else None
    if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller:
        zones.move(state, obj.oid, Zone.EXILE)
    return None


@executes(ExileOtherThanSelf)
def _exile_other(state: GameState, item: StackItem, eff: ExileOtherThanSelf) -> Decision | None:
    return _exile_permanent(state, item, ExilePermanent(eff.what))


def _returns_linked(ab: TriggeredAbility) -> bool:
    return ab.trigger.event == TriggerEvent.LEAVES_PLAY and any(isinstance(e, ReturnLinkedExiled) for e in ab.effects)


def note_exiled(state: GameState, new: int) -> None:
    """Called as a card is exiled: if the enters-the-battlefield ability of a permanent that has a
    linked "return the exiled card" ability is resolving, and that permanent is still on the
    battlefield, remember the link (CR 607.2a)."""
    item = state.resolving
    if item is None or item.kind != "triggered" or not isinstance(item.ability, TriggeredAbility) \
            or item.ability.trigger.event != TriggerEvent.COMES_INTO_PLAY:
        return
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD or src.face_down \
            or not any(_returns_linked(ab) for ab in src.card.behaviour.triggered):
        return
    state.effects.append(ContinuousEffect(LINKED_EXILE, new, state.new_timestamp(), "linked", power=src.oid))


@executes(ReturnLinkedExiled)
def _return_linked(state: GameState, item: StackItem, eff: ReturnLinkedExiled) -> Decision | None:
    """The leaves ability returns what its object exiled (the object that left: ``event["left"]``)."""
    left = item.event.get("left")
    if left is None:
        return None
    links = [e for e in state.effects if e.kind == LINKED_EXILE and e.power == left]
    if not links:
        return None
    state.effects = [e for e in state.effects if not any(e is link for link in links)]
    for link in links:
        card = state.objects.get(link.affected)
        if card is None or card.zone != Zone.EXILE:  # a new object by now (CR 400.7)
            continue
        if eff.to == "battlefield":  # under its owner's control (CR 110.2)
            zones.move(state, card.oid, Zone.BATTLEFIELD, controller=card.owner)
        else:
            zones.move(state, card.oid, Zone.HAND)
    return None
