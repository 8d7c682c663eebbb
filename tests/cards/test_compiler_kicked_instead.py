"""A kicked permanent's ability that does more when kicked (compiler/kicked_instead.py,
rules/atoms/kicked_instead.py): "When Desolation Angel enters the battlefield, destroy all lands you control. If
it was kicked, destroy all lands instead." and Desolation Giant's "… destroy all other creatures you control. If
it was kicked, destroy all other creatures instead." (CR 702.33d, 701.7; 2003: 502.21)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, resolve_stack


def test_kicked_instead_cards_compile_and_render_back() -> None:
    renders_back("Desolation Angel", "Desolation Giant")


def _cast(card: str, mana: str, kicked: bool) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, card)
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Forest")
    s.battlefield(1, "Llanowar Elves")
    s.pool(0, mana + ("{W}{W}" if kicked else ""))
    g = s.start()
    g.apply(CastWith(spell, "kicker", 0) if kicked else CastSpell(spell))
    resolve_stack(g)  # the creature spell
    assert len(g.state.stack) == 1  # its enters-the-battlefield ability
    resolve_stack(g)
    return g


def test_desolation_angel_destroys_only_your_lands_unkicked_and_all_lands_kicked() -> None:
    g = _cast("Desolation Angel", "{3}{B}{B}", False)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Grizzly Bears", "Desolation Angel"]
    assert "Forest" in names(g, Zone.BATTLEFIELD, 1)
    g = _cast("Desolation Angel", "{3}{B}{B}", True)
    assert "Swamp" not in names(g, Zone.BATTLEFIELD, 0) and "Forest" not in names(g, Zone.BATTLEFIELD, 1)
    assert "Llanowar Elves" in names(g, Zone.BATTLEFIELD, 1)


def test_desolation_giant_destroys_your_other_creatures_or_all_other_creatures() -> None:
    g = _cast("Desolation Giant", "{2}{R}{R}", False)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Swamp", "Desolation Giant"]
    assert names(g, Zone.BATTLEFIELD, 1) == ["Forest", "Llanowar Elves"]
    g = _cast("Desolation Giant", "{2}{R}{R}", True)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Swamp", "Desolation Giant"]
    assert names(g, Zone.BATTLEFIELD, 1) == ["Forest"]
