"""Exchanging control of the card itself and a target creature as it enters (Gilded Drake):

"When CARDNAME enters the battlefield, exchange control of CARDNAME and up to one target creature an
opponent controls. If you don't or can't make an exchange, sacrifice CARDNAME. This ability still
resolves if its target becomes illegal." (2003 wording: "… If you don't make the exchange, sacrifice
Gilded Drake. This ability can't be countered except by spells and abilities.")

- "up to one target" (CR 601.2c, 115.1; 2003: 409.1c): the controller may choose no target
  (``TargetSpec.up_to_one``); with no legal target the ability is put on the stack anyway.
- An exchange happens only if both permanents are still on the battlefield, the target still legal,
  and each would change controller; otherwise neither changes (CR 701.10b; 2003: 418.5e, the Gilded
  Drake ruling). Then the ability's controller sacrifices CARDNAME if they still control it (CR
  701.17a).
- With its target illegal the ability still resolves (``resolves_without_legal_target``; CR 608.2b
  does not counter it), so the card is sacrificed.
- The exchange has no duration: it lasts until either permanent leaves the battlefield (CR 611.2a,
  613.1b layer 2). A permanent that changes controller is removed from combat and is new to its
  controller (CR 506.4, 302.6; 2003: 306.2, 214.7c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules import zones
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets, sacrifice
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExchangeSelfOrSacrifice(Effect):
    """Exchange control of the source and ``what`` (an "up to one" target); if no exchange is made,
    sacrifice the source."""

    resolves_without_legal_target: ClassVar[bool] = True
    what: Ref


def _set_controller(state: GameState, obj: Obj, controller: int) -> None:
    remove_from_combat(state, obj.oid)
    obj.controller = controller
    obj.sick = True
    zones.emit(state, ControlChanged(obj.oid, obj.card.name, controller))


@executes(ExchangeSelfOrSacrifice)
def _exchange_or_sacrifice(state: GameState, item: StackItem, eff: ExchangeSelfOrSacrifice) -> Decision | None:
    me = state.objects.get(item.source)
    mine = me is not None and me.zone == Zone.BATTLEFIELD and me.controller == item.controller
    other = next((state.objects.get(ident) for kind, ident in resolve_targets(state, item, eff.what)
                  if kind == "object"), None)
    if me is not None and mine and other is not None and other.zone == Zone.BATTLEFIELD \
            and other.controller != me.controller:
        theirs = other.controller
        _set_controller(state, me, theirs)
        _set_controller(state, other, item.controller)
        return None
    if me is not None and mine:
        sacrifice(state, me.oid)
    return None
