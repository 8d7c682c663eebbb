"""``oldframe play``: a person against the computer in the terminal, one to seven computer players.

    oldframe play --deck burn.dek --opponent-deck control.txt --level easy --rules oldframe --seed 7
    oldframe play --players 4 --seat 2 --level medium          # a free-for-all of four seats

Deck files in any format :func:`oldframe.cards.deckformats.import_deck` reads (plain text, MTGO .txt
and .dek, Arena, Cockatrice .cod, Forge/XMage .dck); without ``--deck`` the built-in red-green deck,
without ``--opponent-deck`` the built-in blue-black-white one. Commands come from standard input, one
per line, so a game can be scripted.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from oldframe.cards.data import CardDataError
from oldframe.cards.deckformats import DeckFormatError, decode_upload, format_problems, import_deck
from oldframe.cards.decks import Deck, DeckError
from oldframe.game import VARIANT_NAMES, Game
from oldframe.game_checks import MAX_PLAYERS
from oldframe.play.selfplay_cmd import builtin_deck
from oldframe.play.terminal.opponents import computer_table, known_levels
from oldframe.play.terminal.session import Session
from oldframe.rules.ruleset import PRESETS, UnsupportedRulesError


def read_deck_file(path: Path) -> Deck:
    """A deck file in any supported format; unreadable files raise DeckFormatError."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DeckFormatError(str(path), [(0, f"cannot read the file ({exc.strerror})")]) from exc
    return import_deck(decode_upload(data, str(path)), str(path))


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "play", help="play against the computer in the terminal",
        description="Play a game against the computer. Type h during the game for the commands.")
    p.add_argument("--deck", type=Path, help="your deck file (default: the built-in red-green deck)")
    p.add_argument("--opponent-deck", type=Path, help="the computer's deck file (default: blue-black-white)")
    p.add_argument("--level", default="easy", help=f"the computer's level: {', '.join(known_levels())}")
    p.add_argument("--rules", default="oldframe", help=f"rules preset: {', '.join(sorted(PRESETS))}")
    p.add_argument("--format", dest="deck_format", help="refuse decks not legal in this format (e.g. premodern)")
    p.add_argument("--seed", type=int, default=1, help="seed of the game (same seed and choices, same game)")
    p.add_argument("--players", type=int, default=2, help="seats at the table, 2 to 8 (default 2); the others "
                   "are computer players with the opponent's deck; more than two is a free-for-all")
    p.add_argument("--seat", type=int, default=1, help="your seat, 1 to --players (default 1)")
    p.add_argument("--attack-left-only", action="store_true",
                   help="free-for-all table option: each player may attack only the next player in turn order")
    p.add_argument("--variant", choices=VARIANT_NAMES, default=None,
                   help="a variant on top of the preset (magical-war: docs/magical-war.md)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        mine = read_deck_file(args.deck) if args.deck else builtin_deck("red_green.txt")
        theirs = read_deck_file(args.opponent_deck) if args.opponent_deck else builtin_deck("blue_black_white.txt")
        if args.deck_format:
            for who, deck in (("your deck", mine), ("the opponent's deck", theirs)):
                problems = format_problems(deck, args.deck_format)
                if problems:
                    raise DeckError(f"{who} is not legal in {args.deck_format}: " + "; ".join(problems))
        if not 2 <= args.players <= MAX_PLAYERS:
            raise ValueError(f"--players must be 2 to {MAX_PLAYERS}, got {args.players}")
        if not 1 <= args.seat <= args.players:
            raise ValueError(f"--seat must be 1 to {args.players}, got {args.seat}")
        seat = args.seat - 1
        others = [k for k in range(args.players) if k != seat]
        opponent = computer_table(args.level, others, args.seed)
        decks = [mine if k == seat else theirs for k in range(args.players)]
        game = Game(decks, seed=args.seed, rules=args.rules, attack_left_only=args.attack_left_only,
                    variant=args.variant)
    except (DeckError, CardDataError, UnsupportedRulesError, ValueError, KeyError) as exc:
        print(f"oldframe play: {exc}", file=sys.stderr)
        return 2
    against = "the computer" if args.players == 2 else f"{args.players - 1} computer players"
    print(f"You are P{seat + 1} ({mine.name or 'your deck'}) against {against} ({args.level}, "
          f"{theirs.name or 'its deck'}); rules {args.rules}"
          f"{', variant ' + args.variant if args.variant else ''}, seed {args.seed}; "
          f"P{game.starting_player + 1} plays first.")
    return Session(game, seat, opponent, sys.stdin, sys.stdout).play()
