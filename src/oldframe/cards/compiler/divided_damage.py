"""X damage divided among any number of targets (the grammar: ``grammar/divided_damage.lark`` and the
"divided as you choose" line of ``grammar/spells.lark``; the rules: ``rules.atoms.divided_damage``):
Fireball's even division and per-target cost, Fire Covenant's division as you choose. The targets are
``MOST_TARGETS`` optional requirements, as many chosen as announced (CR 601.2c-d; 2003: 409.1c-d)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.divided_damage import DIVIDED, MOST_TARGETS, CostPerExtraTarget, DividedXDamage
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Count, TargetSpec

__all__ = ["DividedDamageTemplates", "divided_x_piece"]

_X = Count("x")
#: The target words of each kind a division may go to.
_NOUNS = {("creature", "player"): "targets", ("creature",): "target creatures"}


def divided_x_piece(amount: object, among: object, evenly: bool) -> SpellPiece:
    """X damage divided among any number of targets of one kind (only "any number" is built here:
    a fixed amount among one, two or three targets is ``spell_lines.divided_modes``)."""
    if amount != _X:
        raise ValueError("X damage")
    assert isinstance(among, tuple)
    most, spec = among
    if most != 0 or not isinstance(spec, TargetSpec) or spec.kinds not in _NOUNS:
        raise ValueError("X damage among any number of targets")
    divided = TargetSpec(spec.kinds, optional=True, relation=DIVIDED)
    return SpellPiece((DividedXDamage("target:0", evenly),), (divided,) * MOST_TARGETS)


class DividedDamageTemplates:
    """Transformer methods for ``grammar/divided_damage.lark``."""

    def dd_divided_evenly(self, items: list[object]) -> SpellPiece:
        return divided_x_piece(items[0], items[1], evenly=True)

    def dd_cost_per_target(self, items: list[Token]) -> SpellPiece:
        cost = ManaCost.parse(str(items[0]))
        if cost != ManaCost(generic=cost.generic) or not cost.generic:
            raise ValueError("a generic increase")
        return SpellPiece((CostPerExtraTarget(cost.generic),), ())


@renders(DividedXDamage)
def _render_divided_x(eff: DividedXDamage, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    specs = words.specs[start:]
    kinds = specs[0].kinds if specs else ()
    if kinds not in _NOUNS or specs != (TargetSpec(kinds, optional=True, relation=DIVIDED),) * MOST_TARGETS:
        raise ValueError("any number of targets of one kind")
    how = "evenly, rounded down," if eff.evenly else "as you choose"
    return [f"CARDNAME deals X damage divided {how} among any number of {_NOUNS[kinds]}"]


@renders(CostPerExtraTarget)
def _render_cost_per_target(eff: CostPerExtraTarget, words: Words) -> list[str]:
    return [f"this spell costs {{{eff.generic}}} more to cast for each target beyond the first"]
