"""Searching another player's library (the rules: ``rules.atoms.their_library``): "Search target
opponent's library for a creature card and put that card onto the battlefield under your control. Then
that player shuffles." (Bribery), "Search target player's library for three cards and exile them. Then
that player shuffles." (Jester's Cap), "Search target player's library for a card and exile it. Then that
player shuffles." (Extract), "… search that player's library for a card and exile it, then the player
shuffles." (Rootwater Thief: the player its trigger event names)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS, PLAYER
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.their_library import SearchTheirLibrary
from oldframe.rules.model.cards import TargetSpec

OPPONENT = TargetSpec(("player",), "opponent")


class TheirLibraryTemplates:
    def tl_bribery(self, items: list[Token]) -> Clause:
        return Clause((SearchTheirLibrary(THIS_TARGET, 1, "battlefield", "creature"),), (OPPONENT,))

    def tl_exile_n(self, items: list[Token]) -> Clause:
        return Clause((SearchTheirLibrary(THIS_TARGET, NUMBER_WORDS[str(items[0])], "exile"),), (PLAYER,))

    def tl_exile_one(self, items: list[Token]) -> Clause:
        return Clause((SearchTheirLibrary(THIS_TARGET, 1, "exile"),), (PLAYER,))

    def tl_exile_event_player(self, items: list[Token]) -> Clause:
        return Clause((SearchTheirLibrary("event_player", 1, "exile"),))


@renders(SearchTheirLibrary)
def _render(eff: SearchTheirLibrary, words: Words) -> list[str]:
    if eff.whose == "event_player":
        if eff.to == "exile" and not eff.kind and eff.count == 1:
            return ["search that player's library for a card and exile it, then the player shuffles"]
        raise ValueError(f"no rendering for {eff!r}")
    spec = words.specs[int(eff.whose[7:])]
    if eff.to == "battlefield" and eff.kind == "creature" and eff.count == 1 and spec == OPPONENT:
        return ["search target opponent's library for a creature card and put that card onto the battlefield "
                "under your control", "then that player shuffles"]
    if eff.to == "exile" and not eff.kind and eff.count > 1 and spec == PLAYER:
        return [f"search target player's library for {_COUNT_WORDS[eff.count]} cards and exile them",
                "then that player shuffles"]
    if eff.to == "exile" and not eff.kind and eff.count == 1 and spec == PLAYER:
        return ["search target player's library for a card and exile it", "then that player shuffles"]
    raise ValueError(f"no rendering for {eff!r}")
