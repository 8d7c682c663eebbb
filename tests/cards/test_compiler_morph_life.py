"""Morph for life (compiler/alt_costs.py; rules/altcosts.py ``unmorph``): "Morph—Pay 5 life." (Zombie
Cutthroat) — cast face down for {3} as a 2/2 (CR 702.37c; 2003: 502.26a), turned face up at any time its
controller has priority by paying 5 life, without the stack (CR 702.37e, 116.2b; 2003: 502.26d), and
never with less than 5 life (CR 119.4). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith, Unmorph
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, resolve_stack


def test_zombie_cutthroat_compiles_and_renders_back() -> None:
    rec = load_pool(printings=False).get("Zombie Cutthroat")
    assert rec is not None
    card, compiled = compiled_card_def(rec)
    assert compiled.status == "full" and card.playable, compiled.uncovered
    lines = card_lines(rec.oracle_text, "Zombie Cutthroat", False)
    assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines]


def _face_down(life: int) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cutthroat = s.hand(0, "Zombie Cutthroat")
    s.pool(0, "{3}")
    g = s.start()
    g.state.players[0].life = life
    g.apply(CastWith(cutthroat, "morph", 0))
    resolve_stack(g)
    (fd,) = [o for o in g.state.battlefield if g.state.objects[o].face_down]
    return g, fd


def test_zombie_cutthroat_turns_face_up_for_five_life() -> None:
    g, fd = _face_down(20)
    obj = g.state.objects[fd]
    assert (power(g.state, obj), toughness(g.state, obj)) == (2, 2)
    g.apply(Unmorph(fd))
    assert not g.state.objects[fd].face_down and not g.state.stack
    assert (power(g.state, obj), toughness(g.state, obj)) == (3, 4)
    assert g.state.players[0].life == 15


def test_zombie_cutthroat_cannot_turn_face_up_with_less_than_five_life() -> None:
    g, fd = _face_down(4)
    assert Unmorph(fd) not in g.legal_actions()
