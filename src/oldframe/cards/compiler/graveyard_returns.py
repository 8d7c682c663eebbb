"""Cards coming back from graveyards and counting cards there (the grammar:
``grammar/graveyard_returns.lark``; the rules: ``rules.atoms.graveyard_returns``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.positions_in_graveyard import above_words
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.cost_atoms import ReturnSourceFromGraveyard
from oldframe.rules.atoms.graveyard_returns import (
    IF_IN_GRAVEYARD,
    IF_ONLY_CREATURE_CARD,
    UPKEEP_FROM_GRAVEYARD,
    DrawPerNamedInGraveyards,
    EachPlayerReanimates,
    GraveyardMayPay,
    ReanimateUnderYourControl,
    ReturnAllFromGraveyard,
    ReturnSourceIf,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["GraveyardReturnTemplates", "graveyard_trigger"]

#: "At the beginning of your upkeep" as the trigger grammar reads it, before it becomes a graveyard one.
_YOUR_UPKEEP = Trigger(TriggerEvent.UPKEEP_BEGINS, "yours")


class GraveyardReturnTemplates:
    """Transformer methods for ``grammar/graveyard_returns.lark``."""

    def gr_return_self(self, items: list[str]) -> Clause:
        return Clause((ReturnSourceFromGraveyard(items[0]),))

    def gr_in_graveyard(self, items: list[Token]) -> str:
        return IF_IN_GRAVEYARD

    def gr_only_creature(self, items: list[Token]) -> str:
        return IF_ONLY_CREATURE_CARD

    def gr_upkeep_return_if(self, items: list[object]) -> TriggeredPiece:
        trig, where, to = items
        if trig != _YOUR_UPKEEP or not isinstance(where, str) or not isinstance(to, str):
            raise ValueError("your upkeep")
        return TriggeredPiece(TriggeredAbility(Trigger(UPKEEP_FROM_GRAVEYARD, "yours", filters=(where,)),
                                               (ReturnSourceIf(to, (where,)),), optional=True))

    def gr_upkeep_pay_return_if(self, items: list[object]) -> TriggeredPiece:
        trig, where, *mana, to = items
        if trig != _YOUR_UPKEEP or not isinstance(where, str) or not isinstance(to, str):
            raise ValueError("your upkeep")
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("a mana cost")
        return TriggeredPiece(TriggeredAbility(Trigger(UPKEEP_FROM_GRAVEYARD, "yours", filters=(where,)),
                                               (GraveyardMayPay(cost, (ReturnSourceIf(to, (where,)),), (where,)),)))

    def gr_upkeep_pay_if(self, items: list[object]) -> TriggeredPiece:
        """The same trigger with any other effect after the payment (Genesis): an ability of the card in
        the graveyard whose targets are chosen as it is put on the stack (CR 603.3d)."""
        trig, where, *mana, body = items
        if trig != _YOUR_UPKEEP or not isinstance(where, str) or not isinstance(body, Clause):
            raise ValueError("your upkeep")
        if body.mana_choice or any(isinstance(e, ReturnSourceIf) for e in body.effects):
            raise ValueError("an effect on other cards")
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("a mana cost")
        return TriggeredPiece(TriggeredAbility(Trigger(UPKEEP_FROM_GRAVEYARD, "yours", filters=(where,)),
                                               (GraveyardMayPay(cost, body.effects, (where,)),), body.specs))

    def gr_kind_enchantment(self, items: list[Token]) -> str:
        return "Enchantment"

    def gr_kind_artifact(self, items: list[Token]) -> str:
        return "Artifact"

    def gr_kind_creature(self, items: list[Token]) -> str:
        return "Creature"

    def gr_kind_land(self, items: list[Token]) -> str:
        return "Land"

    def gr_return_all(self, items: list[str]) -> Clause:
        return Clause((ReturnAllFromGraveyard(items[0]),))

    def gr_exhume(self, items: list[Token]) -> Clause:
        return Clause((EachPlayerReanimates("Creature"),))

    def gr_draw_named(self, items: list[int]) -> Clause:
        if items[0] != 1:
            raise ValueError("draw a card first")
        return Clause((DrawPerNamedInGraveyards(1),))


def graveyard_trigger(trigger: Trigger, effects: tuple[Effect, ...]) -> Trigger:
    """The trigger of an ability that returns its own card from the graveyard works only there (CR
    113.6k): "At the beginning of your upkeep" becomes :data:`UPKEEP_FROM_GRAVEYARD`; any other trigger
    with such an effect is not played yet (ValueError)."""
    if not any(isinstance(e, ReturnSourceFromGraveyard) for e in effects):
        return trigger
    if trigger != _YOUR_UPKEEP:
        raise ValueError("a graveyard return on a trigger other than 'your upkeep'")
    return Trigger(UPKEEP_FROM_GRAVEYARD, "yours")


_CONDITION_WORDS = {IF_IN_GRAVEYARD: "in your graveyard",
                    IF_ONLY_CREATURE_CARD: "the only creature card in your graveyard"}


@renders_trigger(UPKEEP_FROM_GRAVEYARD)
def _render_upkeep_from_graveyard(trigger: Trigger) -> str:
    if not trigger.filters:
        return "At the beginning of your upkeep"
    words = _CONDITION_WORDS.get(trigger.filters[0]) or above_words(trigger.filters[0])  # positions_in_graveyard.py
    return f"At the beginning of your upkeep, if CARDNAME is {words}"


@renders(ReturnSourceIf)
def _render_return_if(eff: ReturnSourceIf, words: Words) -> list[str]:
    if eff.put:  # "put CARDNAME onto the battlefield" (positions_in_graveyard.py)
        if eff.to != "battlefield":
            raise ValueError("put onto the battlefield")
        return ["put CARDNAME onto the battlefield"]
    return [f"return CARDNAME to {'your hand' if eff.to == 'hand' else 'the battlefield'}"]


@renders(ReanimateUnderYourControl)
def _render_reanimate(eff: ReanimateUnderYourControl, words: Words) -> list[str]:
    put = f"put {words.thing(eff.what)} onto the battlefield under your control"
    return [put, "you lose life equal to its mana value"] if eff.lose_life_mv else [put]


@renders(EachPlayerReanimates)
def _render_exhume(eff: EachPlayerReanimates, words: Words) -> list[str]:
    return [f"each player puts a {eff.kind.lower()} card from their graveyard onto the battlefield"]


@renders(DrawPerNamedInGraveyards)
def _render_draw_named(eff: DrawPerNamedInGraveyards, words: Words) -> list[str]:
    return ["draw a card, then draw cards equal to the number of cards named CARDNAME in all graveyards"]


@renders(ReturnAllFromGraveyard)
def _render_return_all(eff: ReturnAllFromGraveyard, words: Words) -> list[str]:
    if eff.only_destroyed:
        raise ValueError("only some of them (threshold_instead.py words it)")
    return [f"return all {eff.kind.lower()} cards from your graveyard to the battlefield"]
