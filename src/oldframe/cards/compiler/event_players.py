"""What the player a trigger event names does: "that player draws a card" (Horn of Greed), "that
creature's controller may draw a card" (Fecundity), "each player discards their hand" (Mindslicer). The
rules are in ``rules.atoms.event_players``."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.event_players import EachDiscardsHand, EventPlayerDraws
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

#: Trigger events whose "player" is the controller of the creature they name.
_CREATURE_CONTROLLER_EVENTS = frozenset({TriggerEvent.CREATURE_DIES, TriggerEvent.CREATURE_ENTERS})


class EventPlayerTemplates:
    """Transformer methods of ``grammar/event_players.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def ep_that_player_draws(self, items: list[Token]) -> Clause:
        return Clause((EventPlayerDraws(1),))

    def ep_each_discards_hand(self, items: list[Token]) -> Clause:
        return Clause((EachDiscardsHand(),))

    def ep_creature_controller_may_draw(self, items: list[object]) -> TriggeredPiece:
        trig = items[0]
        if not isinstance(trig, Trigger) or trig.event not in _CREATURE_CONTROLLER_EVENTS:
            raise ValueError("'that creature' must be the creature the trigger event names")
        return self.triggered([trig, Clause((EventPlayerDraws(1, optional=True),))])


@renders(EventPlayerDraws)
def _render_draws(eff: EventPlayerDraws, words: Words) -> list[str]:
    if eff.count != 1:
        raise ValueError("one card")
    return ["that creature's controller may draw a card" if eff.optional else "that player draws a card"]


@renders(EachDiscardsHand)
def _render_discards(eff: EachDiscardsHand, words: Words) -> list[str]:
    return ["each player discards their hand"]
