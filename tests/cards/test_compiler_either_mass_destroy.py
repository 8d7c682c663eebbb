"""One of two mass destructions chosen on resolution (compiler/either_mass_destroy.py,
rules/atoms/either_mass_destroy.py): "Destroy all enchantments or all nonwhite enchantments." (Essence Filter),
"Destroy all lands or all creatures. Creatures destroyed this way can't be regenerated." (Catastrophe) — CR 608.2d,
701.7, 701.15c."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseType, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, names, resolve_stack


def test_either_mass_destroy_cards_compile_and_render_back() -> None:
    renders_back("Essence Filter", "Catastrophe")


def _filter(choice: str) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Essence Filter")
    s.battlefield(0, "Crusade")  # white
    s.battlefield(1, "Bad Moon")  # black
    s.pool(0, "{1}{G}{G}")
    g = s.start()
    cast(g, spell)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0 and list(d.data["options"]) == ["enchantments", "nonwhite enchantments"]
    g.apply(ChooseType(choice))
    return g


def test_essence_filter_destroys_the_chosen_group() -> None:
    g = _filter("nonwhite enchantments")
    assert names(g, Zone.BATTLEFIELD) == ["Crusade"]
    g = _filter("enchantments")
    assert names(g, Zone.BATTLEFIELD) == []


def test_catastrophe_creatures_cant_be_regenerated_and_lands_stay() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Catastrophe")
    skeletons = s.battlefield(1, "Drudge Skeletons")
    s.battlefield(1, "Swamp")
    s.pool(0, "{4}{W}{W}")
    s.pool(1, "{B}")
    g = s.start()
    cast(g, spell)
    g.apply(PassPriority())
    activate(g, skeletons, 0)
    resolve_stack(g)  # the shield
    resolve_stack(g)
    g.apply(ChooseType("creatures"))
    assert names(g, Zone.BATTLEFIELD) == ["Swamp"] and "Drudge Skeletons" in names(g, Zone.GRAVEYARD, 1)
