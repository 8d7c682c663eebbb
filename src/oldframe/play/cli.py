"""The ``oldframe`` command: one argparse tree, each subcommand registered by its own module.

A command module exposes ``register(subparsers)``; it adds its parser and sets ``func`` to a
callable taking the parsed namespace and returning the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

COMMAND_MODULES: tuple[str, ...] = (
    "oldframe.play.selfplay_cmd",
    "oldframe.play.cards_cmd",
    "oldframe.play.serve_cmd",
    "oldframe.play.coverage_cmd",
    "oldframe.play.play_cmd",
    "oldframe.play.decks_cmd",
    "oldframe.play.arena_cmd",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="oldframe", description="Old Frame Magic (Scourge-era rules).")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
