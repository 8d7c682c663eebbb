"""Determinization: one concrete game consistent with what a player knows (for search agents).

A player deciding under hidden information (CR 400.2: libraries and hands are hidden zones; CR 406.3:
face-down cards removed from the game; CR 708.2: face-down permanents and spells) can still search by
sampling worlds. :func:`resample_hidden` copies a state and deals again everything ``seat`` cannot
see, so that every sampled world shows ``seat`` exactly the view of the real one:

* every other player's hand, library and face-down cards are pooled and dealt again at random (the
  same counts in the same zones; a face-down permanent or spell gets a card with morph, CR 702.37);
* ``seat``'s own library is shuffled (its order is hidden from its owner too; its content is
  known: the deck minus the cards seen);
* the random generator inside the state is reseeded, so future shuffles and coin flips are not
  the real ones.

What it reads from the real state is only what ``seat`` knows or can count: the public zones,
``seat``'s own hand, the sizes of hidden zones, and the *multiset* of cards in each opponent's
hidden zones, which equals that opponent's deck list minus their cards seen in public zones (deck
lists are taken as open, as in a tournament's published lists: without them no world could be
dealt). Which hidden card is where, their order and their object ids are never read: the pooled
names are sorted before dealing, the opponent's hidden cards get fresh object ids, and ``seat``'s
library is sorted by id before it is shuffled, so two states that differ only in hidden cards give
the same sampled world for the same generator.

A library's top card revealed to all (Future Sight, Field of Dreams: ``extensions.LIBRARY_TOP_REVEALED``)
is public and stays where it is, and so is a hand played revealed (Telepathy, Revelation:
``extensions.HAND_REVEALED``). Known limit: other cards whose place a player learned during the game
(a card bounced to an opponent's hand, a card put on top of a library) are dealt again like any hidden
card.
"""

from __future__ import annotations

from typing import TypeVar

from oldframe.rules import extensions as ext
from oldframe.rules.model.cards import CardDef
from oldframe.rules.rng import Rng
from oldframe.rules.state import GameState, Obj, Zone

T = TypeVar("T")


def _shuffle(rng: Rng, items: list[T]) -> None:
    """Fisher–Yates, as :meth:`Rng.shuffle`, for any items."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _has_morph(card: CardDef) -> bool:
    return any(kw.keyword == "morph" for kw in card.behaviour.cost_keywords)


def _hidden_face_down(state: GameState, seat: int, player: int) -> list[int]:
    """``player``'s face-down objects ``seat`` may not look at: permanents and spells another player
    controls (CR 708.2) and cards removed from the game face down (CR 406.3)."""
    out = [o for o in state.battlefield if state.objects[o].face_down and state.objects[o].owner == player
           and state.objects[o].controller != seat]
    out += [it.oid for it in state.stack if it.kind == "spell" and it.oid in state.objects
            and state.objects[it.oid].face_down and state.objects[it.oid].owner == player and it.controller != seat]
    out += [o for o in state.players[player].exile if state.objects[o].face_down]
    return out


def resample_hidden(state: GameState, seat: int, rng: Rng) -> GameState:
    """A copy of ``state`` whose hidden information, as ``seat`` sees it, is dealt again from ``rng``."""
    if not 0 <= seat < state.n_players:
        raise ValueError(f"seat must be 0..{state.n_players - 1}, got {seat}")
    s = state.copy()
    s.rng = Rng(rng.below(1 << 31) * (1 << 31) + rng.below(1 << 31))
    tops = {p.index: p.library.pop() for p in s.players  # revealed top cards are public: kept (CR 400.2)
            if p.library and any(point(state, p.index) for point in ext.LIBRARY_TOP_REVEALED)}
    me = s.players[seat]
    me.library.sort()
    rng.shuffle(me.library)
    remap: dict[int, int] = {}
    for p in s.players:
        if p.index == seat:
            continue
        face_down = _hidden_face_down(s, seat, p.index)
        shown = any(point(state, p.index) for point in ext.HAND_REVEALED)  # a revealed hand is public: kept
        hand = [] if shown else p.hand
        cards = sorted((s.objects[o].printed for o in (*hand, *p.library, *face_down)), key=lambda c: c.name)
        # Face-down permanents and spells first, each from the pooled cards with morph.
        for oid in face_down:
            obj = s.objects[oid]
            if obj.zone == Zone.EXILE:
                continue
            morphs = [i for i, c in enumerate(cards) if _has_morph(c)]
            card = cards.pop(morphs[rng.below(len(morphs))]) if morphs else cards.pop(rng.below(len(cards)))
            clone = obj.clone()
            clone.card = clone.printed = card
            clone.form = None
            s.objects[oid] = clone
        _shuffle(rng, cards)
        exiled = [o for o in face_down if s.objects[o].zone == Zone.EXILE]
        for zone_list, zone in ((exiled, Zone.EXILE), (hand, Zone.HAND), (p.library, Zone.LIBRARY)):
            fresh = []
            for old in zone_list:
                obj = s.objects.pop(old)
                new = Obj(s.new_id(), cards.pop(), obj.owner, zone, s.new_timestamp())
                new.face_down = obj.face_down
                s.objects[new.oid] = new
                remap[old] = new.oid
                fresh.append(new.oid)
            if zone == Zone.EXILE:
                p.exile[:] = [remap.get(o, o) for o in p.exile]
            else:
                zone_list[:] = fresh
    for player, top in tops.items():
        s.players[player].library.append(top)
    if remap:
        for e in s.effects:
            e.affected = remap.get(e.affected, e.affected)
        d = s.decision
        if d is not None and "what" in d.data and isinstance(d.data.get("options"), list):
            d.data["options"] = [remap.get(o, o) if isinstance(o, int) else o for o in d.data["options"]]
    if s.variant is not None:  # a variant's hidden cards (Magical War's common stock and pipelines)
        s.variant.resample(s, seat, rng, remap)
    s.chars_cache = {}
    s.version += 1
    return s
