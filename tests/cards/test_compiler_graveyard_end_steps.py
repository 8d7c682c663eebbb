"""End-step abilities that work only from the graveyard (compiler/graveyard_end_steps.py,
rules/atoms/graveyard_end_steps.py): Krovikan Horror — CR 113.6k; an intervening-if (CR 603.4); the
graveyard's order (CR 404.1; 2003: 217.3e)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, names, pass_until, resolve_stack


def test_krovikan_horror_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Krovikan Horror")
    assert rec is not None
    assert compile_card(rec).status == "full"


def _end_step(graveyard: list[str], active: int = 1) -> Game:
    s = Scenario()
    s.turn(active=active, step=Step.MAIN2)
    s.graveyard(0, graveyard)  # listed bottom first: the last one is on top
    s.library(0, ["Island"] * 3)
    s.library(1, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=active)
    return g


def test_krovikan_horror_returns_with_a_creature_card_directly_above_it() -> None:
    g = _end_step(["Krovikan Horror", "Grizzly Bears"])  # in any player's end step
    resolve_stack(g)
    answer(g, True)
    assert names(g, Zone.HAND, 0) == ["Krovikan Horror"] and names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_krovikan_horror_stays_without_a_creature_card_directly_above_it() -> None:
    for graveyard in (["Grizzly Bears", "Krovikan Horror"], ["Krovikan Horror", "Island", "Grizzly Bears"]):
        g = _end_step(graveyard)
        assert not g.state.stack and "Krovikan Horror" in names(g, Zone.GRAVEYARD, 0)
