"""Two kickers: "Kicker {1}{G} and/or {2}{U}" (the Apocalypse Battlemages; CR 702.33c: each kicker
may be paid once, either, both or neither; 2003: 502.21) and "When CARDNAME enters the battlefield,
if it was kicked with its {2}{U} kicker, …" (an intervening-if, CR 603.4, 702.33d).

The card's ``CostKeyword("kicker_and_or", Cost(mana=first), text=str(second))``; cast with
``CastWith(oid, "kicker_a" | "kicker_b" | "kicker_ab", 0)``. The kickers paid are remembered on the
permanent as a mark of kind :data:`KICKED_WITH` (a bit set: 1 the first, 2 the second), a
``ContinuousEffect`` like the "kicked" mark, so it is copied, undone and saved with the game.
"""

from __future__ import annotations

from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, PendingTrigger, StackItem

#: ``CostKeyword.keyword`` of "Kicker {A} and/or {B}"
KICKER_AND_OR = "kicker_and_or"
#: the ways to cast such a card kicked, with the kickers each pays (bit 1: the first, bit 2: the second)
AND_OR_MODES = {"kicker_a": 1, "kicker_b": 2, "kicker_ab": 3}
#: the mark on the permanent: which kickers were paid
KICKED_WITH = "kicked_with"
#: ``Trigger.condition`` prefix: "if it was kicked with its {cost} kicker"
KICKED_WITH_PREFIX = "kicked_with:"


def _kickers(card: CardDef) -> tuple[ManaCost, ManaCost] | None:
    for kw in card.behaviour.cost_keywords:
        if kw.keyword == KICKER_AND_OR:
            return kw.cost.mana, ManaCost.parse(kw.text)
    return None


def and_or_cost(card: CardDef, how: str) -> ManaCost:
    """The kicker mana added for ``how`` (CR 601.2e; 2003: 409.1f: additional costs added)."""
    kickers = _kickers(card)
    assert kickers is not None
    from oldframe.rules.altcosts import _add

    bits, (a, b) = AND_OR_MODES[how], kickers
    total = ManaCost()
    for bit, cost in ((1, a), (2, b)):
        if bits & bit:
            total = _add(total, cost)
    return total


def kicked_with(state: GameState, source: int, cond: str) -> bool:
    """"if it was kicked with its {cost} kicker" (CR 702.33d): that kicker was paid."""
    from oldframe.rules.altcosts import marked

    obj = state.objects.get(source)
    mark = marked(state, source, KICKED_WITH)
    kickers = None if obj is None else _kickers(obj.card)
    if mark is None or kickers is None:
        return False
    wanted = cond.removeprefix(KICKED_WITH_PREFIX)
    return any(mark.power & bit and str(cost) == wanted for bit, cost in ((1, kickers[0]), (2, kickers[1])))


def after_resolving(state: GameState, item: StackItem, new: int) -> None:
    """Remember the kickers paid on the permanent and trigger its "if it was kicked with its …
    kicker" enters abilities (their condition is checked again as they resolve, CR 603.4)."""
    from oldframe.rules.altcosts import mark

    bits = AND_OR_MODES.get(str(item.choices.get("how", "")))
    if bits is None:
        return
    mark(state, new, KICKED_WITH, bits)
    obj = state.objects[new]
    for index, ab in enumerate(obj.card.behaviour.triggered):
        cond = ab.trigger.condition or ""
        if ab.trigger.event == TriggerEvent.COMES_INTO_PLAY and cond.startswith(KICKED_WITH_PREFIX) \
                and kicked_with(state, new, cond):
            state.pending_triggers.append(PendingTrigger(obj.controller, new, obj.card.name, ab,
                                                         {"player": obj.controller, "ability_index": index}))
