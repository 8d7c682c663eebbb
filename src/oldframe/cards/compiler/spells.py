"""Spell effects, modes and spell-level lines.

* Modal spells: "Choose one —" followed by "• mode" lines (CR 700.2; 2003: 409.1b — the mode is
  chosen as the spell is announced, and only the chosen mode's targets are chosen): Blue Elemental
  Blast, Hull Breach, the Invasion and Mirage charms.
"""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, render_effects, renders, sentences
from oldframe.cards.model import ModalSpell, SpellAbility

__all__ = ["SpellTemplates"]


class SpellTemplates:
    """Transformer methods for ``grammar/spells.lark``."""

    # -- modal spells (CR 700.2; 2003: 409.1b) ----------------------------------------------------
    def spells_mode(self, items: list[Clause]) -> SpellAbility:
        body = items[0]
        if body.mana_choice:
            raise ValueError("a mode can't choose mana this way")
        return SpellAbility(body.effects, body.specs)

    def spells_modal(self, items: list[SpellAbility]) -> SpellPiece:
        if len(items) < 2:
            raise ValueError("a modal spell has two or more modes")
        return SpellPiece((ModalSpell(tuple(items)),), ())


@renders(ModalSpell)
def _render_modal(eff: ModalSpell, words: Words) -> list[str]:
    """"Choose one — • A. • B" (the caller adds the last period); each mode names its own targets."""
    modes = " ".join("• " + sentences(render_effects(m.effects, m.targets)) for m in eff.modes)
    return ["Choose one — " + modes[:-1]]
