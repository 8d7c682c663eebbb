"""Trading the hand for the top of the library (compiler/hand_exchanges.py, rules/atoms/hand_exchanges.py):
Scroll Rack exiles any number of cards from the hand face down (CR 406.3), puts that many from the top of
the library into the hand (not drawn), then the exiled cards go on top in the order chosen (CR 401.4). The
other player learns none of the cards moved, nor the new order."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.events import Drew, Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, legal, names, obj, resolve_stack


def test_scroll_rack_compiles_fully_and_renders_its_text() -> None:
    renders_back("Scroll Rack")


def _rack(seed: int = 0) -> tuple[Game, int]:
    s = Scenario(seed=seed)
    s.turn(active=0, step=Step.MAIN1)
    rack = s.battlefield(0, "Scroll Rack")
    s.battlefield(0, "Island")
    s.hand(0, ["Craw Wurm", "Shivan Dragon", "Giant Growth"])
    s.library(0, ["Forest", "Swamp", "Plains", "Mountain"])
    g = s.start()
    return g, rack


def test_scroll_rack_swaps_two_cards_of_the_hand_for_the_top_two_in_the_chosen_order() -> None:
    g, rack = _rack()
    top_two = [obj(g, o).card.name for o in g.state.players[0].library[-2:]]
    activate(g, rack, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0 and ChooseYesNo(False) in legal(g)  # "any number": may stop
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Craw Wurm", "Giant Growth", "Shivan Dragon"]
    g.apply(ChooseObject(ids(g, "Craw Wurm", Zone.HAND)[0]))
    g.apply(ChooseObject(ids(g, "Shivan Dragon", Zone.HAND)[0]))
    g.apply(ChooseYesNo(False))
    # exiled face down, and the top two cards taken into the hand (not drawn)
    assert sorted(names(g, Zone.HAND, 0)) == sorted(["Giant Growth", *top_two])
    assert all(obj(g, o).face_down for o in g.state.players[0].exile) and len(g.state.players[0].exile) == 2
    assert "Craw Wurm" not in json.dumps(g.view(1)) and "Shivan Dragon" not in json.dumps(g.view(1))
    assert not any(isinstance(e, Drew) for e in g.log)
    d = g.state.decision
    assert d is not None and d.player == 0 and len(d.data["options"]) == 2  # the order on top
    wurm = next(o for o in d.data["options"] if obj(g, o).card.name == "Craw Wurm")
    g.apply(ChooseObject(wurm))  # first on top, then the Dragon above it
    library = g.state.players[0].library
    assert [obj(g, o).card.name for o in library[-2:]] == ["Craw Wurm", "Shivan Dragon"]
    assert g.state.players[0].exile == [] and len(library) == 4
    # the other player saw neither the cards moved nor their new ids in the library
    for e in g.events_for(1):
        if isinstance(e, Moved) and e.owner == 0:
            assert e.name in (None, ""), e
            assert e.to != int(Zone.LIBRARY) or e.new is None
    assert "Craw Wurm" not in json.dumps([e.to_json() for e in g.events_for(1)])


def test_scroll_rack_with_no_card_chosen_changes_nothing() -> None:
    g, rack = _rack()
    before = list(g.state.players[0].library)
    activate(g, rack, 0)
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert sorted(names(g, Zone.HAND, 0)) == ["Craw Wurm", "Giant Growth", "Shivan Dragon"]
    assert g.state.players[0].library == before and obj(g, rack).tapped


def test_dream_cache_puts_two_cards_both_on_the_bottom_hidden_from_the_opponent() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cache = s.hand(0, "Dream Cache")
    s.hand(0, ["Craw Wurm", "Shivan Dragon"])
    s.library(0, ["Forest", "Swamp", "Plains", "Island", "Mountain"])
    s.pool(0, "{2}{U}")
    g = s.start()
    renders_back("Dream Cache")
    cast(g, cache)
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == ["Craw Wurm", "Forest", "Plains", "Shivan Dragon", "Swamp"]
    g.apply(ChooseObject(ids(g, "Shivan Dragon", Zone.HAND)[0]))
    g.apply(ChooseObject(ids(g, "Craw Wurm", Zone.HAND)[0]))
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
    g.apply(ChooseYesNo(False))  # both on the bottom
    bottom = [obj(g, o).card.name for o in g.state.players[0].library[:2]]
    assert sorted(bottom) == ["Craw Wurm", "Shivan Dragon"]
    assert obj(g, g.state.players[0].library[-1]).card.name == "Island"
    assert "Shivan Dragon" not in json.dumps([e.to_json() for e in g.events_for(1)])
