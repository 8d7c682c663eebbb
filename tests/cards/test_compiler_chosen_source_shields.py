"""Shields against a source chosen on resolution (compiler/chosen_source_shields.py,
rules/atoms/chosen_source_shields.py; CR 609.7a, 615, 614.9): Honorable Passage reflects a red source's
prevented damage to its controller, Reverse Damage gains it, Shaman en-Kor takes it instead."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, pass_priority, player, resolve_stack


@pytest.mark.parametrize("name", ["Honorable Passage", "Sanctum Guardian", "Reverse Damage", "Shaman en-Kor",
                                  "Rith's Charm"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def _bolt_then(shield: str, mana: str, targets: list[object]) -> tuple[object, int]:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    card = s.hand(0, shield)
    s.pool(0, mana)
    g = s.start()
    cast(g, bolt, [player(0)])
    pass_priority(g)
    cast(g, card, targets)  # type: ignore[arg-type]
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.PICK and d.player == 0
    spell = next(o for o in d.data["options"] if g.state.objects[o].card.name == "Lightning Bolt")
    g.apply(ChooseObject(spell))  # the source: the Bolt on the stack (a new object there, CR 400.7)
    resolve_stack(g)
    return g, bolt


def test_honorable_passage_prevents_and_reflects_a_red_sources_damage() -> None:
    g, _ = _bolt_then("Honorable Passage", "{1}{W}", [player(0)])
    assert g.state.players[0].life == 20 and g.state.players[1].life == 17  # type: ignore[attr-defined]


def test_reverse_damage_gains_the_prevented_damage() -> None:
    g, _ = _bolt_then("Reverse Damage", "{1}{W}{W}", [])
    assert g.state.players[0].life == 23 and g.state.players[1].life == 20  # type: ignore[attr-defined]


def test_shaman_en_kor_takes_the_chosen_sources_damage_instead() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    bears = s.battlefield(0, "Grizzly Bears")
    shaman = s.battlefield(0, "Shaman en-Kor")  # 1/2
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, bolt, [bears])
    pass_priority(g)
    index = next(i for i, ab in enumerate(g.state.objects[shaman].card.behaviour.activated)
                 if ab.cost.mana.converted == 2)
    activate(g, shaman, index, [bears])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None
    g.apply(ChooseObject(next(o for o in d.data["options"] if g.state.objects[o].card.name == "Lightning Bolt")))
    resolve_stack(g)
    assert bears in g.state.battlefield and ids(g, "Shaman en-Kor", Zone.GRAVEYARD, 0)
