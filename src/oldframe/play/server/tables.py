"""Making tables and taking seats: the lobby's rules, shared by the web forms and the JSON API.

A table has two to eight seats (more than two is a free-for-all: turns pass in seat order, anyone
may attack anyone, a player who loses leaves and the game goes on); each is a person (who gets a
secret token), the computer (at a level), or open (anyone with the link may take it). When no seat
is open the game's setup is fixed: the decks, a fresh random seed and the rules preset; from then
on the game is that setup plus its actions.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from oldframe.cards.decks import Deck
from oldframe.cards.registry import UnknownCardError, default_registry
from oldframe.game import VARIANT_NAMES
from oldframe.game_checks import MAX_PLAYERS
from oldframe.rules.ruleset import PRESETS

from .computer import LEVELS
from .decks import CASUAL, deck_problems, format_choices
from .store import SeatRecord, Store, TableRecord, now_ms

MIN_SEATS = 2
MAX_SEATS = MAX_PLAYERS
MAX_NAME = 40
MAX_CLOCK_MINUTES = 180
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class TableError(ValueError):
    """Why a table can't be made or a seat taken; one line per problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class SeatRequest:
    kind: str  # "human" | "computer" | "open"
    name: str = ""
    deck: Deck | None = None
    level: str | None = None
    read_problems: tuple[str, ...] = ()  # found reading the deck's file (decks.read_deck_text)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, token_hash: str | None) -> bool:
    return token_hash is not None and hmac.compare_digest(hash_token(token), token_hash)


def clean_name(name: str, fallback: str) -> str:
    name = _CONTROL.sub("", name).strip()[:MAX_NAME]
    return name or fallback


def _deck_json(deck: Deck) -> dict[str, list[str]]:
    return {"main": list(deck.main), "sideboard": list(deck.sideboard)}


def _check_seat(i: int, req: SeatRequest, fmt: str, variant: str | None = None) -> list[str]:
    where = f"seat {i + 1}"
    if req.kind == "open":
        return []
    if req.kind not in ("human", "computer"):
        return [f"{where}: kind must be human, computer or open, got {req.kind!r}"]
    if req.kind == "computer" and req.level not in LEVELS:
        return [f"{where}: unknown computer level {req.level!r}; choose one of {', '.join(LEVELS)}"]
    if req.deck is None:
        return [f"{where}: no deck"]
    # the format binds the decks people bring; the computer plays a built-in deck (40 cards, casual)
    fmt = CASUAL if req.kind == "computer" else fmt
    return [f"{where} deck: {p}" for p in (*req.read_problems, *deck_problems(req.deck, fmt, _unknown(req), variant))]


def _unknown(req: SeatRequest) -> frozenset[str]:
    """Names the reading reported unknown (kept in the deck as written)."""
    if not req.read_problems or req.deck is None:
        return frozenset()
    registry = default_registry()
    out = set()
    for name in set(req.deck.main) | set(req.deck.sideboard):
        try:
            registry.get(name)
        except UnknownCardError:
            out.add(name)
    return frozenset(out)


def create_table(store: Store, rules: str, fmt: str, clock_minutes: int | None,
                 seats: list[SeatRequest], *, attack_left_only: bool = False,
                 variant: str | None = None) -> tuple[TableRecord, dict[int, str]]:
    """Make a table; returns it and the secret token of each person's seat. ``attack_left_only``: the
    free-for-all option where each player may attack only the next player in turn order
    (``Game(attack_left_only=True)``; CR 803.1a). ``variant``: a variant played on top of the rules
    preset (``Game(variant=...)``, one of :data:`oldframe.game.VARIANT_NAMES`: "magical-war",
    docs/magical-war.md) or None."""
    problems: list[str] = []
    if variant is not None and variant not in VARIANT_NAMES:
        problems.append(f"variant: unknown variant {variant!r:.40}; choose one of {', '.join(VARIANT_NAMES)} "
                        "or none")
    if rules not in PRESETS:
        problems.append(f"unknown rules preset {rules!r}; choose one of {', '.join(sorted(PRESETS))}")
    if fmt not in dict(format_choices()):
        problems.append(f"unknown format {fmt!r}; choose one of {', '.join(dict(format_choices()))}")
    if clock_minutes is not None and not 1 <= clock_minutes <= MAX_CLOCK_MINUTES:
        problems.append(f"clock must be 1 to {MAX_CLOCK_MINUTES} minutes, got {clock_minutes}")
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        problems.append(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, got {len(seats)}")
    if problems:
        raise TableError(problems)
    for i, req in enumerate(seats):
        problems.extend(_check_seat(i, req, fmt, variant))
    if all(s.kind == "computer" for s in seats):
        problems.append("at least one seat must be a person's or open")
    if problems:
        raise TableError(problems)
    tokens: dict[int, str] = {}
    records = []
    for i, req in enumerate(seats):
        token_hash = None
        if req.kind == "human":
            tokens[i] = secrets.token_urlsafe(24)
            token_hash = hash_token(tokens[i])
        computer = "Computer" if len(seats) == 2 else f"Computer {i + 1}"  # a free-for-all tells them apart
        name = clean_name(req.name, computer if req.kind == "computer" else f"Player {i + 1}")
        records.append(SeatRecord(i, req.kind, name if req.kind != "open" else "", token_hash,
                                  None if req.deck is None else _deck_json(req.deck),
                                  req.level if req.kind == "computer" else None))
    created = now_ms()
    options: dict[str, object] = {}
    if attack_left_only:
        options["attack_left_only"] = True
    if variant is not None:  # stored with the table, so a restarted server plays the same game
        options["variant"] = variant
    table = TableRecord(secrets.token_urlsafe(9), created, rules, fmt,
                        None if clock_minutes is None else clock_minutes * 60, "open", seats=records,
                        options=options or None)
    store.create_table(table)
    _start_if_full(store, table)
    return store.table(table.id) or table, tokens


def take_seat(store: Store, table_id: str, seat: int, name: str, deck: Deck,
              read_problems: tuple[str, ...] = ()) -> str:
    """Take an open seat with a deck (``read_problems``: those found reading its file); returns the
    seat's token, or :class:`TableError` with every reason the deck is refused."""
    table = store.table(table_id)
    if table is None:
        raise TableError([f"no table {table_id!r}"])
    if not 0 <= seat < len(table.seats) or table.seats[seat].kind != "open":
        free = [str(s.seat + 1) for s in table.seats if s.kind == "open"]
        raise TableError([f"seat {seat + 1} is not open" + (f"; open: {', '.join(free)}" if free else "")])
    req = SeatRequest("human", name, deck, read_problems=read_problems)
    variant = (table.options or {}).get("variant")
    problems = [f"deck: {p}" for p in (*read_problems,
                                       *deck_problems(deck, table.format, _unknown(req),
                                                      None if variant is None else str(variant)))]
    if problems:
        raise TableError(problems)
    token = secrets.token_urlsafe(24)
    record = SeatRecord(seat, "human", clean_name(name, f"Player {seat + 1}"), hash_token(token), _deck_json(deck))
    if not store.take_seat(table_id, record):
        raise TableError([f"seat {seat + 1} was taken a moment ago"])
    fresh = store.table(table_id)
    assert fresh is not None
    _start_if_full(store, fresh)
    store.notify_table(table_id)
    return token


def _start_if_full(store: Store, table: TableRecord) -> None:
    if any(s.kind == "open" for s in table.seats):
        return
    decks = [s.deck for s in table.seats]
    setup: dict[str, object] = {"rules": table.rules, "seed": secrets.randbits(53), "decks": decks}
    if (table.options or {}).get("attack_left_only"):
        setup["attack_left_only"] = True
    if (table.options or {}).get("variant"):  # the game's setup names its variant (replayed with it)
        setup["variant"] = str((table.options or {})["variant"])
    store.start_table(table.id, setup, now_ms())
