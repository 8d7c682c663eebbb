""""Choose a color. … gain protection from the chosen color until end of turn." (compiler and
rules/atoms chosen_protection): the color chosen on resolution (CR 608.2d; 2003: 413.2c), only the
creatures there then (CR 611.2c; 2003: 418.3b); Glory works only from its owner's graveyard (CR 113.6k)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ActivateAbility, CastSpell, ChooseColor, ChooseTarget
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, legal, resolve_stack


@pytest.mark.parametrize("name", ["Reverent Mantra", "Glory", "Akroma's Blessing"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def _bolt_targets(g: object, bolt: int) -> set[int]:
    g.apply(CastSpell(bolt))  # type: ignore[attr-defined]
    return {a.target[1] for a in legal(g) if isinstance(a, ChooseTarget) and a.target[0] == "object"}  # type: ignore[arg-type]


def test_reverent_mantra_protects_every_creature_from_the_chosen_color() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mantra = s.hand(0, "Reverent Mantra")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{3}{W}{R}")
    g = s.start()
    cast(g, mantra)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.CHOOSE_COLOR and d.player == 0
    g.apply(ChooseColor("R"))
    assert not g.state.stack
    assert not ({mine, theirs} & _bolt_targets(g, bolt))  # protection from red: no red targets (CR 702.16b)


def test_glory_from_the_graveyard_protects_only_your_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    glory = s.graveyard(0, "Glory")
    on_field = s.battlefield(0, "Glory")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{2}{W}{R}")
    g = s.start()
    assert ActivateAbility(on_field, 0) not in legal(g)  # only from the graveyard
    activate(g, glory, 0)
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    assert not g.state.stack
    targets = _bolt_targets(g, bolt)
    assert theirs in targets and mine not in targets
