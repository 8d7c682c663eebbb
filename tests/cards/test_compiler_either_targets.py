"""Targets of two kinds where only the second is qualified (compiler/either_targets.py, the filter
rules/target_filters.EITHER): "Destroy target land or nonblack creature." (Stream of Acid) and "… It can't be
regenerated." (Befoul) — any land, or a creature that isn't black now (CR 115.1, 701.15c; 2003: 409.1c, 419.6b)."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, resolve_stack


def test_either_targets_compile_and_render_back() -> None:
    renders_back("Befoul", "Stream of Acid")


def _options(g: Game) -> list[tuple[str, int]]:
    d = g.state.decision
    assert d is not None and d.kind == "target"
    return list(d.data["options"])


@pytest.mark.parametrize("name, mana", [("Befoul", "{2}{B}{B}"), ("Stream of Acid", "{2}{B}{B}")])
def test_any_land_or_a_nonblack_creature(name: str, mana: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, name)
    forest = s.battlefield(1, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    skeletons = s.battlefield(1, "Drudge Skeletons")  # black
    lions = s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Sinister Strength", attached_to=lions)  # black now
    s.pool(0, mana)
    g = s.start()
    g.apply(CastSpell(spell))
    options = _options(g)
    assert ("object", forest) in options and ("object", bears) in options
    assert ("object", skeletons) not in options and ("object", lions) not in options
    g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("object", forest)))
    resolve_stack(g)
    assert forest not in g.state.battlefield and ids(g, "Forest", Zone.GRAVEYARD, owner=1)


def _regenerating_target(name: str, mana: str) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, name)
    boa = s.battlefield(1, "River Boa")  # green, "{G}: Regenerate CARDNAME."
    s.pool(0, mana)
    s.pool(1, "{G}")
    g = s.start()
    g.apply(CastSpell(spell))
    g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("object", boa)))
    g.apply(PassPriority())
    activate(g, boa, 0)  # the shield is made in response
    resolve_stack(g)
    assert g.state.objects[boa].regen_shields == 1
    resolve_stack(g)
    return g


def test_befoul_creature_cant_be_regenerated_but_stream_of_acids_can() -> None:
    g = _regenerating_target("Befoul", "{2}{B}{B}")
    assert ids(g, "River Boa", Zone.GRAVEYARD, owner=1)
    g = _regenerating_target("Stream of Acid", "{2}{B}{B}")
    assert ids(g, "River Boa") and not ids(g, "River Boa", Zone.GRAVEYARD, owner=1)
