"""The Chains (compiler/chain_copies.py, rules/atoms/chain_copies.py): the targeted player, or the
targeted permanent's controller as it last existed (CR 608.2h), may pay and copy the spell; the copy is
theirs, is not cast, may get a new target (CR 707.10, 707.10c; 2003: 503.10) and can itself be copied."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, ChooseObject, ChooseTarget, ChooseYesNo, PassPriority
from oldframe.rules.events import Cast, Copied
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, player, resolve_stack

CHAINS = ("Chain of Vapor", "Chain of Smog", "Chain Lightning", "Chain of Acid", "Chain of Plasma", "Chain Stasis")


@pytest.mark.parametrize("name", CHAINS)
def test_chains_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    assert all(line.ok for line in compiled.lines)


def test_chain_of_vapor_the_bounced_permanents_controller_sacrifices_a_land_and_copies_it_back() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    chain = s.hand(0, "Chain of Vapor")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    island = s.battlefield(1, "Island")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, chain, [theirs])
    resolve_stack(g)
    d = g.state.decision
    # P2 controlled the returned Giant: P2 may sacrifice a land (a land or nothing)
    assert d is not None and d.kind == "pick" and d.player == 1
    assert set(g.legal_actions()) == {ChooseObject(island), ChooseYesNo(False)}
    g.apply(ChooseObject(island))
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.kind == "new_target" and d.player == 1
    assert ("object", mine) in d.data["options"]
    g.apply(ChooseTarget(("object", mine)))
    assert ids(g, "Hill Giant", Zone.HAND, owner=1) and ids(g, "Island", Zone.GRAVEYARD, owner=1)
    copy = g.state.stack[-1]
    assert copy.controller == 1 and copy.targets == [("object", mine)] and copy.choices.get("copy")
    assert sum(isinstance(e, Cast) for e in g.log) == 1  # the copy was not cast (CR 707.10)
    assert any(isinstance(e, Copied) for e in g.log)
    resolve_stack(g)
    # the copy resolves: my Bears go home and I may sacrifice a land to copy again — I have none
    assert ids(g, "Grizzly Bears", Zone.HAND, owner=0)
    assert not g.state.stack and g.state.decision is not None and g.state.decision.kind == "priority"


def test_chain_of_vapor_a_copy_of_a_copy() -> None:
    """Each copy can be copied again: the chain goes on while players sacrifice lands."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    chain = s.hand(0, "Chain of Vapor")
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(1, "Hill Giant")
    c = s.battlefield(1, "Craw Wurm")
    s.battlefield(0, "Island")
    s.battlefield(1, "Island")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, chain, [b])
    resolve_stack(g)
    g.apply(ChooseObject(ids(g, "Island", owner=1)[0]))
    g.apply(ChooseYesNo(True))
    g.apply(ChooseTarget(("object", a)))
    resolve_stack(g)  # P2's copy bounces my Bears; now I may sacrifice my Island and copy it
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0
    g.apply(ChooseObject(ids(g, "Island", owner=0)[0]))
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.kind == "new_target" and d.player == 0
    g.apply(ChooseTarget(("object", c)))
    assert g.state.stack[-1].controller == 0
    resolve_stack(g)
    assert ids(g, "Craw Wurm", Zone.HAND, owner=1)
    assert {n for n in ("Grizzly Bears", "Hill Giant", "Craw Wurm") if ids(g, n, Zone.HAND)} == \
        {"Grizzly Bears", "Hill Giant", "Craw Wurm"}
    # P2 has no land left: no further pick; the chain ends
    assert not g.state.stack


def test_chain_of_vapor_declining_to_sacrifice_ends_the_chain() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    chain = s.hand(0, "Chain of Vapor")
    theirs = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Island")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, chain, [theirs])
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert not g.state.stack and ids(g, "Island", owner=1)
    assert ids(g, "Chain of Vapor", Zone.GRAVEYARD, owner=0)


def test_an_opponents_misdirection_turns_chain_of_vapor_on_its_caster() -> None:
    """P2 Misdirects Chain of Vapor to P1's creature: P1, its controller, may then sacrifice a land."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    chain = s.hand(0, "Chain of Vapor")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    my_land = s.battlefield(0, "Island")
    misdirection = s.hand(1, "Misdirection")
    s.pool(0, "{U}")
    s.pool(1, "{3}{U}{U}")
    g = s.start()
    cast(g, chain, [theirs])
    chain_spell = g.state.stack[-1].oid
    g.apply(PassPriority())
    g.apply(CastSpell(misdirection))
    g.apply(ChooseTarget(("object", chain_spell)))
    resolve_stack(g)
    d = g.state.decision
    if d is not None and d.kind == "new_target":
        g.apply(ChooseTarget(("object", mine)))
    assert g.state.stack[-1].targets == [("object", mine)]
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0 and d.data["options"] == [my_land]
    g.apply(ChooseYesNo(False))
    assert ids(g, "Grizzly Bears", Zone.HAND, owner=0) and theirs in g.state.battlefield


def test_chain_of_smog_the_discarding_player_copies_it_at_the_caster() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    smog = s.hand(0, "Chain of Smog")
    s.hand(0, ["Forest", "Plains", "Swamp"])
    s.hand(1, ["Island", "Mountain", "Forest"])
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, smog, [player(1)])
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "discard":
        g.apply(g.legal_actions()[0])
    assert len(g.state.players[1].hand) == 1
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.kind == "new_target" and d.player == 1
    assert set(d.data["options"]) == {player(0), player(1)}
    g.apply(ChooseTarget(player(0)))
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "discard":
        g.apply(g.legal_actions()[0])
    assert len(g.state.players[0].hand) == 1
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
