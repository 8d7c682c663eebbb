"""Ruling scenarios, area D1: the Paris mulligan (2003 CR 101.5) — scenarios MUL-01 … MUL-05.

The mulligan happens before the first turn, so these tests build a real :class:`Game` from two
60-card decks rather than a :class:`~oldframe.testing.Scenario`.
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import BottomCard, Keep, Mulligan
from oldframe.rules.events import Drew, Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import pass_until, resolve_draw

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
MODERN = pytest.mark.parametrize("rules", ["modern"])

DECK = ["Island"] * 20 + ["Swamp"] * 20 + ["Grizzly Bears"] * 20


def new_game(rules: str, seed: int = 1) -> Game:
    """P1 (player 0) plays first; both players have shuffled and drawn seven."""
    return Game([DECK, DECK], seed=seed, rules=rules, starting_player=0)


def sizes(g: Game, p: int) -> tuple[int, int]:
    return len(g.state.players[p].hand), len(g.state.players[p].library)


@presets("MUL-01")
def test_MUL_01_starting_player_mulligans_twice_before_opponent_decides(rules: str) -> None:
    """MUL-01 (2003 101.5): the starting player finishes every mulligan before the other player
    is asked; each mulligan redraws one card fewer; nothing goes to the bottom."""
    g = new_game(rules)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 0)
    assert sizes(g, 0) == (7, 53) and sizes(g, 1) == (7, 53)

    g.apply(Mulligan())  # (1)
    assert sizes(g, 0) == (6, 54)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 0)  # P2 not asked yet

    g.apply(Mulligan())  # (2)
    assert sizes(g, 0) == (5, 55)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 0)

    g.apply(Keep())  # (3)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 1)  # only now P2

    g.apply(Keep())  # (4): no further mulligan offered to P1; the game starts
    assert g.pending is not None and g.pending.kind == "priority"
    assert sizes(g, 0) == (5, 55) and sizes(g, 1) == (7, 53)
    assert not any(isinstance(e, Moved) and e.from_zone == Zone.HAND and e.to == Zone.LIBRARY and e.owner == 1
               for e in g.log)
    kinds = {type(a) for a in g.actions}
    assert BottomCard not in kinds  # no London bottom step


@MODERN
def test_MUL_01_modern_london_players_decide_in_turn_order_each_round(rules: str) -> None:
    """MUL-01 under modern rules (CR 103.5, London): after P1's mulligan, P2 decides before P1
    redraws or decides again — the opposite of 2003 101.5."""
    g = new_game(rules)
    g.apply(Mulligan())
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 1)


@presets("MUL-02")
def test_MUL_02_mulligan_all_the_way_to_zero(rules: str) -> None:
    """MUL-02 (2003 101.5): a player may mulligan down to zero cards; an empty hand then ends the
    mulligans and the game starts normally."""
    g = new_game(rules)
    g.apply(Keep())  # P1 keeps 7
    seen = []
    for _ in range(7):
        assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 1)
        g.apply(Mulligan())
        seen.append(len(g.state.players[1].hand))
    assert seen == [6, 5, 4, 3, 2, 1, 0]
    assert g.pending is not None and g.pending.kind == "priority"  # no further mulligan offered
    assert sizes(g, 1) == (0, 60)
    assert not g.state.players[1].lost and not g.is_over()
    pass_until(g, Step.DRAW, active=1)  # the game goes on normally: P2 draws in its own turn
    resolve_draw(g)
    assert sizes(g, 1) == (1, 59) and not g.state.players[1].lost


@presets("MUL-03")
def test_MUL_03_no_free_mulligan_and_no_bottom_step(rules: str) -> None:
    """MUL-03 (2003 101.5; contrast modern CR 103.5): one mulligan gives exactly six cards from a
    freshly shuffled 60-card library — not seven, and no card is put on the bottom."""
    g = new_game(rules)
    g.apply(Mulligan())
    assert sizes(g, 0) == (6, 54)
    assert g.pending is not None and g.pending.kind == "mulligan"
    g.apply(Keep())
    assert sizes(g, 0) == (6, 54)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 1)
    assert not any(isinstance(a, BottomCard) for a in g.legal_actions())


@MODERN
def test_MUL_03_modern_london_draws_seven_then_bottoms_one(rules: str) -> None:
    """MUL-03 under modern rules (CR 103.5): the mulligan redraws seven and the keeper puts one card
    on the bottom of the library."""
    g = new_game(rules)
    g.apply(Mulligan())
    g.apply(Keep())  # P2 keeps; P1 redraws seven
    assert sizes(g, 0) == (7, 53)
    g.apply(Keep())
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("london_bottom", 0)
    g.apply(g.legal_actions()[0])
    assert sizes(g, 0) == (6, 54)


@presets("MUL-04")
def test_MUL_04_mulligan_shuffles_the_whole_hand_back(rules: str) -> None:
    """MUL-04 (2003 101.5, 217.2): all seven cards go back into the library before it is shuffled
    and the new six are drawn; the result is reproducible from the seed."""
    g = new_game(rules)
    first_hand = list(g.state.players[0].hand)  # h1..h7
    start = len(g.log)
    g.apply(Mulligan())
    events = g.log[start:]
    draws = [i for i, e in enumerate(events) if isinstance(e, Drew)]
    returned = [e for e in events[: draws[0]]
                if isinstance(e, Moved) and e.from_zone == Zone.HAND and e.to == Zone.LIBRARY]
    assert sorted(e.old for e in returned) == sorted(first_hand)  # every h1..h7 went back before drawing
    assert 53 + len(returned) == 60  # the library held 60 cards when shuffled
    assert len(draws) == 6
    assert sizes(g, 0) == (6, 54)

    again = new_game(rules)
    again.apply(Mulligan())
    same_names = [again.state.objects[o].card.name for o in again.state.players[0].hand]
    assert same_names == [g.state.objects[o].card.name for o in g.state.players[0].hand]


@presets("MUL-05")
def test_MUL_05_first_player_still_skips_first_draw_after_mulligans(rules: str) -> None:
    """MUL-05 (2003 101.4, 101.5, 304.1): P1 mulligans to five and still skips the first draw; P2
    draws normally in its first draw step; no card is granted for mulligans."""
    g = new_game(rules)
    g.apply(Mulligan())
    g.apply(Mulligan())
    g.apply(Keep())
    g.apply(Keep())
    pass_until(g, Step.DRAW, active=0)
    assert g.state.turn == 1 and not g.state.stack  # no draw on turn 1 (none on the stack either)
    assert len(g.state.players[0].hand) == 5
    pass_until(g, Step.DRAW, active=1)
    resolve_draw(g)
    assert g.state.turn == 2
    assert len(g.state.players[1].hand) == 8
    assert len(g.state.players[0].hand) == 5
