"""Damage an entering creature deals by its controller's choice: "Whenever a creature enters the
battlefield, that creature's controller may have it deal damage equal to its power to any target of their
choice." (Pandemonium). The rules — who chooses the target and the "may", the creature as the source —
are in ``rules.atoms.entering_damage``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, render_target, renders
from oldframe.rules.atoms.entering_damage import ControllerMayHaveItDeal
from oldframe.rules.model.cards import TargetSpec, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

_ANY_TARGET = TargetSpec(("creature", "player"))


class EnteringDamageTemplates:
    """Transformer methods of ``grammar/entering_damage.lark``."""

    def ed_creature_enters(self, items: list[object]) -> Trigger:
        """"Whenever a creature enters the battlefield" (any creature, this one too; CR 603.6a)."""
        return Trigger(TriggerEvent.CREATURE_ENTERS)

    def ed_controller_may_have_it_deal(self, items: list[object]) -> Clause:
        target = items[0]
        if not isinstance(target, Thing) or target.spec != _ANY_TARGET:
            raise ValueError("'any target of their choice' only")
        return Clause((ControllerMayHaveItDeal("target:0"),), (target.spec,))


@renders(ControllerMayHaveItDeal)
def _render_may_have_it_deal(eff: ControllerMayHaveItDeal, words: Words) -> list[str]:
    if eff.to != "target:0":
        raise ValueError("the clause's own target")
    return [f"that creature's controller may have it deal damage equal to its power to "
            f"{render_target(_ANY_TARGET)} of their choice"]
