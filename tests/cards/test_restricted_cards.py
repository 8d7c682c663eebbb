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
from oldframe.rules.actions import CastSpell, CastWith, ChooseObject, ChooseTarget, ChooseYesNo
from oldframe.rules.events import CoinFlipped, Revealed, StepBegan
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
    return [e.won for e in g.log if isinstance(e, CoinFlipped)]


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Yawgmoth's Bargain", "Mana Vault", "Mana Crypt", "Scoria Wurm", "Wild Wurm", "Gush", "Daze",
                 "Thwart", "Grafted Skullcap"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    # the lines of the class on cards that still lack other lines
    for line, name in (("Skip your draw step.", "Necropotence"),
                       ("At the beginning of your upkeep, flip a coin. If you lose the flip, sacrifice CARDNAME.",
                        "Planar Chaos"),
                       ("At the beginning of your draw step, draw an additional card.", "Heightened Awareness")):
        assert compile_text(line, name).status == "full", line
    # the intervening-if is accepted on the triggers that have it in the pool (draw step, upkeep) only
    assert compile_text("At the beginning of your end step, if CARDNAME is tapped, draw a card.", "X").status == "none"


# -- "Skip your draw step." (CR 614.10; 2003: 419.1b) ----------------------------------------------------
def test_yawgmoths_bargain_skips_the_draw_step_and_pays_life_to_draw() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    bargain = s.battlefield(0, "Yawgmoth's Bargain")
    s.library(0, ["Shock", "Lightning Bolt", "Giant Growth"])
    g = s.start()
    pass_until(g, Step.MAIN1, active=0)
    assert names(g, Zone.HAND, 0) == []  # no draw step: nothing drawn (CR 614.10)
    assert not any(isinstance(e, StepBegan) and e.step == Step.DRAW for e in g.log)  # the step never began
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


def test_grafted_skullcap_draws_an_additional_card_and_discards_the_hand_at_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.battlefield(0, "Grafted Skullcap")
    s.library(0, ["Shock", "Lightning Bolt", "Giant Growth"])
    g = s.start()
    pass_until(g, Step.DRAW, active=0)
    resolve_stack(g)  # the trigger: one card more than the draw of the step (CR 504.1, 121.1)
    assert sorted(names(g, Zone.HAND, 0)) == ["Lightning Bolt", "Shock"]
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == [] and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Lightning Bolt", "Shock"]
    assert compile_text("At the beginning of your draw step, draw an additional card.", "Heightened Awareness"
                        ).status == "full"
    # the general sentence is its own template (event_players.py), the Skullcap's end-step line this one
    assert compile_text("Each player discards their hand.", "X", is_permanent=False).status == "full"


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
    g.apply(CastWith(gush, "alt_cost", 0))
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
    assert CastWith(daze, "alt_cost", 0) not in g.legal_actions()  # no Island to return
    g, daze, island = _daze_game("Island")
    bolt_on_stack = g.state.stack[-1].oid
    g.apply(CastWith(daze, "alt_cost", 0))
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


# == hand-made restricted cards (cards/handmade_restricted.py, rules/atoms/restricted.py) =================
def _roundtrip(g: Game) -> None:
    """Every pending decision and the state survive JSON (the decisions are plain data)."""
    text = json.dumps(g.state_json(), sort_keys=True)
    loaded = Game.from_json({"format": "oldframe-game", "state": g.state_json()})
    assert json.dumps(loaded.state_json(), sort_keys=True) == text


def _step(g: Game) -> None:
    """Pass priority, or declare no attackers or blockers."""
    from oldframe.rules.actions import FinishDeclaring, PassPriority

    d = g.state.decision
    assert d is not None
    g.apply(FinishDeclaring() if d.kind in ("attackers", "blockers") else PassPriority())


def _pick(g: Game, oid: int | None) -> None:
    d = g.state.decision
    assert d is not None and d.kind in ("pick", "r_skip_turn"), d
    g.apply(ChooseYesNo(False) if oid is None else ChooseObject(oid))


def test_every_restricted_card_is_playable() -> None:
    from oldframe.cards.formats import get_format

    restricted = get_format("oldframe-vintage").restricted
    pool = load_pool()
    for name in sorted(restricted):
        card, _compiled = compiled_card_def(pool.get(name))
        assert card.playable, (name, card.unplayable_reason)


def test_necropotence_exiles_face_down_and_returns_at_its_controllers_end_step() -> None:
    """CR 406.3 (2003: 217.7b): a card exiled face down can't be examined by any player; the delayed
    trigger waits for *your* next end step (CR 603.7)."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    necro = s.battlefield(0, "Necropotence")
    s.library(0, ["Ancestral Recall", "Shock", "Shock"])
    g = s.start()
    pass_priority(g)  # P2 passes in their main phase: P1 may act
    activate(g, necro, 0)
    resolve_stack(g)
    exiled = g.state.players[0].exile
    assert len(exiled) == 1 and g.state.objects[exiled[0]].face_down and g.state.players[0].life == 19
    for viewer in (0, 1):
        assert g.view(viewer)["players"][0]["removed_from_game"] == [{"oid": exiled[0], "name": "face-down card"}]
        assert all("Ancestral Recall" not in str(e) for e in g.events_for(viewer))
    assert all("Ancestral Recall" not in str(e) for e in g.events_for(1))
    pass_until(g, Step.END_OF_TURN, active=1)  # the opponent's end step: not yet
    assert names(g, Zone.HAND, 0) == []
    pass_until(g, Step.MAIN1, active=0)
    assert names(g, Zone.HAND, 0) == []  # and no draw step (Skip your draw step.)
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Ancestral Recall"]
    assert all("Ancestral Recall" not in str(e) for e in g.events_for(1))
    _roundtrip(g)


def test_necropotence_exiles_a_discarded_card_from_the_graveyard() -> None:
    s = Scenario()
    s.turn(active=1)
    s.battlefield(0, "Necropotence")
    s.hand(0, "Shock")
    rot = s.hand(1, "Mind Rot")
    s.pool(1, "{2}{B}")
    g = s.start()
    cast(g, rot, [player(0)])
    resolve_stack(g)
    resolve_stack(g)  # Necropotence's trigger
    assert names(g, Zone.GRAVEYARD, 0) == [] and names(g, Zone.EXILE, 0) == ["Shock"]


def test_fact_or_fiction_the_opponent_separates_and_the_caster_chooses_a_pile() -> None:
    """CR 700.3: the opponent makes the piles (one may be empty); the revealed cards are public."""
    s = Scenario()
    fof = s.hand(0, "Fact or Fiction")
    s.library(0, ["Ancestral Recall", "Time Walk", "Shock", "Giant Growth", "Lightning Bolt", "Counterspell"])
    s.pool(0, "{3}{U}")
    g = s.start()
    cast(g, fof)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 1 and len(d.data["options"]) == 5
    by_name = {g.state.objects[o].card.name: o for o in d.data["options"]}
    assert "Counterspell" not in by_name  # only the top five
    _roundtrip(g)
    _pick(g, by_name["Ancestral Recall"])
    _pick(g, by_name["Time Walk"])
    _pick(g, None)  # the rest is the other pile
    assert g.state.decision is not None and g.state.decision.kind == "may" and g.state.decision.player == 0
    answer(g, False)  # the pile of three
    assert sorted(names(g, Zone.HAND, 0)) == ["Giant Growth", "Lightning Bolt", "Shock"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Ancestral Recall", "Fact or Fiction", "Time Walk"]
    assert any(isinstance(e, Revealed) and e.name == "Time Walk" for e in g.events_for(1))


def test_balance_lands_then_hands_then_creatures() -> None:
    s = Scenario()
    balance = s.hand(0, "Balance")
    s.hand(0, ["Shock", "Giant Growth"])
    s.lands(0, "Plains", 2)
    s.battlefield(0, "Grizzly Bears")
    their_lands = s.lands(1, "Forest", 4)
    s.hand(1, ["Lightning Bolt", "Counterspell", "Shock", "Time Walk"])
    creatures = [s.battlefield(1, n) for n in ("Grizzly Bears", "Serra Angel", "Shivan Dragon")]
    g = s.start()
    cast(g, balance)
    resolve_stack(g)
    for _ in range(2):  # P2 keeps two of four lands
        d = g.state.decision
        assert d is not None and d.kind == "pick" and d.player == 1 and d.data["balance"] == "lands"
        _pick(g, their_lands[-1] if their_lands[-1] in d.data["options"] else d.data["options"][-1])
        their_lands = their_lands[:-1]
    _roundtrip(g)
    hand = g.state.players[1].hand
    keep = [o for o in hand if g.state.objects[o].card.name in ("Time Walk", "Counterspell")]
    for o in keep:  # P1 has two cards left: P2 keeps two of four (hidden choice of their own hand)
        _pick(g, o)
    _pick(g, creatures[1])  # one creature each: P2 keeps Serra Angel
    assert len([o for o in g.state.battlefield if g.state.objects[o].controller == 1
                and g.state.objects[o].card.name == "Forest"]) == 2
    assert sorted(names(g, Zone.HAND, 1)) == ["Counterspell", "Time Walk"]
    assert [g.state.objects[o].card.name for o in g.state.battlefield if g.state.objects[o].controller == 1
            and "Creature" in g.state.objects[o].card.types] == ["Serra Angel"]
    assert sorted(names(g, Zone.HAND, 0)) == ["Giant Growth", "Shock"] and ids(g, "Grizzly Bears") != []


def test_memory_jar_swaps_hands_until_the_next_end_step() -> None:
    s = Scenario()
    jar = s.battlefield(0, "Memory Jar")
    s.hand(0, "Ancestral Recall")
    s.hand(1, "Counterspell")
    s.library(0, ["Shock"] * 8)
    s.library(1, ["Giant Growth"] * 8)
    g = s.start()
    activate(g, jar, 0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shock"] * 7 and names(g, Zone.HAND, 1) == ["Giant Growth"] * 7
    assert g.view(0)["players"][1]["removed_from_game"][0]["name"] == "face-down card"
    _roundtrip(g)
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Ancestral Recall"] and names(g, Zone.HAND, 1) == ["Counterspell"]
    assert names(g, Zone.GRAVEYARD, 0).count("Shock") == 7 and "Memory Jar" in names(g, Zone.GRAVEYARD, 0)


def test_yawgmoths_will_plays_from_the_graveyard_and_exiles_what_would_go_there() -> None:
    s = Scenario()
    will = s.hand(0, "Yawgmoth's Will")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.graveyard(0, "Swamp")
    s.pool(0, "{2}{B}{R}")
    g = s.start()
    assert not any(isinstance(a, CastWith) and a.oid == bolt for a in g.legal_actions())
    cast(g, will)
    resolve_stack(g)
    assert names(g, Zone.EXILE, 0) == ["Yawgmoth's Will"]  # it too is exiled instead (CR 614.1a)
    from oldframe.rules.actions import PlayLand

    swamp = g.state.players[0].graveyard[-1]
    assert PlayLand(swamp) in g.legal_actions()
    g.apply(CastWith(bolt, "graveyard", 0))
    g.apply(ChooseTarget(("player", 1)))
    resolve_stack(g)
    assert g.state.players[1].life == 17 and "Lightning Bolt" in names(g, Zone.EXILE, 0)
    g.apply(PlayLand(swamp))
    assert ids(g, "Swamp") != []


def test_time_spiral_refills_hands_untaps_lands_and_exiles_itself() -> None:
    s = Scenario()
    spiral = s.hand(0, "Time Spiral")
    s.hand(0, "Shock")
    s.graveyard(0, "Lightning Bolt")
    s.hand(1, "Counterspell")
    lands = s.lands(0, "Island", 6)
    g = s.start()
    cast(g, spiral)  # taps the six Islands
    resolve_stack(g)
    for _ in range(6):
        d = g.state.decision
        assert d is not None and d.kind == "pick"
        _pick(g, d.data["options"][0])
    assert len(g.state.players[0].hand) == 7 and len(g.state.players[1].hand) == 7
    assert names(g, Zone.GRAVEYARD, 0) == [] and names(g, Zone.EXILE, 0) == ["Time Spiral"]
    assert not any(g.state.objects[o].tapped for o in lands)


def test_mox_diamond_needs_a_discarded_land_card() -> None:
    for discard_land in (True, False):
        s = Scenario()
        mox = s.hand(0, "Mox Diamond")
        land = s.hand(0, "Forest")
        g = s.start()
        cast(g, mox)
        resolve_stack(g)
        _pick(g, land if discard_land else None)
        assert (ids(g, "Mox Diamond") != []) == discard_land
        assert names(g, Zone.GRAVEYARD, 0) == (["Forest"] if discard_land else ["Mox Diamond"])
    s = Scenario()
    mox = s.hand(0, "Mox Diamond")
    g = s.start()
    cast(g, mox)
    resolve_stack(g)  # no land card: straight to the graveyard
    assert names(g, Zone.GRAVEYARD, 0) == ["Mox Diamond"]


def test_lions_eye_diamond_is_a_mana_ability_that_discards_the_hand() -> None:
    s = Scenario()
    led = s.battlefield(0, "Lion's Eye Diamond")
    s.hand(0, ["Shock", "Giant Growth"])
    g = s.start()
    activate(g, led, 1)  # the blue ability
    assert not g.state.stack  # a mana ability doesn't use the stack (CR 605.3b)
    assert g.state.players[0].pool[1] == 3 and names(g, Zone.HAND, 0) == []
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Giant Growth", "Lion's Eye Diamond", "Shock"]


def test_fastbond_allows_more_lands_and_each_extra_one_deals_damage() -> None:
    from oldframe.rules.actions import PlayLand

    s = Scenario()
    s.battlefield(0, "Fastbond")
    forests = s.hand(0, ["Forest", "Island", "Swamp"])
    g = s.start()
    for land in forests:
        g.apply(PlayLand(land))
        if g.state.stack:
            resolve_stack(g)
    assert g.state.players[0].life == 18  # the first land was free
    s2 = Scenario()
    forests = s2.hand(0, ["Forest", "Island"])
    g2 = s2.start()
    g2.apply(PlayLand(forests[0]))
    assert PlayLand(forests[1]) not in g2.legal_actions()  # one land a turn without it (CR 305.2)


def test_channel_pays_life_for_colorless_mana() -> None:
    from oldframe.rules.atoms.restricted import PayLifeForMana

    s = Scenario()
    channel = s.hand(0, "Channel")
    s.pool(0, "{G}{G}")
    colossus = s.hand(0, "Juggernaut")
    g = s.start()
    assert PayLifeForMana() not in g.legal_actions()
    cast(g, channel)
    resolve_stack(g)
    for _ in range(4):
        g.apply(PayLifeForMana())
    assert g.state.players[0].life == 16 and g.state.players[0].pool[5] == 4
    cast(g, colossus)
    resolve_stack(g)
    assert ids(g, "Juggernaut") != []


def test_flash_puts_a_creature_in_and_sacrifices_it_unless_the_reduced_cost_is_paid() -> None:
    for pay in (True, False):
        s = Scenario()
        flash = s.hand(0, "Flash")
        angel = s.hand(0, "Serra Angel")
        s.pool(0, "{1}{U}{W}{W}{1}")
        g = s.start()
        cast(g, flash)
        resolve_stack(g)
        _pick(g, angel)
        d = g.state.decision
        assert d is not None and d.kind == "may" and d.data["cost"] == "{1}{W}{W}"  # {3}{W}{W} less {2}
        answer(g, pay)
        assert (ids(g, "Serra Angel") != []) == pay


def test_demonic_consultation_exiles_six_then_finds_the_named_card() -> None:
    from oldframe.rules.actions import ChooseType

    s = Scenario()
    consult = s.hand(0, "Demonic Consultation")
    s.library(0, ["Shock"] * 6 + ["Giant Growth", "Black Lotus", "Counterspell"])
    s.pool(0, "{B}")
    g = s.start()
    cast(g, consult)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_word" and "Black Lotus" in d.data["options"]
    assert ChooseType("Lightning Bolt") not in g.legal_actions()  # P2's cards are hidden from P1
    g.apply(ChooseType("Black Lotus"))
    assert names(g, Zone.HAND, 0) == ["Black Lotus"]
    assert sorted(names(g, Zone.EXILE, 0)) == sorted(["Shock"] * 6 + ["Giant Growth"])
    assert names(g, Zone.LIBRARY, 0) == ["Counterspell"]


def test_time_vault_skips_a_turn_to_untap_then_takes_an_extra_turn() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    vault = s.battlefield(0, "Time Vault", tapped=True)
    s.hand(1, "Lightning Bolt")
    g = s.start()
    pass_until(g, Step.CLEANUP)
    for _ in range(10):
        d = g.state.decision
        if d is not None and d.kind == "r_skip_turn":
            break
        _step(g)
    d = g.state.decision
    assert d is not None and d.kind == "r_skip_turn" and d.player == 0
    turn_before = g.state.turn
    _pick(g, vault)  # skip the turn: untap Time Vault
    assert not g.state.objects[vault].tapped and g.state.active == 1 and g.state.turn == turn_before + 1
    pass_until(g, Step.MAIN1, active=0)
    activate(g, vault, 0)
    resolve_stack(g)
    assert g.state.extra_turns == [0]
    extra = g.state.turn + 1
    for _ in range(40):  # the Vault is tapped again as the extra turn would begin: it asks again
        d = g.state.decision
        if d is not None and d.kind == "r_skip_turn":
            break
        _step(g)
    _pick(g, None)  # decline: the extra turn begins
    assert g.state.active == 0 and g.state.turn == extra


def test_time_vault_declined_begins_the_turn() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    vault = s.battlefield(0, "Time Vault", tapped=True)
    g = s.start()
    from oldframe.rules.actions import PassPriority

    for _ in range(20):
        d = g.state.decision
        if d is not None and d.kind == "r_skip_turn":
            break
        g.apply(PassPriority())
    _pick(g, None)
    assert g.state.active == 0 and g.state.objects[vault].tapped


def test_mox_diamond_put_onto_the_battlefield_by_tinker_still_asks_for_a_land() -> None:
    """The replacement applies however it would enter (CR 614.1c): Tinker's "put that card onto the
    battlefield" too."""
    for discard_land in (True, False):
        s = Scenario()
        tinker = s.hand(0, "Tinker")
        land = s.hand(0, "Forest")
        key = s.battlefield(0, "Voltaic Key")
        s.library(0, ["Mox Diamond", "Shock"])
        s.pool(0, "{2}{U}")
        g = s.start()
        cast(g, tinker, costs=[key])
        resolve_stack(g)
        d = g.state.decision
        if d is not None and d.kind in ("wish", "pick") and "key" not in d.data:
            g.apply(ChooseObject(ids(g, "Mox Diamond", Zone.LIBRARY)[0]))
        _pick(g, land if discard_land else None)
        assert (ids(g, "Mox Diamond") != []) == discard_land
        assert ("Forest" in names(g, Zone.GRAVEYARD, 0)) == discard_land
        assert ("Mox Diamond" in names(g, Zone.GRAVEYARD, 0)) != discard_land


def test_fact_or_fiction_in_multiplayer_the_caster_chooses_the_opponent() -> None:
    s = Scenario(players=3)
    fof = s.hand(0, "Fact or Fiction")
    s.library(0, ["Shock"] * 5)
    s.pool(0, "{3}{U}")
    g = s.start()
    cast(g, fof)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "r_choose_opponent" and d.player == 0
    assert g.legal_actions() == [ChooseTarget(("player", 1)), ChooseTarget(("player", 2))]
    g.apply(ChooseTarget(("player", 2)))
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 2


def test_yawgmoths_will_offers_every_way_to_cast_from_the_graveyard() -> None:
    """Casting from the graveyard allows the card's alternative costs and X (CR 601.2b, 601.2f): Blaze's
    X and Force of Will's pitch cost."""
    s = Scenario()
    will = s.hand(0, "Yawgmoth's Will")
    fow = s.graveyard(0, "Force of Will")
    blaze = s.graveyard(0, "Blaze")
    s.hand(0, "Ancestral Recall")
    s.pool(0, "{2}{B}{R}{3}")
    g = s.start()
    cast(g, will)
    resolve_stack(g)
    acts = g.legal_actions()
    assert CastWith(blaze, "x", 3) in acts and CastWith(blaze, "graveyard", 0) in acts
    assert CastWith(fow, "pitch", 0) not in acts  # nothing on the stack to counter
    g.apply(CastWith(blaze, "x", 3))
    g.apply(ChooseTarget(("player", 1)))
    assert CastWith(fow, "pitch", 0) in g.legal_actions()  # pitch Ancestral Recall, pay 1 life
    resolve_stack(g)
    assert g.state.players[1].life == 17 and "Blaze" in names(g, Zone.EXILE, 0)


def test_channel_mana_can_be_made_while_a_cost_is_paid() -> None:
    """"Any time you could activate a mana ability" includes paying a cost (CR 605.3a): a Channel player
    casts a spell with no mana floating, paying the shortfall in life, lands first."""
    s = Scenario()
    channel = s.hand(0, "Channel")
    s.pool(0, "{G}{G}")
    juggernaut = s.hand(0, "Juggernaut")
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, channel)
    resolve_stack(g)
    assert CastSpell(juggernaut) in g.legal_actions()
    cast(g, juggernaut)
    assert g.state.players[0].life == 17  # {4}: the Swamp and 3 life
    resolve_stack(g)
    assert ids(g, "Juggernaut") != []
