"""A search of another player's library (the grammar: ``grammar/library_searches.lark``; the rules:
``rules.atoms.library_searches``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.library_searches import SearchLibraryForFlashbackToGraveyard
from oldframe.rules.model.cards import TargetSpec

__all__ = ["LibrarySearchTemplates"]

_PLAYER = TargetSpec(("player",))


class LibrarySearchTemplates:
    """Transformer methods for ``grammar/library_searches.lark``."""

    def ls_search_flashback(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        return Clause((SearchLibraryForFlashbackToGraveyard(THIS_TARGET, n),), (_PLAYER,))


@renders(SearchLibraryForFlashbackToGraveyard)
def _render_search_flashback(eff: SearchLibraryForFlashbackToGraveyard, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or words.specs[int(eff.who[7:])] != _PLAYER or eff.count < 2:
        raise ValueError("target player's library, up to N cards")
    return [f"search target player's library for up to {_COUNT_WORDS[eff.count]} cards with flashback and put them "
            "into that player's graveyard", "then the player shuffles"]
