"""Yawgmoth's Will as static abilities (compiler/graveyard_permissions.py,
rules/atoms/graveyard_permissions.py): Yawgmoth's Agenda's "You can't cast more than one spell each turn."
(2003: 410.4), "You may play lands and cast spells from your graveyard." (CR 601.2a, 305.1) and "If a card
would be put into your graveyard from anywhere, exile it instead." (CR 614.1a, 614.6; 2003: 419.6)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, CastWith, ChooseTarget, PlayLand
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, player, resolve_stack


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Yawgmoth's Agenda")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    assert all(line.rendered == line.line for line in compiled.lines)


def test_agenda_plays_from_the_graveyard_exiles_and_limits_its_controller() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Yawgmoth's Agenda")
    bolt = s.graveyard(0, "Lightning Bolt")
    forest = s.graveyard(0, "Forest")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}{R}")
    g = s.start()
    legal = g.legal_actions()
    assert PlayLand(forest) in legal and CastWith(bolt, "graveyard", 0) in legal
    g.apply(CastWith(bolt, "graveyard", 0))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 17
    assert "Lightning Bolt" in names(g, Zone.EXILE, 0) and "Lightning Bolt" not in names(g, Zone.GRAVEYARD, 0)
    assert CastSpell(shock) not in g.legal_actions()  # one spell this turn (its controller only)
    g.apply(PlayLand(forest))  # a land play is not a spell
    assert "Forest" in names(g, Zone.BATTLEFIELD, 0)


def test_opponents_cards_still_reach_their_graveyard() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Yawgmoth's Agenda")
    bolt = s.hand(1, "Lightning Bolt")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}{R}")
    g = s.start()
    g.apply(CastSpell(bolt))
    g.apply(ChooseTarget(player(0)))
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    assert CastSpell(shock) in g.legal_actions()  # the limit is "you"


def test_legacy_weapon_is_shuffled_into_its_library_instead_of_a_graveyard() -> None:
    """CR 614.6 (2003: 419.6): destroyed, it goes to its owner's library, which is shuffled."""
    rec = load_pool().get("Legacy Weapon")
    assert rec is not None and compile_card(rec).status == "full"
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    weapon = s.battlefield(0, "Legacy Weapon")
    shatter = s.hand(1, "Shatter")
    s.library(0, ["Island", "Island"])
    s.pool(1, "{1}{R}")
    g = s.start()
    g.apply(CastSpell(shatter))
    g.apply(ChooseTarget(("object", weapon)))
    resolve_stack(g)
    assert "Legacy Weapon" not in names(g, Zone.GRAVEYARD, 0)
    assert sorted(g.state.objects[o].card.name for o in g.state.players[0].library) == [
        "Island", "Island", "Legacy Weapon"]
