"""Revealing until a card of a kind turns up: "Reveal cards from the top of your library until you reveal
a basic land card. Put that card into your hand and all other cards revealed this way into your
graveyard." (Hermit Druid), "… until you reveal a white card. Put that card into your hand and exile all
other cards revealed this way." (Sacred Guide).

Cards are revealed one at a time from the top (CR 701.16a; 2003: glossary "Reveal"); if no card of the
kind is found, every card of the library is revealed and goes where "the other cards" go. There is no
choice to make."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import CardDef, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class RevealUntil(Effect):
    """``quality``: "basic_land" or "color:<letter>"; the card found goes to the hand, the others ``rest``
    ("graveyard" or "exile")."""

    quality: str
    rest: str


def _is_wanted(card: CardDef, quality: str) -> bool:
    if quality == "basic_land":
        return "Land" in card.types and "Basic" in card.supertypes
    kind, _, arg = quality.partition(":")
    return kind == "color" and arg in card.colors


@executes(RevealUntil)
def _reveal_until(state: GameState, item: StackItem, eff: RevealUntil) -> Decision | None:
    p = item.controller
    revealed: list[int] = []
    found = None
    for oid in reversed(list(state.library(p))):  # from the top (the list's end) down
        card = state.objects[oid].card
        revealed.append(oid)
        zones.emit(state, Revealed(p, oid, card.name))
        if _is_wanted(card, eff.quality):
            found = oid
            break
    if found is not None:
        zones.move(state, found, Zone.HAND)
    for oid in revealed:
        if oid != found:
            zones.move(state, oid, Zone.GRAVEYARD if eff.rest == "graveyard" else Zone.EXILE)
    return None
