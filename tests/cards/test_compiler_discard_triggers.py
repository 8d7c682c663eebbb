"""Abilities of a card an opponent's spell or ability makes its owner discard (compiler/discard_triggers.py,
rules/atoms/discard_triggers.py): Guerrilla Tactics triggers from the graveyard it was discarded to
(CR 603.6c) only when an opponent's spell or ability caused the discard; its owner controls the ability
and chooses its target (CR 603.3d). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseObject
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, player, resolve_stack, target


def test_guerrilla_tactics_compiles_and_renders_back() -> None:
    renders_back("Guerrilla Tactics")


def _mind_rot(caster: int) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=caster, step=Step.MAIN1)
    rot = s.hand(caster, "Mind Rot")
    s.hand(1, ["Guerrilla Tactics", "Island"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(caster, "{2}{B}")
    g = s.start()
    g.apply(CastSpell(rot))
    target(g, player(1))
    resolve_stack(g)
    while g.state.decision is not None and g.state.decision.kind is DecisionKind.DISCARD:
        g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseObject)))  # both cards go
    return g, bears


def test_discarded_by_an_opponents_spell_it_deals_four_damage() -> None:
    g, bears = _mind_rot(0)
    assert sorted(names(g, Zone.GRAVEYARD, 1)) == ["Guerrilla Tactics", "Island"]
    d = g.state.decision
    assert d is not None and d.player == 1  # its owner chooses the target
    target(g, ("object", bears))
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Mind Rot", "Grizzly Bears"]


def test_discarded_by_its_owners_own_spell_it_does_nothing() -> None:
    g, _ = _mind_rot(1)
    assert not g.state.stack and "Grizzly Bears" in names(g, Zone.BATTLEFIELD)
