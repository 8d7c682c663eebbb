""""each opponent sacrifices a permanent unless they pay {1}" (CR 118.12, 701.17a; 2003: 409.1):
Rishadan Cutpurse in real games — the opponent decides."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, choose, ids, names, obj, resolve_stack


def test_the_rishadans_compile_fully() -> None:
    pool = load_pool()
    for name in ("Rishadan Cutpurse", "Rishadan Brigand", "Rishadan Footpad"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _cutpurse(island_tapped: bool) -> tuple[Game, int, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    purse = s.hand(0, "Rishadan Cutpurse")
    island = s.battlefield(1, "Island", tapped=island_tapped)
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{U}")
    g = s.start()
    cast(g, purse)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability: the opponent decides
    return g, island, bears


def test_the_opponent_pays_and_keeps_everything() -> None:
    g, island, bears = _cutpurse(island_tapped=False)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    answer(g, True)
    assert obj(g, island).tapped and ids(g, "Grizzly Bears") == [bears] and not g.state.stack


def test_the_opponent_declines_and_sacrifices_a_permanent_of_their_choice() -> None:
    g, island, bears = _cutpurse(island_tapped=False)
    answer(g, False)
    d = g.state.decision
    assert d is not None and d.kind == "sacrifice" and d.player == 1
    assert {a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)} == {island, bears}
    choose(g, bears)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"] and not obj(g, island).tapped


def test_an_opponent_who_cannot_pay_is_not_asked() -> None:
    g, _island, _bears = _cutpurse(island_tapped=True)
    d = g.state.decision
    assert d is not None and d.kind == "sacrifice" and d.player == 1
