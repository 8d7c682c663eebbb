"""Cards discarded, then as many returned from the graveyard (compiler/discard_returns.py,
rules/atoms/discard_returns.py): Recall discards X cards (the announced X, CR 107.3), then returns one card
from the graveyard for each card discarded this way — the discarded ones among the choices — and is exiled
(CR 608.2n). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastWith, ChooseObject
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, resolve_stack


def test_recall_compiles_and_renders_back() -> None:
    renders_back("Recall")


def _recall(hand: list[str], graveyard: list[str], x: int) -> tuple[Game, list[int], list[int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    recall = s.hand(0, "Recall")
    cards = s.hand(0, hand)
    yard = s.graveyard(0, graveyard)
    s.pool(0, "{" + str(2 * x) + "}{U}")
    g = s.start()
    g.apply(CastWith(recall, "x", x))
    resolve_stack(g)
    return g, cards, yard


def _decide(g: Game, kind: DecisionKind, oid: int) -> None:
    d = g.state.decision
    assert d is not None and d.kind is kind and d.player == 0
    g.apply(ChooseObject(oid))


def test_recall_discards_two_and_returns_two_including_a_discarded_card() -> None:
    g, (island, forest, _), (bolt,) = _recall(["Island", "Forest", "Mountain"], ["Lightning Bolt"], 2)
    _decide(g, DecisionKind.DISCARD, island)
    _decide(g, DecisionKind.DISCARD, forest)
    d = g.state.decision
    assert d is not None and {g.state.objects[o].card.name for o in d.data["options"]} == {
        "Lightning Bolt", "Island", "Forest"}
    _decide(g, DecisionKind.PICK, bolt)
    new_island = next(o for o in g.state.players[0].graveyard if g.state.objects[o].card.name == "Island")
    _decide(g, DecisionKind.PICK, new_island)
    assert sorted(names(g, Zone.HAND, 0)) == ["Island", "Lightning Bolt", "Mountain"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Forest"] and names(g, Zone.EXILE, 0) == ["Recall"]


def test_recall_returns_only_as_many_as_were_discarded() -> None:
    g, (island,), _ = _recall(["Island"], ["Lightning Bolt", "Counterspell"], 3)  # one card to discard
    _decide(g, DecisionKind.DISCARD, island)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.PICK
    bolt = next(o for o in d.data["options"] if g.state.objects[o].card.name == "Lightning Bolt")
    g.apply(ChooseObject(bolt))
    assert names(g, Zone.HAND, 0) == ["Lightning Bolt"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Counterspell", "Island"]
