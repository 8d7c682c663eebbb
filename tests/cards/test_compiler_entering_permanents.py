"""Triggers on a permanent entering the battlefield (compiler/entering_permanents.py,
rules/atoms/entering_permanents.py): "Whenever a creature enters the battlefield under your control, you may
destroy target artifact or enchantment." (Aura Shards), "Whenever a land enters the battlefield, Ankh of Mishra
deals 2 damage to that land's controller." and "… tap all lands its controller controls." (Tectonic
Instability) — CR 603.6a; 2003: 410.10a."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, play_land, resolve_stack, target


def test_entering_permanent_triggers_compile_and_render_back() -> None:
    renders_back("Aura Shards", "Ankh of Mishra", "Tectonic Instability")


def test_aura_shards_triggers_on_your_creature_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Aura Shards")
    bears = s.hand(0, "Grizzly Bears")
    crusade = s.battlefield(1, "Crusade")
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, bears)
    resolve_stack(g)  # the Bears enter: the trigger asks for its target
    target(g, crusade)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0  # "you may" as it resolves
    g.apply(ChooseYesNo(True))
    assert ids(g, "Crusade", Zone.GRAVEYARD, owner=1)


def test_aura_shards_ignores_an_opponents_creature() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Aura Shards")
    s.battlefield(0, "Crusade")
    elves = s.hand(1, "Llanowar Elves")
    s.pool(1, "{G}")
    g = s.start()
    cast(g, elves)
    resolve_stack(g)
    assert not g.state.stack and ids(g, "Crusade")


def test_ankh_of_mishra_damages_whoever_plays_a_land() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Ankh of Mishra")
    forest = s.hand(1, "Forest")
    g = s.start()
    play_land(g, forest)
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 20


def test_tectonic_instability_taps_the_land_controllers_lands() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Tectonic Instability")
    mine = s.battlefield(0, "Island")
    theirs = s.battlefield(1, "Mountain")
    forest = s.hand(1, "Forest")
    g = s.start()
    play_land(g, forest)
    resolve_stack(g)
    assert g.state.objects[theirs].tapped and not g.state.objects[mine].tapped
    assert all(g.state.objects[o].tapped for o in ids(g, "Forest"))
