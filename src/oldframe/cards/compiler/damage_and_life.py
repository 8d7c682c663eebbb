"""Damage and life in one instruction (the rules: ``rules.atoms.damage_and_life``): "CARDNAME deals 2 damage
to target creature and you gain 2 life." (Vicious Hunger), "You gain life equal to the damage dealt this
way." (Corrupt)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.damage_and_life import DamageAndGainLife, GainLifeEqualToDamageDealt


class DamageAndLifeTemplates:
    def dl_damage_and_gain(self, items: list[object]) -> Clause:
        amount, to, life = items
        if not isinstance(amount, int) or not isinstance(to, Thing) or to.spec is None:
            raise ValueError("a fixed amount of damage to a target")
        return Clause((DamageAndGainLife(to.ref, amount, int(str(life))),), (to.spec,))

    def dl_gain_dealt(self, items: list[Token]) -> Clause:
        return Clause((GainLifeEqualToDamageDealt(),))


@renders(DamageAndGainLife)
def _render(eff: DamageAndGainLife, words: Words) -> list[str]:
    return [f"{words.self_word} deals {eff.amount} damage to {words.thing(eff.to)} and you gain {eff.life} life"]


@renders(GainLifeEqualToDamageDealt)
def _render_dealt(eff: GainLifeEqualToDamageDealt, words: Words) -> list[str]:
    return ["you gain life equal to the damage dealt this way"]
