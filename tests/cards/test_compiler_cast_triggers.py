"""When a player casts a spell (compiler/cast_triggers.py, rules/atoms/cast_triggers.py): Standstill
("sacrifice CARDNAME. If you do, each of that player's opponents draws three cards."; CR 603.2, 608.2c;
2003: 410.1, 413.2b) and Presence of the Master ("counter it"; CR 701.5)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import PassPriority
from oldframe.rules.characteristics import chars
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, resolve_stack


@pytest.mark.parametrize("name", ["Standstill", "Presence of the Master", "Pyrostatic Pillar"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    assert [line.rendered for line in compiled.lines] == [line.line for line in compiled.lines]


def test_standstill_the_casters_opponent_draws_three_and_the_spell_still_resolves() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Standstill")
    bears = s.hand(0, "Grizzly Bears")
    s.library(0, ["Island"] * 4)
    s.library(1, ["Forest"] * 4)
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, bears)
    assert g.state.stack[-1].kind == "triggered"
    resolve_stack(g)
    assert ids(g, "Standstill", Zone.GRAVEYARD, owner=1)
    assert len(g.state.players[1].hand) == 3 and not g.state.players[0].hand
    resolve_stack(g)
    assert ids(g, "Grizzly Bears")


def test_standstill_cast_by_its_controller_gives_the_opponent_the_cards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Standstill")
    bolt = s.hand(0, "Lightning Bolt")
    s.library(1, ["Forest"] * 4)
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [("player", 1)])
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 3


def test_standstill_two_spells_only_the_first_trigger_sacrifices_and_draws() -> None:
    """Both triggers go on the stack; the second finds Standstill gone: 'If you do' gives nothing."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Standstill")
    first = s.hand(0, "Lightning Bolt")
    s.library(0, ["Island"] * 8)
    s.library(1, ["Forest"] * 8)
    response = s.hand(1, "Giant Growth")
    target = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}")
    s.pool(1, "{G}")
    g = s.start()
    cast(g, first, [target])
    g.apply(PassPriority())  # P1 passes with the Standstill trigger on top
    cast(g, response, [target])  # P2 casts too: a second trigger, on top
    resolve_stack(g)  # P2's trigger: Standstill is sacrificed, P1 draws three
    assert len(g.state.players[0].hand) == 3
    resolve_stack(g)  # Giant Growth
    resolve_stack(g)  # the first trigger: Standstill is gone, nobody draws
    assert len(g.state.players[1].hand) == 0
    assert len(g.state.players[0].hand) == 3


def test_presence_of_the_master_counters_enchantment_spells_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Presence of the Master")
    aura = s.hand(0, "Holy Strength")
    bears = s.battlefield(0, "Grizzly Bears")
    creature = s.hand(0, "Hill Giant")
    s.pool(0, "{W}{3}{R}")
    g = s.start()
    cast(g, aura, [bears])
    resolve_stack(g)
    assert ids(g, "Holy Strength", Zone.GRAVEYARD, owner=0) and not g.state.stack
    cast(g, creature)
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Hill Giant")


@pytest.mark.parametrize("name", ["Hidden Gibbons", "Hidden Ancients", "Hidden Guerrillas", "Opal Archangel"])
def test_sleeping_enchantments_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_hidden_gibbons_an_opponents_instant_wakes_it_once() -> None:
    """It becomes a 4/4 Ape creature and is no longer an enchantment (2003: 214.4), so a second instant
    doesn't trigger it (the intervening-if, CR 603.4); its controller's own instants never do."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    gibbons = s.battlefield(1, "Hidden Gibbons")
    bolts = s.hand(0, ["Lightning Bolt", "Lightning Bolt"])
    s.pool(0, "{R}{R}")
    g = s.start()
    cast(g, bolts[0], [("player", 1)])
    assert [it.kind for it in g.state.stack] == ["spell", "triggered"]
    resolve_stack(g)
    c = chars(g.state, g.state.objects[gibbons])
    assert "Creature" in c.types and "Enchantment" not in c.types
    assert (c.power, c.toughness, c.creature_types) == (4, 4, ("Ape",))
    resolve_stack(g)
    assert g.state.players[1].life == 17
    cast(g, bolts[1], [gibbons])
    assert len(g.state.stack) == 1  # no trigger: it isn't an enchantment any more
    resolve_stack(g)
    assert gibbons in g.state.battlefield and g.state.objects[gibbons].damage == 3


def test_hidden_gibbons_ignores_its_controllers_instants_and_sorceries() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    gibbons = s.battlefield(1, "Hidden Gibbons")
    growth = s.hand(1, "Giant Growth")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(1, "{G}")
    g = s.start()
    cast(g, growth, [bears])
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert "Enchantment" in chars(g.state, g.state.objects[gibbons]).types


def test_pyrostatic_pillar_burns_whoever_casts_a_cheap_spell() -> None:
    """"Whenever a player casts a spell with mana value 3 or less, CARDNAME deals 2 damage to that player."
    (the spell's mana value, CR 202.3; the trigger resolves first, CR 603.3)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Pyrostatic Pillar")  # the caster is hurt, not the Pillar's controller
    bears, giant = s.hand(0, "Grizzly Bears"), s.hand(0, "Hill Giant")  # mana values 2 and 4
    s.pool(0, "{G}{G}{3}{R}")
    g = s.start()
    cast(g, bears)
    resolve_stack(g)  # the trigger, on top of the Bears
    assert (g.state.players[0].life, g.state.players[1].life) == (18, 20)
    resolve_stack(g)
    cast(g, giant)
    assert len(g.state.stack) == 1  # no trigger for mana value 4
    resolve_stack(g)
    assert g.state.players[0].life == 18 and ids(g, "Hill Giant")
