"""``oldframe cards``: search, show, export and import the Old Frame card database.

Exit codes: 0 success, 1 missing data or unknown card, 2 malformed query (message and caret on stderr).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from oldframe.cards.catalog import IMPORTED_DATA_NAME, Catalog, CatalogCard, cache_dir, open_catalog
from oldframe.cards.csv_export import cards_csv_bytes, export_cards, export_printings, printings_csv_bytes
from oldframe.cards.data import CardDataError
from oldframe.cards.search import Hit, QueryError

SEARCH_EPILOG = (
    'Query syntax is Scryfall\'s: name words, "phrase", !exact, o: (2003 text), mo: (modern Oracle), '
    "pr: (printed text), t: c: id: m: mv pow tou pt r: s: in: b: a: ft: year date cn: is: frame: f: banned: "
    "restricted:, /regex/, or, -negation, (groups), order: direction: unique:. "
    "Run `oldframe serve` and open /help for the full reference. "
    "Quote the query for your shell; put -- before a query that starts with '-'."
)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--data",
        metavar="FILE",
        help="card data file (default: $OLDFRAME_CARD_DATA, an imported "
        "file in the cache, or ../shared/data/oldframe_cards.json.gz)",
    )
    common.add_argument(
        "--cache-dir",
        metavar="DIR",
        help="catalog cache directory (default: $OLDFRAME_CACHE or ~/.cache/oldframe)",
    )
    parser = subparsers.add_parser(
        "cards",
        help="search, show and export the Old Frame card database",
        description="The Old Frame card database (1993–2003 cards, 2003 wording).",
    )
    sub = parser.add_subparsers(dest="cards_command", required=True, metavar="SUBCOMMAND")

    search = sub.add_parser(
        "search", parents=[common], help="search cards (Scryfall syntax)", epilog=SEARCH_EPILOG
    )
    search.add_argument("query", nargs="+", metavar="QUERY")
    fmt = search.add_mutually_exclusive_group()
    fmt.add_argument("--csv", action="store_true", help="write the cards CSV to stdout")
    fmt.add_argument("--json", action="store_true", help="write JSON to stdout")
    search.add_argument(
        "--limit", type=int, default=None, metavar="N", help="at most N rows (table default 50; 0 = all)"
    )
    search.set_defaults(func=_guard(cmd_search))

    show = sub.add_parser(
        "show", parents=[common], help="one card: 2003 text, modern Oracle, printings, legality"
    )
    show.add_argument("name", nargs="+", metavar="NAME")
    show.set_defaults(func=_guard(cmd_show))

    export = sub.add_parser("export", parents=[common], help="write CSV files (all cards, or a query's)")
    export.add_argument("--csv", required=True, metavar="FILE", help="cards CSV (one row per card)")
    export.add_argument(
        "--printings", metavar="FILE2", help="also write a printings CSV (one row per printing)"
    )
    export.add_argument("query", nargs="*", metavar="QUERY", help="only cards matching this query")
    export.set_defaults(func=_guard(cmd_export))

    imp = sub.add_parser(
        "import", parents=[common], help="build the catalog database (optionally from MTGJSON)"
    )
    imp.add_argument(
        "--from-mtgjson", metavar="AllPrintings.json", help="convert an MTGJSON AllPrintings.json"
    )
    imp.add_argument(
        "--out",
        metavar="FILE",
        help=f"where the converted data goes (default: cache dir/"
        f"{IMPORTED_DATA_NAME}, which later commands then use)",
    )
    imp.set_defaults(func=_guard(cmd_import))

    from oldframe.play import coverage_cmd

    coverage_cmd.add_arguments(
        sub.add_parser("coverage", help="how many cards the engine plays fully, partially, not at all")
    )


def _guard(fn: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn the expected failures into a message on stderr and an exit code."""

    def run(args: argparse.Namespace) -> int:
        try:
            return fn(args)
        except BrokenPipeError:  # output piped into `head`: not an error; silence the final flush
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        except QueryError as exc:
            print(f"oldframe cards: bad query: {exc}\n{_indent(exc.caret())}", file=sys.stderr)
            return 2
        except (CardDataError, OSError) as exc:
            print(f"oldframe cards: {exc}", file=sys.stderr)
            return 1

    return run


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())


def _catalog(args: argparse.Namespace) -> Catalog:
    return open_catalog(args.data, args.cache_dir)


def hit_dict(hit: Hit) -> dict[str, Any]:
    """JSON shape of one search row."""
    c, p = hit.card, hit.printing
    return {
        "name": c.name,
        "mana_cost": c.mana_cost,
        "mana_value": c.cmc,
        "colors": list(c.colors),
        "type_line": c.type_line,
        "text": c.text,
        "text_source": c.text_source,
        "modern_type_line": c.modern_type,
        "modern_text": c.modern_text,
        "power": c.power,
        "toughness": c.toughness,
        "reserved": c.reserved,
        "sets": list(c.sets),
        "legality": dict(c.legality),
        "printing": {
            "set": p.set,
            "set_name": p.set_name,
            "number": p.number,
            "rarity": p.rarity,
            "artist": p.artist,
            "released": p.released,
        },
    }


def _clip(text: str, width: int) -> str:
    text = text.replace("\n", " ")
    return text if len(text) <= width else text[: width - 1] + "…"


def format_table(hits: list[Hit]) -> str:
    """Fixed-width table: name, cost, 2003 type, P/T, set, rarity."""
    rows = [("Name", "Cost", "Type (2003)", "P/T", "Set", "Rarity")]
    for h in hits:
        c = h.card
        pt = f"{c.power}/{c.toughness}" if c.power is not None else ""
        rows.append(
            (_clip(c.name, 34), c.mana_cost, _clip(c.type_line, 34), pt, h.printing.set, h.printing.rarity)
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def cmd_search(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    result = catalog.search(" ".join(args.query))
    limit = args.limit if args.limit is not None else (0 if args.csv or args.json else 50)
    hits = result[:limit] if limit > 0 else list(result)
    out = sys.stdout
    if args.csv:
        out.flush()
        if result.unique == "prints":
            sys.stdout.buffer.write(printings_csv_bytes(h.printing for h in hits))
        else:
            sys.stdout.buffer.write(cards_csv_bytes((h.card for h in hits), catalog.formats))
        sys.stdout.buffer.flush()
    elif args.json:
        json.dump([hit_dict(h) for h in hits], out, ensure_ascii=False, indent=1)
        out.write("\n")
    else:
        noun = "printings" if result.unique == "prints" else "cards"
        if hits:
            out.write(format_table(hits) + "\n")
        shown = (
            f"showing {len(hits)} of {len(result)} {noun}"
            if len(hits) < len(result)
            else f"{len(result)} {noun}"
        )
        out.write(shown + (" (use --limit 0 for all)" if len(hits) < len(result) else "") + "\n")
    return 0


def format_card(catalog: Catalog, card: CatalogCard) -> str:
    """Everything about one card, as plain text."""
    source = card.text_source + (f", {card.era_source}" if card.era_source else "")
    pt = f"{card.power}/{card.toughness}" if card.power is not None else ""
    lines = [
        f"{card.name}    {card.mana_cost}".rstrip(),
        "",
        f"Oracle 2003 wording ({source}):",
        f"  {card.type_line}",
        *(f"  {ln}" for ln in card.text.splitlines()),
        *([f"  {pt}"] if pt else []),
        "",
        "Modern Oracle (2022):",
        f"  {card.modern_type}",
        *(f"  {ln}" for ln in card.modern_text.splitlines()),
        "",
        "Legality:",
    ]
    for fmt in catalog.formats:
        lines.append(
            f"  {fmt.name} ({fmt.code}): {card.legality.get(fmt.code, 'not_legal').replace('_', ' ')}"
        )
    lines += ["", f"Printings ({len(card.printings)}):"]
    for p in card.printings:
        lines.append(
            f"  {p.set:<5} {p.set_name} #{p.number}, {p.rarity}, {p.released}, {p.artist or '?'}, "
            f"{p.frame} frame, {p.border} border"
        )
        if p.printed_type:
            lines.append(f"        {p.printed_type}")
        lines += [f"        {ln}" for ln in p.printed_text.splitlines()]
        if p.flavor:
            lines += [
                f"        “{ln}”" if i == 0 else f"         {ln}"
                for i, ln in enumerate(p.flavor.splitlines())
            ]
    return "\n".join(lines)


def cmd_show(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    name = " ".join(args.name)
    card = catalog.card(name)
    if card is None:
        near = catalog.suggest(name)
        if len(near) == 1:
            card = catalog.card(near[0])
        else:
            hint = f"; did you mean: {', '.join(near)}" if near else ""
            print(f"oldframe cards: no card named {name!r}{hint}", file=sys.stderr)
            return 1
    assert card is not None
    print(format_card(catalog, card))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    query = " ".join(args.query)
    cards = catalog.search(query).cards() if query.strip() else list(catalog.cards)
    n = export_cards(args.csv, cards, catalog.formats)
    print(f"wrote {n} cards to {args.csv}")
    if args.printings:
        m = export_printings(args.printings, catalog.search_printings(query))
        print(f"wrote {m} printings to {args.printings}")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    data = args.data
    if args.from_mtgjson:
        from oldframe.cards.mtgjson_import import import_all_printings

        src = Path(args.from_mtgjson)
        if not src.is_file():
            print(f"oldframe cards: MTGJSON file not found: {src}", file=sys.stderr)
            return 1
        dest = Path(args.out) if args.out else cache_dir(args.cache_dir) / IMPORTED_DATA_NAME
        dest.parent.mkdir(parents=True, exist_ok=True)
        data = import_all_printings(src, dest)
        print(f"converted {src} to {data}")
    catalog = open_catalog(data, args.cache_dir, rebuild=True)
    n_prints = sum(len(c.printings) for c in catalog.cards)
    print(
        f"built catalog {catalog.db_path}: {len(catalog)} cards, {n_prints} printings from {catalog.source}"
    )
    return 0
