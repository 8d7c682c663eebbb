""""return target blue or red creature card from your graveyard to your hand" (CR 105.2, 115.1):
Crypt Angel in a real game."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseTarget
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack, target


def test_crypt_angel_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Crypt Angel"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def test_crypt_angel_may_target_only_a_blue_or_red_creature_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    angel = s.hand(0, "Crypt Angel")
    blue, red = s.graveyard(0, ["Merfolk of the Pearl Trident", "Raging Goblin"])
    s.graveyard(0, ["Grizzly Bears", "Lightning Bolt"])  # green; red but not a creature
    s.graveyard(1, "Goblin Piker")  # red, but not in your graveyard
    s.pool(0, "{4}{B}")
    g = s.start()
    cast(g, angel)
    resolve_stack(g)
    assert {a.target for a in g.legal_actions() if isinstance(a, ChooseTarget)} == {("object", blue), ("object", red)}
    target(g, red)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Raging Goblin"]
