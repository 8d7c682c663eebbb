"""Permanents with mana value X or less (the grammar: ``grammar/x_mana_values.lark``; the rules:
``rules.atoms.x_mana_values``): "Destroy each artifact, creature, and enchantment with mana value X or
less." — X of a spell, or of an activated ability with {X} in its cost (``ActivatedTemplates.activated``
lets such an ability read X)."""

from __future__ import annotations

from dataclasses import fields, replace

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.x_mana_values import DestroyEachWithManaValueX, SearchLibraryManaValueX
from oldframe.rules.target_filters import X_ARG

__all__ = ["XManaValueTemplates"]


class XManaValueTemplates:
    """Transformer methods for ``grammar/x_mana_values.lark``."""

    def xm_search_mv_x(self, items: list[object]) -> SearchLibraryManaValueX:
        """"a Rebel permanent card with mana value X or less" (Lin Sivvi), "a creature card with mana value X
        or less" (Citanul Flute): any search quality (``search.py``), parsed through ``search_quality`` like
        "… with mana value 2 or less", so that the LALR parser keeps every one of them."""
        q = items[0]
        if not isinstance(q, SearchLibrary) or q.max_mv is not None:
            raise ValueError("a search quality with one bound")
        return SearchLibraryManaValueX(**{f.name: getattr(q, f.name) for f in fields(SearchLibrary)})

    def xm_suf_mv_le_x(self, items: list[Token]) -> str:
        """"target creature with mana value X or less": X is the announced X, read as the target is chosen
        and again as it resolves (``rules.targets.spec_with_x``; CR 601.2b-c, 608.2b)."""
        return f"mv_le:{X_ARG}"

    def xm_suf_mv_eq_x(self, items: list[Token]) -> str:
        return f"mv_eq:{X_ARG}"

    def xm_destroy_each(self, items: list[tuple[str, ...]]) -> Clause:
        return Clause((DestroyEachWithManaValueX(items[0]),))


@renders(DestroyEachWithManaValueX)
def _render_destroy_each_x(eff: DestroyEachWithManaValueX, words: Words) -> list[str]:
    kinds = list(eff.kinds)
    if len(kinds) == 1:
        named = kinds[0]
    elif len(kinds) == 2:
        named = f"{kinds[0]} and {kinds[1]}"
    elif len(kinds) == 3:
        named = f"{kinds[0]}, {kinds[1]}, and {kinds[2]}"
    else:
        raise ValueError("one to three kinds")
    return [f"destroy each {named} with mana value X or less"]


#: A mana value no card has, rendered as "X".
_SENTINEL = 987654


@renders(SearchLibraryManaValueX)
def _render_search_x(eff: SearchLibraryManaValueX, words: Words) -> list[str]:
    if eff.max_mv is not None:
        raise ValueError("X is the bound")
    plain = SearchLibrary(**{f.name: getattr(eff, f.name) for f in fields(SearchLibrary)})
    text = render_effect(replace(plain, max_mv=_SENTINEL), words.specs)
    return [line.replace(f"mana value {_SENTINEL} or less", "mana value X or less") for line in text]
