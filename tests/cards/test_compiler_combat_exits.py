"""Creatures that leave their controller's side when they fight (compiler/combat_exits.py,
rules/atoms/combat_exits.py): Saprazzan Outrigger's "When CARDNAME attacks or blocks, put it on top of its
owner's library at end of combat." (a delayed trigger, CR 603.7) and Goblin Cadets' "Whenever CARDNAME
blocks or becomes blocked, target opponent gains control of it." (removed from combat, CR 506.4).
Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, block, obj, pass_until, player, resolve_stack, target


def test_combat_exit_cards_compile_and_render_back() -> None:
    renders_back("Saprazzan Outrigger", "Goblin Cadets")


def test_saprazzan_outrigger_goes_on_top_of_its_library_at_end_of_combat() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    outrigger = s.battlefield(0, "Saprazzan Outrigger")  # 5/4
    s.library(0, ["Island", "Island"])
    g = s.start()
    attack(g, {outrigger: 1})
    resolve_stack(g)  # the trigger: nothing moves yet
    assert g.state.objects[outrigger].zone == Zone.BATTLEFIELD
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[1].life == 15  # it dealt its damage first
    while g.state.stack:
        resolve_stack(g)
    top = g.state.players[0].library[-1]
    assert g.state.objects[top].card.name == "Saprazzan Outrigger" and outrigger not in g.state.battlefield


def test_saprazzan_outrigger_also_leaves_when_it_blocks() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    outrigger = s.battlefield(0, "Saprazzan Outrigger")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {bears: 0})
    block(g, {outrigger: bears})
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    while g.state.stack:
        resolve_stack(g)
    assert g.state.objects[g.state.players[0].library[-1]].card.name == "Saprazzan Outrigger"


def test_goblin_cadets_changes_sides_when_it_becomes_blocked() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    cadets = s.battlefield(0, "Goblin Cadets")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    attack(g, {cadets: 1})
    block(g, {wall: cadets})
    target(g, player(1))  # target opponent
    resolve_stack(g)
    assert obj(g, cadets).controller == 1
    assert g.state.combat is None or cadets not in g.state.combat.attackers  # removed from combat (CR 506.4)
