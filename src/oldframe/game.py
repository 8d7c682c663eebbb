"""The one object most users need: :class:`Game` (python-chess's ``Board``, OpenSpiel's ``State``).

    >>> from oldframe import Game
    >>> g = Game([["Forest"] * 20, ["Island"] * 20], seed=7)
    >>> g.pending.kind
    <DecisionKind.MULLIGAN: 'mulligan'>
    >>> g.apply(g.legal_actions()[0]); g.pending.kind == "mulligan"
    True
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from oldframe.board import board
from oldframe.cards.decks import Deck, DeckError, UnplayableCardsWarning
from oldframe.cards.magical_war_errata import card_lookup
from oldframe.cards.registry import CardRegistry, UnknownCardError, default_registry
from oldframe.game_checks import GameRecordError, canonical, check_game_args, check_record, first_difference
from oldframe.rules import engine, turn, zones
from oldframe.rules.action_check import action_problem
from oldframe.rules.actions import ACTION_TYPES, Action, Concede, PassPriority, action_from_json
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.table import upgrade_legacy_answer
from oldframe.rules.determinize import resample_hidden
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.events import (
    Attacked,
    AuraMoved,
    Blocked,
    CounterRemoved,
    Drew,
    Event,
    HandLooked,
    LibraryLooked,
    Moved,
    PhasedIn,
    PhasedOut,
    Regenerated,
    StateBasedAction,
    Tapped,
    TextChanged,
    Unblocked,
    Untapped,
)
from oldframe.rules.extensions import VARIANTS
from oldframe.rules.features import register as plug_in_features
from oldframe.rules.rng import Rng
from oldframe.rules.ruleset import RuleSet, rules_for
from oldframe.rules.serialize import rules_json, state_from_json, state_to_json
from oldframe.rules.state import GameState, Obj, Zone
from oldframe.rules.view import player_view

plug_in_features()  # every feature joins the core rules here (rules/features.py)
#: The variants ``Game(..., variant=NAME)`` plays on top of a preset (Magical War: docs/magical-war.md).
VARIANT_NAMES: tuple[str, ...] = tuple(sorted(VARIANTS))
HIDDEN_ZONES = (int(Zone.LIBRARY), int(Zone.HAND), int(Zone.SIDEBOARD))
#: Events about a permanent that name it (its id, then ``name``): the name is hidden from the other
#: players while that permanent is face down (CR 708.2; 2003: 504.2).
NAMING_EVENTS = (Attacked, Blocked, Unblocked, Tapped, Untapped, Regenerated, CounterRemoved, PhasedOut, PhasedIn,
                 TextChanged, AuraMoved, StateBasedAction)
#: The undo history keeps the state before every CHECKPOINT_EVERY-th action; undo restores the
#: nearest one and replays the actions after it. Keeping every snapshot cost ~30 % of self-play
#: time (mostly the garbage collector scanning them); one in 16 costs little, and an undo replays at
#: most 15 actions (~1 ms).
CHECKPOINT_EVERY = 16


@dataclass(frozen=True, slots=True)
class Pending:
    """Who must decide what now (``kind`` as in :class:`oldframe.rules.state.Decision`)."""

    kind: DecisionKind
    player: int


class Game:
    """A game of Magic under a rule preset. Seeded: the same seed and actions give the same game.

    Two to eight decks, one per seat; with three or more it is a free-for-all (docs/multiplayer.md):
    turns pass in seat order, a player may attack any opponent (or, with ``attack_left_only``, only
    the next player in turn order), and a player who loses leaves with everything they own.

    ``variant`` plays a variant on top of the preset (one of :data:`VARIANT_NAMES`: "magical-war",
    docs/magical-war.md); None plays the preset alone."""

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
        attack_left_only: bool = False,
        variant: str | None = None,
    ) -> None:
        self.decks = check_game_args(decks, seed, rules, starting_player, registry,
                                     {"allow_unplayable": allow_unplayable, "keep_history": keep_history,
                                      "attack_left_only": attack_left_only},
                                     variant, sorted(VARIANTS))
        self.rules = rules_for(rules)
        self.registry = registry or default_registry()
        self.variant = variant
        self._card = card_lookup(self.registry, variant)  # a variant's errata (MW 6) replace some cards
        self._check_decks(allow_unplayable)
        self.seed = seed
        self.keep_history = keep_history
        state = GameState(self.rules, len(self.decks), seed)
        state.attack_left_only = attack_left_only  # a table option of free-for-all (rules.combat.defenders)
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
                    obj = Obj(state.new_id(), self._card(name), i, zone, state.new_timestamp())
                    state.objects[obj.oid] = obj
                    state.players[i].zone_list(zone).append(obj.oid)
        for player in state.players:  # sideboard ids say nothing of the list's order (libraries: at the shuffle)
            zones.renumber(state, player.sideboard)
        state.type_names = self.registry.creature_types()
        if variant is not None:  # e.g. Magical War's common stock (rules/magical_war)
            VARIANTS[variant](state)
        self.state = state
        self.log: list[Event] = []
        self.actions: list[Action] = []
        self._checkpoints: list[tuple[int, GameState]] = []
        self._log_marks: list[int] = []
        self._face_down: dict[int, int] = {}
        self._legal: list[Action] | None = None
        turn.start_game(state)
        engine.run(state)
        self._drain()

    def __repr__(self) -> str:
        """A one-line summary: preset, seed, turn and step, life totals, who acts.

            >>> Game([["Forest"] * 20, ["Island"] * 20], seed=7, starting_player=1)
            <Game oldframe seed=7 turn 0 untap: P1 20, P2 20; P2 to decide mulligan>
        """
        s = self.state
        lives = ", ".join(f"P{p.index + 1} {p.life}" for p in s.players)
        pending = self.pending
        if self.is_over():
            who = "over"
        elif pending is not None:
            who = f"P{pending.player + 1} to decide {pending.kind}"
        else:
            who = "nobody to act"
        return f"<Game {self.rules.name} seed={self.seed} turn {s.turn} {s.step.name.lower()}: {lives}; {who}>"

    def __str__(self) -> str:
        return self.board()

    def board(self) -> str:
        """The public position as text (hands and libraries as counts): see :mod:`oldframe.board`."""
        return board(self.state)

    # -- construction helpers ---------------------------------------------------------------------
    def _check_decks(self, allow_unplayable: bool) -> None:
        problems = []
        unplayable: list[str] = []
        for i, deck in enumerate(self.decks):
            for name in sorted(set(deck.main) | set(deck.sideboard)):
                try:
                    card = self._card(name)
                except UnknownCardError as exc:
                    problems.append(f"deck {i + 1}: {exc}")
                    continue
                if not card.playable:
                    problems.append(f"deck {i + 1}: {name!r} is not playable yet ({card.unplayable_reason})")
                    unplayable.append(name)
        if problems and not (allow_unplayable and len(problems) == len(unplayable)):
            raise DeckError("; ".join(problems))
        if unplayable:  # allowed, but never silently: the text those cards lack does nothing in this game
            warnings.warn(UnplayableCardsWarning("cards not fully playable, their uncovered text does nothing: "
                                                 + ", ".join(sorted(set(unplayable)))), stacklevel=3)

    @classmethod
    def _bare(cls, state: GameState, registry: CardRegistry) -> Game:
        g = cls.__new__(cls)
        state.type_names = registry.creature_types()
        g.rules = state.rules
        g.registry = registry
        g.variant = None if state.variant is None else state.variant.name
        g._card = card_lookup(registry, g.variant)
        g.decks = []
        g.seed = 0
        g.starting_player = state.starting_player
        g.keep_history = True
        g.state = state
        g.log = []
        g.actions = []
        g._checkpoints = []
        g._log_marks = []
        g._face_down = {}
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
        return malformed(action) is None and self._is_legal(action)

    def _is_legal(self, action: Action) -> bool:
        if isinstance(action, Concede):
            return not self.state.over and 0 <= action.player < self.state.n_players and \
                not self.state.players[action.player].lost
        if self._legal is None:
            self._legal = engine.legal_actions(self.state)
        return action in self._legal

    def apply(self, action: Action) -> None:
        """Apply one action. An illegal action raises :class:`IllegalActionError` and changes nothing."""
        problem = malformed(action)
        if problem is not None:
            raise IllegalActionError(problem)
        if self._scratch:
            self._apply_scratch(action)
            return
        if not self._is_legal(action):
            raise IllegalActionError(self._why_illegal(action))
        snapshot = self.state.copy()
        log_len = len(self.log)
        try:
            engine.apply(self.state, action)
        except Exception:
            self.state = snapshot
            raise
        if self.keep_history:
            if len(self._log_marks) % CHECKPOINT_EVERY == 0:
                self._checkpoints.append((len(self._log_marks), snapshot))
            self._log_marks.append(log_len)
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
        """The decision table's reason (``rules.decisions``), naming the decision and the legal answers."""
        reason = engine.why_illegal(self.state, action)
        if reason is not None:
            return reason
        d = self.state.decision
        return f"{action} is illegal now" + ("" if d is None else f": P{d.player + 1} must decide '{d.kind.value}'")

    def undo(self) -> Action:
        """Take back the last action (python-chess ``pop``): the state before it is rebuilt from the
        nearest checkpoint by replaying the actions since (same state + same actions = same state)."""
        if not self._log_marks:
            raise IndexError("no action to undo")
        last = len(self._log_marks) - 1
        start, checkpoint = self._checkpoints[-1]
        state = checkpoint.copy()
        for action in self.actions[len(self.actions) - 1 - (last - start):-1]:
            engine.apply(state, action)
            state.events.clear()  # already in the log
        if start == last:
            self._checkpoints.pop()
        mark = self._log_marks.pop()
        del self.log[mark:]
        self._face_down = {i: c for i, c in self._face_down.items() if i < mark}
        self.state = state
        self._legal = None
        return self.actions.pop()

    def copy(self) -> Game:
        """An independent game; its history is shared read-only, so copying is cheap."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.registry = self.registry
        g.variant = self.variant
        g._card = self._card
        g.decks = self.decks
        g.seed = self.seed
        g.starting_player = self.starting_player
        g.keep_history = self.keep_history
        g.state = self.state.copy()
        g.log = list(self.log)
        g.actions = list(self.actions)
        g._checkpoints = list(self._checkpoints)  # the states in it are never changed, only copied
        g._log_marks = list(self._log_marks)
        g._face_down = dict(self._face_down)
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
        """The log as ``player`` may see it: cards moving in or out of hidden zones are unnamed, and so
        is a face-down permanent in events about it (attacking, blocking, tapping) unless ``player``
        controls it (CR 708.2; 2003: 504.2). ``[e.to_json() for e in …]`` gives the wire form."""
        out: list[Event] = []
        for i, e in enumerate(self.log[start:], start):
            if self._face_down.get(i, player) != player and isinstance(e, NAMING_EVENTS):
                e = replace(e, name=None)
            out.append(redact(e, player))
        return out

    def _drain(self) -> None:
        if self.state.events:
            objects = self.state.objects
            for i, e in enumerate(self.state.events, len(self.log)):
                if isinstance(e, NAMING_EVENTS):
                    o = objects.get(e.blocker if isinstance(e, Blocked) else e.oid)
                    if o is not None and o.face_down:
                        self._face_down[i] = o.controller
            self.log.extend(self.state.events)
            self.state.events.clear()

    # -- serialisation -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole game: decks, seed and actions (to replay) plus the current state."""
        out = self._record()
        if self.variant is not None:  # only then: records of plain games are unchanged
            out["variant"] = self.variant
        return out

    def _record(self) -> dict[str, Any]:
        return {
            "format": "oldframe-game",
            "rules": rules_json(self.rules),
            "seed": self.seed,
            "starting_player": self.starting_player,
            "decks": [{"main": list(d.main), "sideboard": list(d.sideboard)} for d in self.decks],
            "actions": [a.to_json() for a in self.actions],
            "state": state_to_json(self.state),
            **({"attack_left_only": True} if self.state.attack_left_only else {}),  # only when set
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict[str, Any], registry: CardRegistry | None = None) -> Game:
        """Rebuild a game: replay its actions from the seed when decks are given (restoring history),
        else load the state alone. A malformed record raises :class:`GameRecordError` (a ValueError)
        naming the field; a record whose state does not follow from its decks, seed and actions, or a
        state that is not a consistent position, is refused the same way."""
        from oldframe.rules.serialize import StateFormatError, _rules_from

        reg = registry or default_registry()
        data = check_record(data)
        if data.get("decks"):
            try:
                rules = _rules_from(data["rules"])
            except (KeyError, TypeError, ValueError) as exc:
                raise GameRecordError(f"game record field 'rules' is not a rule preset: {exc}") from exc
            decks = [Deck(tuple(d["main"]), tuple(d.get("sideboard", ()))) for d in data["decks"]]
            try:
                g = cls(decks, seed=data["seed"], rules=rules, starting_player=data["starting_player"],
                        registry=reg, allow_unplayable=True, attack_left_only=data.get("attack_left_only", False),
                        variant=data.get("variant"))
            except (TypeError, ValueError) as exc:
                raise GameRecordError(f"game record does not start a game: {exc}") from exc
            for i, a in enumerate(data["actions"]):
                try:
                    act = upgrade_legacy_answer(g.state, action_from_json(a))  # numbers once sent as objects
                except ValueError as exc:
                    raise GameRecordError(f"game record field 'actions[{i}]': {exc}") from exc
                try:
                    g.apply(act)
                except IllegalActionError as exc:
                    raise GameRecordError(f"game record action {i} ({act}) does not replay: {exc}") from exc
            if "state" in data and data["state"] != (fresh := g.state_json()):
                diff = first_difference(canonical(data["state"]), canonical(fresh))
                if diff is not None:
                    raise GameRecordError(f"game record field {diff!r} does not match the game its decks, seed "
                                          "and actions replay to")
            return g
        variant = data["state"].get("variant")
        try:
            state = state_from_json(data["state"], card_lookup(reg, variant.get("name") if isinstance(variant, dict)
                                                               else None))
        except StateFormatError as exc:
            raise GameRecordError(f"game record field 'state': {exc}") from exc
        except Exception as exc:
            raise GameRecordError(f"game record field 'state' is not a game state: {type(exc).__name__}: "
                                  f"{exc}") from exc
        g = cls._bare(state, reg)
        check_loaded_state(g, data["state"])
        return g

    @classmethod
    def loads(cls, text: str, registry: CardRegistry | None = None) -> Game:
        return cls.from_json(json.loads(text), registry)

    def state_json(self) -> dict[str, Any]:
        return state_to_json(self.state)


def check_loaded_state(g: Game, record: Any) -> None:
    """A state read from a record must be one the engine can play on: it writes back to the same JSON,
    every object is in the zone it says, and the first uses of the API (legal actions, every player's
    view, a legal action applied to a copy) run; else :class:`GameRecordError`."""
    fresh = g.state_json()
    if record != fresh:  # equal as they are in the usual case; else compared as JSON (tuples are lists)
        diff = first_difference(canonical(record), canonical(fresh))
        if diff is not None:
            raise GameRecordError(f"game record field {diff!r} does not read back as written (malformed state)")
    s = g.state
    try:
        listed: dict[int, tuple[int, int]] = {}
        for p in s.players:
            for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.SIDEBOARD):
                for oid in p.zone_list(zone):
                    if oid in listed or s.objects[oid].zone != zone or s.objects[oid].owner != p.index:
                        raise GameRecordError(f"game record field 'state': object {oid} is listed in "
                                              f"P{p.index + 1}'s {zone.name.lower()} but is not there")
                    listed[oid] = (p.index, int(zone))
        for oid in s.battlefield:
            if oid in listed or s.objects[oid].zone != Zone.BATTLEFIELD:
                raise GameRecordError(f"game record field 'state': object {oid} is on the battlefield list "
                                      "but not on the battlefield")
            listed[oid] = (-1, int(Zone.BATTLEFIELD))
        if s.decision is not None and not 0 <= s.decision.player < s.n_players:
            raise GameRecordError("game record field 'state.decision.player' is not a seat of the game")
        actions = g.legal_actions()
        for seat in range(s.n_players):
            g.view(seat)
        if actions:  # the engine runs on from here (the first action is the cheapest: usually a pass)
            g.copy().apply(actions[0])
    except GameRecordError:
        raise
    except Exception as exc:
        raise GameRecordError(f"game record field 'state' is not a consistent position: "
                              f"{type(exc).__name__}: {exc}") from exc
    g._legal = None


def malformed(action: object) -> str | None:
    """Why ``action`` is not an action record of the engine's own types with well-typed fields (a
    look-alike that merely compares equal to a legal action, like ``PlayLand(81.0)``), or None."""
    if type(action) not in _ENGINE_TYPES:
        return f"not an action: a {type(action).__name__} (expected one of oldframe's action types)"
    problem = action_problem(action)
    return None if problem is None else f"malformed {type(action).__name__}: {problem}"


_ENGINE_TYPES = frozenset(ACTION_TYPES.values())


def redact(event: Event, viewer: int) -> Event:
    """Hide card identities in events the viewer may not see (another player's draws, hand moves)."""
    match event:
        case Moved(owner=owner, from_zone=frm, to=to) if owner != viewer and (
                frm in HIDDEN_ZONES and to in HIDDEN_ZONES):
            return Moved(owner, None, None, frm, to, None, event.controller)
        case Drew(player=player) if player != viewer:
            return Drew(player, None)
        case HandLooked(player=player, target=target) if viewer not in (player, target):  # "look at target
            return HandLooked(player, target, None)  # player's hand"
        case Moved(to=Zone.LIBRARY, new=new) if new is not None:  # nobody sees a library: a new id
            return replace(event, new=None)  # would follow the card
        case LibraryLooked(player=player, count=count) if player != viewer:  # "look at the top N cards"
            return LibraryLooked(player, count, None, None)  # (atoms.library_looks: only they see them)
    return event
