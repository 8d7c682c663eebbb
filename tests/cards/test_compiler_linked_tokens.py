"""Tokens linked to the permanent that made them (compiler/linked_tokens.py, rules/atoms/linked_tokens.py):
Saproling Burst. The tokens' P/T is a characteristic-defining ability counting the Burst's fade counters
(layer 7a; CR 604.3, 613.4a); when the Burst leaves the battlefield they are destroyed and can't be
regenerated (CR 701.7, 607.2a) — and, at 0/0, die as a state-based action even sooner (CR 704.5f)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, ids, obj, resolve_stack


def test_saproling_burst_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Saproling Burst")
    assert rec is not None
    assert compile_card(rec).status == "full"


def _pts(g: Game) -> list[tuple[int, int]]:
    return [(power(g.state, obj(g, t)), toughness(g.state, obj(g, t))) for t in ids(g, "Saproling Token")]


def test_saproling_tokens_are_as_big_as_the_fade_counters_left() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    burst = s.battlefield(0, "Saproling Burst", counters={"fade": 7})
    g = s.start()
    activate(g, burst)
    resolve_stack(g)
    assert _pts(g) == [(6, 6)]
    activate(g, burst)
    resolve_stack(g)
    assert _pts(g) == [(5, 5), (5, 5)]


def test_saproling_tokens_die_when_the_last_counter_is_removed() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    burst = s.battlefield(0, "Saproling Burst", counters={"fade": 1})
    g = s.start()
    activate(g, burst)  # the cost removes the last counter: the token is made 0/0 (CR 704.5f)
    resolve_stack(g)
    assert ids(g, "Saproling Token") == []


def test_saproling_tokens_are_destroyed_when_the_burst_leaves() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    burst = s.battlefield(0, "Saproling Burst", counters={"fade": 5})
    thallid = s.battlefield(0, "Thallid", counters={"spore": 3})  # its Saproling isn't linked to the Burst
    growth = s.hand(0, "Giant Growth")
    disenchant = s.hand(0, "Disenchant")
    s.pool(0, "{G}{1}{W}")
    g = s.start()
    activate(g, burst)
    resolve_stack(g)
    activate(g, thallid)
    resolve_stack(g)
    linked = [t for t in ids(g, "Saproling Token") if power(g.state, obj(g, t)) == 4]
    other = [t for t in ids(g, "Saproling Token") if t not in linked]
    assert len(linked) == 1 and len(other) == 1
    cast(g, growth, linked)
    resolve_stack(g)
    cast(g, disenchant, [burst])
    resolve_stack(g)  # the Burst leaves; its token is 3/3 from Giant Growth, alive until the trigger resolves
    assert linked[0] in g.state.battlefield and toughness(g.state, obj(g, linked[0])) == 3
    resolve_stack(g)
    assert linked[0] not in g.state.battlefield and other[0] in g.state.battlefield
