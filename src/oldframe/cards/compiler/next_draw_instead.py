"""A draw replaced once by something else: "The next time you would draw a card this turn, you gain 5 life
instead." (Words of Worship), "… create a 2/2 green Bear creature token instead." (Words of Wilding). The
instruction in the middle is any shared clause that needs no choice or target (life gained, tokens
created); the rules are in ``rules.atoms.next_draw_instead``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.next_draw_instead import NextDrawInstead
from oldframe.rules.model.cards import CreateTokens, GainLife


class NextDrawInsteadTemplates:
    """Transformer methods of ``grammar/next_draw_instead.lark``."""

    def nd_next_draw_instead(self, items: list[object]) -> Clause:
        inner = items[-1]
        if not isinstance(inner, Clause) or inner.specs or len(inner.effects) != 1:
            raise ValueError("one instruction with no target")
        eff = inner.effects[0]
        if not (type(eff) is CreateTokens and eff.who == "controller") \
                and not (type(eff) is GainLife and eff.who == "controller"):
            raise ValueError("an instruction that needs no choice: life gained or tokens created")
        return Clause((NextDrawInstead((eff,)),))


@renders(NextDrawInstead)
def _render(eff: NextDrawInstead, words: Words) -> list[str]:
    inner = render_effect(eff.instead[0], words.specs, words.self_word)
    if len(eff.instead) != 1 or len(inner) != 1:
        raise ValueError("one instruction")
    return [f"the next time you would draw a card this turn, {inner[0]} instead"]
