"""Information-set Monte Carlo tree search (single-observer ISMCTS with determinization).

Each iteration deals a world ``seat`` cannot tell from the real one (:meth:`oldframe.Game.determinize`:
the opponent's hand, both libraries' order and face-down cards drawn again at random), walks the
one tree shared by all worlds — choosing among the actions legal *in this world*, by UCB1 with
availability counts, so an action seen in few worlds is not over-trusted — adds one node, plays on
with the fast policy of :mod:`oldframe.agents.rollout` to a horizon (the end of the turn by
default), and scores the position by :func:`oldframe.agents.evaluate.evaluate`.

The tree holds every player's decisions, each scored for the player who made it: with two players
as the other's loss, in a free-for-all by that player's own evaluation (a max-n reading: nobody is
assumed to play against the searcher alone). Opponents' moves are told apart only by what ``seat``
would see (the name of the card played, not its object id, which differs from world to world).
Forced moves and mana abilities (the engine pays costs by itself) make no tree levels; large
choices stay broken into the engine's own steps (one attacker, one blocker, one target at a time),
so every decision the engine asks for is searched the same way.

The agent never reads the real hidden state: it uses ``game.view(seat)``, ``game.legal_actions()``
(its own decision) and ``game.determinize(seat, rng)`` only. Budgets are iterations (replayable) with
an optional time cap per decision; ``workers > 1`` splits the iterations over processes (root
parallelism) and adds up their root statistics.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Hashable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from oldframe.agents.evaluate import evaluate
from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.rollout import is_mana_ability, is_ritual, ritual_time, rollout_action
from oldframe.rules.actions import Action, CastSpell, CastWith, PassPriority, PlayLand
from oldframe.rules.rng import Rng

if TYPE_CHECKING:
    from oldframe.game import Game


#: Progressive bias towards the rule-of-thumb player's move at the root, in exploration units; it
#: fades as 1 / visits, so with few iterations the search leans on the habit and with many it
#: trusts its own statistics.
PRIOR_WEIGHT = 3.0
MIN_SPREAD = 0.005  # the smallest value spread exploration scales to (a decided game: all lines equal)


class _Node:
    """Statistics of one action taken after one sequence of actions (over all sampled worlds)."""

    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who took the action leading here: rewards are from their side
        self.visits = 0
        self.reward = 0.0
        self.avail = 0  # iterations in which this action was legal (availability, for UCB)
        self.children: dict[Hashable, _Node] = {}


@dataclass
class DecisionRecord:
    """What one decision cost: for the arena's table."""

    seconds: float
    iterations: int
    searched: bool
    errors: int = 0  # sampled worlds dropped because the engine failed in them


@dataclass
class SearchConfig:
    iterations: int = 200
    seconds: float | None = None  # a cap per decision in CPU seconds (one core), on top of the iterations
    horizon_turns: int = 1  # rollouts stop when the turn number has grown by this much
    exploration: float = 1.5  # UCB1's constant, in standard deviations of the sampled values (see _Search)
    max_rollout: int = 400  # decisions per rollout at most (a loop guard)
    workers: int = 1
    skip_quiet: bool = True  # pass without searching at a quiet moment (see _quiet)
    greedy_prior: bool = True  # lean first on the rule-of-thumb player's move at the root (PRIOR_WEIGHT)


def _key(game: Game, action: Action, player: int, seat: int) -> Hashable:
    """How ``seat`` tells actions apart: another player's card from hand by its name."""
    if player != seat and isinstance(action, CastSpell | PlayLand | CastWith):
        obj = game.state.objects.get(action.oid)
        if obj is not None:
            return (action.kind, obj.card.name, getattr(action, "name", ""), getattr(action, "x", 0))
    return action


#: Steps in which, with an empty stack, priority is passed without a search: what an instant or an
#: ability does there it does as well at a later stop, when more is known. Searched are one's own main
#: phases, the declare-blockers step (tricks), the opponent's declare-attackers step (their attackers
#: are known) and end step (the last moment before one's own turn), and every response to the stack.
#: In one's own turn the search's horizon is the end of the turn, so at its end it would only see a
#: card spent.
_QUIET_ANY_TURN = ("upkeep", "draw", "first_strike_damage", "combat_damage", "end_combat", "cleanup")
_QUIET_OWN_TURN = ("begin_combat", "declare_attackers", "end_of_turn")
_QUIET_THEIR_TURN = ("main1", "main2", "begin_combat")


def _quiet(view: dict[str, Any], seat: int) -> bool:
    """A priority decision with an empty stack at a stop where acting is almost never better than
    waiting for a later one (from what ``seat`` sees)."""
    pending = view.get("pending") or {}
    if pending.get("kind") != "priority" or view["stack"]:
        return False
    step = view["step"]
    own = view["active_player"] == seat
    return step in _QUIET_ANY_TURN or step in (_QUIET_OWN_TURN if own else _QUIET_THEIR_TURN)


def search_options(game: Game, legal: Sequence[Action]) -> list[Action]:
    """The actions worth considering: all legal ones but mana abilities (costs are paid by the engine;
    mana made ahead of time only burns, 2003 300.4) and rituals outside one's own main phase with an
    empty stack (the same burn: found in an arena game, a Dark Ritual cast with combat damage on the
    stack and nothing to spend it on cost 3 life)."""
    st = game.state
    player = -1 if st.decision is None else st.decision.player
    options = [a for a in legal if not is_mana_ability(st, a)
               and not (is_ritual(st, a) and not ritual_time(st, player))]
    return options or list(legal)


@dataclass
class _Search:
    game: Game
    seat: int
    config: SearchConfig
    rng: Rng
    prior: Hashable | None = None  # the root move to try more at first (the rule-of-thumb player's)
    root: _Node = field(init=False)
    start_turn: int = field(init=False)
    errors: int = 0
    # Running moments of the values the iterations scored (for the exploration scale).
    n_values: int = 0
    sum_values: float = 0.0
    sum_squares: float = 0.0

    def __post_init__(self) -> None:
        self.root = _Node(self.seat)
        self.start_turn = self.game.state.turn

    def _exploration(self) -> float:
        """UCB1's exploration term scaled to the spread of the values seen so far: a position far
        ahead (or behind) scores every line near 1 (or 0), and a fixed constant would then spread the
        visits evenly over moves the evaluation can in fact tell apart."""
        n = self.n_values
        if n < 2:
            return self.config.exploration * 0.25
        mean = self.sum_values / n
        var = max(self.sum_squares / n - mean * mean, 0.0)
        return self.config.exploration * max(math.sqrt(var), MIN_SPREAD)

    def run(self, iterations: int, deadline: float | None) -> int:
        done = 0
        while done < iterations and (deadline is None or time.process_time() < deadline):
            world = self.game.determinize(self.seat, self.rng)
            try:
                self._iterate(world)
            except Exception:  # a sampled world the engine cannot play on is dropped, and counted
                self.errors += 1
            done += 1
            if done % 8 == 0 and self._decided(iterations - done):
                break
        return done

    def _decided(self, left: int) -> bool:
        """The most visited move can no longer be overtaken in the ``left`` iterations still to go,
        so they would not change the choice (the move is picked by visits): stop early."""
        top = second = 0
        for ch in self.root.children.values():
            if ch.visits > top:
                top, second = ch.visits, top
            elif ch.visits > second:
                second = ch.visits
        return top - second > left

    def _horizon(self, g: Game) -> bool:
        return g.state.over or g.state.turn >= self.start_turn + self.config.horizon_turns

    def _iterate(self, g: Game) -> None:
        node, path = self.root, []
        c = self._exploration()
        expanded = False
        while not self._horizon(g):
            pending = g.pending
            if pending is None:
                break
            legal = search_options(g, g.legal_actions())
            if len(legal) == 1:
                g.apply(legal[0])
                continue
            player = pending.player
            keyed = [((player, _key(g, a, player, self.seat)), a) for a in legal]
            untried = []
            for k, a in keyed:
                child = node.children.get(k)
                if child is None:
                    untried.append((k, a))
                else:
                    child.avail += 1
            if untried:
                k, a = untried[self.rng.below(len(untried))]
                child = node.children[k] = _Node(player)
                child.avail = 1
                g.apply(a)
                path.append(child)
                expanded = True
                break
            best, best_a, best_score = None, None, -math.inf
            at_root = node is self.root
            for k, a in keyed:
                ch = node.children[k]
                if ch.visits == 0:  # its only iteration failed in the engine: try it again
                    score = math.inf
                else:
                    score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if at_root and k == self.prior:
                        score += PRIOR_WEIGHT * c / (1 + ch.visits)
                if score > best_score:
                    best, best_a, best_score = ch, a, score
            assert best is not None and best_a is not None
            g.apply(best_a)
            path.append(best)
            node = best
        if expanded:
            steps = 0
            while not self._horizon(g) and steps < self.config.max_rollout:
                g.apply(rollout_action(g.state, g.legal_actions, self.rng))
                steps += 1
        st = g.state  # a sampled world: its hands are known, by construction
        hands = {p.index: [st.objects[o].card.name for o in p.hand] for p in st.players}
        view = g.view(self.seat)
        value = evaluate(view, self.seat, hands)
        self.n_values += 1
        self.sum_values += value
        self.sum_squares += value * value
        if st.n_players == 2:
            for n in path:
                n.visits += 1
                n.reward += value if n.player == self.seat else 1.0 - value
            return
        values = {self.seat: value}  # a free-for-all: each decision scored for the player who made it
        for n in path:
            if n.player not in values:
                values[n.player] = evaluate(view, n.player, hands)
            n.visits += 1
            n.reward += values[n.player]


def _root_stats(root: _Node, seat: int) -> dict[Hashable, tuple[int, float]]:
    return {k: (ch.visits, ch.reward) for k, ch in root.children.items() if k[0] == seat}  # type: ignore[index]


def _worker(state: Any, seat: int, seed: int, config: SearchConfig, iterations: int,
            deadline_in: float | None, prior: Hashable | None) -> tuple[dict[Hashable, tuple[int, float]], int, int]:
    """One root-parallel share of the search, in a worker process."""
    from oldframe.cards.registry import default_registry
    from oldframe.game import Game

    game = Game._bare(state, default_registry())
    s = _Search(game, seat, config, Rng(seed), prior)
    deadline = None if deadline_in is None else time.process_time() + deadline_in
    n = s.run(iterations, deadline)
    return _root_stats(s.root, seat), n, s.errors


class SearchAgent:
    """The ISMCTS player (see the module docstring); ``name`` is the level it plays at."""

    def __init__(self, seed: int = 0, config: SearchConfig | None = None, name: str = "search") -> None:
        self.name = name
        self.config = config or SearchConfig()
        self._rng = Rng(seed)
        self.records: list[DecisionRecord] = []
        self._pool: ProcessPoolExecutor | None = None
        self._greedy = GreedyAgent(seed)

    def decide(self, game: Game, seat: int) -> Action:
        start = time.process_time()
        legal = game.legal_actions()
        if not legal:
            raise ValueError("no legal action to choose from")
        pending = game.pending
        if pending is None or pending.player != seat:
            raise ValueError(f"seat {seat} has no decision to make")
        first = game.determinize(seat, self._rng)
        options = search_options(first, legal)
        cfg = self.config
        view = game.view(seat)
        if len(options) == 1 or (cfg.skip_quiet and _quiet(view, seat) and PassPriority() in options):
            # a forced move (or only mana abilities besides), or a quiet moment: nothing to search
            choice = options[0] if len(options) == 1 else PassPriority()
            self.records.append(DecisionRecord(time.process_time() - start, 0, False))
            return choice
        deadline = None if cfg.seconds is None else start + cfg.seconds
        habit = self._greedy.choose(view, legal) if cfg.greedy_prior else None
        prior = (seat, _key(first, habit, seat, seat)) if habit in options else None
        stats, iterations, errors = self._search(game, seat, deadline, prior)
        by_key = {(seat, _key(first, a, seat, seat)): a for a in options}
        ranked = sorted(((stats.get(k, (0, 0.0)), k != prior, i, a) for i, (k, a) in enumerate(by_key.items())),
                        key=lambda t: (-t[0][0], t[1], -(t[0][1] / t[0][0]) if t[0][0] else 0.0, t[2]))
        self.records.append(DecisionRecord(time.process_time() - start, iterations, True, errors))
        choice = ranked[0][3]
        self._greedy.note_choice(view, choice)
        return choice

    def _search(self, game: Game, seat: int, deadline: float | None,
                prior: Hashable | None = None) -> tuple[dict[Hashable, tuple[int, float]], int, int]:
        cfg = self.config
        if cfg.workers <= 1:
            s = _Search(game, seat, cfg, self._rng, prior)
            n = s.run(cfg.iterations, deadline)
            return _root_stats(s.root, seat), n, s.errors
        if self._pool is None:
            self._pool = ProcessPoolExecutor(cfg.workers, mp_context=multiprocessing.get_context("fork"))
        share = -(-cfg.iterations // cfg.workers)
        left = None if deadline is None else max(deadline - time.process_time(), 0.0)
        futures = [self._pool.submit(_worker, game.state, seat, self._rng.below(1 << 31), cfg, share, left, prior)
                   for _ in range(cfg.workers)]
        total: dict[Hashable, tuple[int, float]] = {}
        n = errors = 0
        for f in futures:
            part, done, failed = f.result()
            n += done
            errors += failed
            for k, (v, r) in part.items():
                v0, r0 = total.get(k, (0, 0.0))
                total[k] = (v0 + v, r0 + r)
        return total, n, errors

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
