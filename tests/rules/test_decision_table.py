"""The decision table: one rule per decision kind (legal answers, why an answer is illegal, how it
applies), numbers answered with their own action, and illegal answers that change nothing."""

from __future__ import annotations

import json
import random

import pytest

from oldframe import Game, IllegalActionError
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import Deck
from oldframe.rules import engine
from oldframe.rules.actions import (
    Action,
    ChooseNumber,
    ChooseObject,
    ChooseTarget,
    ChooseYesNo,
    DeclareBlocker,
    Keep,
    PassPriority,
    action_from_json,
    parse_notation,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.table import NUMERIC, TABLE, upgrade_legacy_answer
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, ids, pass_until_decision

#: Answers of every shape, to try against every decision met in random play.
PROBES: tuple[Action, ...] = (PassPriority(), Keep(), ChooseNumber(99), ChooseObject(99999),
                              ChooseTarget(("player", 7)), ChooseYesNo(True), DeclareBlocker(99998, 99999))


def test_every_decision_kind_has_exactly_one_rule() -> None:
    """The core table answers every kind but a variant's; the engine's table (features plugged in)
    answers every kind."""
    from oldframe.rules import extensions
    from oldframe.rules.decisions.kinds import VARIANT_KINDS

    assert set(TABLE) == set(DecisionKind) - VARIANT_KINDS
    assert set(extensions.DECISION_RULES) == set(DecisionKind)
    for kind, rule in extensions.DECISION_RULES.items():
        assert rule.kind is kind and rule.answers, kind


def test_the_decision_docstring_names_every_kind() -> None:
    from oldframe.rules.state import Decision

    doc = " ".join((Decision.__doc__ or "").split())
    assert [k.value for k in DecisionKind if k.value not in doc] == []


def test_numbers_have_their_own_action() -> None:
    """X and counts are answered with ``number N``, never through an object-id field."""
    assert {DecisionKind.ANNOUNCE_X, DecisionKind.TARGET_COUNT, DecisionKind.DIVIDE, DecisionKind.CHOOSE_X} == NUMERIC
    n = parse_notation("number 3")
    assert n == ChooseNumber(3) and n.notation() == "number 3"
    assert action_from_json(json.loads(json.dumps(n.to_json()))) == n


def test_decision_kinds_keep_their_saved_strings() -> None:
    """Saved games and views carry the same strings as before the enum (str-valued members)."""
    assert DecisionKind("r_skip_turn") is DecisionKind.SKIP_TURN
    assert json.dumps({"kind": DecisionKind.MAY}) == '{"kind": "may"}'


def _staff_announcing_x() -> Game:
    s = Scenario()
    staff = s.battlefield(0, "Chimeric Staff")
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(parse_notation(f"activate #{staff} 0"))
    return g


def test_illegal_number_says_which_numbers_and_changes_nothing() -> None:
    """CR 601.2b (2003: 409.1b): X is announced; only values that can be paid are offered."""
    g = _staff_announcing_x()
    assert g.pending is not None and g.pending.kind is DecisionKind.ANNOUNCE_X
    before = g.dumps()
    with pytest.raises(IllegalActionError, match=r"9 is not a number that can be chosen here: choose from 0, 1, 2, 3"):
        g.apply(ChooseNumber(9))
    with pytest.raises(IllegalActionError, match=r"'announce_x' is answered with 'number', not 'choose'"):
        g.apply(ChooseObject(3))
    assert g.dumps() == before
    g.apply(ChooseNumber(3))
    assert g.state.stack and g.state.stack[-1].x == 3


def test_an_older_record_answering_x_with_an_object_choice_still_loads() -> None:
    g = _staff_announcing_x()
    upgraded = upgrade_legacy_answer(g.state, ChooseObject(2))
    assert upgraded == ChooseNumber(2)
    g.apply(upgraded)
    assert g.state.stack[-1].x == 2
    assert upgrade_legacy_answer(g.state, ChooseObject(2)) == ChooseObject(2)  # not a number decision now


def test_illegal_block_names_the_blocker_and_attacker() -> None:
    """CR 509.1a (2003: 309.2a): a flyer can't be blocked by a creature without flying or reach."""
    s = Scenario()
    birds = s.battlefield(0, "Birds of Paradise")
    lions = s.battlefield(0, "Savannah Lions")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    attack(g, {birds: 1, lions: 1})
    pass_until_decision(g, "blockers")
    assert g.pending is not None and g.pending.kind is DecisionKind.BLOCKERS
    before = g.dumps()
    with pytest.raises(IllegalActionError, match=f"#{bears} can't block #{birds}"):
        g.apply(DeclareBlocker(bears, birds))
    assert g.dumps() == before
    g.apply(DeclareBlocker(bears, lions))
    assert g.state.combat is not None and g.state.combat.blockers == {bears: lions}
    assert ids(g, "Grizzly Bears") == [bears]


def test_table_agrees_with_legal_actions_in_random_play(deck_a: Deck, deck_b: Deck) -> None:
    """At every decision of seeded random games: every legal answer passes ``why_illegal``; every
    other answer gets a reason, and applying it raises with that reason and changes nothing."""
    seen: set[DecisionKind] = set()
    rng = random.Random(11)
    for seed in (3, 14, 19):  # seeds whose games reach combat and the cleanup discard
        g = Game([deck_a, deck_b], seed=seed)
        agents = [RandomAgent(seed * 5 + 1), RandomAgent(seed * 5 + 2)]
        steps = 0
        while not g.is_over() and steps < 1500:
            d = g.state.decision
            assert d is not None
            seen.add(d.kind)
            legal = g.legal_actions()
            for a in legal:
                assert engine.why_illegal(g.state, a) is None, (d.kind, a)
            for probe in PROBES:
                if probe in legal:
                    continue
                reason = engine.why_illegal(g.state, probe)
                assert reason is not None and f"must decide '{d.kind.value}'" in reason
                if rng.random() < 0.05:  # now and then: the reason is the error, the state unchanged
                    before = g.dumps()
                    with pytest.raises(IllegalActionError) as err:
                        g.apply(probe)
                    assert str(err.value) == reason and g.dumps() == before
            g.apply(agents[d.player].choose(g.view(d.player), legal))
            steps += 1
    assert {DecisionKind.MULLIGAN, DecisionKind.PRIORITY, DecisionKind.TARGET, DecisionKind.ATTACKERS,
            DecisionKind.BLOCKERS, DecisionKind.DISCARD_TO_HAND_SIZE} <= seen


def test_answers_under_runtime_keys_are_checked_against_the_choice_record() -> None:
    """A stack item's ``choices`` is a typed record: an answer stored under a key the record doesn't
    name is refused, and a copied item shares no nested choice with the original."""
    from oldframe.rules.decisions.choice_record import KEYS, set_answer
    from oldframe.rules.state import StackItem

    item = StackItem("spell", 1, 0, 1, "Test")
    set_answer(item.choices, "sneak", None)
    set_answer(item.choices, "new_target:0", ["player", 1])
    assert item.choices == {"sneak": None, "new_target:0": ["player", 1]}
    with pytest.raises(KeyError, match="'snaek' is not a key of a stack item's choices"):
        set_answer(item.choices, "snaek", 3)
    assert {"mode", "x_paid", "copy_of", "paid"} <= KEYS
    item.choices["paid"] = {"sacrifice": 1}
    copy = item.clone()
    copy.choices["paid"]["sacrifice"] = 2
    assert item.choices["paid"] == {"sacrifice": 1}
