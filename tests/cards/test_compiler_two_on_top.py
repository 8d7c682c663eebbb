"""Two targets of one requirement beyond creatures (compiler/two_on_top.py, rules/atoms/two_on_top.py):
Plow Under puts two lands on top of their owners' libraries, the owner ordering two of theirs (CR 401.4;
2003: 217.2c); Rack and Ruin destroys two artifacts, all different targets (CR 601.2c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, ChooseTarget
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, ids, legal, names, resolve_stack


@pytest.mark.parametrize("name", ["Plow Under", "Rack and Ruin", "Peace and Quiet"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_plow_under_puts_two_lands_on_top_in_the_order_their_owner_chooses() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    plow = s.hand(0, "Plow Under")
    forest = s.battlefield(1, "Forest")
    island = s.battlefield(1, "Island")
    s.library(1, ["Swamp"])
    s.pool(0, "{3}{G}{G}")
    g = s.start()
    g.apply(CastSpell(plow))
    g.apply(ChooseTarget(("object", forest)))
    assert ChooseTarget(("object", forest)) not in legal(g)
    g.apply(ChooseTarget(("object", island)))
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.PICK and d.player == 1  # the owner orders them
    choose(g, forest)  # the Forest ends on top
    lib = g.state.players[1].library
    assert [g.state.objects[o].card.name for o in lib] == ["Swamp", "Island", "Forest"]  # the end is the top
    assert not ids(g, "Forest") and not ids(g, "Island")
    assert "Plow Under" in names(g, Zone.GRAVEYARD, 0)


def test_rack_and_ruin_destroys_two_artifacts() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rack = s.hand(0, "Rack and Ruin")
    tome = s.battlefield(1, "Jayemdae Tome")
    thopter = s.battlefield(1, "Ornithopter")
    s.pool(0, "{2}{R}")
    g = s.start()
    g.apply(CastSpell(rack))
    g.apply(ChooseTarget(("object", tome)))
    g.apply(ChooseTarget(("object", thopter)))
    resolve_stack(g)
    assert ids(g, "Jayemdae Tome", Zone.GRAVEYARD, 1) and ids(g, "Ornithopter", Zone.GRAVEYARD, 1)


@pytest.mark.parametrize("name", ["Symbiosis", "Rage Weaver", "Wallop"])
def test_two_pumps_and_either_color_targets_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_symbiosis_pumps_two_different_creatures() -> None:
    from oldframe.rules.characteristics import power, toughness
    from oldframe.testing import obj

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    symbiosis = s.hand(0, "Symbiosis")
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.pool(0, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(symbiosis))
    g.apply(ChooseTarget(("object", bears)))
    assert ChooseTarget(("object", bears)) not in legal(g)
    g.apply(ChooseTarget(("object", elves)))
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (4, 4)
    assert (power(g.state, obj(g, elves)), toughness(g.state, obj(g, elves))) == (3, 3)


def test_wallop_targets_only_blue_or_black_flyers() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wallop = s.hand(0, "Wallop")
    drake = s.battlefield(1, "Wind Drake")  # blue, flying
    vampire = s.battlefield(1, "Sengir Vampire")  # black, flying
    angel = s.battlefield(1, "Serra Angel")  # white, flying
    bears = s.battlefield(1, "Grizzly Bears")  # green, no flying
    s.pool(0, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(wallop))
    offered = {a.target[1] for a in legal(g) if isinstance(a, ChooseTarget)}
    assert offered == {drake, vampire} and not ({angel, bears} & offered)


def test_argivian_find_returns_an_artifact_or_enchantment_card_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    find = s.hand(0, "Argivian Find")
    tome, crusade, bears = s.graveyard(0, ["Jayemdae Tome", "Crusade", "Grizzly Bears"])
    s.graveyard(1, "Ornithopter")
    s.pool(0, "{W}")
    g = s.start()
    g.apply(CastSpell(find))
    offered = {a.target[1] for a in legal(g) if isinstance(a, ChooseTarget)}
    assert offered == {tome, crusade}  # not the creature, not the other player's card
    g.apply(ChooseTarget(("object", crusade)))
    resolve_stack(g)
    assert "Crusade" in names(g, Zone.HAND, 0) and bears in g.state.players[0].graveyard
