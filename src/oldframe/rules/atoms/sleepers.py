"""Enchantments that wait for an opponent's spell: "When an opponent casts an instant spell, if Hidden
Gibbons is an enchantment, Hidden Gibbons becomes a 4/4 Ape creature." (Hidden Gibbons, Hidden
Ancients, Hidden Guerrillas, Hidden Spider, Opal Archangel, Opal Acrolith).

The trigger's "if CARDNAME is an enchantment" is an intervening-if (CR 603.4; 2003: 404.3), checked as
it triggers and as it resolves (``triggers.condition_holds``'s "self_enchantment"). "Becomes a 4/4 Ape
creature" is a type change with no end (2003: 214.4: it replaces every previous card type, so the
permanent is no longer an enchantment — which is why it triggers only once; its subtypes become the
new ones, 214.4b), P/T setting (layer 7b, 2003: 214.5) and keywords (layer 6); the effects last as long
as the permanent stays in play (CR 400.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.layers import LayerEffect, Work, always
from oldframe.rules.model.cards import Effect, Ref, StaticAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``ContinuousEffect.kind``: the card types and subtypes set, ``value`` "Creature|Ape" (layer 4).
SET_TYPES = "set_types"


@dataclass(frozen=True, slots=True)
class BecomeCreatureOnly(Effect):
    """``who`` becomes a ``power``/``toughness`` creature of ``subtypes`` with ``keywords``, and nothing
    else (no longer an enchantment), until it leaves play."""

    who: Ref
    power: int
    toughness: int
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()


@executes(BecomeCreatureOnly)
def _become_creature_only(state: GameState, item: StackItem, eff: BecomeCreatureOnly) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        ts = state.new_timestamp()
        state.effects.append(ContinuousEffect(SET_TYPES, ident, ts, "while_there",
                                              value="Creature|" + ",".join(eff.subtypes)))
        for kw in eff.keywords:
            state.effects.append(ContinuousEffect("keyword", ident, ts, "while_there", value=kw))
        state.effects.append(ContinuousEffect("set_pt", ident, ts, "while_there", eff.power, eff.toughness))
        state.version += 1
    return None


def _set_types(value: str) -> Callable[[Work], None]:
    types, _, subtypes = value.partition("|")

    def apply(w: Work) -> None:
        w.types = frozenset(types.split(","))
        w.creature_types = tuple(s for s in subtypes.split(",") if s)
    return apply


def type_setting_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                         mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """Layer 4 (CR 613.1d; 2003: 418.5): the types a "becomes a … creature" effect sets, in timestamp
    order with the other type-changing effects."""
    return [LayerEffect(e.timestamp, always, _set_types(e.value)) for e in mine if e.kind == SET_TYPES]
