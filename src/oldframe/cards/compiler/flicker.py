"""A permanent exiled and returned at the beginning of the next end step (the grammar:
``grammar/flicker.lark``): "Exile CARDNAME. Return it to the battlefield under its owner's control at the
beginning of the next end step." — the second sentence amends the first ("Exile CARDNAME.", an
``ExileSelfMarker``) into ``RemoveFromGameReturnAtEndOfTurn``: exiled at once, returned by a delayed
triggered ability (CR 603.7; 2003: 404.4) as a new object (CR 400.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.compiler.common import Amends, Clause, ExileSelfMarker, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.model.cards import Effect, ExileSelf, RemoveFromGameReturnAtEndOfTurn

__all__ = ["FlickerTemplates"]


@dataclass(frozen=True, slots=True)
class _ReturnAtNextEndStep(Amends):
    def amend(self, previous: Effect) -> Effect:
        if not isinstance(previous, ExileSelfMarker):
            raise ValueError("'Exile CARDNAME.' before it")
        return RemoveFromGameReturnAtEndOfTurn("self")


class FlickerTemplates:
    """Transformer methods for ``grammar/flicker.lark``."""

    def fl_return_next_end_step(self, items: list[Thing]) -> Clause:
        if items[0].ref not in ("self", "it:?"):
            raise ValueError("it: the card exiled")
        return Clause((_ReturnAtNextEndStep(),))


@renders(RemoveFromGameReturnAtEndOfTurn)
def _render_flicker(eff: RemoveFromGameReturnAtEndOfTurn, words: Words) -> list[str]:
    if eff.what != "self":
        raise ValueError("CARDNAME")
    return ["exile CARDNAME", "return it to the battlefield under its owner's control at the beginning of the next "
            "end step"]


@renders(ExileSelf)
def _render_exile_self(eff: ExileSelf, words: Words) -> list[str]:
    """A spell's last sentence "Exile CARDNAME." (it goes to exile, not the graveyard; CR 608.2n)."""
    return ["exile CARDNAME"]
