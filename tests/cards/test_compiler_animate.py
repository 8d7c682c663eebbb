"""Lands that become creatures until end of turn (compiler/animate.py, rules/atoms/animate.py):
"{1}: CARDNAME becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
— type-changing (layer 4), color (layer 5), abilities (layer 6) and P/T-setting (layer 7b) effects
that end at end of turn (CR 613, 514.2; 2003: 214.4, 214.5, 418.5, 314.2), and summoning sickness
once it is a creature (CR 302.6; 2003: 214.7c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, DeclareAttacker
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_type, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, attack, pass_until, resolve_stack

MANLANDS = ("Mishra's Factory", "Treetop Village", "Faerie Conclave", "Ghitu Encampment", "Forbidding Watchtower")


@pytest.mark.parametrize("name", MANLANDS)
def test_manlands_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        assert line.rendered == line.line
    card, _ = compiled_card_def(rec)
    assert card.playable


def test_mishras_factory_becomes_an_artifact_land_creature_and_pumps_an_assembly_worker() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    factory = s.battlefield(0, "Mishra's Factory")
    other = s.battlefield(0, "Mishra's Factory")
    s.pool(0, "{1}")
    g = s.start()
    f = g.state.objects[factory]
    assert not is_type(g.state, f, "creature")
    activate(g, factory, 1)  # "{1}: CARDNAME becomes a 2/2 Assembly-Worker artifact creature …"
    resolve_stack(g)
    f = g.state.objects[factory]
    assert is_type(g.state, f, "creature") and is_type(g.state, f, "artifact")
    assert is_type(g.state, f, "land")  # "It's still a land."
    assert creature_types(g.state, f) == ("Assembly-Worker",)
    assert (power(g.state, f), toughness(g.state, f)) == (2, 2)
    assert colors_of(g.state, f) == frozenset()
    # "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn." — only an Assembly-Worker may be
    # targeted: the other Factory, still a plain land, is no creature
    g.apply(ActivateAbility(other, 2))
    d = g.state.decision
    assert d is not None and ("object", factory) in d.data["options"] and ("object", other) not in d.data["options"]
    activate_target = [a for a in g.legal_actions() if getattr(a, "target", None) == ("object", factory)]
    g.apply(activate_target[0])
    resolve_stack(g)
    f = g.state.objects[factory]
    assert (power(g.state, f), toughness(g.state, f)) == (3, 3)
    assert g.state.objects[other].tapped
    pass_until(g, Step.UPKEEP, active=1)  # end of turn: the effects end (CR 514.2; 2003: 314.2)
    f = g.state.objects[factory]
    assert not is_type(g.state, f, "creature") and not is_type(g.state, f, "artifact") and is_type(g.state, f, "land")


def test_treetop_village_is_a_green_ape_with_trample_and_attacks() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    village = s.battlefield(0, "Treetop Village")
    s.pool(0, "{1}{G}")
    g = s.start()
    activate(g, village, 1)
    resolve_stack(g)
    v = g.state.objects[village]
    assert (power(g.state, v), toughness(g.state, v)) == (3, 3)
    assert colors_of(g.state, v) == frozenset("G") and creature_types(g.state, v) == ("Ape",)
    assert has_keyword(g.state, v, "trample") and is_type(g.state, v, "land")
    life = g.state.players[1].life
    attack(g, {village: 1})
    pass_until(g, Step.MAIN2, active=0)
    assert g.state.players[1].life == life - 3


def test_a_land_played_this_turn_is_summoning_sick_once_it_is_a_creature() -> None:
    """CR 302.6 (2003: 214.7c): it hasn't been under its controller's control continuously since the
    turn began, so as a creature it can't attack."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    conclave = s.battlefield(0, "Faerie Conclave", sick=True)
    s.pool(0, "{1}{U}")
    g = s.start()
    activate(g, conclave, 1)
    resolve_stack(g)
    c = g.state.objects[conclave]
    assert has_keyword(g.state, c, "flying") and colors_of(g.state, c) == frozenset("U")
    assert (power(g.state, c), toughness(g.state, c)) == (2, 1)
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert not any(isinstance(a, DeclareAttacker) and a.attacker == conclave for a in g.legal_actions())
