""""sacrifice it unless you sacrifice any number of creatures with total power 12 or greater"
(CR 118.12, 701.17a): Phyrexian Dreadnought in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, ids, names, resolve_stack


def test_dreadnought_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Phyrexian Dreadnought"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _dreadnought() -> tuple[Game, int, list[int], int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dread = s.hand(0, "Phyrexian Dreadnought")
    wurms = [s.battlefield(0, "Craw Wurm"), s.battlefield(0, "Craw Wurm")]  # 6 power each
    theirs = s.battlefield(1, "Krosan Tusker")  # not yours: never offered
    s.pool(0, "{1}")
    g = s.start()
    cast(g, dread)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability asks for creatures
    return g, ids(g, "Phyrexian Dreadnought")[0], wurms, theirs


def test_two_wurms_pay_for_the_dreadnought() -> None:
    g, dread, wurms, _ = _dreadnought()
    offered = set(g.legal_actions())
    assert offered == {ChooseObject(dread), ChooseObject(wurms[0]), ChooseObject(wurms[1]), ChooseYesNo(False)}
    choose(g, wurms[0])
    choose(g, wurms[1])
    g.apply(ChooseYesNo(False))  # done: 12 power
    assert ids(g, "Craw Wurm") == [] and ids(g, "Phyrexian Dreadnought") == [dread]
    assert names(g, Zone.GRAVEYARD, 0) == ["Craw Wurm", "Craw Wurm"]


def test_too_little_power_sacrifices_the_dreadnought_and_keeps_the_creature() -> None:
    """CR 118.12: a payment not made in full is not made at all."""
    g, _dread, wurms, _ = _dreadnought()
    choose(g, wurms[0])
    g.apply(ChooseYesNo(False))  # 6 power only
    assert ids(g, "Phyrexian Dreadnought") == [] and len(ids(g, "Craw Wurm")) == 2
    assert names(g, Zone.GRAVEYARD, 0) == ["Phyrexian Dreadnought"]


def test_declining_sacrifices_the_dreadnought() -> None:
    g, _dread, _wurms, _ = _dreadnought()
    g.apply(ChooseYesNo(False))
    assert ids(g, "Phyrexian Dreadnought") == [] and not g.state.stack
