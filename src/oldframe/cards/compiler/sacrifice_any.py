"""Sacrifice any number of permanents and count them (Renounce, Reprocess, Last-Ditch Effort, Landslide;
CR 701.17a, 608.2d). The grammar: ``grammar/sacrifice_any.lark``; the rules: ``rules.atoms.sacrifice_any``;
"CARDNAME deals that much damage …" after it is the shared "that much" amount."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.sacrifice_any import PerSacrificed, SacrificeAnyNumber

__all__ = ["SacrificeAnyTemplates"]

_PLURALS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands",
            "permanent": "permanents"}


class SacrificeAnyTemplates:
    """Transformer methods for ``grammar/sacrifice_any.lark``."""

    def san_one(self, items: list[tuple[str, str]]) -> tuple[tuple[str, ...], str]:
        kind, subtype = items[0]
        return (kind,), subtype

    def san_permanents(self, items: list[Token]) -> tuple[tuple[str, ...], str]:
        return ("permanent",), ""

    def san_three(self, items: list[tuple[str, str]]) -> tuple[tuple[str, ...], str]:
        if any(sub for _, sub in items) or len({k for k, _ in items}) != 3:
            raise ValueError("three card types")
        return tuple(k for k, _ in items), ""

    def san_sacrifice(self, items: list[tuple[tuple[str, ...], str]]) -> Clause:
        kinds, subtype = items[0]
        return Clause((SacrificeAnyNumber(kinds, subtype),))

    def san_gain_per(self, items: list[Token]) -> Clause:
        return Clause((PerSacrificed("gain", int(str(items[0]))),))

    def san_draw_per(self, items: list[Token]) -> Clause:
        return Clause((PerSacrificed("draw"),))


@renders(SacrificeAnyNumber)
def _render_sacrifice(eff: SacrificeAnyNumber, words: Words) -> list[str]:
    if eff.subtype:
        if eff.kinds != ("land",):
            raise ValueError("a land type")
        what = "Plains" if eff.subtype == "Plains" else eff.subtype + "s"
    elif len(eff.kinds) == 3:
        what = f"{_PLURALS[eff.kinds[0]]}, {_PLURALS[eff.kinds[1]]}, and/or {_PLURALS[eff.kinds[2]]}"
    elif len(eff.kinds) == 1:
        what = _PLURALS[eff.kinds[0]]
    else:
        raise ValueError("one or three kinds")
    return [f"sacrifice any number of {what}"]


@renders(PerSacrificed)
def _render_per(eff: PerSacrificed, words: Words) -> list[str]:
    if eff.action == "gain":
        return [f"you gain {eff.amount} life for each permanent sacrificed this way"]
    if eff.action == "draw" and eff.amount == 1:
        return ["draw a card for each permanent sacrificed this way"]
    raise ValueError(f"no rendering for {eff!r}")
