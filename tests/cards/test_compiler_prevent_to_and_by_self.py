"""Deftblade Elite's "{1}{W}: Prevent all combat damage that would be dealt to and dealt by CARDNAME this
turn." (compiler/spell_combat.py with the source named, rules/atoms/spell_combat.py; CR 615)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, attack, block, obj, pass_priority, pass_until, resolve_stack


def test_deftblade_elite_compiles_fully() -> None:
    rec = load_pool().get("Deftblade Elite")
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_deftblade_elite_neither_deals_nor_takes_combat_damage() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    giant = s.battlefield(1, "Hill Giant")
    elite = s.battlefield(0, "Deftblade Elite")  # 1/1
    s.lands(0, "Plains", 2)
    g = s.start()
    attack(g, {giant: 0})
    block(g, {elite: giant})
    pass_priority(g)  # the attacker's controller first
    index = next(i for i, ab in enumerate(obj(g, elite).card.behaviour.activated) if not ab.targets)
    activate(g, elite, index)
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert elite in g.state.battlefield and obj(g, elite).damage == 0 and obj(g, giant).damage == 0
