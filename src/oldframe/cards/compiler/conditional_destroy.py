"""Destroy a target only if it meets a condition on resolution (Soul Rend, Ghastly Demise; CR 608.2h), and
"A creature destroyed this way can't be regenerated." after it (CR 701.15c). The grammar:
``grammar/conditional_destroy.lark``; the rules: ``rules.atoms.conditional_destroy``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.render import COLOR_NAMES, Words, renders
from oldframe.rules.atoms.conditional_destroy import SHARES_MOST_COMMON_COLOR, TOUGHNESS_LE_GRAVEYARD, DestroyIf
from oldframe.rules.atoms.spell_lines import IfItsColor
from oldframe.rules.model.cards import Effect

__all__ = ["ConditionalDestroyTemplates"]


@dataclass(frozen=True, slots=True)
class NoRegenThisWay(Amends):
    """"A creature destroyed this way can't be regenerated." after a conditional destruction."""

    def amend(self, last: Effect) -> Effect:
        if isinstance(last, IfItsColor) and last.action == "destroy":  # "Destroy target creature if it's white."
            last = DestroyIf(last.what, "color:" + last.color)
        if not isinstance(last, DestroyIf) or last.no_regen:
            raise ValueError("'destroyed this way' after a conditional destruction")
        return replace(last, no_regen=True)


class ConditionalDestroyTemplates:
    """Transformer methods for ``grammar/conditional_destroy.lark``."""

    def _destroy_if(self, thing: object, condition: str) -> Clause:
        assert isinstance(thing, Thing)
        if thing.spec is None or thing.spec.kinds != ("creature",):
            raise ValueError("a target creature")
        return Clause((DestroyIf(thing.ref, condition),), (thing.spec,))

    def cd_destroy_if_toughness(self, items: list[object]) -> Clause:
        return self._destroy_if(items[0], TOUGHNESS_LE_GRAVEYARD)

    def cd_destroy_if_most_common(self, items: list[object]) -> Clause:
        return self._destroy_if(items[0], SHARES_MOST_COMMON_COLOR)

    def cd_no_regen_this_way(self, items: list[Token]) -> Clause:
        return Clause((NoRegenThisWay(),))


@renders(DestroyIf)
def _render(eff: DestroyIf, words: Words) -> list[str]:
    what = words.thing(eff.what)
    kind, _, arg = eff.condition.partition(":")
    if kind == "color":
        cond = f"it's {COLOR_NAMES[arg]}"
    elif eff.condition == SHARES_MOST_COMMON_COLOR:
        cond = "it shares a color with the most common color among all permanents or a color tied for most common"
    elif eff.condition == TOUGHNESS_LE_GRAVEYARD:
        cond = "its toughness is less than or equal to the number of cards in your graveyard"
    else:
        raise ValueError(eff.condition)
    if eff.no_regen:
        return [f"destroy {what} if {cond}", "a creature destroyed this way can't be regenerated"]
    return [f"destroy {what} if {cond}"]
