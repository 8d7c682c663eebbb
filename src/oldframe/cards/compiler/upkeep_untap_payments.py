"""Auras that hold a creature tapped and let its controller pay to untap it (the grammar:
``grammar/upkeep_untap_payments.lark``; the rules: ``rules.atoms.upkeep_untap_payments``): "Enchanted
creature gets +1/+1 and doesn't untap during its controller's untap step." (the Aura template's grant with a
P/T change) and "At the beginning of the upkeep of enchanted creature's controller, that player may pay
{1}{B}. If the player does, untap that creature." (Dance of the Dead)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.auras import NO_UNTAP
from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_effects, renders
from oldframe.rules.atoms.upkeep_untap_payments import ThatPlayerMayPayThen
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["UpkeepUntapPaymentTemplates"]


class UpkeepUntapPaymentTemplates:
    """Transformer methods for ``grammar/upkeep_untap_payments.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def uu_pt_no_untap(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        p, t = parse_pt(items[0])
        return p, t, frozenset({NO_UNTAP})

    def uu_that_player_pays(self, items: list[object]) -> TriggeredPiece:
        trig, *mana, body = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP \
                or not isinstance(body, Clause):
            raise ValueError("the enchanted permanent's controller's upkeep")
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("a mana cost")
        piece = self.triggered([trig, body])  # the checks of "that creature" in this trigger
        ab = piece.ability
        return TriggeredPiece(TriggeredAbility(ab.trigger, (ThatPlayerMayPayThen(cost, ab.effects),), ab.targets))


@renders(ThatPlayerMayPayThen)
def _render(eff: ThatPlayerMayPayThen, words: Words) -> list[str]:
    then = render_effects(eff.then, words.specs)
    if len(then) != 1:
        raise ValueError("one sentence after 'If the player does'")
    return [f"that player may pay {eff.cost}", f"if the player does, {then[0]}"]
