"""A card's place in its graveyard (the grammar: ``grammar/positions_in_graveyard.lark``; the rules:
``rules.atoms.positions_in_graveyard``): "… and only if three or more creature cards are above CARDNAME." as an
activation restriction of a graveyard ability, and "if CARDNAME is in your graveyard with three or more
creature cards above it" as the condition of a graveyard upkeep trigger (``graveyard_returns.py``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import _COUNT_WORDS, render_cost, render_effects, renders_activated, sentences
from oldframe.rules.atoms.graveyard_returns import UPKEEP_FROM_GRAVEYARD, ReturnSourceIf
from oldframe.rules.atoms.positions_in_graveyard import CREATURES_ABOVE
from oldframe.rules.model.cards import ActivatedAbility, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["GraveyardPositionTemplates", "above_words"]

_UPKEEP = "your_upkeep"


def _above(word: Token) -> str:
    n = NUMBER_WORDS[str(word)]
    return f"{CREATURES_ABOVE}:{n}"


def above_words(condition: str) -> str:
    """The words of "creatures_above:N" after "if CARDNAME is"."""
    head, _, n = condition.partition(":")
    if head != CREATURES_ABOVE:
        raise ValueError(f"unknown graveyard condition {condition!r}")
    return f"in your graveyard with {_COUNT_WORDS[int(n)]} or more creature cards above it"


class GraveyardPositionTemplates:
    """Transformer methods for ``grammar/positions_in_graveyard.lark``."""

    def go_upkeep_above(self, items: list[Token]) -> str:
        return f"{_above(items[0])}+{_UPKEEP}"

    def go_in_graveyard_above(self, items: list[Token]) -> str:
        return _above(items[0])

    def go_upkeep_put_if(self, items: list[object]) -> TriggeredPiece:
        trig, where = items
        if trig != Trigger(TriggerEvent.UPKEEP_BEGINS, "yours") or not isinstance(where, str):
            raise ValueError("your upkeep")
        return TriggeredPiece(TriggeredAbility(Trigger(UPKEEP_FROM_GRAVEYARD, "yours", filters=(where,)),
                                               (ReturnSourceIf("battlefield", (where,), put=True),), optional=True))


@renders_activated(CREATURES_ABOVE)
def _render_upkeep_above(group: tuple[ActivatedAbility, ...]) -> str:
    ab = group[0]
    above, _, rest = ab.restriction.partition("+")
    if len(group) != 1 or rest != _UPKEEP or ab.zone != "graveyard":
        raise ValueError("a graveyard ability during your upkeep")
    n = int(above.partition(":")[2])
    body = sentences(render_effects(ab.effects, ab.targets))
    return (f"{render_cost(ab.cost)}: {body} Activate only during your upkeep and only if {_COUNT_WORDS[n]} or "
            "more creature cards are above CARDNAME.")
