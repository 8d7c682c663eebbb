"""Sacrifice costs that name a kind of creature, and effects reading the sacrificed creature as it last
existed (CR 602.2b, 608.2h; 2003: 409.1f, 413.2g): Starlit Sanctum ("Sacrifice a Cleric creature"),
Airdrop Condor ("Sacrifice a Goblin creature"), Soldevi Adnate ("Sacrifice a black or artifact creature")."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game, IllegalActionError
from oldframe.rules.actions import ActivateAbility, ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, player, resolve_stack


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


@pytest.mark.parametrize("name", ["Starlit Sanctum", "Airdrop Condor", "Soldevi Adnate"])
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full", compiled.uncovered
    assert all(line.ok for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def _sanctum(ability: int, with_anthem: bool) -> tuple[Game, int, int, int]:
    s = _main(Scenario())
    sanctum = s.battlefield(0, "Starlit Sanctum")
    cleric = s.battlefield(0, "Keepers of the Faith")  # a 2/3 Human Cleric
    bears = s.battlefield(0, "Grizzly Bears")  # not a Cleric
    if with_anthem:
        s.battlefield(0, "Glorious Anthem")  # Creatures you control get +1/+1: the Cleric is 3/4
    s.pool(0, "{W}" if ability == 1 else "{B}")  # ability 0 is "{T}: Add {C}."
    return s.start(), sanctum, cleric, bears


def test_starlit_sanctum_gains_the_sacrificed_clerics_toughness_as_it_last_existed() -> None:
    g, sanctum, cleric, _ = _sanctum(1, with_anthem=True)
    g.apply(ActivateAbility(sanctum, 1))
    assert g.state.decision is not None and g.state.decision.data["options"] == [cleric]  # the Bears can't pay
    g.apply(ChooseObject(cleric))
    assert "Keepers of the Faith" in names(g, Zone.GRAVEYARD, 0)  # sacrificed as a cost, before resolving
    assert "Grizzly Bears" in names(g, Zone.BATTLEFIELD, 0)
    resolve_stack(g)
    assert g.state.players[0].life == 24  # its toughness with the anthem, as it last existed (CR 608.2h)


def test_starlit_sanctum_cannot_be_activated_without_a_cleric() -> None:
    s = _main(Scenario())
    sanctum = s.battlefield(0, "Starlit Sanctum")
    s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{W}")
    g = s.start()
    with pytest.raises(IllegalActionError):  # the whole cost can't be paid (CR 602.2b; 2003: 409.1f)
        activate(g, sanctum, 1)


def test_starlit_sanctum_makes_a_target_player_lose_the_sacrificed_clerics_power() -> None:
    g, sanctum, cleric, _ = _sanctum(2, with_anthem=False)
    activate(g, sanctum, 2, [player(1)], costs=[cleric])
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 20


def test_airdrop_condor_needs_a_goblin_creature_and_deals_its_power() -> None:
    s = _main(Scenario())
    condor = s.battlefield(0, "Airdrop Condor")
    goblin = s.battlefield(0, "Goblin Cavaliers")  # a 3/2 Goblin
    s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{1}{R}")
    s.battlefield(0, "Goblin Piker")  # a 2/1 Goblin: the player chooses which
    g = s.start()
    activate(g, condor, 0, [player(1)], costs=[goblin])
    resolve_stack(g)
    assert g.state.players[1].life == 17


@pytest.mark.parametrize(("fodder", "black"), [("Python", 3), ("Obsianus Golem", 6)])
def test_soldevi_adnate_takes_a_black_or_an_artifact_creature(fodder: str, black: int) -> None:
    s = _main(Scenario())
    adnate = s.battlefield(0, "Soldevi Adnate")
    victim = s.battlefield(0, fodder)
    s.battlefield(0, "Grizzly Bears")  # green, not an artifact: no choice between the two
    g = s.start()
    activate(g, adnate, 0, costs=[victim])  # the only creature offered; the Bears are not
    assert g.state.players[0].pool[2] == black and not g.state.stack  # a mana ability (CR 605.3b)


def test_soldevi_adnate_offers_itself_but_not_a_green_creature() -> None:
    s = _main(Scenario())
    adnate = s.battlefield(0, "Soldevi Adnate")  # a black creature itself, mana value 2
    s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.apply(ActivateAbility(adnate, 0))
    assert g.state.decision is not None and g.state.decision.data["options"] == [adnate]
    g.apply(ChooseObject(adnate))
    assert g.state.players[0].pool[2] == 2 and names(g, Zone.BATTLEFIELD, 0) == ["Grizzly Bears"]
