"""Static abilities banning attacks for every creature (CR 508.1c; 2003: 308.2a): "Creatures can't
attack." (Peacekeeper), "Creatures with power greater than the number of cards in your hand can't
attack." (Ensnaring Bridge). Their rule is ``rules.atoms.attack_bans``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.attack_bans import CANT_ATTACK_POWER_OVER_HAND, CREATURES_CANT_ATTACK
from oldframe.rules.model.cards import StaticAbility


class AttackBanTemplates:
    """Transformer methods of ``grammar/attack_bans.lark``."""

    def ab_creatures_cant_attack(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CREATURES_CANT_ATTACK))

    def ab_power_over_hand(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_POWER_OVER_HAND))


@renders_static(CREATURES_CANT_ATTACK)
def _render_no_attacks(st: StaticAbility) -> str:
    return "Creatures can't attack."


@renders_static(CANT_ATTACK_POWER_OVER_HAND)
def _render_power_over_hand(st: StaticAbility) -> str:
    return "Creatures with power greater than the number of cards in your hand can't attack."
