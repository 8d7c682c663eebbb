"""Additional costs sized by X and "You draw X cards and you lose X life." (the grammar:
``grammar/x_costs.lark``; the rules: ``rules.atoms.x_costs``)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause
from oldframe.cards.compiler.effects import X
from oldframe.cards.compiler.pieces import CostKeywordPiece
from oldframe.cards.compiler.render import COLOR_NAMES, Words, render_effect, renders, renders_cost_keyword
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.x_costs import X_COLOR, DamageAndGainCapped, DrawAndLoseLife, SacrificeXCount
from oldframe.rules.costparts import X_CARDS
from oldframe.rules.model.cards import Cost, CostKeyword, DealDamage, Effect

__all__ = ["XCostTemplates"]


class XCostTemplates:
    """Transformer methods for ``grammar/x_costs.lark``."""

    def xc_discard_x(self, items: list[Token]) -> Cost:
        return Cost(discard=X_CARDS)

    def xc_discard_x_random(self, items: list[Token]) -> Cost:
        """"discard X cards at random" (CR 701.8): X announced with the spell (CR 601.2b), the cards chosen
        at random as the cost is paid (CR 601.2h; 2003: 409.1f)."""
        return Cost(discard_random=X_CARDS)

    def xc_pay_x_life(self, items: list[Token]) -> Cost:
        """"pay X life": castable only with an X no larger than its controller's life (CR 119.4)."""
        return Cost(life=X_CARDS)

    def xc_each_sacrifices_x(self, items: list[object]) -> Clause:
        return Clause((SacrificeXCount("each_player", str(items[0])),))

    def xc_exile_x(self, items: list[Token]) -> Cost:
        return Cost(exile_from_graveyard=X_CARDS)

    def xc_exile_x_color(self, items: list[Token]) -> Cost:
        """"Flashback—{1}{U}, Exile X blue cards from your graveyard." (CR 702.34a; 2003: 502.22a): the
        exile is paid like an additional cost, X announced as the spell is cast (CR 601.2b); an activated
        ability never reads it (``ActivatedTemplates.activated`` refuses "X cards" in its cost)."""
        return Cost(exile_from_graveyard=X_CARDS, exile_kind=str(items[0]))

    def xc_spend_only_color(self, items: list[Token]) -> CostKeywordPiece:
        """"Spend only black mana on X." (CR 107.3; the rules: ``x_costs.x_color_cost``)."""
        return CostKeywordPiece(CostKeyword(X_COLOR, condition=COLOR_LETTERS[str(items[0])]))

    def xc_drain_capped(self, items: list[Token]) -> Clause:
        return Clause((_CappedGain(),))

    def xc_draw_lose_x(self, items: list[Token]) -> Clause:
        return Clause((DrawAndLoseLife(X),))


@dataclass(frozen=True, slots=True)
class _CappedGain(Amends):
    """"You gain life equal to the damage dealt, but not more …" after "CARDNAME deals X damage to any
    target.": the damage becomes ``DamageAndGainCapped``."""

    def amend(self, previous: Effect) -> Effect:
        if type(previous) is not DealDamage or previous.to == "controller":
            raise ValueError("a damage sentence before it")
        return DamageAndGainCapped(previous.amount, previous.to)


_CAP = ("you gain life equal to the damage dealt, but not more life than the player's life total before the "
        "damage was dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness")


@renders(DamageAndGainCapped)
def _render_capped(eff: DamageAndGainCapped, words: Words) -> list[str]:
    return [*render_effect(DealDamage(eff.amount, eff.to), words.specs), _CAP]


@renders_cost_keyword(X_COLOR)
def _render_x_color(kw: CostKeyword) -> str:
    if kw.cost != Cost() or kw.life or kw.pitch_color or kw.condition not in COLOR_NAMES:
        raise ValueError("one color")
    return f"Spend only {COLOR_NAMES[kw.condition]} mana on X."


@renders(DrawAndLoseLife)
def _render_draw_lose(eff: DrawAndLoseLife, words: Words) -> list[str]:
    if eff.amount != X:
        raise ValueError("X")
    return ["you draw X cards and you lose X life"]


@renders(SacrificeXCount)
def _render_sacrifice_x(eff: SacrificeXCount, words: Words) -> list[str]:
    if eff.who != "each_player":
        raise ValueError("each player")
    return [f"each player sacrifices X {eff.kind}s"]
