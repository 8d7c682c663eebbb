"""Searches that stack the top of the library (compiler/stacked_searches.py, rules/atoms/stacked_searches.py):
Goblin Recruiter (any number of Goblins, revealed), Insidious Dreams (X cards), Doomsday (five cards from
library and graveyard, the rest exiled). The chosen cards go on top in the searcher's order (CR 401.4),
which no other player learns (CR 400.2)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastWith, ChooseObject, ChooseYesNo
from oldframe.rules.events import Moved, Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, legal, names, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Goblin Recruiter", "Dwarven Recruiter", "Insidious Dreams", "Doomsday")


def _pick(g: Game, name: str) -> None:
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == name)))


def _top_down(g: Game, n: int) -> list[str]:
    return [obj(g, o).card.name for o in reversed(g.state.players[0].library)][:n]


def test_goblin_recruiter_stacks_any_number_of_goblins_revealed() -> None:
    s = Scenario(seed=2)
    s.turn(active=0, step=Step.MAIN1)
    recruiter = s.hand(0, "Goblin Recruiter")
    s.library(0, ["Island", "Goblin King", "Mogg Fanatic", "Raging Goblin", "Swamp", "Forest"])
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, recruiter)
    resolve_stack(g)
    resolve_stack(g)  # the enters trigger
    d = g.state.decision
    assert d is not None and ChooseYesNo(False) in legal(g)  # any number: may stop
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Goblin King", "Mogg Fanatic", "Raging Goblin"]
    _pick(g, "Mogg Fanatic")
    _pick(g, "Goblin King")
    g.apply(ChooseYesNo(False))
    revealed = sorted(e.name for e in g.events_for(1) if isinstance(e, Revealed))
    assert revealed == ["Goblin King", "Mogg Fanatic"]
    _pick(g, "Mogg Fanatic")  # first on top, then the King above it
    assert _top_down(g, 2) == ["Goblin King", "Mogg Fanatic"] and len(g.state.players[0].library) == 6


def test_insidious_dreams_stacks_x_cards_for_x_discarded() -> None:
    s = Scenario(seed=3)
    s.turn(active=0, step=Step.MAIN1)
    dreams = s.hand(0, "Insidious Dreams")
    s.hand(0, ["Swamp", "Island"])
    s.library(0, ["Forest", "Craw Wurm", "Shock", "Giant Growth", "Plains"])
    s.pool(0, "{3}{B}")
    g = s.start()
    g.apply(CastWith(dreams, "x", 2))
    while (d := g.state.decision) is not None and d.kind == "cost_choice":
        g.apply(ChooseObject(d.data["options"][0]))
    resolve_stack(g)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Island", "Swamp"]  # X = 2 cards discarded as it was cast
    assert ChooseYesNo(False) not in legal(g)  # no quality: X cards must be found (CR 701.19b)
    _pick(g, "Shock")
    _pick(g, "Craw Wurm")
    _pick(g, "Craw Wurm")  # Craw Wurm first, Shock on top of it
    assert _top_down(g, 2) == ["Shock", "Craw Wurm"]
    assert not any(isinstance(e, Revealed) for e in g.events_for(1))  # nothing revealed: no quality


def test_doomsday_leaves_a_five_card_library_and_exiles_the_rest() -> None:
    s = Scenario(seed=1, life=9)
    s.turn(active=0, step=Step.MAIN1)
    doomsday = s.hand(0, "Doomsday")
    s.library(0, ["Forest", "Craw Wurm", "Shock", "Giant Growth", "Plains", "Island", "Swamp"])
    s.graveyard(0, ["Dark Ritual", "Counterspell"])
    s.pool(0, "{B}{B}{B}")
    g = s.start()
    cast(g, doomsday)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and len(d.data["options"]) == 9  # library and graveyard
    for name in ("Dark Ritual", "Shock", "Craw Wurm", "Counterspell", "Island"):
        _pick(g, name)
    assert sorted(names(g, Zone.EXILE, 0)) == ["Forest", "Giant Growth", "Plains", "Swamp"]
    for name in ("Island", "Counterspell", "Craw Wurm", "Shock"):  # each above the ones before
        _pick(g, name)
    assert _top_down(g, 5) == ["Dark Ritual", "Shock", "Craw Wurm", "Counterspell", "Island"]
    assert len(g.state.players[0].library) == 5 and names(g, Zone.GRAVEYARD, 0) == ["Doomsday"]
    assert g.state.players[0].life == 4  # half of 9, rounded up, lost
    to_library = [e for e in g.events_for(1) if isinstance(e, Moved) and e.to == int(Zone.LIBRARY)]
    assert all(e.new is None for e in to_library) and ids(g, "Doomsday", Zone.GRAVEYARD)
