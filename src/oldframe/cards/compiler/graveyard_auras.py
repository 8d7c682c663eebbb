""""When a creature with mana value 6 or greater enters the battlefield, you may return CARDNAME from your
graveyard to the battlefield attached to that creature." (Dragon Breath, Dragon Fangs, Dragon Scales,
Dragon Wings). The graveyard trigger and the return are in ``rules.atoms.graveyard_auras``."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.graveyard_auras import EVENT, ReturnSelfAttachedToThatCreature
from oldframe.rules.model.cards import Trigger


class GraveyardAuraTemplates:
    """Transformer methods of ``grammar/graveyard_auras.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def t_big_creature_enters(self, items: list[Token]) -> Trigger:
        return Trigger(EVENT, "when", filters=(f"mv_ge:{int(str(items[0]))}",))

    def return_self_attached(self, items: list[Token]) -> Clause:
        return Clause((ReturnSelfAttachedToThatCreature(),))


@renders_trigger(EVENT)
def _render_trigger(t: Trigger) -> str:
    [f] = t.filters
    return f"When a creature with mana value {f.removeprefix('mv_ge:')} or greater enters the battlefield"


@renders(ReturnSelfAttachedToThatCreature)
def _render_return(eff: ReturnSelfAttachedToThatCreature, words: Words) -> list[str]:
    return ["return CARDNAME from your graveyard to the battlefield attached to that creature"]
