"""``oldframe serve``: one app via uvicorn — the card database (search, card pages, CSV downloads)
and the play server (lobby, tables, the board; games stored in SQLite or PostgreSQL)."""

from __future__ import annotations

import argparse
import gc
import signal
import sys

WS_MAX_BYTES = 64 * 1024  # the protocol's own limit is 16 KiB; bigger frames close the socket
GRACEFUL_SECONDS = 5  # SIGTERM: requests in flight get this long to finish


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="run the card database and the play server",
        description="Serve the Old Frame card database and the play server at http://HOST:PORT/.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument(
        "--data", metavar="FILE", help="card data file (default: see `oldframe cards --help`)"
    )
    parser.add_argument("--cache-dir", metavar="DIR", help="catalog cache directory")
    parser.add_argument(
        "--games", metavar="URL",
        help="game database: sqlite:///PATH or postgresql://… (default: $OLDFRAME_DATABASE_URL, "
             "else ./oldframe-games.sqlite3)")
    parser.add_argument("--proxy-headers", action="store_true",
                        help="trust X-Forwarded-* from --forwarded-allow-ips (behind a reverse proxy)")
    parser.add_argument("--forwarded-allow-ips", default="127.0.0.1", help="proxies trusted for X-Forwarded-*")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from oldframe.cards.catalog import open_catalog
    from oldframe.cards.data import CardDataError

    from .server.store import default_url, open_store
    from .web import create_app

    try:  # fail here, with the data error, rather than on the first page view
        catalog = open_catalog(args.data, args.cache_dir)
    except CardDataError as exc:
        print(f"oldframe serve: {exc}", file=sys.stderr)
        return 1
    url = getattr(args, "games", None) or default_url()
    try:
        store = open_store(url)
    except Exception as exc:  # the drivers' own errors (sqlite3.Error, psycopg.OperationalError)
        print(f"oldframe serve: cannot open the game database {url}: {exc}", file=sys.stderr)
        return 1
    # The card pool, catalog and compiled cards live as long as the process: freeze them out of the
    # collector's reach, so a full collection scans only the games (it paused the loop ~0.5 s before).
    from oldframe.cards.registry import default_registry

    from .server.decks import BUILTIN_DECKS, CASUAL, builtin_deck, deck_problems

    _ = default_registry().pool
    for key in BUILTIN_DECKS:  # compiles the card grammar and the built-in decks' cards once, here
        deck_problems(builtin_deck(key), CASUAL)
    thresholds = gc.get_threshold()
    gc.collect()
    gc.freeze()
    # each action copies a game state (thousands of short-lived objects): collect the young
    # generation less often, and full collections (which scan every live game) far less often
    gc.set_threshold(50_000, 20, 100)
    where = "PostgreSQL" if store.dialect == "postgresql" else url.removeprefix("sqlite:///")
    print(f"oldframe: serving {len(catalog)} cards and games ({where}) on http://{args.host}:{args.port}/ "
          "(Ctrl-C stops)", flush=True)
    # uvicorn finishes the requests in flight on SIGTERM, then re-raises the signal to the handler
    # that was there before it: a no-op one makes a graceful stop exit with status 0.
    previous = signal.signal(signal.SIGTERM, lambda _sig, _frame: None)
    try:
        uvicorn.run(create_app(catalog, games=store), host=args.host, port=args.port, log_level="warning",
                    ws_max_size=WS_MAX_BYTES, timeout_graceful_shutdown=GRACEFUL_SECONDS,
                    proxy_headers=getattr(args, "proxy_headers", False),
                    forwarded_allow_ips=getattr(args, "forwarded_allow_ips", "127.0.0.1"))
    finally:
        signal.signal(signal.SIGTERM, previous)
        gc.set_threshold(*thresholds)
        gc.unfreeze()
    return 0
