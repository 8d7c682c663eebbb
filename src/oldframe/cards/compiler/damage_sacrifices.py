""""Whenever CARDNAME is dealt damage, sacrifice that many permanents." (Phyrexian Negator): "that
many" is the amount of the trigger event. Its rule is ``rules.atoms.damage_sacrifices``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.damage_sacrifices import SacrificeThatMany
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

#: Trigger events whose info carries an amount of damage (``rules.trigger_matchers``)
AMOUNT_EVENTS = frozenset({TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALT_COMBAT_DAMAGE})


class DamageSacrificeTemplates:
    """Transformer methods of ``grammar/damage_sacrifices.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def ds_kind(self, items: list[object]) -> str:
        return str(items[0]).removesuffix("s")

    def sacrifice_that_many(self, items: list[object]) -> TriggeredPiece:
        trig, kind = items
        if not isinstance(trig, Trigger) or trig.event not in AMOUNT_EVENTS or not isinstance(kind, str):
            raise ValueError("'that many' needs an amount of damage the event names")
        return self.triggered([trig, Clause((SacrificeThatMany(kind),))])


@renders(SacrificeThatMany)
def _render_that_many(eff: SacrificeThatMany, words: Words) -> list[str]:
    return [f"sacrifice that many {eff.kind}s"]
