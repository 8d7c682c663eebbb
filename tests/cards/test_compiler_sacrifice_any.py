"""Sacrifice any number of permanents and count them (compiler/sacrifice_any.py, rules/atoms/sacrifice_any.py):
Renounce ("… You gain 2 life for each permanent sacrificed this way."), Reprocess ("… artifacts, creatures,
and/or lands. Draw a card for each …"), Last-Ditch Effort and Landslide ("… deals that much damage …") — the
caster picks as the spell resolves and may stop at any time (CR 608.2d, 701.17a; 2003: 413.2c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, player, resolve_stack


def test_sacrifice_any_cards_compile_and_render_back() -> None:
    renders_back("Renounce", "Reprocess", "Last-Ditch Effort", "Landslide")


def _stop(g: object) -> None:
    g.apply(ChooseYesNo(False))  # type: ignore[attr-defined]


def test_renounce_gains_two_life_for_each_permanent_picked() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    renounce = s.hand(0, "Renounce")
    bears, forest = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Forest")
    s.battlefield(0, "Plains")
    theirs = s.battlefield(1, "Llanowar Elves")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, renounce)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and theirs not in d.data["options"]  # only your own permanents
    choose(g, bears)
    choose(g, forest)
    _stop(g)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Plains"] and g.state.players[0].life == 24
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Forest", "Renounce"]


def test_reprocess_picks_only_artifacts_creatures_and_lands_and_draws_that_many() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    reprocess = s.hand(0, "Reprocess")
    bears, ornithopter = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Ornithopter")
    crusade = s.battlefield(0, "Crusade")
    s.library(0, ["Island"] * 5)
    s.pool(0, "{2}{B}{B}")
    g = s.start()
    cast(g, reprocess)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and crusade not in d.data["options"]  # an enchantment
    choose(g, bears)
    choose(g, ornithopter)  # nothing else to pick: it resolves
    assert len(g.state.players[0].hand) == 2 and names(g, Zone.BATTLEFIELD, 0) == ["Crusade"]


def test_last_ditch_effort_deals_damage_equal_to_the_number_sacrificed() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    effort = s.hand(0, "Last-Ditch Effort")
    bears, elves = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Savannah Lions")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, effort, [player(1)])
    resolve_stack(g)
    choose(g, bears)
    choose(g, elves)
    _stop(g)
    assert g.state.players[1].life == 18 and names(g, Zone.BATTLEFIELD, 0) == ["Savannah Lions"]


def test_landslide_sacrificing_nothing_deals_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    landslide = s.hand(0, "Landslide")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, landslide, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and len(d.data["options"]) == 1  # the Mountain only
    _stop(g)
    assert g.state.players[1].life == 20 and names(g, Zone.BATTLEFIELD, 0) == ["Mountain", "Forest"]
