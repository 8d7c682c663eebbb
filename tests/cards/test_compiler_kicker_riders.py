"""Kicked riders with "instead" first (compiler/kicker_riders.py, rules/atoms/kicker_riders.py):
Urza's Rage — 3 damage, or kicked 10 damage that can't be prevented (CR 702.33d, 615.12; 2003:
502.21); a prevention shield still works against the unkicked spell."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, CastWith, ChooseObject, ChooseTarget, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, player, resolve_stack


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


@pytest.mark.parametrize("name", ["Scorching Lava", "Magma Burst", "Bog Down"])
def test_more_kicked_riders_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


@pytest.mark.parametrize("kicked", [False, True])
def test_scorching_lava_kicked_a_regenerating_creature_is_exiled(kicked: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lava = s.hand(0, "Scorching Lava")
    skeletons = s.battlefield(1, "Drudge Skeletons")  # 1/1, "{B}: Regenerate CARDNAME."
    s.pool(0, "{1}{R}{R}" if kicked else "{1}{R}")
    s.pool(1, "{B}")
    g = s.start()
    g.apply(CastWith(lava, "kicker", 0) if kicked else CastSpell(lava))
    g.apply(ChooseTarget(("object", skeletons)))
    g.apply(PassPriority())
    activate(g, skeletons, 0)
    resolve_stack(g)  # the shield
    resolve_stack(g)  # Scorching Lava
    if kicked:  # it can't regenerate, and dying it is exiled instead (CR 614.6)
        assert ids(g, "Drudge Skeletons", Zone.EXILE, owner=1)
        assert not ids(g, "Drudge Skeletons", Zone.GRAVEYARD, owner=1)
    else:
        assert skeletons in g.state.battlefield and g.state.objects[skeletons].tapped


def test_magma_burst_kicked_by_sacrificing_two_lands_hits_another_target() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    burst = s.hand(0, "Magma Burst")
    bears = s.battlefield(1, "Grizzly Bears")
    lands = s.lands(0, "Mountain", 2)
    s.pool(0, "{3}{R}")
    g = s.start()
    g.apply(CastWith(burst, "kicker", 0))
    g.apply(ChooseTarget(player(1)))
    d = g.state.decision
    assert d is not None and d.kind == "target" and player(1) not in d.data["options"]  # another target
    g.apply(ChooseTarget(("object", bears)))
    while (d := g.state.decision) is not None and d.kind == "cost_choice":
        g.apply(ChooseObject(next(o for o in lands if o in d.data["options"])))
    resolve_stack(g)
    assert g.state.players[1].life == 17 and ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=1)
    assert len(ids(g, "Mountain", Zone.GRAVEYARD, owner=0)) == 2
