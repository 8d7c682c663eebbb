"""A search for two cards of two qualities (compiler/search_pairs.py, rules/atoms/search_pairs.py): Krosan
Verge (a Forest and a Plains, onto the battlefield tapped) and Corpse Harvester (a Zombie and a Swamp,
revealed, into the hand). Each stated quality may find nothing (CR 701.19b)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, legal, names, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Krosan Verge", "Corpse Harvester")


def _pick(g: Game, name: str) -> None:
    d = g.state.decision
    assert d is not None and d.kind == "wish" and ChooseYesNo(False) in legal(g)
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == name)))


def test_krosan_verge_fetches_a_forest_and_a_plains_tapped() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    verge = s.battlefield(0, "Krosan Verge")
    s.library(0, ["Plains", "Island", "Forest", "Swamp"])
    s.pool(0, "{2}")
    g = s.start()
    activate(g, verge, 1)  # 0: its mana ability
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and [obj(g, o).card.name for o in d.data["options"]] == ["Forest"]
    _pick(g, "Forest")
    _pick(g, "Plains")
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Forest", "Plains"]
    assert all(obj(g, o).tapped for o in ids(g, "Forest") + ids(g, "Plains"))
    assert sorted(names(g, Zone.LIBRARY, 0)) == ["Island", "Swamp"]


def test_corpse_harvester_reveals_a_zombie_and_a_swamp_and_may_miss_one() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    harvester = s.battlefield(0, "Corpse Harvester")
    fodder = s.battlefield(0, "Grizzly Bears")
    s.library(0, ["Scathe Zombies", "Island", "Swamp"])
    s.pool(0, "{1}{B}")
    g = s.start()
    activate(g, harvester, 0, costs=[fodder])
    resolve_stack(g)
    _pick(g, "Scathe Zombies")
    g.apply(ChooseYesNo(False))  # no Swamp found, by choice
    assert names(g, Zone.HAND, 0) == ["Scathe Zombies"]
    assert [e.name for e in g.events_for(1) if isinstance(e, Revealed)] == ["Scathe Zombies"]
