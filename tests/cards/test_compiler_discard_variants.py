"""Discards with a twist (compiler/discard_variants.py, rules/atoms/discard_variants.py): the
discarding player chooses each card (CR 701.8b), "at random" through the seeded generator (CR 701.8c),
"discarded this way" counts only this effect's cards (Gerrard's Verdict), "that player" after a
return to hand is the card's owner (Recoil)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseColor, ChooseNumber, ChooseObject, ChooseType, ChooseYesNo
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, player, resolve_stack


@pytest.mark.parametrize("name", ["Gerrard's Verdict", "Stupor", "Recoil", "Hymn to Tourach"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    assert all(line.ok for line in compiled.lines)


@pytest.mark.parametrize("discards, life", [(("Forest", "Island"), 26), (("Forest", "Grizzly Bears"), 23),
                                            (("Grizzly Bears", "Hill Giant"), 20)])
def test_gerrards_verdict_gains_three_life_per_land_card_the_player_chose(discards: tuple[str, str],
                                                                          life: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    verdict = s.hand(0, "Gerrard's Verdict")
    hand = s.hand(1, ["Forest", "Island", "Grizzly Bears", "Hill Giant"])
    by_name = dict(zip(["Forest", "Island", "Grizzly Bears", "Hill Giant"], hand, strict=True))
    s.pool(0, "{W}{B}")
    g = s.start()
    cast(g, verdict, [player(1)])
    resolve_stack(g)
    for name in discards:
        d = g.state.decision
        assert d is not None and d.kind == "discard" and d.player == 1
        g.apply(ChooseObject(by_name[name]))
    assert len(g.state.players[1].hand) == 2
    assert g.state.players[0].life == life


def test_gerrards_verdict_with_one_card_in_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    verdict = s.hand(0, "Gerrard's Verdict")
    s.hand(1, "Swamp")
    s.pool(0, "{W}{B}")
    g = s.start()
    cast(g, verdict, [player(1)])
    resolve_stack(g)
    assert not g.state.players[1].hand and g.state.players[0].life == 23


def test_stupor_one_card_at_random_then_one_the_opponent_chooses() -> None:
    s = Scenario(seed=5)
    s.turn(active=0, step=Step.MAIN1)
    stupor = s.hand(0, "Stupor")
    s.hand(1, ["Forest", "Island", "Grizzly Bears"])
    s.pool(0, "{2}{B}")
    g = s.start()
    cast(g, stupor, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard" and d.player == 1 and len(d.data["options"]) == 2
    g.apply(ChooseObject(d.data["options"][0]))
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[1].graveyard) == 2


def test_recoil_the_returned_cards_owner_discards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    recoil = s.hand(0, "Recoil")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Forest")
    s.pool(0, "{1}{U}{B}")
    g = s.start()
    cast(g, recoil, [giant])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard" and d.player == 1
    assert len(d.data["options"]) == 2  # the Forest and the returned Giant
    g.apply(ChooseObject(ids(g, "Hill Giant", Zone.HAND, owner=1)[0]))
    assert ids(g, "Hill Giant", Zone.GRAVEYARD, owner=1) and ids(g, "Forest", Zone.HAND, owner=1)


def test_hymn_to_tourach_two_cards_at_random() -> None:
    s = Scenario(seed=3)
    s.turn(active=0, step=Step.MAIN1)
    hymn = s.hand(0, "Hymn to Tourach")
    s.hand(1, ["Forest", "Island", "Grizzly Bears"])
    s.pool(0, "{B}{B}")
    g = s.start()
    cast(g, hymn, [player(1)])
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[1].graveyard) == 2


@pytest.mark.parametrize("name", ["Addle", "Blood Oath"])
def test_reveal_variants_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def test_addle_the_caster_picks_a_card_of_the_chosen_color_from_the_revealed_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    addle = s.hand(0, "Addle")
    hand = s.hand(1, ["Lightning Bolt", "Giant Growth", "Shock", "Forest"])
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, addle, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_color" and d.player == 0
    g.apply(ChooseColor("R"))
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0
    assert set(d.data["options"]) == {hand[0], hand[2]}  # the red cards only
    g.apply(ChooseObject(hand[2]))
    assert ids(g, "Shock", Zone.GRAVEYARD, owner=1) and len(g.state.players[1].hand) == 3
    assert sum(isinstance(e, Revealed) for e in g.log) == 4  # every card shown (CR 701.15a)


def test_blood_oath_three_damage_per_card_of_the_chosen_type() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    oath = s.hand(0, "Blood Oath")
    s.hand(1, ["Lightning Bolt", "Giant Growth", "Forest", "Island", "Swamp"])
    s.pool(0, "{3}{R}")
    g = s.start()
    cast(g, oath, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_word"
    assert {a.name for a in g.legal_actions() if isinstance(a, ChooseType)} == \
        {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery"}
    g.apply(ChooseType("Land"))
    assert g.state.players[1].life == 11 and len(g.state.players[1].hand) == 5


@pytest.mark.parametrize("name", ["Scrying Glass", "Sirocco", "Blackmail"])
def test_more_reveal_variants_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


@pytest.mark.parametrize("guess, drawn", [(2, 1), (1, 0)])
def test_scrying_glass_draws_on_the_exact_count(guess: int, drawn: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    glass = s.battlefield(0, "Scrying Glass")
    s.hand(1, ["Lightning Bolt", "Shock", "Forest"])
    s.library(0, ["Island"] * 3)
    s.pool(0, "{3}")
    g = s.start()
    activate(g, glass, 0, [player(1)])
    resolve_stack(g)
    assert {a.n for a in g.legal_actions() if isinstance(a, ChooseNumber)} == {1, 2, 3}
    g.apply(ChooseNumber(guess))
    g.apply(ChooseColor("R"))
    assert len(g.state.players[0].hand) == drawn


def test_sirocco_each_blue_instant_discarded_unless_four_life_paid() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sirocco = s.hand(0, "Sirocco")
    hand = s.hand(1, ["Counterspell", "Brainstorm", "Lightning Bolt"])
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, sirocco, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(True))  # keep Counterspell for 4 life
    g.apply(ChooseYesNo(False))  # discard Brainstorm
    assert g.state.players[1].life == 16
    assert ids(g, "Brainstorm", Zone.GRAVEYARD, owner=1) and hand[0] in g.state.players[1].hand
    assert hand[2] in g.state.players[1].hand  # a red instant is not asked about


def test_blackmail_the_player_reveals_three_and_the_caster_picks() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    blackmail = s.hand(0, "Blackmail")
    hand = s.hand(1, ["Forest", "Island", "Swamp", "Mountain", "Plains"])
    s.pool(0, "{B}")
    g = s.start()
    cast(g, blackmail, [player(1)])
    resolve_stack(g)
    for oid in hand[:3]:
        d = g.state.decision
        assert d is not None and d.kind == "pick" and d.player == 1
        g.apply(ChooseObject(oid))
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0 and set(d.data["options"]) == set(hand[:3])
    g.apply(ChooseObject(hand[1]))
    assert ids(g, "Island", Zone.GRAVEYARD, owner=1) and len(g.state.players[1].hand) == 4
