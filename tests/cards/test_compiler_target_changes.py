"""Changing the target of a spell (compiler/target_changes.py, rules/atoms/target_changes.py):
"Change the target of target spell with a single target." (Misdirection; CR 115.7, 115.7a; 2003:
415.2), "… unless that spell's controller pays {2}." (Divert). Only a spell with exactly one target
can be chosen; the new target must be legal for that spell and another than its current one; a spell
never targets itself (CR 115.5); with no other legal target the target stays."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, ChooseTarget, ChooseYesNo, PassPriority
from oldframe.rules.events import TargetChanged
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, player, resolve_stack


@pytest.mark.parametrize("name", ["Misdirection", "Divert"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        assert line.ok and line.rendered, line


def _bolt_then(card: str, pool: str, *, extra: tuple[str, ...] = ()) -> tuple[Game, int, int, dict[str, int]]:
    """P1 Lightning Bolts P2's Grizzly Bears and passes; P2 holds ``card``. Returns (game, Bolt's stack
    id, the card, P2's creatures by name)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Lightning Bolt")
    bears = s.battlefield(1, "Grizzly Bears")
    creatures = {"Grizzly Bears": bears}
    for name in extra:
        creatures[name] = s.battlefield(0, name)
    held = s.hand(1, card)
    s.pool(0, "{R}")
    s.pool(1, pool)
    g = s.start()
    cast(g, bolt, [bears])
    stack_id = g.state.stack[-1].oid
    g.apply(PassPriority())
    return g, stack_id, held, creatures


def test_misdirection_moves_a_bolt_to_another_legal_target_of_the_casters_choice() -> None:
    g, bolt, misdirection, creatures = _bolt_then("Misdirection", "{3}{U}{U}", extra=("Hill Giant",))
    cast(g, misdirection, [bolt])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "new_target" and d.player == 1
    options = {tuple(a.target) for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    # every legal target of Lightning Bolt but its current one and Bolt itself (CR 115.5, 115.7a)
    assert ("object", creatures["Grizzly Bears"]) not in options
    assert ("object", bolt) not in options
    assert {("player", 0), ("player", 1), ("object", creatures["Hill Giant"])} <= options
    g.apply(ChooseTarget(("object", creatures["Hill Giant"])))
    assert any(isinstance(e, TargetChanged) for e in g.log)
    resolve_stack(g)
    assert creatures["Grizzly Bears"] in g.state.battlefield
    assert creatures["Hill Giant"] not in g.state.battlefield
    assert ids(g, "Hill Giant", Zone.GRAVEYARD, owner=0)


def test_misdirection_can_send_the_bolt_at_its_own_caster() -> None:
    g, bolt, misdirection, _ = _bolt_then("Misdirection", "{3}{U}{U}")
    cast(g, misdirection, [bolt])
    resolve_stack(g)
    g.apply(ChooseTarget(player(0)))
    resolve_stack(g)
    assert g.state.players[0].life == 17 and g.state.players[1].life == 20


def test_misdirection_only_targets_a_spell_with_a_single_target() -> None:
    """Shower of Sparks has two targets and Wrath of God none: neither can be chosen; Shock can."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    shower = s.hand(0, "Shower of Sparks")
    shock = s.hand(0, "Shock")
    bears = s.battlefield(1, "Grizzly Bears")
    misdirection = s.hand(1, "Misdirection")
    s.pool(0, "{R}{R}")
    s.pool(1, "{3}{U}{U}")
    g = s.start()
    cast(g, shower, [bears, player(1)])
    two_targets = g.state.stack[-1].oid
    cast(g, shock, [bears])
    one_target = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastSpell(misdirection))
    d = g.state.decision
    assert d is not None and d.kind == "target"
    assert ("object", one_target) in d.data["options"]
    assert ("object", two_targets) not in d.data["options"]
    with pytest.raises(ValueError):
        g.apply(ChooseTarget(("object", two_targets)))


def test_misdirection_leaves_the_target_when_there_is_no_other_legal_one() -> None:
    """Counterspell targeting the only other spell: no other spell to move it to (CR 115.7a)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    counterspell = s.hand(1, "Counterspell")
    misdirection = s.hand(0, "Misdirection")
    s.pool(0, "{1}{G}{3}{U}{U}")
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, bears)
    bears_spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, counterspell, [bears_spell])
    counter_spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastSpell(misdirection))
    d = g.state.decision
    assert d is not None and d.kind == "target"
    assert ("object", counter_spell) in d.data["options"]
    g.apply(ChooseTarget(("object", counter_spell)))
    resolve_stack(g)
    # Misdirection is resolving, Counterspell can't target itself: its target stays on the Bears
    assert g.state.stack[-1].targets == [("object", bears_spell)]
    assert not any(isinstance(e, TargetChanged) for e in g.log)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0)


def test_divert_the_spells_controller_may_pay_two_to_keep_the_target() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Lightning Bolt")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    divert = s.hand(1, "Divert")
    s.pool(0, "{R}{2}")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, bolt, [bears])
    bolt_spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    cast(g, divert, [bolt_spell])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
    g.apply(ChooseYesNo(True))
    assert g.state.stack[-1].targets == [("object", bears)]
    resolve_stack(g)
    assert bears not in g.state.battlefield and giant in g.state.battlefield
