"""Counterspells that do more (compiler/counter_variants.py, rules/atoms/counter_variants.py): where
the countered spell goes instead of the graveyard (Memory Lapse, Dissipate; CR 701.5, 614.1a; 2003:
414, 419.6a), destroying the source of a countered ability (Teferi's Response; CR 701.5, 115.1), and
the mana value checked on resolution with a kicked "… instead" (Prohibit, Overload; CR 202.3, 608.2b,
702.33d; 2003: 203.3, 413.2a, 502.21)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, CastWith, ChooseTarget, ChooseYesNo, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, resolve_stack

CARDS = ("Memory Lapse", "Dissipate", "Liquify", "Teferi's Response", "Prohibit", "Overload")


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    assert all(line.ok for line in compiled.lines)


def _countered(spell: str, counter: str, pool0: str, pool1: str, *, kicked: bool = False) -> Game:
    """P1 casts ``spell``; P2 answers with ``counter`` at it; both resolve."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    card = s.hand(0, spell)
    answer = s.hand(1, counter)
    s.library(0, ["Island", "Island"])
    s.pool(0, pool0)
    s.pool(1, pool1)
    g = s.start()
    cast(g, card)
    target = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastWith(answer, "kicker", 0) if kicked else CastSpell(answer))
    g.apply(ChooseTarget(("object", target)))
    resolve_stack(g)
    return g


def test_memory_lapse_puts_the_spell_on_top_of_its_owners_library() -> None:
    g = _countered("Grizzly Bears", "Memory Lapse", "{1}{G}", "{1}{U}")
    top = g.state.players[0].library[-1]
    assert g.state.objects[top].card.name == "Grizzly Bears"
    assert not ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0) and not g.state.stack
    assert ids(g, "Memory Lapse", Zone.GRAVEYARD, owner=1)


def test_dissipate_exiles_the_countered_spell() -> None:
    g = _countered("Grizzly Bears", "Dissipate", "{1}{G}", "{1}{U}{U}")
    assert ids(g, "Grizzly Bears", Zone.EXILE, owner=0)
    assert not ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0)


@pytest.mark.parametrize("spell, pool, kicked, countered", [
    ("Grizzly Bears", "{1}{G}", False, True),     # mana value 2: countered
    ("Hill Giant", "{3}{R}", False, False),       # 4 > 2: it resolves
    ("Hill Giant", "{3}{R}", True, True),         # kicked: 4 or less
    ("Craw Wurm", "{4}{G}{G}", True, False),      # 6 > 4 even kicked
])
def test_prohibit_counters_by_mana_value_and_more_when_kicked(spell: str, pool: str, kicked: bool,
                                                              countered: bool) -> None:
    g = _countered(spell, "Prohibit", pool, "{1}{U}{2}" if kicked else "{1}{U}", kicked=kicked)
    assert bool(ids(g, spell, Zone.GRAVEYARD, owner=0)) == countered
    assert any(it.source_name == spell for it in g.state.stack) != countered


@pytest.mark.parametrize("artifact, kicked, destroyed", [
    ("Ornithopter", False, True),                 # mana value 0
    ("Juggernaut", False, False),                 # 4 > 2
    ("Juggernaut", True, True),                   # kicked: 5 or less
])
def test_overload_destroys_an_artifact_by_its_mana_value(artifact: str, kicked: bool, destroyed: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    overload = s.hand(0, "Overload")
    target = s.battlefield(1, artifact)
    s.pool(0, "{R}{2}" if kicked else "{R}")
    g = s.start()
    g.apply(CastWith(overload, "kicker", 0) if kicked else CastSpell(overload))
    g.apply(ChooseTarget(("object", target)))
    resolve_stack(g)
    assert (target not in g.state.battlefield) == destroyed


def test_teferis_response_counters_a_land_destroyer_and_draws_two() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rain = s.hand(0, "Stone Rain")
    land = s.battlefield(1, "Island")
    response = s.hand(1, "Teferi's Response")
    s.library(1, ["Forest", "Forest"])
    s.pool(0, "{2}{R}")
    s.pool(1, "{1}{U}")
    g = s.start()
    cast(g, rain, [land])
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, response, [spell])
    resolve_stack(g)
    assert land in g.state.battlefield and ids(g, "Stone Rain", Zone.GRAVEYARD, owner=0)
    assert len(g.state.players[1].hand) == 2


def test_teferis_response_destroys_the_permanent_whose_ability_it_counters() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    icy = s.battlefield(0, "Icy Manipulator")
    land = s.battlefield(1, "Island")
    response = s.hand(1, "Teferi's Response")
    s.pool(0, "{1}")
    s.pool(1, "{1}{U}")
    g = s.start()
    activate(g, icy, 0, [land])
    g.apply(PassPriority())
    cast(g, response, [g.state.stack[-1].oid])
    resolve_stack(g)
    assert icy not in g.state.battlefield and ids(g, "Icy Manipulator", Zone.GRAVEYARD, owner=0)
    assert not g.state.stack and not g.state.objects[land].tapped


def test_teferis_response_targets_only_an_opponents_spell_at_a_land_you_control() -> None:
    """Stone Rain at P1's own land, and P2's own Stone Rain at P2's land: neither can be chosen."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rain = s.hand(0, "Stone Rain")
    own_land = s.battlefield(0, "Mountain")
    s.battlefield(1, "Island")
    response = s.hand(1, "Teferi's Response")
    s.pool(0, "{2}{R}")
    s.pool(1, "{1}{U}")
    g = s.start()
    cast(g, rain, [own_land])
    g.apply(PassPriority())
    assert CastSpell(response) not in g.legal_actions()  # no legal target (CR 601.2c)


@pytest.mark.parametrize("name", ["Power Sink", "Evasive Action", "Ertai's Trickery", "Intervene", "Bind"])
def test_more_counters_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def test_power_sink_unpaid_taps_the_lands_and_empties_the_pool() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.hand(0, "Hill Giant")
    mountains = s.lands(0, "Mountain", 2)
    sink = s.hand(1, "Power Sink")
    s.pool(0, "{3}{R}{G}")
    s.pool(1, "{4}{U}")
    g = s.start()
    cast(g, giant)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastWith(sink, "x", 4))
    g.apply(ChooseTarget(("object", spell)))
    resolve_stack(g)  # P1 can't pay {4} ({G} and two Mountains): no choice, countered
    assert ids(g, "Hill Giant", Zone.GRAVEYARD, owner=0)
    assert all(g.state.objects[m].tapped for m in mountains)
    assert sum(g.state.players[0].pool) == 0 and g.state.players[0].life == 20


def test_power_sink_paid_leaves_the_spell_and_the_other_lands() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 3)
    sink = s.hand(1, "Power Sink")
    s.pool(0, "{3}{R}")
    s.pool(1, "{1}{U}")
    g = s.start()
    cast(g, giant)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastWith(sink, "x", 1))
    g.apply(ChooseTarget(("object", spell)))
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
    g.apply(ChooseYesNo(True))
    assert any(it.oid == spell for it in g.state.stack)
    assert sum(g.state.objects[m].tapped for m in ids(g, "Mountain")) == 1


def test_evasive_action_costs_one_per_basic_land_type_you_control() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Island")
    s.battlefield(1, "Forest")
    s.battlefield(1, "Swamp")
    action = s.hand(1, "Evasive Action")
    s.pool(0, "{3}{R}")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, giant)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, action, [spell])
    resolve_stack(g)  # three basic land types: {3}, P1 has only two Mountains
    assert ids(g, "Hill Giant", Zone.GRAVEYARD, owner=0)


@pytest.mark.parametrize("kicked", [False, True])
def test_ertais_trickery_counters_only_a_kicked_spell(kicked: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    overload = s.hand(0, "Overload")
    target = s.battlefield(0, "Ornithopter")
    trickery = s.hand(1, "Ertai's Trickery")
    s.pool(0, "{R}{2}")
    s.pool(1, "{U}")
    g = s.start()
    g.apply(CastWith(overload, "kicker", 0) if kicked else CastSpell(overload))
    g.apply(ChooseTarget(("object", target)))
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, trickery, [spell])
    resolve_stack(g)
    assert any(it.oid == spell for it in g.state.stack) != kicked


def test_intervene_targets_only_a_spell_that_targets_a_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Lightning Bolt")
    shock = s.hand(0, "Shock")
    bears = s.battlefield(1, "Grizzly Bears")
    intervene = s.hand(1, "Intervene")
    s.pool(0, "{R}{R}")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, bolt, [bears])
    at_creature = g.state.stack[-1].oid
    cast(g, shock, [("player", 1)])
    at_player = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastSpell(intervene))
    d = g.state.decision
    assert d is not None and ("object", at_creature) in d.data["options"]
    assert ("object", at_player) not in d.data["options"]


def test_bind_counters_an_activated_ability_not_a_spell() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    icy = s.battlefield(0, "Icy Manipulator")
    bears = s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, "Grizzly Bears")
    bind = s.hand(1, "Bind")
    s.library(1, ["Forest"])
    s.pool(0, "{1}{1}{G}")
    s.pool(1, "{1}{G}")
    g = s.start()
    cast(g, spell)
    creature_spell = g.state.stack[-1].oid
    activate(g, icy, 0, [bears])
    ability = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastSpell(bind))
    d = g.state.decision
    assert d is not None and d.data["options"] == [("object", ability)]
    assert ("object", creature_spell) not in d.data["options"]
    g.apply(ChooseTarget(("object", ability)))
    resolve_stack(g)
    assert not g.state.objects[bears].tapped and icy in g.state.battlefield
    assert len(g.state.players[1].hand) == 1


def test_quash_exiles_every_copy_of_the_countered_spells_name() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Lightning Bolt")
    s.hand(0, ["Lightning Bolt", "Forest"])
    s.graveyard(0, "Lightning Bolt")
    s.library(0, ["Lightning Bolt", "Island", "Island"])
    quash = s.hand(1, "Quash")
    s.pool(0, "{R}")
    s.pool(1, "{2}{U}{U}")
    g = s.start()
    cast(g, bolt, [("player", 1)])
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, quash, [spell])
    resolve_stack(g)
    assert len(ids(g, "Lightning Bolt", Zone.EXILE, owner=0)) == 4
    assert not ids(g, "Lightning Bolt", Zone.HAND, owner=0) and not ids(g, "Lightning Bolt", Zone.LIBRARY, owner=0)
    assert g.state.players[1].life == 20


def test_syncopate_unpaid_exiles_the_spell() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    syncopate = s.hand(1, "Syncopate")
    s.pool(0, "{1}{G}")
    s.pool(1, "{2}{U}")
    g = s.start()
    cast(g, bears)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastWith(syncopate, "x", 2))
    g.apply(ChooseTarget(("object", spell)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.EXILE, owner=0)


@pytest.mark.parametrize("name", ["Illumination", "Desertion", "Suffocating Blast", "Quash", "Syncopate"])
def test_counter_riders_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_desertion_steals_a_creature_spell_and_bins_a_sorcery() -> None:
    g = _countered("Hill Giant", "Desertion", "{3}{R}", "{3}{U}{U}")
    giant = ids(g, "Hill Giant")
    assert giant and g.state.objects[giant[0]].controller == 1 and g.state.objects[giant[0]].owner == 0
    g2 = _countered("Wrath of God", "Desertion", "{2}{W}{W}", "{3}{U}{U}")
    assert ids(g2, "Wrath of God", Zone.GRAVEYARD, owner=0)


def test_illumination_its_controller_gains_its_mana_value() -> None:
    g = _countered("Juggernaut", "Illumination", "{4}", "{W}{W}")
    assert ids(g, "Juggernaut", Zone.GRAVEYARD, owner=0) and g.state.players[0].life == 24


def test_suffocating_blast_counters_and_deals_three_to_a_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    blast = s.hand(1, "Suffocating Blast")
    s.pool(0, "{1}{G}")
    s.pool(1, "{1}{U}{U}{R}")
    g = s.start()
    cast(g, bears)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, blast, [spell, giant])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0) and ids(g, "Hill Giant", Zone.GRAVEYARD, owner=0)
