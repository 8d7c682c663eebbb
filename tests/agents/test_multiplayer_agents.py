"""The agents in a free-for-all: they pick among several opponents sensibly (burn and attacks at the
opponent closest to losing, an attack where no blocker eats the attacker) and the search agent plays
a four-player game to its end."""

from __future__ import annotations

from oldframe import Game
from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.levels import make_agent
from oldframe.cards.decks import Deck
from oldframe.rules.actions import CastSpell, ChooseTarget, DeclareAttacker
from oldframe.rules.events import Lost
from oldframe.rules.state import Step
from oldframe.testing import Scenario, pass_until


def _bolt_table() -> tuple[Game, int]:
    s = Scenario(players=4)
    s.life(1, 12)
    s.life(2, 3)
    s.life(3, 9)
    s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    s.turn(active=0, step=Step.MAIN1)
    return s.start(), bolt


def test_greedy_points_burn_at_the_opponent_closest_to_losing() -> None:
    g, bolt = _bolt_table()
    agent = GreedyAgent(1)
    action = agent.choose(g.view(0), g.legal_actions())
    assert action == CastSpell(bolt)
    g.apply(action)
    assert agent.choose(g.view(0), g.legal_actions()) == ChooseTarget(("player", 2))


def test_search_finishes_off_the_opponent_it_can_knock_out() -> None:
    g, bolt = _bolt_table()
    g.apply(CastSpell(bolt))
    agent = make_agent("search:60", 0, 3)
    assert agent.decide(g, 0) == ChooseTarget(("player", 2))


def test_greedy_attacks_the_opponent_whose_blockers_cannot_eat_its_creature() -> None:
    s = Scenario(players=3)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")  # would block and kill the Bears
    s.life(1, 4)
    s.battlefield(2, "Llanowar Elves")  # would not
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert GreedyAgent(2).choose(g.view(0), g.legal_actions()) == DeclareAttacker(bears, 2)


def test_a_search_agent_plays_a_four_player_game_to_the_end(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b, deck_a, deck_b], seed=7, keep_history=False)
    agents = [make_agent(level, k, 7) for k, level in enumerate(["search:8", "easy", "random", "easy"])]
    for _ in range(6000):
        if game.is_over():
            break
        p = game.pending
        assert p is not None
        action = agents[p.player].decide(game, p.player)
        assert game.is_legal(action)
        game.apply(action)
    assert game.is_over() and game.outcome() is not None and len(game.outcome() or ()) == 1
    assert sum(isinstance(e, Lost) for e in game.log) == 3  # everyone else left, one by one
