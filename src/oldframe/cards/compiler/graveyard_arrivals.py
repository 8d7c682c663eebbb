"""Cards put into a graveyard from anywhere (CR 603.2, 404.2): "Whenever another card is put into a
graveyard from anywhere, exile that card." (Planar Void), "Whenever a black card is put into an
opponent's graveyard from anywhere, you may draw a card." (Compost), "Whenever a nontoken creature is put
into your graveyard from the battlefield, …" (Field of Souls). The trigger's matcher and "exile
that card" are in ``rules.atoms.graveyard_arrivals``."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.graveyard_arrivals import FROM_BATTLEFIELD, ExileThatCard
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
_WHOSE = {"each": "a", "opponents": "an opponent's", "yours": "your"}
#: Trigger filter of "When a card is put into …" (words only: any card triggers it)
WHEN = "when"


class GraveyardArrivalTemplates:
    """Transformer methods of ``grammar/graveyard_arrivals.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def ga_another_card(self, items: list[Token]) -> tuple[str, ...]:
        return ("other",)

    def ga_color_card(self, items: list[Token]) -> tuple[str, ...]:
        return ("color:" + COLOR_LETTERS[str(items[0])],)

    def ga_any_graveyard(self, items: list[Token]) -> str:
        return "each"

    def ga_opponents_graveyard(self, items: list[Token]) -> str:
        return "opponents"

    def ga_your_graveyard(self, items: list[Token]) -> str:
        return "yours"

    def ga_card_to_graveyard(self, items: list[object]) -> Trigger:
        filters, whose = items
        assert isinstance(filters, tuple) and isinstance(whose, str)
        return Trigger(TriggerEvent.CARD_TO_GRAVEYARD, whose, filters=filters)

    def ga_when_card_to_graveyard(self, items: list[object]) -> Trigger:
        """Energy Field: "When a card is put into your graveyard from anywhere" (any card: ``WHEN``)."""
        whose = items[0]
        assert isinstance(whose, str)
        return Trigger(TriggerEvent.CARD_TO_GRAVEYARD, whose, filters=(WHEN,))

    def ga_creature_from_battlefield(self, items: list[object]) -> Trigger:
        whose = items[0]
        assert isinstance(whose, str)
        return Trigger(TriggerEvent.CARD_TO_GRAVEYARD, whose, filters=(FROM_BATTLEFIELD, "type:creature"))

    def ga_exile_that_card(self, items: list[object]) -> TriggeredPiece:
        """"exile that card" names the card the event put into a graveyard: only after this event."""
        trig = items[0]
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.CARD_TO_GRAVEYARD:
            raise ValueError("'that card' the event doesn't name")
        return self.triggered([trig, Clause((ExileThatCard(),))])


@renders_trigger(TriggerEvent.CARD_TO_GRAVEYARD)
def _render_card_to_graveyard(t: Trigger) -> str:
    if t.filters == (WHEN,):
        return f"When a card is put into {_WHOSE[t.whose]} graveyard from anywhere"
    if t.filters == (FROM_BATTLEFIELD, "type:creature"):
        return f"Whenever a nontoken creature is put into {_WHOSE[t.whose]} graveyard from the battlefield"
    if "other" in t.filters:
        card = "another card"
    else:
        [f] = t.filters
        card = f"a {_COLOR_NAMES[f.removeprefix('color:')]} card"
    return f"Whenever {card} is put into {_WHOSE[t.whose]} graveyard from anywhere"


@renders(ExileThatCard)
def _render_exile_that_card(eff: ExileThatCard, words: Words) -> list[str]:
    return ["exile that card"]
