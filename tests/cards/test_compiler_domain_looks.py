"""Domain looks (compiler/domain_looks.py, rules/atoms/domain_looks.py): Worldly Counsel looks at as many
cards as basic land types among its caster's lands (counted on resolution, CR 608.2h), keeps one and puts
the rest on the bottom; only the caster sees them (CR 400.2)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseObject
from oldframe.rules.events import LibraryLooked
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, obj, resolve_stack


def test_worldly_counsel_compiles_fully_and_renders_its_text() -> None:
    renders_back("Worldly Counsel")


def test_worldly_counsel_looks_at_one_card_per_basic_land_type() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    counsel = s.hand(0, "Worldly Counsel")
    for land in ("Forest", "Forest", "Island", "Swamp"):  # three basic land types
        s.battlefield(0, land)
    s.battlefield(1, "Mountain")  # not the caster's: not counted
    s.library(0, ["Craw Wurm", "Giant Growth", "Shock", "Dark Ritual"])
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, counsel)
    resolve_stack(g)
    looked = [e for e in g.events_for(0) if isinstance(e, LibraryLooked)]
    assert looked and looked[-1].names == ("Craw Wurm", "Giant Growth", "Shock")
    theirs = [e for e in g.events_for(1) if isinstance(e, LibraryLooked)]
    assert theirs and theirs[-1].names is None and theirs[-1].count == 3
    d = g.state.decision
    assert d is not None and d.player == 0
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Shock")))
    while (d := g.state.decision) is not None and d.kind == "pick":
        g.apply(ChooseObject(d.data["options"][0]))
    assert names(g, Zone.HAND, 0) == ["Shock"]
    library = [obj(g, o).card.name for o in reversed(g.state.players[0].library)]  # top first
    assert library[0] == "Dark Ritual" and sorted(library[1:]) == ["Craw Wurm", "Giant Growth"]
