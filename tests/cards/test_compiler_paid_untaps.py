"""Upkeep payments to untap chosen creatures (compiler/paid_untaps.py, rules/atoms/paid_untaps.py):
"At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they
control and pay {U} for each creature chosen this way. If the player does, untap those creatures."
(Thelon's Curse, Magnetic Mountain, Dream Tides, Mudslide) — the upkeep's player chooses and pays
(CR 603.5; 2003: 410.5), the group's own "… don't untap during their controllers' untap steps." holding
them (CR 502.3). Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step
from oldframe.testing import Scenario, choose, obj, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Thelon's Curse", "Magnetic Mountain", "Dream Tides", "Mudslide"])
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def _upkeep(enchantment: str, creatures: list[str], islands: int) -> tuple[Game, list[int]]:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(1, enchantment)
    mine = [s.battlefield(0, c, tapped=True) for c in creatures]
    s.lands(0, "Island", islands)
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert all(obj(g, o).tapped for o in mine)  # the static held them in the untap step
    resolve_stack(g)
    return g, mine


def test_thelons_curse_untaps_as_many_as_the_player_can_pay_for() -> None:
    g, (a, b) = _upkeep("Thelon's Curse", ["Merfolk of the Pearl Trident", "Merfolk of the Pearl Trident"], 1)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == 0  # that player, not the Curse's
    assert set(d.data["options"]) == {a, b}
    choose(g, b)
    assert not obj(g, b).tapped and obj(g, a).tapped  # one {U}: no second pick offered
    assert all(obj(g, o).tapped for o in g.state.battlefield if g.state.objects[o].card.name == "Island")


def test_dream_tides_offers_only_nongreen_creatures_and_the_player_may_stop() -> None:
    g, (merfolk, bears, other) = _upkeep(
        "Dream Tides", ["Merfolk of the Pearl Trident", "Grizzly Bears", "Merfolk of the Pearl Trident"], 4)
    d = g.state.decision
    assert d is not None and set(d.data["options"]) == {merfolk, other}
    choose(g, merfolk)
    d = g.state.decision
    assert d is not None and set(d.data["options"]) == {other}
    g.apply(ChooseYesNo(False))  # no more
    assert not obj(g, merfolk).tapped and obj(g, other).tapped and obj(g, bears).tapped
    islands = [o for o in g.state.battlefield if g.state.objects[o].card.name == "Island"]
    assert sum(obj(g, o).tapped for o in islands) == 2  # {2} for the one chosen


def test_magnetic_mountain_without_the_mana_asks_nothing() -> None:
    g, (merfolk,) = _upkeep("Magnetic Mountain", ["Merfolk of the Pearl Trident"], 3)
    assert g.state.decision is None or g.state.decision.kind is not DecisionKind.PICK
    assert obj(g, merfolk).tapped
