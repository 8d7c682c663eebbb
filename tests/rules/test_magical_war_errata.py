"""MW 6: the Magical War versions of cards whose meaning changes in the variant (their own texts are
replaced: cards/magical_war_errata.py, rules/magical_war/errata.py)."""

from __future__ import annotations

import pytest
from magical_war_helpers import MW, advance, mw

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseObject, ChooseTarget, ChooseYesNo, PassPriority, PlayLand
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import ManaBurned
from oldframe.rules.magical_war.errata import hand_size
from oldframe.rules.magical_war.pipeline import RunPipeline
from oldframe.rules.state import Step
from oldframe.testing import Scenario, ScenarioError, cast, ids, player, resolve_stack


def _vise_in_play(name: str, chosen: int) -> Game:
    """P1 plays ``name`` from hand (pipeline size 0, MW 3.6) and chooses ``chosen``."""
    s = Scenario(players=3, variant=MW)
    card = s.hand(0, name)
    s.pipeline_size(0, 0)
    s.battlefield(0, "Mountain")
    s.hand(1, ["Island"] * 9)
    s.pipeline(1, ["Island", "Island"])
    s.hand(2, ["Forest"] * 6)
    s.pipeline(2, ["Forest", "Forest"])
    s.stock(["Swamp"] * 40)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, card)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.ENTRY_CHOICE
    g.apply(ChooseTarget(("player", chosen)))
    return g


@pytest.mark.parametrize("name", ["Black Vise", "The Rack"])
def test_mw_6_1_vise_and_rack_grow_the_chosen_opponents_pipeline_while_untapped(name: str) -> None:
    """MW 6.1: the chosen opponent's pipeline size is one larger from their upkeep on, while the
    artifact is untapped; no damage is dealt (the original text is replaced)."""
    g = _vise_in_play(name, 1)
    advance(g, Step.MAIN1, active=1)
    assert mw(g).size == [0, 3, 2]
    assert g.state.players[1].life == 20  # 11 cards in hand: the old Vise would have dealt damage
    advance(g, Step.MAIN1, active=0)
    assert mw(g).size == [0, 3, 2]
    vise = ids(g, name)[0]
    g.state.objects[vise].tapped = True  # (tapped after P1's untap step, as Icy Manipulator would)
    advance(g, Step.MAIN1, active=1)
    assert mw(g).size[1] == 2  # it was tapped at P2's upkeep


def test_mw_6_2_contract_from_below_deals_a_new_hand_and_pipeline() -> None:
    """MW 6.2: an instant: hand and pipeline are discarded, a new hand drawn and a new pipeline laid;
    then the caster's lands tap and the mana pool empties without mana burn."""
    s = Scenario(players=2, variant=MW)
    contract = s.hand(0, "Contract from Below")
    old = s.hand(0, ["Mountain"] * 3) + s.pipeline(0, ["Forest", "Forest"])
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Island")
    s.pool(0, "{U}{U}")
    s.stock(["Plains"] * 30)
    s.turn(active=1, step=Step.MAIN1)  # an instant: in the other player's turn
    g = s.start()
    g.apply(PassPriority())
    cast(g, contract)
    resolve_stack(g)
    p = g.state.players[0]
    assert len(p.hand) == 9 and all(g.state.objects[o].card.name == "Plains" for o in p.hand)
    assert len(mw(g).pipelines[0]) == 2 and set(mw(g).pipelines[0]) <= set(p.hand)
    assert not set(old) & set(g.state.objects) or all(o not in p.hand for o in old)
    assert len(p.graveyard) == 6  # five old cards and the Contract
    assert all(g.state.objects[o].tapped for o in ids(g, "Island") + ids(g, "Swamp"))
    assert p.pool == [0] * 6 and p.life == 20 and not any(isinstance(e, ManaBurned) for e in g.log)


def test_mw_6_2_and_6_8_the_ante_cards_play_only_in_magical_war() -> None:
    """MW 6.8: no ante in Magical War; Contract from Below and Darkpact are the variant's instants,
    while outside the variant they stay unplayable (their ante text is not played)."""
    with pytest.raises(ScenarioError, match="not playable"):
        Scenario(players=2).hand(0, "Contract from Below")
    s = Scenario(players=2, variant=MW)
    s.hand(0, ["Contract from Below", "Darkpact"])
    deck = ["Swamp"] * 40 + ["Contract from Below"] * 4 + ["Darkpact"] * 4
    Game([deck, deck], variant=MW)  # its deck check accepts them


def test_mw_6_3_darkpact_takes_a_random_card_from_an_opponents_hand() -> None:
    """MW 6.3: an instant; the card taken may be a pipeline card (part of the hand), which leaves it."""
    s = Scenario(players=2, variant=MW)
    pact = s.hand(0, "Darkpact")
    for _ in range(3):
        s.battlefield(0, "Swamp")
    bolt = s.pipeline(1, ["Lightning Bolt"])[0]
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert CastSpell(pact) in g.legal_actions()
    cast(g, pact, targets=[player(1)])
    resolve_stack(g)
    assert bolt in g.state.players[0].hand and not g.state.players[1].hand and mw(g).pipelines[1] == []
    assert bolt not in mw(g).pipelines[0]  # it joins the hand, not the pipeline


def test_mw_6_4_fastbond_plays_lands_from_hand_for_one_damage_each() -> None:
    """MW 6.4: lands straight from hand in the main phase (any number), 1 damage for each; not in
    combat; a land the pipeline turns up deals nothing."""
    s = Scenario(players=2, variant=MW)
    s.battlefield(0, "Fastbond")
    forests = s.hand(0, ["Forest", "Forest"])
    s.pipeline(0, ["Mountain", "Island"])
    filler = s.hand(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(PlayLand(forests[0]))
    g.apply(PlayLand(forests[1]))
    assert g.state.players[0].life == 18 and len(ids(g, "Forest")) == 2
    g.apply(RunPipeline())
    g.apply(ChooseObject(filler))
    assert len(ids(g, "Mountain")) == 1 and g.state.players[0].life == 18
    s = Scenario(players=2, variant=MW)
    s.battlefield(0, "Fastbond")
    land = s.hand(0, "Forest")
    s.turn(active=0, step=Step.BEGIN_COMBAT)
    g = s.start()
    assert PlayLand(land) not in g.legal_actions()


def test_mw_6_7_library_of_leng_makes_its_controllers_hand_size_one_larger() -> None:
    """MW 6.7: hand size 10: draw to 11 with the pipeline, discard to 10 outside it."""
    s = Scenario(players=2, variant=MW)
    s.battlefield(0, "Library of Leng")
    s.hand(0, ["Mountain"] * 5)
    s.pipeline(0, ["Forest", "Forest"])
    s.stock(["Island"] * 10)
    s.turn(active=0, step=Step.DRAW)
    g = s.start()
    assert hand_size(g.state, 0) == 10 and hand_size(g.state, 1) == 9
    assert len(g.state.players[0].hand) == 11


def _darkpact_at_a_bird(seed: int, give: bool) -> tuple[Game, int, list[int]]:
    s = Scenario(players=2, variant=MW, seed=seed)
    pact = s.hand(0, "Darkpact")
    for _ in range(3):
        s.battlefield(0, "Swamp")
    bird = s.hand(1, "Jeweled Bird")
    bolts = s.pipeline(1, ["Lightning Bolt", "Lightning Bolt"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, pact, targets=[player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.MAY and g.pending.player == 1
    g.apply(ChooseYesNo(give))
    assert len(g.state.players[0].hand) == 1 and len(g.state.players[1].hand) == 2
    return g, bird, bolts


def test_mw_6_5_jeweled_bird_substitutes_for_a_stolen_card() -> None:
    """MW 6.5: its holder may give it instead of the card Darkpact would take at random (reading:
    decided as Darkpact resolves); declining, the card is taken at random from the whole hand."""
    for seed in range(3):
        g, bird, _ = _darkpact_at_a_bird(seed, True)
        assert g.state.players[0].hand == [bird]
    taken = set()
    for seed in range(6):
        g, bird, bolts = _darkpact_at_a_bird(seed, False)
        taken.add("bird" if g.state.players[0].hand == [bird] else "bolt")
        assert g.state.players[0].hand[0] in [*bolts, bird]
    assert "bolt" in taken


def test_mw_6_5_jeweled_bird_is_an_instant_of_cost_0() -> None:
    """MW 6.5: cast from hand with no mana (MW 3.4: an instant, and of cost 0)."""
    s = Scenario(players=2, variant=MW)
    bird = s.hand(0, "Jeweled Bird")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    g.apply(PassPriority())
    assert CastSpell(bird) in g.legal_actions()


def _kudzu_on(target_seat: int) -> tuple[Game, dict[str, int]]:
    """Three players; P1 casts Kudzu from hand (pipeline size 0) on P<target_seat + 1>'s Island."""
    s = Scenario(players=3, variant=MW)
    s.pipeline_size(0, 0)
    kudzu = s.hand(0, "Kudzu")
    for _ in range(3):
        s.battlefield(0, "Forest")
    lands = {"p1 plains": s.battlefield(0, "Plains"), "p2 island": s.battlefield(1, "Island"),
             "p2 swamp": s.battlefield(1, "Swamp"), "p3 mountain": s.battlefield(2, "Mountain")}
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, kudzu, targets=[lands["p2 island"] if target_seat == 1 else lands["p1 plains"]])
    resolve_stack(g)
    return g, lands


def _tap(g: Game, land: int) -> None:
    """The land's controller taps it for mana (when they get priority)."""
    from oldframe.rules.actions import ActivateAbility

    controller = g.state.objects[land].controller
    while g.pending is not None and g.pending.player != controller:
        g.apply(PassPriority())
    g.apply(ActivateAbility(land, 0))


def test_mw_6_6_kudzu_passes_to_the_controller_of_the_land_it_destroyed() -> None:
    """MW 6.6: the land is destroyed; its controller now controls Kudzu and moves it to a land of their
    own or of a neighbouring opponent, never to one of the player it came from."""
    g, lands = _kudzu_on(1)
    kudzu = ids(g, "Kudzu")[0]
    assert g.state.objects[kudzu].controller == 0
    _tap(g, lands["p2 island"])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.PICK and g.pending.player == 1
    options = {a.oid for a in g.legal_actions()}  # type: ignore[attr-defined]
    assert options == {lands["p2 swamp"], lands["p3 mountain"]}  # not P1's Plains (it came from P1)
    assert lands["p2 island"] not in g.state.objects
    g.apply(ChooseObject(lands["p3 mountain"]))
    k = g.state.objects[kudzu]
    assert k.controller == 1 and k.attached_to == lands["p3 mountain"]
    _tap(g, lands["p3 mountain"])  # now from P2 to P3: P3's own lands or P1's, never P2's
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.PICK and g.pending.player == 2
    assert {a.oid for a in g.legal_actions()} == {lands["p1 plains"]} | set(  # type: ignore[attr-defined]
        o for o in ids(g, "Forest"))


def test_mw_6_6_kudzu_moving_within_one_players_lands_and_dying_without_a_land() -> None:
    """MW 6.6: when control stays with the same player, any enchantable land; with no legal land,
    Kudzu is destroyed."""
    g, lands = _kudzu_on(0)  # on P1's own Plains: control passes from P1 to P1
    _tap(g, lands["p1 plains"])
    resolve_stack(g)
    options = {a.oid for a in g.legal_actions()}  # type: ignore[attr-defined]
    assert lands["p2 island"] in options and lands["p3 mountain"] in options
    s = Scenario(players=2, variant=MW)
    s.pipeline_size(0, 0)
    card = s.hand(0, "Kudzu")
    for _ in range(3):
        s.battlefield(0, "Forest", tapped=True)
    pool_land = s.battlefield(1, "Island")
    s.pool(0, "{G}{G}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, card, targets=[pool_land])
    resolve_stack(g)
    _tap(g, pool_land)  # P2's only land: P2 may not move it to P1 (it came from P1) and has no other
    resolve_stack(g)
    assert not ids(g, "Kudzu") and not ids(g, "Island")
    assert sorted(g.state.objects[o].card.name for o in g.state.players[0].graveyard + g.state.players[1].graveyard) \
        == ["Island", "Kudzu"]
