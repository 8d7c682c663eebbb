"""Build :class:`CardDef` objects from card records: characteristics from the data set, behaviour
from text templates (each serving a whole class of cards) or the hand-written table.

A card is playable only if every line of its Oracle text is covered; otherwise ``playable`` is
False with the uncovered lines in ``unplayable_reason`` (never silently dropped).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from oldframe.cards.data import CardPool, CardRecord, load_pool
from oldframe.cards.handmade import HANDMADE
from oldframe.cards.model import ActivatedAbility, AddMana, Behaviour, CardDef, Cost, Draw
from oldframe.rules.mana import ManaCost, ManaCostError, parse_mana

#: Keyword abilities the engine plays (CR 702).
KEYWORDS = frozenset({"flying", "first strike", "double strike", "trample", "haste", "vigilance", "defender",
                      "fear", "reach"})
_COLORS = ("white", "blue", "black", "red", "green")
BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
_REMINDER = re.compile(r"\s*\([^)]*\)")
_TAP_ADD = re.compile(r"^\{T\}: Add ((?:\{[WUBRGC]\})+)\.$")
_CYCLING = re.compile(r"^Cycling ((?:\{[^}]+\})+)$")


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


def _keyword_line(line: str) -> frozenset[str] | None:
    """``Flying, vigilance`` → {"flying", "vigilance"}; None if any part is not a known keyword."""
    out = set()
    for part in line.split(","):
        word = part.strip().lower()
        if word in KEYWORDS or (word.startswith("protection from ") and word[16:] in _COLORS):
            out.add(word)
        else:
            return None
    return frozenset(out)


def build_card_def(rec: CardRecord) -> CardDef:
    """The engine's definition of one card record."""
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
    keywords: set[str] = set()
    activated: list[ActivatedAbility] = []
    uncovered: list[str] = []
    hand = HANDMADE.get(rec.name)
    for sub in rec.subtypes:  # CR 305.6: basic land types have intrinsic mana abilities
        if "Land" in rec.types and sub in BASIC_MANA:
            activated.append(ActivatedAbility(Cost(tap=True), (AddMana(parse_mana(BASIC_MANA[sub])),), is_mana=True))
    for raw in rec.oracle_text.split("\n"):
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        kws = _keyword_line(line)
        if kws is not None:
            keywords |= kws
            continue
        m = _TAP_ADD.match(line)
        if m:
            activated.append(ActivatedAbility(Cost(tap=True), (AddMana(parse_mana(m.group(1))),), is_mana=True))
            continue
        m = _CYCLING.match(line)
        if m:
            activated.append(ActivatedAbility(Cost(mana=ManaCost.parse(m.group(1)), discard_self=True),
                                              (Draw("controller"),), zone="hand", keyword="cycling"))
            continue
        if hand is None:
            uncovered.append(line)
    if rec.layout not in ("normal",) or rec.funny:
        uncovered.append(f"layout {rec.layout}" + (" (Unglued)" if rec.funny else ""))
    if hand is not None:
        beh = replace(hand, keywords=hand.keywords | frozenset(keywords), activated=tuple(activated) + hand.activated)
    else:
        beh = Behaviour(keywords=frozenset(keywords), activated=tuple(activated))
    if not uncovered and not base.is_permanent_card and beh.spell is None:
        uncovered.append("instant or sorcery with no effect")
    return replace(base, behaviour=beh, playable=not uncovered,
                   unplayable_reason="; ".join(f"not understood: {u!r}" for u in uncovered))


class CardRegistry:
    """Card definitions by name, built on first use from the card pool."""

    def __init__(self, pool: CardPool | None = None):
        self._pool = pool
        self._defs: dict[str, CardDef] = {}

    @property
    def pool(self) -> CardPool:
        if self._pool is None:
            self._pool = load_pool()
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


@lru_cache(maxsize=1)
def default_registry() -> CardRegistry:
    return CardRegistry()
