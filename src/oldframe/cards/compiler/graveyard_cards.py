"""Graveyard hate and recycling: exile a graveyard or its bottom card, shuffle a graveyard into its
library (the grammar: ``grammar/graveyard_cards.lark``; the rules: ``rules.atoms.graveyard_cards``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.graveyard_cards import (
    ExileGraveyard,
    ExileGraveyardBottom,
    ExileGraveyardEchoes,
    ShuffleGraveyardIntoLibrary,
)
from oldframe.rules.model.cards import Cost, TargetSpec

__all__ = ["GraveyardCardTemplates", "whose"]

_PLAYER = TargetSpec(("player",))
_OPPONENT = TargetSpec(("player",), "opponent")


class GraveyardCardTemplates:
    """Transformer methods for ``grammar/graveyard_cards.lark``."""

    def gy_target_player(self, items: list[Token]) -> TargetSpec:
        return _PLAYER

    def gy_target_opponent(self, items: list[Token]) -> TargetSpec:
        return _OPPONENT

    def gy_exile_self_cost(self, items: list[Token]) -> Cost:
        return Cost(exile_self=True)

    def gy_echoes(self, items: list[TargetSpec]) -> Clause:
        return Clause((ExileGraveyardEchoes(THIS_TARGET),), (items[0],))

    def gy_exile_all(self, items: list[TargetSpec]) -> Clause:
        return Clause((ExileGraveyard(THIS_TARGET),), (items[0],))

    def gy_exile_bottom(self, items: list[TargetSpec]) -> Clause:
        return Clause((ExileGraveyardBottom(THIS_TARGET),), (items[0],))

    def gy_target_shuffles(self, items: list[Token]) -> Clause:
        return Clause((ShuffleGraveyardIntoLibrary(THIS_TARGET),), (_PLAYER,))

    def gy_opponent_shuffles(self, items: list[Token]) -> Clause:
        return Clause((ShuffleGraveyardIntoLibrary(THIS_TARGET),), (_OPPONENT,))

    def gy_you_shuffle(self, items: list[Token]) -> Clause:
        return Clause((ShuffleGraveyardIntoLibrary("controller"),))


def whose(ref: str, words: Words) -> str:
    """The possessive naming a player: "your", "target player's", "target opponent's"."""
    if ref == "controller":
        return "your"
    if not ref.startswith("target:"):
        raise ValueError(f"a player: {ref}")
    spec = words.specs[int(ref[7:])]
    words.seen.add(ref)
    if spec == _PLAYER:
        return "target player's"
    if spec == _OPPONENT:
        return "target opponent's"
    raise ValueError("target player or opponent")


@renders(ExileGraveyard)
def _render_exile_graveyard(eff: ExileGraveyard, words: Words) -> list[str]:
    return [f"exile {whose(eff.who, words)} graveyard"]


@renders(ExileGraveyardBottom)
def _render_exile_bottom(eff: ExileGraveyardBottom, words: Words) -> list[str]:
    return [f"exile the bottom card of {whose(eff.who, words)} graveyard"]


@renders(ShuffleGraveyardIntoLibrary)
def _render_shuffle_graveyard(eff: ShuffleGraveyardIntoLibrary, words: Words) -> list[str]:
    if eff.who == "controller":
        return ["shuffle your graveyard into your library"]
    return [f"{whose(eff.who, words)[:-2]} shuffles their graveyard into their library"]


@renders(ExileGraveyardEchoes)
def _render_echoes(eff: ExileGraveyardEchoes, words: Words) -> list[str]:
    return [f"exile all cards from {whose(eff.who, words)} graveyard other than basic land cards",
            "for each card exiled this way, search that player's library for all cards with the same name as that "
            "card and exile them", "then that player shuffles"]
