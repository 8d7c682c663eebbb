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
from oldframe.testing import Scenario, names, pass_until, player, resolve_stack, target


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


def test_sand_golem_discarded_by_an_opponent_returns_at_the_next_end_step_with_a_counter() -> None:
    renders_back("Sand Golem")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rot = s.hand(0, "Mind Rot")
    s.hand(1, ["Sand Golem", "Island"])
    s.pool(0, "{2}{B}")
    g = s.start()
    g.apply(CastSpell(rot))
    target(g, player(1))
    resolve_stack(g)
    while g.state.decision is not None and g.state.decision.kind is DecisionKind.DISCARD:
        g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseObject)))
    assert [it.source_name for it in g.state.stack] == ["Sand Golem"]
    resolve_stack(g)  # sets up the delayed return
    assert "Sand Golem" in names(g, Zone.GRAVEYARD, 1)
    pass_until(g, Step.END_OF_TURN)
    resolve_stack(g)
    [golem] = [o for o in g.state.battlefield if g.state.objects[o].card.name == "Sand Golem"]
    assert g.state.objects[golem].controller == 1 and g.state.objects[golem].counters == {"+1/+1": 1}
