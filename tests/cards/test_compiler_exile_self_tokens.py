""""When CARDNAME dies, exile CARDNAME and each other player creates a 3/3 black Angel creature token with
flying." (CR 111.2, 400.7, 603.10a): Haunted Angel in a real game."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, obj, pass_priority, resolve_stack


def test_haunted_angel_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Haunted Angel"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def test_haunted_angel_dies_into_exile_and_the_opponent_gets_an_angel() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    angel = s.battlefield(0, "Haunted Angel")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    pass_priority(g)
    cast(g, bolt, [angel])
    resolve_stack(g)
    resolve_stack(g)  # its dies ability
    assert names(g, Zone.EXILE, 0) == ["Haunted Angel"] and names(g, Zone.GRAVEYARD, 0) == []
    [token] = ids(g, "Angel Token")
    assert obj(g, token).controller == 1 and has_keyword(g.state, obj(g, token), "flying")
