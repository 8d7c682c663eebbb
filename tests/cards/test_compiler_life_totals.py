"""A life total that becomes a number (compiler/life_totals.py, rules/atoms/life_totals.py): "Each player's life
total becomes the number of creatures they control." (Biorhythm), "Target player's life total becomes 20."
(Blessed Wind) — the difference is gained or lost (CR 118.5)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.events import LifeLost
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, player, resolve_stack


def test_life_total_cards_compile_and_render_back() -> None:
    renders_back("Biorhythm", "Blessed Wind")


def test_biorhythm_counts_each_players_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bio = s.hand(0, "Biorhythm")
    for name in ("Grizzly Bears", "Llanowar Elves", "Savannah Lions"):
        s.battlefield(0, name)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")  # not a creature
    s.life(0, 2)
    s.pool(0, "{6}{G}{G}")
    g = s.start()
    cast(g, bio)
    resolve_stack(g)
    assert g.state.players[0].life == 3 and g.state.players[1].life == 1
    assert any(isinstance(e, LifeLost) and e.player == 1 and e.amount == 19 for e in g.log)


def test_biorhythm_with_no_creatures_sets_everyone_to_zero_and_they_lose() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bio = s.hand(0, "Biorhythm")
    s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{6}{G}{G}")
    g = s.start()
    cast(g, bio)
    resolve_stack(g)
    assert g.state.players[1].lost and not g.state.players[0].lost


def test_blessed_wind_raises_or_lowers_the_target_players_total() -> None:
    for start in (5, 31):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        wind = s.hand(0, "Blessed Wind")
        s.life(1, start)
        s.pool(0, "{7}{W}{W}")
        g = s.start()
        cast(g, wind, [player(1)])
        resolve_stack(g)
        assert g.state.players[1].life == 20 and g.state.players[0].life == 20
