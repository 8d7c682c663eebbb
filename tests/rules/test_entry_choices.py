""""As CARDNAME comes into play, choose …" (CR 614.12; 2003: 410.10e), modal spells (2003 409.1b),
announced X for activated abilities, and the other choices of ``rules.atoms.choices``."""

from __future__ import annotations

import json

import pytest

from oldframe import Game
from oldframe.rules.actions import ChooseColor, ChooseMode, ChooseNumber, action_from_json, parse_notation
from oldframe.rules.characteristics import colors_of, has_keyword, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose_type, ids, names, obj, pass_priority, resolve_stack

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


@ALL
def test_shifting_sky_chooses_a_color_as_it_comes_into_play(rules: str) -> None:
    s = Scenario(rules)
    sky = s.hand(0, "Shifting Sky")
    for _ in range(3):
        s.battlefield(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, sky)
    resolve_stack(g)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("choose_color", 0)
    assert g.legal_actions() == [ChooseColor(c) for c in "WUBRG"]
    assert ids(g, "Shifting Sky") == []  # the choice is made before it comes into play
    g.apply(ChooseColor("B"))
    assert len(ids(g, "Shifting Sky")) == 1
    assert colors_of(g.state, obj(g, bears)) == frozenset({"B"})


@ALL
def test_engineered_plague_names_a_type_only_for_that_type(rules: str) -> None:
    s = Scenario(rules)
    plague = s.hand(0, "Engineered Plague")
    for _ in range(3):
        s.battlefield(0, "Swamp")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, plague)
    resolve_stack(g)
    choose_type(g, "Giant")
    o, b = obj(g, giant), obj(g, bears)
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2)
    assert (power(g.state, b), toughness(g.state, b)) == (2, 2)


@ALL
def test_modal_spell_mode_is_chosen_before_targets_and_resolves_that_mode(rules: str) -> None:
    s = Scenario(rules)
    charm = s.hand(0, "Darigaaz's Charm")
    for land in ("Swamp", "Mountain", "Forest"):
        s.battlefield(0, land)
    s.graveyard(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, charm)
    assert g.pending is not None and g.pending.kind == "choose_mode"
    assert g.legal_actions() == [ChooseMode(0), ChooseMode(1), ChooseMode(2)]
    g.apply(ChooseMode(2))  # +3/+3
    assert g.pending is not None and g.pending.kind == "target"
    g.apply(parse_notation(f"target #{bears}"))
    resolve_stack(g)
    o = obj(g, bears)
    assert (power(g.state, o), toughness(g.state, o)) == (5, 5)
    assert names(g, Zone.GRAVEYARD, 0) == ["Hill Giant", "Darigaaz's Charm"]


@ALL
def test_new_actions_round_trip_through_json_and_notation(rules: str) -> None:
    for a in (ChooseColor("G"), ChooseMode(1)):
        assert action_from_json(json.loads(json.dumps(a.to_json()))) == a
        assert parse_notation(a.notation()) == a


@ALL
def test_a_game_waiting_on_a_color_choice_survives_json_and_undo(rules: str) -> None:
    s = Scenario(rules)
    voice = s.hand(0, "Voice of All")
    for _ in range(4):
        s.battlefield(0, "Plains")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, voice)
    resolve_stack(g)
    again = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert again.pending is not None and again.pending.kind == "choose_color"
    again.apply(ChooseColor("R"))
    (v,) = ids(again, "Voice of All")
    assert has_keyword(again.state, obj(again, v), "protection from red")
    g.apply(ChooseColor("U"))
    g.undo()
    assert g.pending is not None and g.pending.kind == "choose_color"


@ALL
def test_chimeric_staff_offers_only_affordable_x(rules: str) -> None:
    s = Scenario(rules)
    staff = s.battlefield(0, "Chimeric Staff")
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(parse_notation(f"activate #{staff} 0"))
    assert g.legal_actions() == [ChooseNumber(n) for n in range(4)]
    g.apply(ChooseNumber(3))
    pass_priority(g)
    pass_priority(g)
    o = obj(g, staff)
    assert (power(g.state, o), toughness(g.state, o)) == (3, 3)
