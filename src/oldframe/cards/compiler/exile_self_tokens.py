""""When CARDNAME dies, exile CARDNAME and each other player creates a 3/3 black Angel creature token with
flying." (Haunted Angel). Its rule is ``rules.atoms.exile_self_tokens``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.rules.atoms.exile_self_tokens import ExileSelfOthersCreateTokens
from oldframe.rules.model.cards import CreateTokens, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class ExileSelfTokenTemplates:
    """Transformer methods of ``grammar/exile_self_tokens.lark``."""

    create_tokens: Callable[[list[object]], Clause]  # TokenTemplates.create_tokens (another Builder mixin)

    def exile_self_others_create_tokens(self, items: list[object]) -> TriggeredPiece:
        trig, *rest = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.DIES:
            raise ValueError("exiling CARDNAME from the graveyard after it dies only")
        tokens = self.create_tokens(rest).effects[0]
        if not isinstance(tokens, CreateTokens) or not isinstance(tokens.count, int):
            raise ValueError("a fixed number of tokens")
        return TriggeredPiece(TriggeredAbility(trig, (ExileSelfOthersCreateTokens(tokens),)))


@renders(ExileSelfOthersCreateTokens)
def _render(eff: ExileSelfOthersCreateTokens, words: Words) -> list[str]:
    made = render_create_tokens(eff.tokens).replace("create ", "creates ", 1)
    return [f"exile CARDNAME and each other player {made}"]
