"""Split cards (CR 709; 2003: 505): one card with two halves, each a spell of its own.

:func:`split_card_def` builds the :class:`~oldframe.rules.model.cards.SplitCardDef` of a split card record:
each half from its face (name, mana cost, colors, type line, Oracle text compiled with the compiler's
``compile_text``, or a hand-written behaviour keyed by the half's name in ``cards.handmade``); the
whole card has both halves' characteristics (CR 709.4; 2003: 505.2: both names, the colors and
types of both, the total mana cost). The card is playable only if both halves are.
"""

from __future__ import annotations

from functools import reduce

from oldframe.cards.compiler import CompiledCard, compile_text
from oldframe.cards.data import CardRecord, Face
from oldframe.cards.handmade import HANDMADE, HANDMADE_LACKS
from oldframe.rules.mana import ManaCost, ManaCostError
from oldframe.rules.model.cards import Behaviour, CardDef, SplitCardDef

#: The two halves, as announced (``CastWith(oid, "left" | "right", 0)``).
HALVES = ("left", "right")


def _cost(text: str) -> ManaCost:
    try:
        return ManaCost.parse(text)
    except ManaCostError:
        return ManaCost()


def _add(a: ManaCost, b: ManaCost) -> ManaCost:
    return ManaCost(tuple(x + y for x, y in zip(a.colored, b.colored, strict=True)),  # type: ignore[arg-type]
                    a.generic + b.generic, a.x + b.x)


def half_def(face: Face) -> tuple[CardDef, CompiledCard]:
    """One half as a card of its own: its characteristics and behaviour (CR 709.3; 2003: 505.3)."""
    permanent = not ({"Instant", "Sorcery"} & set(face.types))
    compiled = compile_text(face.oracle_text, face.name, is_permanent=permanent)
    hand = HANDMADE.get(face.name)
    uncovered: list[str]
    if hand is not None:  # the half's text the compiler can't do yet (``cards.handmade``)
        beh = hand
        lacks = HANDMADE_LACKS.get(face.name, ())
        uncovered = [r.line for r in compiled.lines if lacks and r.line.startswith(lacks)]
    else:
        beh, uncovered = compiled.behaviour, list(compiled.uncovered)
    if not uncovered and not permanent and beh.spell is None:
        uncovered.append("instant or sorcery with no effect")
    card = CardDef(
        name=face.name,
        mana_cost=_cost(face.mana_cost),
        colors=frozenset(face.colors),
        supertypes=frozenset(),
        types=frozenset(face.types),
        subtypes=(),
        power=None,
        toughness=None,
        text=face.oracle_text,
        behaviour=beh,
        playable=not uncovered,
        unplayable_reason="; ".join(f"not understood ({face.name}): {u.replace('CARDNAME', face.name)!r}"
                                    for u in uncovered),
    )
    return card, compiled


def split_card_def(rec: CardRecord) -> tuple[CardDef, CompiledCard]:
    """The whole split card (CR 709.4; 2003: 505.2) and the compiler's results for both halves."""
    built = [half_def(f) for f in rec.faces]
    halves = tuple(h for h, _ in built)
    reasons = [h.unplayable_reason for h in halves if not h.playable]
    if len(halves) != 2:
        reasons.append(f"split card with {len(halves)} halves")
    card = SplitCardDef(
        name=rec.name,
        mana_cost=reduce(_add, (h.mana_cost for h in halves), ManaCost()),
        colors=frozenset().union(*(h.colors for h in halves)),
        supertypes=frozenset(),
        types=frozenset().union(*(h.types for h in halves)),
        subtypes=(),
        power=None,
        toughness=None,
        text=rec.oracle_text,
        behaviour=Behaviour(),  # the whole card is no spell: a half is played (CastWith "left"/"right")
        playable=not reasons,
        unplayable_reason="; ".join(reasons),
        halves=halves,
    )
    lines = tuple(r for _, c in built for r in c.lines)
    return card, CompiledCard(Behaviour(), lines)
