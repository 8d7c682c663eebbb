"""Landcycling (CR 702.29e; 2003: 502.18c): "Plainscycling {2}" means "{2}, Discard this card:
Search your library for a Plains card, reveal it, put it into your hand, then shuffle." It is cycling
(abilities that trigger on cycling see it), activated from the hand. The search may fail to find.

Examples: Eternal Dragon, Chartooth Cougar, Noble Templar, Twisted Abomination, Elvish Aberration.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import ActivatedAbility, Cost


class LandcyclingTemplates:
    def landcycling(self, items: list[Token]) -> ActivatedPiece:
        land = str(items[0]).removesuffix("cycling").capitalize()
        mana = ManaCost.parse("".join(str(t).upper() for t in items[1:]))
        search = SearchLibrary("hand", subtypes=(land,))
        return ActivatedPiece((ActivatedAbility(Cost(mana=mana, discard_self=True), (search,), zone="hand",
                                                keyword="cycling", text=f"{land}cycling {mana}"),))
