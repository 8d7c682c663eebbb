"""Named opponent levels, in one place: the CLI, ``oldframe arena`` and the play server all choose
an opponent through :func:`make_agent`.

``random`` and ``easy`` (the rule-of-thumb player) need no search; ``medium`` and ``hard`` are the
ISMCTS player with growing budgets. Budgets are iteration counts, so a game between seeded agents
replays exactly; each level also has a time cap per decision that only bites on a slow machine
(``hard`` keeps the median decision under a second on one core). The search leans on the
rule-of-thumb player's move as a prior, stops once its choice is settled and skips quiet stops, so
the budget goes to the decisions that matter (docs/ai.md). Measurements on a loaded machine name
their budget explicitly (``search:N``) rather than weakening the levels people play against.
"""

from __future__ import annotations

from dataclasses import replace

from oldframe.agents.base import Agent, ViewAgent
from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.random_agent import RandomAgent
from oldframe.agents.search import SearchAgent, SearchConfig

#: level -> search budget (None: a rule-of-thumb player). Aliases: "greedy" = "easy".
SEARCH_LEVELS: dict[str, SearchConfig | None] = {
    "random": None,
    "easy": None,
    "medium": SearchConfig(iterations=60, seconds=0.5),
    "hard": SearchConfig(iterations=200, seconds=1.0),
}
ALIASES = {"greedy": "easy"}
LEVELS = tuple(SEARCH_LEVELS)


def make_agent(level: str, seat: int = 0, seed: int = 0, *, workers: int = 1) -> Agent:
    """An agent playing at ``level`` (see :data:`LEVELS`; ``greedy`` is ``easy``), seeded by ``seed``
    and ``seat`` so two agents of one game never share a stream.

    ``search:N`` is the search with N iterations per decision and no time cap (for measurements).
    """
    name = level.strip().lower()
    stream = seed * 2 + seat + 1
    if name.startswith("search:"):
        try:
            n = int(name.split(":", 1)[1])
        except ValueError:
            raise ValueError(f"bad agent {level!r}: write search:N with N a number of iterations") from None
        if n < 1:
            raise ValueError(f"bad agent {level!r}: the number of iterations must be at least 1")
        return SearchAgent(stream, SearchConfig(iterations=n, workers=workers), name=name)
    name = ALIASES.get(name, name)
    if name not in SEARCH_LEVELS:
        raise ValueError(f"unknown agent level {level!r}; choose from {', '.join(LEVELS)}, greedy or search:N")
    if name == "random":
        return ViewAgent(RandomAgent(stream))
    cfg = SEARCH_LEVELS[name]
    if cfg is None:
        agent = ViewAgent(GreedyAgent(stream))
        agent.name = name
        return agent
    return SearchAgent(stream, replace(cfg, workers=workers), name=name)
