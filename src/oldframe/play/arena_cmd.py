"""``oldframe arena``: agents play every pairing on playable decks; a table of win rates with 95 %
intervals, time per decision, search speed and Elo, and the whole run as JSON (``bench/results/``)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from oldframe.agents import arena
from oldframe.agents.levels import LEVELS, make_agent
from oldframe.cards.data import CardDataError
from oldframe.cards.decks import DeckError
from oldframe.play.selfplay_cmd import builtin_deck


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "arena", help="play agents against each other and rate them",
        description="Every pairing of --agents plays --games games (mirror-swapped seats, fixed seeds).")
    p.add_argument("--agents", required=True,
                   help=f"comma-separated levels: {', '.join(LEVELS)}, greedy, or search:N (N iterations)")
    p.add_argument("--games", type=int, default=20, help="games per pairing (default 20)")
    p.add_argument("--players", type=int, default=2, help="seats per game, 2 to 8 (default 2); more is a "
                   "free-for-all whose seats the pairing's two agents take in turn, scored by whose seat wins")
    p.add_argument("--decks", type=Path, help="folder of deck lists; only fully playable decks are used "
                   "(default: the two built-in decks)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first twin of games (default 1)")
    p.add_argument("--workers", type=int, default=1, help="local processes playing games (default 1)")
    p.add_argument("--ray", metavar="ADDRESS", help="play on a Ray cluster ('local' starts one here)")
    p.add_argument("--out", type=Path, default=Path("bench/results"), help="folder for the JSON results")
    p.add_argument("--quiet", action="store_true", help="no line per game")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        agents = [a.strip() for a in args.agents.split(",") if a.strip()]
        if len(set(agents)) != len(agents):
            raise ValueError(f"--agents names an agent twice: {args.agents!r}")
        for a in agents:
            make_agent(a)  # an unknown level fails here, before any game
        if args.workers < 1:
            raise ValueError("--workers must be at least 1")
        if args.decks:
            decks, skipped = arena.playable_decks(args.decks)
            if not decks:
                raise DeckError(f"--decks {args.decks}: no fully playable deck among {len(skipped)} "
                                f"(e.g. {skipped[0] if skipped else 'no *.txt file'})")
            print(f"{len(decks)} playable decks, {len(skipped)} left out", file=sys.stderr)
        else:
            decks = [builtin_deck("red_green.txt"), builtin_deck("blue_black_white.txt")]
        specs = arena.schedule(agents, args.games, decks, args.seed, args.players)
    except (ValueError, DeckError, CardDataError) as exc:
        print(f"oldframe arena: {exc}", file=sys.stderr)
        return 2

    start = time.time()
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"arena-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}.json"
    done: list[arena.GameResult] = []

    def settings() -> dict[str, Any]:
        return {"agents": agents, "games": args.games, "seed": args.seed, "workers": args.workers,
                "players": args.players,
                "ray": args.ray, "decks": sorted({d.name for d in decks}),
                "wall_seconds": round(time.time() - start, 1), "max_decisions": arena.MAX_DECISIONS,
                "complete": len(done) == len(specs)}

    def save() -> dict[str, Any]:
        data = arena.report(agents, specs, sorted(done, key=lambda r: r.index), settings())
        path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return data

    def progress(r: arena.GameResult) -> None:
        done.append(r)
        save()  # after every game: a run cut short keeps what it played
        if not args.quiet:
            who = "draw" if r.winner is None else f"{r.agents[r.winner]} wins"
            print(f"game {r.index + 1}/{len(specs)} seed {r.seed} {' vs '.join(r.agents)}: {who} "
                  f"(turn {r.turns}, {r.decisions} decisions, {r.seconds:.1f} s)", flush=True)

    try:
        if args.ray:
            results = arena.run_ray(specs, args.ray, progress)
        else:
            results = arena.run_local(specs, args.workers, progress)
    except RuntimeError as exc:
        print(f"oldframe arena: {exc}", file=sys.stderr)
        return 2
    done[:] = results
    data = save()
    print(arena.table(data["summary"]))
    print(f"results: {path}")
    return 0
