""""Distribute two -2/-1 counters among one or two target creatures." (Contagion; compiler and
rules/atoms distributed_counters): the division announced as it is cast (CR 601.2d; 2003: 409.1d), one
target getting both counters, and -2/-1 counters changing P/T in layer 7c (CR 122.1a, 613.4c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastSpell, ChooseMode, ChooseTarget
from oldframe.rules.characteristics import power, pt_counter_delta, toughness
from oldframe.rules.model.cards import ModalSpell
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, legal, obj, resolve_stack


@pytest.mark.parametrize("name", ["Contagion", "Elven Rite"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def _mode(name: str, counts: tuple[int, ...]) -> int:
    card, _ = compiled_card_def(load_pool().get(name))
    sp = card.behaviour.spell
    assert sp is not None and isinstance(sp.effects[0], ModalSpell)
    for i, mode in enumerate(sp.effects[0].modes):
        if tuple(getattr(e, "count", 0) for e in mode.effects) == counts:
            return i
    raise AssertionError(counts)


def test_p_t_counters_of_any_size_add_up() -> None:
    assert pt_counter_delta({"-2/-1": 2, "+1/+1": 1, "charge": 3}) == (-3, -1)


def test_contagion_one_target_gets_both_counters() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    contagion = s.hand(0, "Contagion")
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    g.apply(CastSpell(contagion))
    g.apply(ChooseMode(_mode("Contagion", (2,))))
    g.apply(ChooseTarget(("object", giant)))
    resolve_stack(g)
    assert obj(g, giant).counters == {"-2/-1": 2}
    assert (power(g.state, obj(g, giant)), toughness(g.state, obj(g, giant))) == (-1, 1)


def test_contagion_split_between_two_creatures_each_different() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    contagion = s.hand(0, "Contagion")
    elves = s.battlefield(1, "Llanowar Elves")  # 1/1: dies at 0 toughness
    bears = s.battlefield(1, "Grizzly Bears")  # 2/2: a 0/1
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    g.apply(CastSpell(contagion))
    g.apply(ChooseMode(_mode("Contagion", (1, 1))))
    g.apply(ChooseTarget(("object", elves)))
    assert ChooseTarget(("object", elves)) not in legal(g)  # two different targets (CR 601.2c)
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    assert ids(g, "Llanowar Elves", Zone.GRAVEYARD, 1)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (0, 1)
