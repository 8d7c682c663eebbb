""""Whenever CARDNAME becomes tapped, …" (compiler/becomes_tapped.py; rules/zones.tap,
rules/trigger_matchers.py): every tapping of the untapped permanent triggers it — a {T} mana ability,
mana taken by the automatic payment of a spell's cost, attacking (CR 701.21a, 603.2, 508.1f)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseTarget
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, answer, attack, cast, player, resolve_stack


@pytest.mark.parametrize("name", ["City of Brass", "Goblin Medics"])
def test_becomes_tapped_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    first = compiled.lines[0]
    assert first.line.startswith("Whenever CARDNAME becomes tapped, ")
    assert first.rendered.startswith("Whenever CARDNAME becomes tapped, ")
    (ab,) = compiled.behaviour.triggered
    assert ab.trigger.event == TriggerEvent.BECOMES_TAPPED


def test_city_of_brass_hurts_when_tapped_for_mana_by_its_ability() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    city = s.battlefield(0, "City of Brass")
    g = s.start()
    activate(g, city, 0)  # "{T}: Add one mana of any color."
    d = g.state.decision
    if d is not None and d.kind == "choose_color":
        answer(g, "R")
    assert g.state.objects[city].tapped
    assert sum(g.state.players[0].pool) == 1
    resolve_stack(g)  # the trigger: "it deals 1 damage to you"
    assert g.state.players[0].life == 19


def test_city_of_brass_hurts_when_the_automatic_payment_taps_it() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    city = s.battlefield(0, "City of Brass")
    bolt = s.hand(0, "Lightning Bolt")
    g = s.start()
    cast(g, bolt, [player(1)])
    assert g.state.objects[city].tapped
    assert len(g.state.stack) == 2  # the trigger waits for the spell to be cast, then goes on top
    resolve_stack(g)
    assert g.state.players[0].life == 19  # City of Brass
    resolve_stack(g)
    assert g.state.players[1].life == 17  # Lightning Bolt


def test_an_untapped_city_tapped_again_is_no_new_event() -> None:
    """Only an untapped permanent becomes tapped (CR 701.21a): tapping a tapped City does nothing."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "City of Brass", tapped=True)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [player(1)])
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (20, 17)


def test_goblin_medics_deals_damage_when_it_attacks() -> None:
    """Attacking taps it (CR 508.1f): "it deals 1 damage to any target"."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    medics = s.battlefield(0, "Goblin Medics")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    attack(g, {medics: 1})
    assert g.state.objects[medics].tapped
    d = g.state.decision
    assert d is not None and d.kind == "target" and ("object", elves) in d.data["options"]
    g.apply(ChooseTarget(("object", elves)))
    resolve_stack(g)
    assert elves not in g.state.battlefield
