"""The restricted cards of Old Frame Vintage, each played in a real game through the public API.

First the template classes they brought (``cards/compiler/restricted.py``): "Skip your draw step."
(CR 614.10), "At the beginning of your draw step, if CARDNAME is tapped" (CR 603.4), coin flips
(CR 705) and returning Islands instead of paying a spell's mana cost (CR 118.9); then the hand-made
cards (``cards/handmade_restricted.py``).
"""

from __future__ import annotations

import json

import pytest

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, CastWith, ChooseObject, ChooseTarget
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    ids,
    names,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def _flips(g: Game) -> list[bool]:
    return [bool(e[3]) for e in g.log if e[0] == "coin_flip"]


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Yawgmoth's Bargain", "Mana Vault", "Mana Crypt", "Scoria Wurm", "Wild Wurm", "Gush", "Daze",
                 "Thwart"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    # the lines of the class on cards that still lack other lines
    for line, name in (("Skip your draw step.", "Necropotence"),
                       ("At the beginning of your upkeep, flip a coin. If you lose the flip, sacrifice CARDNAME.",
                        "Planar Chaos"),
                       ("At the beginning of your upkeep, if CARDNAME is tapped, put a storage counter on it.", "X")):
        assert compile_text(line, name).status == ("full" if "storage" not in line else "none"), line


# -- "Skip your draw step." (CR 614.10; 2003: 419.1b) ----------------------------------------------------
def test_yawgmoths_bargain_skips_the_draw_step_and_pays_life_to_draw() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    bargain = s.battlefield(0, "Yawgmoth's Bargain")
    s.library(0, ["Shock", "Lightning Bolt", "Giant Growth"])
    g = s.start()
    pass_until(g, Step.MAIN1, active=0)
    assert names(g, Zone.HAND, 0) == []  # no draw step: nothing drawn (CR 614.10)
    assert not any(e[0] == "step" and e[1] == Step.DRAW for e in g.log)  # the step never began
    activate(g, bargain, 0)  # Pay 1 life: Draw a card.
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shock"] and g.state.players[0].life == 19  # the top card


def test_the_opponent_of_a_skipper_still_draws() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    s.battlefield(0, "Yawgmoth's Bargain")
    s.library(1, ["Shock"])
    g = s.start()
    pass_until(g, Step.MAIN1, active=1)
    assert names(g, Zone.HAND, 1) == ["Shock"]


# -- "At the beginning of your draw step, if CARDNAME is tapped, …" (CR 603.4; 2003: 404.3) -----------
def test_mana_vault_hurts_only_while_tapped() -> None:
    for tapped in (True, False):
        s = Scenario()
        s.turn(active=0, step=Step.UPKEEP)
        s.battlefield(0, "Mana Vault", tapped=tapped)
        g = s.start()
        if tapped:  # "you may pay {4}" — with nothing to pay it with, no choice is offered (or decline)
            d = g.state.decision
            if d is not None and d.kind == "may":
                answer(g, False)
        pass_until(g, Step.MAIN1, active=0)
        assert g.state.players[0].life == (19 if tapped else 20)


def test_mana_vault_untapped_in_response_deals_no_damage() -> None:
    """The intervening-if is checked again on resolution (CR 603.4): untapped by then, no damage."""
    s = Scenario()
    s.turn(active=0, step=Step.DRAW)
    vault = s.battlefield(0, "Mana Vault", tapped=True)
    s.battlefield(0, "Voltaic Key")
    s.lands(0, "Island", 1)
    g = s.start()
    assert g.state.stack and g.state.stack[-1].source == vault
    activate(g, ids(g, "Voltaic Key")[0], 0, [vault])  # {1}, {T}: Untap target artifact.
    resolve_stack(g)
    assert not g.state.objects[vault].tapped
    resolve_stack(g)
    assert g.state.players[0].life == 20


def test_a_skipped_draw_step_doesnt_trigger_mana_vault() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.battlefield(0, "Mana Vault", tapped=True)
    s.battlefield(0, "Yawgmoth's Bargain")
    g = s.start()
    d = g.state.decision
    if d is not None and d.kind == "may":
        answer(g, False)
    pass_until(g, Step.MAIN1, active=0)
    assert g.state.players[0].life == 20


# -- coin flips (CR 705) ----------------------------------------------------------------------------------
def test_mana_crypt_deals_three_damage_when_its_controller_loses_the_flip() -> None:
    seen = set()
    for seed in range(12):
        s = Scenario(seed=seed)
        s.turn(active=0, step=Step.UPKEEP)
        s.battlefield(0, "Mana Crypt")
        g = s.start()
        resolve_stack(g)
        flips = _flips(g)
        assert len(flips) == 1
        assert g.state.players[0].life == (20 if flips[0] else 17)
        seen.add(flips[0])
    assert seen == {True, False}  # the seeded generator gives both outcomes


def test_scoria_wurm_returns_to_hand_on_a_lost_flip_and_a_game_replays_the_same_flip() -> None:
    outcomes = []
    for seed in range(12):
        s = Scenario(seed=seed)
        s.turn(active=0, step=Step.UPKEEP)
        wurm = s.battlefield(0, "Scoria Wurm")
        g = s.start()
        resolve_stack(g)
        won = _flips(g)[0]
        assert (wurm in g.state.battlefield) == won
        assert names(g, Zone.HAND, 0) == ([] if won else ["Scoria Wurm"])
        outcomes.append(won)
    again = Scenario(seed=3)
    again.turn(active=0, step=Step.UPKEEP)
    again.battlefield(0, "Scoria Wurm")
    g = again.start()
    resolve_stack(g)
    assert _flips(g)[0] == outcomes[3]
    assert set(outcomes) == {True, False}


def test_wild_wurm_flips_as_it_enters() -> None:
    for seed in range(6):
        s = Scenario(seed=seed)
        wurm = s.hand(0, "Wild Wurm")
        s.pool(0, "{3}{R}")
        g = s.start()
        cast(g, wurm)
        resolve_stack(g)  # the creature spell
        resolve_stack(g)  # its comes-into-play trigger
        won = _flips(g)[0]
        assert (ids(g, "Wild Wurm") != []) == won


# -- returning Islands instead of paying the mana cost (CR 118.9; 2003 glossary "Alternative Cost") ----
def test_gush_returns_two_islands_instead_of_its_mana_cost() -> None:
    s = Scenario()
    gush = s.hand(0, "Gush")
    islands = s.lands(0, "Island", 2, tapped=True)  # tapped Islands may be returned
    s.library(0, ["Shock", "Lightning Bolt"])
    g = s.start()
    assert CastSpell(gush) not in g.legal_actions()  # {4}{U} can't be paid
    g.apply(CastWith(gush, "return_lands", 0))
    for _ in range(2):
        d = g.state.decision
        assert d is not None and d.kind == "cost_choice" and d.data["what"] == "return"
        g.apply(ChooseObject(d.data["options"][0]))
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == ["Island", "Island", "Lightning Bolt", "Shock"]
    assert all(i not in g.state.battlefield for i in islands)
    json.dumps(g.to_json())


def _daze_game(land: str) -> tuple[Game, int, int]:
    s = Scenario()
    s.turn(active=1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    daze = s.hand(0, "Daze")
    land_id = s.lands(0, land, 1)[0]
    g = s.start()
    cast(g, bolt, [player(0)])
    pass_priority(g)  # P1 gets priority with Lightning Bolt on the stack
    return g, daze, land_id


def test_daze_needs_an_island_and_returns_one() -> None:
    g, daze, _mountain = _daze_game("Mountain")
    assert CastWith(daze, "return_lands", 0) not in g.legal_actions()  # no Island to return
    g, daze, island = _daze_game("Island")
    bolt_on_stack = g.state.stack[-1].oid
    g.apply(CastWith(daze, "return_lands", 0))
    g.apply(ChooseTarget(("object", bolt_on_stack)))  # targets first (CR 601.2c), then costs (601.2h)
    g.apply(ChooseObject(island))
    assert names(g, Zone.HAND, 0) == ["Island"] and island not in g.state.battlefield
    resolve_stack(g)  # "counter target spell unless its controller pays {1}": P2 has no mana left
    d = g.state.decision
    if d is not None and d.kind == "may":
        answer(g, False)
    assert "Lightning Bolt" in names(g, Zone.GRAVEYARD, 1) and not g.state.stack
    assert g.state.players[0].life == 20


@pytest.mark.parametrize("text", [
    "You may return an Island you control to their owner's hand rather than pay this spell's mana cost.",
    "You may return two Islands you control to its owner's hand rather than pay this spell's mana cost.",
])
def test_mismatched_return_wording_does_not_compile(text: str) -> None:
    assert compile_text(text, "X", is_permanent=False).status != "full"
