""""Destroy target nonartifact, nonblack creature. That creature can't be regenerated." (CR 701.15c):
Nekrataal in a real game — the regeneration shield does not save the creature."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, names, pass_priority, resolve_stack, target


def test_nekrataal_compiles_fully_and_the_rider_compares_alike() -> None:
    card, compiled = compiled_card_def(load_pool().get("Nekrataal"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    line = "Destroy target creature. That creature can't be regenerated."
    assert comparable(line, {}) == "Destroy target creature. It can't be regenerated."


def test_nekrataal_kills_through_a_regeneration_shield() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    nek = s.hand(0, "Nekrataal")
    boa = s.battlefield(1, "River Boa")
    s.battlefield(1, "Forest")
    s.pool(0, "{2}{B}{B}")
    g = s.start()
    cast(g, nek)
    resolve_stack(g)
    target(g, boa)
    pass_priority(g)
    activate(g, boa, 0)  # {G}: Regenerate River Boa (in response)
    resolve_stack(g)
    resolve_stack(g)  # Nekrataal's ability: destroyed, no regeneration
    assert names(g, Zone.GRAVEYARD, 1) == ["River Boa"]
