"""Cards put onto the battlefield for every player at once (the rules: ``rules.atoms.mass_reanimation``):
Twilight's Call, Living Death, Show and Tell, Planar Birth — each one sentence, written back as printed."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.mass_reanimation import (
    EachPlayerMayPutFromHand,
    EachPlayerReturnsCreatures,
    LivingDeath,
    ReturnBasicLandsFromAllGraveyards,
)


class MassReanimationTemplates:
    def mr_each_returns(self, items: list[Token]) -> Clause:
        return Clause((EachPlayerReturnsCreatures(),))

    def mr_living_death(self, items: list[Token]) -> Clause:
        return Clause((LivingDeath(),))

    def mr_show_and_tell(self, items: list[Token]) -> Clause:
        return Clause((EachPlayerMayPutFromHand(),))

    def mr_planar_birth(self, items: list[Token]) -> Clause:
        return Clause((ReturnBasicLandsFromAllGraveyards(),))


@renders(EachPlayerReturnsCreatures)
def _render_returns(eff: EachPlayerReturnsCreatures, words: Words) -> list[str]:
    return ["each player returns all creature cards from their graveyard to the battlefield"]


@renders(LivingDeath)
def _render_living_death(eff: LivingDeath, words: Words) -> list[str]:
    return ["each player exiles all creature cards from their graveyard, then sacrifices all creatures they "
            "control, then puts all cards they exiled this way onto the battlefield"]


@renders(EachPlayerMayPutFromHand)
def _render_show_and_tell(eff: EachPlayerMayPutFromHand, words: Words) -> list[str]:
    return ["each player may put an artifact, creature, enchantment, or land card from their hand onto the "
            "battlefield"]


@renders(ReturnBasicLandsFromAllGraveyards)
def _render_planar_birth(eff: ReturnBasicLandsFromAllGraveyards, words: Words) -> list[str]:
    return ["return all basic land cards from all graveyards to the battlefield tapped under their owners' control"]
