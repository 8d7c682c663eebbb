"""Limits on when and what players may cast (compiler/cast_limits.py, rules/atoms/cast_limits.py; CR 601.3,
602.5; 2003: 409.1): Mana Maze and City of Solitude."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_until, player, resolve_stack


@pytest.mark.parametrize("name", ["Mana Maze", "City of Solitude"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    assert all(line.rendered == line.line for line in compiled.lines)


def test_mana_maze_forbids_the_last_spells_colors_for_the_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Mana Maze")
    bolt = s.hand(0, "Lightning Bolt")
    shock = s.hand(0, "Shock")
    bears = s.hand(0, "Grizzly Bears")
    s.pool(0, "{R}{R}{G}{G}")
    g = s.start()
    assert CastSpell(shock) in g.legal_actions()
    cast(g, bolt, [player(1)])
    resolve_stack(g)
    legal = g.legal_actions()
    assert CastSpell(shock) not in legal  # red, like the Bolt
    assert CastSpell(bears) in legal  # green: no shared color


def test_city_of_solitude_allows_casting_and_activating_only_on_your_own_turn() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    s.battlefield(1, "City of Solitude")
    bolt = s.hand(0, "Lightning Bolt")
    mountain = s.battlefield(0, "Mountain")
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, player=0)
    legal = g.legal_actions()
    assert CastSpell(bolt) not in legal and ActivateAbility(mountain, 0) not in legal
    pass_until(g, Step.UPKEEP, active=0)
    pass_until(g, Step.UPKEEP, player=0)
    legal = g.legal_actions()
    assert CastSpell(bolt) in legal and ActivateAbility(mountain, 0) in legal
