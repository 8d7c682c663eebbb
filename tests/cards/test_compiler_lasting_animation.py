"""Lands that become creatures for good (compiler/animate.py, rules/atoms/animate.py): "Target land
becomes a 2/2 creature that's still a land." (Verdant Touch) and "{6}: CARDNAME becomes a 3/3 Elemental
artifact creature that's still a land." (Stalking Stones) — no end is written, so the effect lasts while the
permanent stays on the battlefield (CR 611.2a; 2003: 418.2) and does not end at the cleanup step (CR
514.2; 2003: 314.2). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import is_creature, is_type, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, pass_until, resolve_stack


def test_lasting_animation_cards_compile_and_render_back() -> None:
    pool = load_pool(printings=False)
    for name in ("Verdant Touch", "Stalking Stones"):
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_verdant_touch_makes_a_land_a_2_2_creature_past_the_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    touch = s.hand(0, "Verdant Touch")
    land = s.battlefield(1, "Island")
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, touch, targets=[land])
    resolve_stack(g)
    obj = g.state.objects[land]
    assert is_creature(g.state, obj) and is_type(g.state, obj, "land")
    assert (power(g.state, obj), toughness(g.state, obj)) == (2, 2)
    pass_until(g, Step.UPKEEP, active=1)  # through the cleanup step
    assert is_creature(g.state, obj) and (power(g.state, obj), toughness(g.state, obj)) == (2, 2)


def test_stalking_stones_stays_a_3_3_elemental_artifact_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    stones = s.battlefield(0, "Stalking Stones")
    s.pool(0, "{6}")
    g = s.start()
    activate(g, stones, 1)
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=1)
    obj = g.state.objects[stones]
    assert is_creature(g.state, obj) and is_type(g.state, obj, "artifact") and is_type(g.state, obj, "land")
    assert (power(g.state, obj), toughness(g.state, obj)) == (3, 3)
