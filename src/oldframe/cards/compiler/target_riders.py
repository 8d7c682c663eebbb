"""Riders about the target a spell dealt with, in the sentence after: "Counter target spell. Its
controller loses 3 life." (Undermine), "Destroy target land. Its controller loses 2 life." (Despoil,
Death Bomb), "Exile target creature with power 2 or less. Its controller gains 4 life." (Last Breath),
"Destroy target nonblack creature. It can't be regenerated. You lose life equal to that creature's
toughness." (Vendetta), "CARDNAME deals 3 damage to any target. A creature dealt damage this way can't
be regenerated this turn." (Incinerate). Values and controllers are the target's as it last existed
(``rules.atoms.target_riders``; CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import EVENT_AMOUNT, IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.target_riders import (
    ItsControllerGainsLife,
    ItsControllerLosesLife,
    NoRegenerationIfDamaged,
    YouLoseLifeEqualToStat,
)
from oldframe.rules.model.cards import Count, Effect


class TargetRiderTemplates:
    def tr_its_controller_loses(self, items: list[Token]) -> Clause:
        return Clause((ItsControllerLosesLife(IT, int(items[0])),))

    def tr_its_controller_gains(self, items: list[Token]) -> Clause:
        return Clause((ItsControllerGainsLife(IT, int(items[0])),))

    def tr_you_lose_equal(self, items: list[Token]) -> Clause:
        return Clause((YouLoseLifeEqualToStat("event_object", str(items[0])),))

    def tr_amount_that_much(self, items: list[Token]) -> Count:
        """"that much": the amount of the trigger event (damage dealt, life gained)."""
        return EVENT_AMOUNT

    def tr_no_regen_damaged(self, items: list[Token]) -> Clause:
        return Clause((NoRegenerationIfDamaged(IT),))


def _named_before(eff: Effect, what: str, words: Words) -> None:
    if not what.startswith("target:") or what not in words.seen:
        raise ValueError(f"{type(eff).__name__}: names the target named before")


@renders(ItsControllerLosesLife)
def _render_loses(eff: ItsControllerLosesLife, words: Words) -> list[str]:
    _named_before(eff, eff.what, words)
    return [f"its controller loses {eff.amount} life"]


@renders(ItsControllerGainsLife)
def _render_gains(eff: ItsControllerGainsLife, words: Words) -> list[str]:
    _named_before(eff, eff.what, words)
    return [f"its controller gains {eff.amount} life"]


@renders(YouLoseLifeEqualToStat)
def _render_lose_equal(eff: YouLoseLifeEqualToStat, words: Words) -> list[str]:
    _named_before(eff, eff.what, words)
    return [f"you lose life equal to that creature's {eff.stat}"]


@renders(NoRegenerationIfDamaged)
def _render_no_regen(eff: NoRegenerationIfDamaged, words: Words) -> list[str]:
    _named_before(eff, eff.what, words)
    return ["a creature dealt damage this way can't be regenerated this turn"]
