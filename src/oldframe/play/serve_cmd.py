"""``oldframe serve``: the card database web app (search, card pages, CSV downloads) via uvicorn."""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="run the card database web app",
        description="Serve the Old Frame card database at http://HOST:PORT/.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument(
        "--data", metavar="FILE", help="card data file (default: see `oldframe cards --help`)"
    )
    parser.add_argument("--cache-dir", metavar="DIR", help="catalog cache directory")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from oldframe.cards.catalog import open_catalog
    from oldframe.cards.data import CardDataError

    from .web import create_app

    try:  # fail here, with the data error, rather than on the first page view
        catalog = open_catalog(args.data, args.cache_dir)
    except CardDataError as exc:
        print(f"oldframe serve: {exc}", file=sys.stderr)
        return 1
    print(f"oldframe: serving {len(catalog)} cards on http://{args.host}:{args.port}/ (Ctrl-C stops)")
    uvicorn.run(create_app(catalog), host=args.host, port=args.port, log_level="warning")
    return 0
