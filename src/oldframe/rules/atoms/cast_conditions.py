"""Conditions on casting a spell printed on it: "Cast this spell only if you've cast another spell this
turn." (Skyshroud Condor), "Cast this spell only during your turn." (Seedtime), "Cast this spell only during
your end step." (Necrologia), "Cast this spell only if there are three or more players in the game."
(Checks and Balances).

A restriction on casting (CR 601.3; 2003: 409.1) that works while the card is in the hand, printed on a
permanent card or not: a static ability of kind :data:`CAST_CONDITION` (its ``text`` the condition), which
functions on no battlefield rule. ``allows`` is its ``casting.CAST_RESTRICTIONS`` entry (registered in
``rules.features``). "Another spell" counts the spells the player cast this turn before this one (the
count ``altcosts`` keeps for Arcane Laboratory)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from oldframe.rules.altcosts import spells_played
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import GameState, Step

#: The static kind of "Cast this spell only …" (``StaticAbility.text``: a key of :data:`CONDITIONS`).
CAST_CONDITION: Final = "cast_condition"

#: Each condition: its sentence and whether ``player`` may cast the spell now.
CONDITIONS: Final[dict[str, tuple[str, Callable[[GameState, int], bool]]]] = {
    "another_spell": ("Cast this spell only if you've cast another spell this turn.",
                      lambda state, player: spells_played(state, player) >= 1),
    "your_turn": ("Cast this spell only during your turn.", lambda state, player: state.active == player),
    "your_end_step": ("Cast this spell only during your end step.",
                      lambda state, player: state.active == player and state.step == Step.END_OF_TURN),
    "three_players": ("Cast this spell only if there are three or more players in the game.",
                      lambda state, player: len(state.living()) >= 3),
}


def allows(state: GameState, player: int, card: CardDef) -> bool:
    """The ``casting.CAST_RESTRICTIONS`` entry: every printed condition holds now."""
    return all(CONDITIONS[st.text][1](state, player) for st in card.behaviour.static if st.kind == CAST_CONDITION)
