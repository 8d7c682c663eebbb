"""Cards exiled with CARDNAME, returned as it leaves (CR 607.2a): "When CARDNAME leaves the battlefield,
each player returns to the battlefield all cards they own exiled with CARDNAME." (Parallax Wave,
Parallax Tide — whose "Remove a fade counter from CARDNAME: Exile target creature." compiles as an
ordinary activated ability). The link and its rules are in ``rules.atoms.exiled_with``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.exiled_with import EachPlayerReturnsExiledWith


class ExiledWithTemplates:
    """Transformer methods of ``grammar/exiled_with.lark``."""

    def each_returns_exiled_with(self, items: list[object]) -> Clause:
        return Clause((EachPlayerReturnsExiledWith(),))


@renders(EachPlayerReturnsExiledWith)
def _render_each_returns(eff: EachPlayerReturnsExiledWith, words: Words) -> list[str]:
    return ["each player returns to the battlefield all cards they own exiled with CARDNAME"]
