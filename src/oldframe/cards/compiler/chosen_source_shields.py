"""Shields against a source chosen on resolution (the rules: ``rules.atoms.chosen_source_shields``): "The
next time a source of your choice would deal damage to any target this turn, prevent that damage."
(Sanctum Guardian), and the sentences after it: "If damage from a red source is prevented this way,
CARDNAME deals that much damage to the source's controller." (Honorable Passage), "You gain life equal to
the damage prevented this way." (Reverse Damage); "… to target creature this turn, that damage is dealt
to CARDNAME instead." (Shaman en-Kor); "Prevent all damage a source of your choice would deal this turn."
(Rith's Charm)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import COLOR_NAMES, Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.chosen_source_shields import (
    PreventAllFromChosenSource,
    ShieldFromChosenSource,
    ShieldRider,
)


class ChosenSourceShieldTemplates:
    def cs_shield(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.ref == "controller":
            return Clause((ShieldFromChosenSource("controller"),))
        if not isinstance(thing, Thing) or thing.spec is None:
            raise ValueError("you or a target")
        return Clause((ShieldFromChosenSource(thing.ref),), (thing.spec,))

    def cs_redirect(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("creature",):
            raise ValueError("target creature")
        return Clause((ShieldFromChosenSource(thing.ref, "redirect"),), (thing.spec,))

    def cs_reflect(self, items: list[Token]) -> Clause:
        return Clause((ShieldRider("reflect:" + COLOR_LETTERS[str(items[0])]),))

    def cs_gain(self, items: list[Token]) -> Clause:
        return Clause((ShieldRider("gain"),))

    def cs_prevent_all(self, items: list[Token]) -> Clause:
        return Clause((PreventAllFromChosenSource(),))


@renders(ShieldFromChosenSource)
def _render_shield(eff: ShieldFromChosenSource, words: Words) -> list[str]:
    to = "you" if eff.protects == "controller" else words.thing(eff.protects)
    head = f"the next time a source of your choice would deal damage to {to} this turn"
    if eff.rider == "redirect":
        return [f"{head}, that damage is dealt to {words.self_word} instead"]
    if eff.rider:
        raise ValueError("a rider is the sentence after")
    return [f"{head}, prevent that damage"]


@renders(ShieldRider)
def _render_rider(eff: ShieldRider, words: Words) -> list[str]:
    if eff.rider.startswith("reflect:"):
        return [f"if damage from a {COLOR_NAMES[eff.rider[8:]]} source is prevented this way, {words.self_word} deals "
                "that much damage to the source's controller"]
    if eff.rider == "gain":
        return ["you gain life equal to the damage prevented this way"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(PreventAllFromChosenSource)
def _render_all(eff: PreventAllFromChosenSource, words: Words) -> list[str]:
    return ["prevent all damage a source of your choice would deal this turn"]
