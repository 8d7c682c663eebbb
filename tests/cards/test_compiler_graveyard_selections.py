"""Cards moved out of graveyards by type or position (compiler/graveyard_selections.py,
rules/atoms/graveyard_selections.py): a graveyard's top is the card put there last (CR 404.1); "all …
cards" move at once (CR 608.2e) and "this way" counts the cards that moved (CR 608.2c). Played through the
public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastSpell
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, player, resolve_stack, target


def test_graveyard_selection_cards_compile_and_render_back() -> None:
    renders_back("Repopulate", "Honor the Fallen", "Soldevi Digger", "Restock")


def test_repopulate_shuffles_only_creature_cards_of_that_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Repopulate")
    s.graveyard(1, ["Grizzly Bears", "Lightning Bolt", "Craw Wurm"])
    s.graveyard(0, ["Serra Angel"])
    s.library(1, ["Island"])
    s.pool(0, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(spell))
    target(g, player(1))
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"] and "Serra Angel" in names(g, Zone.GRAVEYARD, 0)
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Craw Wurm", "Grizzly Bears", "Island"]


def test_honor_the_fallen_exiles_every_creature_card_and_gains_life_for_each() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Honor the Fallen")
    s.graveyard(1, ["Grizzly Bears", "Lightning Bolt", "Craw Wurm"])
    s.graveyard(0, ["Serra Angel"])
    s.pool(0, "{1}{W}")
    g = s.start()
    g.apply(CastSpell(spell))
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"] and names(g, Zone.GRAVEYARD, 0) == ["Honor the Fallen"]
    assert g.state.players[0].life == 23


def test_soldevi_digger_puts_the_top_card_of_my_graveyard_on_the_bottom_of_my_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    digger = s.battlefield(0, "Soldevi Digger")
    s.graveyard(0, ["Grizzly Bears", "Lightning Bolt"])  # the Bolt on top
    s.library(0, ["Island", "Forest"])
    s.pool(0, "{2}")
    g = s.start()
    activate(g, digger)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert g.state.objects[g.state.players[0].library[0]].card.name == "Lightning Bolt"  # the bottom


def test_restock_returns_two_target_cards_and_is_exiled() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Restock")
    bolt, bears, _ = s.graveyard(0, ["Lightning Bolt", "Grizzly Bears", "Island"])
    s.pool(0, "{3}{G}{G}")
    g = s.start()
    g.apply(CastSpell(spell))
    target(g, ("object", bolt))
    target(g, ("object", bears))
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == ["Grizzly Bears", "Lightning Bolt"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Island"] and names(g, Zone.EXILE, 0) == ["Restock"]
