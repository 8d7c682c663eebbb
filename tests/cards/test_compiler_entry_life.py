"""Life paid as a permanent enters (compiler/entry_life.py, rules/atoms/entry_life.py): Phyrexian
Processor's "As CARDNAME enters the battlefield, pay any amount of life." (CR 614.12; 2003: 410.10e; paying
life, CR 119.4) and its token ability reading the amount."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseNumber
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, choose_number, ids, obj, pass_priority, resolve_stack


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Phyrexian Processor")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        if "CARDNAME" not in line.line and "(" not in line.line:
            assert line.rendered == line.line


@pytest.mark.parametrize("paid", [0, 6, 19])
def test_processor_pays_the_chosen_life_and_makes_tokens_of_that_size(paid: int) -> None:
    """The amount is a choice among 0 … the life total as it resolves (CR 614.12, 119.4); it is paid as it
    enters and read by "{4}, {T}: Create an X/X … token" (a 0/0 token dies, CR 704.5f; 2003: 420.5c)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    processor = s.hand(0, "Phyrexian Processor")
    s.pool(0, "{8}")  # the spell and one activation (an artifact: no summoning sickness)
    g = s.start()
    cast(g, processor)
    pass_priority(g)
    pass_priority(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_x" and d.player == 0
    assert set(g.legal_actions()) == {ChooseNumber(n) for n in range(21)}  # 20 life: 0 … 20
    choose_number(g, paid)
    assert g.state.players[0].life == 20 - paid
    placed = ids(g, "Phyrexian Processor")
    assert len(placed) == 1
    activate(g, placed[0])
    resolve_stack(g)
    minions = ids(g, "Phyrexian Minion Token")
    if paid == 0:
        assert minions == []
    else:
        assert [(obj(g, m).card.power, obj(g, m).card.toughness) for m in minions] == [(paid, paid)]
    assert g.state.players[0].life == 20 - paid
    assert obj(g, placed[0]).zone == Zone.BATTLEFIELD
