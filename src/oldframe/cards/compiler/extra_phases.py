"""Additional phases: "After this main phase, there is an additional combat phase followed by an additional
main phase." (Seize the Day, Relentless Assault, Aggravated Assault). The rules are in
``rules.atoms.extra_phases``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.extra_phases import AdditionalCombatAfterMain


class ExtraPhaseTemplates:
    """Transformer methods of ``grammar/extra_phases.lark``."""

    def xp_additional_combat(self, items: list[Token]) -> Clause:
        return Clause((AdditionalCombatAfterMain(),))


@renders(AdditionalCombatAfterMain)
def _render(eff: AdditionalCombatAfterMain, words: Words) -> list[str]:
    return ["after this main phase, there is an additional combat phase followed by an additional main phase"]
