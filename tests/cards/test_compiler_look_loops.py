"""Looking at the top again for a price (compiler/look_loops.py, rules/atoms/look_loops.py): Lim-Dûl's Vault.
Each step is a decision with listed answers: pay 1 life and look again (CR 119.4), the order of the cards
put on the bottom, then — after the shuffle (CR 701.20a) — the order of the last cards seen on top. Only
the caster sees the cards (CR 400.2)."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.events import LibraryLooked
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, resolve_stack

FIRST = ["Island", "Swamp", "Forest", "Mountain", "Plains"]
SECOND = ["Grizzly Bears", "Craw Wurm", "Shivan Dragon", "Giant Growth", "Llanowar Elves"]
REST = ["Dark Ritual", "Counterspell"]


def test_lim_duls_vault_compiles_fully_and_renders_its_text() -> None:
    renders_back("Lim-Dûl's Vault")


def _vault(life: int = 20) -> Game:
    s = Scenario(seed=7, life=life)
    s.turn(active=0, step=Step.MAIN1)
    vault = s.hand(0, "Lim-Dûl's Vault")
    s.library(0, [*FIRST, *SECOND, *REST])
    s.pool(0, "{U}{B}")
    g = s.start()
    cast(g, vault)
    resolve_stack(g)
    return g


def _seen(g: Game, seat: int) -> list[tuple[str, ...] | None]:
    return [e.names for e in g.events_for(seat) if isinstance(e, LibraryLooked)]


def _pick(g: Game, name: str) -> None:
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == name)))


def _top_down(g: Game) -> list[str]:
    return [obj(g, o).card.name for o in reversed(g.state.players[0].library)]


def test_paying_once_sends_the_first_five_to_the_bottom_and_keeps_the_second_five_on_top() -> None:
    g = _vault()
    assert _seen(g, 0) == [tuple(FIRST)] and _seen(g, 1) == [None]  # only the caster sees them
    assert "Shivan Dragon" not in json.dumps(g.view(1))
    g.apply(ChooseYesNo(True))  # pay 1 life, put the five on the bottom
    assert g.state.players[0].life == 19
    for name in ("Plains", "Mountain", "Forest", "Swamp"):  # each beneath the ones before; Island last
        _pick(g, name)
    assert _top_down(g)[-5:] == ["Plains", "Mountain", "Forest", "Swamp", "Island"]  # Island at the very bottom
    assert _seen(g, 0)[-1] == tuple(SECOND)
    g.apply(ChooseYesNo(False))  # stop: shuffle, the last five on top in any order
    for name in ("Llanowar Elves", "Giant Growth", "Craw Wurm", "Grizzly Bears"):  # each above the ones before
        _pick(g, name)
    assert _top_down(g)[:5] == ["Shivan Dragon", "Grizzly Bears", "Craw Wurm", "Giant Growth", "Llanowar Elves"]
    assert sorted(_top_down(g)[5:]) == sorted([*FIRST, *REST])
    assert g.state.decision is not None and g.state.decision.kind == "priority" and g.state.players[0].life == 19


def test_not_paying_keeps_the_first_five_on_top_in_the_chosen_order() -> None:
    g = _vault()
    g.apply(ChooseYesNo(False))
    for name in ("Island", "Swamp", "Forest", "Mountain"):
        _pick(g, name)
    assert _top_down(g)[:5] == ["Plains", "Mountain", "Forest", "Swamp", "Island"]
    assert g.state.players[0].life == 20


def test_a_player_at_zero_life_is_not_asked_to_pay() -> None:
    g = _vault(life=1)
    g.apply(ChooseYesNo(True))  # down to 0: the last life point may be paid (CR 119.4)
    for name in ("Plains", "Mountain", "Forest", "Swamp"):
        _pick(g, name)
    d = g.state.decision
    assert d is not None and d.kind == "pick"  # no second "may": at 0 life, 1 life can't be paid
    assert g.state.players[0].life == 0
