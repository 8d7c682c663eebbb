"""Cards exiled from a graveyard as a permanent enters, and P/T from them (the grammar:
``grammar/entry_exiles.lark``; the rules: ``rules.atoms.entry_exiles``): "As CARDNAME enters the
battlefield, exile any number of creature cards from your graveyard." and "CARDNAME's power is equal to
the total power of the exiled cards and its toughness is equal to their total toughness." (Sutured Ghoul)"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.entry_exiles import ENTERS_EXILING, PT_OF_EXILED
from oldframe.rules.model.cards import StaticAbility

__all__ = ["EntryExileTemplates"]


class EntryExileTemplates:
    """Transformer methods for ``grammar/entry_exiles.lark``."""

    def ee_exile_any(self, items: list[Token]) -> StaticPiece:
        word = str(items[0])
        if word not in ("creature", "artifact", "enchantment", "land", "instant", "sorcery"):
            raise ValueError("a card type")
        return StaticPiece(StaticAbility(ENTERS_EXILING, text=word.capitalize()))

    def ee_pt_total(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PT_OF_EXILED))


@renders_static(ENTERS_EXILING)
def _render_exile_any(st: StaticAbility) -> str:
    if st != StaticAbility(ENTERS_EXILING, text=st.text) or not st.text:
        raise ValueError("only the card type")
    return (f"As CARDNAME enters the battlefield, exile any number of {st.text.lower()} cards from your "
            "graveyard.")


@renders_static(PT_OF_EXILED)
def _render_pt_total(st: StaticAbility) -> str:
    if st != StaticAbility(PT_OF_EXILED):
        raise ValueError("no parameters")
    return ("CARDNAME's power is equal to the total power of the exiled cards and its toughness is equal to "
            "their total toughness.")
