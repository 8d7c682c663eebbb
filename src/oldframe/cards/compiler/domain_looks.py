"""Domain looks: "Domain — Look at the top X cards of your library, where X is the number of basic land types
among lands you control. Put one of those cards into your hand and the rest on the bottom of your library in
any order." (Worldly Counsel), a "Domain — …" line beside the ones of ``mechanics``. The rules
are in ``rules.atoms.domain_looks``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.domain_looks import DomainLookPickOne


class DomainLookTemplates:
    """Transformer methods of ``grammar/domain_looks.lark``."""

    def dl_domain_look(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((DomainLookPickOne(),), ())


@renders(DomainLookPickOne)
def _render(eff: DomainLookPickOne, words: Words) -> list[str]:
    """The whole "Domain — …" line (the effect exists only there)."""
    return ["domain — Look at the top X cards of your library, where X is the number of basic land types among "
            "lands you control", "put one of those cards into your hand and the rest on the bottom of your library "
            "in any order"]
