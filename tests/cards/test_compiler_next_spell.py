"""Overmaster (compiler/next_spell.py, rules/atoms/next_spell.py): the next instant or sorcery its
controller casts this turn can't be countered (CR 101.2); the one after it can."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, pass_priority, player, resolve_stack


def test_overmaster_compiles_fully() -> None:
    rec = load_pool().get("Overmaster")
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_only_the_next_instant_or_sorcery_is_uncounterable() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    overmaster = s.hand(0, "Overmaster")
    bolt, shock = s.hand(0, ["Lightning Bolt", "Shock"])
    s.pool(0, "{R}{R}{R}")
    s.hand(1, ["Counterspell", "Counterspell"])
    s.pool(1, "{U}{U}{U}{U}")
    g = s.start()
    cast(g, overmaster)
    resolve_stack(g)
    cast(g, bolt, [player(1)])
    pass_priority(g)
    cast(g, ids(g, "Counterspell", Zone.HAND, 1)[0], [bolt_on_stack(g)])
    resolve_stack(g)  # the Counterspell resolves but can't counter the Bolt
    resolve_stack(g)
    assert g.state.players[1].life == 17
    cast(g, shock, [player(1)])
    pass_priority(g)
    cast(g, ids(g, "Counterspell", Zone.HAND, 1)[0], [bolt_on_stack(g)])
    resolve_stack(g)
    assert g.state.players[1].life == 17 and ids(g, "Shock", Zone.GRAVEYARD, 0)


def bolt_on_stack(g: object) -> int:
    """The topmost spell on the stack (the one just cast)."""
    stack = g.state.stack  # type: ignore[attr-defined]
    return int(next(it.oid for it in reversed(stack) if it.kind == "spell"))
