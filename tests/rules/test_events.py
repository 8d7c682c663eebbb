"""The typed event vocabulary (rules/events.py) and trigger events (rules/model/trigger_event.py):
every event is a frozen, slotted record read by field name, never by position; the log's JSON form
is ``[kind, *fields]``; every trigger event is recognised in one table."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import get_args

import pytest

from oldframe import Game
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import Deck
from oldframe.rules import events as ev
from oldframe.rules.events import KINDS, BaseEvent, Drew, Event, Moved
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Zone
from oldframe.rules.trigger_matchers import MATCHERS

ROOT = Path(__file__).resolve().parents[2]


def test_every_event_kind_is_in_the_event_union_once() -> None:
    classes = set(get_args(Event))
    assert classes == set(KINDS.values())
    assert len(KINDS) == len(classes)  # no two classes share a kind word
    assert all(issubclass(c, BaseEvent) for c in classes)


@pytest.mark.parametrize("cls", sorted(KINDS.values(), key=lambda c: c.kind), ids=lambda c: c.__name__)
def test_events_are_frozen_slotted_and_not_positional(cls: type[BaseEvent]) -> None:
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    event = cls(*range(len(fields)))
    assert not hasattr(event, "__dict__")  # slotted
    if fields:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, fields[0].name, 99)
    with pytest.raises(TypeError):
        event[0]  # type: ignore[index]
    with pytest.raises(TypeError):
        iter(event)  # type: ignore[call-overload]
    assert event.to_json() == [cls.kind, *range(len(fields))]


def test_json_form_is_kind_then_fields_in_order() -> None:
    moved = Moved(owner=1, old=40, name="Shock", from_zone=Zone.HAND, to=Zone.GRAVEYARD, new=41, controller=1)
    assert json.dumps(moved.to_json()) == '["zone", 1, 40, "Shock", 1, 3, 41, 1]'
    assert Drew(0, None).to_json() == ["draw", 0, None]


def test_a_played_game_logs_only_typed_events_and_redacts_by_field(deck_a: Deck, deck_b: Deck) -> None:
    game = Game([deck_a, deck_b], seed=5)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(150):
        if game.is_over():
            break
        pending = game.pending
        assert pending is not None
        game.apply(agents[pending.player].choose(game.view(pending.player), game.legal_actions()))
    assert game.log and all(isinstance(e, get_args(Event)) for e in game.log)
    theirs = [e for e in game.events_for(0) if isinstance(e, Drew) and e.player == 1]
    assert theirs and all(e.oid is None for e in theirs)  # another player's draws are unnamed
    json.dumps([e.to_json() for e in game.events_for(1)])  # the wire form is plain JSON


# -- no positional reads of events anywhere --------------------------------------------------------
_KIND_WORDS = "|".join(sorted(map(re.escape, KINDS)))
_POSITIONAL = [
    re.compile(r"\bemit\(\s*\w+\s*,\s*[\"']"),  # emit(state, "zone", …)
    re.compile(r"\b(?:e|ev|event|evt)\[-?\d+\]"),  # event[5]
    re.compile(rf"\[0\]\s*(?:==|!=)\s*[\"'](?:{_KIND_WORDS})[\"']"),  # e[0] == "damage"
]


def test_no_event_is_built_or_read_by_position() -> None:
    """mypy --strict rejects these in src/ (``emit`` takes an ``Event``; events have no ``[]``); this
    also covers tests/, which mypy does not check (an event compared with a tuple is never equal)."""
    offenders = []
    for top in ("src", "tests"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if path.name == Path(__file__).name:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if any(p.search(line) for p in _POSITIONAL):
                    offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert offenders == []


# -- trigger events ----------------------------------------------------------------------------------
def test_trigger_events_keep_their_words() -> None:
    assert TriggerEvent("dies") is TriggerEvent.DIES and TriggerEvent.DIES == "dies"
    assert json.dumps({"event": TriggerEvent.CASTS_SPELL}) == '{"event": "casts_spell"}'


def test_every_trigger_event_is_recognised_in_one_place() -> None:
    """Every trigger event has a matcher, except the three rules.triggers notices itself: "dies"
    (the card in the graveyard looks back, CR 603.10a), "you_cycle_this" (the cycled card,
    CR 702.29c) and "storm" (put on the stack as the spell is cast, CR 702.40)."""
    assert set(TriggerEvent) - set(MATCHERS) == {TriggerEvent.DIES, TriggerEvent.YOU_CYCLE_THIS,
                                                  TriggerEvent.STORM}
    assert set(MATCHERS) <= set(TriggerEvent)


def test_events_package_imports_no_engine_module() -> None:
    """Every rules module may import the event vocabulary: it depends on nothing of the engine."""
    for path in Path(ev.__file__).parent.glob("*.py"):
        imported = re.findall(r"^\s*(?:from|import) (oldframe[\w.]*)", path.read_text(encoding="utf-8"), re.M)
        assert all(name.startswith("oldframe.rules.events") for name in imported), path.name
