"""Destroy a target only if it meets a condition as the spell resolves (compiler/conditional_destroy.py,
rules/atoms/conditional_destroy.py): "Destroy target creature if it's white. A creature destroyed this way can't
be regenerated." (Soul Rend), "Destroy target nonblack creature if its toughness is less than or equal to the
number of cards in your graveyard." (Ghastly Demise) — any creature (nonblack) is a legal target; the condition
is read with its characteristics on resolution (CR 608.2h, 701.15c; 2003: 413.2)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, resolve_stack, target


def test_conditional_destroy_cards_compile_and_render_back() -> None:
    renders_back("Soul Rend", "Ghastly Demise")


def _soul_rend(victim: str, aura: str = "") -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rend = s.hand(0, "Soul Rend")
    oid = s.battlefield(1, victim)
    if aura:
        s.battlefield(0, aura, attached_to=oid)
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, rend, [oid])
    resolve_stack(g)
    return g


def test_soul_rend_destroys_only_a_white_creature() -> None:
    assert ids(_soul_rend("Savannah Lions"), "Savannah Lions", Zone.GRAVEYARD, owner=1)
    assert ids(_soul_rend("Grizzly Bears"), "Grizzly Bears")  # a legal target, left alone
    assert ids(_soul_rend("Savannah Lions", "Sinister Strength"), "Savannah Lions")  # black now


def test_soul_rend_ignores_a_regeneration_shield() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rend = s.hand(0, "Soul Rend")
    knight = s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Regeneration", attached_to=knight)  # "{G}: Regenerate enchanted creature."
    s.pool(0, "{1}{B}")
    s.pool(1, "{G}")
    g = s.start()
    g.apply(CastSpell(rend))
    target(g, knight)
    g.apply(PassPriority())
    activate(g, ids(g, "Regeneration")[0], 0)
    resolve_stack(g)
    assert g.state.objects[knight].regen_shields == 1
    resolve_stack(g)
    assert ids(g, "Savannah Lions", Zone.GRAVEYARD, owner=1)


def test_ghastly_demise_compares_toughness_with_the_casters_graveyard() -> None:
    for graveyard, dies in ((1, False), (2, True)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        demise = s.hand(0, "Ghastly Demise")
        bears = s.battlefield(1, "Grizzly Bears")  # toughness 2
        s.graveyard(0, ["Swamp"] * graveyard)
        s.graveyard(1, ["Swamp"] * 5)  # the opponent's graveyard doesn't count
        s.pool(0, "{B}")
        g = s.start()
        cast(g, demise, [bears])
        resolve_stack(g)
        assert bool(ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=1)) == dies


def test_tsabos_assassin_destroys_a_creature_of_the_most_common_color() -> None:
    renders_back("Tsabo's Assassin")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    assassin = s.battlefield(0, "Tsabo's Assassin")  # black
    lions = s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Crusade")  # white: white is the most common (2 to 1 and 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    activate(g, assassin, 0, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears")  # green: not the most common
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    assassin = s.battlefield(0, "Tsabo's Assassin")
    lions = s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Crusade")
    g = s.start()
    activate(g, assassin, 0, [lions])
    resolve_stack(g)
    assert ids(g, "Savannah Lions", Zone.GRAVEYARD, owner=1)
