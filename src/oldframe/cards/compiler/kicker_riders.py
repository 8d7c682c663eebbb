"""Kicked riders written with "instead" first: Urza's Rage's "If this spell was kicked, instead it
deals 10 damage to that permanent or player and the damage can't be prevented." — the kicked
instruction replaces the unkicked one (``spell_lines``' ``IfKicked`` with ``otherwise``; CR 702.33d;
2003: 502.21); its damage can't be prevented (``rules.atoms.kicker_riders``; CR 615.12)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, KickedMarker, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.kicker_riders import DamageCantBePrevented, NoRegenExileIfDies
from oldframe.rules.model.cards import TargetSpec

#: "another target": a second "any target" requirement (never the same as the first, CR 601.2c).
ANOTHER_TARGET = TargetSpec(("creature", "player"), exclude_self=True)


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


    def kr_no_regen_exile_if_dies(self, items: list[object]) -> Clause:
        thing = items[0]
        if not isinstance(thing, Thing) or thing.ref != "event_object":  # the words "that creature"
            raise ValueError("'that creature can't be regenerated this turn …' only")
        return Clause((NoRegenExileIfDies(IT),))

    def kr_another_target(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, ANOTHER_TARGET)


@renders(NoRegenExileIfDies)
def _render_no_regen_exile(eff: NoRegenExileIfDies, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen:
        raise ValueError("the spell's target named before")
    if "creature" not in words.specs[int(eff.what[7:])].kinds:
        raise ValueError("'that creature': a creature target")
    return ["that creature can't be regenerated this turn and if it would die this turn, exile it instead"]


@renders(DamageCantBePrevented)
def _render_unpreventable(eff: DamageCantBePrevented, words: Words) -> list[str]:
    """Only as the kicked instruction replacing "deals N damage to any target"."""
    if not eff.to.startswith("target:") or eff.to not in words.seen:
        raise ValueError("the target named before")
    if words.specs[int(eff.to[7:])].kinds != ("creature", "player"):
        raise ValueError("'that permanent or player': any target")
    return [f"instead it deals {eff.amount} damage to that permanent or player and the damage can't be prevented"]
