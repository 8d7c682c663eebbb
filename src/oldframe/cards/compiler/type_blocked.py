"""A creature of a type that becomes blocked gets bigger per blocker (the grammar:
``grammar/type_blocked.lark``; the rules: ``rules.atoms.type_blocked``): Spined Sliver."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.type_blocked import EventCreaturePerBlocker
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["TypeBlockedTemplates"]


class TypeBlockedTemplates:
    """Transformer methods of ``grammar/type_blocked.lark``."""

    subtype_names: dict[str, str]  # StaticTemplates (another Builder mixin): TYPEWORD -> the creature type

    def tb_type_blocked_pump(self, items: list[Token]) -> TriggeredPiece:
        word, again, pt = items
        subtype = self.subtype_names.get(str(word))
        if subtype is None or str(word) != subtype.lower() or str(again) != str(word):
            raise ValueError(f"one creature type, singular, named twice: {word!r}")
        p, _, t = str(pt).partition("/")
        trig = Trigger(TriggerEvent.TYPE_BECOMES_BLOCKED, filters=("subtype:" + subtype,))
        return TriggeredPiece(TriggeredAbility(trig, (EventCreaturePerBlocker(int(p), int(t), subtype),)))


@renders_trigger(TriggerEvent.TYPE_BECOMES_BLOCKED)
def _render_trigger(t: Trigger) -> str:
    [subtype] = [f[8:] for f in t.filters if f.startswith("subtype:")]
    return f"Whenever {'an' if subtype[0] in 'AEIOU' else 'a'} {subtype} becomes blocked"


@renders(EventCreaturePerBlocker)
def _render_per_blocker(eff: EventCreaturePerBlocker, words: Words) -> list[str]:
    return [f"that {eff.noun} gets {eff.power:+d}/{eff.toughness:+d} until end of turn for each creature blocking it"]
