"""A draw replaced once by something else (compiler/next_draw_instead.py, rules/atoms/next_draw_instead.py):
Words of Worship and Words of Wilding. Each activation replaces its controller's next draw this turn (CR
614.1a) and is then used up; unused, it ends with the turn."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.characteristics import creature_types, power, toughness
from oldframe.rules.events import DrawReplaced
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, names, pass_until, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Words of Worship", "Words of Wilding")


def test_words_of_worship_replaces_one_draw_of_two_with_five_life() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    words = s.battlefield(0, "Words of Worship")
    counsel = s.hand(0, "Touch of Brilliance")
    s.library(0, ["Craw Wurm", "Shock", "Forest"])
    s.pool(0, "{1}{3}{U}")
    g = s.start()
    activate(g, words, 0)
    resolve_stack(g)
    assert g.state.players[0].life == 20 and names(g, Zone.HAND, 0) == ["Touch of Brilliance"]
    cast(g, counsel)
    resolve_stack(g)
    assert g.state.players[0].life == 25
    assert names(g, Zone.HAND, 0) == ["Craw Wurm"]  # the first draw replaced, the second one drawn
    assert sum(isinstance(e, DrawReplaced) for e in g.events_for(1)) == 1


def test_words_of_wilding_makes_a_bear_and_an_unused_replacement_ends_with_the_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    words = s.battlefield(0, "Words of Wilding")
    s.library(0, ["Craw Wurm", "Shock", "Forest"])
    s.library(1, ["Island", "Island"])
    s.pool(0, "{1}{1}")
    g = s.start()
    activate(g, words, 0)
    resolve_stack(g)
    activate(g, words, 0)
    resolve_stack(g)  # two waiting replacements
    pass_until(g, Step.MAIN1, active=1)  # the opponent's draw is not replaced: only the controller's
    assert len(names(g, Zone.HAND, 1)) == 1 and names(g, Zone.BATTLEFIELD, 0).count("Bear") == 0
    pass_until(g, Step.MAIN1, active=0)  # the waiting replacements ended with the turn: a card is drawn
    assert names(g, Zone.HAND, 0) == ["Craw Wurm"]
    assert not any(isinstance(e, DrawReplaced) for e in g.log)


def test_words_of_wilding_creates_a_bear_instead_of_a_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    words = s.battlefield(0, "Words of Wilding")
    touch = s.hand(0, "Touch of Brilliance")
    s.library(0, ["Craw Wurm", "Shock", "Forest"])
    s.pool(0, "{1}{3}{U}")
    g = s.start()
    activate(g, words, 0)
    resolve_stack(g)
    cast(g, touch)
    resolve_stack(g)
    bears = [o for o in g.state.battlefield if g.state.objects[o].is_token]
    assert len(bears) == 1 and names(g, Zone.HAND, 0) == ["Craw Wurm"]
    bear = g.state.objects[bears[0]]
    assert (power(g.state, bear), toughness(g.state, bear)) == (2, 2) and "Bear" in creature_types(g.state, bear)
