"""An upkeep trigger that trades its source for a search (compiler/sacrifice_searches.py,
rules/atoms/sacrifice_searches.py): Defense of the Heart. The intervening-if (CR 603.4) is checked as the
upkeep begins; then the enchantment is sacrificed and up to two creature cards are put onto the battlefield
(a stated quality: fewer may be found, CR 701.19b)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, legal, names, obj, pass_until, resolve_stack


def test_defense_of_the_heart_compiles_fully_and_renders_its_text() -> None:
    renders_back("Defense of the Heart")


def _upkeep(opposing_creatures: int) -> Game:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Defense of the Heart")
    for _ in range(opposing_creatures):
        s.battlefield(1, "Grizzly Bears")
    s.library(0, ["Craw Wurm", "Forest", "Shivan Dragon", "Llanowar Elves"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    return g


def test_three_opposing_creatures_trade_the_enchantment_for_two_creatures() -> None:
    g = _upkeep(3)
    assert g.state.stack, "the upkeep trigger waits on the stack"
    resolve_stack(g)
    assert "Defense of the Heart" in names(g, Zone.GRAVEYARD, 0)
    d = g.state.decision
    assert d is not None and d.player == 0 and ChooseYesNo(False) in legal(g)
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Craw Wurm", "Llanowar Elves", "Shivan Dragon"]
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Craw Wurm")))
    d = g.state.decision
    assert d is not None
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Shivan Dragon")))
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Craw Wurm", "Shivan Dragon"]


def test_two_opposing_creatures_do_not_trigger_it() -> None:
    g = _upkeep(2)
    assert not g.state.stack and "Defense of the Heart" in names(g, Zone.BATTLEFIELD, 0)
