"""Kicked riders written with "instead" first: Urza's Rage's "If this spell was kicked, instead it
deals 10 damage to that permanent or player and the damage can't be prevented." — the kicked
instruction replaces the unkicked one (``spell_lines``' ``IfKicked`` with ``otherwise``; CR 702.33d;
2003: 502.21); its damage can't be prevented (``rules.atoms.kicker_riders``; CR 615.12)."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, KickedMarker
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.kicker_riders import DamageCantBePrevented


class KickerRiderTemplates:
    def kr_kicked_instead_first(self, items: list[Clause]) -> Clause:
        clause = items[0]
        if len(clause.effects) != 1 or not isinstance(clause.effects[0], DamageCantBePrevented):
            raise ValueError("'instead' first: the damage that can't be prevented")
        return Clause((KickedMarker(clause, instead=True),))

    def kr_unpreventable_to_that(self, items: list[object]) -> Clause:
        if not isinstance(items[0], int):
            raise ValueError("a fixed amount")
        return Clause((DamageCantBePrevented(items[0], IT),))


@renders(DamageCantBePrevented)
def _render_unpreventable(eff: DamageCantBePrevented, words: Words) -> list[str]:
    """Only as the kicked instruction replacing "deals N damage to any target"."""
    if not eff.to.startswith("target:") or eff.to not in words.seen:
        raise ValueError("the target named before")
    if words.specs[int(eff.to[7:])].kinds != ("creature", "player"):
        raise ValueError("'that permanent or player': any target")
    return [f"instead it deals {eff.amount} damage to that permanent or player and the damage can't be prevented"]
