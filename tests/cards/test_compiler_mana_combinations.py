""""{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}." (Orcish Lumberjack, Goblin
Clearcutter): a mana ability with a choice of splits (CR 106.4, 605.1a), resolved at once (CR 605.3b)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names

NAMES = ["Orcish Lumberjack", "Goblin Clearcutter"]


@pytest.mark.parametrize("name", NAMES)
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


@pytest.mark.parametrize("name", NAMES)
def test_each_split_of_three_red_and_green_is_a_choice(name: str) -> None:
    seen = set()
    for index in range(4):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        maker = s.battlefield(0, name)
        forest = s.battlefield(0, "Forest")
        g = s.start()
        assert len(activated_abilities(g.state, g.state.objects[maker])) == 4  # RRR, RRG, RGG, GGG
        activate(g, maker, index, costs=[forest])
        pool = g.state.players[0].pool
        assert pool[3] + pool[4] == 3 and sum(pool) == 3 and not g.state.stack  # a mana ability (CR 605.3b)
        assert names(g, Zone.GRAVEYARD, 0) == ["Forest"]
        seen.add((pool[3], pool[4]))
    assert seen == {(3, 0), (2, 1), (1, 2), (0, 3)}
