"""Replays of finished games, as a spectator saw them.

A game is its setup plus its accepted actions (store.py); a replay plays them again and keeps, after
each action, the spectator's view (``Game.view(-1)``: public zones, counts of hidden ones) and how long
the spectator's log was then. Actions that change nothing a spectator sees (most priority passes)
make no step of their own, so stepping forward always shows something happen. Nothing the game's end
would reveal is added: every step is exactly what a spectator was sent at that moment.

Cost is bounded: a replay is built once per table (off the event loop, under the engine lock) and
kept in a small LRU cache; every step request is then a lookup. Only finished games are replayed
(their actions never change), and a game longer than :data:`MAX_REPLAY_ACTIONS` is refused.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from oldframe.cards.decks import Deck
from oldframe.game import Game
from oldframe.play.narrate import Narrator
from oldframe.rules.actions import action_from_json

from .describe import log_lines, view_names, viewer_events
from .store import ActionRow, TableRecord

SPECTATOR = -1
MAX_REPLAY_ACTIONS = 20_000
CACHE_SIZE = 8
_QUIET_KEYS = ("priority", "pending")  # who holds priority: passing changes only these


class ReplayError(Exception):
    """This table has no replay (not finished, never started, too long); the text says why."""


@dataclass(frozen=True, slots=True)
class ReplayStep:
    seq: int  # actions applied so far
    view: str  # the spectator's view, as JSON text
    log_len: int  # lines of the spectator's log shown at this step
    names: tuple[str, ...]  # the cards the view shows (their faces go with the step)


@dataclass(frozen=True, slots=True)
class Replay:
    table_id: str
    log: tuple[str, ...]  # the spectator's whole log; step k shows its first steps[k].log_len lines
    steps: tuple[ReplayStep, ...]


def game_from_setup(setup: dict[str, Any]) -> Game:
    """The game a table's stored setup starts (decks, seed, rules, options), with no actions."""
    decks = [Deck(tuple(d["main"]), tuple(d.get("sideboard", ()))) for d in setup["decks"]]
    return Game(decks, seed=int(setup["seed"]), rules=str(setup["rules"]), keep_history=False,
                attack_left_only=setup.get("attack_left_only", False) is True,
                variant=None if setup.get("variant") is None else str(setup["variant"]))


def build_replay(table: TableRecord, rows: list[ActionRow]) -> Replay:
    """Play the stored game again and record what a spectator saw after each action that showed."""
    if table.status != "over" or table.setup is None:
        raise ReplayError(f"table {table.id} has no replay: its game is not over")
    if len(rows) > MAX_REPLAY_ACTIONS:
        raise ReplayError(f"table {table.id} has no replay: {len(rows)} actions is over {MAX_REPLAY_ACTIONS}")
    game = game_from_setup(table.setup)
    narrator, lines, seen = Narrator(), [], 0
    steps: list[ReplayStep] = []
    last_key = ""

    def snapshot() -> None:
        nonlocal seen, last_key
        lines.extend(log_lines(narrator, viewer_events(game, SPECTATOR, seen)))
        seen = len(game.log)
        view = game.view(SPECTATOR)
        view.pop("legal_actions", None)
        key = json.dumps({k: v for k, v in view.items() if k not in _QUIET_KEYS}, sort_keys=True)
        if steps and key == last_key and len(lines) == steps[-1].log_len:
            return
        last_key = key
        steps.append(ReplayStep(len(game.actions), json.dumps(view), len(lines), tuple(sorted(set(view_names(view))))))

    snapshot()
    for row in rows:
        game.apply(action_from_json(row.action))
        snapshot()
    return Replay(table.id, tuple(lines), tuple(steps))


class ReplayCache:
    """The last few replays built, by table id (least recently used dropped first)."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._items: OrderedDict[str, Replay] = OrderedDict()
        self.builds = 0

    def get(self, table_id: str) -> Replay | None:
        replay = self._items.get(table_id)
        if replay is not None:
            self._items.move_to_end(table_id)
        return replay

    def put(self, replay: Replay) -> None:
        self.builds += 1
        self._items[replay.table_id] = replay
        self._items.move_to_end(replay.table_id)
        while len(self._items) > self.size:
            self._items.popitem(last=False)
