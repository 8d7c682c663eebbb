"""``oldframe selfplay``: seeded games between agents, two to eight seats (``--players N``: a
free-for-all), with a readable play-by-play.

    oldframe selfplay --players 4 --agents easy,medium,random,easy --games 3

Seats take the decks ``--deck-a``, ``--deck-b``, ``--deck-a``, … in turn (extra ``--deck`` files
instead, one per seat, cycled), and ``--agents`` names one level for every seat or one per seat.
"""

from __future__ import annotations

import argparse
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from oldframe.agents.levels import LEVELS, make_agent
from oldframe.cards.data import CardDataError
from oldframe.cards.decks import Deck, DeckError, parse_deck, read_deck
from oldframe.game import VARIANT_NAMES, Game
from oldframe.game_checks import MAX_PLAYERS
from oldframe.play.narrate import Narrator
from oldframe.rules.ruleset import PRESETS, UnsupportedRulesError


def builtin_deck(name: str) -> Deck:
    """A deck list shipped with the package (``oldframe/play/decks/NAME``)."""
    text = resources.files("oldframe.play").joinpath("decks", name).read_text(encoding="utf-8")
    return parse_deck(text, name)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("selfplay", help="play seeded games between agents (2-8 seats)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (game i uses seed+i)")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--deck-a", type=Path, help="deck list file for player 1 (default: red-green)")
    p.add_argument("--deck-b", type=Path, help="deck list file for player 2 (default: blue-black-white)")
    p.add_argument("--players", type=int, default=2, help="seats at the table, 2 to 8 (default 2): more than two "
                   "is a free-for-all")
    p.add_argument("--deck", type=Path, action="append", default=[],
                   help="a deck list file per seat, in seat order (repeat; cycled over the seats)")
    p.add_argument("--attack-left-only", action="store_true",
                   help="free-for-all table option: each player may attack only the next player in turn order")
    p.add_argument("--rules", default="oldframe", help=f"rules preset: {', '.join(sorted(PRESETS))}")
    p.add_argument("--variant", choices=VARIANT_NAMES, default=None,
                   help="a variant on top of the preset (magical-war: docs/magical-war.md)")
    p.add_argument("--log", action="store_true", help="print every game's play-by-play")
    p.add_argument("--max-decisions", type=int, default=5000)
    p.add_argument("--agents", default="greedy",
                   help=f"one level for every seat, or one per seat, comma-separated: {', '.join(LEVELS)}, "
                        "greedy (= easy) or search:N (default greedy)")
    p.set_defaults(func=run)


def seat_decks(args: argparse.Namespace) -> list[Deck]:
    """One deck per seat: the ``--deck`` files cycled, else ``--deck-a``/``--deck-b`` alternating."""
    if not 2 <= args.players <= MAX_PLAYERS:
        raise DeckError(f"--players must be 2 to {MAX_PLAYERS}, got {args.players}")
    if args.deck:
        pool = [read_deck(path) for path in args.deck]
    else:
        pool = [read_deck(args.deck_a) if args.deck_a else builtin_deck("red_green.txt"),
                read_deck(args.deck_b) if args.deck_b else builtin_deck("blue_black_white.txt")]
    return [pool[i % len(pool)] for i in range(args.players)]


def seat_levels(spec: str, players: int) -> list[str]:
    """The agents' levels by seat: one for all, or exactly one per seat."""
    levels = [a.strip() for a in spec.split(",") if a.strip()]
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise DeckError(f"--agents names {len(levels)} agents for {players} seats: give one for every seat "
                        f"or one per seat, got {spec!r}")
    return levels


def run(args: argparse.Namespace) -> int:
    try:
        decks = seat_decks(args)
        levels = seat_levels(args.agents, args.players)
        results = []
        for i in range(args.games):
            seed = args.seed + i
            game = Game(decks, seed=seed, rules=args.rules, attack_left_only=args.attack_left_only,
                        variant=args.variant)
            try:
                agents = [make_agent(kind, k, seed) for k, kind in enumerate(levels)]
            except ValueError as exc:
                raise DeckError(str(exc)) from None
            n = 0
            while not game.is_over() and n < args.max_decisions:
                pending = game.pending
                assert pending is not None
                action = agents[pending.player].decide(game, pending.player)
                game.apply(action)
                n += 1
            out = game.outcome()
            verdict = "unfinished" if out is None else ("draw" if not out else f"P{out[0] + 1} wins")
            if args.log:
                seats = "; ".join(f"P{k + 1} {d.name or 'deck'} ({levels[k]})" for k, d in enumerate(decks))
                print(f"=== game {i + 1}, seed {seed}, rules {args.rules}: {seats}; "
                      f"P{game.starting_player + 1} plays first")
                for line in Narrator().lines(game.log):
                    print(line)
            print(f"game {i + 1} (seed {seed}): {verdict} after {n} decisions, turn {game.state.turn}")
            results.append(verdict)
        if args.games > 1:
            print("summary:", {v: results.count(v) for v in sorted(set(results))})
        return 0
    except (DeckError, CardDataError, UnsupportedRulesError) as exc:
        print(f"oldframe selfplay: {exc}", file=sys.stderr)
        return 2
