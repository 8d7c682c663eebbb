"""Triggers on what happens to the enchanted permanent (compiler/enchanted_events.py,
rules/atoms/enchanted_events.py): "When enchanted land becomes tapped, destroy it." (Blight), "Whenever
enchanted land becomes tapped, CARDNAME deals 2 damage to that land's controller." (Psychic Venom),
"Whenever enchanted creature becomes tapped, CARDNAME deals 2 damage to that creature's controller."
(Insolence, Stinging Licid) — CR 701.21a, 603.2; "When enchanted creature is dealt damage, destroy it."
(Frozen Solid, Mortal Wound) — CR 120.3. Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, attack, cast, obj, pass_until, resolve_stack

CARDS = ["Blight", "Psychic Venom", "Insolence", "Stinging Licid", "Frozen Solid", "Mortal Wound"]


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def _land_aura(aura: str) -> tuple[Game, int, int]:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    land = s.battlefield(1, "Forest")
    other = s.battlefield(1, "Forest")
    s.battlefield(0, aura, attached_to=land)
    g = s.start()
    activate(g, land)  # tapped for mana: it becomes tapped
    return g, land, other


def test_blight_destroys_the_land_when_it_becomes_tapped() -> None:
    g, land, other = _land_aura("Blight")
    resolve_stack(g)
    assert land not in g.state.battlefield and other in g.state.battlefield
    assert g.state.players[1].graveyard  # the Forest


def test_psychic_venom_damages_the_lands_controller() -> None:
    g, land, _other = _land_aura("Psychic Venom")
    resolve_stack(g)
    assert [p.life for p in g.state.players] == [20, 18]
    assert land in g.state.battlefield


def test_an_untouched_land_triggers_nothing() -> None:
    g, _land, other = _land_aura("Blight")
    resolve_stack(g)
    activate(g, other)
    assert not g.state.stack and other in g.state.battlefield


def test_insolence_hurts_the_controller_of_an_attacking_creature() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Insolence", attached_to=bears)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=1)
    attack(g, {bears: 0})
    resolve_stack(g)
    assert obj(g, bears).tapped
    assert g.state.players[1].life == 18


@pytest.mark.parametrize("aura", ["Mortal Wound", "Frozen Solid"])
def test_damage_to_the_enchanted_creature_destroys_it(aura: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.battlefield(1, "Craw Wurm")
    other = s.battlefield(1, "Craw Wurm")
    s.battlefield(0, aura, attached_to=giant)
    shocks = [s.hand(0, "Shock"), s.hand(0, "Shock")]
    s.pool(0, "{R}{R}")
    g = s.start()
    cast(g, shocks[0], targets=[other])
    resolve_stack(g)
    assert not g.state.stack and other in g.state.battlefield  # not the enchanted one: nothing
    cast(g, shocks[1], targets=[giant])
    resolve_stack(g)  # Shock: 2 damage to a 6/4
    resolve_stack(g)  # the Aura's trigger
    assert giant not in g.state.battlefield
