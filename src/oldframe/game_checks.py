"""Strict checks of what enters a :class:`~oldframe.game.Game` from outside: the constructor's arguments
and game records (``Game.from_json``). Each error names the argument or the record field that is wrong,
so bad input fails at the door with a clear message instead of deep in the engine later.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from oldframe.cards.decks import MAX_DECK_CARDS, Deck, DeckError
from oldframe.cards.registry import CardRegistry
from oldframe.rules.ruleset import RuleSet

#: Seats a game may have (CR 103.1 sets no limit; free-for-all tables of the play server seat 2 to 8, and
#: the random-play tests play 3, 5 and 8).
MAX_PLAYERS = 8
#: Seeds: the generator takes 64 bits (rules/rng.py); a negative seed is the same bits, masked.
SEED_LIMIT = 2**64


class GameRecordError(ValueError):
    """A game record (``Game.from_json``) that is malformed; the message names the field."""


def _is_int(v: object) -> bool:
    return type(v) is int


def check_deck(deck: object, where: str) -> Deck:
    """A :class:`Deck` from a Deck or a list/tuple of card names, or a :class:`DeckError` naming ``where``."""
    parts: dict[str, Any]
    if isinstance(deck, Deck):
        parts = {"main": deck.main, "sideboard": deck.sideboard}
    elif isinstance(deck, Sequence) and not isinstance(deck, str | bytes):
        parts = {"main": deck, "sideboard": ()}
    else:
        raise DeckError(f"{where} must be a Deck or a list of card names, got {type(deck).__name__}")
    for part, names in parts.items():
        if isinstance(names, str | bytes) or not isinstance(names, Sequence):
            raise DeckError(f"{where} {part} must be a list of card names, got {type(names).__name__}")
        for i, name in enumerate(names):
            if type(name) is not str:
                raise DeckError(f"{where} {part}[{i}] must be a card name (a string), got {name!r:.40}")
    total = len(parts["main"]) + len(parts["sideboard"])
    if total > MAX_DECK_CARDS:
        raise DeckError(f"{where} has {total} cards; at most {MAX_DECK_CARDS} are allowed")
    if isinstance(deck, Deck):
        return deck
    return Deck(tuple(parts["main"]))


def check_game_args(decks: object, seed: object, rules: object, starting_player: object, registry: object,
                    flags: dict[str, object], variant: object = None, variants: Sequence[str] = ()) -> list[Deck]:
    """The decks as :class:`Deck` records, after checking every argument of ``Game(...)``."""
    if variant is not None and not isinstance(variant, str):
        raise TypeError(f"variant must be a variant name or None, got {type(variant).__name__}")
    if variant is not None and variant not in variants:
        raise ValueError(f"unknown variant {variant!r:.40}; known variants: {', '.join(variants)}")
    if isinstance(decks, str | bytes) or not isinstance(decks, Sequence):
        raise DeckError(f"decks must be a list of decks, got {type(decks).__name__}")
    if not 2 <= len(decks) <= MAX_PLAYERS:
        raise DeckError(f"a game needs 2 to {MAX_PLAYERS} decks, got {len(decks)}")
    out = [check_deck(d, f"deck {i + 1}") for i, d in enumerate(decks)]
    if not _is_int(seed) or not -SEED_LIMIT < seed < SEED_LIMIT:  # type: ignore[operator]
        raise TypeError(f"seed must be an integer below 2**64, got {seed!r:.40}")
    if not isinstance(rules, str | RuleSet):
        raise TypeError(f"rules must be a preset name or a RuleSet, got {type(rules).__name__}")
    if starting_player is not None and not _is_int(starting_player):
        raise TypeError(f"starting_player must be a seat number or None, got {starting_player!r:.40}")
    if registry is not None and not isinstance(registry, CardRegistry):
        raise TypeError(f"registry must be a CardRegistry or None, got {type(registry).__name__}")
    for name, value in flags.items():
        if type(value) is not bool:
            raise TypeError(f"{name} must be True or False, got {value!r:.40}")
    return out


def check_record(data: object) -> dict[str, Any]:
    """The record's fields, checked for shape (not yet for meaning: the replay does that)."""
    if not isinstance(data, dict) or data.get("format") != "oldframe-game":
        raise GameRecordError("not an oldframe game record (expected an object with format 'oldframe-game')")
    known = {"format", "rules", "seed", "starting_player", "decks", "actions", "state", "attack_left_only",
             "variant"}
    extra = sorted(str(k) for k in data if k not in known)
    if extra:
        raise GameRecordError(f"game record has unknown fields {extra}")
    if "attack_left_only" in data and type(data["attack_left_only"]) is not bool:
        raise GameRecordError(f"game record field 'attack_left_only' must be true or false, "
                              f"got {data['attack_left_only']!r:.40}")
    if data.get("decks"):
        for field in ("rules", "seed", "starting_player", "actions"):
            if field not in data:
                raise GameRecordError(f"game record field {field!r} is missing")
        if not isinstance(data["rules"], str | dict):
            raise GameRecordError(f"game record field 'rules' must be a preset name or an object of axes, "
                                  f"got {data['rules']!r:.40}")
        if not _is_int(data["seed"]) or not -SEED_LIMIT < data["seed"] < SEED_LIMIT:
            raise GameRecordError(f"game record field 'seed' must be an integer, got {data['seed']!r:.40}")
        if not _is_int(data["starting_player"]):
            raise GameRecordError(f"game record field 'starting_player' must be an integer, "
                                  f"got {data['starting_player']!r:.40}")
        if not isinstance(data["decks"], list):
            raise GameRecordError("game record field 'decks' must be a list")
        for i, d in enumerate(data["decks"]):
            if not isinstance(d, dict) or not isinstance(d.get("main"), list) or \
                    not isinstance(d.get("sideboard", []), list) or set(d) - {"main", "sideboard"}:
                raise GameRecordError(f"game record field 'decks[{i}]' must be an object with a 'main' list "
                                      "and an optional 'sideboard' list")
        if not isinstance(data["actions"], list):
            raise GameRecordError("game record field 'actions' must be a list")
        if not isinstance(data.get("variant", ""), str):
            raise GameRecordError(f"game record field 'variant' must be a variant name, got {data['variant']!r:.40}")
    elif not isinstance(data.get("state"), dict):
        raise GameRecordError("game record has neither 'decks' to replay nor a 'state' object")
    return data


def first_difference(a: Any, b: Any, path: str = "state") -> str | None:
    """The path of the first place two JSON values differ (for a clear error), or None."""
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return f"{path}.{k}"
            found = first_difference(a[k], b[k], f"{path}.{k}")
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else path


def canonical(value: Any) -> Any:
    """JSON as it reads back (tuples become lists), for comparing a state with its record."""
    return json.loads(json.dumps(value, sort_keys=True))
