"""Counting the nontoken creatures put into a player's graveyard from the battlefield this turn:
"When CARDNAME enters the battlefield, create a 2/2 green Bear creature token for each nontoken
creature put into your graveyard from the battlefield this turn." (Caller of the Claw).

The game remembers each such card as it happens (an event hook of ``rules.triggers``, CR 603.2): a
marker ``ContinuousEffect`` of kind :data:`DIED_THIS_TURN` per card, ``power`` its owner — whose
graveyard it went to (CR 404.2; 2003: 217.3) — ending in the cleanup step with the other "this turn"
effects (CR 514.2; 2003: 314.1b). A creature is judged by its types as it last existed on the
battlefield (CR 603.10a; 2003: 410.10); a token is not counted ("nontoken"; it leaves no card, CR
111.8 — 2003: 216.4). Cards go on being counted while the card with the ability is still in a hand
(Caller of the Claw has flash, so it counts what died earlier in the same combat).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import CreateTokens
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: ``ContinuousEffect.kind`` of a nontoken creature card put into a graveyard from the battlefield this turn
DIED_THIS_TURN: Final = "nontoken_creature_died_this_turn"


def note_death(state: GameState, event: Event) -> None:
    """Remember a nontoken creature going from the battlefield to its owner's graveyard."""
    if not isinstance(event, Moved) or event.from_zone != Zone.BATTLEFIELD or event.to != Zone.GRAVEYARD \
            or event.new is None or event.old is None:
        return
    card = state.objects.get(event.new)
    if card is None or card.is_token:
        return
    types = state.last_known_types.get(event.old, card.card.types)
    if "Creature" in types:
        state.effects.append(ContinuousEffect(DIED_THIS_TURN, event.new, state.new_timestamp(), "end_of_turn",
                                              power=event.owner))


def died_this_turn(state: GameState, owner: int) -> int:
    """How many nontoken creatures were put into ``owner``'s graveyard from the battlefield this turn."""
    return sum(1 for e in state.effects if e.kind == DIED_THIS_TURN and e.power == owner)


@dataclass(frozen=True, slots=True)
class CreateTokensPerDeath(CreateTokens):
    """"create a 2/2 green Bear creature token for each nontoken creature put into your graveyard from
    the battlefield this turn": ``count`` is unused; the number is counted on resolution (CR 608.2h)."""


@executes(CreateTokensPerDeath)
def _tokens_per_death(state: GameState, item: StackItem, eff: CreateTokensPerDeath) -> Decision | None:
    n = died_this_turn(state, item.controller)
    if n == 0:
        return None
    plain = CreateTokens(n, eff.name, eff.power, eff.toughness, eff.colors, eff.subtypes, eff.keywords, eff.who)
    return EXECUTORS[CreateTokens](state, item, plain)
