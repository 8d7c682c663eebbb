"""Draws at the beginning of the next turn's upkeep (compiler/delayed_draws.py,
rules/atoms/delayed_draws.py): delayed triggered abilities (CR 603.7; 2003: 404.4) for the player
each names — Arcane Denial's "Its controller may draw up to two cards …" (the countered spell's
controller, as it last existed, CR 608.2h) and "You draw a card …"."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseNumber, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, pass_until_decision, resolve_stack


def test_arcane_denial_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Arcane Denial")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def test_arcane_denial_counters_and_both_players_draw_at_the_next_upkeep() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    denial = s.hand(1, "Arcane Denial")
    s.library(0, ["Island"] * 5)
    s.library(1, ["Forest"] * 5)
    s.pool(0, "{1}{G}")
    s.pool(1, "{1}{U}")
    g = s.start()
    cast(g, bears)
    spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, denial, [spell])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0)
    assert len(g.state.delayed) == 2 and not g.state.players[0].hand and not g.state.players[1].hand
    # nothing is drawn this turn; at P2's upkeep P1 chooses how many, up to two
    pass_until_decision(g, "choose_x")
    assert g.state.step == Step.UPKEEP and g.state.active == 1
    d = g.state.decision
    assert d is not None and d.player == 0
    assert set(g.legal_actions()) == {ChooseNumber(0), ChooseNumber(1), ChooseNumber(2)}
    g.apply(ChooseNumber(2))
    for _ in range(10):
        if not g.state.stack:
            break
        g.apply(PassPriority())
    assert len(g.state.players[0].hand) == 2
    assert len(g.state.players[1].hand) == 1  # before P2's own draw step
    assert not g.state.delayed


def test_arcane_denial_its_controller_may_draw_none() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    denial = s.hand(1, "Arcane Denial")
    s.library(0, ["Island"] * 5)
    s.library(1, ["Forest"] * 5)
    s.pool(0, "{1}{G}")
    s.pool(1, "{1}{U}")
    g = s.start()
    cast(g, bears)
    g.apply(PassPriority())
    cast(g, denial, [g.state.stack[-1].oid])
    resolve_stack(g)
    pass_until_decision(g, "choose_x")
    g.apply(ChooseNumber(0))
    assert not g.state.players[0].hand
