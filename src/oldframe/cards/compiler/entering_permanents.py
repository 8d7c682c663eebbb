"""Triggers on a permanent entering the battlefield (CR 603.6a): "Whenever a creature enters the battlefield under
your control, …" (Aura Shards), "Whenever a land enters the battlefield, …" (Ankh of Mishra). The grammar:
``grammar/entering_permanents.lark``; the matchers: ``rules.atoms.entering_permanents``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.entering_permanents import DamageEnteredController, TapAllLandsOf
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["EnteringPermanentTemplates"]


class EnteringPermanentTemplates:
    """Transformer methods for ``grammar/entering_permanents.lark``."""

    def ep_creature_enters_yours(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ENTERS_YOURS)

    def ep_land_enters(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.LAND_ENTERS)

    def ep_damage_land_controller(self, items: list[object]) -> Clause:
        amount = items[-1]
        if not isinstance(amount, int):
            raise ValueError("a fixed amount")
        return Clause((DamageEnteredController(amount, "event_player", "land"),))

    def ep_tap_all_lands_its_controller(self, items: list[Token]) -> Clause:
        return Clause((TapAllLandsOf("event_player"),))


@renders_trigger(TriggerEvent.CREATURE_ENTERS_YOURS)
def _render_creature_yours(t: Trigger) -> str:
    return "Whenever a creature enters the battlefield under your control"


@renders_trigger(TriggerEvent.LAND_ENTERS)
def _render_land(t: Trigger) -> str:
    return "Whenever a land enters the battlefield"


@renders(DamageEnteredController)
def _render_damage(eff: DamageEnteredController, words: Words) -> list[str]:
    return [f"CARDNAME deals {words.num(eff.amount)} damage to that {eff.noun}'s controller"]


@renders(TapAllLandsOf)
def _render_tap_all(eff: TapAllLandsOf, words: Words) -> list[str]:
    if eff.who != "event_player":
        raise ValueError("the entering land's controller")
    return ["tap all lands its controller controls"]
