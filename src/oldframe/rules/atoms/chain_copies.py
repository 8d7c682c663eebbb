"""The Chains of Onslaught and Legions: "Return target nonland permanent to its owner's hand. Then
that permanent's controller may sacrifice a land. If the player does, they may copy this spell and
may choose a new target for that copy." (Chain of Vapor), "Target player discards two cards. That
player may copy this spell and may choose a new target for that copy." (Chain of Smog), Chain
Lightning's "may pay {R}{R}", Chain of Plasma's "may discard a card", Chain of Acid's free copy.

The player who may copy is the targeted player, or the controller of the targeted permanent as it
last existed (it may have left play: CR 608.2h; 2003: 413.2f). The copy is put on the stack under
that player's control, is not cast (no storm, no "whenever a player casts"), and keeps the target
unless its controller chooses a new one (CR 707.10, 707.10c; 2003: 503.10). Every copy has the same
text, so it may be copied again when it resolves: the chain goes on as long as players pay.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import altcosts, casting, zones
from oldframe.rules.atoms.target_riders import target_controller
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, executes, sacrifice
from oldframe.rules.events import TargetChanged
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem
from oldframe.rules.targets import legal_targets

#: ``ChainCopy.cost``: what the player pays to copy ("" for nothing; else a mana cost like "{R}{R}").
SACRIFICE_LAND = "sacrifice_land"
DISCARD_CARD = "discard"
_PLAYER, _PAID, _COPY, _COPIED = "stack:chain_player", "stack:chain_paid", "stack:chain_copy", "stack:chain_copied"
_NEW_TARGET = "new_target:chain"


@dataclass(frozen=True, slots=True)
class ChainCopy(Effect):
    """"[Then] <who> may <cost>. If the player does, they may copy this spell and may choose a new
    target for that copy." ``what`` is the target whose player (or permanent's controller) decides;
    ``who`` the words naming them: "that player", "that permanent's controller", "that creature's
    controller" or "that player or that permanent's controller"; ``then`` whether the sentence starts
    with "Then"."""

    what: Ref
    who: str
    cost: str = ""
    then: bool = True


def _chooser(state: GameState, item: StackItem, eff: ChainCopy) -> int | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None:
        return None
    if target[0] == "player":
        return target[1]
    return target_controller(state, item, eff.what)


def _pay(state: GameState, item: StackItem, eff: ChainCopy, p: int) -> Decision | bool | None:
    """Ask for or make the payment: a Decision, or whether it was paid."""
    if not eff.cost:
        return True
    if _PAID not in item.choices:
        if eff.cost in (SACRIFICE_LAND, DISCARD_CARD):
            if eff.cost == SACRIFICE_LAND:
                options = [o for o in state.battlefield if state.objects[o].controller == p
                           and is_type(state, state.objects[o], "land")]
            else:
                options = list(state.players[p].hand)
            if not options:
                set_answer(item.choices, _PAID, None)
                return False
            return Decision(DecisionKind.PICK, p, {"key": _PAID, "options": options, "optional": True})
        cost = ManaCost.parse(eff.cost)
        if not casting.can_pay_mana(state, p, cost):
            set_answer(item.choices, _PAID, None)
            return False
        return Decision(DecisionKind.MAY, p, {"key": _PAID, "source": item.source_name, "text": f"Pay {cost}?"})
    paid = indexed(item.choices)[_PAID]
    if paid is None or paid is False:
        return False
    if paid is True:
        casting.pay_mana_cost(state, p, ManaCost.parse(eff.cost))
    elif eff.cost == SACRIFICE_LAND:
        sacrifice(state, int(paid))
    else:
        discard(state, p, int(paid))
    set_answer(item.choices, _PAID, "paid")
    return True


@executes(ChainCopy)
def _chain_copy(state: GameState, item: StackItem, eff: ChainCopy) -> Decision | None:
    choices = indexed(item.choices)
    if _PLAYER not in choices:
        set_answer(item.choices, _PLAYER, _chooser(state, item, eff))
    p = choices[_PLAYER]
    if p is None or state.players[int(p)].lost:
        return None
    p = int(p)
    if choices.get(_PAID) != "paid":
        paid = _pay(state, item, eff, p)
        if isinstance(paid, Decision):
            return paid
        if not paid:
            return None
    if _COPY not in choices:  # "they may copy this spell" (CR 707.10)
        return Decision(DecisionKind.MAY, p, {"key": _COPY, "source": item.source_name, "text": "Copy this spell?"})
    if not choices[_COPY]:
        return None
    if _COPIED not in choices:
        set_answer(item.choices, _COPIED, altcosts.copy_spell(state, item, p))
    copy_item = next((it for it in state.stack if it.oid == choices[_COPIED]), None)
    if copy_item is None or not copy_item.targets:
        return None
    if _NEW_TARGET not in choices:  # "may choose a new target for that copy" (CR 707.10c; 2003: 503.10)
        _effects, specs = copy_item.effects_and_targets(state.objects[copy_item.oid].card)
        colors = frozenset(copy_item.choices.get("source_colors", ()))
        options = legal_targets(state, specs[0], p, copy_item.oid, colors)
        current = copy_item.targets[0]
        if current is not None and current not in options:
            options.append(current)  # keeping an illegal target: the copy will be countered (CR 608.2b)
        if len(options) <= 1:
            return None
        return Decision(DecisionKind.NEW_TARGET, p, {"index": "chain", "options": options, "current": current})
    chosen = (str(choices[_NEW_TARGET][0]), int(choices[_NEW_TARGET][1]))
    old = copy_item.targets[0]
    if chosen != old:
        copy_item.targets[0] = chosen
        zones.emit(state, TargetChanged(p, copy_item.oid, copy_item.source_name, old, chosen))
    return None
