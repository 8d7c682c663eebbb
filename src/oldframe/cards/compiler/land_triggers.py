"""Triggers on playing a land: "When you play another land, sacrifice CARDNAME." (City of Traitors) —
the land-play trigger (CR 305.1; 2003: 212.6a) of its controller, for a land other than itself, beside
"Whenever a player / an opponent plays a land" (``trigger_events``)."""

from __future__ import annotations

from lark import Token

from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class LandTriggerTemplates:
    def lt_you_play_another_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.PLAYS_LAND, "yours_other")
