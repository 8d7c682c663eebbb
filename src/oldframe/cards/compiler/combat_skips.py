"""A skipped combat phase (the grammar: ``grammar/combat_skips.lark``; the rules:
``rules.atoms.combat_skips``): "that player skips their next combat phase"."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.combat_skips import SkipNextCombat

__all__ = ["CombatSkipTemplates"]


class CombatSkipTemplates:
    """Transformer methods for ``grammar/combat_skips.lark``."""

    def cs_that_player_skips_combat(self, items: list[Token]) -> Clause:
        return Clause((SkipNextCombat("event_player"),))


@renders(SkipNextCombat)
def _render_skip_combat(eff: SkipNextCombat, words: Words) -> list[str]:
    if eff.who != "event_player":
        raise ValueError("'that player' of a trigger")
    return ["that player skips their next combat phase"]
