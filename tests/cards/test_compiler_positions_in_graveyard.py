"""A card's place in its graveyard (compiler/positions_in_graveyard.py, rules/atoms/positions_in_graveyard.py):
a graveyard keeps its order, the last card put there on top (CR 404.1; 2003: 217.3e). Ashen Ghoul's graveyard
ability needs three creature cards above it (an activation restriction, CR 602.5b); Nether Shadow's upkeep
trigger states the same as an intervening-if (CR 603.4). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, answer, ids, names, resolve_stack


def test_graveyard_position_cards_compile_and_render_back() -> None:
    renders_back("Ashen Ghoul", "Nether Shadow")


def _can(g: Game, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.oid == oid for a in g.legal_actions())


def _upkeep(cards: list[str], *, step: Step = Step.UPKEEP) -> tuple[Scenario, list[int]]:
    s = Scenario()
    s.turn(active=0, step=step)
    return s, s.graveyard(0, cards)  # in order: the last one on top


def test_ashen_ghoul_returns_with_three_creature_cards_above_it() -> None:
    s, (ghoul, *_) = _upkeep(["Ashen Ghoul", "Grizzly Bears", "Lightning Bolt", "Grizzly Bears", "Craw Wurm"])
    s.pool(0, "{B}")
    g = s.start()
    activate(g, ghoul)
    resolve_stack(g)
    assert ids(g, "Ashen Ghoul") and names(g, Zone.BATTLEFIELD) == ["Ashen Ghoul"]


def test_ashen_ghoul_counts_only_creature_cards_above_it() -> None:
    s, cards = _upkeep(["Grizzly Bears", "Craw Wurm", "Ashen Ghoul", "Grizzly Bears", "Lightning Bolt"])
    s.pool(0, "{B}")
    g = s.start()
    assert not _can(g, cards[2])  # two creature cards below it don't count; one above is not three


def test_ashen_ghoul_only_during_its_owners_upkeep() -> None:
    s, (ghoul, *_) = _upkeep(["Ashen Ghoul", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], step=Step.MAIN1)
    s.pool(0, "{B}")
    g = s.start()
    assert not _can(g, ghoul)


def test_nether_shadow_comes_back_in_upkeep_with_three_creature_cards_above_it() -> None:
    s, _ = _upkeep(["Nether Shadow", "Grizzly Bears", "Grizzly Bears", "Craw Wurm"])
    g = s.start()
    assert [it.source_name for it in g.state.stack] == ["Nether Shadow"]
    resolve_stack(g)
    answer(g, True)
    assert names(g, Zone.BATTLEFIELD) == ["Nether Shadow"]


def test_nether_shadow_does_not_trigger_on_top_of_the_creatures() -> None:
    s, _ = _upkeep(["Grizzly Bears", "Grizzly Bears", "Craw Wurm", "Nether Shadow"])
    g = s.start()
    assert not g.state.stack  # nothing above it (CR 603.4: the intervening-if is false)
