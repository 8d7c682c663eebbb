"""Triggered abilities a card has only while it has threshold (the grammar: ``grammar/threshold_grants.lark``;
the rules: ``rules.atoms.threshold_grants``). The quoted ability is compiled as a line of its own (the card's
own name stays CARDNAME: the card grants it to itself) and carries the filter word that makes it count only
while the card has threshold."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import TRIGGERED_LINES, Words, render_triggered, renders
from oldframe.rules.atoms.threshold_grants import THRESHOLD, ReturnDiedSelf
from oldframe.rules.model.cards import TriggeredAbility

__all__ = ["ThresholdGrantTemplates", "render_threshold_grant"]

_HEAD = "Threshold — As long as seven or more cards are in your graveyard, CARDNAME has "


class ThresholdGrantTemplates:
    """Transformer methods for ``grammar/threshold_grants.lark``."""

    def tg_threshold_trigger(self, items: list[Token]) -> TriggeredPiece:
        from oldframe.cards.compiler import pool_subtypes
        from oldframe.cards.compiler.build import parse_line

        piece = parse_line(str(items[0])[1:-1], pool_subtypes())
        if not isinstance(piece, TriggeredPiece) or piece.also or piece.ability.trigger.filters \
                or piece.ability.trigger.condition:
            raise ValueError("one plain triggered ability in the quotes")
        ab = piece.ability
        return TriggeredPiece(replace(ab, trigger=replace(ab.trigger, filters=(THRESHOLD,))))

    def tg_return_died_self(self, items: list[Thing]) -> Clause:
        """Read through the shared ``thing`` (a literal "cardname" would take "return CARDNAME to its
        owner's hand" from the bounce template): only the card itself."""
        if items[0] != Thing("self"):
            raise ValueError("only the card itself returns this way")
        return Clause((ReturnDiedSelf(),))


def render_threshold_grant(ab: TriggeredAbility) -> str | None:
    """The line of a triggered ability granted while the card has threshold (None for any other)."""
    if ab.trigger.filters != (THRESHOLD,):
        return None
    inner = render_triggered(replace(ab, trigger=replace(ab.trigger, filters=())))
    return f'{_HEAD}"{inner}"'


TRIGGERED_LINES.append(render_threshold_grant)


@renders(ReturnDiedSelf)
def _render_return(eff: ReturnDiedSelf, words: Words) -> list[str]:
    return ["return CARDNAME to the battlefield under your control"]

