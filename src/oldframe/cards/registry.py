"""Build :class:`CardDef` objects from card records: characteristics from the data set, behaviour
from the Oracle-text compiler (:mod:`oldframe.cards.compiler`) or the hand-written table.

A card is playable only if every line of its Oracle text is understood (compiled and rendered back
to the same text, or covered by a hand-written entry); otherwise ``playable`` is False with the
uncovered lines in ``unplayable_reason`` (never silently dropped).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from oldframe.cards import handmade_restricted  # noqa: F401  (the restricted cards' entries)
from oldframe.cards.compiler import CompiledCard, compile_card
from oldframe.cards.compiler.pieces import ActivatedPiece, KeywordPiece
from oldframe.cards.data import CardPool, CardRecord, load_pool
from oldframe.cards.handmade import HANDMADE, HANDMADE_LACKS
from oldframe.rules.land_types import BASIC_MANA, intrinsic_mana_ability
from oldframe.rules.mana import ManaCost, ManaCostError
from oldframe.rules.model.cards import ActivatedAbility, Behaviour, CardDef

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
    """The engine's definition of one card record and the compiler's line-by-line result."""
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
    """Card definitions by name, built on first use from the card pool."""

    def __init__(self, pool: CardPool | None = None):
        self._pool = pool
        self._defs: dict[str, CardDef] = {}
        self._types: tuple[str, ...] | None = None

    @property
    def pool(self) -> CardPool:
        if self._pool is None:
            self._pool = load_pool(printings=False)
        return self._pool

    def get(self, name: str) -> CardDef:
        d = self._defs.get(name)
        if d is None:
            rec = self.pool.get(name)
            if rec is None:
                raise UnknownCardError(f"unknown card {name!r}: not in the Old Frame card pool")
            d = build_card_def(rec)
            self._defs[name] = d
        return d

    def creature_types(self) -> tuple[str, ...]:
        """Every creature type on a creature card of the pool, sorted (what a player may name).

        Joke cards (Unglued) are left out: their type lines hold words such as "The", "of" or
        "Baddest," that are not creature types (CR 205.3m lists the real ones)."""
        if self._types is None:
            found = {t for rec in self.pool if "Creature" in rec.types and not rec.funny for t in rec.subtypes}
            self._types = tuple(sorted(found))
        return self._types


@lru_cache(maxsize=1)
def default_registry() -> CardRegistry:
    return CardRegistry()
