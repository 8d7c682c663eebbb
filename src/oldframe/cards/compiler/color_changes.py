"""A permanent that becomes one color until end of turn (the grammar: ``grammar/color_changes.lark``; the
rules: ``rules.atoms.color_changes``): "Target creature becomes blue until end of turn." (Fylamarid,
Metathran Transport), "Target permanent becomes white …" (Aurora Griffin), "That creature becomes black …"
(Singe); "Target spell or permanent becomes red." (Chaoslace and the other Laces)."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.color_changes import BecomeColor, BecomeColorUntilEndOfTurn
from oldframe.rules.model.cards import TargetSpec

__all__ = ["ColorChangeTemplates"]

_WORDS = {letter: word for word, letter in COLOR_LETTERS.items()}
_SPELL_OR_PERMANENT = ("spell", "permanent")
_PERMANENT_KINDS = {("creature",), ("permanent",), ("artifact",), ("land",), ("enchantment",)}


class ColorChangeTemplates:
    """Transformer methods for ``grammar/color_changes.lark``."""

    def cch_becomes_color(self, items: list[object]) -> Clause:
        thing, color = items
        if not isinstance(thing, Thing) or (thing.spec is not None and thing.spec.kinds not in _PERMANENT_KINDS):
            raise ValueError("a permanent becomes a color")
        eff = BecomeColorUntilEndOfTurn(thing.ref, COLOR_LETTERS[str(color)], thing.ref == "event_object")
        return Clause((eff,), () if thing.spec is None else (thing.spec,))

    def cch_becomes_color_for_good(self, items: list[object]) -> Clause:
        thing, color = items
        if not isinstance(thing, Thing) or thing.spec is None or thing.spec.kinds != _SPELL_OR_PERMANENT \
                or thing.ref != THIS_TARGET:
            raise ValueError("a target spell or permanent")
        return Clause((BecomeColor(thing.ref, COLOR_LETTERS[str(color)]),), (thing.spec,))

    def cch_spell_or_permanent(self, items: list[object]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(_SPELL_OR_PERMANENT))


@renders(BecomeColor)
def _render_for_good(eff: BecomeColor, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} becomes {_WORDS[eff.color]}"]


@renders(BecomeColorUntilEndOfTurn)
def _render(eff: BecomeColorUntilEndOfTurn, words: Words) -> list[str]:
    who = words.thing(eff.who)
    if eff.that_creature and who == "it":  # "CARDNAME deals 1 damage to target creature. That creature …"
        who = "that creature"
    return [f"{who} becomes {_WORDS[eff.color]} until end of turn"]
