"""Many permanents on top of their owners' libraries (compiler/mass_to_top.py, rules/atoms/mass_to_top.py):
Harmonic Convergence puts every enchantment there at once; each owner orders their own cards and the order
is not revealed (CR 401.4; 2003: 217.2c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseObject
from oldframe.rules.events import Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, obj, resolve_stack


def test_harmonic_convergence_compiles_fully_and_renders_its_text() -> None:
    renders_back("Harmonic Convergence")


def test_each_owner_orders_their_enchantments_on_top_of_their_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    convergence = s.hand(0, "Harmonic Convergence")
    for name in ("Crusade", "Bad Moon", "Glorious Anthem"):
        s.battlefield(0, name)
    for name in ("Crusade", "Bad Moon"):
        s.battlefield(1, name)
    s.battlefield(1, "Grizzly Bears")  # not an enchantment: stays
    s.library(0, ["Island"])
    s.library(1, ["Swamp"])
    s.pool(0, "{2}{G}")
    g = s.start()
    cast(g, convergence)
    resolve_stack(g)
    d = g.state.decision  # the active player orders first (APNAP), from the top down
    assert d is not None and d.player == 0
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Bad Moon", "Crusade", "Glorious Anthem"]
    assert "legal_actions" not in g.view(1)
    g.apply(ChooseObject(ids(g, "Glorious Anthem", owner=0)[0]))
    g.apply(ChooseObject(ids(g, "Crusade", owner=0)[0]))  # the last one (Bad Moon) goes beneath
    d = g.state.decision
    assert d is not None and d.player == 1 and len(d.data["options"]) == 2
    g.apply(ChooseObject(ids(g, "Bad Moon", owner=1)[0]))
    lib0 = [obj(g, o).card.name for o in reversed(g.state.players[0].library)]  # top first
    lib1 = [obj(g, o).card.name for o in reversed(g.state.players[1].library)]
    assert lib0 == ["Glorious Anthem", "Crusade", "Bad Moon", "Island"]
    assert lib1 == ["Bad Moon", "Crusade", "Swamp"]
    assert names(g, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    # the moves are listed in battlefield order, not the chosen one, and no new library id is shown
    moved = [e for e in g.events_for(1) if isinstance(e, Moved) and e.to == int(Zone.LIBRARY)]
    assert [e.name for e in moved] == ["Crusade", "Bad Moon", "Glorious Anthem", "Crusade", "Bad Moon"]
    assert all(e.new is None for e in moved)


def test_a_single_enchantment_needs_no_order() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    convergence = s.hand(0, "Harmonic Convergence")
    s.battlefield(1, "Crusade")
    s.pool(0, "{2}{G}")
    g = s.start()
    cast(g, convergence)
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "priority"
    assert obj(g, g.state.players[1].library[-1]).card.name == "Crusade" and "Crusade" not in names(g, Zone.BATTLEFIELD)
