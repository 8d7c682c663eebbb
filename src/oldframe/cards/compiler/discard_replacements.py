"""Where a discarded card goes instead of the graveyard: Dodecapod's "If a spell or ability an opponent
controls causes you to discard CARDNAME, put it onto the battlefield with two +1/+1 counters on it instead
of putting it into your graveyard." and Library of Leng's "If an effect causes you to discard a card,
discard it, but you may put it on top of your library instead of into your graveyard." The rules are in
``rules.atoms.discard_replacements``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.discard_replacements import DISCARD_TO_LIBRARY_TOP, OPPONENT_DISCARD_ENTERS
from oldframe.rules.model.cards import StaticAbility

_WORDS = {n: w for w, n in NUMBER_WORDS.items()}


class DiscardReplacementTemplates:
    def dr_opponent_discard_enters(self, items: list[Token]) -> StaticPiece:
        n, kind = NUMBER_WORDS[str(items[0])], str(items[1])
        if kind not in ("+1/+1", "-1/-1"):
            raise ValueError(f"no {kind} counters")
        return StaticPiece(StaticAbility(OPPONENT_DISCARD_ENTERS, kind, power=n))

    def dr_discard_to_library_top(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(DISCARD_TO_LIBRARY_TOP))


@renders_static(OPPONENT_DISCARD_ENTERS)
def _render_enters(st: StaticAbility) -> str:
    return (f"If a spell or ability an opponent controls causes you to discard CARDNAME, put it onto the battlefield "
            f"with {_WORDS[st.power]} {st.text} counters on it instead of putting it into your graveyard.")


@renders_static(DISCARD_TO_LIBRARY_TOP)
def _render_leng(st: StaticAbility) -> str:
    return ("If an effect causes you to discard a card, discard it, but you may put it on top of your library instead "
            "of into your graveyard.")
