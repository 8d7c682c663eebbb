""""When CARDNAME blocks, at end of combat, destroy it and all creatures it blocked this turn."
(Defiant Vanguard). Its rule is ``rules.atoms.blocked_this_turn``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.blocked_this_turn import DestroySelfAndBlockedAtEndOfCombat
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class BlockedThisTurnTemplates:
    """Transformer methods of ``grammar/blocked_this_turn.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def destroy_self_and_blocked(self, items: list[object]) -> TriggeredPiece:
        trig = items[0]
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.BLOCKS:
            raise ValueError("'all creatures it blocked' after CARDNAME blocks only")
        return self.triggered([trig, Clause((DestroySelfAndBlockedAtEndOfCombat(),))])


@renders(DestroySelfAndBlockedAtEndOfCombat)
def _render_destroy(eff: DestroySelfAndBlockedAtEndOfCombat, words: Words) -> list[str]:
    return ["at end of combat, destroy it and all creatures it blocked this turn"]
