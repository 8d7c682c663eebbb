"""Damage from a creature sacrificed to pay for it (the grammar: ``grammar/self_sacrifice_damage.lark``;
the rules: ``rules.atoms.self_sacrifice_damage``): "target creature it's blocking" (the filter
"blocked_by_source") and "It deals damage equal to its power to target creature"."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.self_sacrifice_damage import DamageBySourcePower

__all__ = ["SelfSacrificeDamageTemplates"]


class SelfSacrificeDamageTemplates:
    """Transformer methods for ``grammar/self_sacrifice_damage.lark``."""

    def ss_suf_it_is_blocking(self, items: list[Token]) -> str:
        return "blocked_by_source"

    def ss_damage_own_power(self, items: list[object]) -> Clause:
        target = items[-1]
        assert isinstance(target, Thing)
        if target.spec is None:
            raise ValueError("a target")
        return Clause((DamageBySourcePower(target.ref),), (target.spec,))


@renders(DamageBySourcePower)
def _render_damage_own_power(eff: DamageBySourcePower, words: Words) -> list[str]:
    return [f"{words.thing('self')} deals damage equal to its power to {words.thing(eff.to)}"]
