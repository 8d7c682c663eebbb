"""Replacements of what happens to a player (compiler/player_replacements.py,
rules/atoms/player_replacements.py): "If a player would gain life, that player gains no life instead."
(Sulfuric Vortex; CR 614.1a, 2003: 419.6a) and Abundance's optional draw replacement (CR 614.1a "may …
instead"; the drawing player chooses, CR 616.1; 2003: 419.8)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.events import LifeGained
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, apply_first, cast, names, pass_until_decision, player, resolve_stack


@pytest.mark.parametrize("name", ["Sulfuric Vortex", "Abundance"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        if "CARDNAME" not in line.line and "(" not in line.line:
            assert line.rendered == line.line


@pytest.mark.parametrize("vortex", [True, False])
def test_sulfuric_vortex_stops_every_players_life_gain(vortex: bool) -> None:
    """CR 614.1a: the gain is replaced by nothing; Swords to Plowshares still exiles (its other part
    happens), and the creature's controller gains no life while the Vortex is on the battlefield."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    if vortex:
        s.battlefield(0, "Sulfuric Vortex")
    bears = s.battlefield(1, "Grizzly Bears")
    swords = s.hand(0, "Swords to Plowshares")
    s.pool(0, "{W}")
    g = s.start()
    before = g.state.players[1].life
    cast(g, swords, [bears])
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.EXILE)
    assert g.state.players[1].life == before + (0 if vortex else 2)
    assert any(isinstance(e, LifeGained) for e in g.events_for(1)) != vortex  # no event: nothing gained


def _abundance_game() -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.battlefield(0, "Abundance")
    s.library(0, ["Lightning Bolt", "Grizzly Bears", "Forest", "Island"])
    return s.start()


@pytest.mark.parametrize(("pick", "hand", "bottom"), [
    (1, "Forest", ["Lightning Bolt", "Grizzly Bears"]),  # land: two nonland cards revealed first
    (2, "Lightning Bolt", []),                           # nonland: the top card is one
    (0, "Lightning Bolt", []),                           # no replacement: an ordinary draw
])
def test_abundance_replaces_the_draw_with_a_reveal_of_the_chosen_kind(
        pick: int, hand: str, bottom: list[str]) -> None:
    """The turn's draw (CR 504.1; 2003: 304.1) asks its player: draw, land or nonland. The card of the
    chosen kind goes to the hand, the others revealed go to the bottom (CR 614.1a)."""
    g = _abundance_game()
    pass_until_decision(g, "replacement_order")
    d = g.state.decision
    assert d.player == 0 and d.data["options"] == ["draw", "land", "nonland"]
    apply_first(g, pick)
    assert names(g, Zone.HAND, 0) == [hand]
    library = [g.state.objects[o].card.name for o in g.state.players[0].library]
    assert library[:len(bottom)] == list(reversed(bottom))  # the list's start is the bottom
    assert len(library) == 3 and g.state.step == Step.DRAW


@pytest.mark.parametrize("name", ["Pariah", "Crumbling Sanctuary"])
def test_damage_replacement_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    assert all(line.rendered == line.line for line in compiled.lines)


def test_pariah_deals_its_controllers_damage_to_the_enchanted_creature() -> None:
    """CR 614.9 (2003: 419.6c): the Bolt's source deals the 3 damage to the enchanted creature instead."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Pariah", attached_to=bears)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, [player(0)])
    resolve_stack(g)
    assert g.state.players[0].life == 20
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)


def test_crumbling_sanctuary_turns_damage_to_players_into_milled_exile() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Crumbling Sanctuary")
    s.library(1, ["Island", "Forest", "Swamp", "Plains"])
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 20
    assert sorted(names(g, Zone.EXILE, 1)) == ["Forest", "Island", "Swamp"]  # the top three
    assert [g.state.objects[o].card.name for o in g.state.players[1].library] == ["Plains"]
