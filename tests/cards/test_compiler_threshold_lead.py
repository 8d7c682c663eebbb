"""Threshold with the condition first (compiler/threshold_instead.py, rules/atoms/threshold_instead.py):
"Threshold — If seven or more cards are in your graveyard, instead destroy that land and Rancid Earth deals
1 damage to each creature and each player." (Rancid Earth) and "… instead destroy all enchantments, then
return all cards in your graveyard destroyed this way to the battlefield." (Cleansing Meditation) — the
line before replaced as the spell resolves (CR 702.38a, 608.2, 614.1a; 2003: 502.23a); the returned Auras
choose what they enchant as they enter (CR 303.4f). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_threshold_lead_cards_compile_and_render_back() -> None:
    pool = load_pool(printings=False)
    for name in ("Rancid Earth", "Cleansing Meditation"):
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def _rancid(graveyard: int) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    earth = s.hand(0, "Rancid Earth")
    land = s.battlefield(1, "Forest")
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(0, "Grizzly Bears")
    s.graveyard(0, ["Swamp"] * graveyard)
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    cast(g, earth, targets=[land])
    resolve_stack(g)
    return g


def test_rancid_earth_without_threshold_only_destroys_the_land() -> None:
    g = _rancid(5)
    assert names(g, Zone.BATTLEFIELD, 1) == ["Llanowar Elves"]
    assert names(g, Zone.BATTLEFIELD, 0) == ["Grizzly Bears"]
    assert g.state.players[0].life == 20 and g.state.players[1].life == 20


def test_rancid_earth_with_threshold_also_deals_one_to_each_creature_and_player() -> None:
    g = _rancid(7)
    assert names(g, Zone.BATTLEFIELD, 1) == []  # the Forest destroyed, the 1/1 Elves dealt 1
    assert names(g, Zone.BATTLEFIELD, 0) == ["Grizzly Bears"]  # 2/2: survives 1 damage
    assert g.state.players[0].life == 19 and g.state.players[1].life == 19


def _meditation(graveyard: int) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    med = s.hand(0, "Cleansing Meditation")
    s.battlefield(0, "Bad Moon")
    s.battlefield(1, "Crusade")
    s.graveyard(0, ["Swamp"] * graveyard)
    s.pool(0, "{1}{W}{W}")
    g = s.start()
    cast(g, med)
    resolve_stack(g)
    return g


def test_cleansing_meditation_without_threshold_destroys_all_enchantments() -> None:
    g = _meditation(6)  # six: the Meditation itself goes to the graveyard only after it resolves
    assert names(g, Zone.BATTLEFIELD) == []
    assert "Bad Moon" in names(g, Zone.GRAVEYARD, 0) and names(g, Zone.GRAVEYARD, 1) == ["Crusade"]


def test_cleansing_meditation_with_threshold_returns_only_its_casters_enchantments() -> None:
    g = _meditation(7)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Bad Moon"]  # destroyed and back, from its caster's graveyard
    assert names(g, Zone.BATTLEFIELD, 1) == [] and names(g, Zone.GRAVEYARD, 1) == ["Crusade"]
