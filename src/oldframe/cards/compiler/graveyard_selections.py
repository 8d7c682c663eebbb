"""Cards moved out of graveyards by type or position (the grammar: ``grammar/graveyard_selections.lark``; the
rules: ``rules.atoms.graveyard_selections``): "Shuffle all creature cards from target player's graveyard into
that player's library." (Repopulate), "Exile all creature cards from all graveyards. You gain 1 life for each
card exiled this way." (Honor the Fallen), "Put the top card of your graveyard on the bottom of your
library." (Soldevi Digger), "Return two target cards from your graveyard to your hand." (Restock)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.graveyard_selections import (
    ExileTypeFromAllGraveyards,
    PutTopOfGraveyardOnBottom,
    ReturnTargetCardsToHand,
    ShuffleTypeIntoLibrary,
)
from oldframe.rules.model.cards import TargetSpec

__all__ = ["GraveyardSelectionTemplates"]

_PLAYERS = {"target_player": TargetSpec(("player",)), "target_opponent": TargetSpec(("player",), "opponent")}
_ANY_CARD = TargetSpec((CARD_IN_YOUR_GRAVEYARD,))


class GraveyardSelectionTemplates:
    """Transformer methods for ``grammar/graveyard_selections.lark``."""

    def gs_shuffle_type(self, items: list[object]) -> Clause:
        card_type, whose = items
        if not isinstance(card_type, str) or not isinstance(whose, TargetSpec):
            raise ValueError("a card type and a target player")
        return Clause((ShuffleTypeIntoLibrary(THIS_TARGET, card_type),), (whose,))

    def gs_exile_type_gain(self, items: list[object]) -> Clause:
        card_type, life = items
        return Clause((ExileTypeFromAllGraveyards(str(card_type), int(str(life))),))

    def gs_top_to_bottom(self, items: list[Token]) -> Clause:
        return Clause((PutTopOfGraveyardOnBottom(),))

    def gs_return_cards(self, items: list[Token]) -> Clause:
        n = 2  # the literal "two" (spells.lark's "return two target …" owns the word)
        return Clause((ReturnTargetCardsToHand(THIS_TARGET, n),), tuple(_ANY_CARD for _ in range(n)))


def _whose(spec: TargetSpec) -> str:
    if spec == _PLAYERS["target_player"]:
        return "target player's"
    if spec == _PLAYERS["target_opponent"]:
        return "target opponent's"
    raise ValueError("target player or opponent")


@renders(ShuffleTypeIntoLibrary)
def _render_shuffle(eff: ShuffleTypeIntoLibrary, words: Words) -> list[str]:
    spec = words.specs[int(eff.who.removeprefix("target:"))]
    return [f"shuffle all {eff.card_type.lower()} cards from {_whose(spec)} graveyard into that player's library"]


@renders(ExileTypeFromAllGraveyards)
def _render_exile(eff: ExileTypeFromAllGraveyards, words: Words) -> list[str]:
    if not eff.life_each:
        raise ValueError("with the life")
    return [f"exile all {eff.card_type.lower()} cards from all graveyards",
            f"you gain {eff.life_each} life for each card exiled this way"]


@renders(PutTopOfGraveyardOnBottom)
def _render_top_to_bottom(eff: PutTopOfGraveyardOnBottom, words: Words) -> list[str]:
    return ["put the top card of your graveyard on the bottom of your library"]


@renders(ReturnTargetCardsToHand)
def _render_return(eff: ReturnTargetCardsToHand, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    if eff.count < 2 or tuple(words.specs[start:start + eff.count]) != tuple(_ANY_CARD for _ in range(eff.count)):
        raise ValueError("N target cards from your graveyard")
    return [f"return {_COUNT_WORDS[eff.count]} target cards from your graveyard to your hand"]
