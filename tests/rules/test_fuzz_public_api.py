"""Property-based tests of the public API (issue #9, item 7): nothing malformed gets in, nothing hidden leaks.

* a bogus action (any action type, any field values, look-alikes such as ``PlayLand(81.0)``) raises
  IllegalActionError and leaves the game byte-identical;
* ``action_from_json`` and ``parse_notation`` give an action that round-trips, or ActionParseError;
* a mutated game record gives a clear ValueError or a game whose first uses all work;
* a deck text gives a Deck or a DeckError (never MemoryError or OverflowError), and so does ``Game``;
* view swap: replacing every card a player cannot see changes nothing that player sees (view, legal
  actions, event stream), face-down creatures included.
"""

from __future__ import annotations

import json
import random
from dataclasses import fields
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from oldframe import Game, IllegalActionError, action_from_json, parse_deck, parse_notation
from oldframe.cards.decks import Deck, DeckError
from oldframe.cards.registry import default_registry
from oldframe.game import malformed
from oldframe.rules.actions import ACTION_TYPES, Action, ActionParseError, CastWith, Concede, PlayLand
from oldframe.rules.events import Attacked, Moved, Tapped
from oldframe.rules.state import Zone

#: Derandomized: CI draws the same examples every run, so a failure replays; to explore further, run
#: these by hand with ``derandomize=False`` and a larger ``max_examples``.
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
DECK_A = ["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4 \
    + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 4 + ["Shock"] * 3
DECK_B = ["Island"] * 8 + ["Swamp"] * 6 + ["Plains"] * 3 + ["Storm Crow"] * 4 + ["Wind Drake"] * 4 \
    + ["Hypnotic Specter"] * 4 + ["Serra Angel"] * 3 + ["Counterspell"] * 4 + ["Dark Ritual"] * 4

_GAMES: dict[tuple[int, int], Game] = {}


def position(seed: int, steps: int) -> Game:
    """A game of the benchmark decks after ``steps`` random legal actions (memoised; callers copy)."""
    key = (seed, steps)
    if key not in _GAMES:
        g = Game([DECK_A, DECK_B], seed=seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if g.is_over():
                break
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
        _GAMES[key] = g
    return _GAMES[key].copy()


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=False),
                         st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)
field_values = st.one_of(json_scalars, st.tuples(st.sampled_from(["player", "object", "x"]),
                                                 st.one_of(st.integers(-3, 500), st.floats(), st.booleans())),
                         st.lists(st.integers(0, 200), max_size=3), st.integers(0, 300))


@st.composite
def bogus_actions(draw: st.DrawFn) -> Action:
    cls = draw(st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda c: c.kind)))
    values = {f.name: draw(field_values) for f in fields(cls)}
    return cls(**values)


def _equal_looking(a: Action) -> Action | None:
    """A look-alike of a legal action: an int field as float or bool, a tuple as list."""
    for f in fields(a):
        v = getattr(a, f.name)
        if type(v) is int:
            return type(a)(**{**{g.name: getattr(a, g.name) for g in fields(a)}, f.name: float(v)})
        if type(v) is tuple:
            return type(a)(**{**{g.name: getattr(a, g.name) for g in fields(a)}, f.name: list(v)})
    return None


# -- nothing malformed gets in ---------------------------------------------------------------------------
@FUZZ
@given(st.integers(1, 4), st.sampled_from([0, 3, 40, 120]), bogus_actions())
def test_a_bogus_action_raises_and_changes_nothing(seed: int, steps: int, action: Action) -> None:
    g = position(seed, steps)
    legal = g.legal_actions()
    assume(not (malformed(action) is None and (action in legal or isinstance(action, Concede))))
    before = g.dumps()
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert g.dumps() == before
    assert g.legal_actions() == legal


@FUZZ
@given(st.integers(1, 4), st.sampled_from([0, 3, 40, 120]), st.integers(0, 10_000))
def test_a_look_alike_of_a_legal_action_is_refused(seed: int, steps: int, pick: int) -> None:
    g = position(seed, steps)
    rng = random.Random(pick)
    while not g.is_over() and not any(_equal_looking(a) for a in g.legal_actions()):
        g.apply(rng.choice(g.legal_actions()))  # on to a decision whose actions have fields
    assume(not g.is_over())
    candidates = [a for a in g.legal_actions() if _equal_looking(a)]
    fake = _equal_looking(candidates[pick % len(candidates)])
    before = g.dumps()
    with pytest.raises(IllegalActionError, match="must be"):
        g.apply(fake)  # type: ignore[arg-type]
    assert g.dumps() == before


def test_the_issue_examples() -> None:
    g = position(1, 0)
    for fake in (PlayLand(81.0), Concede(True), CastWith(5, "morph", 0.0), "pass", None):  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError):
            g.apply(fake)  # type: ignore[arg-type]


@FUZZ
@given(json_values)
def test_action_from_json_is_strict(data: Any) -> None:
    try:
        action = action_from_json(data)
    except ActionParseError as exc:
        assert str(exc)
        return
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


@FUZZ
@given(st.one_of(st.sampled_from(sorted(ACTION_TYPES)), st.text(max_size=6)),
       st.lists(st.one_of(st.text(max_size=8), st.from_regex(r"[P#-]?[0-9²١]{1,30}", fullmatch=True)), max_size=3))
def test_parse_notation_is_strict(word: str, args: list[str]) -> None:
    text = " ".join([word, *args])
    try:
        action = parse_notation(text)
    except ActionParseError as exc:
        assert str(exc)
        return
    assert parse_notation(action.notation()) == action


@st.composite
def mutated(draw: st.DrawFn, record: Any) -> Any:
    """The record with one value somewhere replaced, removed or added."""
    record = json.loads(json.dumps(record))
    node, path = record, []
    while isinstance(node, dict | list) and node and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(node, key=str)) if isinstance(node, dict) else st.integers(0, len(node) - 1))
        if not isinstance(node[key], dict | list) or not node[key]:
            break
        node, path = node[key], [*path, key]
    if isinstance(node, dict) and node:
        key = draw(st.sampled_from(sorted(node, key=str)))
    elif isinstance(node, list) and node:
        key = draw(st.integers(0, len(node) - 1))
    else:
        return record
    how = draw(st.sampled_from(["replace", "replace", "remove", "add"]))
    if how == "remove":
        del node[key]
    elif how == "add" and isinstance(node, dict):
        node[draw(st.text(max_size=6))] = draw(json_values)
    else:
        node[key] = draw(st.one_of(json_values, st.integers(-5, 300)))
    return record


def _first_uses(g: Game) -> None:
    acts = g.legal_actions()
    for p in range(g.state.n_players):
        g.view(p)
        g.events_for(p)
    if acts:
        g.copy().apply(acts[0])
    g.dumps()


@FUZZ
@given(st.integers(1, 3), st.sampled_from([5, 60]), st.data())
def test_a_mutated_game_record_is_refused_or_playable(seed: int, steps: int, data: st.DataObject) -> None:
    record = position(seed, steps).to_json()
    if data.draw(st.booleans()):
        record = {k: v for k, v in record.items() if k in ("format", "state")}  # a state-only record
    bad = data.draw(mutated(record))
    try:
        g = Game.from_json(bad)
    except ValueError as exc:
        assert str(exc)
        return
    _first_uses(g)


deck_lines = st.one_of(
    st.builds(lambda n, name: f"{n} {name}",
              st.one_of(st.integers(-3, 10**12), st.from_regex(r"[0-9]{1,40}", fullmatch=True)),
              st.sampled_from(["Forest", "Island", "Lightning Bolt", "Not A Card", "", "Forest\x00", "Fire // Ice"])),
    st.sampled_from(["Sideboard", "SB: 2 Shock", "// comment", "# note"]),
    st.text(max_size=20))


@FUZZ
@given(st.lists(deck_lines, max_size=6))
def test_a_deck_text_gives_a_deck_or_a_clear_error(lines: list[str]) -> None:
    text = "\n".join(lines)
    try:
        deck = parse_deck(text)
    except DeckError as exc:
        assert str(exc)
        return
    try:
        g = Game([deck, Deck(tuple(DECK_A))], seed=1)
    except DeckError as exc:
        assert str(exc)
        return
    _first_uses(g)


def test_absurd_deck_counts_are_refused_with_the_line() -> None:
    for count in ("100000000", "9" * 5000, "1001"):
        with pytest.raises(DeckError, match=r"<deck>:1: count .* too many"):
            parse_deck(f"{count} Forest")
    with pytest.raises(DeckError, match="at most 1000"):
        Game([["Forest"] * 1001, DECK_A])


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"decks": "Forest"}, "decks"), ({"decks": [DECK_A]}, "2 to 8 decks"), ({"decks": [DECK_A, [1, 2]]}, "deck 2"),
    ({"seed": 1.5}, "seed"), ({"seed": True}, "seed"), ({"rules": ["x"]}, "rules"),
    ({"starting_player": "0"}, "starting_player"), ({"registry": {}}, "registry"),
    ({"keep_history": 1}, "keep_history"), ({"allow_unplayable": "no"}, "allow_unplayable"),
])
def test_game_arguments_are_checked_by_name(kwargs: dict[str, Any], field: str) -> None:
    args: dict[str, Any] = {"decks": [DECK_A, DECK_B], **kwargs}
    with pytest.raises((TypeError, ValueError), match=field):
        Game(**args)


# -- nothing hidden leaks -----------------------------------------------------------------------------------
def _hidden_from(g: Game, viewer: int) -> list[int]:
    s = g.state
    out = []
    for p in s.players:
        out += p.library
        if p.index != viewer:
            out += p.hand + p.sideboard
    out += [oid for oid, o in s.objects.items() if o.face_down and (o.controller != viewer or o.zone == Zone.EXILE)]
    return out


def _swap_hidden(g: Game, viewer: int) -> Game:
    """A copy in which every card ``viewer`` cannot see is another card."""
    reg = default_registry()
    twin = g.copy()
    s = twin.state
    for oid in _hidden_from(twin, viewer):
        o = s.objects[oid].clone()
        o.card = o.printed = reg.get("Wind Drake" if o.printed.name != "Wind Drake" else "Forest")
        s.objects[oid] = o
    s.chars_cache = {}
    twin._legal = None
    return twin


@FUZZ
@given(st.integers(1, 30), st.integers(0, 150), st.integers(0, 1))
def test_view_swap_the_view_and_legal_actions_ignore_hidden_cards(seed: int, steps: int, viewer: int) -> None:
    g = position(seed, steps)
    twin = _swap_hidden(g, viewer)
    assert g.view(viewer) == twin.view(viewer)


MORPHS = ["Exalted Angel", "Whipcorder", "Daru Lancer", "Battering Craghorn"]


def _quiet_game(active_deck: list[str], seed: int, steps: int) -> Game:
    """P1 plays lands, morphs face down and attacks; P2 (all lands) only keeps, passes and declares no
    blockers. Every choice is drawn from the same seeded generator, so two games whose P1 decks differ
    only in which morph creatures they hold take the same actions as long as P2 cannot tell them apart."""
    g = Game([active_deck, ["Plains"] * 40], seed=seed, starting_player=0)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over() or g.pending is None or (g.pending.kind, g.pending.player) == ("discard_to_hand_size", 0):
            break  # a discard is public: the two games may rightly differ from there on
        acts = g.legal_actions()
        if g.pending.player == 0:
            acts = [a for a in acts if a.kind in ("keep", "land", "activate", "attack", "done", "pass")
                    or (a.kind == "play" and getattr(a, "name", "") == "morph") or a.kind == "choose"]
            busy = [a for a in acts if a.kind != "pass"]
            acts = busy if busy and rng.random() < 0.9 else acts  # mostly play on (lands, morphs, attacks)
        else:
            acts = [a for a in acts if a.kind in ("keep", "pass", "done", "choose", "activate")] or acts
        g.apply(acts[rng.randrange(len(acts))])
    return g


@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 10_000), st.integers(60, 260))
def test_view_swap_face_down_creatures_and_hidden_ids_tell_the_opponent_nothing(seed: int, steps: int) -> None:
    """Two P1 decks with different morph creatures: P2's event stream, view and legal actions are equal
    (face-down creatures attacking and tapping unnamed; ids of hidden cards unrelated to the deck list)."""
    lands = ["Plains"] * 8 + ["Island"] * 8 + ["Swamp"] * 8
    one = _quiet_game(lands + [MORPHS[i % 4] for i in range(16)], seed, steps)
    other = _quiet_game(lands + [MORPHS[(i + 1) % 4] for i in range(16)], seed, steps)
    assert one.events_for(1) == other.events_for(1)
    assert one.view(1) == other.view(1)
    assert [a.notation() for a in one.actions] == [a.notation() for a in other.actions]


def test_a_face_down_attacker_is_unnamed_for_the_defender_only() -> None:
    deck = ["Plains"] * 12 + ["Exalted Angel"] * 28
    for seed in range(1, 60):
        g = _quiet_game(deck, seed, 400)
        attacks = [i for i, e in enumerate(g.log) if isinstance(e, Attacked)]
        seen_by_1, seen_by_0 = g.events_for(1), g.events_for(0)
        face_down = [i for i in attacks if cast(Attacked, seen_by_1[i]).name is None]
        if face_down:
            assert all(cast(Attacked, seen_by_0[i]).name == "Exalted Angel" for i in face_down)
            down_ids = {cast(Attacked, g.log[i]).oid for i in face_down}
            taps = [e for e in seen_by_1 if isinstance(e, Tapped)]
            assert all(e.name is None for e in taps if e.oid in down_ids)
            return
    pytest.fail("no face-down attack in 59 games")


def test_ids_of_library_cards_follow_neither_the_deck_list_nor_a_shuffle() -> None:
    """Ids were handed out in deck-list order and kept through shuffles, so the id in a face-down exile
    event (Necropotence) named the card. Now the library is renumbered at random at every shuffle."""
    reg = default_registry()
    for seed in range(1, 11):
        mono = ["Forest"] * 20 + ["Island"] * 20
        g = Game([mono, mono], seed=seed, registry=reg)
        p = g.state.players[g.state.decision.player if g.state.decision else 0]
        by_id = [g.state.objects[o].card.name for o in sorted(p.library + p.hand)]
        assert by_id != sorted(by_id)  # Forests first would be the deck list's order
        before = set(p.library) | set(p.hand)
        g.apply(next(a for a in g.legal_actions() if a.kind == "mulligan"))  # shuffles the hand back in
        assert before.isdisjoint(p.library)


def test_a_card_shuffled_into_a_library_is_not_followed_by_its_id() -> None:
    g = position(3, 120)
    for p in (0, 1):
        for e in g.events_for(p):
            if isinstance(e, Moved) and e.to == Zone.LIBRARY:
                assert e.new is None
