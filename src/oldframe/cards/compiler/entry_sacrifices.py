"""Entering in exchange for a sacrificed land: "If CARDNAME would enter the battlefield, sacrifice a Plains
instead. If you do, put CARDNAME onto the battlefield. If you don't, put it into its owner's graveyard."
(Kjeldoran Outpost; "an untapped Island", Soldevi Excavations). The rules are in
``rules.atoms.entry_sacrifices``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.entry_sacrifices import ENTER_SACRIFICING_LAND
from oldframe.rules.model.cards import StaticAbility


class EntrySacrificeTemplates:
    def es_untapped_yes(self, items: list[Token]) -> str:
        return "untapped"

    def es_untapped_any(self, items: list[Token]) -> str:
        return ""

    def es_enter_sacrificing(self, items: list[str]) -> StaticPiece:
        untapped, land_type = items[-2], items[-1]
        return StaticPiece(StaticAbility(ENTER_SACRIFICING_LAND, text=f"{untapped} {land_type}".strip()))


@renders_static(ENTER_SACRIFICING_LAND)
def _render(st: StaticAbility) -> str:
    article = "an" if st.text[0].lower() in "aeiou" else "a"
    return (f"If CARDNAME would enter the battlefield, sacrifice {article} {st.text} instead. If you do, "
            "put CARDNAME onto the battlefield. If you don't, put it into its owner's graveyard.")
