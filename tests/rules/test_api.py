"""The public API: legality errors, presets, deck validation, hidden information, notation and JSON."""

from __future__ import annotations

import json

import pytest

from oldframe import (
    Deck,
    DeckError,
    Game,
    IllegalActionError,
    RuleSet,
    UnsupportedRulesError,
    action_from_json,
    parse_deck,
    parse_notation,
    rules_for,
)
from oldframe.agents.random_agent import RandomAgent
from oldframe.rules import ruleset
from oldframe.rules.actions import ActionParseError, CastSpell, Concede, Keep, Mulligan, PassPriority
from oldframe.rules.events import Drew, Moved
from oldframe.rules.state import Zone


def test_illegal_action_raises_and_changes_nothing(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=5)
    before = game.dumps()
    with pytest.raises(IllegalActionError, match="must decide 'mulligan'"):
        game.apply(PassPriority())
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(99999))
    assert game.dumps() == before


def test_presets_and_unimplemented_axes(monkeypatch: pytest.MonkeyPatch) -> None:
    assert rules_for("oldframe").mana_pool is ruleset.ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN
    assert rules_for("modern").combat_damage is ruleset.CombatDamage.DEALT_AT_ONCE
    s2003 = rules_for("scourge2003")  # the 26 May 2003 rulebook: the deltas plus the later axes
    assert s2003.draw_step is ruleset.DrawStep.ON_THE_STACK
    assert s2003.characteristic_order is ruleset.CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS
    assert s2003.madness is ruleset.Madness.PLAY_UNTIL_PASS
    assert ruleset.OLDFRAME.draw_step is ruleset.DrawStep.TURN_BASED  # today's rules beyond the deltas
    for axis in ("mulligan", "mana_pool", "combat_damage", "legend_rule", "phasing", "outside_the_game"):
        assert getattr(s2003, axis) == getattr(ruleset.OLDFRAME, axis)  # the seven deltas are 2003 rules
    assert Game([["Island"] * 40] * 2, seed=1, rules="scourge2003").rules is s2003
    # a record's custom RuleSet: its axis positions; an axis it predates keeps the oldframe position
    six = {k: v for k, v in ruleset.MODERN.axes().items() if k in ("mulligan", "mana_pool", "combat_damage",
                                                                   "legend_rule", "phasing", "outside_the_game")}
    custom = RuleSet.from_axes("custom", six)
    assert custom.mulligan is ruleset.Mulligan.LONDON and custom.draw_step is ruleset.DrawStep.TURN_BASED
    assert RuleSet.from_axes("x", s2003.axes()).axes() == s2003.axes()
    with pytest.raises(UnsupportedRulesError, match="unknown rule axes"):
        RuleSet.from_axes("x", {"banding": "yes"})
    with pytest.raises(UnsupportedRulesError, match=r"draw_step.*no position 'sometimes'"):
        RuleSet.from_axes("x", {"draw_step": "sometimes"})
    monkeypatch.setitem(ruleset.PLANNED_PRESETS, "alpha1993", "the 1993 rules are not built")
    with pytest.raises(UnsupportedRulesError, match=r"alpha1993.*cannot be selected"):
        rules_for("alpha1993")
    with pytest.raises(UnsupportedRulesError, match="unknown rules preset"):
        rules_for("vintage")
    monkeypatch.setitem(ruleset.IMPLEMENTED, "legend_rule", frozenset({ruleset.LegendRule.PER_CONTROLLER_CHOICE}))
    with pytest.raises(UnsupportedRulesError, match="legend_rule=timestamp"):
        RuleSet(**{**{f: getattr(ruleset.OLDFRAME, f) for f in ruleset.OLDFRAME.__dataclass_fields__},
                   "name": "x"})


def test_deck_errors_say_where() -> None:
    with pytest.raises(DeckError, match=r"mydeck:2: expected 'COUNT CARD NAME'"):
        parse_deck("4 Lightning Bolt\nLightning Bolt x4\n", "mydeck")
    with pytest.raises(DeckError, match="unknown card 'Lightning Blot'"):
        Game([["Lightning Blot"] * 40, ["Island"] * 40])
    with pytest.raises(DeckError, match="not playable yet"):
        Game([["Chaos Orb"] * 40, ["Island"] * 40])  # dexterity: never playable
    deck = parse_deck("2 Forest\nSideboard\n1 Shock\nSB: 1 Giant Growth\n")
    assert deck.main == ("Forest", "Forest") and deck.sideboard == ("Shock", "Giant Growth")


def test_view_hides_hands_and_library_order(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=2, starting_player=0)
    view = game.view(0)
    me, opp = view["players"]
    assert len(me["hand"]) == 7 and "hand" not in opp and opp["hand_size"] == 7
    text = json.dumps(view)
    opp_hand_ids = game.state.players[1].hand
    assert all(f'"oid": {oid},' not in text for oid in opp_hand_ids)
    assert all(f'"oid": {oid},' not in text for oid in game.state.players[0].library)
    assert "legal_actions" in view and "legal_actions" not in game.view(1)
    for e in game.events_for(0):
        if isinstance(e, Drew) and e.player == 1:
            assert e.oid is None
        if isinstance(e, Moved) and e.owner == 1 and e.from_zone == Zone.LIBRARY and e.to == Zone.HAND:
            assert e.name is None


def test_actions_round_trip_through_json_and_notation(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=9)
    agent = RandomAgent(1)
    seen = set()
    for _ in range(400):
        if game.is_over():
            break
        for a in game.legal_actions():
            assert action_from_json(json.loads(json.dumps(a.to_json()))) == a
            assert parse_notation(a.notation()) == a
            seen.add(a.kind)
        game.apply(agent.choose({}, game.legal_actions()))
    assert {"keep", "pass", "land", "cast"} <= seen


@pytest.mark.parametrize("bad", [{}, {"type": "fly"}, {"type": "cast"}, {"type": "cast", "oid": "7"},
                                 {"type": "cast", "oid": 7, "extra": 1}, [1, 2]])
def test_malformed_action_json_is_a_clear_error(bad: object) -> None:
    with pytest.raises(ActionParseError):
        action_from_json(bad)


def test_notation_errors() -> None:
    with pytest.raises(ActionParseError, match="unknown action 'cats'"):
        parse_notation("cats #4")
    with pytest.raises(ActionParseError, match="takes 1 argument"):
        parse_notation("cast")


def test_concede_ends_a_two_player_game(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=4)
    assert Concede(0) not in game.legal_actions()
    game.apply(Concede(0))
    assert game.is_over() and game.outcome() == (1,)
    with pytest.raises(IllegalActionError, match="game is over"):
        game.apply(Keep())


def test_london_mulligan_under_modern(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=3, rules="modern", starting_player=0)
    game.apply(Mulligan())
    # CR 103.5: the mulligan is taken once everybody has decided this round
    assert game.pending is not None and game.pending.player == 1
    game.apply(Keep())
    assert len(game.state.players[0].hand) == 7
    game.apply(Keep())
    assert game.pending is not None and game.pending.kind == "london_bottom"
    game.apply(game.legal_actions()[0])
    assert len(game.state.players[0].hand) == 6 and len(game.state.players[0].library) == 34


def test_seeded_starting_player_is_reproducible(deck_a: Deck, deck_b: Deck) -> None:
    firsts = {Game([deck_a, deck_b], seed=s).starting_player for s in range(12)}
    assert firsts == {0, 1}
    assert Game([deck_a, deck_b], seed=5).starting_player == Game([deck_a, deck_b], seed=5).starting_player


def test_three_player_game_runs(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b, deck_a], seed=8)
    agent = RandomAgent(3)
    n = 0
    while not game.is_over() and n < 4000:
        game.apply(agent.choose({}, game.legal_actions()))
        n += 1
    assert game.is_over() and len(game.outcome() or ()) <= 1
