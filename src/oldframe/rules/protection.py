"""Protection (CR 702.16; 2003: 502.7) from any quality a keyword names: a color, "all colors",
"creatures", "artifacts", "enchantments", or a creature type ("protection from Goblins"); one keyword
may name several ("protection from black and from red").

A permanent with protection from a quality can't be the target of spells or abilities from sources
with it, can't be enchanted by Auras with it, can't be blocked by creatures with it, and damage from
sources with it is prevented (CR 702.16b-e: "DEBT"). Every one of those checks asks :func:`protects`.
"""

from __future__ import annotations

from oldframe.rules.characteristics import COLOR_WORDS, chars
from oldframe.rules.model.words import plural_of
from oldframe.rules.replacement import Applicable, DamageEvent
from oldframe.rules.state import GameState, Obj, Zone

COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}
_CARD_TYPES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
               "lands": "Land", "instants": "Instant", "sorceries": "Sorcery"}
PREFIX = "protection from "


def qualities(keyword: str) -> list[str]:
    """"protection from black and from red" → ["black", "red"]; other keywords → []."""
    if not keyword.startswith(PREFIX):
        return []
    return keyword[len(PREFIX):].split(" and from ")


def protection_qualities(state: GameState | None, obj: Obj) -> list[str]:
    kws = chars(state, obj).keywords if state is not None else obj.card.behaviour.keywords
    return [q for kw in sorted(kws) for q in qualities(kw)]


def colors_protected(qs: list[str]) -> frozenset[str]:
    out: set[str] = set()
    for q in qs:
        if q == "all colors":
            out.update(COLOR_LETTERS.values())
        elif q in COLOR_LETTERS:
            out.add(COLOR_LETTERS[q])
    return frozenset(out)


def source_characteristics(state: GameState, source: int) -> tuple[frozenset[str], tuple[str, ...]]:
    """The source's card types and subtypes as it is now, or as it last existed (CR 609.7b)."""
    obj = state.objects.get(source)
    if obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        c = chars(state, obj)
        return c.types, c.creature_types
    known = state.last_known_types.get(source)
    if known is not None:
        return known, obj.card.subtypes if obj is not None else ()
    if obj is not None:
        return obj.card.types, obj.card.subtypes
    return frozenset(), ()


def protection_colors(obj: Obj, state: GameState | None = None) -> frozenset[str]:
    """Colors this permanent has protection from (CR 702.16; 2003: 502.7)."""
    return colors_protected(protection_qualities(state, obj))


def protects(state: GameState, obj: Obj, source: int, source_colors: frozenset[str],
             exempt_colors: frozenset[str] = frozenset()) -> bool:
    """Whether ``obj``'s protection covers the source (CR 702.16a: the quality is the source's)."""
    qs = protection_qualities(state, obj)
    if not qs:
        return False
    if source_colors & (colors_protected(qs) - exempt_colors):
        return True
    rest = [q for q in qs if q not in COLOR_LETTERS and q != "all colors"]
    if not rest:
        return False
    types, subtypes = source_characteristics(state, source)
    for q in rest:
        if q in _CARD_TYPES:
            if _CARD_TYPES[q] in types:
                return True
        elif any(plural_of(t) == q for t in subtypes):  # a creature type: "from Goblins"
            return True
    return False


def prevent_damage(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Protection prevents damage from sources with its quality (CR 702.16e; 2003: 502.7)."""
    kind, ident = event.target
    obj = state.objects.get(ident) if kind == "object" else None
    if obj is None or not protects(state, obj, event.source, event.source_colors):
        return []
    return [Applicable(f"protection:{ident}", f"protection ({obj.card.name})", lambda s, e: e.prevent())]
