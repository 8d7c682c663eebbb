"""The cost-keyword template class: "Morph {cost}", "Echo {cost}", "Buyback {cost}" and
"Flashback {cost}" lines compile to the engine's cost keywords, and the compiled cards play."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_text
from oldframe.cards.registry import default_registry
from oldframe.game import Game
from oldframe.rules.actions import Band, CastWith, DeclareAttacker, Unmorph
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, names, obj, pass_until, resolve_stack, target


@pytest.mark.parametrize("line,keyword", [("Morph {2}{W}{W}", "morph"), ("Echo {1}{G}", "echo"),
                                          ("Buyback {4}", "buyback"), ("Flashback {4}{R}", "flashback")])
def test_lines_compile_and_render_back(line: str, keyword: str) -> None:
    permanent = keyword in ("morph", "echo")
    card = compile_text(line, "Test Card", is_permanent=permanent)
    assert card.lines[0].ok, card.lines[0].reason
    assert [k.keyword for k in card.behaviour.cost_keywords] == [keyword]
    wrong = compile_text(line, "Test Card", is_permanent=not permanent)
    assert not wrong.lines[0].ok  # morph on an instant, flashback on a creature: refused


@pytest.mark.parametrize("name,power_up,toughness_up,first_strike", [
    ("Daru Lancer", 3, 4, True),          # First strike; Morph {2}{W}{W}
    ("Battering Craghorn", 3, 1, True),   # First strike; Morph {1}{R}{R}
])
def test_morph_cards_play_face_down_and_turn_face_up(name: str, power_up: int, toughness_up: int,
                                                     first_strike: bool) -> None:
    assert default_registry().get(name).playable
    s = Scenario()
    card = s.hand(0, name)
    s.lands(0, "Plains" if "Lancer" in name else "Mountain", 7)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(card, "morph", 0))  # CR 702.37c (2003 502.26a): face down for {3}
    resolve_stack(g)
    (fd,) = ids(g, name)
    o = obj(g, fd)
    assert o.face_down and (power(g.state, o), toughness(g.state, o)) == (2, 2)
    g.apply(Unmorph(fd))  # a special action: no stack (CR 702.37e; 2003 502.26d)
    o = obj(g, fd)
    assert not o.face_down and (power(g.state, o), toughness(g.state, o)) == (power_up, toughness_up)
    assert has_keyword(g.state, o, "first strike") is first_strike


def _echo_next_upkeep(name: str) -> tuple[Game, int]:
    s = Scenario()
    card = s.hand(0, name)
    s.lands(0, "Forest" if name == "Acridian" else "Mountain", 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, card)
    resolve_stack(g)
    (perm,) = ids(g, name)
    pass_until(g, Step.UPKEEP, active=0)
    return g, perm


@pytest.mark.parametrize("name", ["Acridian", "Goblin Patrol"])
def test_echo_cards_pay_or_sacrifice_at_the_next_upkeep(name: str) -> None:
    """CR 702.30a (2003 502.19a): declining the echo payment sacrifices it; paying keeps it."""
    g, perm = _echo_next_upkeep(name)
    resolve_stack(g)
    answer(g, False)
    assert ids(g, name) == [] and name in names(g, Zone.GRAVEYARD, 0)
    g, perm = _echo_next_upkeep(name)
    resolve_stack(g)
    answer(g, True)
    assert ids(g, name) == [perm]


@pytest.mark.parametrize("name,targets", [("Elvish Fury", "own"), ("Searing Touch", "player")])
def test_buyback_spells_return_to_hand(name: str, targets: str) -> None:
    """CR 702.27a (2003 502.16): with buyback paid the card goes to its owner's hand on resolution."""
    s = Scenario()
    spell = s.hand(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest" if name == "Elvish Fury" else "Mountain", 6)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(spell, "buyback", 0))
    target(g, bears if targets == "own" else ("player", 1))
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == [name]
    if targets == "own":
        assert power(g.state, obj(g, bears)) == 4
    else:
        assert g.state.players[1].life == 19


@pytest.mark.parametrize("name", ["Breezekeeper", "Teferi's Drake"])
def test_phasing_keyword_cards_phase_out_in_their_controllers_untap_step(name: str) -> None:
    """"Phasing" compiles as a keyword (2003 502.15): under oldframe the creature goes to the
    phased-out zone at its controller's next untap step and returns at the one after."""
    assert default_registry().get(name).playable
    s = Scenario()
    perm = s.battlefield(0, name)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert perm in g.state.phased_out
    pass_until(g, Step.UPKEEP, active=1)
    pass_until(g, Step.UPKEEP, active=0)
    assert perm in g.state.battlefield


@pytest.mark.parametrize("name", ["Timber Wolves", "Benalish Hero"])
def test_banding_keyword_cards_may_form_a_band(name: str) -> None:
    """"Banding" compiles as a keyword (CR 702.22; 2003 502.10): two attackers may band."""
    assert default_registry().get(name).playable
    s = Scenario()
    bander = s.battlefield(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    g.apply(DeclareAttacker(bander, 1))
    g.apply(DeclareAttacker(bears, 1))
    assert any(isinstance(a, Band) for a in g.legal_actions())


def test_may_choose_not_to_untap_line_compiles_for_every_card_that_has_it() -> None:
    """The untap-choice static (CR 502.3) compiles and renders back on every card printed with it;
    the untap step asks (tests/rules/test_untap_choice.py plays it)."""
    from oldframe.cards.compiler import compile_card
    from oldframe.cards.data import load_pool

    line = "You may choose not to untap CARDNAME during your untap step."
    cards = [rec for rec in load_pool(printings=False) if "You may choose not to untap" in rec.oracle_text]
    assert len(cards) >= 30
    for rec in cards:
        results = [r for r in compile_card(rec).lines if r.line == line]
        assert results and all(r.ok for r in results), rec.name
