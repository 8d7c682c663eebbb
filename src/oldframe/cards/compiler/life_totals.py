"""A life total that becomes a number (Blessed Wind, Biorhythm; CR 118.5). The grammar:
``grammar/life_totals.lark``; the rules: ``rules.atoms.life_totals``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import PLAYER
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.life_totals import CREATURES_THEY_CONTROL, SetLifeTotal

__all__ = ["LifeTotalTemplates"]


class LifeTotalTemplates:
    """Transformer methods for ``grammar/life_totals.lark``."""

    def lt_target_becomes(self, items: list[Token]) -> Clause:
        return Clause((SetLifeTotal(THIS_TARGET, int(str(items[0]))),), (PLAYER,))

    def lt_each_becomes(self, items: list[Token]) -> Clause:
        return Clause((SetLifeTotal("each_player", int(str(items[0]))),))

    def lt_each_creatures(self, items: list[Token]) -> Clause:
        return Clause((SetLifeTotal("each_player", CREATURES_THEY_CONTROL),))


@renders(SetLifeTotal)
def _render(eff: SetLifeTotal, words: Words) -> list[str]:
    amount = "the number of creatures they control" if eff.amount == CREATURES_THEY_CONTROL else str(eff.amount)
    if eff.who == "each_player":
        return [f"each player's life total becomes {amount}"]
    if eff.who.startswith("target:") and eff.amount != CREATURES_THEY_CONTROL \
            and words.specs[int(eff.who[7:])].kinds == ("player",):
        return [f"target player's life total becomes {amount}"]
    raise ValueError(f"no rendering for {eff!r}")
