"""The 2003 draw step (``DrawStep.ON_THE_STACK``, the ``scourge2003`` preset; 2003 304.1, 408.2g): the
turn's draw is a stack object controlled by no player. TUR-01 (test_scenarios_turn) has the ruling;
these tests check the object itself: seen by both players, saved and loaded, absent on the first turn."""

from __future__ import annotations

import json

from oldframe import Game
from oldframe.rules.actions import Keep
from oldframe.rules.events import DrawActionOnStack, Drew
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, pass_priority, pass_until, resolve_draw


def _state(g: Game) -> object:
    return json.loads(g.dumps())["state"]


def _at_draw_step() -> Game:
    s = Scenario("scourge2003")
    s.library(0, ["Grizzly Bears", "Hill Giant"])
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.DRAW)
    return g


def test_the_draw_is_on_the_stack_for_everyone_to_see_and_survives_a_save() -> None:
    g = _at_draw_step()
    assert [it.kind for it in g.state.stack] == ["draw"]
    assert any(isinstance(e, DrawActionOnStack) and e.player == 0 for e in g.log)
    for seat in (0, 1):
        assert [(i["kind"], i["source"]) for i in g.view(seat)["stack"]] == [("draw", "draw step")]
    again = Game.loads(g.dumps())
    assert _state(again) == _state(g)
    for game in (g, again):
        pass_priority(game)
        pass_priority(game)  # both pass: it resolves; P1 draws the top card
        assert names(game, Zone.HAND, 0) == ["Grizzly Bears"] and game.state.stack == []
        assert game.state.step == Step.DRAW and game.pending is not None and game.pending.player == 0
    assert _state(again) == _state(g)


def test_no_draw_goes_on_the_stack_when_the_first_player_skips_it() -> None:
    """2003 101.4: the starting player skips the draw of the first draw step: nothing on the stack."""
    g = Game([["Island"] * 40] * 2, seed=3, rules="scourge2003")
    while g.pending is not None and g.pending.kind == "mulligan":
        g.apply(Keep())
    pass_until(g, Step.DRAW, active=g.state.starting_player)
    assert g.state.turn == 1 and g.state.stack == []
    pass_until(g, Step.DRAW, turn=2)
    assert [it.kind for it in g.state.stack] == ["draw"]
    before = len(g.state.players[g.state.active].hand)
    resolve_draw(g)
    assert len(g.state.players[g.state.active].hand) == before + 1
    assert any(isinstance(e, Drew) for e in g.log)
