"""Cards returned from a graveyard in exchange for a sacrifice (compiler/sacrifice_returns.py,
rules/atoms/sacrifice_returns.py): Victimize's two target creature cards return tapped only if a creature
was sacrificed as it resolved (CR 608.2c "If you do", 701.17a). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseObject
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, names, obj, resolve_stack, target


def test_victimize_compiles_and_renders_back() -> None:
    renders_back("Victimize")


def _cast(s: Scenario) -> tuple[Game, list[int]]:
    s.turn(active=0, step=Step.MAIN1)
    victimize = s.hand(0, "Victimize")
    cards = s.graveyard(0, ["Serra Angel", "Craw Wurm", "Lightning Bolt"])
    s.pool(0, "{2}{B}")
    g = s.start()
    g.apply(CastSpell(victimize))
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == set(cards[:2])  # creature cards only
    target(g, ("object", cards[0]))
    target(g, ("object", cards[1]))
    resolve_stack(g)
    return g, cards


def test_victimize_sacrifices_a_creature_and_returns_both_cards_tapped() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    g, _ = _cast(s)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.SACRIFICE
    g.apply(ChooseObject(bears))
    assert sorted(names(g, Zone.BATTLEFIELD)) == ["Craw Wurm", "Llanowar Elves", "Serra Angel"]
    assert all(obj(g, o).tapped for o in ids(g, "Serra Angel") + ids(g, "Craw Wurm"))
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Lightning Bolt", "Victimize"]


def test_victimize_without_a_creature_to_sacrifice_returns_nothing() -> None:
    g, _ = _cast(Scenario())
    assert names(g, Zone.BATTLEFIELD) == []
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Craw Wurm", "Lightning Bolt", "Serra Angel", "Victimize"]
