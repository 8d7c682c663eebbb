"""HTTP and websocket routes of the play server, mounted into the card database app under ``/play``.

Pages: the lobby (``/play``), a table (``/play/t/ID``). JSON: ``/play/api/…`` for scripts, bots and
the benchmark. Websocket: ``/play/ws/ID`` speaks the protocol of ``protocol.py``. Every parser a
client can reach has a size limit; a bad request gets a 4xx with the reason, never a 500.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from functools import partial
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from jinja2 import Environment
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from oldframe.cards.deckformats import decode_upload
from oldframe.cards.decks import Deck, DeckError
from oldframe.game import VARIANT_NAMES
from oldframe.rules.ruleset import PRESETS

from .computer import DEFAULT_LEVEL, LEVELS
from .decks import BUILTIN_DECKS, CASUAL, MAX_DECK_BYTES, builtin_deck, format_choices, read_deck_text
from .hub import Hub
from .protocol import (
    ActionMsg,
    AutoPassMsg,
    Hello,
    Ping,
    ProtocolError,
    UndoMsg,
    UndoReplyMsg,
    parse_action,
    parse_client_message,
)
from .protocol import server_message as msg
from .replay import ReplayError
from .room import Conn, Refused, autopass_from_json, table_summary
from .tables import MAX_SEATS, MIN_SEATS, SeatRequest, TableError, create_table, take_seat, token_matches

TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
MAX_BODY = 256 * 1024
HELLO_TIMEOUT = 15.0
IMMUTABLE = "public, max-age=86400, immutable"  # a finished game's replay


class BodyLimit:
    """Refuse request bodies over ``limit`` bytes under ``/play`` (413) before any parser reads them."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/play"):
            await self.app(scope, receive, send)
            return
        for key, value in scope.get("headers", ()):
            if key == b"content-length" and value.isdigit() and int(value) > self.limit:
                await _plain(send, 413, f"request body over {self.limit // 1024} KiB")
                return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise HTTPException(413, f"request body over {self.limit // 1024} KiB")
            return message

        await self.app(scope, limited, send)


async def _plain(send: Send, status: int, text: str) -> None:
    body = text.encode()
    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def add_play_routes(app: FastAPI, hub: Hub, env: Environment) -> None:
    def page(template: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        ctx.setdefault("q", "")
        return HTMLResponse(env.get_template(template).render(**ctx), status_code=status)

    def lobby_context(**extra: Any) -> dict[str, Any]:
        return {"tables": hub.store.list_tables(), "finished": hub.store.finished_tables(),
                "presets": sorted(PRESETS), "formats": format_choices(),
                "levels": LEVELS, "default_level": DEFAULT_LEVEL, "builtin": BUILTIN_DECKS, "errors": [],
                "seat_counts": list(range(MIN_SEATS, MAX_SEATS + 1)), "variants": VARIANT_NAMES,
                "form": {}, **extra}

    async def form_deck(form: Any, prefix: str = "") -> tuple[Deck, tuple[str, ...]]:
        """The deck a form brings (an uploaded file in any format, a pasted list, or a built-in deck)
        and the problems found reading it, named by where it came from."""
        upload = form.get(prefix + "deck_file")
        if isinstance(upload, UploadFile) and upload.filename:
            raw = await upload.read(MAX_DECK_BYTES + 1)
            if len(raw) > MAX_DECK_BYTES:
                raise DeckError(f"uploaded deck is larger than {MAX_DECK_BYTES // 1024} KiB")
            deck, problems = read_deck_text(decode_upload(raw, upload.filename), upload.filename)
            return deck, tuple(f"{upload.filename} {p}" for p in problems)
        text = form.get(prefix + "deck_text")
        if isinstance(text, str) and text.strip():
            deck, problems = read_deck_text(text)
            return deck, tuple(f"pasted list {p}" for p in problems)
        key = form.get(prefix + "deck_builtin") or "red_green"
        return builtin_deck(str(key)), ()

    async def read_form(request: Request) -> Any:
        try:
            return await request.form(max_files=2, max_fields=30, max_part_size=MAX_DECK_BYTES + 1024)
        except HTTPException:
            raise
        except Exception as exc:
            raise HTTPException(400, f"malformed form: {exc}") from None

    def seat_numbers(fields: dict[str, str]) -> tuple[int, int]:
        """The form's seat count (2 to 8) and the creator's seat (0-based), checked."""
        players_text, seat_text = fields.get("players", "2").strip(), fields.get("seat", "1").strip()
        if not players_text.isdigit() or not MIN_SEATS <= int(players_text) <= MAX_SEATS:
            raise TableError([f"a table has {MIN_SEATS} to {MAX_SEATS} seats, got {players_text!r}"])
        players = int(players_text)
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= players:
            raise TableError([f"your seat must be 1 to {players}, got {seat_text!r}"])
        return players, int(seat_text) - 1

    def seat_redirect(table_id: str, seat: int, token: str) -> RedirectResponse:
        return RedirectResponse(f"/play/t/{table_id}#seat={seat}&token={token}", status_code=303)

    @app.get("/play", response_class=HTMLResponse)
    def lobby() -> HTMLResponse:
        return page("lobby.html", **lobby_context())

    @app.post("/play/tables")
    async def create_from_form(request: Request) -> Response:
        form = await read_form(request)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        try:
            my_deck, read_problems = await form_deck(form)
            players, seat = seat_numbers(fields)
            clock = fields.get("clock_minutes", "").strip()
            if clock and not clock.isdigit():
                raise TableError([f"clock must be a whole number of minutes, got {clock!r}"])
            me = SeatRequest("human", fields.get("name", ""), my_deck, read_problems=read_problems)
            opponent = fields.get("opponent", "computer")
            people = {"computer": 0, "person": players - 1}.get(opponent)
            if people is None:  # "mixed": this many of the other seats are open for people
                text = fields.get("people", "").strip()
                if not text.isdigit() or not 0 <= int(text) <= players - 1:
                    raise TableError([f"seats for people must be 0 to {players - 1}, got {text!r}"])
                people = int(text)
            computer_deck = builtin_deck(fields.get("computer_deck", "blue_black_white"))
            others = [SeatRequest("open") if k < people else
                      SeatRequest("computer", "Computer" if players == 2 else f"Computer {k + 1 - people}",
                                  computer_deck, fields.get("level", DEFAULT_LEVEL))
                      for k in range(players - 1)]
            seats = [*others[:seat], me, *others[seat:]]
            table, tokens = await hub.run_engine(
                partial(create_table, attack_left_only=fields.get("attack_left_only") == "on",
                        variant=fields.get("variant") or None),
                hub.store, fields.get("rules", "oldframe"), fields.get("format", CASUAL),
                int(clock) if clock else None, seats)
        except (TableError, DeckError) as exc:
            problems = exc.problems if isinstance(exc, TableError) else [str(exc)]
            return page("lobby.html", status=400, **lobby_context(errors=problems, form=fields))
        return seat_redirect(table.id, seat, tokens[seat])

    @app.get("/play/t/{table_id}", response_class=HTMLResponse)
    async def table_page(table_id: str) -> HTMLResponse:
        table = await hub.run(hub.store.table, table_id) if TABLE_ID.match(table_id) else None
        if table is None:
            return page("error.html", status=404, title="No such table",
                        message=f"There is no table “{table_id}”.", suggestions=[])
        return page("play.html", table=table, builtin=BUILTIN_DECKS, errors=[],
                    open_seats=[s.seat for s in table.seats if s.kind == "open"])

    # -- replays of finished games (replay.py: built once per table, then each step is a lookup) ------
    @app.get("/play/t/{table_id}/replay", response_class=HTMLResponse)
    async def replay_page(table_id: str) -> HTMLResponse:
        table = await hub.run(hub.store.table, table_id) if TABLE_ID.match(table_id) else None
        if table is None:
            return page("error.html", status=404, title="No such table",
                        message=f"There is no table “{table_id}”.", suggestions=[])
        if table.status != "over":
            return page("error.html", status=404, title="No replay yet",
                        message=f"Table {table_id}'s game is not over: it can be replayed once it has ended.",
                        suggestions=[])
        return page("replay.html", table=table)

    async def replay_or_error(table_id: str) -> Any:
        if not TABLE_ID.match(table_id):
            return JSONResponse({"error": [f"no table {table_id!r}"]}, status_code=404)
        try:
            return await hub.replay(table_id)
        except ReplayError as exc:
            return JSONResponse({"error": [str(exc)]}, status_code=404)

    @app.get("/play/api/tables/{table_id}/replay")
    async def api_replay(table_id: str) -> JSONResponse:
        """The replay's outline: its step count, each step's action count, and the spectator's log."""
        replay = await replay_or_error(table_id)
        if isinstance(replay, JSONResponse):
            return replay
        table = await hub.run(hub.store.table, table_id)
        assert table is not None
        return JSONResponse({"table": table_summary(table), "steps": len(replay.steps),
                             "seqs": [s.seq for s in replay.steps], "log": list(replay.log)},
                            headers={"cache-control": IMMUTABLE})

    @app.get("/play/api/tables/{table_id}/replay/{step}")
    async def api_replay_step(table_id: str, step: int) -> Response:
        """One step: the spectator's view then, its log length, and the faces of the cards it shows."""
        replay = await replay_or_error(table_id)
        if isinstance(replay, JSONResponse):
            return replay
        if not 0 <= step < len(replay.steps):
            return JSONResponse({"error": [f"step must be 0 to {len(replay.steps) - 1}, got {step}"]},
                                status_code=404)
        s = replay.steps[step]
        faces = {n: f for n in s.names if (f := hub.faces.face(n)) is not None}
        body = (f'{{"step": {step}, "seq": {s.seq}, "log_len": {s.log_len}, "faces": {json.dumps(faces)}, '
                f'"view": {s.view}}}')
        # a finished game never changes: the browser keeps each step it has seen (no second request)
        return Response(body, media_type="application/json", headers={"cache-control": IMMUTABLE})

    @app.post("/play/t/{table_id}/join")
    async def join_from_form(table_id: str, request: Request) -> Response:
        form = await read_form(request)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        table = await hub.run(hub.store.table, table_id) if TABLE_ID.match(table_id) else None
        if table is None:
            raise HTTPException(404, f"no table {table_id!r}")
        try:
            seat_text = fields.get("seat", "")
            seat = int(seat_text) - 1 if seat_text.isdigit() else -1
            deck, read_problems = await form_deck(form)
            token = await hub.run_engine(take_seat, hub.store, table_id, seat, fields.get("name", ""), deck,
                                         read_problems)
        except (TableError, DeckError) as exc:
            problems = exc.problems if isinstance(exc, TableError) else [str(exc)]
            return page("play.html", status=400, table=table, builtin=BUILTIN_DECKS, errors=problems,
                        open_seats=[s.seat for s in table.seats if s.kind == "open"])
        await _table_changed(table_id)
        return seat_redirect(table_id, seat, token)

    async def _table_changed(table_id: str) -> None:
        room = hub.rooms.get(table_id)
        if room is not None:
            await room.table_changed()

    # -- JSON API (scripts, bots, the benchmark) ------------------------------------------------------
    async def json_body(request: Request) -> dict[str, Any]:
        try:
            data = json.loads(await request.body())
        except ValueError as exc:
            raise HTTPException(400, f"body is not JSON: {exc}") from None
        if not isinstance(data, dict):
            raise HTTPException(400, "body must be a JSON object")
        return data

    def api_deck(value: Any, where: str) -> tuple[Deck, tuple[str, ...]]:
        """A seat's deck from JSON: ``{"builtin": NAME}``, deck text in any format, or ``{"text":
        TEXT, "filename": NAME}`` (the file name tells .dek, .cod and .dck apart)."""
        if isinstance(value, dict) and set(value) == {"builtin"}:
            return builtin_deck(str(value["builtin"])), ()
        filename = None
        if isinstance(value, dict) and "text" in value and set(value) <= {"text", "filename"}:
            value, filename = value["text"], value.get("filename")
            if filename is not None and not isinstance(filename, str):
                raise DeckError(f"{where}: filename must be a string")
        if isinstance(value, str):
            deck, problems = read_deck_text(value, filename)
            return deck, tuple(problems)
        raise DeckError(f"{where}: deck must be deck-list text, {{\"text\": TEXT, \"filename\": NAME}} or "
                        f"{{\"builtin\": NAME}}")

    def api_error(exc: Exception, status: int = 400) -> JSONResponse:
        problems = exc.problems if isinstance(exc, TableError) else [str(exc)]
        return JSONResponse({"error": problems}, status_code=status)

    @app.post("/play/api/tables")
    async def api_create(request: Request) -> JSONResponse:
        data = await json_body(request)
        try:
            raw_seats = data.get("seats")
            if not isinstance(raw_seats, list) or len(raw_seats) > MAX_SEATS:
                raise TableError([f"seats must be a list of {MIN_SEATS} to {MAX_SEATS} seat objects"])
            seats = []
            for i, s in enumerate(raw_seats):
                if not isinstance(s, dict):
                    raise TableError([f"seat {i + 1} must be an object"])
                kind = str(s.get("kind", ""))
                deck, read_problems = (None, ()) if kind == "open" else api_deck(s.get("deck"), f"seat {i + 1}")
                seats.append(SeatRequest(kind, str(s.get("name", "")), deck, s.get("level"), read_problems))
            clock = data.get("clock_minutes")
            if clock is not None and (not isinstance(clock, int) or isinstance(clock, bool)):
                raise TableError(["clock_minutes must be an integer or null"])
            left_only = data.get("attack_left_only", False)
            if not isinstance(left_only, bool):
                raise TableError(["attack_left_only must be true or false"])
            variant = data.get("variant")
            if variant is not None and not isinstance(variant, str):
                raise TableError([f"variant must be a variant name or null, got {json.dumps(variant)[:40]}"])
            table, tokens = await hub.run_engine(partial(create_table, attack_left_only=left_only,
                                                         variant=variant or None), hub.store,
                                                 str(data.get("rules", "oldframe")), str(data.get("format", CASUAL)),
                                                 clock, seats)
        except (TableError, DeckError) as exc:
            return api_error(exc)
        return JSONResponse({"table": table.id, "url": f"/play/t/{table.id}",
                             "tokens": {str(k): v for k, v in tokens.items()}})

    @app.post("/play/api/tables/{table_id}/seats/{seat}")
    async def api_join(table_id: str, seat: int, request: Request) -> JSONResponse:
        data = await json_body(request)
        if not TABLE_ID.match(table_id):
            return JSONResponse({"error": [f"no table {table_id!r}"]}, status_code=404)
        try:
            deck, read_problems = api_deck(data.get("deck"), "deck")
            token = await hub.run_engine(take_seat, hub.store, table_id, seat, str(data.get("name", "")),
                                         deck, read_problems)
        except (TableError, DeckError) as exc:
            return api_error(exc)
        await _table_changed(table_id)
        return JSONResponse({"token": token})

    @app.get("/play/api/stats")
    def api_stats() -> JSONResponse:
        return JSONResponse(hub.stats())

    @app.post("/play/api/stats/reset")
    def api_stats_reset() -> JSONResponse:
        hub.reset_stats()
        return JSONResponse(hub.stats())

    @app.get("/play/api/tables/{table_id}")
    async def api_table(table_id: str) -> JSONResponse:
        room = await hub.room(table_id) if TABLE_ID.match(table_id) else None
        if room is None:
            return JSONResponse({"error": [f"no table {table_id!r}"]}, status_code=404)
        async with room.lock:
            summary = room.table_summary()
            summary["seq"] = 0 if room.game is None else len(room.game.actions)
            summary["outcome"] = None if room.game is None else room.game.outcome()
        return JSONResponse(summary)

    # -- the websocket -------------------------------------------------------------------------------
    @app.websocket("/play/ws/{table_id}")
    async def play_socket(websocket: WebSocket, table_id: str) -> None:
        await websocket.accept()
        room = await hub.room(table_id) if TABLE_ID.match(table_id) else None
        if room is None:
            await websocket.send_json(msg("error", n=1, id=None, code="no_table", message=f"no table {table_id!r}"))
            await websocket.close(4404)
            return
        try:
            hello = parse_client_message(await asyncio.wait_for(websocket.receive_text(), HELLO_TIMEOUT))
            if not isinstance(hello, Hello):
                raise ProtocolError("hello_first", "the first message must be 'hello'")
            seat = None
            if hello.token is not None:
                seat = next((s.seat for s in room.table.seats if token_matches(hello.token, s.token_hash)), None)
                if seat is None:
                    raise ProtocolError("bad_token", "that token holds no seat at this table")
        except (ProtocolError, TimeoutError, WebSocketDisconnect, KeyError) as exc:
            with contextlib.suppress(Exception):
                code = exc.code if isinstance(exc, ProtocolError) else "hello_first"
                await websocket.send_json(msg("error", n=1, id=None, code=code, message=str(exc) or code))
                await websocket.close(4400)
            return
        conn = Conn(websocket.send_json, seat)
        pump = asyncio.get_running_loop().create_task(conn.pump())
        try:
            await room.join(conn)
            while not conn.closed:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                await _handle(room, conn, frame.get("text") if frame.get("text") is not None else frame.get("bytes"))
        except WebSocketDisconnect:
            pass
        finally:
            room.leave(conn)
            pump.cancel()
            with contextlib.suppress(BaseException):
                await pump

    async def _handle(room: Any, conn: Conn, frame: str | bytes | None) -> None:
        try:
            m = parse_client_message(frame or "")
            if isinstance(m, Ping):
                conn.put(msg("pong", id=m.id))
            elif isinstance(m, Hello):
                raise ProtocolError("already_greeted", "hello is sent once, first")
            elif conn.seat is None:
                raise ProtocolError("spectator", "a spectator cannot act or change settings", getattr(m, "id", None))
            elif isinstance(m, ActionMsg):
                action = parse_action(m)
                received = time.perf_counter()

                def ack(count: int) -> None:
                    conn.put(msg("ack", id=m.id, seq=count))
                    hub.ack_seconds.append(time.perf_counter() - received)

                await room.submit(conn.seat, m.seq, action, ack=ack)
            elif isinstance(m, AutoPassMsg):
                await room.set_autopass(conn.seat, autopass_from_json({"mode": m.mode, "stops": m.stops}))
                conn.put(msg("ack", id=m.id, seq=None))
            elif isinstance(m, UndoMsg):
                await room.request_undo(conn.seat)
                conn.put(msg("ack", id=m.id, seq=None))
            elif isinstance(m, UndoReplyMsg):
                await room.answer_undo(conn.seat, m.accept)
                conn.put(msg("ack", id=m.id, seq=None))
        except ProtocolError as exc:
            conn.put(msg("error", id=exc.msg_id, code=exc.code, message=str(exc)))
        except Refused as exc:
            conn.put(msg("error", id=getattr(m, "id", None), code=exc.code, message=str(exc)))
