"""Triggered abilities (CR 603; 2003: 410): "When CARDNAME enters the battlefield, …", "When
CARDNAME dies, …", "At the beginning of your upkeep, …", "Whenever CARDNAME attacks/blocks, …".

Examples: Flametongue Kavu, Gravedigger's simpler kin Elvish Visionary-style "draw a card" ETBs,
Venerable Monk ("you gain 2 life"), Bogardan Firefiend ("dies" → damage), Serpent Warrior-style
upkeep life loss, Raging Goblin's cousins "Whenever CARDNAME attacks, it gets +1/+0".
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.model import Trigger, TriggeredAbility


class TriggerTemplates:
    def t_etb(self, items: list[Token]) -> Trigger:
        return Trigger("comes_into_play")

    def t_dies(self, items: list[Token]) -> Trigger:
        return Trigger("dies")

    def t_upkeep(self, items: list[Token]) -> Trigger:
        return Trigger("upkeep_begins", "yours")

    def t_attacks(self, items: list[Token]) -> Trigger:
        return Trigger("attacks")

    def t_blocks(self, items: list[Token]) -> Trigger:
        return Trigger("blocks")

    def triggered(self, items: list[object]) -> TriggeredPiece:
        trig, body = items
        assert isinstance(trig, Trigger) and isinstance(body, Clause)
        if body.mana_choice:
            raise ValueError("mana choice in a trigger")
        return TriggeredPiece(TriggeredAbility(trig, body.effects, body.specs))
