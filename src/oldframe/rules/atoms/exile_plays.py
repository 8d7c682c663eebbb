"""Playing a card exiled from the top of the library: "{3}, {T}: Exile the top card of your library. Until the
beginning of your next upkeep, you may play that card." (Elkin Bottle).

The card is exiled face up (everyone sees it). The permission is a marker on the exiled object (an object
that leaves exile stops existing, CR 400.7, so it lasts only while the card stays there), ending as the
controller's next turn begins (``next_untap:`` — no player has priority in the untap step, so it is the
same as "the beginning of your next upkeep"). Playing it is an ``extensions.PRIORITY_ACTIONS`` action: a
land with the turn's land drop at a land's timing (CR 305.2), a spell at its own timing for its mana cost
(``CastWith(oid, "exiled")``, CR 601.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import altcosts, zones
from oldframe.rules.actions import Action, CastWith, PlayLand
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, SplitCardDef
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The permission on the exiled object (``ContinuousEffect.power``: the player who may play it).
PLAY_EXILED: Final = "play_exiled_until_next_turn"


@dataclass(frozen=True, slots=True)
class ExileTopMayPlay(Effect):
    """"Exile the top card of your library. Until the beginning of your next upkeep, you may play that card." """


@executes(ExileTopMayPlay)
def _exile_top_may_play(state: GameState, item: StackItem, eff: ExileTopMayPlay) -> Decision | None:
    me = item.controller
    library = state.library(me)
    if not library:
        return None
    new = zones.move(state, library[-1], Zone.EXILE)
    if new is not None:
        state.effects.append(ContinuousEffect(PLAY_EXILED, new, state.new_timestamp(), f"next_untap:{me}", me))
        state.version += 1
    return None


def priority_actions(state: GameState, player: int, land_ok: bool) -> list[Action]:
    """The exiled cards ``player`` may play now."""
    if not state.effects:
        return []
    out: list[Action] = []
    for e in state.effects:
        if e.kind != PLAY_EXILED or e.power != player or e.affected not in state.objects:
            continue
        obj = state.objects[e.affected]
        card = obj.card
        if not card.playable or isinstance(card, SplitCardDef):
            continue
        if card.is_land:
            if land_ok:
                out.append(PlayLand(obj.oid))
        elif altcosts.can_cast_with(state, player, obj.oid, "exiled", 0):
            out.append(CastWith(obj.oid, "exiled", 0))
    return out
