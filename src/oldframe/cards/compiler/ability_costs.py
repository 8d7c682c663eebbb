"""Cost changes of activated abilities (the grammar: ``grammar/ability_costs.lark``; the rules:
``rules.atoms.ability_costs``; CR 602.2b, 601.2f; 2003: 409.1f)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, renders_static
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.ability_costs import ABILITY_COST_LESS, ABILITY_COST_MORE
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.model.static_params import SpellCostChange

__all__ = ["AbilityCostTemplates"]

_KIND_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment", "lands": "Land"}
_TYPE_KINDS = {v: k for k, v in _KIND_TYPES.items()}


class AbilityCostTemplates:
    """Transformer methods for ``grammar/ability_costs.lark``."""

    def abc_cost_more(self, items: list[Token]) -> StaticPiece:
        color = [COLOR_LETTERS[str(i)] for i in items if i.type == "COLOR"]
        kind = next(_KIND_TYPES[str(i)] for i in items if i.type == "AB_KIND")
        mana = [str(i) for i in items if i.type == "MANA"]
        more = ManaCost.parse("".join(mana).upper())
        group = (*(f"color:{c}" for c in color), f"type:{kind}")
        return StaticPiece(StaticAbility(ABILITY_COST_MORE, params=SpellCostChange(more, "all", (group,))))

    def abc_cycling_less(self, items: list[Token]) -> StaticPiece:
        cost = ManaCost.parse(str(items[0]).upper())
        if any(cost.colored) or cost.x or not cost.generic:
            raise ValueError("only generic mana is taken off")
        change = SpellCostChange(None, "you", (("cycling",),))
        return StaticPiece(StaticAbility(ABILITY_COST_LESS, power=cost.generic, params=change))


@renders_static(ABILITY_COST_MORE)
def _render_more(st: StaticAbility) -> str:
    change = st.params
    if not isinstance(change, SpellCostChange) or change.more is None or change.caster != "all" \
            or len(change.spells) != 1:
        raise ValueError("an ability cost increase")
    words = []
    kind = ""
    for part in change.spells[0]:
        if part.startswith("color:"):
            words.append(COLOR_NAMES[part[6:]])
        elif part.startswith("type:") and not kind:
            kind = _TYPE_KINDS[part[5:]]
        else:
            raise ValueError(part)
    return f"Activated abilities of {' '.join([*words, kind])} cost {change.more} more to activate."


@renders_static(ABILITY_COST_LESS)
def _render_less(st: StaticAbility) -> str:
    change = st.params
    if not isinstance(change, SpellCostChange) or change.spells != (("cycling",),) or change.caster != "you":
        raise ValueError("a cycling cost reduction")
    return f"Cycling abilities you activate cost up to {{{st.power}}} less to activate."
