"""Triggers on what happens to the permanent an Aura enchants (the grammar: ``grammar/enchanted_events.lark``;
the matchers: ``rules.trigger_matchers`` ENCHANTED_BECOMES_TAPPED): "When enchanted land becomes tapped,
destroy it." (Blight), "Whenever enchanted creature becomes tapped, CARDNAME deals 1 damage to that creature's
controller." (Insolence, Stinging Licid). The event names the enchanted permanent ("it", "that creature")
and its controller ("that land's controller") — CR 603.2, 701.21a."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.enchanted_events import DestroyTheEnchanted
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["EnchantedEventTemplates"]


class EnchantedEventTemplates:
    """Transformer methods for ``grammar/enchanted_events.lark``."""

    def ee_when_land_tapped(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_BECOMES_TAPPED, "when", filters=("land",))

    def ee_whenever_land_tapped(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_BECOMES_TAPPED, "whenever", filters=("land",))

    def ee_whenever_creature_tapped(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_BECOMES_TAPPED, "whenever", filters=("creature",))

    def ee_when_creature_damaged(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALT_DAMAGE, "when")

    def ee_whenever_creature_damaged(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALT_DAMAGE, "whenever")

    def ee_destroy_it(self, items: list[object]) -> TriggeredPiece:
        trig = items[0]
        if not isinstance(trig, Trigger) or trig.event not in (TriggerEvent.ENCHANTED_BECOMES_TAPPED,
                                                               TriggerEvent.ENCHANTED_DEALT_DAMAGE):
            raise ValueError("'it': the enchanted permanent")
        return TriggeredPiece(TriggeredAbility(trig, (DestroyTheEnchanted(),)))


@renders(DestroyTheEnchanted)
def _render_destroy(eff: DestroyTheEnchanted, words: Words) -> list[str]:
    return ["destroy it"]


@renders_trigger(TriggerEvent.ENCHANTED_BECOMES_TAPPED)
def _render_tapped(t: Trigger) -> str:
    if t.whose not in ("when", "whenever") or len(t.filters) != 1 or t.filters[0] not in ("land", "creature"):
        raise ValueError("when enchanted land / creature becomes tapped")
    return f"{t.whose.capitalize()} enchanted {t.filters[0]} becomes tapped"


@renders_trigger(TriggerEvent.ENCHANTED_DEALT_DAMAGE)
def _render_dealt_damage(t: Trigger) -> str:
    if t.whose not in ("when", "whenever") or t.filters:
        raise ValueError("when enchanted creature is dealt damage")
    return f"{t.whose.capitalize()} enchanted creature is dealt damage"
