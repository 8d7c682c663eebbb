"""Increases and reductions of what activated abilities cost (CR 602.2b: the total cost is found as for a
spell, CR 601.2f; 2003: 409.1f "the total cost … plus all cost increases, minus all cost reductions"):
"Activated abilities of white enchantments cost {3} more to activate." (Gloom), "Cycling abilities you
activate cost up to {2} less to activate." (Fluctuator).

Both are static abilities of permanents in play; ``params`` is a ``SpellCostChange`` naming whose
activations ("you", "all") and which abilities: groups of "color:W" / "type:Enchantment" (the source's
current color and type, CR 613) or "cycling" (a cycling ability, CR 702.29). A reduction takes off
generic mana only, never below zero (CR 601.2f); "up to {2} less" is always taken in full, which is never
worse for the player. The change applies to the mana paid for an activation: the costs of mana
abilities, which are paid by the payment solver without announcing, are not changed here.
"""

from __future__ import annotations

from oldframe.rules.atoms.static_costs import changed_cost
from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import colors_of, is_type, static_kinds
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import ActivatedAbility
from oldframe.rules.model.static_params import SpellCostChange
from oldframe.rules.state import GameState, Obj

#: "Activated abilities of <kind> cost {N} more to activate."
ABILITY_COST_MORE = "ability_cost_more"
#: "<Kind> abilities you activate cost up to {N} less to activate." (``power`` the generic mana taken off)
ABILITY_COST_LESS = "ability_cost_less"


def _names_ability(state: GameState, change: SpellCostChange, player: int, controller: int, source: Obj,
                   ab: ActivatedAbility) -> bool:
    if change.caster == "you" and player != controller:
        return False

    def holds(part: str) -> bool:
        if part == "cycling":
            return ab.keyword == "cycling"
        if part.startswith("color:"):
            return part[6:] in colors_of(state, source)
        if part.startswith("type:"):
            return is_type(state, source, part[5:].lower())
        raise ValueError(f"unknown ability filter {part!r}")

    return any(all(holds(p) for p in group) for group in change.spells)


def ability_cost(state: GameState, player: int, source: Obj, ab: ActivatedAbility, base: ManaCost) -> ManaCost:
    """``extensions.ABILITY_COST``: ``base`` plus every increase, then minus every reduction."""
    more: list[ManaCost] = []
    less = 0
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down or not src.card.behaviour.static:
            continue
        kinds = static_kinds(src.card.behaviour)
        if ABILITY_COST_MORE not in kinds and ABILITY_COST_LESS not in kinds:
            continue
        for st in _own_statics(src, ABILITY_COST_MORE):
            assert isinstance(st.params, SpellCostChange) and st.params.more is not None
            if _names_ability(state, st.params, player, src.controller, source, ab):
                more.append(st.params.more)
        for st in _own_statics(src, ABILITY_COST_LESS):
            assert isinstance(st.params, SpellCostChange)
            if _names_ability(state, st.params, player, src.controller, source, ab):
                less += st.power
    return changed_cost(base, more, less)
