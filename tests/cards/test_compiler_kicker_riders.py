"""Kicked riders with "instead" first (compiler/kicker_riders.py, rules/atoms/kicker_riders.py):
Urza's Rage — 3 damage, or kicked 10 damage that can't be prevented (CR 702.33d, 615.12; 2003:
502.21); a prevention shield still works against the unkicked spell."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, CastWith, ChooseTarget, PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, player, resolve_stack


def test_urzas_rage_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Urza's Rage")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    assert [line.rendered for line in compiled.lines][-1] == compiled.lines[-1].line


@pytest.mark.parametrize("kicked, life", [(False, 18), (True, 10)])
def test_urzas_rage_kicked_damage_cant_be_prevented(kicked: bool, life: int) -> None:
    """P2 shields themself with Samite Healer (prevent the next 1 damage) in response."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rage = s.hand(0, "Urza's Rage")
    healer = s.battlefield(1, "Samite Healer")
    s.pool(0, "{2}{R}{8}{R}" if kicked else "{2}{R}")
    g = s.start()
    g.apply(CastWith(rage, "kicker", 0) if kicked else CastSpell(rage))
    g.apply(ChooseTarget(player(1)))
    g.apply(PassPriority())
    activate(g, healer, 0, [player(1)])
    resolve_stack(g)  # the shield
    resolve_stack(g)  # Urza's Rage
    assert g.state.players[1].life == life
