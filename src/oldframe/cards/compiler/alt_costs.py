"""Alternative costs and their parts (the grammar: ``grammar/alt_costs.lark``; the rules:
``rules.altcosts`` offers the ways to cast, ``rules.costparts`` pays the parts; CR 118.9, 2003 glossary
"Alternative Cost"): a free cast when an opponent controls one basic land type and you another
(Mogg Salvage, the Legates), "discard an Island card and another card" (Foil), "exile the top three
black cards of your graveyard" (Spinning Darkness)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import CostKeywordPiece
from oldframe.cards.compiler.render import _COUNT_WORDS, COLOR_NAMES, Words, renders, renders_cost_keyword
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.altcosts import FREE_IF, NO_LAND_IN_HAND, lands_condition, parse_lands_condition
from oldframe.rules.atoms.color_prevention import PreventDamageOfChosenColor
from oldframe.rules.model.cards import Cost, CostKeyword

__all__ = ["AltCostTemplates"]


class AltCostTemplates:
    """Transformer methods for ``grammar/alt_costs.lark``."""

    def ac_free_if_lands(self, items: list[object]) -> CostKeywordPiece:
        """"If an opponent controls an Island and you control a Mountain, you may cast this spell without
        paying its mana cost." (the condition is checked as the spell is announced, 2003: 409.1b)."""
        theirs, yours = (str(i) for i in items)
        return CostKeywordPiece(CostKeyword(FREE_IF, condition=lands_condition(theirs, yours)))

    def ac_free_if_no_lands(self, items: list[Token]) -> CostKeywordPiece:
        """"If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana
        cost.": a free cast while the condition holds, the reveal paid as it is cast (CR 118.9, 701.16)."""
        return CostKeywordPiece(CostKeyword(FREE_IF, condition=NO_LAND_IN_HAND))

    def ac_morph_life(self, items: list[Token]) -> CostKeywordPiece:
        """"Morph—Pay 5 life.": the face-up cost is life, paid as the face is turned (``altcosts.unmorph``)."""
        return CostKeywordPiece(CostKeyword("morph", Cost(life=int(items[0]))))

    def ac_prevent_chosen_color(self, items: list[Token]) -> Clause:
        return Clause((PreventDamageOfChosenColor(),))

    def ac_discard_kind_and_another(self, items: list[object]) -> Cost:
        """"Discard an Island card and another card": two discards, the first of the kind (a dual land
        whose types include Island is an Island card, CR 205.3)."""
        return Cost(discard=2, discard_kind=str(items[-1]), discard_of_kind=1)

    def ac_k_color_creature(self, items: list[Token]) -> str:
        """"sacrifice a green creature": the color is the permanent's as the cost is paid (CR 105.2, 601.2h)."""
        return f"creature:{COLOR_LETTERS[str(items[0])]}"

    def ac_k_color_permanent(self, items: list[Token]) -> str:
        return f"permanent:{COLOR_LETTERS[str(items[0])]}"

    def ac_discard_hand(self, items: list[Token]) -> Cost:
        return Cost(discard_hand=True)

    def ac_exile_top_colored(self, items: list[Token]) -> Cost:
        """"Exile the top three black cards of your graveyard": the topmost cards of that color, no
        choice (a graveyard's order matters in the 2003 rules, 2003: 217.3e)."""
        n = NUMBER_WORDS[str(items[0])]
        return Cost(exile_from_graveyard=n, exile_kind=str(items[1]), exile_top=True)


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


@renders_cost_keyword(FREE_IF)
def _render_free_if(kw: CostKeyword) -> str:
    if kw.condition == NO_LAND_IN_HAND and kw.cost == Cost() and not kw.life and not kw.pitch_color:
        return ("If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana "
                "cost.")
    parsed = parse_lands_condition(kw.condition)
    if parsed is None or kw.cost != Cost() or kw.life or kw.pitch_color:
        raise ValueError("a free cast with another condition")
    theirs, yours = parsed
    return (f"If an opponent controls {_a(theirs)} and you control {_a(yours)}, you may cast this spell "
            "without paying its mana cost.")


@renders(PreventDamageOfChosenColor)
def _render_prevent_color(eff: PreventDamageOfChosenColor, words: Words) -> list[str]:
    return ["prevent all damage that sources of the color of your choice would deal this turn"]


@renders_cost_keyword("flashback")
def _render_flashback(kw: CostKeyword) -> str:
    """"Flashback {1}{G}" and "Flashback—Tap an untapped white creature you control." (the tapping kept as
    ``condition`` "tap:<N>:<color letter>", paid by ``rules.altcosts``; CR 702.34a, 2003: 502.22a)."""
    if kw.condition.startswith("tap:"):
        _tap, n, color = kw.condition.split(":")
        if kw.cost != Cost() or kw.life:
            raise ValueError("only creatures to tap")
        what = (f"{COLOR_NAMES[color]} " if color else "") + ("creature" if n == "1" else "creatures")
        count = "an" if n == "1" else _COUNT_WORDS[int(n)]
        return f"Flashback—Tap {count} untapped {what} you control."
    if kw.condition or kw.life or kw.cost != Cost(mana=kw.cost.mana):
        raise ValueError("a plain flashback cost")
    return f"Flashback {kw.cost.mana}"


@renders_cost_keyword("morph")
def _render_morph(kw: CostKeyword) -> str:
    """"Morph {2}{B}" or "Morph—Pay 5 life." (CR 702.37a)."""
    if kw.condition or kw.life or kw.pitch_color or kw.text:
        raise ValueError("a plain morph cost")
    if kw.cost == Cost(mana=kw.cost.mana):
        return f"Morph {kw.cost.mana}"
    if kw.cost == Cost(life=kw.cost.life):
        return f"Morph—Pay {kw.cost.life} life."
    raise ValueError("morph for mana or life")
