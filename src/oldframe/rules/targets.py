"""Which objects and players a target requirement can name (CR 115; 2003: 409.1c, 502.7 protection)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import has_static, is_creature, is_type
from oldframe.rules.model.cards import TargetSpec
from oldframe.rules.state import GameState, Obj, StackItem, Target, Zone
from oldframe.rules.target_filters import (
    X_ARG,
    has_shroud,
    permanent_passes,
    spell_passes,
    with_event_player,
    with_x,
)


def player_has_shroud(state: GameState, player: int) -> bool:
    """A player who can't be the target of spells or abilities (CR 702.18; 2003: 502.4)."""
    return any(point(state, player) for point in ext.PLAYER_SHROUD)


def untargetable_colors(obj: Obj) -> frozenset[str]:
    """Colors of spells and abilities that can't target ``obj``."""
    return frozenset[str]().union(*(point(obj) for point in ext.UNTARGETABLE_COLORS))


def protects(state: GameState, obj: Obj, source: int, source_colors: frozenset[str],
             exempt_colors: frozenset[str] = frozenset()) -> bool:
    """Whether ``obj`` has protection from the source (CR 702.16a; 2003: 502.7): targeting, blocking,
    damage and enchanting all ask here."""
    return any(point(state, obj, source, source_colors, exempt_colors) for point in ext.PROTECTS)


def legal_targets(
    state: GameState, spec: TargetSpec, controller: int, source_oid: int, source_colors: frozenset[str]
) -> list[Target]:
    """Every legal choice for ``spec``, in a fixed order: players by seat, then objects by id."""
    return list(_targets(state, spec, controller, source_oid, source_colors))


def has_legal_target(
    state: GameState, spec: TargetSpec, controller: int, source_oid: int, source_colors: frozenset[str]
) -> bool:
    """Whether ``legal_targets`` would name anything (stops at the first legal choice)."""
    return next(_targets(state, spec, controller, source_oid, source_colors), None) is not None


def _targets(
    state: GameState, spec: TargetSpec, controller: int, source_oid: int, source_colors: frozenset[str]
) -> Iterator[Target]:
    """The legal choices for ``spec`` one at a time, in ``legal_targets``'s order (looking has no
    side effect, so stopping early changes nothing)."""
    kinds = spec.kinds
    spec = spec_with_x(spec, _x_if_announced(state, source_oid))  # "with mana value X or less" (CR 601.2b)
    spec = spec_with_event_player(spec, _event_player_if_announced(state, source_oid))  # "that player controls"
    if "player" in kinds:
        for p in state.players:
            if p.lost:
                continue
            if spec.controller == "opponent" and p.index == controller:
                continue
            if spec.controller == "you" and p.index != controller:
                continue
            if player_has_shroud(state, p.index):  # "You have shroud." (CR 702.18a; 2003: 502.24)
                continue
            if spec.filters and ext.PLAYER_TARGET_FILTERS and any(  # "who controls more creatures …"
                    point(state, p.index, f) is False for f in spec.filters for point in ext.PLAYER_TARGET_FILTERS):
                continue
            yield ("player", p.index)
    perm_kinds = [k for k in kinds if k not in ("player", "spell", "ability") and k not in CARD_KINDS
                  and k != SPELL_CMC_X]
    if perm_kinds:
        for oid in state.battlefield:
            obj = state.objects[oid]
            if spec.exclude_self and oid == source_oid:
                continue
            if spec.controller == "you" and obj.controller != controller:
                continue
            if spec.controller == "opponent" and obj.controller == controller:
                continue
            if not any(_kind_matches(state, obj, k) for k in perm_kinds):
                continue
            if protects(state, obj, source_oid, source_colors):  # protection, CR 702.16b (2003: 502.7)
                continue
            if has_shroud(state, obj):  # CR 702.18a (2003: 502.24)
                continue
            if source_colors & untargetable_colors(obj):  # "can't be the target of white spells or …"
                continue
            if spec.filters and not permanent_passes(state, obj, spec.filters, controller,  # CR 115.1 (2003: 409.1c)
                                                     state.objects.get(source_oid)):
                continue
            yield ("object", oid)
    if any(k in CARD_KINDS for k in kinds):
        # a spell never targets itself (CR 115.5): a flashback spell leaves its graveyard as it is cast
        yield from (t for t in _graveyard_cards(state, spec, controller) if t[1] != source_oid)
    if SPELL_CMC_X in kinds:  # "target spell with converted mana cost X": X is announced first (2003 409.1b)
        x = _announced_x(state, source_oid)
        for item in state.stack:
            if item.kind == "spell" and item.oid != source_oid and spell_mana_value(state, item) == x:
                yield ("object", item.oid)
    if "spell" in kinds or "ability" in kinds:
        for item in state.stack:
            spell_ok = item.kind == "spell" and "spell" in kinds and item.oid != source_oid \
                and (not spec.filters or spell_passes(state.objects[item.oid].card, spec.filters))
            ability_ok = item.kind in ("activated", "triggered", "delayed") and "ability" in kinds
            if (spell_ok or ability_ok) and _stack_item_passes(state, spec, item, controller):
                yield ("object", item.oid)


def is_legal_target(
    state: GameState, spec: TargetSpec, target: Target, controller: int, source_oid: int,
    source_colors: frozenset[str],
) -> bool:
    """Re-check one chosen target (CR 608.2b; 2003: 413.2a)."""
    kind, ident = target
    if kind == "player":
        spec_p = TargetSpec(("player",), spec.controller, filters=spec.filters)
        return target in legal_targets(state, spec_p, controller, source_oid, source_colors)
    if any(it.oid == ident for it in state.stack):
        return stack_item_targetable(state, spec, ident, controller)
    obj = state.objects.get(ident)
    if obj is not None and obj.zone == Zone.GRAVEYARD:
        return target in _graveyard_cards(state, spec, controller)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return False
    return target in legal_targets(state, spec, controller, source_oid, source_colors)


def stack_item_targetable(state: GameState, spec: TargetSpec, oid: int, controller: int | None = None) -> bool:
    """Whether the spell or ability ``oid`` on the stack meets ``spec`` for ``controller`` (the player
    whose spell or ability targets it; None: requirements about players are not checked)."""
    for item in state.stack:
        if item.oid == oid:
            if item.kind == "spell":
                return (SPELL_CMC_X in spec.kinds or "spell" in spec.kinds) \
                    and spell_passes(state.objects[oid].card, spec.filters) \
                    and (controller is None or _stack_item_passes(state, spec, item, controller))
            if item.kind in ("activated", "triggered", "delayed"):
                return "ability" in spec.kinds \
                    and (controller is None or _stack_item_passes(state, spec, item, controller))
    return False


def _stack_item_passes(state: GameState, spec: TargetSpec, item: StackItem, controller: int) -> bool:
    """"… an opponent controls" (CR 115.1) and the requirements about what a spell or ability is doing
    ("with a single target", "that targets a land you control"; ``extensions.STACK_TARGET_FILTERS``)."""
    if spec.controller == "opponent" and item.controller == controller:
        return False
    if spec.controller == "you" and item.controller != controller:
        return False
    for f in spec.filters:
        kind, _, arg = f.partition(":")
        point = ext.STACK_TARGET_FILTERS.get(kind)
        if point is not None and not point(state, item, arg, controller):
            return False
    return True


def _creature_source(state: GameState, source_oid: int) -> bool:
    """Whether the source of a spell or ability is a creature in play (its last known information is
    not kept here: a source that left play is not a creature)."""
    src = state.objects.get(source_oid)
    return src is not None and src.zone == Zone.BATTLEFIELD and is_creature(state, src)


# -- target requirements beyond a card type (CR 115.1; 2003: 409.1c) ----------------------------------
def spell_mana_value(state: GameState, item: StackItem) -> int:
    """The converted mana cost of a spell on the stack: each {X} counts as the announced X (CR 202.3e;
    2003 glossary "X": "while on the stack, X is the chosen value")."""
    cost = state.objects[item.oid].card.mana_cost
    return cost.converted + cost.x * item.x


def spec_with_x(spec: TargetSpec, x: int | None) -> TargetSpec:
    """``spec`` whose filters read X ("target creature with mana value X or less") with the announced X
    (CR 107.3, 601.2b; 2003: 409.1b), as targets are chosen and again as it resolves (CR 608.2b)."""
    if not any(f.endswith(":" + X_ARG) for f in spec.filters):
        return spec
    return replace(spec, filters=with_x(spec.filters, x))


def spec_with_event_player(spec: TargetSpec, player: int | None) -> TargetSpec:
    """``spec`` whose filters name the trigger event's player ("target creature that player controls")
    with that player (CR 603.3d as the ability is put on the stack, 608.2b as it resolves)."""
    if not any(f.startswith("controlled_by:event") for f in spec.filters):
        return spec
    return replace(spec, filters=with_event_player(spec.filters, player))


def event_player_of(item: StackItem) -> int | None:
    """The player of the event that triggered ``item`` ("that player"), if any."""
    who = item.event.get("player") if item.kind == "triggered" and item.event else None
    return None if who is None else int(who)


def _event_player_if_announced(state: GameState, source_oid: int) -> int | None:
    c = state.casting
    if c is not None and c.kind == "triggered" and c.source == source_oid:
        return event_player_of(c)
    return None


def _x_if_announced(state: GameState, source_oid: int) -> int | None:
    """The X of the spell or activated ability from ``source_oid`` being announced, else None."""
    c = state.casting
    if c is not None and (c.oid == source_oid or (c.kind == "activated" and c.source == source_oid)):
        return int(c.x)
    return None


def _announced_x(state: GameState, source_oid: int) -> int:
    """The X announced for the spell or ability ``source_oid`` (being cast, or on the stack)."""
    if state.casting is not None and state.casting.oid == source_oid:
        return state.casting.x
    return next((int(it.x) for it in state.stack if it.oid == source_oid), 0)


#: "target spell with converted mana cost X" (Spell Blast): X is the spell's announced X.
SPELL_CMC_X = "spell with converted mana cost X"
#: Cards in graveyards as targets (2003 217.4).
#: "target [creature] card from your graveyard" (the compiler's; card types in ``TargetSpec.filters``).
CARD_IN_YOUR_GRAVEYARD = "card in your graveyard"
CARD_KINDS = frozenset({"card in a graveyard",
                        "creature card with converted mana cost 3 or less in your graveyard", CARD_IN_YOUR_GRAVEYARD})


def _kind_matches(state: GameState, obj: Obj, kind: str) -> bool:
    if kind == "face-down creature":  # CR 708.2 (2003: 504.2)
        return obj.face_down
    if kind in ext.TARGET_KINDS:  # kinds a feature adds ("Aura attached to a creature or land")
        return ext.TARGET_KINDS[kind](state, obj)
    if kind == "creature with morph":  # the card has morph even while face down (2003 504.5)
        return is_type(state, obj, "creature") and any(
            k.keyword == "morph" for k in obj.printed.behaviour.cost_keywords)
    return is_type(state, obj, kind)


def _graveyard_cards(state: GameState, spec: TargetSpec, controller: int) -> list[Target]:
    # "Cards in graveyards can't be the targets of spells or abilities." (Ground Seal)
    if any(has_static(state.objects[o], "graveyard_cards_untargetable") for o in state.battlefield):
        return []
    common = any(point(state) for point in ext.COMMON_GRAVEYARD)  # "your graveyard" is everyone's
    anyone = "card in a graveyard" in spec.kinds or common
    yours = CARD_IN_YOUR_GRAVEYARD in spec.kinds
    out: list[Target] = []
    for p in state.players:
        if (not anyone and p.index != controller) or p.lost:  # a player who left took their cards (CR 800.4a)
            continue
        for oid in p.graveyard:
            card = state.objects[oid].card
            if spec.filters and not spell_passes(card, spec.filters):  # "target creature card" (CR 115.1)
                continue
            if anyone or yours or ("Creature" in card.types and card.mana_cost.converted <= 3):
                out.append(("object", oid))
    return out
