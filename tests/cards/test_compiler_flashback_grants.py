"""Flashback granted to a card in a graveyard (compiler/flashback_grants.py, rules/atoms/flashback_grants.py):
Recoup's target "gains flashback until end of turn" with its mana cost as the flashback cost; cast that
way it is exiled as it leaves the stack (CR 702.34a; 2003: 502.22); the grant ends with the turn
(CR 514.2). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, pass_until, resolve_stack, target


def test_recoup_compiles_and_renders_back() -> None:
    renders_back("Recoup")


def _flashbacks(g: Game) -> set[int]:
    return {a.oid for a in g.legal_actions() if isinstance(a, CastWith) and a.name == "flashback"}


def test_recouped_sorcery_is_cast_again_for_its_mana_cost_and_exiled() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    recoup = s.hand(0, "Recoup")
    rain, bolt = s.graveyard(0, ["Stone Rain", "Lightning Bolt"])
    their_land = s.battlefield(1, "Forest")
    s.pool(0, "{1}{R}{2}{R}")
    g = s.start()
    assert rain not in _flashbacks(g)
    g.apply(CastSpell(recoup))
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == {rain}  # a sorcery card, not the Bolt
    target(g, ("object", rain))
    resolve_stack(g)
    assert _flashbacks(g) == {rain}  # Recoup's own flashback costs {3}{R}: not enough mana left with it
    g.apply(CastWith(rain, "flashback", 0))
    target(g, ("object", their_land))
    assert g.state.players[0].pool == [0, 0, 0, 0, 0, 0]  # paid {2}{R}, its mana cost
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Forest"]
    assert "Stone Rain" in names(g, Zone.EXILE, 0) and "Lightning Bolt" in names(g, Zone.GRAVEYARD, 0)
    assert bolt


def test_the_granted_flashback_ends_with_the_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    recoup = s.hand(0, "Recoup")
    rain = s.graveyard(0, "Stone Rain")
    s.battlefield(1, "Forest")
    s.lands(0, "Mountain", 5)
    s.library(0, ["Mountain"] * 3)
    s.library(1, ["Forest"] * 3)
    g = s.start()
    g.apply(CastSpell(recoup))
    target(g, ("object", rain))
    resolve_stack(g)
    assert rain in _flashbacks(g)  # three Mountains left: enough for {2}{R}
    pass_until(g, Step.MAIN1, active=1)
    pass_until(g, Step.MAIN1, active=0)
    assert rain not in _flashbacks(g) and "Stone Rain" in names(g, Zone.GRAVEYARD, 0)  # five Mountains, no grant
