"""Riders about a spell's target (compiler/target_riders.py, rules/atoms/target_riders.py): "A creature
dealt damage this way can't be regenerated this turn." (Incinerate; CR 701.15c, 2003: 419.6b), "You lose
life equal to that creature's toughness." (Vendetta), "Its controller gains 4 life." (Last Breath),
"Its controller loses 2 life." (Death Bomb) — values and controllers as the target last existed
(CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, player, resolve_stack


@pytest.mark.parametrize("name", ["Incinerate", "Vendetta", "Last Breath", "Death Bomb", "Undermine", "Despoil"])
def test_riders_compile_and_render_the_cards_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        if "CARDNAME" not in line.line:
            assert line.rendered == line.line


def test_incinerate_a_regenerating_creature_dies_anyway() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    incinerate = s.hand(0, "Incinerate")
    skeletons = s.battlefield(1, "Drudge Skeletons")
    s.pool(0, "{1}{R}")
    s.pool(1, "{B}")
    g = s.start()
    cast(g, incinerate, [skeletons])
    g.apply(PassPriority())
    activate(g, skeletons, 0)  # "{B}: Regenerate CARDNAME"
    resolve_stack(g)
    assert g.state.objects[skeletons].regen_shields == 1
    resolve_stack(g)
    assert ids(g, "Drudge Skeletons", Zone.GRAVEYARD, owner=1)


def test_incinerate_to_a_player_and_an_undamaged_creature_keeps_regenerating() -> None:
    """Only a creature dealt damage this way: Incinerate at a player leaves the Skeletons' shield usable."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    incinerate = s.hand(0, "Incinerate")
    s.battlefield(1, "Drudge Skeletons")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, incinerate, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 17
    assert not any(e.kind == "keyword" and e.value == "can't be regenerated" for e in g.state.effects)


def test_vendetta_you_lose_life_equal_to_the_destroyed_creatures_toughness() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    vendetta = s.hand(0, "Vendetta")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    s.pool(0, "{B}")
    g = s.start()
    cast(g, vendetta, [wurm])
    resolve_stack(g)
    assert wurm not in g.state.battlefield
    assert (g.state.players[0].life, g.state.players[1].life) == (16, 20)


def test_last_breath_exiles_a_small_creature_and_its_controller_gains_four() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    last_breath = s.hand(0, "Last Breath")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Craw Wurm")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, last_breath, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.EXILE, owner=1)
    assert (g.state.players[0].life, g.state.players[1].life) == (20, 24)


def test_death_bomb_its_controller_loses_two() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bomb = s.hand(0, "Death Bomb")
    fodder = s.battlefield(0, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")
    s.pool(0, "{3}{B}")
    g = s.start()
    cast(g, bomb, [wurm], costs=[fodder])
    resolve_stack(g)
    assert wurm not in g.state.battlefield and fodder not in g.state.battlefield
    assert g.state.players[1].life == 18
