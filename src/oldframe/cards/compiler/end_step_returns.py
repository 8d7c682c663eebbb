"""Returns at the next cleanup or end step: "Return CARDNAME to its owner's hand at the beginning of the next
cleanup step." (Thawing Glaciers), Shallow Grave's creature exiled at the next end step. The rules are in
``rules.atoms.end_step_returns``; "Exile CARDNAME. Return it … next end step." is flicker.py's."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.end_step_returns import (
    ReturnSelfAtNextCleanup,
    ReturnSelfFromGraveyardAtNextEndStep,
    ReturnTopCreatureHasteUntilEndStep,
)


class EndStepReturnTemplates:
    def esr_return_at_cleanup(self, items: list[Thing]) -> Clause:
        if items[0].ref != "self":
            raise ValueError("only CARDNAME")
        return Clause((ReturnSelfAtNextCleanup(),))

    def esr_top_creature_haste(self, items: list[Token]) -> Clause:
        return Clause((ReturnTopCreatureHasteUntilEndStep(),))

    def esr_return_from_graveyard_later(self, items: list[Token]) -> Clause:
        """Sand Golem: its own card, from the graveyard its trigger works in (discard_triggers.py)."""
        if items[0] != "battlefield" or str(items[1]) != "+1/+1":
            raise ValueError("to the battlefield with a +1/+1 counter")
        return Clause((ReturnSelfFromGraveyardAtNextEndStep(),))

@renders(ReturnSelfAtNextCleanup)
def _render_cleanup(eff: ReturnSelfAtNextCleanup, words: Words) -> list[str]:
    return ["return CARDNAME to its owner's hand at the beginning of the next cleanup step"]


@renders(ReturnSelfFromGraveyardAtNextEndStep)
def _render_from_graveyard_later(eff: ReturnSelfFromGraveyardAtNextEndStep, words: Words) -> list[str]:
    return ["return CARDNAME from your graveyard to the battlefield with a +1/+1 counter on it at the beginning of "
            "the next end step"]


@renders(ReturnTopCreatureHasteUntilEndStep)
def _render_top_creature(eff: ReturnTopCreatureHasteUntilEndStep, words: Words) -> list[str]:
    return ["return the top creature card of your graveyard to the battlefield",
            "that creature gains haste until end of turn", "exile it at the beginning of the next end step"]
