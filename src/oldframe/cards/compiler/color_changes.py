"""A permanent that becomes one color until end of turn (the grammar: ``grammar/color_changes.lark``; the
rules: ``rules.atoms.color_changes``): "Target creature becomes blue until end of turn." (Fylamarid,
Metathran Transport), "Target permanent becomes white …" (Aurora Griffin), "That creature becomes black …"
(Singe)."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.color_changes import BecomeColorUntilEndOfTurn

__all__ = ["ColorChangeTemplates"]

_WORDS = {letter: word for word, letter in COLOR_LETTERS.items()}
_PERMANENT_KINDS = {("creature",), ("permanent",), ("artifact",), ("land",), ("enchantment",)}


class ColorChangeTemplates:
    """Transformer methods for ``grammar/color_changes.lark``."""

    def cch_becomes_color(self, items: list[object]) -> Clause:
        thing, color = items
        if not isinstance(thing, Thing) or (thing.spec is not None and thing.spec.kinds not in _PERMANENT_KINDS):
            raise ValueError("a permanent becomes a color")
        eff = BecomeColorUntilEndOfTurn(thing.ref, COLOR_LETTERS[str(color)], thing.ref == "event_object")
        return Clause((eff,), () if thing.spec is None else (thing.spec,))


@renders(BecomeColorUntilEndOfTurn)
def _render(eff: BecomeColorUntilEndOfTurn, words: Words) -> list[str]:
    who = words.thing(eff.who)
    if eff.that_creature and who == "it":  # "CARDNAME deals 1 damage to target creature. That creature …"
        who = "that creature"
    return [f"{who} becomes {_WORDS[eff.color]} until end of turn"]
