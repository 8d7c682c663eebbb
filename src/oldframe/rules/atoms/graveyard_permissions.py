"""Yawgmoth's Will as a permanent's static abilities, and the spell limit beside it: "You can't cast more
than one spell each turn.", "You may play lands and cast spells from your graveyard." and "If a card would
be put into your graveyard from anywhere, exile it instead." (Yawgmoth's Agenda) (compiler/
graveyard_permissions.py).

Each applies to the permanent's controller while it is on the battlefield (CR 611.3a; 2003: 418.3) through
the same rules as Yawgmoth's Will's one-turn effect (``atoms.restricted``: playing from the graveyard like
from the hand, CR 601.2a and 305.1; the exile replacement, CR 614.1a, 614.6; 2003: 419.6) and Arcane
Laboratory's limit (``altcosts.one_spell_limit``; 2003: 410.4)."""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.state import GameState

#: "You can't cast more than one spell each turn."
YOU_ONE_SPELL_EACH_TURN = "you_one_spell_each_turn"
#: "You may play lands and cast spells from your graveyard."
PLAY_FROM_GRAVEYARD = "play_from_graveyard"
#: "If a card would be put into your graveyard from anywhere, exile it instead."
GRAVEYARD_EXILED = "graveyard_exiled"


def controls_static(state: GameState, player: int, kind: str) -> bool:
    """``player`` controls a face-up permanent with a static ability of ``kind``."""
    if kind not in kinds_in_play(state):  # (cached: the common case is no such permanent at all)
        return False
    return any(state.objects[o].controller == player and _own_statics(state.objects[o], kind)
               for o in state.battlefield)
