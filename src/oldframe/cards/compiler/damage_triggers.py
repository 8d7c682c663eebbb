"""Triggers on damage to a player that act on that player's things (the grammar:
``grammar/damage_triggers.lark``): a target "that player controls" is restricted to the player of the
trigger event, filled in as the ability is put on the stack and checked again as it resolves (CR 603.3d,
608.2b; the filter is ``rules.target_filters``' "controlled_by"), and "Whenever enchanted creature deals
[combat] damage to a player" names the damaged player "that player" (``TriggerEvent.ENCHANTED_DEALS_DAMAGE``
with the filter "to_player")."""

from __future__ import annotations

from lark import Token

from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.target_filters import EVENT_PLAYER_ARG

__all__ = ["DamageTriggerTemplates"]


class DamageTriggerTemplates:
    """Transformer methods for ``grammar/damage_triggers.lark``."""

    def dt_suf_that_player_controls(self, items: list[Token]) -> str:
        return f"controlled_by:{EVENT_PLAYER_ARG}"

    def dt_enchanted_damages_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("to_player",))

    def dt_enchanted_combat_damages_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("combat", "to_player"))
