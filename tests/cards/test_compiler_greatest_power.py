"""A target with the greatest power among creatures on the battlefield (compiler/greatest_power.py, the filter
rules/target_filters.GREATEST_POWER): "Exile target creature with the greatest power among creatures on the
battlefield." (Topple) — ties are all legal, whoever controls them, and the target is checked again on
resolution (CR 115.1, 608.2b)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, resolve_stack, target


def test_topple_compiles_and_renders_back() -> None:
    renders_back("Topple")


def _options(g: Game) -> list[tuple[str, int]]:
    d = g.state.decision
    assert d is not None and d.kind == "target"
    return list(d.data["options"])


def test_only_the_greatest_power_is_a_legal_target_and_ties_are() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    topple = s.hand(0, "Topple")
    mine = s.battlefield(0, "Hill Giant")  # 3/3
    theirs = s.battlefield(1, "Gray Ogre")  # 2/2
    giant = s.battlefield(1, "Hill Giant")
    s.pool(0, "{2}{W}")
    g = s.start()
    g.apply(CastSpell(topple))
    options = _options(g)
    assert ("object", mine) in options and ("object", giant) in options and ("object", theirs) not in options
    target(g, giant)
    resolve_stack(g)
    assert ids(g, "Hill Giant", Zone.EXILE, owner=1) and ids(g, "Gray Ogre")


def test_a_target_outgrown_before_resolution_is_illegal() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    topple = s.hand(0, "Topple")
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    bears = s.battlefield(1, "Grizzly Bears")  # 2/2
    growth = s.hand(1, "Giant Growth")
    s.pool(0, "{2}{W}")
    s.pool(1, "{G}")
    g = s.start()
    cast(g, topple, [giant])
    g.apply(PassPriority())
    cast(g, growth, [bears])  # 5/5 now: the Giant no longer has the greatest power
    resolve_stack(g)
    resolve_stack(g)
    assert ids(g, "Hill Giant") and "Topple" in [g.state.objects[o].card.name for o in g.state.players[0].graveyard]
