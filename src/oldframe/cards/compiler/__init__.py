"""The Oracle-text compiler: a card's modern Oracle text → :class:`~oldframe.rules.model.cards.Behaviour`.

Each line (one ability) is parsed with the LALR grammar in ``oracle.lark``; the template classes
(``keywords``, ``mana``, ``activated``, ``effects``, ``auras``, ``statics``, ``triggers``, ``tokens``) build
model constructs from the tree; ``render`` turns them back into text, and a line counts only if
that text equals the input line. A card is compiled *fully* when every line counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from oldframe.cards.compiler.build import parse_line
from oldframe.cards.compiler.errata import ERRATA
from oldframe.cards.compiler.mechanics import unkicked_spell_kicker
from oldframe.cards.compiler.pieces import (
    ActivatedPiece,
    AdditionalCostPiece,
    CostKeywordPiece,
    EnchantPiece,
    EntersTappedPiece,
    KeywordAbilityPiece,
    KeywordPiece,
    Piece,
    SpellPiece,
    StaticPiece,
    TriggeredPiece,
)
from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.compiler.render import render_piece
from oldframe.cards.compiler.statics import plural_of
from oldframe.cards.compiler.threshold_instead import join_threshold_lines
from oldframe.cards.data import CardRecord, load_pool
from oldframe.rules.model.cards import (
    ActivatedAbility,
    Behaviour,
    CostKeyword,
    Effect,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["CompiledCard", "LineResult", "compile_card", "compile_text", "pool_subtypes"]


@dataclass(frozen=True, slots=True)
class LineResult:
    """One preprocessed line, what it compiled to (if anything) and the rendering compared."""

    line: str
    piece: Piece | None
    rendered: str = ""
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.piece is not None and not self.reason


@dataclass(frozen=True, slots=True)
class CompiledCard:
    behaviour: Behaviour
    lines: tuple[LineResult, ...]

    @property
    def uncovered(self) -> tuple[str, ...]:
        return tuple(r.line for r in self.lines if not r.ok)

    @property
    def status(self) -> str:
        """"full", "partial" or "none" (a card without text lines is "full")."""
        good = sum(r.ok for r in self.lines)
        return "full" if good == len(self.lines) else "partial" if good else "none"


#: "becomes a 2/2 Assembly-Worker artifact creature": the creature type an animated permanent gets.
_ANIMATED_TYPE = re.compile(
    r"becomes an? \d+/\d+ (?:(?:white|blue|black|red|green) )*([A-Z][\w-]+) (?:artifact )?creature")

#: Creature types that only tokens of the era have (CR 205.3m lists them; 2003: 212.3d).
TOKEN_ONLY_TYPES = ("Saproling",)


@lru_cache(maxsize=1)
def pool_subtypes() -> tuple[str, ...]:
    """Creature types known to the card pool (the grammar's TYPEWORD terminal). Unglued's joke type
    lines ("The Biggest, Baddest, …") are left out: their words ("the", "of") would shadow English."""
    found: set[str] = set(TOKEN_ONLY_TYPES)
    for rec in load_pool(printings=False):
        if ("Creature" in rec.types or "Tribal" in rec.types) and not rec.funny:
            found.update(rec.subtypes)
        elif not rec.funny:  # a type only a permanent that becomes a creature has (Assembly-Worker)
            found.update(_ANIMATED_TYPE.findall(rec.oracle_text or ""))
    return tuple(sorted(found))


@lru_cache(maxsize=1)
def _plurals() -> dict[str, str]:
    return {plural_of(t): t for t in pool_subtypes() if plural_of(t) != t}


def compile_line(line: str, is_permanent: bool) -> LineResult:
    piece = parse_line(line, pool_subtypes())
    if piece is None:
        return LineResult(line, None, reason="no template")
    try:
        rendered = render_piece(piece)
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        return LineResult(line, piece, reason=f"no rendering: {exc}")
    if comparable(rendered, _plurals()) != comparable(line, _plurals()):
        return LineResult(line, piece, rendered, reason="rendering differs")
    if isinstance(piece, CostKeywordPiece):
        if piece.for_permanents not in (None, is_permanent):
            return LineResult(line, piece, rendered, reason=f"{piece.keyword.keyword} on the wrong kind of card")
        return LineResult(line, piece, rendered)
    if isinstance(piece, KeywordAbilityPiece):
        if piece.for_permanents != is_permanent:
            return LineResult(line, piece, rendered, reason=f"{piece.keyword} on the wrong kind of card")
        return LineResult(line, piece, rendered)
    if isinstance(piece, StaticPiece) and piece.for_any_card:
        return LineResult(line, piece, rendered)
    if not isinstance(piece, TriggeredPiece) and _names_event_object(piece):
        return LineResult(line, piece, rendered, reason="'that creature' with no trigger event or target to name")
    hand_ability = isinstance(piece, ActivatedPiece) and all(a.zone in ("hand", "graveyard") for a in piece.abilities)
    # "When you cycle CARDNAME" triggers from the graveyard, on any card (CR 702.29c; 2003: 502.18a)
    hand_ability = hand_ability or (isinstance(piece, TriggeredPiece)
                                    and piece.ability.trigger.event in (TriggerEvent.YOU_CYCLE_THIS,
                                                                        # from the graveyard too (CR 603.6c)
                                                                        TriggerEvent.PUT_INTO_GRAVEYARD_FROM_LIBRARY,
                                                                        # the discarded card itself (CR 603.6c)
                                                                        TriggerEvent.DISCARDED_SELF_BY_OPPONENT))
    if not hand_ability and isinstance(piece, (SpellPiece, AdditionalCostPiece)) == is_permanent:
        return LineResult(line, piece, rendered, reason="spell text on a permanent" if is_permanent
                          else "permanent text on a spell")
    return LineResult(line, piece, rendered)


def _names_event_object(piece: Piece) -> bool:
    """Whether any effect of the piece (nested ones too) refers to a trigger event's object."""
    effects: list[object] = []
    if isinstance(piece, SpellPiece):
        effects.extend(piece.effects)
    elif isinstance(piece, ActivatedPiece):
        effects.extend(e for ab in piece.abilities for e in ab.effects)
    while effects:
        e = effects.pop()
        if isinstance(e, tuple):
            effects.extend(e)
        elif hasattr(e, "__dataclass_fields__"):
            for f in e.__dataclass_fields__:
                v = getattr(e, f)
                if v == "event_object":
                    return True
                if isinstance(v, tuple) or hasattr(v, "__dataclass_fields__"):
                    effects.append(v)
    return False


def _shift(effects: tuple[Effect, ...], by: int) -> tuple[Effect, ...]:
    if not by:
        return effects
    out = []
    for e in effects:
        changes = {f: f"target:{int(v[7:]) + by}" for f in e.__dataclass_fields__
                   if isinstance(v := getattr(e, f), str) and v.startswith("target:")}
        out.append(replace(e, **changes) if changes else e)
    return tuple(out)


def assemble(pieces: list[Piece]) -> Behaviour:
    """Merge the pieces of understood lines into one Behaviour."""
    keywords: set[str] = set()
    activated: list[ActivatedAbility] = []
    triggered: list[TriggeredAbility] = []
    static: list[StaticAbility] = []
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    spell = False
    cost_keywords: list[CostKeyword] = []
    beh = Behaviour()
    extra_cost = None
    for p in pieces:
        if isinstance(p, KeywordPiece):
            keywords.update(p.keywords)
        elif isinstance(p, ActivatedPiece):
            activated.extend(p.abilities)
        elif isinstance(p, TriggeredPiece):
            triggered.append(p.ability)
            triggered.extend(p.also)
        elif isinstance(p, StaticPiece):
            static.append(p.ability)
        elif isinstance(p, SpellPiece):
            effects += _shift(p.effects, len(targets))
            targets += p.targets
            spell = True
        elif isinstance(p, EnchantPiece):
            beh = replace(beh, enchant=p.spec)
        elif isinstance(p, EntersTappedPiece):
            beh = replace(beh, enters_tapped=True)
        elif isinstance(p, AdditionalCostPiece):
            extra_cost = p.cost
        elif isinstance(p, KeywordAbilityPiece):
            keywords.add(p.keyword)
            static.extend(p.static)
            triggered.extend(p.triggered)
        elif isinstance(p, CostKeywordPiece):
            cost_keywords.append(p.keyword)
            if p.trigger is not None:
                triggered.append(p.trigger)
    effects = join_threshold_lines(effects)  # "Threshold — … instead if …" takes the line before (threshold_instead.py)
    return replace(beh, keywords=frozenset(keywords), activated=tuple(activated), triggered=tuple(triggered),
                   static=tuple(static), cost_keywords=tuple(cost_keywords),
                   spell=SpellAbility(effects, targets, extra_cost) if spell else None)


def compile_text(text: str, name: str, *, legendary: bool = False, is_permanent: bool = True) -> CompiledCard:
    results = [compile_line(line, is_permanent) for line in card_lines(text, name, legendary)]
    if not is_permanent and unkicked_spell_kicker([r.piece for r in results if r.ok]):
        results = [replace(r, reason="kicker without a kicked sentence")
                   if isinstance(r.piece, CostKeywordPiece) and r.piece.keyword.keyword == "kicker" else r
                   for r in results]
    beh = assemble([r.piece for r in results if r.ok and r.piece is not None])
    return CompiledCard(beh, tuple(results))


def compile_card(rec: CardRecord) -> CompiledCard:
    erratum = ERRATA.get(rec.name)
    text = erratum.text if erratum is not None else rec.oracle_text
    return compile_text(text, rec.name, legendary="Legendary" in rec.supertypes,
                        is_permanent=not ({"Instant", "Sorcery"} & set(rec.types)))
