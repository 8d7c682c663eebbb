"""Destroying every permanent that meets a filter (compiler/mass_destroy.py, rules/atoms/mass_destroy.py;
CR 701.7): "Destroy all white permanents." (Anarchy), "Destroy all non-Aura enchantments." (Tranquil
Domain) — and "that much" damage from a trigger's amount (Jackal Pup, Mogg Maniac; compiler/target_riders.py)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, block, cast, ids, pass_until, player, resolve_stack


@pytest.mark.parametrize("name", ["Anarchy", "Tranquil Domain", "Jackal Pup", "Mogg Maniac"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        if "CARDNAME" not in line.line:
            assert line.rendered == line.line


def test_anarchy_destroys_white_permanents_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    anarchy = s.hand(0, "Anarchy")
    knight = s.battlefield(1, "White Knight")
    wrath = s.battlefield(1, "Crusade")  # a white enchantment
    plains = s.battlefield(1, "Plains")  # a land is colorless
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{R}{R}")
    g = s.start()
    cast(g, anarchy)
    resolve_stack(g)
    assert knight not in g.state.battlefield and wrath not in g.state.battlefield
    assert plains in g.state.battlefield and bears in g.state.battlefield
    assert len(ids(g, "White Knight", Zone.GRAVEYARD, owner=1)) == 1


def test_tranquil_domain_leaves_auras() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    domain = s.hand(0, "Tranquil Domain")
    crusade = s.battlefield(1, "Crusade")
    bears = s.battlefield(0, "Grizzly Bears")
    rancor = s.hand(0, "Holy Strength")
    s.pool(0, "{W}{1}{G}")
    g = s.start()
    cast(g, rancor, [bears])
    resolve_stack(g)
    (aura,) = ids(g, "Holy Strength")
    cast(g, domain)
    resolve_stack(g)
    assert crusade not in g.state.battlefield and aura in g.state.battlefield


def test_jackal_pup_deals_its_controller_the_damage_it_is_dealt() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pup = s.battlefield(0, "Jackal Pup")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4: deals 6 to the Pup
    g = s.start()
    attack(g, {pup: 1})
    block(g, {wurm: pup})
    pass_until(g, Step.END_COMBAT, active=0)
    assert ids(g, "Jackal Pup", Zone.GRAVEYARD, owner=0)
    assert g.state.players[0].life == 14  # that much: all 6, not only the lethal 2


def test_mogg_maniac_sends_the_damage_to_an_opponent() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    maniac = s.battlefield(0, "Mogg Maniac")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [maniac])
    resolve_stack(g)
    d = g.state.decision
    if d is not None and d.kind == "target":
        from oldframe.rules.actions import ChooseTarget

        g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 18


@pytest.mark.parametrize("name", ["Serene Heart", "Whirlwind", "Ruination"])
def test_more_filtered_destructions_compile_fully(name: str) -> None:
    from oldframe.cards.compiler import compile_card
    from oldframe.cards.data import load_pool

    rec = load_pool().get(name)
    assert rec is not None and compile_card(rec).status == "full"


def test_whirlwind_ruination_and_serene_heart_destroy_only_what_they_name() -> None:
    from oldframe.testing import obj

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    whirlwind, ruination, heart = s.hand(0, ["Whirlwind", "Ruination", "Serene Heart"])
    drake = s.battlefield(1, "Wind Drake")
    bears = s.battlefield(1, "Grizzly Bears")
    tundra = s.battlefield(1, "Tundra")
    island = s.battlefield(1, "Island")
    crusade = s.battlefield(1, "Crusade")
    pacifism = s.hand(0, "Pacifism")
    s.lands(0, "Taiga", 10)
    s.lands(0, "Plains", 2)
    g = s.start()
    cast(g, pacifism, [bears])
    resolve_stack(g)
    aura = ids(g, "Pacifism")[0]
    assert obj(g, aura).attached_to == bears
    cast(g, heart)
    resolve_stack(g)
    assert aura not in g.state.battlefield and crusade in g.state.battlefield  # Auras only
    cast(g, whirlwind)
    resolve_stack(g)
    assert drake not in g.state.battlefield and bears in g.state.battlefield
    cast(g, ruination)
    resolve_stack(g)
    assert tundra not in g.state.battlefield and island in g.state.battlefield
    assert len(ids(g, "Taiga", Zone.GRAVEYARD, 0)) == 10 and len(ids(g, "Plains")) == 2  # the caster's own too


def test_tranquil_grove_destroys_every_other_enchantment() -> None:
    from oldframe.testing import activate

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    grove = s.battlefield(0, "Tranquil Grove")
    crusade = s.battlefield(1, "Crusade")
    mine = s.battlefield(0, "Bad Moon")
    s.pool(0, "{1}{G}{G}")
    g = s.start()
    activate(g, grove, 0)
    resolve_stack(g)
    assert grove in g.state.battlefield and crusade not in g.state.battlefield and mine not in g.state.battlefield
