"""Atoms of "for as long as CARDNAME remains tapped" effects beyond control and P/T (those are in
``atoms.durations``): a keyword granted and "doesn't untap during its controller's untap step" while
the source stays tapped (CR 611.2b; 2003: 418.3d). Like the others, they never start if the source is
untapped or gone as the ability resolves, and ``durations.end_expired`` ends them."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.durations import _tapped_source
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``ContinuousEffect.kind`` of "doesn't untap during its controller's untap step for as long as …"
NO_UNTAP_WHILE_TAPPED = "no_untap_while_tapped"


@dataclass(frozen=True, slots=True)
class GrantKeywordWhileTapped(Effect):
    """"… and has trample for as long as CARDNAME remains tapped" (the Couriers)."""

    who: Ref
    keyword: str


@dataclass(frozen=True, slots=True)
class NoUntapWhileTapped(Effect):
    """"It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped."
    (Mana Leech, Phyrexian Gremlins)."""

    what: Ref


def _permanents(state: GameState, item: StackItem, ref: Ref) -> list[Obj]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(obj)
    return out


@executes(GrantKeywordWhileTapped)
def _keyword_while_tapped(state: GameState, item: StackItem, eff: GrantKeywordWhileTapped) -> Decision | None:
    src = _tapped_source(state, item)
    if src is not None:
        for obj in _permanents(state, item, eff.who):  # layer 6 (CR 613.1f)
            state.effects.append(ContinuousEffect("keyword", obj.oid, state.new_timestamp(), f"tapped:{src.oid}",
                                                  value=eff.keyword))
    return None


@executes(NoUntapWhileTapped)
def _no_untap_while_tapped(state: GameState, item: StackItem, eff: NoUntapWhileTapped) -> Decision | None:
    src = _tapped_source(state, item)
    if src is not None:
        for obj in _permanents(state, item, eff.what):
            state.effects.append(ContinuousEffect(NO_UNTAP_WHILE_TAPPED, obj.oid, state.new_timestamp(),
                                                  f"tapped:{src.oid}"))
    return None


def untap_held(state: GameState, obj: Obj) -> bool:
    """Held by a "doesn't untap … for as long as CARDNAME remains tapped" effect (CR 502.3)."""
    return any(e.kind == NO_UNTAP_WHILE_TAPPED and e.affected == obj.oid for e in state.effects)
