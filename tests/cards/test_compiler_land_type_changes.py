"""Lands becoming a basic land type until end of turn (compiler/land_type_changes.py,
rules/atoms/land_type_changes.py): the type chosen on resolution (CR 608.2d), the land's other land types
and their mana abilities gone (CR 305.7; 2003: 212.6e), Vision Charm's lands those of the first type then
(CR 611.2c), and back at end of turn (CR 514.2)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, ChooseMode, ChooseType
from oldframe.rules.characteristics import creature_types
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.model.cards import AddMana
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, obj, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Vision Charm", "Reef Shaman", "Tidal Warrior", "Jinx"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def _mana(g: object, oid: int) -> list[str]:
    st = g.state  # type: ignore[attr-defined]
    return sorted(str(e.mana) for ab in activated_abilities(st, st.objects[oid]) for e in ab.effects
                  if isinstance(e, AddMana))


def test_reef_shaman_makes_a_dual_land_a_swamp_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    shaman = s.battlefield(0, "Reef Shaman")
    tundra = s.battlefield(1, "Tundra")
    g = s.start()
    before = _mana(g, tundra)
    activate(g, shaman, 0, [tundra])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.CHOOSE_WORD and d.player == 0
    assert sorted(a.name for a in g.legal_actions() if isinstance(a, ChooseType)) == \
        sorted(["Plains", "Island", "Swamp", "Mountain", "Forest"])
    g.apply(ChooseType("Swamp"))
    assert creature_types(g.state, obj(g, tundra)) == ("Swamp",)
    swamp_mana = _mana(g, tundra)
    assert len(swamp_mana) == 1 and swamp_mana != before
    pass_until(g, Step.UPKEEP, active=1)
    assert sorted(creature_types(g.state, obj(g, tundra))) == ["Island", "Plains"] and _mana(g, tundra) == before


def test_vision_charm_turns_every_island_into_a_mountain() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    charm = s.hand(0, "Vision Charm")
    islands = s.lands(1, "Island", 2)
    tundra = s.battlefield(1, "Tundra")
    forest = s.battlefield(1, "Forest")
    s.pool(0, "{U}")
    g = s.start()
    g.apply(CastSpell(charm))
    g.apply(ChooseMode(1))
    resolve_stack(g)
    g.apply(ChooseType("Island"))
    g.apply(ChooseType("Mountain"))
    for land in [*islands, tundra]:
        assert creature_types(g.state, obj(g, land)) == ("Mountain",)
    assert creature_types(g.state, obj(g, forest)) == ("Forest",)
