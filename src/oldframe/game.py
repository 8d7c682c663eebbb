"""The one object most users need: :class:`Game` (python-chess's ``Board``, OpenSpiel's ``State``).

    >>> from oldframe import Game
    >>> g = Game([["Forest"] * 20, ["Island"] * 20], seed=7)
    >>> g.pending.kind
    'mulligan'
    >>> g.apply(g.legal_actions()[0]); g.pending.kind
    'mulligan'
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from oldframe.cards.decks import Deck, DeckError
from oldframe.cards.registry import CardRegistry, UnknownCardError, default_registry
from oldframe.rules import engine, turn
from oldframe.rules.actions import Action, Concede, PassPriority, action_from_json
from oldframe.rules.determinize import resample_hidden
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.rng import Rng
from oldframe.rules.ruleset import RuleSet, rules_for
from oldframe.rules.serialize import state_from_json, state_to_json
from oldframe.rules.state import GameState, Obj, Zone
from oldframe.rules.view import player_view

Event = tuple[Any, ...]
HIDDEN_ZONES = (int(Zone.LIBRARY), int(Zone.HAND), int(Zone.SIDEBOARD))


@dataclass(frozen=True, slots=True)
class Pending:
    """Who must decide what now (``kind`` as in :class:`oldframe.rules.state.Decision`)."""

    kind: str
    player: int


class Game:
    """A game of Magic under a rule preset. Seeded: the same seed and actions give the same game."""

    #: a search's sampled world (:meth:`determinize`): no undo, no log, so no snapshot per action
    _scratch = False

    def __init__(
        self,
        decks: Sequence[Deck | Sequence[str]],
        seed: int = 0,
        rules: str | RuleSet = "oldframe",
        *,
        starting_player: int | None = None,
        registry: CardRegistry | None = None,
        allow_unplayable: bool = False,
        keep_history: bool = True,
    ) -> None:
        self.rules = rules_for(rules)
        self.registry = registry or default_registry()
        self.decks = [d if isinstance(d, Deck) else Deck(tuple(d)) for d in decks]
        if len(self.decks) < 2:
            raise DeckError("a game needs at least two decks")
        self._check_decks(allow_unplayable)
        self.seed = seed
        self.keep_history = keep_history
        state = GameState(self.rules, len(self.decks), seed)
        coin = state.rng.below(len(self.decks))  # CR 103.1: drawn always, so the stream never shifts
        if starting_player is None:
            starting_player = coin
        if not 0 <= starting_player < len(self.decks):
            raise ValueError(f"starting_player must be 0..{len(self.decks) - 1}, got {starting_player}")
        self.starting_player = starting_player
        state.starting_player = starting_player
        for i, deck in enumerate(self.decks):
            for zone, names in ((Zone.LIBRARY, deck.main), (Zone.SIDEBOARD, deck.sideboard)):
                for name in names:
                    obj = Obj(state.new_id(), self.registry.get(name), i, zone, state.new_timestamp())
                    state.objects[obj.oid] = obj
                    state.players[i].zone_list(zone).append(obj.oid)
        state.type_names = self.registry.creature_types()
        self.state = state
        self.log: list[Event] = []
        self.actions: list[Action] = []
        self._history: list[tuple[GameState, int]] = []
        self._legal: list[Action] | None = None
        turn.start_game(state)
        engine.run(state)
        self._drain()

    # -- construction helpers ---------------------------------------------------------------------
    def _check_decks(self, allow_unplayable: bool) -> None:
        problems = []
        for i, deck in enumerate(self.decks):
            for name in sorted(set(deck.main) | set(deck.sideboard)):
                try:
                    card = self.registry.get(name)
                except UnknownCardError as exc:
                    problems.append(f"deck {i + 1}: {exc}")
                    continue
                if not card.playable and not allow_unplayable:
                    problems.append(f"deck {i + 1}: {name!r} is not playable yet ({card.unplayable_reason})")
        if problems:
            raise DeckError("; ".join(problems))

    @classmethod
    def _bare(cls, state: GameState, registry: CardRegistry) -> Game:
        g = cls.__new__(cls)
        state.type_names = registry.creature_types()
        g.rules = state.rules
        g.registry = registry
        g.decks = []
        g.seed = 0
        g.starting_player = state.starting_player
        g.keep_history = True
        g.state = state
        g.log = []
        g.actions = []
        g._history = []
        g._legal = None
        return g

    # -- the API -----------------------------------------------------------------------------------
    @property
    def pending(self) -> Pending | None:
        d = self.state.decision
        return None if d is None else Pending(d.kind, d.player)

    def legal_actions(self) -> list[Action]:
        """Every action the pending player may take now (concession is always allowed besides)."""
        if self._legal is None:
            self._legal = engine.legal_actions(self.state)
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        if isinstance(action, Concede):
            return not self.state.over and 0 <= action.player < self.state.n_players and \
                not self.state.players[action.player].lost
        if self._legal is None:
            self._legal = engine.legal_actions(self.state)
        return action in self._legal

    def apply(self, action: Action) -> None:
        """Apply one action. An illegal action raises :class:`IllegalActionError` and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        if self._scratch:
            self._apply_scratch(action)
            return
        if not self.is_legal(action):
            raise IllegalActionError(self._why_illegal(action))
        snapshot = self.state.copy()
        log_len = len(self.log)
        try:
            engine.apply(self.state, action)
        except Exception:
            self.state = snapshot
            raise
        if self.keep_history:
            self._history.append((snapshot, log_len))
        self.actions.append(action)
        self._legal = None
        self._drain()

    def _apply_scratch(self, action: Action) -> None:
        """Apply in a sampled world: no snapshot (an engine error leaves it broken; the search drops
        it), and a pass by the player with priority needs no list of legal actions (CR 117.3d: it is
        always open to them; 2003: 408.1c)."""
        d = self.state.decision
        if not (type(action) is PassPriority and d is not None and d.kind == "priority") and not self.is_legal(action):
            raise IllegalActionError(self._why_illegal(action))
        engine.apply(self.state, action)
        self._legal = None
        self.state.events.clear()

    def _why_illegal(self, action: Action) -> str:
        if self.state.over:
            return f"{action} is illegal: the game is over"
        d = self.state.decision
        if d is None:
            return f"{action} is illegal: nobody is deciding anything"
        legal = ", ".join(a.notation() for a in (self._legal or [])[:12])
        return (f"{action} is illegal: P{d.player + 1} must decide {d.kind!r}; legal now: {legal}"
                + (" …" if self._legal and len(self._legal) > 12 else ""))

    def undo(self) -> Action:
        """Take back the last action (python-chess ``pop``)."""
        if not self._history:
            raise IndexError("no action to undo")
        snapshot, log_len = self._history.pop()
        self.state = snapshot.copy()
        del self.log[log_len:]
        self._legal = None
        return self.actions.pop()

    def copy(self) -> Game:
        """An independent game; its history is shared read-only, so copying is cheap."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.registry = self.registry
        g.decks = self.decks
        g.seed = self.seed
        g.starting_player = self.starting_player
        g.keep_history = self.keep_history
        g.state = self.state.copy()
        g.log = list(self.log)
        g.actions = list(self.actions)
        g._history = list(self._history)
        g._legal = self._legal
        return g

    def determinize(self, seat: int, rng: Rng) -> Game:
        """A game ``seat`` cannot tell from this one: the same view for ``seat``, with every card it
        cannot see dealt again from ``rng`` (:mod:`oldframe.rules.determinize`). For search agents:
        it has no history or log (they would tell the real hidden cards), and its own generator."""
        g = Game._bare(resample_hidden(self.state, seat, rng), self.registry)
        g.keep_history = False
        g._scratch = True
        return g

    def is_over(self) -> bool:
        return self.state.over

    def outcome(self) -> tuple[int, ...] | None:
        """None while the game runs; else the winners' seats (empty tuple = a draw, CR 104.4a)."""
        return self.state.winners if self.state.over else None

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see; includes the legal actions if it is their decision."""
        v = player_view(self.state, player)
        if self.state.decision is not None and self.state.decision.player == player:
            v["legal_actions"] = [a.to_json() for a in self.legal_actions()]
        return v

    def events_for(self, player: int, start: int = 0) -> list[Event]:
        """The log as ``player`` may see it: cards moving in or out of hidden zones are unnamed."""
        return [redact(e, player) for e in self.log[start:]]

    def _drain(self) -> None:
        if self.state.events:
            self.log.extend(self.state.events)
            self.state.events.clear()

    # -- serialisation -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole game: decks, seed and actions (to replay) plus the current state."""
        return {
            "format": "oldframe-game",
            "rules": self.rules.name if self.rules.name in ("oldframe", "modern") else self.rules.axes(),
            "seed": self.seed,
            "starting_player": self.starting_player,
            "decks": [{"main": list(d.main), "sideboard": list(d.sideboard)} for d in self.decks],
            "actions": [a.to_json() for a in self.actions],
            "state": state_to_json(self.state),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict[str, Any], registry: CardRegistry | None = None) -> Game:
        """Rebuild a game: replay its actions from the seed when decks are given (restoring history),
        else load the state alone."""
        reg = registry or default_registry()
        if not isinstance(data, dict) or data.get("format") != "oldframe-game":
            raise ValueError("not an oldframe game record (expected an object with format 'oldframe-game')")
        if data.get("decks"):
            from oldframe.rules.serialize import _rules_from

            g = cls([Deck(tuple(d["main"]), tuple(d.get("sideboard", ()))) for d in data["decks"]],
                    seed=data["seed"], rules=_rules_from(data["rules"]), starting_player=data["starting_player"],
                    registry=reg, allow_unplayable=True)
            for i, a in enumerate(data["actions"]):
                act = action_from_json(a)
                try:
                    g.apply(act)
                except IllegalActionError as exc:
                    raise ValueError(f"game record action {i} ({act}) does not replay: {exc}") from exc
            return g
        return cls._bare(state_from_json(data["state"], reg.get), reg)

    @classmethod
    def loads(cls, text: str, registry: CardRegistry | None = None) -> Game:
        return cls.from_json(json.loads(text), registry)

    def state_json(self) -> dict[str, Any]:
        return state_to_json(self.state)


def redact(event: Event, viewer: int) -> Event:
    """Hide card identities in events the viewer may not see (another player's draws, hand moves)."""
    if event[0] == "zone":
        _, owner, _old, _name, frm, to, _new, ctrl = event
        if owner != viewer and (frm in HIDDEN_ZONES and to in HIDDEN_ZONES):
            return ("zone", owner, None, None, frm, to, None, ctrl)
        return event
    if event[0] == "draw" and event[1] != viewer:
        return ("draw", event[1], None)
    if event[0] == "look_hand" and viewer not in (event[1], event[2]):  # "look at target player's hand"
        return ("look_hand", event[1], event[2], None)
    return event
