"""Damage in the words of triggered abilities (CR 120.3): "you may have it deal 1 damage to each
creature" (Slice and Dice), "it deals 4 damage to each other creature" (Crater Hellion), "Whenever a
creature attacks, CARDNAME deals 1 damage to it." (Caltrops). Their rules are
``rules.atoms.trigger_damage``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.trigger_events import THAT_CREATURE_EVENTS
from oldframe.rules.atoms.trigger_damage import DamageEachOtherCreature, DamageToEventCreature, HaveItDealEach
from oldframe.rules.model.cards import Trigger


def _number(amount: object) -> int:
    if not isinstance(amount, int) or amount <= 0:
        raise ValueError("a fixed amount of damage")
    return amount


class TriggerDamageTemplates:
    """Transformer methods of ``grammar/trigger_damage.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def td_have_it_deal_each(self, items: list[object]) -> Clause:
        return Clause((HaveItDealEach(_number(items[0])),))

    def td_it_each_other(self, items: list[object]) -> Clause:
        return Clause((DamageEachOtherCreature(_number(items[0])),))

    def td_damage_to_it(self, items: list[object]) -> TriggeredPiece:
        trig, amount = items
        if not isinstance(trig, Trigger) or trig.event not in THAT_CREATURE_EVENTS:
            raise ValueError("'it' must be a creature the trigger event names")
        return self.triggered([trig, Clause((DamageToEventCreature(_number(amount)),))])


@renders(HaveItDealEach)
def _render_have_it(eff: HaveItDealEach, words: Words) -> list[str]:
    if not eff.creatures or eff.players or eff.without:
        raise ValueError("each creature only")
    return [f"have it deal {words.num(eff.amount)} damage to each creature"]


@renders(DamageEachOtherCreature)
def _render_each_other(eff: DamageEachOtherCreature, words: Words) -> list[str]:
    return [f"it deals {words.num(eff.amount)} damage to each other creature"]


@renders(DamageToEventCreature)
def _render_to_it(eff: DamageToEventCreature, words: Words) -> list[str]:
    return [f"CARDNAME deals {words.num(eff.amount)} damage to it"]
