"""A permanent that leaves until the next end step: "Exile CARDNAME. Return it to the battlefield under its
owner's control at the beginning of the next end step." (Anurid Brushhopper). The rules are in
``rules.atoms.end_step_returns``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.end_step_returns import ExileSelfUntilNextEndStep


class EndStepReturnTemplates:
    def esr_exile_until_end_step(self, items: list[Token]) -> Clause:
        return Clause((ExileSelfUntilNextEndStep(),))


@renders(ExileSelfUntilNextEndStep)
def _render(eff: ExileSelfUntilNextEndStep, words: Words) -> list[str]:
    return ["exile CARDNAME",
            "return it to the battlefield under its owner's control at the beginning of the next end step"]
