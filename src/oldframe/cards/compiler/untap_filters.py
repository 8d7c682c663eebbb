"""Permanents that don't untap, by what they are: "Each land with an activated ability that isn't a mana
ability doesn't untap during its controller's untap step." (Tsabo's Web) — the same rule as Back to
Basics' "Nonbasic lands don't untap …" (``rules.atoms.static_combat.NO_UNTAP_FILTER``, CR 502.3; 2003:
302.2), with the filter "nonmana_ability" read from the land's abilities now (CR 605.1a)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.rules.atoms.static_combat import NO_UNTAP_FILTER
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.model.static_params import PermanentFilter


class UntapFilterTemplates:
    def uf_lands_with_nonmana_ability(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(("type:Land", "nonmana_ability"))))
