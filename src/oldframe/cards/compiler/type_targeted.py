""""Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until end
of turn." (Daru Spiritualist): "it" is the targeted creature, so the whole line is one rule (the generic
"it" of a trigger body is the source). The rules are in ``rules.atoms.type_targeted``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.type_targeted import EventCreatureGets
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class TypeTargetedTemplates:
    """Transformer methods of ``grammar/type_targeted.lark``."""

    subtype_names: dict[str, str]  # StaticTemplates (another Builder mixin): TYPEWORD -> the creature type

    def tt_type_targeted_pump(self, items: list[Token]) -> TriggeredPiece:
        word, pt = items
        subtype = self.subtype_names.get(str(word))
        if subtype is None or str(word) != subtype.lower():
            raise ValueError(f"one creature type, singular: {word!r}")
        p, _, t = str(pt).partition("/")
        trig = Trigger(TriggerEvent.TYPE_YOURS_BECOMES_TARGET, filters=("subtype:" + subtype,))
        return TriggeredPiece(TriggeredAbility(trig, (EventCreatureGets(int(p), int(t)),)))


@renders_trigger(TriggerEvent.TYPE_YOURS_BECOMES_TARGET)
def _render_trigger(t: Trigger) -> str:
    [subtype] = [f[8:] for f in t.filters if f.startswith("subtype:")]
    return f"Whenever {'an' if subtype[0] in 'AEIOU' else 'a'} {subtype} creature you control becomes the target of " \
           "a spell or ability"


@renders(EventCreatureGets)
def _render_gets(eff: EventCreatureGets, words: Words) -> list[str]:
    return [f"it gets {eff.power:+d}/{eff.toughness:+d} until end of turn"]
