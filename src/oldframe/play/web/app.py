"""Routes: search (paged, sortable), syntax help, card pages and CSV downloads.

A malformed query is the user's mistake, not the server's: pages show the message with a caret
under the bad token (HTTP 400), CSV endpoints answer 400 with the message as plain text.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles

from oldframe.cards.catalog import Catalog, open_catalog
from oldframe.cards.csv_export import cards_csv_bytes, printings_csv_bytes
from oldframe.cards.data import CardDataError
from oldframe.cards.search import KEYWORDS, SYNTAX, QueryError, with_order

from ..server.hub import Hub
from ..server.routes import BodyLimit, add_play_routes
from ..server.store import Store
from .render import make_env

PAGE_SIZE = 60
COLUMNS = (
    ("Name", "name"),
    ("Cost", "cmc"),
    ("Type (2003)", None),
    ("P/T", "power"),
    ("Set", "set"),
    ("Rarity", "rarity"),
    ("Released", "released"),
)
EXAMPLES = (
    "t:goblin c:r pow>=2",
    'o:"comes into play" t:artifact',
    "in:lea is:reserved",
    "f:premodern c:m mv<=2",
    'a:"rebecca guay" unique:prints',
    "pow>tou t:wall",
    "year<=1994 r:common t:creature order:power",
)


def create_app(
    catalog: Catalog | None = None,
    data: str | os.PathLike[str] | None = None,
    cache: str | os.PathLike[str] | None = None,
    games: Store | str | None = None,
) -> FastAPI:
    """The web app: the card database and the play server (``/play``). Without ``catalog`` the
    catalog is opened (and built if needed) on first request; ``games`` is the game store or its URL
    (default: ``OLDFRAME_DATABASE_URL``, else ``./oldframe-games.sqlite3``), opened on first use."""
    holder: dict[str, Catalog] = {} if catalog is None else {"catalog": catalog}
    hub = Hub(games, lambda: get_catalog())

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.close()

    app = FastAPI(title="Old Frame card database", docs_url=None, redoc_url=None, openapi_url=None,
                  lifespan=lifespan)
    app.state.hub = hub
    app.add_middleware(BodyLimit)
    env = make_env()
    app.mount("/static", StaticFiles(directory=Path(__file__).parent / "static"), name="static")

    def get_catalog() -> Catalog:
        if "catalog" not in holder:
            holder["catalog"] = open_catalog(data, cache)
        return holder["catalog"]

    def render(template: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        ctx.setdefault("q", "")
        return HTMLResponse(env.get_template(template).render(**ctx), status_code=status)

    @app.exception_handler(CardDataError)
    def no_data(_request: Request, exc: CardDataError) -> HTMLResponse:
        return render(
            "error.html", status=503, title="Card data unavailable", message=str(exc), suggestions=[]
        )

    @app.get("/", response_class=HTMLResponse)
    def search(q: str = "", page: str = "1") -> HTMLResponse:
        cat = get_catalog()
        if not q.strip():
            return render(
                "search.html",
                examples=EXAMPLES,
                total_cards=len(cat),
                result=None,
                n_prints=sum(len(c.printings) for c in cat.cards),
                n_sets=len(cat.sets),
            )
        try:
            result = cat.search(q)
        except QueryError as exc:
            return render("search.html", status=400, q=q, error=exc, result=None)
        pages = max(1, -(-len(result) // PAGE_SIZE))
        current = min(max(1, int(page) if page.isdigit() else 1), pages)
        hits = result[(current - 1) * PAGE_SIZE : current * PAGE_SIZE]
        order, direction = result.query.order, result.query.direction
        headers: list[tuple[str, str | None, str]] = []
        for label, key in COLUMNS:
            if key is None:
                headers.append((label, None, ""))
                continue
            flip = "desc" if key == order and direction == "asc" else "asc"
            mark = ("▲" if direction == "asc" else "▼") if key == order else ""
            headers.append((label, with_order(q, key, flip), mark))
        return render(
            "search.html",
            q=q,
            result=result,
            hits=hits,
            page=current,
            pages=pages,
            headers=headers,
            first=(current - 1) * PAGE_SIZE + 1,
        )

    @app.get("/help", response_class=HTMLResponse)
    def help_page() -> HTMLResponse:
        return render("help.html", keywords=KEYWORDS, syntax=SYNTAX, formats=get_catalog().formats)

    @app.get("/card/{name:path}", response_class=HTMLResponse)
    def card_page(name: str) -> HTMLResponse:
        cat = get_catalog()
        card = cat.card(name)
        if card is None:
            return render(
                "error.html",
                status=404,
                title="No such card",
                message=f"There is no card named “{name}” in the Old Frame pool.",
                suggestions=cat.suggest(name, 10),
            )
        return render("card.html", card=card, formats=cat.formats, exact=f'!"{card.name}"')

    def csv_response(body: bytes, filename: str) -> Response:
        return Response(
            body,
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    @app.get("/cards.csv")
    def cards_csv(q: str = "") -> Response:
        cat = get_catalog()
        try:
            cards = cat.search(q).cards() if q.strip() else list(cat.cards)
        except QueryError as exc:
            return PlainTextResponse(f"bad query: {exc}\n{exc.caret()}\n", status_code=400)
        return csv_response(cards_csv_bytes(cards, cat.formats), "oldframe-cards.csv")

    @app.get("/printings.csv")
    def printings_csv(q: str = "") -> Response:
        cat = get_catalog()
        try:
            prints = cat.search_printings(q)
        except QueryError as exc:
            return PlainTextResponse(f"bad query: {exc}\n{exc.caret()}\n", status_code=400)
        return csv_response(printings_csv_bytes(prints), "oldframe-printings.csv")

    add_play_routes(app, hub, env)

    return app
