"""Conditions on casting printed on a card (compiler/cast_conditions.py, rules/atoms/cast_conditions.py): a
static ability that works while the card is in the hand (CR 601.3; 2003: 409.1). Skyshroud Condor needs
another spell cast by its caster this turn first; the same template reads Seedtime's "only during your turn"
and Checks and Balances' player count (those cards have other lines not built yet)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.cards.compiler import compile_line
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, legal, names, player, resolve_stack


def test_skyshroud_condor_compiles_fully_and_renders_its_text() -> None:
    renders_back("Skyshroud Condor")


def test_the_other_conditions_compile_on_any_kind_of_card() -> None:
    for line, permanent in (("Cast this spell only during your turn.", False),
                            ("Cast this spell only during your end step.", False),
                            ("Cast this spell only if there are three or more players in the game.", True)):
        assert compile_line(line, permanent).ok, line


def test_skyshroud_condor_can_be_cast_only_after_another_spell_this_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    condor = s.hand(0, "Skyshroud Condor")
    growth = s.hand(0, "Giant Growth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{1}{U}{G}")
    g = s.start()
    assert CastSpell(condor) not in legal(g)
    cast(g, growth, [bears])
    resolve_stack(g)
    assert CastSpell(condor) in legal(g)
    cast(g, condor)
    resolve_stack(g)
    assert "Skyshroud Condor" in names(g, Zone.BATTLEFIELD, 0)


def test_a_spell_cast_by_the_opponent_does_not_count() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    condor = s.hand(0, "Skyshroud Condor")
    shock = s.hand(1, "Shock")
    s.pool(0, "{1}{U}")
    s.pool(1, "{R}")
    g = s.start()
    g.apply(PassPriority())  # the opponent gets priority in the main phase
    cast(g, shock, [player(0)])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.player == 0 and not g.state.stack
    assert g.state.players[0].life == 18 and ids(g, "Skyshroud Condor", Zone.HAND)
    assert CastSpell(condor) not in legal(g)
