"""A spell's effect replaced with threshold (the grammar: ``grammar/threshold_instead.lark``; the rules:
``rules.atoms.threshold_instead``). The threshold line compiles on its own to a ``ThresholdInstead`` with
no base; ``join_threshold_lines`` (called as a card's lines are assembled) gives it the effect of the
spell line before it."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, cap, render_effect, renders
from oldframe.rules.atoms.threshold_instead import ThresholdInstead
from oldframe.rules.model.cards import AddMana, CreateTokens, Effect

__all__ = ["ThresholdInsteadTemplates", "join_threshold_lines"]

#: Effects that ask no question as they resolve, so one can stand in for the other.
_SIMPLE = (AddMana, CreateTokens)


class ThresholdInsteadTemplates:
    """Transformer methods for ``grammar/threshold_instead.lark``."""

    def ti_threshold_instead(self, items: list[Clause]) -> SpellPiece:
        clause = items[0]
        if len(clause.effects) != 1 or clause.specs or clause.mana_choice or type(clause.effects[0]) not in _SIMPLE:
            raise ValueError("one effect without targets or questions")
        return SpellPiece((ThresholdInstead(None, clause.effects[0]),), ())


def join_threshold_lines(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """A ``ThresholdInstead`` without a base takes the effect just before it, of the same kind."""
    out: list[Effect] = []
    for eff in effects:
        if isinstance(eff, ThresholdInstead) and eff.base is None and out and type(out[-1]) is type(eff.instead):
            out[-1] = replace(eff, base=out[-1])
        else:
            out.append(eff)
    return tuple(out)


@renders(ThresholdInstead)
def _render_threshold_instead(eff: ThresholdInstead, words: Words) -> list[str]:
    base = [] if eff.base is None else render_effect(eff.base, words.specs)
    instead = render_effect(eff.instead, words.specs)
    if len(instead) != 1:
        raise ValueError("one sentence")
    return [*base, f"threshold — {cap(instead[0])} instead if seven or more cards are in your graveyard"]
