"""Game.determinize: a sampled world shows the seat exactly what the real game shows it (CR 400.2,
hidden zones), deals the rest again, and depends on nothing the seat cannot see."""

from __future__ import annotations

from collections import Counter

import pytest

from oldframe import Game
from oldframe.agents.levels import make_agent
from oldframe.cards.decks import Deck
from oldframe.rules.actions import DeclareAttacker, PassPriority
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.rng import Rng
from oldframe.rules.serialize import state_to_json
from oldframe.rules.state import GameState, Obj


def midgame(deck_a: Deck, deck_b: Deck, seed: int = 4, turn: int = 4) -> Game:
    """A seeded game played by two rule-of-thumb players until ``turn``, stopped at P1's decision."""
    game = Game([deck_a, deck_b], seed=seed)
    agents = [make_agent("easy", 0, seed), make_agent("easy", 1, seed)]
    while not (game.state.turn >= turn and game.pending is not None and game.pending.player == 0
               and game.pending.kind == "priority"):
        assert not game.is_over()
        p = game.pending
        assert p is not None
        game.apply(agents[p.player].decide(game, p.player))
    return game


def rearranged_hidden(game: Game, player: int) -> Game:
    """The same game but for ``player``'s hidden cards: which card is in the hand and which in the
    library (rotated by one place), the library's order and the object ids all differ."""
    other = game.copy()
    s: GameState = other.state
    p = s.players[player]
    slots = [*p.hand, *p.library]
    cards = [s.objects[o].printed for o in slots]
    cards = cards[1:] + cards[:1]
    ids = list(reversed(slots))  # the same ids, handed out the other way round
    for oid in slots:
        del s.objects[oid]
    fresh = []
    for new_id, card, old in zip(ids, cards, slots, strict=True):
        zone = game.state.objects[old].zone
        s.objects[new_id] = Obj(new_id, card, player, zone, game.state.objects[old].timestamp)
        fresh.append(new_id)
    p.hand[:] = fresh[:len(p.hand)]
    p.library[:] = list(reversed(fresh[len(p.hand):]))
    return other


def names(game: Game, oids: list[int]) -> list[str]:
    return [game.state.objects[o].card.name for o in oids]


def test_a_world_shows_the_seat_the_real_view(deck_a: Deck, deck_b: Deck) -> None:
    game = midgame(deck_a, deck_b)
    real = game.view(0)
    for k in range(5):
        world = game.determinize(0, Rng(k))
        assert world.view(0) == real
        assert world.legal_actions() == game.legal_actions()
        opp, real_opp = world.state.players[1], game.state.players[1]
        # the opponent's hidden cards: the same cards, dealt again
        assert Counter(names(world, opp.hand + opp.library)) == Counter(names(game, real_opp.hand + real_opp.library))
        me, real_me = world.state.players[0], game.state.players[0]
        assert sorted(names(world, me.library)) == sorted(names(game, real_me.library))
        assert world.log == [] and world.actions == []  # no history: it would name the real cards


def test_worlds_deal_the_hidden_cards_again(deck_a: Deck, deck_b: Deck) -> None:
    game = midgame(deck_a, deck_b)
    real_hand = sorted(names(game, game.state.players[1].hand))
    hands = {tuple(sorted(names(w, w.state.players[1].hand)))
             for w in (game.determinize(0, Rng(k)) for k in range(12))}
    assert len(hands) > 3
    tops = {names(w, w.state.players[0].library)[-1] for w in (game.determinize(0, Rng(k)) for k in range(12))}
    assert len(tops) > 1  # the seat's own library order is unknown to it as well
    assert game.state.players[1].hand and real_hand == sorted(names(game, game.state.players[1].hand))


def test_worlds_depend_only_on_what_the_seat_sees(deck_a: Deck, deck_b: Deck) -> None:
    game = midgame(deck_a, deck_b)
    other = rearranged_hidden(game, 1)
    assert names(other, other.state.players[1].hand) != names(game, game.state.players[1].hand)
    assert other.view(0) == game.view(0)
    for k in range(3):
        a, b = game.determinize(0, Rng(k)), other.determinize(0, Rng(k))
        assert state_to_json(a.state) == state_to_json(b.state)


def test_the_search_decides_from_the_view_only(deck_a: Deck, deck_b: Deck) -> None:
    """Two games that differ only in the opponent's hidden cards, seen through identical views with
    the same seed, get identical decisions (and identical search statistics)."""
    game = midgame(deck_a, deck_b)
    other = rearranged_hidden(game, 1)
    assert other.view(0) == game.view(0)
    first, second = make_agent("search:40", 0, 7), make_agent("search:40", 0, 7)
    for _ in range(4):  # a few decisions in a row, each side applying its own choice
        if game.is_over() or game.pending is None or game.pending.player != 0:
            break
        a, b = first.decide(game, 0), second.decide(other, 0)
        assert a == b
        game.apply(a)
        other.apply(b)
        assert other.view(0) == game.view(0)


def test_a_seat_out_of_range_is_refused(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=1)
    try:
        game.determinize(2, Rng(0))
    except ValueError as exc:
        assert "seat must be 0..1" in str(exc)
    else:
        raise AssertionError("seat 2 of a two-player game was accepted")


def test_a_world_still_refuses_illegal_actions(deck_a: Deck, deck_b: Deck) -> None:
    """Sampled worlds skip the undo snapshot, not the rules: an illegal action is refused; a pass by
    the player with priority is always open to them (CR 117.3d; 2003: 408.1c)."""
    game = midgame(deck_a, deck_b)
    world = game.determinize(0, Rng(1))
    with pytest.raises(IllegalActionError):
        world.apply(DeclareAttacker(10_000, 1))
    assert world.view(0) == game.view(0)
    world.apply(PassPriority())
    assert world.pending is not None and world.pending.player == 1
