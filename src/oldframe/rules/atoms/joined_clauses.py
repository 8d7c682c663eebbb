"""Two instructions written as one sentence joined by "and": "sacrifice a land and CARDNAME deals 1 damage
to you" (Phyrexian War Beast), "sacrifice a land and discard your hand" (Psychic Vortex). They are carried
out in order (CR 608.2c); :class:`Joined` stands between them only so the card's text can be written back
as the one sentence it was (``cards.compiler.render.render_effects``). It does nothing."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class Joined(Effect):
    """The effects before and after were one sentence "… and …"."""


@executes(Joined)
def _joined(state: GameState, item: StackItem, eff: Joined) -> Decision | None:
    return None
