"""Damage reduced (compiler/damage_reductions.py, rules/atoms/damage_reductions.py): Lashknife Barrier, "If a
source would deal damage to a creature you control, it deals that much damage minus 1 to that creature
instead." (CR 614.1a; 2003: 419.6)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, obj, resolve_stack


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Lashknife Barrier")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        assert line.rendered == line.line


@pytest.mark.parametrize("whose", [0, 1])
def test_barrier_takes_one_off_damage_to_its_controllers_creatures(whose: int) -> None:
    """Shock (2) on a 2/2: 1 damage with the Barrier on its controller's side (it lives), 2 otherwise."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(whose, "Lashknife Barrier")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, shock, [bears])
    resolve_stack(g)
    if whose == 0:
        assert obj(g, bears).damage == 1
    else:
        assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0)
