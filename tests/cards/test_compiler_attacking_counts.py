"""Pumps counted over the other attackers (Goblin Piledriver): "+2/+0 for each other attacking Goblin",
counted as the ability resolves (CR 608.2h; 2003: 413.2f) among the creatures attacking (CR 506.4;
2003: 308.1), until end of turn (CR 514.2; 2003: 314.2)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, obj, resolve_stack


def test_goblin_piledriver_compiles_fully_and_the_type_must_be_singular() -> None:
    card, compiled = compiled_card_def(load_pool().get("Goblin Piledriver"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text("Whenever CARDNAME attacks, it gets +2/+0 until end of turn for each other attacking "
                        "Goblins.", "X").status != "full"


def test_piledriver_counts_the_other_attacking_goblins_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    driver = s.battlefield(0, "Goblin Piledriver")
    raiders = [s.battlefield(0, "Raging Goblin"), s.battlefield(0, "Raging Goblin")]
    bears = s.battlefield(0, "Grizzly Bears")  # attacking, not a Goblin
    s.battlefield(0, "Goblin King")  # a Goblin that stays home: not counted (and gives Goblins +1/+1)
    g = s.start()
    attack(g, {driver: 1, raiders[0]: 1, raiders[1]: 1, bears: 1})
    resolve_stack(g)
    me = obj(g, driver)
    assert (power(g.state, me), toughness(g.state, me)) == (1 + 1 + 2 * 2, 2 + 1)


def test_piledriver_alone_gets_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    driver = s.battlefield(0, "Goblin Piledriver")
    s.battlefield(0, "Raging Goblin")
    g = s.start()
    attack(g, {driver: 1})
    resolve_stack(g)
    assert power(g.state, obj(g, driver)) == 1
