"""Mana of a type other lands could produce (the grammar: ``grammar/mana_types.lark``; the rules:
``rules.atoms.mana_types``): Reflecting Pool, Fellwar Stone. One mana ability per type, each restricted
to the types those lands could produce (CR 106.7, 605.1a)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.mana import FIVE_COLORS
from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.cards.compiler.render import render_cost, renders_activated
from oldframe.rules.atoms.mana_types import COULD_PRODUCE, restriction
from oldframe.rules.mana import Mana, parse_mana
from oldframe.rules.model.cards import ActivatedAbility, AddMana, Cost

__all__ = ["ManaTypeTemplates"]

#: "Any type": the five colors and colorless (CR 106.1).
SIX_TYPES = (*FIVE_COLORS, parse_mana("{C}"))
_WHOSE_WORDS = {"you": "you control", "opponent": "an opponent controls"}


class ManaTypeTemplates:
    """Transformer methods for ``grammar/mana_types.lark``."""

    def mt_you(self, items: list[Token]) -> str:
        return "you"

    def mt_opponent(self, items: list[Token]) -> str:
        return "opponent"

    def mt_could_produce_type(self, items: list[object]) -> ActivatedPiece:
        return self._could_produce(items, SIX_TYPES)

    def mt_could_produce_color(self, items: list[object]) -> ActivatedPiece:
        return self._could_produce(items, FIVE_COLORS)

    @staticmethod
    def _could_produce(items: list[object], types: tuple[Mana, ...]) -> ActivatedPiece:
        cost, whose = items
        assert isinstance(cost, Cost)
        if cost != Cost(tap=True):
            raise ValueError("a mana ability costing only {T}")
        limit = restriction(str(whose))
        return ActivatedPiece(tuple(ActivatedAbility(cost, (AddMana(m),), is_mana=True, restriction=limit)
                                    for m in types))


@renders_activated(COULD_PRODUCE)
def _render_could_produce(group: tuple[ActivatedAbility, ...]) -> str:
    first = group[0]
    whose = first.restriction.partition(":")[2]
    options = tuple(a.effects[0].mana for a in group if isinstance(a.effects[0], AddMana))
    if any(len(a.effects) != 1 or a.restriction != first.restriction or a.cost != first.cost for a in group) \
            or whose not in _WHOSE_WORDS or options not in (SIX_TYPES, FIVE_COLORS):
        raise ValueError("one mana ability per type")
    kind = "type" if options == SIX_TYPES else "color"
    return f"{render_cost(first.cost)}: Add one mana of any {kind} that a land {_WHOSE_WORDS[whose]} could produce."
