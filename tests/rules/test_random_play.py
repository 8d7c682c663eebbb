"""Random-play invariants: many seeded random games finish without errors, card totals are conserved
across zones, JSON and copy/undo round trips are exact, and a replay gives the same game."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from oldframe import Game
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import Deck
from oldframe.rules.characteristics import VERIFY_CACHE
from oldframe.rules.state import GameState, Zone

GAMES = 200
CAP = 3000


def owned_counts(state: GameState) -> list[int]:
    counts = [0] * state.n_players
    for obj in state.objects.values():
        counts[obj.owner] += 1
    return counts


def zone_consistent(state: GameState) -> None:
    """Every object is listed in exactly the zone it says it is in."""
    listed: dict[int, Zone] = {}
    for p in state.players:
        for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.SIDEBOARD):
            for oid in p.zone_list(zone):
                assert oid not in listed, f"object {oid} listed twice"
                listed[oid] = zone
    for oid in state.battlefield:
        assert oid not in listed
        listed[oid] = Zone.BATTLEFIELD
    for oid in state.phased_out:
        assert oid not in listed
        listed[oid] = Zone.PHASED_OUT
    for it in state.stack:
        if it.kind == "spell":
            listed[it.oid] = Zone.STACK
    if state.casting is not None and state.casting.kind == "spell":
        listed[state.casting.oid] = Zone.STACK
    if state.resolving is not None and state.resolving.kind == "spell":
        listed[state.resolving.oid] = Zone.STACK
    assert set(listed) == set(state.objects), "objects and zone lists disagree"
    for oid, zone in listed.items():
        assert state.objects[oid].zone == zone


def play(deck_a: Deck, deck_b: Deck, seed: int, rules: str, deep_every: int = 0) -> Game:
    game = Game([deck_a, deck_b], seed=seed, rules=rules)
    agents = [RandomAgent(seed * 7 + 1), RandomAgent(seed * 7 + 2)]
    sizes = [len(deck_a.main) + len(deck_a.sideboard), len(deck_b.main) + len(deck_b.sideboard)]
    n = 0
    while not game.is_over():
        assert n < CAP, f"seed {seed}: game did not finish in {CAP} decisions"
        legal = game.legal_actions()
        assert legal, f"seed {seed}: no legal action at decision {n} ({game.pending})"
        pending = game.pending
        assert pending is not None
        action = agents[pending.player].choose(game.view(pending.player), legal)
        if deep_every and n % deep_every == 0:
            before = json.dumps(game.state_json(), sort_keys=True)
            twin = game.copy()
            twin.apply(action)
            assert json.dumps(game.state_json(), sort_keys=True) == before, "copy is not independent"
            twin.undo()
            assert json.dumps(twin.state_json(), sort_keys=True) == before, "undo does not restore"
            loaded = Game.from_json({"format": "oldframe-game", "state": game.state_json()})
            assert json.dumps(loaded.state_json(), sort_keys=True) == before, "state JSON round trip"
        game.apply(action)
        n += 1
        assert owned_counts(game.state) == sizes, f"seed {seed}: cards not conserved after {action}"
        zone_consistent(game.state)
    return game


@pytest.fixture
def verify_characteristics_cache() -> Iterator[None]:
    """Recompute every cached characteristics read and fail on a stale one."""
    VERIFY_CACHE[0] = True
    yield
    VERIFY_CACHE[0] = False


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])
def test_random_games_finish_and_conserve_cards(deck_a: Deck, deck_b: Deck, rules: str,
                                                verify_characteristics_cache: None) -> None:
    """GAMES seeded random games per preset finish with a result and keep every invariant."""
    outcomes = []
    for seed in range(GAMES // 2):
        game = play(deck_a, deck_b, seed, rules, deep_every=40 if seed % 10 == 0 else 0)
        outcome = game.outcome()
        assert outcome is not None
        outcomes.append(outcome)
    assert any(o == (0,) for o in outcomes) and any(o == (1,) for o in outcomes)


@pytest.mark.parametrize("seed", [3, 11])
def test_replay_gives_the_same_game_byte_for_byte(deck_a: Deck, deck_b: Deck, seed: int) -> None:
    game = play(deck_a, deck_b, seed, "oldframe")
    replay = Game.loads(game.dumps())
    assert replay.dumps() == game.dumps()
    assert replay.log == game.log
    again = Game([deck_a, deck_b], seed=seed)
    for a in game.actions:
        again.apply(a)
    assert again.log == game.log


def test_different_seeds_give_different_games(deck_a: Deck, deck_b: Deck) -> None:
    assert play(deck_a, deck_b, 1, "oldframe").log != play(deck_a, deck_b, 2, "oldframe").log


MECHANICS_GAMES = 25


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])
def test_random_games_with_rules_depth_mechanics(rules: str, verify_characteristics_cache: None) -> None:
    """The same invariants with phasing, Licids, copies, text changing, banding, morph, echo,
    buyback, pitch spells, Wishes and lifelink-style triggers in the decks (tests/data)."""
    from pathlib import Path

    from oldframe.cards.decks import read_deck

    here = Path(__file__).resolve().parent.parent / "data"
    deck_a, deck_b = read_deck(here / "mechanics_a.txt"), read_deck(here / "mechanics_b.txt")
    seen: set[str] = set()
    for seed in range(MECHANICS_GAMES):
        game = play(deck_a, deck_b, seed, rules, deep_every=15)
        assert game.outcome() is not None
        seen.update(e.kind for e in game.log)
    # the decks really exercise the mechanics (a Licid attaching is rare: about one game in ten; the
    # scourge2003 games, dealt differently by the draw on the stack, meet none in these seeds — its
    # Licid rulings run as scenario tests, LIC-01…04, under every preset)
    wanted = {"phase_in", "text_change", "wish"} | ({"draw_on_stack"} if rules == "scourge2003" else {"licid_attach"})
    assert wanted <= seen


@pytest.mark.slow
@pytest.mark.parametrize("rules,games", [("oldframe", 30), ("modern", 15)])
def test_random_decks_from_the_whole_playable_pool(rules: str, games: int) -> None:
    """Fuzzing: seeded random 40-card decks drawn from every playable card; games finish without an
    engine error and every ~100 decisions the state survives a JSON round trip."""
    import random

    from oldframe.cards.registry import default_registry

    registry = default_registry()
    spells = sorted(c.name for c in registry.pool
                    if registry.get(c.name).playable and "Land" not in registry.get(c.name).types)
    basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    for seed in range(games):
        rng = random.Random(seed)
        decks = [[rng.choice(spells) for _ in range(24)] + [rng.choice(basics) for _ in range(16)]
                 for _ in range(2)]
        game = Game(decks, seed=seed, rules=rules)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        for n in range(CAP):
            if game.is_over():
                break
            pending = game.pending
            assert pending is not None
            game.apply(agents[pending.player].choose({}, game.legal_actions()))
            if n % 97 == 0:
                before = json.dumps(game.state_json(), sort_keys=True)
                loaded = Game.from_json({"format": "oldframe-game", "state": game.state_json()})
                assert json.dumps(loaded.state_json(), sort_keys=True) == before
