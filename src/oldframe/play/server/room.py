"""One live table: the game replica, its connections, its clock, and who moves next.

The engine runs only here. Every accepted action goes through :meth:`Room.submit`: checked against
the seat's pending decision, applied to the game, committed to the store, and only then
acknowledged and broadcast, each connection receiving its own seat's view (a spectator the public
one). Computer seats and auto-passing are driven by :meth:`Room.drive` after every change. All game
reads and writes happen under the room's lock, so no one ever sees an action before it is committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from oldframe.game import Game
from oldframe.play.autopass import AutoPass, StopMode, mana_burn_if_pass, needs_person, next_stop
from oldframe.play.narrate import Narrator
from oldframe.rules.actions import Action, Concede, PassPriority, action_from_json
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.state import Step

from .computer import computer_player
from .describe import legal_entries, log_lines, view_names, viewer_events
from .protocol import server_message
from .replay import game_from_setup
from .store import ActionRow, SeqConflict, TableRecord, now_ms
from .undo import UndoBook, UndoRequest

if TYPE_CHECKING:
    from .hub import Hub

log = logging.getLogger("oldframe.play")
SPECTATOR = -1
OUTBOX_LIMIT = 500
DEFAULT_STOPS: frozenset[tuple[bool, Step]] = frozenset({
    (True, Step.MAIN1), (True, Step.DECLARE_BLOCKERS), (True, Step.MAIN2),
    (False, Step.DECLARE_ATTACKERS), (False, Step.DECLARE_BLOCKERS), (False, Step.END_OF_TURN),
})


def autopass_from_json(data: dict[str, Any] | None) -> AutoPass:
    if not data:
        return AutoPass(DEFAULT_STOPS, StopMode.STOPS)
    stops = frozenset((bool(mine), Step[str(step).upper()]) for mine, step in data.get("stops", ()))
    return AutoPass(stops, StopMode[str(data.get("mode", "stops")).upper()])


def autopass_to_json(settings: AutoPass) -> dict[str, Any]:
    """The settings in the protocol's words (``mode`` as the client sends it: ``until_something_happens``)."""
    return {"mode": settings.mode.name.lower(),
            "stops": sorted([mine, step.name.lower()] for mine, step in settings.stops)}


def next_stop_json(game: Game, seat: int, settings: AutoPass) -> dict[str, Any] | None:
    """Where auto-pass will next ask ``seat`` if nobody acts (the board's stop marker), or None."""
    if game.is_over():
        return None
    stop = next_stop(game, seat, settings)
    if stop is None:
        return None
    return {"turns_ahead": stop.turns_ahead, "mine": stop.my_turn, "step": stop.step.name.lower(), "text": stop.text}


def table_summary(t: TableRecord) -> dict[str, Any]:
    """The table as the protocol's ``state.table`` gives it (seat tokens never leave the store)."""
    return {"id": t.id, "rules": t.rules, "format": t.format, "status": t.status,
            "clock_seconds": t.clock_seconds, "attack_left_only": bool((t.options or {}).get("attack_left_only")),
            "variant": (t.options or {}).get("variant"),
            "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level} for s in t.seats]}


class Refused(Exception):
    """An action the server will not accept; ``code`` for machines, the text for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(eq=False)
class Conn:
    """One client connection; messages leave in order through its outbox."""

    send: Callable[[dict[str, Any]], Awaitable[None]]
    seat: int | None
    outbox: asyncio.Queue[dict[str, Any] | None] = field(default_factory=asyncio.Queue)
    n: int = 0
    log_sent: int = 0
    faces_sent: set[str] = field(default_factory=set)
    closed: bool = False

    @property
    def viewer(self) -> int:
        return SPECTATOR if self.seat is None else self.seat

    def put(self, msg: dict[str, Any]) -> None:
        if self.closed:
            return
        if self.outbox.qsize() > OUTBOX_LIMIT:  # a client that stopped reading: drop it
            self.closed = True
            self.outbox.put_nowait(None)
            return
        self.n += 1
        msg["n"] = self.n
        self.outbox.put_nowait(msg)

    async def pump(self) -> None:
        while True:
            msg = await self.outbox.get()
            if msg is None:
                return
            await self.send(msg)


@dataclass
class _Log:
    narrator: Narrator = field(default_factory=Narrator)
    lines: list[str] = field(default_factory=list)
    events_seen: int = 0


class Room:
    def __init__(self, hub: Hub, table: TableRecord) -> None:
        self.hub = hub
        self.table = table
        self.game: Game | None = None
        self.conns: set[Conn] = set()
        self.lock = asyncio.Lock()
        self.logs: dict[int, _Log] = {}
        self.used_ms: list[int] = [0] * len(table.seats)
        self.last_ms = 0
        self._driver: asyncio.Task[None] | None = None
        self._dirty = False  # a state not yet broadcast (an auto-pass was about to follow)
        self._timer: asyncio.TimerHandle | None = None
        self.autopass = [autopass_from_json(s.autopass) for s in table.seats]
        self.book = UndoBook(len(table.seats))  # who answered what, and how far back undo may go
        self.undo_request: UndoRequest | None = None
        self.asked_again: tuple[int, int] | None = None  # (seat, action count) an undo went back to

    # -- building the replica ----------------------------------------------------------------------
    def _new_game(self) -> Game:
        assert self.table.setup is not None
        return game_from_setup(self.table.setup)

    def _apply_row(self, row: ActionRow) -> None:
        assert self.game is not None
        pending = self.game.pending
        action = action_from_json(row.action)
        log_start, rng_before = len(self.game.log), self.game.state.rng.state
        self.game.apply(action)
        self._charge(pending.player if pending is not None else row.seat, row.at_ms)
        self._note(action, row.seat, row.source, log_start, rng_before)

    def _note(self, action: Action, seat: int, source: str, log_start: int, rng_before: int) -> None:
        """Keep the undo book: a concession is never undone (it is a barrier for every seat)."""
        assert self.game is not None
        self.book.record(self.game, seat, "concede" if isinstance(action, Concede) else source, log_start,
                         rng_before)
        if isinstance(action, Concede):
            self.book.barrier = [len(self.book.answered_by) - 1] * len(self.book.barrier)

    def _charge(self, seat: int, at_ms: int) -> None:
        if 0 <= seat < len(self.used_ms):
            self.used_ms[seat] += max(0, at_ms - self.last_ms)
        self.last_ms = at_ms

    def _replay(self, rows: list[ActionRow], started_ms: int) -> None:
        self.game = self._new_game()
        self.book = UndoBook(len(self.table.seats))
        self.last_ms = started_ms
        for row in rows:
            self._apply_row(row)

    async def load(self) -> None:
        """Rebuild the game from its setup and every committed action."""
        async with self.lock:
            await self._reload()

    async def _reload(self) -> None:
        fresh = await self.hub.db(self.hub.store.table, self.table.id)
        if fresh is None:
            raise RuntimeError(f"table {self.table.id} disappeared from the store")
        self.table = fresh
        self.autopass = [autopass_from_json(s.autopass) for s in fresh.seats]
        self.game, self.logs, self.used_ms = None, {}, [0] * len(fresh.seats)
        if fresh.setup is None:
            return
        rows = await self.hub.db(self.hub.store.actions, fresh.id, -1)
        # replaying a game is CPU work of many milliseconds: a worker thread keeps the loop serving
        # the other games meanwhile (the room's lock, held here, keeps everyone else out of this one)
        await self.hub.run_engine(self._replay, rows, fresh.started_ms or fresh.created_ms)
        assert self.game is not None
        self.undo_request = UndoRequest.from_stored(fresh.undo_request, len(self.game.actions))
        again = (fresh.undo_request or {}).get("asked_again")  # what the last undo went back to
        self.asked_again = (int(again[0]), int(again[1])) if isinstance(again, list) and len(again) == 2 else None
        for c in self.conns:
            c.log_sent = 0

    async def catch_up(self) -> None:
        """Apply actions another process committed (PostgreSQL NOTIFY), then broadcast."""
        async with self.lock:
            await self._catch_up_locked()
        self.kick()

    async def _catch_up_locked(self) -> None:
        if self.game is None:
            await self._reload()
        else:
            rows = await self.hub.db(self.hub.store.actions, self.table.id, len(self.game.actions) - 1)
            for row in rows:
                self._apply_row(row)
            if rows and self.game.is_over():
                self.table.status = "over"
        self._broadcast()

    # -- what clients receive ----------------------------------------------------------------------
    def _log_for(self, viewer: int) -> list[str]:
        assert self.game is not None
        entry = self.logs.setdefault(viewer, _Log())
        if entry.events_seen < len(self.game.log):
            entry.lines.extend(log_lines(entry.narrator, viewer_events(self.game, viewer, entry.events_seen)))
            entry.events_seen = len(self.game.log)
        return entry.lines

    def public_view(self) -> dict[str, Any]:
        """What a spectator sees: every public zone and no hand or library (the server decides)."""
        assert self.game is not None
        return self.game.view(SPECTATOR)

    def clocks(self) -> list[int] | None:
        if self.table.clock_seconds is None:
            return None
        return [self.table.clock_seconds * 1000 - u for u in self.used_ms]

    def state_message(self, conn: Conn) -> dict[str, Any]:
        g = self.game
        table = self.table_summary()
        if g is None:
            return server_message("state", seq=0, table=table, view=None, legal=[], log_start=0, log=[], faces={})
        viewer = conn.viewer
        view = g.view(viewer) if viewer != SPECTATOR else self.public_view()
        view.pop("legal_actions", None)
        pending = g.pending
        # a decision the server answers by itself (auto-pass) is not offered: no click can race it
        auto = (pending is not None and pending.player == viewer
                and not self._person_decides(g, viewer))
        seats = [s.name for s in self.table.seats] if len(self.table.seats) > 2 else []  # "Attack Bea (P3)"
        legal = [] if auto else legal_entries(g, view, viewer, seats)
        lines = self._log_for(viewer)
        start = conn.log_sent
        conn.log_sent = len(lines)
        faces = {}
        for name in view_names(view):
            if name not in conn.faces_sent:
                conn.faces_sent.add(name)
                face = self.hub.faces.face(name)
                if face is not None:
                    faces[name] = face
        return server_message(
            "state", seq=len(g.actions), table=table, view=view, legal=legal, auto=auto, log_start=start,
            log=lines[start:],
            faces=faces, clocks=self.clocks(), clock_running=None if pending is None else pending.player,
            burn=0 if legal == [] else mana_burn_if_pass(g, viewer), undo=self._undo_state(conn.seat),
            autopass=None if conn.seat is None else self._autopass_message(conn.seat),
        )

    def _autopass_message(self, seat: int) -> dict[str, Any]:
        assert self.game is not None
        settings = self.autopass[seat]
        return {**autopass_to_json(settings), "next_stop": next_stop_json(self.game, seat, settings)}

    def table_summary(self) -> dict[str, Any]:
        return table_summary(self.table)

    def _person_decides(self, g: Game, seat: int) -> bool:
        """Whether the seat is asked (not auto-passed): its stops say so, or an undo just took it back
        to this very decision, which it answered itself before."""
        return self.asked_again == (seat, len(g.actions)) or needs_person(g, seat, self.autopass[seat])

    def _auto_passes_next(self) -> bool:
        g = self.game
        if g is None or g.is_over() or g.pending is None or self.hub.closing:
            return False
        seat = g.pending.player
        return self.table.seats[seat].kind == "human" and not self._person_decides(g, seat)

    def _broadcast(self) -> None:
        self._dirty = False
        for c in list(self.conns):
            c.put(self.state_message(c))

    # -- connections -------------------------------------------------------------------------------
    async def join(self, conn: Conn) -> None:
        async with self.lock:
            self.conns.add(conn)
            conn.log_sent = 0
            conn.put(server_message("welcome", protocol=1, seat=conn.seat, table=self.table_summary()))
            conn.put(self.state_message(conn))
        self.kick()

    def leave(self, conn: Conn) -> None:
        self.conns.discard(conn)
        conn.closed = True
        conn.outbox.put_nowait(None)

    async def table_changed(self) -> None:
        """Seats or status changed (a seat was taken, the game started): reload and tell everyone."""
        async with self.lock:
            await self._reload()
            self._broadcast()
        self.kick()

    async def set_autopass(self, seat: int, settings: AutoPass) -> None:
        await self.hub.db(self.hub.store.set_autopass, self.table.id, seat, autopass_to_json(settings))
        async with self.lock:
            if settings.mode != StopMode.STOPS and self.game is not None:
                settings = settings.start(self.game, settings.mode)  # "until …" counts from now (autopass.Anchor)
            self.autopass[seat] = settings
            self._broadcast()
        self.kick()

    # -- actions -----------------------------------------------------------------------------------
    async def submit(self, seat: int, seq: int, action: Action, source: str = "player",
                     ack: Callable[[int], None] | None = None) -> int:
        """Accept ``action`` for ``seat`` as the answer to decision number ``seq``; returns the new
        action count. :class:`Refused` (nothing changed) when it is stale, not the seat's, or illegal."""
        async with self.lock:
            g = self.game
            if g is None:
                raise Refused("not_started", "the game has not started: a seat is still open")
            if g.is_over():
                raise Refused("game_over", "the game is over")
            if seq != len(g.actions):
                raise Refused("stale", f"the game has moved on: that answered decision {seq}, "
                                       f"the game is at {len(g.actions)}")
            pending = g.pending
            assert pending is not None
            if isinstance(action, Concede):
                if action.player != seat:
                    raise Refused("not_your_seat", f"seat {seat + 1} cannot concede for P{action.player + 1}")
            elif pending.player != seat:
                raise Refused("not_your_decision", f"P{pending.player + 1} holds the decision "
                                                   f"({pending.kind}), not seat {seat + 1}")
            trial = g.copy()  # the replica changes only once the action is committed
            log_start, rng_before = len(trial.log), trial.state.rng.state
            try:
                trial.apply(action)
            except IllegalActionError as exc:
                raise Refused("illegal", str(exc)) from None
            row = ActionRow(len(trial.actions) - 1, seat, action.to_json(), source, now_ms())
            try:
                await self.hub.db(self.hub.store.append_action, self.table.id, row)
            except SeqConflict:  # another process recorded an answer to this decision first
                await self._catch_up_locked()
                raise Refused("stale", "another server recorded an answer to that decision first") from None
            except Exception as exc:
                log.exception("storing an action failed")
                raise Refused("storage", f"the action could not be stored ({type(exc).__name__})") from None
            self.game = g = trial
            self._charge(pending.player, row.at_ms)
            self._note(action, seat, source, log_start, rng_before)
            if self.undo_request is not None:  # the game moved on: a request for an earlier moment is void
                self.undo_request = None
                await self.hub.db(self.hub.store.set_undo_request, self.table.id, None)
            if g.is_over():
                self.table.status = "over"
                await self.hub.db(self.hub.store.set_status, self.table.id, "over")
            if ack is not None:
                ack(len(g.actions))
            if self._auto_passes_next():
                self._dirty = True  # the driver passes at once: broadcast after it, not twice
            else:
                if g.pending is not None and not g.is_over() and self.table.seats[g.pending.player].kind == "human":
                    await self._asked(g.pending.player)  # the state that asks them shows their mode ended
                self._broadcast()
            count = len(g.actions)
        self.kick()
        return count

    def kick(self) -> None:
        """Make sure the computer and auto-pass get their turn, and the clock is watched."""
        if self.hub.closing:
            return
        if self._driver is None or self._driver.done():
            self._driver = asyncio.get_running_loop().create_task(self.drive())
        self._arm_clock()

    async def drive(self) -> None:
        """Answer every decision that needs no person: computer seats, and auto-passed priority."""
        try:
            await self._drive()
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing agent must not take the room down; the game waits for a person
            log.exception("table %s: the computer or auto-pass failed", self.table.id)
        if self._dirty:
            async with self.lock:
                if self._dirty:
                    self._broadcast()

    async def _drive(self) -> None:
        while not self.hub.closing:
            async with self.lock:
                g = self.game
                if g is None or g.is_over() or g.pending is None:
                    return
                seat = g.pending.player
                seq = len(g.actions)
                record = self.table.seats[seat]
                copy = None
                action: Action | None = None
                if record.kind == "computer":
                    copy = g.copy()
                    source = "computer"
                elif not self._person_decides(g, seat):
                    action, source = PassPriority(), "autopass"
                else:
                    await self._asked(seat)
                    return
            if copy is not None:
                player = computer_player(record.level or "greedy")
                action = await self.hub.run_engine(player, copy, seat)
            assert action is not None
            try:
                await self.submit(seat, seq, action, source)
            except Refused as exc:
                if exc.code != "stale":
                    log.warning("table %s: %s move refused: %s", self.table.id, source, exc)
                    return

    # -- undo (undo.py; docs/protocol.md "Undo") --------------------------------------------------
    def _undo_state(self, seat: int | None) -> dict[str, Any]:
        """What a client shows of undo: whether its seat may ask now, back to which action count
        (or why not), and a request waiting for consent (everyone sees it; it hides nothing)."""
        request = None if self.undo_request is None else self.undo_request.to_json()
        g = self.game
        if seat is None or g is None or g.is_over():
            return {"to": None, "reason": None if seat is None else "the game is over", "request": request}
        to, reason = self.book.target(seat)
        return {"to": to, "reason": reason or None, "request": request}

    def _others_to_ask(self, seat: int) -> set[int]:
        assert self.game is not None
        return {s.seat for s in self.table.seats
                if s.kind == "human" and s.seat != seat and not self.game.state.players[s.seat].lost}

    async def request_undo(self, seat: int) -> bool:
        """``seat`` asks to go back to its previous decision: done at once when no other person plays
        (against the computer), else a request the others must accept. True if it was done now."""
        async with self.lock:
            g = self.game
            if g is None:
                raise Refused("not_started", "the game has not started: a seat is still open")
            if g.is_over():
                raise Refused("game_over", "the game is over")
            to, reason = self.book.target(seat)
            if to is None:
                raise Refused("no_undo", reason)
            others = self._others_to_ask(seat)
            if others:
                if self.undo_request is not None and self.undo_request.by != seat:
                    raise Refused("undo_pending", f"seat {self.undo_request.by + 1}'s undo request is waiting")
                self.undo_request = UndoRequest(seat, to, len(g.actions), others)
                await self.hub.db(self.hub.store.set_undo_request, self.table.id, self.undo_request.stored())
                self._broadcast()
                return False
            await self._rewind(to)
        self.kick()
        return True

    async def answer_undo(self, seat: int, accept: bool) -> bool:
        """Another person accepts or declines the waiting request; True if the game was rewound."""
        async with self.lock:
            req = self.undo_request
            if req is None or self.game is None or req.at != len(self.game.actions):
                raise Refused("no_request", "there is no undo request waiting (the game may have moved on)")
            if seat not in req.waiting:
                raise Refused("not_asked", f"seat {seat + 1} is not asked about this undo")
            if not accept:
                self.undo_request = None
                await self.hub.db(self.hub.store.set_undo_request, self.table.id, None)
                self._broadcast()
                return False
            req.waiting.discard(seat)
            if req.waiting:
                await self.hub.db(self.hub.store.set_undo_request, self.table.id, req.stored())
                self._broadcast()
                return False
            await self._rewind(req.to)
        self.kick()
        return True

    async def _rewind(self, keep: int) -> None:
        """Truncate the stored actions to ``keep`` (one transaction; the store is the truth) and
        replay what is left. Auto-pass modes anchored to a later moment go back to plain stops."""
        assert self.game is not None
        try:
            seat = self.book.answered_by[keep][0]  # who answered the decision asked again
            await self.hub.db(self.hub.store.truncate_actions, self.table.id, keep, len(self.game.actions),
                              {"asked_again": [seat, keep]})
        except SeqConflict:
            await self._catch_up_locked()
            raise Refused("stale", "another server moved the game on first") from None
        self.undo_request = None
        await self._reload()
        self.autopass = [AutoPass(a.stops, StopMode.STOPS) if a.mode != StopMode.STOPS else a
                         for a in self.autopass]
        self._broadcast()

    async def _asked(self, seat: int) -> None:
        """The person is asked: "pass until something happens" and "pass to end of turn" are done, and
        the seat is back at its stops (an anchored mode would otherwise stop at every priority from
        then on; the terminal client does the same, autopass.AutoPass.stopped)."""
        settings = self.autopass[seat]
        g = self.game
        if settings.mode is StopMode.STOPS or g is None:
            return
        if settings.anchor is not None and len(g.actions) <= settings.anchor.actions:
            return  # asked where the mode was chosen (it was set while deciding): it starts with their pass
        self.autopass[seat] = settings.stopped()
        await self.hub.db(self.hub.store.set_autopass, self.table.id, seat, autopass_to_json(self.autopass[seat]))
        self._dirty = True

    # -- the chess clock ---------------------------------------------------------------------------
    def _arm_clock(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        g = self.game
        if self.table.clock_seconds is None or g is None or g.is_over() or g.pending is None:
            return
        seat = g.pending.player
        left = self.table.clock_seconds * 1000 - self.used_ms[seat] - (now_ms() - self.last_ms)
        seq = len(g.actions)
        self._timer = asyncio.get_running_loop().call_later(
            max(0.0, left / 1000), lambda: self.hub.spawn(self._flag_fall(seat, seq)))

    async def _flag_fall(self, seat: int, seq: int) -> None:
        """Time ran out: the player loses, recorded as their concession (CR 104.3a)."""
        with contextlib.suppress(Refused):
            await self.submit(seat, seq, Concede(seat), "clock")

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        if self._driver is not None:
            self._driver.cancel()
        for c in list(self.conns):
            self.leave(c)
