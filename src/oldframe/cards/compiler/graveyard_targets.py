"""Up to N target cards in graveyards (the grammar: ``grammar/graveyard_targets.lark``; the rules:
``rules.atoms.graveyard_targets``): N optional card targets, their number announced with them
(CR 601.2c; 2003: 409.1c), and the trigger of a card put into a graveyard from a library."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.filters import CARD_IN_A_GRAVEYARD, CARD_IN_YOUR_GRAVEYARD
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders, renders_trigger
from oldframe.rules.atoms.graveyard_targets import (
    OWNED_BY_FIRST_TARGET,
    PUT_INTO_GRAVEYARD_FROM_LIBRARY,
    SAME_OWNER,
    ExileTargetCards,
    PutOnBottomOfLibrary,
    ShuffleTargetCardsIntoLibrary,
)
from oldframe.rules.model.cards import TargetSpec, Trigger

__all__ = ["GraveyardTargetTemplates"]

_PLAYER = TargetSpec(("player",))


def _up_to(n: int, relation: str) -> tuple[TargetSpec, ...]:
    return tuple(TargetSpec((CARD_IN_A_GRAVEYARD,), optional=True, relation=relation) for _ in range(n))


class GraveyardTargetTemplates:
    """Transformer methods for ``grammar/graveyard_targets.lark``."""

    def gt_shuffle_cards(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        relation = OWNED_BY_FIRST_TARGET
        return Clause((ShuffleTargetCardsIntoLibrary(THIS_TARGET, n),), (_PLAYER, *_up_to(n, relation)))

    def gt_exile_cards(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        return Clause((ExileTargetCards(THIS_TARGET, n),), _up_to(n, SAME_OWNER))

    def gt_put_on_bottom(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != (CARD_IN_YOUR_GRAVEYARD,):
            raise ValueError("a card from your graveyard goes on the bottom of your library")
        return Clause((PutOnBottomOfLibrary(thing.ref),), (thing.spec,))

    def gt_milled(self, items: list[Token]) -> Trigger:
        return Trigger(PUT_INTO_GRAVEYARD_FROM_LIBRARY)


def _check_cards(words: Words, start: int, count: int, relation: str) -> None:
    """The ``count`` targets from ``start`` on are this template's optional card targets."""
    specs = words.specs[start:start + count]
    if len(specs) != count or specs != _up_to(count, relation) or len(words.specs) < start + count:
        raise ValueError("up to N target cards")


def _index(ref: str) -> int:
    if not ref.startswith("target:"):
        raise ValueError("a target")
    return int(ref[7:])


@renders(ShuffleTargetCardsIntoLibrary)
def _render_shuffle_cards(eff: ShuffleTargetCardsIntoLibrary, words: Words) -> list[str]:
    i = _index(eff.who)
    if i != 0 or words.specs[i] != _PLAYER:  # "their graveyard": the relation names target 0
        raise ValueError("target player first")
    _check_cards(words, 1, eff.count, OWNED_BY_FIRST_TARGET)
    return [f"target player shuffles up to {_COUNT_WORDS[eff.count]} target cards from their graveyard into their "
            "library"]


@renders(ExileTargetCards)
def _render_exile_cards(eff: ExileTargetCards, words: Words) -> list[str]:
    _check_cards(words, _index(eff.first), eff.count, SAME_OWNER)
    return [f"exile up to {_COUNT_WORDS[eff.count]} target cards from a single graveyard"]


@renders_trigger(PUT_INTO_GRAVEYARD_FROM_LIBRARY)
def _render_milled(trigger: Trigger) -> str:
    if trigger != Trigger(PUT_INTO_GRAVEYARD_FROM_LIBRARY):
        raise ValueError("no conditions")
    return "When CARDNAME is put into your graveyard from your library"


@renders(PutOnBottomOfLibrary)
def _render_put_on_bottom(eff: PutOnBottomOfLibrary, words: Words) -> list[str]:
    return [f"put {words.thing(eff.what)} on the bottom of your library"]
