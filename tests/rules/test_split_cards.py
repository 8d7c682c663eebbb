"""Split cards (CR 709; 2003: 505): both halves' characteristics off the stack, one half played and
only its characteristics on the stack, the whole card to the graveyard; each half compiled from its
own Oracle text (``cards.split``)."""

from __future__ import annotations

import json

import pytest

from oldframe import Game
from oldframe.cards.handmade import HANDMADE
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import CastSpell, CastWith, ChooseMode, ChooseTarget
from oldframe.rules.characteristics import colors_of, power, toughness
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.model.cards import SplitCardDef
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, legal, names, obj, pass_priority, player, resolve_stack

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])
SPLITS = ("Fire // Ice", "Illusion // Reality", "Life // Death", "Night // Day", "Spite // Malice",
          "Assault // Battery", "Pain // Suffering", "Stand // Deliver", "Wax // Wane", "Order // Chaos")


def _announce(g: Game, oid: int, half: str, targets: list[tuple[str, int]], mode: int | None = None) -> None:
    g.apply(CastWith(oid, half, 0))
    if mode is not None:
        g.apply(ChooseMode(mode))
    for t in targets:
        g.apply(ChooseTarget(t))


def test_every_split_card_of_the_pool_is_built_per_half() -> None:
    reg = default_registry()
    for name in SPLITS:
        card = reg.get(name)
        assert isinstance(card, SplitCardDef) and len(card.halves) == 2
        left, right = card.halves
        assert name == f"{left.name} // {right.name}"
        assert card.mana_cost.converted == left.mana_cost.converted + right.mana_cost.converted  # CR 709.4
        assert card.colors == left.colors | right.colors
        assert card.playable == (left.playable and right.playable)
        assert reg.pool.get(left.name) is None and reg.pool.get(right.name) is None  # handmade keys are unique
    assert {n for n in SPLITS if reg.get(n).playable} >= {"Fire // Ice", "Assault // Battery", "Wax // Wane",
                                                          "Spite // Malice", "Stand // Deliver", "Pain // Suffering"}
    assert "Fire" in HANDMADE and "Battery" in HANDMADE
    assert "Chaos" in reg.get("Order // Chaos").unplayable_reason  # Order (exile target attacking creature) compiles


@ALL
def test_characteristics_off_the_stack_are_both_halves(rules: str) -> None:
    """CR 709.4 (2003: 505.2): in the hand the card is red and blue with converted mana cost 4."""
    s = Scenario(rules)
    fire_ice = s.hand(0, "Fire // Ice")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    o = obj(g, fire_ice)
    assert colors_of(g.state, o) == frozenset({"R", "U"})
    assert o.card.mana_cost.converted == 4
    assert o.card.name == "Fire // Ice"


@ALL
def test_fire_two_damage_to_one_target_then_the_whole_card_to_the_graveyard(rules: str) -> None:
    s = Scenario(rules)
    fire_ice = s.hand(0, "Fire // Ice")
    s.lands(0, "Mountain", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert CastSpell(fire_ice) not in legal(g)  # a half is chosen (CR 709.3)
    assert CastWith(fire_ice, "left", 0) in legal(g)
    assert CastWith(fire_ice, "right", 0) not in legal(g)  # Ice needs {1}{U}
    _announce(g, fire_ice, "left", [("player", 1)], mode=0)
    spell = g.state.stack[-1]
    on_stack = obj(g, spell.oid)
    assert on_stack.card.name == "Fire" and colors_of(g.state, on_stack) == frozenset({"R"})  # CR 709.3b
    assert on_stack.card.mana_cost.converted == 2
    resolve_stack(g)
    assert g.state.players[1].life == 18
    assert names(g, Zone.GRAVEYARD, 0) == ["Fire // Ice"]  # the whole card (CR 709.3)


@ALL
def test_fire_divides_its_damage_between_two_targets(rules: str) -> None:
    s = Scenario(rules)
    fire_ice = s.hand(0, "Fire // Ice")
    elves = [s.battlefield(1, "Llanowar Elves"), s.battlefield(1, "Llanowar Elves")]
    s.lands(0, "Mountain", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    _announce(g, fire_ice, "left", [("object", elves[0]), ("object", elves[1])], mode=1)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Llanowar Elves", "Llanowar Elves"]


@ALL
def test_ice_taps_a_permanent_and_draws_a_card(rules: str) -> None:
    s = Scenario(rules)
    fire_ice = s.hand(0, "Fire // Ice")
    s.library(0, ["Island", "Island"])
    land = s.battlefield(1, "Forest")
    s.lands(0, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    hand = len(g.state.players[0].hand)
    _announce(g, fire_ice, "right", [("object", land)])
    assert obj(g, g.state.stack[-1].oid).card.name == "Ice"
    assert colors_of(g.state, obj(g, g.state.stack[-1].oid)) == frozenset({"U"})
    resolve_stack(g)
    assert obj(g, land).tapped
    assert len(g.state.players[0].hand) == hand  # Fire // Ice left, a card drawn
    assert names(g, Zone.GRAVEYARD, 0) == ["Fire // Ice"]


@ALL
def test_assault_and_battery(rules: str) -> None:
    s = Scenario(rules)
    assault, battery = s.hand(0, ["Assault // Battery", "Assault // Battery"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 4)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    _announce(g, assault, "left", [("object", bears)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    _announce(g, battery, "right", [])
    resolve_stack(g)
    (token,) = ids(g, "Elephant Token")  # CR 111.4: named for its creature type
    t = obj(g, token)
    assert t.is_token and (power(g.state, t), toughness(g.state, t)) == (3, 3)
    assert colors_of(g.state, t) == frozenset({"G"}) and t.card.subtypes == ("Elephant",)
    assert names(g, Zone.GRAVEYARD, 0) == ["Assault // Battery", "Assault // Battery"]


@ALL
def test_a_half_keeps_its_own_timing(rules: str) -> None:
    """Assault is a sorcery: not in the opponent's turn (CR 307.1)."""
    s = Scenario(rules)
    assault = s.hand(0, "Assault // Battery")
    s.lands(0, "Mountain", 1)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    assert g.pending is not None and g.pending.player == 0
    with pytest.raises(IllegalActionError):
        g.apply(CastWith(assault, "left", 0))


@ALL
def test_spite_counters_a_noncreature_spell_by_its_half(rules: str) -> None:
    """The spell on the stack is only the half played: Spite sees Fire, a noncreature spell."""
    s = Scenario(rules)
    fire_ice = s.hand(0, "Fire // Ice")
    spite = s.hand(1, "Spite // Malice")
    s.lands(0, "Mountain", 2)
    s.lands(1, "Island", 4)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    _announce(g, fire_ice, "left", [player(1)], mode=0)
    pass_priority(g)
    fire = g.state.stack[-1].oid
    _announce(g, spite, "left", [("object", fire)])
    resolve_stack(g)
    assert g.state.players[1].life == 20
    assert names(g, Zone.GRAVEYARD, 0) == ["Fire // Ice"] and names(g, Zone.GRAVEYARD, 1) == ["Spite // Malice"]


@ALL
def test_a_half_on_the_stack_survives_a_json_round_trip_and_stays_hidden_in_hand(rules: str) -> None:
    s = Scenario(rules)
    fire_ice, other = s.hand(0, ["Fire // Ice", "Fire // Ice"])
    s.lands(0, "Island", 2)
    s.library(0, ["Island"])
    land = s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert "Fire // Ice" not in json.dumps(g.view(1))  # the other hand is hidden
    assert "Fire // Ice" in json.dumps(g.view(0))
    _announce(g, fire_ice, "right", [("object", land)])
    g2 = Game.loads(g.dumps())
    on_stack = obj(g2, g2.state.stack[-1].oid)
    assert on_stack.card.name == "Ice" and on_stack.printed.name == "Fire // Ice"
    assert obj(g2, other).card.name == "Fire // Ice"
    resolve_stack(g2)
    assert obj(g2, land).tapped
    assert names(g2, Zone.GRAVEYARD, 0) == ["Fire // Ice"]
