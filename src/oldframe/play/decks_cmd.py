"""``oldframe decks check PATH… [--format NAME]``: whether real decks play.

Per deck: does the main deck play fully, does the sideboard, which cards don't and the text not
understood, and (with ``--format``) whether the deck is legal. Then the totals and the most wanted
cards (:func:`oldframe.cards.deck_report.most_wanted`).

Exit codes: 0 the report was written, 1 missing card data, 2 bad arguments (no such path, unknown format).
"""

from __future__ import annotations

import argparse
import sys

from oldframe.cards.data import CardDataError
from oldframe.cards.deck_report import DeckReport, Totals, WantedCard, check_decks, most_wanted, totals
from oldframe.cards.decks import DeckError
from oldframe.cards.formats import FORMATS, UnknownFormatError
from oldframe.cards.registry import default_registry


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("decks", help="check which deck lists the engine plays fully")
    sub = parser.add_subparsers(dest="decks_command", required=True, metavar="SUBCOMMAND")
    check = sub.add_parser("check", help="report per deck which cards don't play yet, and the most wanted cards",
                           description="Read deck files (or every *.txt under folders) and report, per deck, "
                                       "whether its main deck and its sideboard play fully.")
    check.add_argument("paths", nargs="+", metavar="PATH", help="deck files or folders of deck files")
    check.add_argument("--format", dest="fmt", metavar="NAME", choices=sorted(FORMATS),
                       help=f"also check legality in this format ({', '.join(sorted(FORMATS))})")
    check.add_argument("--wanted", type=int, default=30, metavar="N", help="most wanted cards to list (30)")
    check.add_argument("--quiet", action="store_true", help="only the totals and the most wanted cards")
    check.set_defaults(func=run_check)


def _deck_lines(r: DeckReport) -> list[str]:
    if r.error:
        return [f"{r.source}: unreadable: {r.error}"]
    main = "plays" if r.main_plays else f"{len(r.missing_main)} card(s) missing"
    side = "plays" if not r.missing_side else f"{len(r.missing_side)} card(s) missing"
    head = f"{r.source}: main deck {main}; sideboard {side}"
    if r.legality is not None:
        head += "; legal" if not r.legality else "; NOT legal"
    lines = [head]
    for part, missing in (("main", r.missing_main), ("sideboard", r.missing_side)):
        lines += [f"    {part}: {name}: {why}" for name, why in sorted(missing.items())]
    if r.legality:
        lines += [f"    format: {p}" for p in r.legality]
    return lines


def format_totals(t: Totals) -> list[str]:
    read = t.decks - t.unreadable

    def pct(n: int) -> str:
        return f"{100 * n / read:.1f} %" if read else "-"

    lines = [f"decks: {t.decks}" + (f" ({t.unreadable} unreadable)" if t.unreadable else ""),
             f"main deck plays fully: {t.main_plays} ({pct(t.main_plays)})",
             f"main deck and sideboard play fully: {t.all_plays} ({pct(t.all_plays)})"]
    if t.legal is not None:
        lines.append(f"legal in the format: {t.legal} ({pct(t.legal)})")
    return lines


def format_wanted(wanted: list[WantedCard], n: int) -> list[str]:
    lines = [f"{n} most wanted cards (share / completes main / completes main+side / decks needing it | card | why):"]
    lines += [f"  {w.share:>7.2f} {w.completes_main:>4} {w.completes_all:>4} {w.needed_by:>4} | {w.name} | {w.reason}"
              for w in wanted[:n]]
    return lines


def run_check(args: argparse.Namespace) -> int:
    try:
        reports = check_decks(args.paths, default_registry(), args.fmt)
    except (DeckError, UnknownFormatError) as exc:
        print(f"oldframe decks check: {exc}", file=sys.stderr)
        return 2
    except CardDataError as exc:
        print(f"oldframe decks check: {exc}", file=sys.stderr)
        return 1
    out: list[str] = []
    if not args.quiet:
        for r in reports:
            out += _deck_lines(r)
        out.append("")
    out += format_totals(totals(reports))
    out.append("")
    out += format_wanted(most_wanted(reports), args.wanted)
    print("\n".join(out))
    return 0
