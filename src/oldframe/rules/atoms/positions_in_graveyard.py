"""A card's place in its graveyard: "Activate only during your upkeep and only if three or more creature cards
are above CARDNAME." (Ashen Ghoul) and "At the beginning of your upkeep, if CARDNAME is in your graveyard with
three or more creature cards above it, you may put CARDNAME onto the battlefield." (Nether Shadow).

A graveyard keeps its order (CR 404.1; 2003: 217.3e): a card put there later is above the cards put there
before it (the end of the list is the top). The count is of creature cards above the card itself; the
activation restriction is an ``extensions.ACTIVATION_RESTRICTIONS`` entry, the trigger condition a
``Trigger.filters`` word of a graveyard upkeep trigger (``rules.atoms.graveyard_returns``), checked as it
triggers and as it resolves (CR 603.4)."""

from __future__ import annotations

from typing import Final

from oldframe.rules.model.cards import ActivatedAbility
from oldframe.rules.state import GameState, Obj, Zone

#: "creatures_above:N": N or more creature cards above the card in its graveyard.
CREATURES_ABOVE: Final = "creatures_above"


def creature_cards_above(state: GameState, oid: int) -> int:
    """How many creature cards are above the card in its owner's graveyard (0 if it isn't in one)."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return 0
    graveyard = state.players[obj.owner].graveyard
    return sum(1 for o in graveyard[graveyard.index(oid) + 1:] if "Creature" in state.objects[o].card.types)


def enough_above(state: GameState, oid: int, word: str) -> bool:
    """``word`` is "creatures_above:N"."""
    return creature_cards_above(state, oid) >= int(word.partition(":")[2])


def activation_allows(state: GameState, player: int, obj: Obj, ab: ActivatedAbility) -> bool:
    """``extensions.ACTIVATION_RESTRICTIONS[CREATURES_ABOVE]``: the card is in its owner's graveyard with
    enough creature cards above it (CR 602.5b; 2003: 403.5)."""
    return obj.zone == Zone.GRAVEYARD and obj.owner == player and enough_above(state, obj.oid, ab.restriction)
