"""Exchanging control of CARDNAME and "up to one target creature an opponent controls" as it enters,
sacrificing CARDNAME if no exchange is made (Gilded Drake). Its rule is ``rules.atoms.self_exchange``."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.common import Thing
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.self_exchange import ExchangeSelfOrSacrifice
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class SelfExchangeTemplates:
    """Transformer methods of ``grammar/self_exchange.lark``."""

    def exchange_self_or_sacrifice(self, items: list[object]) -> TriggeredPiece:
        trig, thing = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.COMES_INTO_PLAY:
            raise ValueError("an exchange of control as CARDNAME enters only")
        if not isinstance(thing, Thing) or thing.spec is None or thing.spec.kinds != ("creature",):
            raise ValueError("up to one target creature")
        spec = replace(thing.spec, up_to_one=True)
        return TriggeredPiece(TriggeredAbility(trig, (ExchangeSelfOrSacrifice("target:0"),), (spec,)))


@renders(ExchangeSelfOrSacrifice)
def _render_exchange(eff: ExchangeSelfOrSacrifice, words: Words) -> list[str]:
    if not words.specs or not words.specs[0].up_to_one:
        raise ValueError("'up to one target' only")
    target = words.thing(eff.what)
    return [f"exchange control of CARDNAME and up to one {target}",
            "if you don't or can't make an exchange, sacrifice CARDNAME",
            "this ability still resolves if its target becomes illegal"]
