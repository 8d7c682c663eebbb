"""Triggers on cards going to graveyards (compiler/graveyard_triggers.py,
rules/atoms/graveyard_triggers.py): Compost (a black card into an opponent's graveyard from anywhere;
CR 603.2) and Sacred Ground (a land of yours put into your graveyard by an opponent's spell or ability
comes back; CR 603.10a, 608.2)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseYesNo, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, player, resolve_stack


@pytest.mark.parametrize("name", ["Compost", "Sacred Ground", "Spiritual Focus"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_compost_draws_when_an_opponents_black_card_hits_their_graveyard() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Compost")
    ritual = s.hand(1, "Dark Ritual")
    bolt = s.hand(1, "Lightning Bolt")
    s.library(0, ["Island"] * 3)
    s.pool(1, "{B}{R}")
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)  # Dark Ritual resolves and goes to its owner's graveyard: Compost triggers
    assert g.state.stack and g.state.stack[-1].kind == "triggered"
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
    g.apply(ChooseYesNo(True))
    assert len(g.state.players[0].hand) == 1
    cast(g, bolt, [player(0)])
    resolve_stack(g)  # a red card: no trigger
    assert not g.state.stack and len(g.state.players[0].hand) == 1


def test_sacred_ground_returns_a_land_an_opponents_spell_destroyed() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Sacred Ground")
    land = s.battlefield(0, "Plains")
    rain = s.hand(1, "Stone Rain")
    s.pool(1, "{2}{R}")
    g = s.start()
    cast(g, rain, [land])
    resolve_stack(g)
    assert ids(g, "Plains", Zone.GRAVEYARD, owner=0) and g.state.stack[-1].kind == "triggered"
    resolve_stack(g)
    assert ids(g, "Plains", owner=0) and not ids(g, "Plains", Zone.GRAVEYARD, owner=0)


def test_sacred_ground_ignores_its_controllers_own_spells() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Sacred Ground")
    land = s.battlefield(0, "Plains")
    rain = s.hand(0, "Stone Rain")
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, rain, [land])
    resolve_stack(g)
    assert ids(g, "Plains", Zone.GRAVEYARD, owner=0) and not g.state.stack


@pytest.mark.parametrize("name", ["Curiosity", "Sleeper's Robe"])
def test_aura_damage_triggers_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


@pytest.mark.parametrize("aim, draws", [(0, False), (1, True)])
def test_curiosity_draws_only_for_damage_to_an_opponent(aim: int, draws: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sorcerer = s.battlefield(0, "Prodigal Sorcerer", sick=False)  # {T}: 1 damage to any target
    curiosity = s.hand(0, "Curiosity")
    s.library(0, ["Island"] * 3)
    s.pool(0, "{U}")
    g = s.start()
    cast(g, curiosity, [sorcerer])
    resolve_stack(g)
    activate(g, sorcerer, 0, [player(aim)])
    resolve_stack(g)
    assert bool(g.state.stack) == draws
    if draws:
        resolve_stack(g)
        g.apply(ChooseYesNo(True))
    assert len(g.state.players[0].hand) == int(draws)


def test_spiritual_focus_an_opponents_discard_effect_gives_life_and_a_card() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Spiritual Focus")
    s.hand(0, ["Forest", "Island"])
    rot = s.hand(1, "Mind Rot")
    s.library(0, ["Swamp"] * 3)
    s.pool(1, "{2}{B}")
    g = s.start()
    cast(g, rot, [player(0)])
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "discard":
        g.apply(g.legal_actions()[0])
    assert len([it for it in g.state.stack if it.kind == "triggered"]) == 2  # one per card discarded
    resolve_stack(g)
    g.apply(ChooseYesNo(True))
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert g.state.players[0].life == 24 and len(g.state.players[0].hand) == 1


def test_spiritual_focus_ignores_discards_to_hand_size_and_own_spells() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Spiritual Focus")
    rot = s.hand(0, "Mind Rot")
    s.hand(0, ["Forest", "Island"])
    s.pool(0, "{2}{B}")
    g = s.start()
    cast(g, rot, [player(0)])
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "discard":
        g.apply(g.legal_actions()[0])
    assert not g.state.stack and g.state.players[0].life == 20


def test_multanis_presence_draws_when_your_spell_is_countered() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Multani's Presence")
    bears = s.hand(0, "Grizzly Bears")
    counter = s.hand(1, "Counterspell")
    s.library(0, ["Forest"] * 2)
    s.pool(0, "{1}{G}")
    s.pool(1, "{U}{U}")
    g = s.start()
    rec = load_pool().get("Multani's Presence")
    assert rec is not None and compile_card(rec).status == "full"
    cast(g, bears)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, counter, [spell])
    resolve_stack(g)
    assert g.state.stack and g.state.stack[-1].kind == "triggered"
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 1
