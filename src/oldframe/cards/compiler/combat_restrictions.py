"""Attack and block restrictions (the grammar: ``grammar/combat_restrictions.lark``; the rules:
``rules.atoms.combat_restrictions``): "CARDNAME can't be blocked except by three or more creatures."; an
Aura's grant with a condition: "Threshold — Enchanted creature can't block as long as seven or more cards
are in your graveyard." (CR 702.38a; 2003: 502.23a), "Enchanted creature can't block if it's black." (the
condition ``enchanted_color``, read as blockers are declared); the plural grants "Black creatures can't
attack or block." are ``auras.py``'s."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, STATIC_CONDITION_LINES, renders_static
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.combat_restrictions import BLOCKED_ONLY_BY_N, ENCHANTED_COLOR, ONE_PER_COMBAT
from oldframe.rules.model.cards import Selector, StaticAbility

__all__ = ["CombatRestrictionTemplates"]

_WORDS = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "one")}


class CombatRestrictionTemplates:
    """Transformer methods for ``grammar/combat_restrictions.lark``."""

    def cr_blocked_only_by_n(self, items: list[Token]) -> StaticPiece:
        n = NUMBER_WORDS[str(items[0])]
        if n < 3:
            raise ValueError("two or more is menace")
        return StaticPiece(StaticAbility(BLOCKED_ONLY_BY_N, power=n))

    def cr_one_per_combat(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ONE_PER_COMBAT, text=str(items[0])))

    def cr_threshold_enchanted(self, items: list[tuple[int, int, frozenset[str]]]) -> StaticPiece:
        return _enchanted(items[0], "threshold")

    def cr_enchanted_if_color(self, items: list[object]) -> StaticPiece:
        grant, color = items
        assert isinstance(grant, tuple)
        return _enchanted(grant, f"{ENCHANTED_COLOR}:{COLOR_LETTERS[str(color)]}")


@renders_static(ONE_PER_COMBAT)
def _render_one_per_combat(st: StaticAbility) -> str:
    if st.text not in ("attack", "block"):
        raise ValueError("attack or block")
    return f"No more than one creature can {st.text} each combat."


def _enchanted(grant: tuple[int, int, frozenset[str]], condition: str) -> StaticPiece:
    p, t, kws = grant
    return StaticPiece(StaticAbility("continuous", affected=Selector("enchanted"), power=p, toughness=t,
                                     keywords=kws, condition=condition))


def _condition_line(st: StaticAbility, base: str) -> str | None:
    """``render.STATIC_CONDITION_LINES``: this module's conditioned Aura grants."""
    if st.affected is None or st.affected.who != "enchanted" or not base.startswith("Enchanted creature "):
        return None
    body = base.removeprefix("Enchanted creature ").removesuffix(".")
    if st.condition == "threshold":
        return f"Threshold — Enchanted creature {body} as long as seven or more cards are in your graveyard."
    kind, _, letter = (st.condition or "").partition(":")
    if kind == ENCHANTED_COLOR and letter in COLOR_NAMES:
        return f"Enchanted creature {body} if it's {COLOR_NAMES[letter]}."
    return None


if _condition_line not in STATIC_CONDITION_LINES:
    STATIC_CONDITION_LINES.append(_condition_line)


@renders_static(BLOCKED_ONLY_BY_N)
def _render_blocked_only_by_n(st: StaticAbility) -> str:
    return f"CARDNAME can't be blocked except by {_WORDS[st.power]} or more creatures."
