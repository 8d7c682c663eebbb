"""Upkeep triggers that help the player who is behind: "At the beginning of each player's upkeep, that
player chooses target player who controls more creatures than they do and is their opponent. The first
player may reveal cards from the top of their library until they reveal a creature card. If the first
player does, that player puts that card onto the battlefield and all other cards revealed this way into
their graveyard." (Oath of Druids) and "… target player whose graveyard has fewer creature cards in it
than their graveyard does and is their opponent. The first player may return a creature card from their
graveyard to their hand." (Oath of Ghouls). The rules — who chooses the target, the target's
requirement, the reveal — are in ``rules.atoms.catch_up``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.catch_up import (
    FEWER_GRAVEYARD_CREATURES,
    MORE_CREATURES,
    ChoosesTargetPlayer,
    MayReturnCreatureCard,
    MayRevealUntilCreature,
)
from oldframe.rules.model.cards import TargetSpec

_REQUIREMENTS = {
    MORE_CREATURES: "who controls more creatures than they do",
    FEWER_GRAVEYARD_CREATURES: "whose graveyard has fewer creature cards in it than their graveyard does",
}


class CatchUpTemplates:
    def cu_more_creatures(self, items: list[Token]) -> str:
        return MORE_CREATURES

    def cu_fewer_graveyard(self, items: list[Token]) -> str:
        return FEWER_GRAVEYARD_CREATURES

    def cu_chooses_target(self, items: list[str]) -> Clause:
        requirement = items[0]
        return Clause((ChoosesTargetPlayer("event_player", requirement),),
                      (TargetSpec(("player",), filters=(requirement,)),))

    def cu_reveal_until_creature(self, items: list[Token]) -> Clause:
        return Clause((MayRevealUntilCreature("event_player"),))

    def cu_may_return(self, items: list[Token]) -> Clause:
        return Clause((MayReturnCreatureCard("event_player"),))


@renders(ChoosesTargetPlayer)
def _render_chooses(eff: ChoosesTargetPlayer, words: Words) -> list[str]:
    if eff.who != "event_player":
        raise ValueError("that player chooses")
    return [f"that player chooses target player {_REQUIREMENTS[eff.requirement]} and is their opponent"]


@renders(MayRevealUntilCreature)
def _render_reveal(eff: MayRevealUntilCreature, words: Words) -> list[str]:
    return ["the first player may reveal cards from the top of their library until they reveal a creature card",
            "if the first player does, that player puts that card onto the battlefield and all other cards "
            "revealed this way into their graveyard"]


@renders(MayReturnCreatureCard)
def _render_return(eff: MayReturnCreatureCard, words: Words) -> list[str]:
    return ["the first player may return a creature card from their graveyard to their hand"]
