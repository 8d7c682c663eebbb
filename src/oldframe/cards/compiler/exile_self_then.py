""""When CARDNAME dies, you may exile it. If you do, …" (Academy Rector): the card exiles itself from
the graveyard, and only then does the rest happen. Its rule is ``rules.atoms.exile_self_then``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_effects, renders
from oldframe.rules.atoms.exile_self_then import MayExileSelfThen
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class ExileSelfThenTemplates:
    """Transformer methods of ``grammar/exile_self_then.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def may_exile_self_then(self, items: list[object]) -> TriggeredPiece:
        """Only where the card is in a graveyard as the ability triggers: "When CARDNAME dies"."""
        trig, body = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.DIES or not isinstance(body, Clause):
            raise ValueError("'you may exile it' from a graveyard: a dies trigger only")
        piece = self.triggered([trig, body])
        ab = piece.ability
        return TriggeredPiece(type(ab)(ab.trigger, (MayExileSelfThen(ab.effects),), ab.targets, ab.optional, ab.text))


@renders(MayExileSelfThen)
def _render_may_exile_then(eff: MayExileSelfThen, words: Words) -> list[str]:
    then = render_effects(eff.then, words.specs, words.self_word)
    return ["you may exile it", "if you do, " + then[0], *then[1:]]
