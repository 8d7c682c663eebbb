"""Damage from a creature sacrificed to pay for it (the grammar: ``grammar/self_sacrifice_damage.lark``;
the rules: ``rules.atoms.self_sacrifice_damage``): "target creature it's blocking" (the filter
"blocked_by_source"), "It deals damage equal to its power to target creature" and the damage back, "That
creature deals damage equal to its power to CARDNAME." (Tahngarth, Talruum Hero)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.self_sacrifice_damage import DamageBackBySourcePower, DamageBySourcePower

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

    def ss_power_back_to_source(self, items: list[Token]) -> Clause:
        return Clause((DamageBackBySourcePower("event_object"),))  # bound to the creature target before it


@renders(DamageBySourcePower)
def _render_damage_own_power(eff: DamageBySourcePower, words: Words) -> list[str]:
    return [f"{words.thing('self')} deals damage equal to its power to {words.thing(eff.to)}"]


@renders(DamageBackBySourcePower)
def _render_damage_back(eff: DamageBackBySourcePower, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or "creature" not in words.specs[int(eff.what[7:])].kinds:
        raise ValueError("the creature targeted before")
    return ["that creature deals damage equal to its power to CARDNAME"]
