"""The ISMCTS player: it uses the stack as a player would (a pump after blockers are declared,
burn in response), skips forced decisions, splits its search over processes, and beats random."""

from __future__ import annotations

from oldframe import Game
from oldframe.agents.levels import make_agent
from oldframe.agents.search import SearchAgent, SearchConfig, _Search, search_options
from oldframe.cards.decks import Deck
from oldframe.rules.actions import CastSpell, ChooseTarget, Keep, PassPriority
from oldframe.rules.rng import Rng
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, block, cast, pass_priority, pass_until


def test_pumps_its_blocked_creature_after_blockers_are_declared() -> None:
    """CR 509 (2003: 309): once blockers are declared, a Giant Growth on the blocked Grizzly Bears
    wins the fight against Hill Giant (the bears live as 5/5, the giant dies)."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=1)
    block(g, {giant: bears})
    pass_until(g, Step.DECLARE_BLOCKERS, player=0)
    agent = SearchAgent(3, SearchConfig(iterations=150))
    assert agent.decide(g, 0) == CastSpell(growth)
    g.apply(CastSpell(growth))
    assert agent.decide(g, 0) == ChooseTarget(("object", bears))


def test_burns_a_creature_in_response_to_its_pump() -> None:
    """CR 405 (2003: 408): with Giant Growth on the stack, Lightning Bolt resolves first and kills the
    2/2 before it would become 5/5."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    growth = s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[bears])
    pass_priority(g)  # the caster holds priority first (CR 116.3c; 2003: 408.1d)
    assert g.pending is not None and g.pending.player == 0
    agent = SearchAgent(5, SearchConfig(iterations=150))
    assert agent.decide(g, 0) == CastSpell(bolt)
    g.apply(CastSpell(bolt))
    assert agent.decide(g, 0) == ChooseTarget(("object", bears))


def test_forced_decisions_are_not_searched(deck_a: Deck, deck_b: Deck) -> None:
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()  # nothing in hand, nothing to activate: passing is all there is
    agent = SearchAgent(1, SearchConfig(iterations=50))
    agent.decide(g, 0)
    assert [(r.iterations, r.searched) for r in agent.records] == [(0, False)]
    game = Game([deck_a, deck_b], seed=2)
    assert agent.decide(game, game.pending.player if game.pending else 0) in (Keep(), *game.legal_actions())
    assert agent.records[-1].searched and 0 < agent.records[-1].iterations <= 50


def test_root_parallel_search_adds_up_its_workers(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=2)
    assert game.pending is not None
    agent = SearchAgent(1, SearchConfig(iterations=40, workers=2))
    try:
        action = agent.decide(game, game.pending.player)
    finally:
        agent.close()
    assert game.is_legal(action)
    assert 2 <= agent.records[-1].iterations <= 40  # each worker may stop early once its choice is made


def test_search_beats_random(deck_a: Deck, deck_b: Deck) -> None:
    wins = 0
    for seed in range(4):
        seat = seed % 2
        levels = ["random", "random"]
        levels[seat] = "search:20"
        agents = [make_agent(level, k, seed) for k, level in enumerate(levels)]
        game = Game([deck_a, deck_b] if seed < 2 else [deck_b, deck_a], seed=seed, keep_history=False)
        for _ in range(4000):
            if game.is_over():
                break
            p = game.pending
            assert p is not None
            game.apply(agents[p.player].decide(game, p.player))
        wins += game.outcome() == (seat,)
    assert wins == 4


def _blocked_bears_with_growth() -> tuple[Game, int, int]:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=1)
    block(g, {giant: bears})
    pass_until(g, Step.DECLARE_BLOCKERS, player=0)
    return g, bears, growth


def test_a_clear_decision_stops_before_its_budget_with_the_same_choice() -> None:
    """Once the most visited move cannot be overtaken in the iterations left, the rest are skipped:
    the choice (by visits) is the one the full budget would make."""
    g, _bears, growth = _blocked_bears_with_growth()
    agent = SearchAgent(3, SearchConfig(iterations=400))
    assert agent.decide(g, 0) == CastSpell(growth)
    assert agent.records[-1].iterations < 400


def test_the_rule_of_thumb_move_breaks_a_tie_of_visits() -> None:
    """With two iterations each move is tried once. The rule-of-thumb player keeps its Lightning Bolt
    while a spell is on the stack, and that habit wins the tie; without the prior the better mean
    (the bolt kills the 2/2 before Giant Growth resolves) does, as does a real budget
    (test_burns_a_creature_in_response_to_its_pump)."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    growth = s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[bears])
    pass_priority(g)
    assert SearchAgent(3, SearchConfig(iterations=2)).decide(g, 0) == PassPriority()
    assert SearchAgent(3, SearchConfig(iterations=2, greedy_prior=False)).decide(g, 0) == CastSpell(bolt)


def test_exploration_follows_the_spread_of_the_values() -> None:
    """A decided position scores every line alike: the exploration term shrinks with the values'
    spread, so small real differences still steer the visits."""
    g, _bears, _growth = _blocked_bears_with_growth()
    narrow = _Search(g, 0, SearchConfig(), Rng(1))
    wide = _Search(g, 0, SearchConfig(), Rng(1))
    for i in range(20):
        for search, value in ((narrow, 0.98 + 0.001 * (i % 3)), (wide, 0.2 + 0.3 * (i % 3))):
            search.n_values += 1
            search.sum_values += value
            search.sum_squares += value * value
    assert narrow._exploration() < 0.05 * wide._exploration()


def test_an_upkeep_with_an_empty_stack_is_passed_without_a_search() -> None:
    """A Lightning Bolt does in the opponent's upkeep nothing it could not do a step later: the agent
    passes there at once; with the skip turned off it searches the same decision."""
    s = Scenario()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Grizzly Bears")
    s.turn(active=1, step=Step.UPKEEP)
    g = s.start()
    pass_priority(g)  # the active player passes first
    assert g.pending is not None and g.pending.player == 0
    agent = SearchAgent(1, SearchConfig(iterations=20))
    assert agent.decide(g, 0) == PassPriority()
    assert [(r.iterations, r.searched) for r in agent.records] == [(0, False)]
    noisy = SearchAgent(1, SearchConfig(iterations=20, skip_quiet=False))
    noisy.decide(g, 0)
    assert noisy.records[-1].searched


def test_a_ritual_is_no_option_while_combat_damage_is_on_the_stack() -> None:
    """2003 300.4: mana empties at the end of each step and burns. With combat damage on the stack
    and nothing else to cast, Dark Ritual's BBB would cost 3 life: it is not even considered."""
    s = Scenario()
    ritual = s.hand(0, "Dark Ritual")
    s.lands(0, "Swamp", 1)
    crow = s.battlefield(0, "Storm Crow")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {crow: 1})
    pass_until(g, Step.COMBAT_DAMAGE, player=0)
    assert g.state.stack, "2003 rules: combat damage uses the stack"
    assert CastSpell(ritual) in g.legal_actions()
    assert CastSpell(ritual) not in search_options(g, g.legal_actions())
    assert SearchAgent(2, SearchConfig(iterations=40)).decide(g, 0) == PassPriority()


def test_a_ritual_in_the_main_phase_pays_for_the_spell_after_it() -> None:
    """In one's own main phase Dark Ritual stays an option: with one Swamp it makes Hypnotic Specter
    castable, and the search finds that line."""
    s = Scenario()
    ritual = s.hand(0, "Dark Ritual")
    specter = s.hand(0, "Hypnotic Specter")
    s.lands(0, "Swamp", 1)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    agent = SearchAgent(4, SearchConfig(iterations=200))
    assert agent.decide(g, 0) == CastSpell(ritual)
    g.apply(CastSpell(ritual))
    while g.state.stack:
        g.apply(PassPriority())  # both players pass: the ritual resolves, BBB in the pool
    assert agent.decide(g, 0) == CastSpell(specter)
