""""Enchant land you control" (compiler/land_auras.py): Hot Springs, Mystic Might — the Aura targets a land
its caster controls only (CR 303.4a; 2003: 212.4a). Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.rules.actions import CastSpell, ChooseTarget
from oldframe.rules.state import Step
from oldframe.testing import Scenario, legal, obj, resolve_stack, target


@pytest.mark.parametrize("name", ["Hot Springs", "Mystic Might"])
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


@pytest.mark.parametrize(("name", "mana"), [("Hot Springs", "{1}{G}"), ("Mystic Might", "{U}")])
def test_the_aura_may_enchant_only_a_land_you_control(name: str, mana: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, name)
    mine = s.battlefield(0, "Forest")
    theirs = s.battlefield(1, "Forest")
    s.pool(0, mana)
    g = s.start()
    g.apply(CastSpell(aura))
    options = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert ("object", mine) in options and ("object", theirs) not in options
    target(g, ("object", mine))
    resolve_stack(g)
    assert any(obj(g, o).attached_to == mine for o in g.state.battlefield)
