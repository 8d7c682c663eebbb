"""Wishes: a card from outside the game into its owner's hand (2003: the October 2002 rulings, the
sideboard and, under some presets, cards removed from the game; CR 400.11a for modern), and the
Wish's "Remove CARDNAME from the game." as it resolves."""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.events import Wished
from oldframe.rules.model.cards import ExileSelf, WishFromOutsideTheGame
from oldframe.rules.ruleset import OutsideTheGame
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@executes(ExileSelf)
def _exile_self(state: GameState, item: StackItem, eff: ExileSelf) -> Decision | None:
    item.choices["exile_self"] = True
    return None


def wish_options(state: GameState, player: int, kinds: tuple[str, ...]) -> list[int]:
    """Cards ``player`` owns outside the game (October 2002 rulings; CR 400.11a for modern)."""
    p = state.players[player]
    pool = list(p.sideboard)
    if state.rules.outside_the_game == OutsideTheGame.SIDEBOARD_AND_REMOVED:
        pool += [o for o in p.exile if not state.objects[o].face_down]
    return [o for o in pool if any(is_type(state, state.objects[o], k) for k in kinds)]


@executes(WishFromOutsideTheGame)
def _wish(state: GameState, item: StackItem, eff: WishFromOutsideTheGame) -> Decision | None:
    if "wish" not in item.choices:
        options = wish_options(state, item.controller, eff.kinds)
        if not options:
            item.choices["wish"] = None
            return None
        return Decision(DecisionKind.WISH, item.controller, {"options": options})
    chosen = item.choices["wish"]
    if chosen is not None:
        came_from = state.objects[chosen].zone
        new = zones.move(state, chosen, Zone.HAND)
        zones.emit(state, Wished(item.controller, new, state.objects[new].card.name if new else "",
                   int(came_from)))
        item.choices["wish_from"] = int(came_from)
    return None
