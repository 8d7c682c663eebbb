"""Damage equal to a destroyed artifact's mana value (the rules: ``rules.atoms.mana_value_damage``): "That
artifact deals damage equal to its mana value to CARDNAME." (Goblin Tinkerer), "CARDNAME deals damage to
that artifact's controller equal to the artifact's mana value." (Viashino Heretic)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.mana_value_damage import ManaValueDamage


class ManaValueDamageTemplates:
    def mvd_artifact_deals(self, items: list[Token]) -> Clause:
        return Clause((ManaValueDamage(IT, "target"),))

    def mvd_to_controller(self, items: list[Token]) -> Clause:
        return Clause((ManaValueDamage(IT, "self"),))


@renders(ManaValueDamage)
def _render(eff: ManaValueDamage, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen \
            or words.specs[int(eff.what[7:])].kinds != ("artifact",):
        raise ValueError("'that artifact' is the target artifact named before")
    if eff.by == "target":
        return [f"that artifact deals damage equal to its mana value to {words.self_word}"]
    return [f"{words.self_word} deals damage to that artifact's controller equal to the artifact's mana value"]
