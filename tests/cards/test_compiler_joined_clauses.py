"""A sacrifice and another instruction in one sentence (compiler/joined_clauses.py,
rules/atoms/joined_clauses.py): "When Phyrexian War Beast leaves the battlefield, sacrifice a land and Phyrexian
War Beast deals 1 damage to you." and Psychic Vortex's "At the beginning of your end step, sacrifice a land and
discard your hand." — both done in order as the ability resolves (CR 608.2c, 701.17a; 2003: 413.2c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, ids, names, pass_until, resolve_stack


def test_war_beast_compiles_and_renders_back() -> None:
    renders_back("Phyrexian War Beast")


def test_psychic_vortex_end_step_line_compiles() -> None:
    rec = load_pool(printings=False).get("Psychic Vortex")
    assert rec is not None
    line = next(r for r in compile_card(rec).lines if "end step" in r.rendered)
    assert line.ok and line.rendered == "At the beginning of your end step, sacrifice a land and discard your hand."


def _war_beast(lands: int) -> tuple[Game, list[int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Phyrexian War Beast")
    forests = [s.battlefield(1, "Forest") for _ in range(lands)]
    shatter = s.hand(0, "Shatter")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, shatter, ids(g, "Phyrexian War Beast"))
    resolve_stack(g)  # Shatter resolves; the leaves-the-battlefield ability goes on the stack
    return g, forests


def test_war_beast_leaving_makes_its_controller_sacrifice_a_land_and_take_one() -> None:
    g, forests = _war_beast(2)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 1 and d.kind != "priority"  # P2 chooses the land to sacrifice
    choose(g, forests[1])
    assert names(g, Zone.BATTLEFIELD, 1).count("Forest") == 1 and names(g, Zone.GRAVEYARD, 1).count("Forest") == 1
    assert g.state.players[1].life == 19 and g.state.players[0].life == 20


def test_war_beast_without_lands_still_deals_the_damage() -> None:
    g, _ = _war_beast(0)
    resolve_stack(g)
    assert g.state.players[1].life == 19


def test_psychic_vortex_end_step_sacrifices_a_land_and_discards_the_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    s.battlefield(0, "Psychic Vortex", allow_unplayable=True)  # its cumulative upkeep isn't built
    s.battlefield(0, "Island")
    s.hand(0, ["Shock", "Forest"])
    g = s.start()
    pass_until(g, Step.END_OF_TURN)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == [] and "Island" in names(g, Zone.GRAVEYARD, 0)
    assert not ids(g, "Island")
