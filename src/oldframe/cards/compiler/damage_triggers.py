"""Triggers on damage to a player, or on a destruction, that act on that player's things (the grammar:
``grammar/damage_triggers.lark``): a target "that player controls" is restricted to the player of the
trigger event, filled in as the ability is put on the stack and checked again as it resolves (CR 603.3d,
608.2b; the filter is ``rules.target_filters``' "controlled_by"), and "Whenever enchanted creature deals
[combat] damage to a player" names the damaged player "that player" (``TriggerEvent.ENCHANTED_DEALS_DAMAGE``
with the filter "to_player"); "Whenever a spell or ability an opponent controls destroys a noncreature
permanent you control, …" (``TriggerEvent.DESTROYED_BY_OPPONENT``, ``rules.atoms.destroy_triggers``) names
the opponent "that opponent"."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.filters import Noun, render_noun
from oldframe.cards.compiler.render import renders_trigger
from oldframe.rules.model.cards import TargetSpec, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.target_filters import EVENT_OPPONENT_ARG, EVENT_PLAYER_ARG

__all__ = ["DamageTriggerTemplates"]


class DamageTriggerTemplates:
    """Transformer methods for ``grammar/damage_triggers.lark``."""

    def dt_suf_that_player_controls(self, items: list[Token]) -> str:
        return f"controlled_by:{EVENT_PLAYER_ARG}"

    def dt_enchanted_damages_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("to_player",))

    def dt_enchanted_combat_damages_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE, filters=("combat", "to_player"))

    def dt_suf_that_opponent_controls(self, items: list[Token]) -> str:
        return f"controlled_by:{EVENT_OPPONENT_ARG}"

    def dt_destroyed_by_opponent(self, items: list[Noun]) -> Trigger:
        kind, filters = items[0]
        if kind != "permanent" or any(f.partition(":")[2].startswith("event") for f in filters):
            raise ValueError("a permanent you control")
        return Trigger(TriggerEvent.DESTROYED_BY_OPPONENT, filters=filters)


@renders_trigger(TriggerEvent.DESTROYED_BY_OPPONENT)
def _render_destroyed_by_opponent(t: Trigger) -> str:
    noun = render_noun(TargetSpec(("permanent",), filters=t.filters))
    article = "an" if noun[0] in "aeiou" else "a"
    return f"Whenever a spell or ability an opponent controls destroys {article} {noun} you control"
