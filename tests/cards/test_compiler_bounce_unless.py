""""Return target creature to its owner's hand. Then return another target creature to its owner's hand unless its
controller pays {1}." (Withdraw): two different targets (CR 115.3); the second creature's controller chooses as
the spell resolves whether to pay (CR 608.2d; 2003: 413.2c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_withdraw_compiles_fully_and_renders_its_oracle_line() -> None:
    record = load_pool().get("Withdraw")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


@pytest.mark.parametrize("pays", [True, False])
def test_the_second_creature_stays_only_if_its_controller_pays(pays: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    withdraw = s.hand(0, "Withdraw")
    first, second = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Forest")  # the opponent can pay {1}
    s.pool(0, "{U}{U}")
    g = s.start()
    cast(g, withdraw, [first, second])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1  # the second creature's controller decides
    g.apply(ChooseYesNo(pays))
    assert names(g, Zone.HAND, 1) == (["Grizzly Bears"] if pays else ["Grizzly Bears", "Hill Giant"])
    assert (second in g.state.battlefield) == pays


def test_no_question_when_the_controller_cannot_pay() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    withdraw = s.hand(0, "Withdraw")
    first, second = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Hill Giant")
    s.pool(0, "{U}{U}")
    g = s.start()
    cast(g, withdraw, [first, second])
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Hill Giant"]
