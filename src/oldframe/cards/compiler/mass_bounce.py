"""Returning many permanents at once (the rules: ``rules.atoms.mass_bounce``, ``spell_permanents.ReturnAll``):
"Return all permanents to their owners' hands." (Upheaval), "Return all permanents of the color of your
choice to their owners' hands." (Wash Out), "Return all artifacts target player owns to their hand."
(Hurkyl's Recall)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import PLAYER
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.mass_bounce import ReturnAllOfChosenColor, ReturnAllOwned
from oldframe.rules.atoms.spell_permanents import ReturnAll
from oldframe.rules.model.words import plural_of


class MassBounceTemplates:
    def mb_all_permanents(self, items: list[Token]) -> Clause:
        return Clause((ReturnAll("permanent"),))

    def mb_chosen_color(self, items: list[Token]) -> Clause:
        return Clause((ReturnAllOfChosenColor(),))

    def mb_owned(self, items: list[tuple[str, str]]) -> Clause:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((ReturnAllOwned(kind, THIS_TARGET),), (PLAYER,))


@renders(ReturnAllOfChosenColor)
def _render_chosen(eff: ReturnAllOfChosenColor, words: Words) -> list[str]:
    return ["return all permanents of the color of your choice to their owners' hands"]


@renders(ReturnAllOwned)
def _render_owned(eff: ReturnAllOwned, words: Words) -> list[str]:
    return [f"return all {plural_of(eff.kind)} {words.thing(eff.owner)} owns to their hand"]
