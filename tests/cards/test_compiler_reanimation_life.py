"""Creature cards put onto the battlefield from a graveyard, and life lost for them
(compiler/reanimation_life.py, rules/atoms/reanimation_life.py): Hymn of Rebirth puts any graveyard's creature
card onto the battlefield under its caster's control; "You lose life equal to its mana value." amends the
sentence before it (Reanimate, Death; CR 608.2h); Life makes its caster's lands 1/1 creatures until end of
turn (layers 4 and 7b). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.characteristics import is_creature, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, names, obj, pass_until, resolve_stack, target


def test_reanimation_life_cards_compile_and_render_back() -> None:
    renders_back("Hymn of Rebirth", "Gravespawn Sovereign", "Reanimate")


def test_hymn_of_rebirth_takes_an_opponents_creature_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hymn = s.hand(0, "Hymn of Rebirth")
    angel = s.graveyard(1, "Serra Angel")
    s.pool(0, "{3}{G}{W}")
    g = s.start()
    g.apply(CastSpell(hymn))
    target(g, ("object", angel))
    resolve_stack(g)
    [new] = ids(g, "Serra Angel")
    assert obj(g, new).controller == 0 and obj(g, new).owner == 1 and g.state.players[0].life == 20


def test_death_returns_my_creature_card_and_costs_its_mana_value_in_life() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    card = s.hand(0, "Life // Death")
    angel = s.graveyard(0, "Serra Angel")
    s.graveyard(1, "Craw Wurm")  # not my graveyard
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastWith(card, "right", 0))
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == {angel}
    target(g, ("object", angel))
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD) == ["Serra Angel"] and g.state.players[0].life == 20 - 5


def test_life_makes_my_lands_one_one_creatures_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    card = s.hand(0, "Life // Death")
    s.lands(0, "Forest", 2)
    s.lands(1, "Island", 1)
    s.pool(0, "{G}")
    s.library(0, ["Forest"] * 3)
    s.library(1, ["Island"] * 3)
    g = s.start()
    g.apply(CastWith(card, "left", 0))
    resolve_stack(g)
    for forest in ids(g, "Forest"):
        o = obj(g, forest)
        assert is_creature(g.state, o) and (power(g.state, o), toughness(g.state, o)) == (1, 1)
    assert not is_creature(g.state, obj(g, ids(g, "Island")[0]))  # only mine
    pass_until(g, Step.UPKEEP, active=1)
    assert not any(is_creature(g.state, obj(g, f)) for f in ids(g, "Forest"))
