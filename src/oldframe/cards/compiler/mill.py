"""Milling (the rules: ``rules.atoms.mill`` and ``rules.atoms.spell_cards.MillCards``): "Mill two cards."
(Mental Note), "Mill a card.", "Sacrifice a creature: Target player mills cards equal to the sacrificed
creature's power." (Altar of Dementia)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS, PLAYER
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.mill import MillBySacrificed
from oldframe.rules.atoms.spell_cards import MillCards


class MillTemplates:
    def ml_mill_n(self, items: list[Token]) -> Clause:
        return Clause((MillCards("controller", NUMBER_WORDS[str(items[0])]),))

    def ml_mill_one(self, items: list[Token]) -> Clause:
        return Clause((MillCards("controller", 1),))

    def ml_mill_sacrificed(self, items: list[object]) -> Clause:
        noun_stat = items[0]
        assert isinstance(noun_stat, tuple)
        noun, stat = noun_stat
        return Clause((MillBySacrificed(THIS_TARGET, str(noun), str(stat)),), (PLAYER,))


@renders(MillBySacrificed)
def _render(eff: MillBySacrificed, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} mills cards equal to the sacrificed {eff.noun}'s {eff.stat}"]
