"""The top card of a library, played with revealed and played from: "Play with the top card of your
library revealed." (Future Sight, Goblin Spy), "Players play with the top card of their libraries
revealed." (Field of Dreams), "You may play lands and cast spells from the top of your library." (Future
Sight), "Shuffle your library, then reveal the top card. Until end of turn, for as long as that card
remains on top of your library, play with the top card of your library revealed and you may play that
card without paying its mana cost." (Temporal Aperture). The rules are in ``rules.atoms.library_top``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, renders, renders_static
from oldframe.rules.atoms.library_top import (
    EVERY_TOP_REVEALED,
    PLAY_FROM_TOP,
    TOP_REVEALED,
    ShuffleRevealTopPlayFree,
)
from oldframe.rules.model.cards import StaticAbility

_LINES = {
    TOP_REVEALED: "Play with the top card of your library revealed.",
    EVERY_TOP_REVEALED: "Players play with the top card of their libraries revealed.",
    PLAY_FROM_TOP: "You may play lands and cast spells from the top of your library.",
}


class LibraryTopTemplates:
    """Transformer methods of ``grammar/library_top.lark``."""

    def lt_top_revealed(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(TOP_REVEALED))

    def lt_every_top_revealed(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(EVERY_TOP_REVEALED))

    def lt_play_from_top(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PLAY_FROM_TOP))

    def lt_shuffle_reveal_free(self, items: list[Token]) -> Clause:
        return Clause((ShuffleRevealTopPlayFree(),))


def _render_static(st: StaticAbility) -> str:
    return _LINES[st.kind]


for _kind in _LINES:
    renders_static(_kind)(_render_static)


@renders(ShuffleRevealTopPlayFree)
def _render(eff: ShuffleRevealTopPlayFree, words: Words) -> list[str]:
    return ["shuffle your library, then reveal the top card", "until end of turn, for as long as that card remains "
            "on top of your library, play with the top card of your library revealed and you may play that card "
            "without paying its mana cost"]
