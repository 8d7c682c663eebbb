""""Whenever CARDNAME or another <type> dies" (Rotlung Reanimator): the source's own death and the deaths
of other creatures of the type, each seeing the others when they die at the same time (CR 603.10a); and
"When a creature is put into an opponent's graveyard from the battlefield" (Lurking Skirge). The rules are
in ``rules.atoms.type_deaths``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.render import renders_trigger
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class TypeDeathTemplates:
    """Transformer methods of ``grammar/type_deaths.lark``."""

    subtype_names: dict[str, str]  # StaticTemplates (another Builder mixin): TYPEWORD -> the creature type

    def sd_self_or_type_dies(self, items: list[Token]) -> Trigger:
        word = items[-1]
        subtype = self.subtype_names.get(str(word))
        if subtype is None or str(word) != subtype.lower():
            raise ValueError(f"one creature type, singular: {word!r}")
        return Trigger(TriggerEvent.SELF_OR_TYPE_DIES, filters=("subtype:" + subtype,))

    def sd_creature_to_opponent_graveyard(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_TO_OPPONENT_GRAVEYARD, "when")


@renders_trigger(TriggerEvent.CREATURE_TO_OPPONENT_GRAVEYARD)
def _render_to_opponent(t: Trigger) -> str:
    return "When a creature is put into an opponent's graveyard from the battlefield"


@renders_trigger(TriggerEvent.SELF_OR_TYPE_DIES)
def _render(t: Trigger) -> str:
    [subtype] = [f[8:] for f in t.filters if f.startswith("subtype:")]
    return f"Whenever CARDNAME or another {subtype} dies"
