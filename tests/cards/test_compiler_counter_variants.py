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
from oldframe.rules.actions import CastSpell, CastWith, ChooseTarget, PassPriority
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
