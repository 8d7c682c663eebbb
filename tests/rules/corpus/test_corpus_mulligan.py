"""Corpus MLG: the opening hand and the Paris mulligan (2003 CR 101.4-101.5, delta D1; current
CR 103.5 London mulligan).

Sources: the 2003 rulebook (101.5: shuffle the hand back, draw one fewer; the starting player
finishes first), the DCI Floor Rules of 2002-2003 on mulligans.
"""

from __future__ import annotations

from corpus_kit import MODERN, OLDFRAME

from oldframe import Game
from oldframe.rules.actions import BottomCard, Keep, Mulligan
from oldframe.rules.state import Step
from oldframe.testing import pass_until

DECK = ["Forest"] * 24 + ["Grizzly Bears"] * 36


def _game(rules: str, seed: int = 7, first: int = 0) -> Game:
    return Game([DECK, DECK], seed=seed, rules=rules, starting_player=first)


def _hand(g: Game, p: int) -> int:
    return len(g.state.players[p].hand)


def _lib(g: Game, p: int) -> int:
    return len(g.state.players[p].library)


@OLDFRAME
def test_MLG_01_opening_hands_are_seven(rules: str) -> None:
    """MLG-01 (2003 101.4; CR 103.4): both players draw seven; the starting player decides first."""
    g = _game(rules)
    assert (_hand(g, 0), _hand(g, 1)) == (7, 7)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("mulligan", 0)


@OLDFRAME
def test_MLG_02_second_player_mulligans_after_the_first_keeps(rules: str) -> None:
    """MLG-02 (2003 101.5): P1 keeps, then P2 mulligans to six and keeps."""
    g = _game(rules)
    g.apply(Keep())
    g.apply(Mulligan())
    assert (_hand(g, 1), _lib(g, 1)) == (6, 54)
    g.apply(Keep())
    assert g.pending is not None and g.pending.kind == "priority"


@OLDFRAME
def test_MLG_03_same_seed_same_mulligan(rules: str) -> None:
    """MLG-03 (determinism: the shuffle uses the game's seeded generator): two games with the same
    seed mulligan to the same six cards."""
    a, b = _game(rules, seed=3), _game(rules, seed=3)
    a.apply(Mulligan())
    b.apply(Mulligan())
    names_a = [a.state.objects[o].card.name for o in a.state.players[0].hand]
    names_b = [b.state.objects[o].card.name for o in b.state.players[0].hand]
    assert names_a == names_b and len(names_a) == 6


@OLDFRAME
def test_MLG_04_second_player_draws_on_turn_two_after_mulligan(rules: str) -> None:
    """MLG-04 (2003 101.4 "the player who plays first skips the draw step of his or her first
    turn"; CR 103.8a): P2 mulligans to five; in its first turn it draws one (six)."""
    g = _game(rules)
    g.apply(Keep())
    g.apply(Mulligan())
    g.apply(Mulligan())
    g.apply(Keep())
    pass_until(g, Step.MAIN1, active=1)
    assert _hand(g, 1) == 6


@OLDFRAME
def test_MLG_05_never_a_bottom_step(rules: str) -> None:
    """MLG-05 (2003 101.5 vs CR 103.5): after a mulligan no BottomCard decision is ever legal."""
    g = _game(rules)
    g.apply(Mulligan())
    assert not any(isinstance(a, BottomCard) for a in g.legal_actions())


@MODERN
def test_MLG_05_modern_london_draws_seven_and_bottoms(rules: str) -> None:
    """MLG-05 under modern rules (CR 103.5): P1 mulligans, keeps seven drawn, and puts one on the
    bottom: six in hand, 54 in the library."""
    g = _game(rules)
    g.apply(Mulligan())
    while g.pending is not None and g.pending.kind == "mulligan":
        g.apply(Keep())
    while g.pending is not None and g.pending.kind == "london_bottom":
        g.apply(g.legal_actions()[0])
    assert _hand(g, 0) == 6 and _lib(g, 0) == 54
