""""{1}{U}, {T}: Return target Wizard you control to its owner's hand." (Riptide Laboratory): a creature-type
target among its chooser's own permanents (CR 115.1, 205.3m)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, resolve_stack


def test_riptide_laboratory_compiles_fully_and_renders_its_oracle_lines() -> None:
    record = load_pool().get("Riptide Laboratory")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_only_a_wizard_its_controller_controls_may_be_returned() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lab = s.battlefield(0, "Riptide Laboratory")
    mine = s.battlefield(0, "Fugitive Wizard")
    s.battlefield(0, "Grizzly Bears")  # not a Wizard
    theirs = s.battlefield(1, "Fugitive Wizard")  # not theirs to choose
    s.pool(0, "{1}{U}")
    g = s.start()
    g.apply(ActivateAbility(lab, 1))
    d = g.state.decision
    assert d is not None and d.data["options"] == [("object", mine)]
    g.undo()
    activate(g, lab, 1, [mine])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Fugitive Wizard"] and theirs in g.state.battlefield
