"""A rider on a destroyed land by what it was (the rules: ``rules.atoms.land_riders``): "If that land was
a snow land, you gain 1 life." (Thermokarst), "… CARDNAME deals 1 damage to that land's controller."
(Icequake), "If that land was nonbasic, CARDNAME deals 2 damage to the land's controller." (Choking
Sands), whose target is a "non-Swamp land" (a filter on land types, CR 205.3i)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.land_riders import IfLandWas


class LandRiderTemplates:
    def lr_snow(self, items: list[Token]) -> str:
        return "snow"

    def lr_nonbasic(self, items: list[Token]) -> str:
        return "nonbasic"

    def lr_word(self, items: list[Token]) -> str:
        return str(items[0])

    def lr_gain(self, items: list[Token]) -> tuple[str, int, str]:
        return "gain", int(items[0]), "that"

    def lr_damage(self, items: list[object]) -> tuple[str, int, str]:
        return "damage", int(str(items[0])), str(items[1])

    def lr_if_was(self, items: list[object]) -> Clause:
        quality, then = items
        assert isinstance(quality, str) and isinstance(then, tuple)
        action, amount, word = then
        return Clause((IfLandWas(IT, quality, action, amount, word),))

    def lr_non_land_type(self, items: list[Token]) -> str:
        return "nonsubtype:" + str(items[0])[4:].capitalize()


@renders(IfLandWas)
def _render(eff: IfLandWas, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen \
            or words.specs[int(eff.what[7:])].kinds != ("land",):
        raise ValueError("'that land' is the target land named before")
    was = {"snow": "a snow land", "nonbasic": "nonbasic"}[eff.quality]
    then = f"you gain {eff.amount} life" if eff.action == "gain" else \
        f"{words.self_word} deals {eff.amount} damage to {eff.word} land's controller"
    if eff.action == "gain" and eff.word != "that":
        raise ValueError("wording")
    return [f"if that land was {was}, {then}"]
