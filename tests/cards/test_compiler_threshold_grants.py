"""Triggered abilities a card has only while it has threshold (compiler/threshold_grants.py,
rules/atoms/threshold_grants.py): the ability exists only while seven or more cards are in its controller's
graveyard (CR 613.1f, 702.38); a dies ability looks back to the graveyard before the card was put there
(CR 603.10a); once triggered it resolves whatever the graveyard holds (not an intervening-if, CR 603.4).
Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, names, resolve_stack, target

_SEVEN = ["Island"] * 7


def test_threshold_granted_triggers_compile_and_render_back() -> None:
    renders_back("Reborn Hero", "Gloomdrifter", "Centaur Chieftain", "Cephalid Sage", "Teroh's Vanguard")


def _bolt_hero(graveyard: list[str]) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hero = s.battlefield(0, "Reborn Hero")
    s.graveyard(0, graveyard)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}{W}{W}")
    g = s.start()
    g.apply(CastSpell(bolt))
    target(g, ("object", hero))
    resolve_stack(g)
    return g


def test_reborn_hero_with_threshold_pays_to_come_back() -> None:
    g = _bolt_hero(_SEVEN)
    assert [it.source_name for it in g.state.stack] == ["Reborn Hero"]
    resolve_stack(g)
    answer(g, True)  # pay {W}{W}
    assert names(g, Zone.BATTLEFIELD) == ["Reborn Hero"]


def test_reborn_hero_without_threshold_before_it_died_does_not_trigger() -> None:
    g = _bolt_hero(_SEVEN[:5])  # five + the Bolt = six before it died (seven after: too late)
    assert not g.state.stack and "Reborn Hero" in names(g, Zone.GRAVEYARD, 0)


def _gloomdrifter(graveyard: list[str]) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    drifter = s.hand(0, "Gloomdrifter")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Drudge Skeletons")
    s.graveyard(0, graveyard)
    s.pool(0, "{3}{B}")
    g = s.start()
    g.apply(CastSpell(drifter))
    resolve_stack(g)
    return g


def test_gloomdrifter_with_threshold_shrinks_nonblack_creatures() -> None:
    g = _gloomdrifter(_SEVEN)
    resolve_stack(g)
    assert sorted(names(g, Zone.BATTLEFIELD)) == ["Drudge Skeletons", "Gloomdrifter"]  # black ones untouched
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def test_gloomdrifter_without_threshold_has_no_enters_ability() -> None:
    g = _gloomdrifter(_SEVEN[:6])
    assert not g.state.stack and "Grizzly Bears" in names(g, Zone.BATTLEFIELD)
