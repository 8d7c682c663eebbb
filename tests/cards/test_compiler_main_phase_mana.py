"""Carpet of Flowers: "At the beginning of each of your main phases, if you haven't added mana with this
ability this turn, you may add X mana of any one color, where X is the number of Islands target opponent
controls." — a targeted trigger on the stack (CR 605.5a), the intervening-if checked as it triggers and
resolves (CR 603.4; 2003: 410.7), "you may" and the colour chosen on resolution (CR 603.5)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseColor
from oldframe.rules.state import Step
from oldframe.testing import Scenario, answer, pass_until, player, resolve_stack, target

_CARPET = "Carpet of Flowers"


def test_carpet_of_flowers_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get(_CARPET))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _to_main(g: Game, step: Step) -> None:
    pass_until(g, step, player=0)
    d = g.state.decision
    if d is not None and d.kind == "target":
        target(g, player(1))


def test_adds_one_mana_per_opponents_island_once_a_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DRAW)
    s.battlefield(0, _CARPET)
    s.lands(1, "Island", 3)
    s.battlefield(1, "Forest")
    g = s.start()
    _to_main(g, Step.MAIN1)
    assert len(g.state.stack) == 1
    resolve_stack(g)
    answer(g, True)
    g.apply(ChooseColor("G"))
    assert g.state.players[0].pool[4] == 3 and g.state.stack == []
    pass_until(g, Step.MAIN2, player=0)
    assert g.state.stack == []  # mana was added this turn: no second trigger (CR 603.4)


def test_declining_lets_it_trigger_again_in_the_second_main_phase() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DRAW)
    s.battlefield(0, _CARPET)
    s.lands(1, "Island", 2)
    g = s.start()
    _to_main(g, Step.MAIN1)
    resolve_stack(g)
    answer(g, False)
    _to_main(g, Step.MAIN2)
    assert len(g.state.stack) == 1
