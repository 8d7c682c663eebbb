"""Creatures that can attack as though they didn't have defender (CR 702.3b; 2003: 502.9 and 308.1 "Walls
can't attack"): "Wall creatures can attack as though they didn't have defender." (Rolling Stones; a static
ability over a selector), and Prison Barricade's kicked "enters the battlefield … with "CARDNAME can attack as
though it didn't have defender."" — an ability the permanent has while it stays (kept as a keyword-like
ability, :data:`ATTACKS_DESPITE_DEFENDER`, on a continuous effect). ``rules.combat.can_attack`` asks
``extensions.DEFENDER_IGNORED``; the compiler side is ``cards/compiler/defender_attacks.py``."""

from __future__ import annotations

from oldframe.rules.characteristics import STATIC_KINDS, affects, has_keyword, kinds_in_play, static_effects
from oldframe.rules.state import GameState, Obj

#: The ability a permanent has by itself (its quoted wording, as the card gives it).
ATTACKS_DESPITE_DEFENDER = "CARDNAME can attack as though it didn't have defender."
#: ``StaticAbility.kind`` of "<selector> can attack as though they didn't have defender."
SELECTED_ATTACK_DESPITE_DEFENDER = "attack_despite_defender"
STATIC_KINDS.add(SELECTED_ATTACK_DESPITE_DEFENDER)


def ignores_defender(state: GameState, obj: Obj) -> bool:
    """``extensions.DEFENDER_IGNORED``: ``obj`` may attack though it has defender (or is a Wall)."""
    if has_keyword(state, obj, ATTACKS_DESPITE_DEFENDER):
        return True
    if SELECTED_ATTACK_DESPITE_DEFENDER not in kinds_in_play(state):
        return False
    return any(st.kind == SELECTED_ATTACK_DESPITE_DEFENDER and affects(state, st.affected, src, obj)
               for st, src in static_effects(state))
