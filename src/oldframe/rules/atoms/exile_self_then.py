""""When CARDNAME dies, you may exile it. If you do, …" (Academy Rector; 2003: "… is put into a
graveyard from play, you may remove it from the game. If you do, …").

The ability's source is the card in its owner's graveyard (CR 603.10a; 2003: 410.10). As the ability
resolves its controller chooses (CR 603.5; 2003: 410.5); the rest happens only if the card was exiled
(CR 608.2c: "if you do"): if it left the graveyard meanwhile it is a new object (CR 400.7) and can't be
exiled, so nothing else happens — the classic answer is to remove the card from the graveyard with the
trigger on the stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import run_then_if_paid
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class MayExileSelfThen(Effect):
    """"you may exile it. If you do, ``then``": ``it`` is the ability's source, a card in a graveyard."""

    then: tuple[Effect, ...]


def _in_graveyard(state: GameState, item: StackItem) -> bool:
    card = state.objects.get(item.source)
    return card is not None and card.zone == Zone.GRAVEYARD


@executes(MayExileSelfThen)
def _may_exile_then(state: GameState, item: StackItem, eff: MayExileSelfThen) -> Decision | None:
    if "paid_then" not in item.choices:
        if "may" not in item.choices:
            if not _in_graveyard(state, item):
                return None  # nothing to exile: no choice, nothing happens
            return Decision(DecisionKind.MAY, item.controller,
                            {"source": item.source_name, "text": f"Exile {item.source_name}?"})
        done = bool(item.choices.pop("may")) and _in_graveyard(state, item)
        if done:
            zones.move(state, item.source, Zone.EXILE)
        item.choices["paid_then"] = done
        item.choices["then_index"] = 0
    return run_then_if_paid(state, item, eff.then)
