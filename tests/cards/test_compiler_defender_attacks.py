"""Creatures that can attack as though they didn't have defender (CR 702.3b; 2003: 308.1 "Walls can't
attack"): Rolling Stones' "Wall creatures can attack as though they didn't have defender." and Prison
Barricade, kicked: "it enters the battlefield with a +1/+1 counter on it and with "CARDNAME can attack as
though it didn't have defender."" (CR 614.1c, 702.33d)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, CastWith, DeclareAttacker
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, ids, legal, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Rolling Stones", "Prison Barricade"])
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def _may_attack(g: Game, oid: int) -> bool:
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    return DeclareAttacker(oid, 1) in legal(g)  # type: ignore[comparison-overlap]


def test_rolling_stones_lets_walls_attack() -> None:
    for with_stones in (False, True):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        wall = s.battlefield(0, "Wall of Stone")
        s.battlefield(0, "Grizzly Bears")
        if with_stones:
            s.battlefield(1, "Rolling Stones")  # any player's: "Wall creatures" are every Wall
        g = s.start()
        assert _may_attack(g, wall) == with_stones


@pytest.mark.parametrize("kicked", [False, True])
def test_prison_barricade_attacks_only_if_kicked(kicked: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    barricade = s.hand(0, "Prison Barricade")  # {1}{W}, Kicker {1}{W}: a 1/3 Wall with defender
    s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    g.apply(CastWith(barricade, "kicker", 0) if kicked else CastSpell(barricade))
    resolve_stack(g)
    [new] = ids(g, "Prison Barricade")
    o = g.state.objects[new]
    assert (power(g.state, o), toughness(g.state, o)) == ((2, 4) if kicked else (1, 3))
    pass_until(g, Step.MAIN1, active=1)  # its controller's next turn: no longer summoning sick
    assert _may_attack(g, new) == kicked
