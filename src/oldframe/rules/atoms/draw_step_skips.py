"""Skipping a draw for protection from attacks: "If you would draw a card during your draw step, instead you
may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying
and/or islandwalk." (Island Sanctuary).

An optional replacement of a draw (CR 614.1a; 2003: 419.6a) made in the controller's own draw step — the
turn's draw or any other draw then. The choice is asked by replay like every replacement choice
(``replacement.ask``: a ``replacement_order`` decision offering "draw" or "skip"). Skipped, it marks the
player until their next turn begins (a ``next_untap:`` effect, dropped in their untap step), and while
marked a creature can attack them only if it has flying or islandwalk (CR 508.1c: an
``combat.ATTACK_RESTRICTIONS`` entry)."""

from __future__ import annotations

from typing import Final

from oldframe.rules import zones
from oldframe.rules.atoms.graveyard_permissions import controls_static
from oldframe.rules.characteristics import has_keyword, kinds_in_play
from oldframe.rules.events import DrawReplaced
from oldframe.rules.replacement import ask, choice_possible_when
from oldframe.rules.state import ContinuousEffect, GameState, Obj, Step

#: "If you would draw a card during your draw step, instead you may skip that draw. If you do, …"
SKIP_DRAW_FOR_SAFETY: Final = "skip_draw_for_attack_ban"
#: The mark on a player who skipped that draw (``ContinuousEffect.power``: the player).
ATTACK_BANNED: Final = "attacks_only_flying_or_islandwalk"
_OPTIONS: Final = ("draw", "skip")


def _applies(state: GameState, player: int) -> bool:
    return (state.step == Step.DRAW and state.active == player and SKIP_DRAW_FOR_SAFETY in kinds_in_play(state)
            and controls_static(state, player, SKIP_DRAW_FOR_SAFETY))


@choice_possible_when
def _choice_possible(state: GameState) -> bool:
    return SKIP_DRAW_FOR_SAFETY in kinds_in_play(state)  # (any action may lead into a draw step)


def skip_draw(state: GameState, player: int) -> bool:
    """The ``extensions.DRAW_REPLACEMENTS`` point: True if ``player`` skipped this draw."""
    if not _applies(state, player):
        return False
    if ask(state, player, list(_OPTIONS), {"replaces": "draw", "source": SKIP_DRAW_FOR_SAFETY}) != 1:
        return False
    zones.emit(state, DrawReplaced(player))
    if not any(e.kind == ATTACK_BANNED and e.power == player for e in state.effects):
        state.effects.append(ContinuousEffect(ATTACK_BANNED, -1, state.new_timestamp(), f"next_untap:{player}",
                                              player))
        state.version += 1
    return True


def may_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    """The ``combat.ATTACK_RESTRICTIONS`` entry: a marked player is attacked only by fliers and islandwalkers."""
    if not state.effects or not any(e.kind == ATTACK_BANNED and e.power == defender for e in state.effects):
        return True
    return has_keyword(state, attacker, "flying") or has_keyword(state, attacker, "islandwalk")
