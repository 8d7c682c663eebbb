""""Artifacts and lands enter the battlefield tapped." (Root Maze), "Artifacts, creatures, and lands your
opponents control enter the battlefield tapped." (Kismet): a static ability whose replacement effect taps
permanents of those types as they enter (CR 614.1c). The rules are ``rules.atoms.entering_tapped``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.entering_tapped import ENTER_TAPPED
from oldframe.rules.model.cards import StaticAbility

_OPPONENTS = "opponents"


class EnteringTappedTemplates:
    """Transformer methods of ``grammar/entering_tapped.lark``."""

    def et_whose(self, items: list[Token]) -> str:
        return _OPPONENTS

    def et_two(self, items: list[object]) -> StaticPiece:
        return _static(items)

    def et_three(self, items: list[object]) -> StaticPiece:
        first, *rest = items
        return _static([first, Token("CREATURES", "creatures"), *rest])


def _static(items: list[object]) -> StaticPiece:
    types = [str(i).removesuffix("s") for i in items if isinstance(i, Token)]
    if len(set(types)) != len(types):
        raise ValueError("a card type named twice")
    whose = _OPPONENTS if _OPPONENTS in items else "all"
    return StaticPiece(StaticAbility(ENTER_TAPPED, text=f"{whose}:{','.join(types)}"))


@renders_static(ENTER_TAPPED)
def _render(st: StaticAbility) -> str:
    whose, _, types = st.text.partition(":")
    words = [t + "s" for t in types.split(",")]
    listed = " and ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", and " + words[-1]
    control = " your opponents control" if whose == _OPPONENTS else ""
    return f"{listed[0].upper()}{listed[1:]}{control} enter the battlefield tapped."
