"""Creature cards put onto the battlefield from a graveyard, and life lost for them (the grammar:
``grammar/reanimation_life.lark``; the rules: ``rules.atoms.graveyard_returns`` and
``rules.atoms.reanimation_life``): "Put target creature card from a graveyard onto the battlefield under your
control." (Hymn of Rebirth); "You lose life equal to its mana value." amends the sentence before it
(Reanimate; Death's "Return target creature card from your graveyard to the battlefield.")."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.filters import GRAVEYARD_KINDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.graveyard_returns import ReanimateUnderYourControl
from oldframe.rules.atoms.reanimation_life import ReturnAndLoseLifeMV, YourLandsBecomeCreatures
from oldframe.rules.model.cards import Effect, ReturnFromGraveyardToPlay

__all__ = ["ReanimationLifeTemplates"]


@dataclass(frozen=True, slots=True)
class LoseLifeForManaValue(Amends):
    """"You lose life equal to its mana value.": the card just put onto the battlefield (CR 608.2h)."""

    def amend(self, last: Effect) -> Effect:
        if isinstance(last, ReanimateUnderYourControl) and not last.lose_life_mv:
            return ReanimateUnderYourControl(last.what, lose_life_mv=True)
        if isinstance(last, ReturnFromGraveyardToPlay):
            return ReturnAndLoseLifeMV(last.what)
        raise ValueError("'its mana value' names no card just put onto the battlefield")


class ReanimationLifeTemplates:
    """Transformer methods for ``grammar/reanimation_life.lark``."""

    def rl_put_under_your_control(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds[0] not in GRAVEYARD_KINDS or len(thing.spec.kinds) != 1 \
                or thing.spec.filters != ("type:creature",):
            raise ValueError("target creature card from a graveyard")
        return Clause((ReanimateUnderYourControl(thing.ref),), (thing.spec,))

    def rl_lose_life_mv(self, items: list[Token]) -> Clause:
        return Clause((LoseLifeForManaValue(),))

    def rl_lands_become_creatures(self, items: list[Token]) -> Clause:
        p, t = (int(n) for n in str(items[0]).split("/"))
        return Clause((YourLandsBecomeCreatures(p, t),))


@renders(ReturnAndLoseLifeMV)
def _render(eff: ReturnAndLoseLifeMV, words: Words) -> list[str]:
    return [f"return {words.thing(eff.what)} to the battlefield", "you lose life equal to its mana value"]


@renders(YourLandsBecomeCreatures)
def _render_lands(eff: YourLandsBecomeCreatures, words: Words) -> list[str]:
    return [f"all lands you control become {eff.power}/{eff.toughness} creatures until end of turn",
            "they're still lands"]
