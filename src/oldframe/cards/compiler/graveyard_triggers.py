"""Triggers on cards going to graveyards (``rules.atoms.graveyard_triggers``): Compost ("Whenever a black
card is put into an opponent's graveyard from anywhere, you may draw a card.") and Sacred Ground
("Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the
battlefield, return that card to the battlefield."); and the Aura triggers of the same list, "Whenever
enchanted creature deals [combat] damage to an opponent, you may draw a card." (Curiosity, Sleeper's
Robe; ``TriggerEvent.ENCHANTED_DEALS_DAMAGE`` with the filters "to_opponent" and "combat")."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.graveyard_triggers import GainLifeMayDraw, ReturnThatCard
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class GraveyardTriggerTemplates:
    def gt_land_by_opponent(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.LAND_TO_GRAVEYARD_BY_OPPONENT)

    def gt_enchanted_damages_opponent(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("to_opponent",))

    def gt_enchanted_combat_damages_opponent(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("combat", "to_opponent"))

    def gt_discarded_by_opponent(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DISCARDED_BY_OPPONENT)

    def gt_your_spell_countered(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.YOUR_SPELL_COUNTERED)

    def gt_gain_may_draw(self, items: list[Token]) -> Clause:
        return Clause((GainLifeMayDraw(int(items[0])),))

    def gt_return_that_card(self, items: list[Token]) -> Clause:
        return Clause((ReturnThatCard(),))


@renders_trigger(TriggerEvent.LAND_TO_GRAVEYARD_BY_OPPONENT)
def _render_land_by_opponent(t: Trigger) -> str:
    return ("Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the "
            "battlefield")


@renders(ReturnThatCard)
def _render_return_that_card(eff: ReturnThatCard, words: Words) -> list[str]:
    return ["return that card to the battlefield"]


@renders_trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE)
def _render_enchanted_damage(t: Trigger) -> str:
    combat = "combat " if "combat" in t.filters else ""
    to = " to an opponent" if "to_opponent" in t.filters else " to a player" if "to_player" in t.filters else ""
    if set(t.filters) - {"combat", "to_opponent", "to_player"} or {"to_opponent", "to_player"} <= set(t.filters):
        raise ValueError("unknown filter")
    return f"Whenever enchanted creature deals {combat}damage{to}"


@renders_trigger(TriggerEvent.DISCARDED_BY_OPPONENT)
def _render_discarded_by_opponent(t: Trigger) -> str:
    return "Whenever a spell or ability an opponent controls causes you to discard a card"


@renders(GainLifeMayDraw)
def _render_gain_may_draw(eff: GainLifeMayDraw, words: Words) -> list[str]:
    return [f"you gain {eff.life} life and you may draw a card"]


@renders_trigger(TriggerEvent.YOUR_SPELL_COUNTERED)
def _render_your_spell_countered(t: Trigger) -> str:
    return "Whenever a spell you've cast is countered"
