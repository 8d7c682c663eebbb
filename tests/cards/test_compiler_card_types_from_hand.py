"""Putting a card of a type from the hand onto the battlefield (compiler/typed_from_hand.py,
rules/atoms/typed_from_hand.PutCardTypeFromHand): Firebrand Ranger and Terrain Generator (a basic land, the
latter tapped), Krosan Wayfarer (any land), Copper Gnomes (an artifact). The card is put, not played: no
land drop is used (CR 305.4), and "you may" lets the player put none (CR 603.5)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, legal, names, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Firebrand Ranger", "Terrain Generator", "Krosan Wayfarer", "Copper Gnomes", "Elvish Pioneer",
                 "Skyshroud Ranger")


def _activated(source: str, hand: list[str], mana: str, index: int = 0) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1, lands_played=1)
    src = s.battlefield(0, source)
    s.hand(0, hand)
    s.pool(0, mana)
    g = s.start()
    activate(g, src, index)
    resolve_stack(g)
    return g


def _options(g: Game) -> list[str]:
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0 and ChooseYesNo(False) in legal(g)
    return sorted(obj(g, o).card.name for o in d.data["options"])


def test_firebrand_ranger_offers_only_basic_lands_and_uses_no_land_drop() -> None:
    g = _activated("Firebrand Ranger", ["Mountain", "City of Brass", "Shock"], "{G}")
    assert _options(g) == ["Mountain"]
    g.apply(ChooseObject(ids(g, "Mountain", Zone.HAND)[0]))
    mountain = ids(g, "Mountain")
    assert mountain and not obj(g, mountain[0]).tapped and g.state.players[0].lands_played == 1


def test_terrain_generator_puts_the_land_tapped() -> None:
    g = _activated("Terrain Generator", ["Forest", "City of Brass"], "{2}", 1)  # 0: its mana ability
    assert _options(g) == ["Forest"]
    g.apply(ChooseObject(ids(g, "Forest", Zone.HAND)[0]))
    assert obj(g, ids(g, "Forest")[0]).tapped


def test_krosan_wayfarer_takes_any_land_and_may_take_none() -> None:
    g = _activated("Krosan Wayfarer", ["Mountain", "City of Brass", "Shock"], "")
    assert _options(g) == ["City of Brass", "Mountain"]
    g.apply(ChooseYesNo(False))
    assert sorted(names(g, Zone.HAND, 0)) == ["City of Brass", "Mountain", "Shock"]


def test_copper_gnomes_puts_an_artifact() -> None:
    g = _activated("Copper Gnomes", ["Mountain", "Jayemdae Tome"], "{4}")
    assert _options(g) == ["Jayemdae Tome"]
    g.apply(ChooseObject(ids(g, "Jayemdae Tome", Zone.HAND)[0]))
    assert "Jayemdae Tome" in names(g, Zone.BATTLEFIELD, 0)
