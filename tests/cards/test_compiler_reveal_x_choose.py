"""Reveal X, choose one (compiler/discard_variants.py, rules/atoms/discard_variants.py): "{X}{B}, {T}: Target
player reveals X cards from their hand and you choose one of them. That player discards that card. Activate
only as a sorcery." (Cabal Interrogator) — X announced as the ability is activated (CR 601.2b, 602.2b; 2003:
409.1b); the player chooses which X cards to reveal (CR 701.15a), the activator picks one to discard.
Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, ChooseObject, ChooseTarget
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, choose_number, names, player, resolve_stack


def test_cabal_interrogator_compiles_and_renders_back() -> None:
    rec = load_pool(printings=False).get("Cabal Interrogator")
    assert rec is not None
    card, compiled = compiled_card_def(rec)
    assert compiled.status == "full" and card.playable, compiled.uncovered
    lines = card_lines(rec.oracle_text, "Cabal Interrogator", False)
    assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines]


def test_cabal_interrogator_reveals_x_chosen_cards_and_discards_the_activators_pick() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rogue = s.battlefield(0, "Cabal Interrogator")
    bolt, bears, forest = s.hand(1, ["Lightning Bolt", "Grizzly Bears", "Forest"])
    s.pool(0, "{2}{B}")
    g = s.start()
    g.state.objects[rogue].sick = False
    g.apply(ActivateAbility(rogue, 0))
    choose_number(g, 2)
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    d = g.pending
    assert d is not None and d.player == 1  # the revealing player chooses what to show
    choose(g, bolt)
    choose(g, bears)
    d = g.pending
    assert d is not None and d.player == 0
    assert sorted(a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)) == sorted([bolt, bears])
    choose(g, bears)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert forest in g.state.players[1].hand and bolt in g.state.players[1].hand
