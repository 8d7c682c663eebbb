"""The arena: agents play each other on playable decks, and the results say who is stronger.

Every pairing plays ``games`` games in twins: the same seed and the same decks in the same seats,
once with each agent in each seat (mirror-swapped), so neither the deal nor the seat favours one
side. Every game is fixed by its seed, decks and agents' levels, so a result replays: iteration
budgets, not clocks, bound the search (a time cap only bites on an overloaded machine).

The table gives each pairing's score (a draw counts half) with its Wilson 95 % interval, the time
per decision (mean and median over all decisions, and the median over searched ones; CPU seconds
of the deciding process, i.e. one core, so a busy machine does not inflate them), the search's
iterations per second, and Elo ratings fitted to all games (Bradley–Terry, the first agent at 0).
Games run in this process, over ``workers`` local processes, or on a Ray cluster.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from oldframe.agents.levels import make_agent
from oldframe.cards.decks import Deck, DeckError, read_deck
from oldframe.cards.registry import UnknownCardError, default_registry

MAX_DECISIONS = 4000  # a game still running after this many decisions is scored a draw


@dataclass(frozen=True)
class GameSpec:
    """One arena game: who sits where, with which deck, from which seed. Two seats, or a free-for-all
    of more where the pairing's two agents take the seats in turn (a, b, a, …)."""

    index: int
    pairing: tuple[str, str]
    agents: tuple[str, ...]  # by seat
    decks: tuple[Deck, ...]  # by seat
    seed: int


@dataclass
class GameResult:
    index: int
    pairing: tuple[str, str]
    agents: tuple[str, ...]
    decks: tuple[str, ...]
    seed: int
    winner: int | None  # the winning seat, None for a draw or an unfinished game
    turns: int
    decisions: int
    seconds: float
    times: tuple[list[float], ...] = field(default_factory=lambda: ([], []))  # per seat, per decision
    searched: tuple[list[float], ...] = field(default_factory=lambda: ([], []))  # searched decisions
    iterations: tuple[int, ...] = (0, 0)
    search_seconds: tuple[float, ...] = (0.0, 0.0)
    search_errors: tuple[int, ...] = (0, 0)  # sampled worlds the engine failed in (dropped by the search)


def deck_is_playable(deck: Deck) -> str | None:
    """None if the engine plays every card of ``deck``, else why not (the first card that fails)."""
    reg = default_registry()
    for name in sorted(set(deck.main) | set(deck.sideboard)):
        try:
            card = reg.get(name)
        except UnknownCardError:
            return f"unknown card {name!r}"
        if not card.playable:
            return f"{name!r} is not playable yet"
    return None


def playable_decks(folder: Path) -> tuple[list[Deck], list[str]]:
    """The decks under ``folder`` (``*.txt``, recursively) the engine plays fully, and why the others
    were left out."""
    if not folder.is_dir():
        raise DeckError(f"--decks {folder}: not a folder")
    decks, skipped = [], []
    for path in sorted(folder.rglob("*.txt")):
        try:
            deck = read_deck(path)
        except DeckError as exc:
            skipped.append(f"{path}: {exc}")
            continue
        why = deck_is_playable(deck) if deck.main else "empty"
        if why is None:
            decks.append(deck if deck.name else Deck(deck.main, deck.sideboard, path.stem))
        else:
            skipped.append(f"{path.name}: {why}")
    return decks, skipped


def schedule(agents: Sequence[str], games: int, decks: Sequence[Deck], seed: int,
             players: int = 2) -> list[GameSpec]:
    """Every pairing's games, in mirrored twins over the decks' ordered pairs. With ``players`` > 2
    each game is a free-for-all whose seats the pairing's agents (and the pair's decks) take in turn,
    the twin starting with the other agent; the pairing's score is whose seat won."""
    if len(agents) < 2:
        raise ValueError("the arena needs at least two agents")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if not 2 <= players <= 8:
        raise ValueError(f"--players must be 2 to 8, got {players}")
    if not decks:
        raise DeckError("no playable deck to play with")
    deck_pairs = [(a, b) for a, b in itertools.product(decks, repeat=2) if a is not b] or [(decks[0], decks[0])]
    specs: list[GameSpec] = []
    pairings = list(itertools.combinations(agents, 2))
    for k in range(games):  # pairings interleaved, so a run cut short is still balanced
        twin = k // 2
        pair = deck_pairs[twin % len(deck_pairs)]
        for a, b in pairings:
            first, second = (a, b) if k % 2 == 0 else (b, a)
            seats = tuple(first if i % 2 == 0 else second for i in range(players))
            seat_decks = tuple(pair[i % 2] for i in range(players))
            specs.append(GameSpec(len(specs), (a, b), seats, seat_decks, seed + twin))
    return specs


def play_game(spec: GameSpec) -> GameResult:
    """Play one arena game to its end (or to :data:`MAX_DECISIONS`)."""
    from oldframe.game import Game

    game = Game(list(spec.decks), seed=spec.seed, keep_history=False)
    agents = [make_agent(level, seat, spec.seed) for seat, level in enumerate(spec.agents)]
    n_seats = len(spec.agents)
    times: tuple[list[float], ...] = tuple([] for _ in range(n_seats))
    start = time.perf_counter()
    n = 0
    while not game.is_over() and n < MAX_DECISIONS:
        pending = game.pending
        assert pending is not None
        t = time.process_time()
        action = agents[pending.player].decide(game, pending.player)
        times[pending.player].append(round(time.process_time() - t, 5))
        game.apply(action)
        n += 1
    out = game.outcome()
    res = GameResult(spec.index, spec.pairing, spec.agents, tuple(d.name for d in spec.decks), spec.seed,
                     out[0] if out is not None and len(out) == 1 else None, game.state.turn, n,
                     round(time.perf_counter() - start, 3), times, tuple([] for _ in range(n_seats)))
    its, secs, errs = [0] * n_seats, [0.0] * n_seats, [0] * n_seats
    for seat, agent in enumerate(agents):
        for r in getattr(agent, "records", ()):
            if r.searched:
                res.searched[seat].append(round(r.seconds, 5))
                its[seat] += r.iterations
                secs[seat] += r.seconds
                errs[seat] += r.errors
        close = getattr(agent, "close", None)
        if close is not None:
            close()
    res.iterations = tuple(its)
    res.search_seconds = tuple(round(x, 4) for x in secs)
    res.search_errors = tuple(errs)
    return res


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a rate ``score`` over ``n`` games (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def elo(agents: Sequence[str], results: Sequence[GameResult]) -> dict[str, float]:
    """Bradley–Terry strengths by minorisation–maximisation, as Elo points, the first agent at 0
    (half a win added each way per pairing, so a clean sweep stays finite)."""
    wins: dict[tuple[str, str], float] = {}
    for a, b in itertools.combinations(agents, 2):
        wins[(a, b)] = wins[(b, a)] = 0.5
    for r in results:
        a, b = r.pairing
        if r.winner is None:
            wins[(a, b)] += 0.5
            wins[(b, a)] += 0.5
        else:
            won = r.agents[r.winner]
            wins[(won, b if won == a else a)] += 1
    strength = dict.fromkeys(agents, 1.0)
    for _ in range(500):
        new = {}
        for a in agents:
            w = sum(wins[(a, b)] for b in agents if b != a)
            denom = sum((wins[(a, b)] + wins[(b, a)]) / (strength[a] + strength[b]) for b in agents if b != a)
            new[a] = w / denom if denom else strength[a]
        strength = new
    base = strength[agents[0]]
    return {a: round(400 * math.log10(strength[a] / base), 1) for a in agents}


def summarise(agents: Sequence[str], results: Sequence[GameResult]) -> dict[str, Any]:
    pairings = []
    for a, b in itertools.combinations(agents, 2):
        games = [r for r in results if r.pairing == (a, b)]
        won = sum(1 for r in games if r.winner is not None and r.agents[r.winner] == a)
        lost = sum(1 for r in games if r.winner is not None and r.agents[r.winner] == b)
        n = len(games)
        score = (won + 0.5 * (n - won - lost)) / n if n else 0.0
        lo, hi = wilson(score, n)
        pairings.append({"a": a, "b": b, "games": n, "a_wins": won, "b_wins": lost, "draws": n - won - lost,
                         "a_score": round(score, 4), "ci95": [round(lo, 4), round(hi, 4)]})
    per_agent = {}
    for a in agents:
        seats = [(r, s) for r in results for s in range(len(r.agents)) if r.agents[s] == a]
        times = [t for r, s in seats for t in r.times[s]]
        searched = [t for r, s in seats for t in r.searched[s]]
        its = sum(r.iterations[s] for r, s in seats)
        secs = sum(r.search_seconds[s] for r, s in seats)
        per_agent[a] = {
            "decisions": len(times),
            "mean_s": round(statistics.fmean(times), 5) if times else 0.0,
            "median_s": round(statistics.median(times), 5) if times else 0.0,
            "searched": len(searched),
            "median_searched_s": round(statistics.median(searched), 5) if searched else 0.0,
            "max_s": round(max(times), 4) if times else 0.0,
            "iterations_per_s": round(its / secs, 1) if secs else 0.0,
        }
    return {"pairings": pairings, "agents": per_agent, "elo": elo(agents, results)}


def table(summary: dict[str, Any]) -> str:
    lines = [f"{'pairing':<28}{'games':>6}{'W-L-D':>12}{'score':>8}  95% CI"]
    for p in summary["pairings"]:
        wld = f"{p['a_wins']}-{p['b_wins']}-{p['draws']}"
        lines.append(f"{p['a'] + ' vs ' + p['b']:<28}{p['games']:>6}{wld:>12}{p['a_score']:>8.1%}  "
                     f"[{p['ci95'][0]:.1%}, {p['ci95'][1]:.1%}]")
    lines.append("")
    lines.append(f"{'agent':<14}{'Elo':>8}{'decisions':>11}{'mean s':>9}{'median s':>10}{'med searched s':>16}"
                 f"{'iter/s':>9}")
    for a, s in summary["agents"].items():
        lines.append(f"{a:<14}{summary['elo'][a]:>8.0f}{s['decisions']:>11}{s['mean_s']:>9.3f}{s['median_s']:>10.4f}"
                     f"{s['median_searched_s']:>16.3f}{s['iterations_per_s']:>9.0f}")
    return "\n".join(lines)


def run_local(specs: Sequence[GameSpec], workers: int,
              progress: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Play the games here (``workers`` = 1) or over local worker processes."""
    results = []
    if workers <= 1:
        for spec in specs:
            results.append(play_game(spec))
            if progress:
                progress(results[-1])
        return results
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        for res in pool.imap_unordered(play_game, specs):
            results.append(res)
            if progress:
                progress(res)
    return sorted(results, key=lambda r: r.index)


def run_ray(specs: Sequence[GameSpec], address: str,
            progress: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Play the games as Ray tasks (``address`` of a running cluster, or ``local`` to start one here).
    Ray is an optional dependency (the ``ray`` extra)."""
    try:
        import ray
    except ImportError as exc:
        raise RuntimeError("--ray needs Ray: pip install 'oldframe[ray]'") from exc
    started = not ray.is_initialized()
    if started:
        if address == "local":
            ray.init(num_cpus=None, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        remote = ray.remote(play_game)
        pending = [remote.remote(s) for s in specs]
        results = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            res: GameResult = ray.get(done[0])
            results.append(res)
            if progress:
                progress(res)
    finally:
        if started:
            ray.shutdown()
    return sorted(results, key=lambda r: r.index)


def report(agents: Sequence[str], specs: Sequence[GameSpec], results: Sequence[GameResult],
           settings: dict[str, Any]) -> dict[str, Any]:
    """Everything the JSON under ``bench/results/`` holds: settings, summary and every game."""
    return {"format": "oldframe-arena", "settings": settings, "summary": summarise(agents, results),
            "games": [asdict(r) for r in results]}
