"""Free-for-all games of two to eight players: seats, turn order, who may be attacked (every
opponent, or under ``attack_left_only`` the next player, CR 803.1a), a player leaving the game with
everything they own (CR 800.4a; docs/multiplayer.md for the 2003 reading), and hidden cards staying
hidden from every other seat."""

from __future__ import annotations

import json

import pytest

from oldframe import Game
from oldframe.cards.decks import Deck, DeckError
from oldframe.game_checks import GameRecordError
from oldframe.rules.actions import CastSpell, ChooseTarget, Concede, DeclareAttacker, PassPriority
from oldframe.rules.events import TurnBegan
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, cast, ids, pass_priority, pass_until

LANDS = ["Forest"] * 40


def _game(n: int, **kw: object) -> Game:
    return Game([LANDS] * n, seed=3, starting_player=0, **kw)  # type: ignore[arg-type]


def _past_mulligans(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "mulligan":
        g.apply(g.legal_actions()[0] if str(g.legal_actions()[0]) == "keep" else
                next(a for a in g.legal_actions() if str(a) == "keep"))


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_two_to_eight_seats_each_with_a_deck_life_and_hand(n: int) -> None:
    g = _game(n)
    assert g.state.n_players == n
    for p in g.state.players:
        assert p.life == 20 and len(p.hand) == 7 and len(p.library) == 33


@pytest.mark.parametrize("n", [0, 1, 9])
def test_a_game_outside_two_to_eight_seats_is_refused_naming_the_count(n: int) -> None:
    with pytest.raises(DeckError, match=f"a game needs 2 to 8 decks, got {n}"):
        Game([LANDS] * n)


def test_turns_pass_in_seat_order_from_the_starting_player_and_skip_a_player_who_left() -> None:
    g = Game([LANDS] * 4, seed=1, starting_player=2)
    _past_mulligans(g)
    actives: list[int] = []
    while len(actives) < 6:
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority" else g.legal_actions()[0])
        actives = [e.active for e in g.log if isinstance(e, TurnBegan)]
        if len(actives) == 2 and not g.state.players[0].lost:
            g.apply(Concede(0))  # P1 leaves during P4's turn: the order goes on without seat 0
    assert actives[:6] == [2, 3, 1, 2, 3, 1]


def test_only_the_first_player_of_a_two_player_game_skips_the_first_draw() -> None:
    """CR 103.8a / 2003 101.4 are written for two players; in a free-for-all everyone draws (the
    modern multiplayer rule; a reading, docs/multiplayer.md)."""
    g = _game(3)
    _past_mulligans(g)
    while g.state.step < Step.MAIN1:
        g.apply(PassPriority())
    assert len(g.state.players[0].hand) == 8


def _attack_board(n: int, *, left_only: bool) -> Game:
    s = Scenario(players=n, attack_left_only=left_only)
    s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    return s.start()


def test_a_creature_may_attack_any_opponent_by_default() -> None:
    g = _attack_board(4, left_only=False)
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    declared = {a.defender for a in g.legal_actions() if isinstance(a, DeclareAttacker)}
    assert declared == {1, 2, 3}


def test_attack_left_only_lets_a_creature_attack_the_next_player_alone() -> None:
    """CR 803.1a (Battle Royale's house rule): only the player to the left, next in turn order."""
    g = _attack_board(4, left_only=True)
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    declared = {a.defender for a in g.legal_actions() if isinstance(a, DeclareAttacker)}
    assert declared == {1}
    with pytest.raises(ValueError, match="can't attack P3"):
        g.apply(DeclareAttacker(next(iter(g.state.battlefield)), 2))


def test_attack_left_only_passes_to_the_next_living_player_when_the_left_one_has_left() -> None:
    g = _attack_board(4, left_only=True)
    g.apply(Concede(1))
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert {a.defender for a in g.legal_actions() if isinstance(a, DeclareAttacker)} == {2}


def test_attack_left_only_is_validated_and_kept_in_records_and_copies() -> None:
    with pytest.raises(TypeError, match="attack_left_only must be True or False"):
        Game([LANDS] * 3, attack_left_only=1)  # type: ignore[arg-type]
    g = _game(3, attack_left_only=True)
    record = g.to_json()
    assert record["attack_left_only"] is True
    assert Game.from_json(json.loads(json.dumps(record))).state.attack_left_only
    assert Game.from_json({"format": "oldframe-game", "state": g.state_json()}).state.attack_left_only
    assert g.copy().state.attack_left_only
    assert "attack_left_only" not in _game(3).to_json()  # records without the option are unchanged
    with pytest.raises(GameRecordError, match="'attack_left_only' must be true or false"):
        Game.from_json({**record, "attack_left_only": "yes"})


def test_a_player_who_leaves_takes_everything_they_own_and_their_control_ends() -> None:
    """CR 800.4a: P3's permanents and spell leave; the creature P3 stole returns to P1; a card of P2
    that P3 merely controls is removed from the game; creatures attacking P3 leave combat."""
    s = Scenario(players=4)
    p1_bears = s.battlefield(0, "Grizzly Bears")
    magic = s.battlefield(2, "Control Magic", attached_to=p1_bears)
    s.battlefield(2, "Forest")
    p2_card = s.battlefield(1, "Hill Giant", controller=2)
    attacker = s.battlefield(3, "Grizzly Bears")
    bolt = s.hand(2, "Lightning Bolt")
    s.battlefield(2, "Mountain")
    s.turn(active=3, step=Step.MAIN1)
    g = s.start()
    assert g.state.objects[p1_bears].controller == 2
    attack(g, {attacker: 2})
    while g.pending is not None and g.pending.player != 2:
        g.apply(PassPriority())
    cast(g, bolt, targets=[attacker])  # P3's spell on the stack as P3 leaves
    g.apply(Concede(2))
    st = g.state
    assert st.players[2].lost
    assert not [o for o in st.battlefield if st.objects[o].owner == 2 or st.objects[o].controller == 2]
    assert not st.stack and magic not in st.objects
    assert st.objects[p1_bears].controller == 0
    assert [st.objects[o].card.name for o in st.players[1].exile] == ["Hill Giant"] and p2_card not in st.objects
    assert sorted(st.objects[o].card.name for o in st.players[2].exile) == [
        "Control Magic", "Forest", "Lightning Bolt", "Mountain"]
    assert st.combat is None or attacker not in st.combat.attackers
    assert g.pending is not None and g.pending.player != 2 and not g.is_over()


def test_a_player_at_zero_life_leaves_and_the_last_one_standing_wins() -> None:
    s = Scenario(players=3)
    s.life(1, 2)
    s.life(2, 3)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Forest")
    bolts = s.hand(0, ["Lightning Bolt", "Lightning Bolt"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolts[0], targets=[("player", 1)])
    while g.state.stack:
        pass_priority(g)
    assert g.state.players[1].lost and not g.is_over()
    assert not ids(g, "Forest")
    cast(g, bolts[1], targets=[("player", 2)])
    while not g.is_over():
        pass_priority(g)
    assert g.outcome() == (0,)


def test_four_seats_never_see_each_others_hidden_cards() -> None:
    """Every seat's view and events name its own hand and nobody else's (CR 400.2)."""
    pairs = [("Grizzly Bears", "Forest"), ("Lightning Bolt", "Mountain"), ("Counterspell", "Island"),
             ("Dark Ritual", "Swamp")]
    decks = [Deck(tuple([spell] * 20 + [land] * 20)) for spell, land in pairs]
    g = Game(decks, seed=5, starting_player=0)
    _past_mulligans(g)
    while g.state.step < Step.MAIN1:  # P1 has drawn; nothing has been played or discarded yet
        g.apply(PassPriority())
    own = {0: {"Grizzly Bears", "Forest"}, 1: {"Lightning Bolt", "Mountain"}, 2: {"Counterspell", "Island"},
           3: {"Dark Ritual", "Swamp"}}
    for seat in range(4):
        view_text = json.dumps(g.view(seat))
        events_text = json.dumps([e.to_json() for e in g.events_for(seat)])
        for other in range(4):
            if other == seat:
                continue
            for name in own[other]:
                assert name not in view_text, f"P{seat + 1}'s view names P{other + 1}'s {name}"
                assert name not in events_text, f"P{seat + 1}'s events name P{other + 1}'s {name}"
        hand = {g.state.objects[o].card.name for o in g.state.players[seat].hand}
        assert hand and all(name in view_text for name in hand), "each seat sees its own hand"


def test_the_graveyard_of_a_player_who_left_is_out_of_reach() -> None:
    """CR 800.4a: their cards left with them; Reanimate can't take a creature from their graveyard."""
    s = Scenario(players=3)
    mine = s.graveyard(1, "Grizzly Bears")
    theirs = s.graveyard(2, "Hill Giant")
    s.battlefield(0, "Swamp")
    reanimate = s.hand(0, "Reanimate")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(Concede(2))
    g.apply(CastSpell(reanimate))
    targets = {a.target for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    assert ("object", mine) in targets and ("object", theirs) not in targets

