"""Permanents that make some spells uncounterable (compiler/uncounterable_spells.py,
rules/atoms/uncounterable_spells.py): "Creature spells can't be countered." (Gaea's Herald), "Sliver spells can't be
countered." (Root Sliver) — any player's such spells; a counterspell may still target them and does nothing to
them (CR 101.2)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_uncounterable_spell_statics_compile_and_render_back() -> None:
    renders_back("Gaea's Herald", "Root Sliver")


def _counter(permanent: str, spell: str, mana: str) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, permanent)  # the opponent's: it helps every player's spells
    oid = s.hand(0, spell)
    counterspell = s.hand(1, "Counterspell")
    s.pool(0, mana)
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, oid)
    g.apply(PassPriority())
    cast(g, counterspell, [g.state.stack[-1].oid])
    resolve_stack(g)  # Counterspell resolves and does nothing …
    resolve_stack(g)  # … the spell resolves
    return g


def test_gaeas_herald_creature_spells_resolve_through_counterspell() -> None:
    g = _counter("Gaea's Herald", "Grizzly Bears", "{1}{G}")
    assert "Grizzly Bears" in names(g, Zone.BATTLEFIELD, 0)


def test_gaeas_herald_doesnt_protect_other_spells() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Gaea's Herald")
    shock = s.hand(0, "Shock")
    counterspell = s.hand(1, "Counterspell")
    s.pool(0, "{R}")
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, shock, [g.state.battlefield[0]])
    g.apply(PassPriority())
    cast(g, counterspell, [g.state.stack[-1].oid])
    resolve_stack(g)
    assert not g.state.stack and "Shock" in names(g, Zone.GRAVEYARD, 0)


def test_root_sliver_sliver_spells_cant_be_countered() -> None:
    g = _counter("Root Sliver", "Muscle Sliver", "{1}{G}")
    assert "Muscle Sliver" in names(g, Zone.BATTLEFIELD, 0)
