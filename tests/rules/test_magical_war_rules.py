"""Magical War, rule by rule (MW 1-5 of /work/shared/rules/magical-war.md; the errata of MW 6 are in
test_magical_war_errata.py). Each test is named for the rule it checks."""

from __future__ import annotations

import pytest
from magical_war_helpers import MW, advance, deck, mw

from oldframe import Game
from oldframe.cards.decks import DeckError
from oldframe.rules.actions import (
    CastSpell,
    ChooseObject,
    ChooseTarget,
    ChooseYesNo,
    Concede,
    FinishDeclaring,
    Keep,
    Mulligan,
    PassPriority,
    PlayLand,
)
from oldframe.rules.characteristics import power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.events import Drew, Moved, PipelineChanged, Revealed, StockReshuffled
from oldframe.rules.magical_war.pipeline import RunPipeline
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, ids, pass_priority, player, resolve_stack

RED = deck(("Mountain", 24), ("Grizzly Bears", 12), ("Lightning Bolt", 12), ("Ornithopter", 12))
GREEN = deck(("Forest", 24), ("Grizzly Bears", 20), ("Giant Growth", 16))


def _set_up(g: Game) -> None:
    """Keep every hand, put nothing into play in the initial round, lay the first cards offered."""
    while g.pending is not None and g.pending.kind in (DecisionKind.MULLIGAN, DecisionKind.MW_INITIAL_ROUND,
                                                        DecisionKind.MW_PIPELINE_SETUP):
        kind = g.pending.kind
        g.apply(Keep() if kind == DecisionKind.MULLIGAN else FinishDeclaring()
                if kind == DecisionKind.MW_INITIAL_ROUND else g.legal_actions()[0])


# -- MW 1: players and the shared stock ------------------------------------------------------------------
def test_mw_1_1_two_to_eight_players_clockwise_from_a_fair_start() -> None:
    """MW 1.1: 2 to 8 players; turns go in seat order from the starting player (the seeded coin)."""
    with pytest.raises(DeckError, match="2 to 8"):
        Game([RED] * 9, variant=MW)
    g = Game([RED, GREEN, RED, GREEN], seed=5, variant=MW)
    _set_up(g)
    first = g.starting_player
    actives = []
    for _ in range(5):
        actives.append(g.state.active)
        advance(g, Step.UPKEEP, active=(g.state.active + 1) % 4)
    assert actives == [(first + k) % 4 for k in range(5)]


def test_mw_1_2_every_card_is_shuffled_into_one_stock_and_everyone_draws_from_it() -> None:
    """MW 1.2: all contributed cards form one stock; every player draws from it (no library of their
    own). Reading: the drawer owns what they drew (docs/magical-war.md)."""
    g = Game([RED, GREEN], seed=1, variant=MW)
    s = g.state
    assert all(not p.library for p in s.players)
    names = sorted(s.objects[o].card.name for o in mw(g).stock) + sorted(
        s.objects[o].card.name for p in s.players for o in p.hand)
    assert names.count("Forest") == 24 and names.count("Mountain") == 24 and len(names) == 120
    # both players' hands hold cards of both decks (shuffled together), owned by the drawer
    both = {s.objects[o].card.name for p in s.players for o in p.hand}
    assert {"Forest", "Mountain"} <= both or {"Giant Growth", "Lightning Bolt"} & both
    assert all(s.objects[o].owner == p.index for p in s.players for o in p.hand)


def test_mw_1_3_one_common_graveyard() -> None:
    """MW 1.3: everything goes to one graveyard, which every player sees as one pile."""
    s = Scenario(players=3, variant=MW)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.graveyard(2, "Giant Growth")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    for viewer in range(3):
        pile = sorted(c["name"] for c in g.view(viewer)["variant"]["graveyard"])
        assert pile == ["Giant Growth", "Grizzly Bears", "Lightning Bolt"]


def test_mw_1_3_your_graveyard_is_the_common_graveyard() -> None:
    """MW 1.3 (reading): "your graveyard" in a card's text is the common graveyard: Raise Dead may take
    a creature card any player put there, into its caster's hand; threshold counts all of it."""
    s = Scenario(players=3, variant=MW)
    s.pipeline_size(0, 0)
    raise_dead = s.hand(0, "Raise Dead")
    s.battlefield(0, "Swamp")
    bears = s.graveyard(2, "Grizzly Bears")
    s.graveyard(1, ["Island"] * 3)
    s.graveyard(2, ["Forest"] * 3)
    werebear = s.battlefield(0, "Werebear")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert power(g.state, g.state.objects[werebear]) == 4  # 7 cards in the common graveyard: threshold
    cast(g, raise_dead, targets=[bears])
    resolve_stack(g)
    mine = [g.state.objects[o] for o in g.state.players[0].hand]
    assert [o.card.name for o in mine] == ["Grizzly Bears"] and mine[0].owner == 0


def test_mw_1_2_your_library_is_the_stock() -> None:
    """MW 1.2: every player's library is the common stock: Demonic Tutor searches it, the card found is
    the tutor's caster's, and the stock is shuffled after the search (CR 701.19, 701.20)."""
    s = Scenario(players=2, variant=MW)
    s.pipeline_size(0, 0)
    tutor = s.hand(0, "Demonic Tutor")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    s.stock(["Lightning Bolt", "Island", "Forest"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, tutor)
    resolve_stack(g)
    assert g.pending is not None and g.pending.player == 0
    offered = {g.state.objects[o].card.name for o in g.state.library(0)}
    assert offered == {"Lightning Bolt", "Island", "Forest"} and g.state.library(1) is g.state.library(0)
    bolt = next(o for o in mw(g).stock if g.state.objects[o].card.name == "Lightning Bolt")
    g.apply(ChooseObject(bolt))
    while g.pending is not None and g.pending.kind != DecisionKind.PRIORITY:
        g.apply(g.legal_actions()[0])
    hand = [g.state.objects[o] for o in g.state.players[0].hand]
    assert [(o.card.name, o.owner) for o in hand] == [("Lightning Bolt", 0)]
    assert sorted(g.state.objects[o].card.name for o in mw(g).stock) == ["Forest", "Island"]
    assert all(not p.library for p in g.state.players)  # no player has a library of their own


def test_mw_1_2_a_look_at_the_top_and_a_card_put_back_use_the_stock() -> None:
    """MW 1.2: "the top of your library" is the stock's top: Brainstorm draws three from the stock and
    puts two back on top of it; the stock's bottom card stays where it was."""
    s = Scenario(players=2, variant=MW)
    s.pipeline_size(0, 0)
    storm = s.hand(0, "Brainstorm")
    s.hand(0, "Forest")
    s.battlefield(0, "Island")
    s.stock(["Mountain", "Plains", "Swamp", "Island"])  # top card first
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, storm)
    resolve_stack(g)
    while g.pending is not None and g.pending.kind != DecisionKind.PRIORITY:
        g.apply(g.legal_actions()[0])
    names = sorted(g.state.objects[o].card.name for o in g.state.players[0].hand)
    stock = [g.state.objects[o].card.name for o in mw(g).stock]
    assert len(names) == 2 and len(stock) == 3 and stock[0] == "Island"  # the bottom card stayed
    assert sorted(names + stock[1:]) == ["Forest", "Mountain", "Plains", "Swamp"]



def test_mw_1_4_an_empty_stock_is_refilled_from_the_graveyard_and_an_empty_pair_draws_nothing() -> None:
    """MW 1.4: the graveyard is shuffled into a new stock when the stock would be drawn from empty;
    with both empty the draw does nothing and no one loses."""
    s = Scenario(players=2, variant=MW)
    s.stock(["Island"])
    s.graveyard(1, ["Forest", "Forest", "Forest"])
    s.hand(0, ["Mountain"] * 5)
    s.turn(active=0, step=Step.DRAW)
    g = s.start()  # would draw 10 - 5 = 5: one from the stock, three from the reshuffled graveyard, none
    assert len(g.state.players[0].hand) == 9  # the graveyard had only three
    assert any(isinstance(e, StockReshuffled) for e in g.log)
    assert not g.state.players[0].lost and not g.state.players[0].drew_from_empty
    assert sorted(g.state.objects[o].card.name for o in g.state.players[0].hand).count("Forest") == 3
    assert not any(p.graveyard for p in g.state.players) and not mw(g).stock


def test_mw_1_5_twenty_life_and_a_hand_size_of_nine() -> None:
    """MW 1.5: 20 life each; the cleanup discard goes down to nine."""
    g = Game([RED, GREEN], seed=3, variant=MW)
    assert [p.life for p in g.state.players] == [20, 20]
    s = Scenario(players=2, variant=MW)
    s.hand(0, ["Mountain"] * 11)
    s.turn(active=0, step=Step.CLEANUP)
    g = s.start()
    assert g.pending is not None and g.pending.kind == DecisionKind.DISCARD_TO_HAND_SIZE
    g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    assert len(g.state.players[0].hand) == 9


# -- MW 2: setup ---------------------------------------------------------------------------------------
def test_mw_2_1_each_player_draws_nine() -> None:
    """MW 2.1: nine cards each, under either preset."""
    for rules in ("oldframe", "modern"):
        g = Game([RED, GREEN, RED], seed=8, rules=rules, variant=MW)
        assert [len(p.hand) for p in g.state.players] == [9, 9, 9]


def test_mw_2_2_the_paris_mulligan_from_nine_even_under_a_london_preset() -> None:
    """MW 2.2: the Paris mulligan from nine (one fewer each time, nothing to put on the bottom), the
    starting player first, whatever the preset's mulligan axis (modern plays London)."""
    g = Game([RED, GREEN], seed=9, rules="modern", variant=MW)
    first = g.starting_player
    g.apply(Mulligan())
    assert g.pending is not None and g.pending.player == first and g.pending.kind == DecisionKind.MULLIGAN
    assert len(g.state.players[first].hand) == 8
    g.apply(Keep())
    assert g.pending is not None and g.pending.player == 1 - first
    assert len(mw(g).stock) == 120 - 17


def test_mw_2_3_the_initial_round_puts_zero_cost_cards_into_play_each_replaced() -> None:
    """MW 2.3: in turn order, any number of nonland cards of converted mana cost 0 go into play, one at
    a time, each replaced from the stock; nothing else may be played then."""
    g = Game([deck(("Ornithopter", 40), ("Mountain", 20))] * 2, seed=0, variant=MW)
    while g.pending is not None and g.pending.kind == DecisionKind.MULLIGAN:
        g.apply(Keep())
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_INITIAL_ROUND
    assert g.pending.player == g.starting_player
    legal = g.legal_actions()
    assert FinishDeclaring() in legal
    assert all(isinstance(a, FinishDeclaring) or g.state.objects[a.oid].card.name == "Ornithopter"  # type: ignore[attr-defined]
               for a in legal)
    p = g.starting_player
    g.apply(next(a for a in legal if isinstance(a, ChooseObject)))
    assert len(ids(g, "Ornithopter")) == 1 and len(g.state.players[p].hand) == 9  # replaced
    mountain = next(o for o in g.state.players[p].hand if g.state.objects[o].card.name == "Mountain")
    with pytest.raises(IllegalActionError, match="converted mana cost 0"):
        g.apply(ChooseObject(mountain))
    g.apply(FinishDeclaring())
    assert g.pending is not None and g.pending.player == 1 - p  # then the next player in turn order


def test_mw_2_4_two_cards_face_down_form_a_hidden_pipeline() -> None:
    """MW 2.4: after the initial round each player lays two hand cards as the pipeline, in order; they
    stay part of the hand; only their owner sees them (views, events, legal actions)."""
    g = Game([RED, GREEN], seed=2, variant=MW)
    _set_up(g)
    m = mw(g)
    for p in range(2):
        assert len(m.pipelines[p]) == 2 and set(m.pipelines[p]) <= set(g.state.players[p].hand)
        mine = g.view(p)["variant"]["pipelines"][p]
        theirs = g.view(1 - p)["variant"]["pipelines"][p]
        assert [c["oid"] for c in mine["cards"]] == m.pipelines[p]
        assert "cards" not in theirs and theirs["count"] == 2 and theirs["size"] == 2
        assert "hand" not in g.view(1 - p)["players"][p]
    for e in g.events_for(1):  # nothing names P1's pipeline cards to P2
        if isinstance(e, Moved | Drew) and getattr(e, "owner", getattr(e, "player", None)) == 0:
            assert getattr(e, "name", None) is None and getattr(e, "oid", None) is None
    assert any(isinstance(e, PipelineChanged) for e in g.log)


# -- MW 3: the turn ----------------------------------------------------------------------------------------
def _main(hand: list[str], pipeline: list[str], lands: int = 0, step: Step = Step.MAIN1,
          size: int | None = None, land: str = "Forest") -> tuple[Game, list[int], list[int]]:
    s = Scenario(players=2, variant=MW)
    h = s.hand(0, hand)
    pipe = s.pipeline(0, pipeline)
    for _ in range(lands):
        s.battlefield(0, land)
    if size is not None:
        s.pipeline_size(0, size)
    s.stock(["Island"] * 20)
    s.turn(active=0, step=step)
    return s.start(), h, pipe


def test_mw_3_2_draw_until_hand_plus_pipeline_is_hand_size_plus_one() -> None:
    """MW 3.2 (and MWR-03): 4 + 2 draws 4; 11 + 2 draws nothing."""
    for in_hand, drawn in ((4, 4), (11, 0)):
        s = Scenario(players=2, variant=MW)
        s.hand(0, ["Mountain"] * in_hand)
        s.pipeline(0, ["Forest", "Forest"])
        s.turn(active=0, step=Step.DRAW)
        g = s.start()
        assert len(g.state.players[0].hand) == in_hand + 2 + drawn


def test_mw_3_3_a_land_turned_up_comes_into_play_as_the_land_played() -> None:
    """MW 3.3: a card goes to the end of the pipeline, the first is turned up: a land comes into play
    and counts as the turn's land."""
    g, (bears,), (forest, _) = _main(["Grizzly Bears"], ["Forest", "Island"])
    assert RunPipeline() in g.legal_actions()
    g.apply(RunPipeline())
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_PIPELINE_ADD
    g.apply(ChooseObject(bears))
    assert forest not in g.state.objects and len(ids(g, "Forest")) == 1
    assert g.state.players[0].lands_played == 1
    assert [g.state.objects[o].card.name for o in mw(g).pipelines[0]] == ["Island", "Grizzly Bears"]
    assert any(isinstance(e, Revealed) and e.name == "Forest" for e in g.events_for(1))
    assert RunPipeline() not in g.legal_actions()  # once a turn


def test_mw_3_3_a_spell_turned_up_is_cast_if_it_can_be_paid_else_goes_to_the_graveyard() -> None:
    """MW 3.3: a spell turned up may be cast if its cost can be paid now (then it resolves as usual);
    declined, or unpayable, it goes to the graveyard without effect."""
    g, (filler,), _ = _main(["Island"], ["Grizzly Bears", "Island"], lands=2)
    g.apply(RunPipeline())
    g.apply(ChooseObject(filler))
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_PIPELINE_CAST
    g.apply(ChooseYesNo(True))
    resolve_stack(g)
    assert len(ids(g, "Grizzly Bears")) == 1
    g, (filler,), _ = _main(["Island"], ["Grizzly Bears", "Island"], lands=2)
    g.apply(RunPipeline())
    g.apply(ChooseObject(filler))
    g.apply(ChooseYesNo(False))
    assert [g.state.objects[o].card.name for o in g.state.players[0].graveyard] == ["Grizzly Bears"]
    g, (filler,), _ = _main(["Island"], ["Grizzly Bears", "Island"], lands=1)  # can't pay {1}{G}
    g.apply(RunPipeline())
    g.apply(ChooseObject(filler))
    assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY  # no choice to make
    assert [g.state.objects[o].card.name for o in g.state.players[0].graveyard] == ["Grizzly Bears"]


def test_mw_3_3_the_subphase_is_taken_before_or_after_combat_but_not_skipped() -> None:
    """MW 3.3: the subphase may wait for the second main phase, which can't end without it."""
    g, _, _ = _main(["Island"], ["Forest", "Island"])
    pass_priority(g)  # main 1 → combat, without the subphase
    pass_priority(g)
    advance(g, Step.MAIN2, active=0)
    legal = g.legal_actions()
    assert RunPipeline() in legal and PassPriority() not in legal
    with pytest.raises(IllegalActionError, match=r"MW 3\.3"):
        g.apply(PassPriority())
    g.apply(RunPipeline())
    g.apply(g.legal_actions()[0])
    assert PassPriority() in g.legal_actions()


def test_mw_3_4_only_instants_and_zero_cost_spells_from_hand() -> None:
    """MW 3.4 (and MWR-05): lands, creatures and sorceries from hand are refused; pipeline cards can't
    be played from hand at all."""
    g, (land, bears, bolt), (pipe_bolt, _) = _main(["Forest", "Grizzly Bears", "Lightning Bolt"],
                                                   ["Lightning Bolt", "Island"], lands=3, land="Mountain")
    legal = g.legal_actions()
    assert PlayLand(land) not in legal and CastSpell(bears) not in legal and CastSpell(bolt) in legal
    assert CastSpell(pipe_bolt) not in legal
    with pytest.raises(IllegalActionError, match="pipeline"):
        g.apply(PlayLand(land))
    with pytest.raises(IllegalActionError, match="in the pipeline"):
        g.apply(CastSpell(pipe_bolt))


def test_mw_3_5_pipeline_cards_do_not_count_toward_the_cleanup_discard() -> None:
    """MW 3.5 (reading): ten cards outside the pipeline and two in it: discard one, never a pipeline card."""
    s = Scenario(players=2, variant=MW)
    s.hand(0, ["Mountain"] * 10)
    pipe = s.pipeline(0, ["Forest", "Forest"])
    s.turn(active=0, step=Step.CLEANUP)
    g = s.start()
    assert g.pending is not None and g.pending.kind == DecisionKind.DISCARD_TO_HAND_SIZE
    assert all(a.oid not in pipe for a in g.legal_actions())  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError):
        g.apply(ChooseObject(pipe[0]))
    g.apply(g.legal_actions()[0])
    assert len(g.state.players[0].hand) == 11 and mw(g).pipelines[0] == pipe


def test_mw_3_6_a_pipeline_size_of_zero_plays_from_hand() -> None:
    """MW 3.6: with pipeline size 0 or less the player plays lands and spells from hand, normally."""
    g, (land, bears), _ = _main(["Forest", "Grizzly Bears"], [], lands=2, size=0)
    legal = g.legal_actions()
    assert PlayLand(land) in legal and CastSpell(bears) in legal and RunPipeline() not in legal
    g.apply(PlayLand(land))
    cast(g, bears)
    resolve_stack(g)
    assert len(ids(g, "Grizzly Bears")) == 1 and len(ids(g, "Forest")) == 3


# -- MW 4: leaving the game ----------------------------------------------------------------------------------
def test_mw_4_1_a_conceding_player_leaves_at_once_and_the_last_player_wins() -> None:
    """MW 4.1: the last gasp is for a player who loses; conceding leaves at once. The last one wins."""
    s = Scenario(players=2, variant=MW)
    s.pipeline(1, ["Lightning Bolt", "Island"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(Concede(1))
    assert g.is_over() and g.outcome() == (0,)


def test_mw_4_1_the_last_gasp_of_a_player_at_zero_life_in_a_two_player_game() -> None:
    """MW 4.1: the loser's Bolt may still take the other player down with them: a draw."""
    s = Scenario(players=2, variant=MW)
    kill = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.life(0, 3)
    s.life(1, 3)
    bolt, _ = s.pipeline(1, ["Lightning Bolt", "Island"])
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, kill, targets=[player(1)])
    resolve_stack(g)
    assert not g.is_over()
    g.apply(CastSpell(bolt))
    g.apply(ChooseTarget(("player", 0)))
    resolve_stack(g)
    assert g.state.players[0].life == 0 and not g.is_over()
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_LAST_GASP and g.pending.player == 1
    g.apply(FinishDeclaring())  # P2 leaves; P1 has lost too (it is only taking its last gasp): a draw
    assert g.is_over() and g.outcome() == ()


def test_mw_4_1_a_player_may_concede_during_the_last_gasp() -> None:
    """MW 4.1: conceding in the middle of the last gasp ends it; the game goes on without them."""
    s = Scenario(players=3, variant=MW)
    kill = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.life(1, 3)
    s.pipeline(1, ["Lightning Bolt", "Island"])
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, kill, targets=[player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_LAST_GASP
    g.apply(Concede(1))
    assert g.state.players[1].lost and mw(g).gasping == [] and not g.is_over()
    assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY and g.pending.player == 0


# -- MW 5: formats ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["oldframe", "modern"])
def test_mw_5_1_the_variant_is_played_as_any_preset(rules: str) -> None:
    """MW 5.1: a Magical War game sits on top of a preset: its rules (here the mana pool axis) hold."""
    g = Game([RED, GREEN], seed=4, rules=rules, variant=MW)
    assert g.rules.name == rules and g.to_json()["variant"] == MW
    assert g.view(0)["variant"]["name"] == MW


def test_unknown_variant_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown variant 'nuclear-war'; known variants: magical-war"):
        Game([RED, GREEN], variant="nuclear-war")
    with pytest.raises(TypeError, match="variant must be a variant name"):
        Game([RED, GREEN], variant=3)  # type: ignore[arg-type]


@pytest.mark.parametrize("when", ["mulligan", "mw_initial_round", "mw_pipeline_setup"])
def test_mw_4_1_a_player_conceding_during_the_set_up_leaves_and_the_others_go_on(when: str) -> None:
    """MW 4.1 with MW 2: a concession before the first turn removes that player; the others finish
    the mulligans, initial round and pipelines, and the first turn goes to the next living seat."""
    d = deck(("Mountain", 30), ("Ornithopter", 30))
    g = Game([d, d, d], seed=1, variant=MW)
    while g.pending is not None and g.pending.kind != when:
        g.apply(g.legal_actions()[0])
    g.apply(Concede(g.starting_player))
    _set_up(g)
    assert mw(g).stage == "play" and g.state.turn == 1
    assert g.state.active == (g.starting_player + 1) % 3
    assert [len(p) for i, p in enumerate(mw(g).pipelines) if i != g.starting_player] == [2, 2]
