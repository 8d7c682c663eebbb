"""``oldframe selfplay``: seeded games between two agents, with a readable play-by-play."""

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
from oldframe.play.narrate import Narrator
from oldframe.rules.ruleset import PRESETS, UnsupportedRulesError


def builtin_deck(name: str) -> Deck:
    """A deck list shipped with the package (``oldframe/play/decks/NAME``)."""
    text = resources.files("oldframe.play").joinpath("decks", name).read_text(encoding="utf-8")
    return parse_deck(text, name)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("selfplay", help="play seeded games between two agents")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (game i uses seed+i)")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--deck-a", type=Path, help="deck list file for player 1 (default: red-green)")
    p.add_argument("--deck-b", type=Path, help="deck list file for player 2 (default: blue-black-white)")
    p.add_argument("--rules", default="oldframe", help=f"rules preset: {', '.join(sorted(PRESETS))}")
    p.add_argument("--variant", choices=VARIANT_NAMES, default=None,
                   help="a variant on top of the preset (magical-war: docs/magical-war.md)")
    p.add_argument("--log", action="store_true", help="print every game's play-by-play")
    p.add_argument("--max-decisions", type=int, default=5000)
    p.add_argument("--agents", default="greedy,greedy",
                   help=f"two levels: {', '.join(LEVELS)}, greedy (= easy) or search:N (default greedy,greedy)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        deck_a = read_deck(args.deck_a) if args.deck_a else builtin_deck("red_green.txt")
        deck_b = read_deck(args.deck_b) if args.deck_b else builtin_deck("blue_black_white.txt")
        results = []
        for i in range(args.games):
            seed = args.seed + i
            game = Game([deck_a, deck_b], seed=seed, rules=args.rules, variant=args.variant)
            try:
                agents = [make_agent(kind, k, seed) for k, kind in enumerate(args.agents.split(","))]
            except ValueError as exc:
                raise DeckError(str(exc)) from None
            if len(agents) != 2:
                raise DeckError(f"--agents names two agents, got {args.agents!r}")
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
                print(f"=== game {i + 1}, seed {seed}, rules {args.rules}: {deck_a.name or 'deck A'} (P1) vs "
                      f"{deck_b.name or 'deck B'} (P2); P{game.starting_player + 1} plays first")
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
