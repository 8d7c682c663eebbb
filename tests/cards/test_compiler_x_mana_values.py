"""Permanents with mana value X or less (compiler/x_mana_values.py, rules/atoms/x_mana_values.py):
Pernicious Deed's "{X}, Sacrifice CARDNAME: Destroy each artifact, creature, and enchantment with mana
value X or less." — X announced as the ability is activated, only values that can be paid offered
(CR 107.3, 601.2b, 602.2b; 2003: 409.1b) — and Meltdown's spell X. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ActivateAbility, CastWith, ChooseNumber
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose_number, names, resolve_stack


def test_x_mana_value_cards_compile_and_render_back() -> None:
    renders_back("Pernicious Deed", "Meltdown")


def test_pernicious_deed_destroys_each_artifact_creature_and_enchantment_with_mana_value_x_or_less() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    deed = s.battlefield(0, "Pernicious Deed")
    s.battlefield(0, "Llanowar Elves", tapped=True)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Bad Moon")
    s.battlefield(1, "Icy Manipulator")
    s.battlefield(1, "Forest")
    s.pool(0, "{2}")
    g = s.start()
    g.apply(ActivateAbility(deed, 0))
    assert sorted(a.n for a in g.legal_actions() if isinstance(a, ChooseNumber)) == [0, 1, 2]  # what can be paid
    choose_number(g, 2)
    assert "Pernicious Deed" in names(g, Zone.GRAVEYARD, 0)  # sacrificed as a cost (CR 602.2b)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 0) == []
    assert sorted(names(g, Zone.BATTLEFIELD, 1)) == ["Forest", "Icy Manipulator"]  # lands and MV 4 survive


def test_pernicious_deed_for_zero_destroys_only_zero_mana_value_permanents() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    deed = s.battlefield(0, "Pernicious Deed")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Ornithopter")
    g = s.start()
    g.apply(ActivateAbility(deed, 0))
    choose_number(g, 0)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]


def test_meltdown_destroys_artifacts_with_mana_value_x_or_less() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    meltdown = s.hand(0, "Meltdown")
    s.battlefield(1, "Ornithopter")
    s.battlefield(1, "Icy Manipulator")
    s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{R}")
    g = s.start()
    g.apply(CastWith(meltdown, "x", 3))
    resolve_stack(g)
    assert sorted(names(g, Zone.BATTLEFIELD, 1)) == ["Grizzly Bears", "Icy Manipulator"]


def test_lin_sivvi_searches_for_a_rebel_with_mana_value_x_or_less() -> None:
    """"{X}, {T}: Search your library for a Rebel permanent card with mana value X or less, put it onto the
    battlefield, then shuffle." and "{3}: Put target Rebel card from your graveyard on the bottom of your
    library." (CR 701.19; 2003: glossary "Search")."""
    renders_back("Lin Sivvi, Defiant Hero")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lin = s.battlefield(0, "Lin Sivvi, Defiant Hero")
    falcon, _lin2, _bears = s.library(0, ["Defiant Falcon", "Lin Sivvi, Defiant Hero", "Grizzly Bears"])
    s.pool(0, "{2}")
    g = s.start()
    g.apply(ActivateAbility(lin, 0))
    choose_number(g, 2)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.data["options"] == [falcon]  # a Rebel with mana value 2 or less: not Lin Sivvi (3)
    from oldframe.testing import choose

    choose(g, falcon)
    assert "Defiant Falcon" in names(g, Zone.BATTLEFIELD, 0)


def test_lin_sivvi_puts_a_rebel_card_from_your_graveyard_on_the_bottom() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lin = s.battlefield(0, "Lin Sivvi, Defiant Hero")
    falcon = s.graveyard(0, "Defiant Falcon")
    s.graveyard(0, "Grizzly Bears")
    s.library(0, ["Island", "Island"])
    s.pool(0, "{3}")
    g = s.start()
    g.apply(ActivateAbility(lin, 1))
    d = g.state.decision
    assert d is not None and [t[1] for t in d.data["options"]] == [falcon]  # a Rebel card only
    from oldframe.testing import target

    target(g, ("object", falcon))
    resolve_stack(g)
    library = g.state.players[0].library
    assert g.state.objects[library[0]].card.name == "Defiant Falcon" and len(library) == 3  # the end is the top


def test_citanul_flute_finds_a_creature_card_with_mana_value_x_or_less() -> None:
    renders_back("Citanul Flute")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    flute = s.battlefield(0, "Citanul Flute")
    elves, _angel = s.library(0, ["Llanowar Elves", "Serra Angel"])
    s.pool(0, "{1}")
    g = s.start()
    g.apply(ActivateAbility(flute, 0))
    choose_number(g, 1)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.data["options"] == [elves]  # mana value 1 or less: not Serra Angel
