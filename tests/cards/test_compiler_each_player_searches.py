"""Every player searching their own library (compiler/each_player_searches.py,
rules/atoms/each_player_searches.py): Veteran Explorer and Noble Benefactor. In APNAP order each player may
search (CR 603.5, 101.4); a searcher sees only their own library (CR 701.19a, 400.2), and only searchers
shuffle (CR 701.20a)."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, legal, names, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Veteran Explorer", "Noble Benefactor")


def _dies(creature: str, mine: list[str], theirs: list[str]) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    victim = s.battlefield(0, creature)
    shock = s.hand(0, "Shock")
    s.library(0, mine)
    s.library(1, theirs)
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [victim])
    resolve_stack(g)  # Shock; the dies trigger goes on the stack
    resolve_stack(g)
    return g


def _pick(g: Game, seat: int, name: str) -> None:
    d = g.state.decision
    assert d is not None and d.player == seat
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == name)))


def test_veteran_explorer_lets_each_player_fetch_up_to_two_basic_lands() -> None:
    g = _dies("Veteran Explorer", ["Forest", "Island", "City of Brass", "Shock"], ["Swamp", "Giant Growth"])
    before = list(g.state.players[1].library)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0  # the active player first
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and ChooseYesNo(False) in legal(g)  # a stated quality: may find fewer (CR 701.19b)
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Forest", "Island"]
    assert "Forest" not in json.dumps(g.view(1))
    _pick(g, 0, "Forest")
    _pick(g, 0, "Island")
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(False))
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Forest", "Island"]
    assert g.state.players[1].library == before  # no search, no shuffle
    assert all(obj(g, o).controller == 0 for o in ids(g, "Forest") + ids(g, "Island"))


def test_noble_benefactor_gives_each_searcher_a_card_of_their_own_library() -> None:
    g = _dies("Noble Benefactor", ["Forest", "Craw Wurm"], ["Swamp", "Giant Growth"])
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and ChooseYesNo(False) not in legal(g)  # "a card": one must be found
    _pick(g, 0, "Craw Wurm")
    g.apply(ChooseYesNo(True))
    d = g.state.decision
    assert d is not None and d.player == 1
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Giant Growth", "Swamp"]
    assert "legal_actions" not in g.view(0) and "Giant Growth" not in json.dumps(g.view(0))
    _pick(g, 1, "Giant Growth")
    assert names(g, Zone.HAND, 0) == ["Craw Wurm"] and names(g, Zone.HAND, 1) == ["Giant Growth"]
    assert names(g, Zone.LIBRARY, 0) == ["Forest"] and names(g, Zone.LIBRARY, 1) == ["Swamp"]
