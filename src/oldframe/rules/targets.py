"""Which objects and players a target requirement can name (CR 115; 2003: 409.1c, 502.7 protection)."""

from __future__ import annotations

from oldframe.cards.model import TargetSpec
from oldframe.rules.characteristics import is_type, protection_colors
from oldframe.rules.state import GameState, Target, Zone


def legal_targets(
    state: GameState, spec: TargetSpec, controller: int, source_oid: int, source_colors: frozenset[str]
) -> list[Target]:
    """Every legal choice for ``spec``, in a fixed order: players by seat, then objects by id."""
    out: list[Target] = []
    kinds = spec.kinds
    if "player" in kinds:
        for p in state.players:
            if p.lost:
                continue
            if spec.controller == "opponent" and p.index == controller:
                continue
            if spec.controller == "you" and p.index != controller:
                continue
            out.append(("player", p.index))
    perm_kinds = [k for k in kinds if k not in ("player", "spell", "ability")]
    if perm_kinds:
        for oid in state.battlefield:
            obj = state.objects[oid]
            if spec.exclude_self and oid == source_oid:
                continue
            if spec.controller == "you" and obj.controller != controller:
                continue
            if spec.controller == "opponent" and obj.controller == controller:
                continue
            if not any(is_type(state, obj, k) for k in perm_kinds):
                continue
            if source_colors & protection_colors(obj, state):
                continue
            out.append(("object", oid))
    if "spell" in kinds or "ability" in kinds:
        for item in state.stack:
            spell_ok = item.kind == "spell" and "spell" in kinds and item.oid != source_oid
            ability_ok = item.kind in ("activated", "triggered", "delayed") and "ability" in kinds
            if spell_ok or ability_ok:
                out.append(("object", item.oid))
    return out


def is_legal_target(
    state: GameState, spec: TargetSpec, target: Target, controller: int, source_oid: int,
    source_colors: frozenset[str],
) -> bool:
    """Re-check one chosen target (CR 608.2b; 2003: 413.2a)."""
    kind, ident = target
    if kind == "player":
        spec_p = TargetSpec(("player",), spec.controller)
        return target in legal_targets(state, spec_p, controller, source_oid, source_colors)
    if any(it.oid == ident for it in state.stack):
        return stack_item_targetable(state, spec, ident)
    obj = state.objects.get(ident)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return False
    return target in legal_targets(state, spec, controller, source_oid, source_colors)


def stack_item_targetable(state: GameState, spec: TargetSpec, oid: int) -> bool:
    for item in state.stack:
        if item.oid == oid:
            if item.kind == "spell":
                return "spell" in spec.kinds
            if item.kind in ("activated", "triggered", "delayed"):
                return "ability" in spec.kinds
    return False
