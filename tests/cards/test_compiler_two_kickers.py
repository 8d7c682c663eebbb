"""Two kickers, "Kicker {A} and/or {B}" (CR 702.33c; 2003: 502.21), with the Apocalypse Battlemages played
in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    cast,
    ids,
    legal,
    resolve_stack,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _answer_triggers(g: Game, wanted: list[object]) -> None:
    """Order simultaneous triggers any way and give each the first of ``wanted`` it may target."""
    from oldframe.rules.actions import ChooseTarget

    while g.state.decision is not None and g.state.decision.kind != "priority":
        acts = legal(g)
        pick = next((a for w in wanted for a in acts if isinstance(a, ChooseTarget) and a.target == w), acts[0])
        g.apply(pick)


def test_battlemages_compile_fully() -> None:
    pool = load_pool()
    for name in ("Thornscape Battlemage", "Sunscape Battlemage", "Thunderscape Battlemage"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_thornscape_battlemage_kicked_with_both_kickers_does_both() -> None:
    """CR 702.33c: both kickers paid; each "if it was kicked with its … kicker" ability triggers."""
    s = _main(Scenario())
    mage = s.hand(0, "Thornscape Battlemage")
    thopter = s.battlefield(1, "Ornithopter")
    s.pool(0, "{2}{G}{R}{W}")
    g = s.start()
    assert CastWith(mage, "kicker_ab", 0) in legal(g)
    g.apply(CastWith(mage, "kicker_ab", 0))
    resolve_stack(g)
    _answer_triggers(g, [("player", 1), ("object", thopter)])
    assert len(g.state.stack) == 2
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[1].life == 18 and ids(g, "Ornithopter") == []
    assert sum(g.state.players[0].pool) == 0


def test_sunscape_battlemage_kicked_with_one_kicker_does_only_that() -> None:
    """CR 702.33c: the {2}{U} kicker alone: draw two cards, no "destroy target creature with flying"."""
    s = _main(Scenario())
    mage = s.hand(0, "Sunscape Battlemage")
    s.battlefield(1, "Ornithopter")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.pool(0, "{2}{W}{2}{U}")
    g = s.start()
    assert CastWith(mage, "kicker_ab", 0) not in legal(g)  # {1}{G} more can't be paid
    g.apply(CastWith(mage, "kicker_b", 0))
    resolve_stack(g)
    _answer_triggers(g, [])
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 2 and len(ids(g, "Ornithopter")) == 1
    g2 = Game.loads(g.dumps())  # the kickers paid are saved with the game
    assert g2.state.effects == g.state.effects


def test_thunderscape_battlemage_unkicked_triggers_nothing() -> None:
    s = _main(Scenario())
    mage = s.hand(0, "Thunderscape Battlemage")
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, mage)
    resolve_stack(g)
    assert g.state.stack == [] and ids(g, "Thunderscape Battlemage")
