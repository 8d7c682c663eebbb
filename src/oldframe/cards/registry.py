"""Build :class:`CardDef` objects from card records: characteristics from the data set, behaviour
from the Oracle-text compiler (:mod:`oldframe.cards.compiler`) or the hand-written table.

A card is playable only if every line of its Oracle text is understood (compiled and rendered back
to the same text, or covered by a hand-written entry); otherwise ``playable`` is False with the
uncovered lines in ``unplayable_reason`` (never silently dropped).
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import oldframe.rules.atoms  # noqa: F401  (rules/ must still be entered through its atoms: an import cycle)
from oldframe.cards.compiled_cache import CompiledCardCache, default_cache_root
from oldframe.cards.data import CardPool, CardRecord, find_data_file, load_pool
from oldframe.rules.land_types import BASIC_MANA, intrinsic_mana_ability
from oldframe.rules.mana import ManaCost, ManaCostError
from oldframe.rules.model.cards import ActivatedAbility, Behaviour, CardDef

if TYPE_CHECKING:
    from oldframe.cards.compiler import CompiledCard

#: Keyword abilities the engine plays (CR 702; evasion in ``oldframe.rules.evasion``).
KEYWORDS = frozenset({"flying", "first strike", "double strike", "trample", "haste", "vigilance", "defender",
                      "fear", "reach", "shadow", "horsemanship", "flash", "shroud", "plainswalk", "islandwalk",
                      "swampwalk", "mountainwalk", "forestwalk", "nonbasic landwalk", "legendary landwalk",
                      "banding", "phasing"})  # banding: rules/banding.py; phasing: rules/phasing.py


class UnknownCardError(KeyError):
    """A card name that is not in the Old Frame pool."""

    def __str__(self) -> str:
        return str(self.args[0])


def _int_or_none(v: str | None) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0  # '*' values are 0 outside play (CR 208.2) until their defining ability exists


def _handmade(rec: CardRecord, compiled: CompiledCard, hand: Behaviour) -> tuple[Behaviour, list[str]]:
    """A hand-written entry plus the compiled keyword lines, mana abilities and cycling; every other
    line is the entry's, except those listed in HANDMADE_LACKS."""
    from oldframe.cards.compiler.pieces import ActivatedPiece, KeywordPiece
    from oldframe.cards.handmade import HANDMADE_LACKS

    keywords: set[str] = set()
    activated: list[ActivatedAbility] = []
    uncovered = []
    lacks = HANDMADE_LACKS.get(rec.name, ())
    for r in compiled.lines:
        p = r.piece if r.ok else None
        if isinstance(p, KeywordPiece):
            keywords.update(p.keywords)
        elif isinstance(p, ActivatedPiece) and all(a.is_mana or a.keyword == "cycling" for a in p.abilities):
            activated.extend(p.abilities)
        elif lacks and r.line.startswith(lacks):
            uncovered.append(r.line)
    beh = replace(hand, keywords=hand.keywords | frozenset(keywords), activated=tuple(activated) + hand.activated)
    return beh, uncovered


def compiled_card_def(rec: CardRecord) -> tuple[CardDef, CompiledCard]:
    """The engine's definition of one card record and the compiler's line-by-line result.

    The compiler and the hand-written table are imported here, on first use: a process whose cards
    all come from the disk cache (:mod:`oldframe.cards.compiled_cache`) never loads them."""
    from oldframe.cards import handmade_restricted  # noqa: F401  (the restricted cards' entries)
    from oldframe.cards.compiler import compile_card
    from oldframe.cards.handmade import HANDMADE

    # -- split-card hook (CR 709; 2003: 505): each half compiled on its own, see cards/split.py --
    if rec.layout == "split" and rec.faces and not rec.funny:
        from oldframe.cards.split import split_card_def

        return split_card_def(rec)
    # -- end of split-card hook --
    try:
        cost = ManaCost.parse(rec.mana_cost) if rec.layout != "split" else ManaCost()
    except ManaCostError:
        cost = ManaCost()
    base = CardDef(
        name=rec.name,
        mana_cost=cost,
        colors=frozenset(rec.colors),
        supertypes=frozenset(rec.supertypes),
        types=frozenset(rec.types),
        subtypes=rec.subtypes,
        power=_int_or_none(rec.power),
        toughness=_int_or_none(rec.toughness),
        text=rec.oracle_text,
    )
    compiled = compile_card(rec)
    hand = HANDMADE.get(rec.name)
    if hand is not None:
        beh, uncovered = _handmade(rec, compiled, hand)
    else:
        beh, uncovered = compiled.behaviour, list(compiled.uncovered)
    intrinsic = tuple(  # CR 305.6 (2003: 212.6d): basic land types have intrinsic mana abilities
        intrinsic_mana_ability(sub) for sub in rec.subtypes if "Land" in rec.types and sub in BASIC_MANA
    )
    beh = replace(beh, activated=intrinsic + beh.activated)
    if rec.layout not in ("normal",) or rec.funny:
        uncovered.append(f"layout {rec.layout}" + (" (Unglued)" if rec.funny else ""))
    if not uncovered and not base.is_permanent_card and beh.spell is None:
        uncovered.append("instant or sorcery with no effect")
    card = replace(base, behaviour=beh, playable=not uncovered,
                   unplayable_reason="; ".join(f"not understood: {u.replace('CARDNAME', rec.name)!r}"
                                               for u in uncovered))
    return card, compiled


def build_card_def(rec: CardRecord) -> CardDef:
    """The engine's definition of one card record."""
    return compiled_card_def(rec)[0]


class CardRegistry:
    """Card definitions by name, built on first use from the card pool.

    A registry that reads the data file itself (no ``pool`` given) keeps what it compiles in the disk
    cache of :mod:`oldframe.cards.compiled_cache` (``disk_cache``: a directory, or False for none), so
    the next process reads a card's definition instead of compiling it and needs neither the pool nor
    the parser for a game of cached cards. A registry over a given pool never uses the disk cache
    unless ``disk_cache`` names a directory.
    """

    def __init__(self, pool: CardPool | None = None, *,
                 disk_cache: str | os.PathLike[str] | bool | None = None):
        self._pool = pool
        self._defs: dict[str, CardDef] = {}
        self._types: tuple[str, ...] | None = None
        self._disk: CompiledCardCache | None = None
        if disk_cache is not False and (pool is None or disk_cache not in (None, True)):
            root = default_cache_root() if disk_cache in (None, True) else Path(disk_cache)  # type: ignore[arg-type]
            if root is not None:
                try:
                    data_file = pool.path if pool is not None else find_data_file(None)
                    self._disk = CompiledCardCache(root, Path(data_file))
                except (OSError, ValueError):
                    self._disk = None  # no data file yet: the pool's own error comes on first use

    @property
    def pool(self) -> CardPool:
        if self._pool is None:
            self._pool = load_pool(printings=False)
        return self._pool

    def get(self, name: str) -> CardDef:
        d = self._defs.get(name)
        if d is None:
            d = self._disk.get(name) if self._disk is not None else None
            if d is None:
                rec = self.pool.get(name)
                if rec is None:
                    raise UnknownCardError(f"unknown card {name!r}: not in the Old Frame card pool")
                d = build_card_def(rec)
                if self._disk is not None:
                    self._disk.put(name, d)
            self._defs[name] = d
        return d

    def creature_types(self) -> tuple[str, ...]:
        """Every creature type on a creature card of the pool, sorted (what a player may name).

        Joke cards (Unglued) are left out: their type lines hold words such as "The", "of" or
        "Baddest," that are not creature types (CR 205.3m lists the real ones)."""
        if self._types is None:
            cached = self._disk.get_creature_types() if self._disk is not None else None
            if cached is None:
                cached = tuple(sorted({t for rec in self.pool if "Creature" in rec.types and not rec.funny
                                        for t in rec.subtypes}))
                if self._disk is not None:
                    self._disk.put_creature_types(cached)
            self._types = cached
        return self._types


@lru_cache(maxsize=1)
def default_registry() -> CardRegistry:
    return CardRegistry()
