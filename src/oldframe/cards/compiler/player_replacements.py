"""Replacements of what happens to a player, as static abilities: "If a player would gain life, that
player gains no life instead." (Sulfuric Vortex) and "If you would draw a card, you may instead choose
land or nonland and reveal cards … until you reveal a card of the chosen kind. …" (Abundance). The rules
are in ``rules.atoms.player_replacements``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.player_replacements import (
    DRAW_CHOSEN_KIND,
    NO_LIFE_GAIN,
    PLAYER_DAMAGE_EXILES_LIBRARY,
    PLAYER_DAMAGE_TO_ENCHANTED,
)
from oldframe.rules.model.cards import StaticAbility


class PlayerReplacementTemplates:
    def pr_no_life_gain(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_LIFE_GAIN))

    def pr_draw_chosen_kind(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(DRAW_CHOSEN_KIND))

    def pr_damage_to_enchanted(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PLAYER_DAMAGE_TO_ENCHANTED))

    def pr_damage_exiles_library(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PLAYER_DAMAGE_EXILES_LIBRARY))


@renders_static(NO_LIFE_GAIN)
def _render_no_life_gain(st: StaticAbility) -> str:
    return "If a player would gain life, that player gains no life instead."


@renders_static(DRAW_CHOSEN_KIND)
def _render_draw_chosen_kind(st: StaticAbility) -> str:
    return ("If you would draw a card, you may instead choose land or nonland and reveal cards from the top of "
            "your library until you reveal a card of the chosen kind. Put that card into your hand and put all "
            "other cards revealed this way on the bottom of your library in any order.")


@renders_static(PLAYER_DAMAGE_TO_ENCHANTED)
def _render_to_enchanted(st: StaticAbility) -> str:
    return "All damage that would be dealt to you is dealt to enchanted creature instead."


@renders_static(PLAYER_DAMAGE_EXILES_LIBRARY)
def _render_exiles_library(st: StaticAbility) -> str:
    return ("If damage would be dealt to a player, that player exiles that many cards from the top of their library "
            "instead.")
