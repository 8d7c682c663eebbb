"""A kicked permanent's ability that does more when kicked: "… destroy all lands you control. If it was
kicked, destroy all lands instead." (Desolation Angel, Desolation Giant; CR 702.33d; 2003: 502.21). The
"If it was kicked, … instead" sentence amends the instruction before it (``common.Amends``); the grammar:
``grammar/kicked_instead.lark``; the rules: ``rules.atoms.kicked_instead``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.compiler.common import Amends, Clause
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.kicked_instead import DestroyAllYours, IfSourceKicked
from oldframe.rules.model.cards import Effect

__all__ = ["KickedInsteadTemplates"]

_PLURALS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}


@dataclass(frozen=True, slots=True)
class KickedInstead(Amends):
    """"If it was kicked, <instruction> instead.": the instruction before, unless the source was kicked."""

    then: Effect

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, DestroyAll) or not isinstance(self.then, DestroyAll):
            raise ValueError("'instead' replaces a mass destruction with another")
        return IfSourceKicked((self.then,), (last,))


class KickedInsteadTemplates:
    """Transformer methods for ``grammar/kicked_instead.lark``."""

    def ki_kicked_instead(self, items: list[Clause]) -> Clause:
        clause = items[0]
        if len(clause.effects) != 1 or clause.specs:
            raise ValueError("one instruction without targets")
        return Clause((KickedInstead(clause.effects[0]),))

    def _yours(self, items: list[tuple[str, str]], other: bool) -> Clause:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((DestroyAllYours("", kinds=(kind,), other=other),))

    def ki_destroy_all_yours(self, items: list[tuple[str, str]]) -> Clause:
        return self._yours(items, False)

    def ki_destroy_all_other_yours(self, items: list[tuple[str, str]]) -> Clause:
        return self._yours(items, True)


@renders(DestroyAllYours)
def _render_yours(eff: DestroyAllYours, words: Words) -> list[str]:
    if len(eff.kinds) != 1 or eff.filters or not eff.regenerate or eff.kinds[0] not in _PLURALS:
        raise ValueError("one card type")
    return [f"destroy all {'other ' if eff.other else ''}{_PLURALS[eff.kinds[0]]} you control"]


@renders(IfSourceKicked)
def _render_if_kicked(eff: IfSourceKicked, words: Words) -> list[str]:
    if len(eff.then) != 1 or len(eff.otherwise) != 1:
        raise ValueError("one instruction each")
    before = render_effect(eff.otherwise[0], words.specs, words.self_word, words.seen)
    then = render_effect(eff.then[0], words.specs, words.self_word, words.seen)
    if len(before) != 1 or len(then) != 1:
        raise ValueError("one sentence each")
    return [before[0], f"if it was kicked, {then[0]} instead"]

