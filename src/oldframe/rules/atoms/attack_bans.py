"""Static abilities that forbid attacking to every creature on the battlefield, whoever controls it
(CR 508.1c; 2003: 308.2a): "Creatures can't attack." (Peacekeeper) and "Creatures with power greater
than the number of cards in your hand can't attack." (Ensnaring Bridge).

A restriction is looked at as each attacker is declared (CR 508.1c), so the hand is counted then: a
card played before combat changes which creatures may attack, and a creature already attacking keeps
attacking when the hand shrinks afterwards (CR 506.4). "Your hand" is the hand of the permanent's
controller (CR 109.5), and the ban reaches that player's own creatures as well.
"""

from __future__ import annotations

from typing import Final

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import power
from oldframe.rules.state import GameState, Obj

#: "Creatures can't attack." (Peacekeeper)
CREATURES_CANT_ATTACK: Final = "creatures_cant_attack"
#: "Creatures with power greater than the number of cards in your hand can't attack." (Ensnaring Bridge)
CANT_ATTACK_POWER_OVER_HAND: Final = "cant_attack_power_over_hand"


def may_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    """False while a permanent on the battlefield bans ``attacker`` from attacking (an
    ``ATTACK_RESTRICTIONS`` entry of :mod:`oldframe.rules.combat`)."""
    for oid in state.battlefield:
        src = state.objects[oid]
        if _own_statics(src, CREATURES_CANT_ATTACK):
            return False
        if _own_statics(src, CANT_ATTACK_POWER_OVER_HAND) \
                and power(state, attacker) > len(state.players[src.controller].hand):
            return False
    return True
