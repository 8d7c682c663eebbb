"""Bonuses while no opponent controls a creature [of some colors] (compiler/unopposed.py,
rules/atoms/unopposed.py): "Kavu Runner has haste as long as no opponent controls a white or blue
creature.", "Skittish Kavu gets +1/+1 as long as …", "Vexing Beetle gets +3/+3 as long as no opponent
controls a creature." — checked continuously, with the creatures' current colors (CR 611.3b, 105.2b,
613.1e; 2003: 418.3a)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def test_unopposed_bonuses_compile_and_render_back() -> None:
    renders_back("Kavu Runner", "Skittish Kavu", "Vexing Beetle")


def _game(card: str, mine: list[str], theirs: list[str], aura_on_theirs: str = "") -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    oid = s.battlefield(0, card, sick=True)
    for name in mine:
        s.battlefield(0, name)
    for name in theirs:
        target = s.battlefield(1, name)
        if aura_on_theirs:
            s.battlefield(0, aura_on_theirs, attached_to=target)
    return s.start(), oid


def test_kavu_runner_has_haste_unless_an_opponent_controls_a_white_or_blue_creature() -> None:
    g, kavu = _game("Kavu Runner", ["Savannah Lions"], ["Grizzly Bears"])  # its controller's white doesn't count
    assert has_keyword(g.state, g.state.objects[kavu], "haste")
    for blocker in ("Savannah Lions", "Merfolk of the Pearl Trident"):
        g, kavu = _game("Kavu Runner", [], [blocker])
        assert not has_keyword(g.state, g.state.objects[kavu], "haste"), blocker


def test_kavu_runner_reads_current_colors() -> None:
    g, kavu = _game("Kavu Runner", [], ["Savannah Lions"], aura_on_theirs="Sinister Strength")  # now black
    assert has_keyword(g.state, g.state.objects[kavu], "haste")


def test_vexing_beetle_and_skittish_kavu_bonus_while_unopposed() -> None:
    g, beetle = _game("Vexing Beetle", [], [])
    o = g.state.objects[beetle]
    assert (power(g.state, o), toughness(g.state, o)) == (6, 6)
    g, beetle = _game("Vexing Beetle", [], ["Grizzly Bears"])
    o = g.state.objects[beetle]
    assert (power(g.state, o), toughness(g.state, o)) == (3, 3)
    g, kavu = _game("Skittish Kavu", [], ["Grizzly Bears"])
    o = g.state.objects[kavu]
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2)
    g, kavu = _game("Skittish Kavu", [], ["Merfolk of the Pearl Trident"])
    o = g.state.objects[kavu]
    assert (power(g.state, o), toughness(g.state, o)) == (1, 1)
