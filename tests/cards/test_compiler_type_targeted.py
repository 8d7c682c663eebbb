""""Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until
end of turn." (Daru Spiritualist): the trigger goes on the stack above the spell and resolves first
(CR 603.3, 405.5; 2003: 410.3, 408.1); "it" is the targeted creature."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, obj, resolve_stack


def test_daru_spiritualist_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Daru Spiritualist"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def test_a_targeted_cleric_survives_the_shock() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    daru = s.battlefield(0, "Daru Spiritualist")  # a 1/1 Cleric
    s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    [shock] = ids(g, "Shock", Zone.HAND)
    cast(g, shock, targets=[daru])
    assert len(g.state.stack) == 2  # the trigger above the Shock
    resolve_stack(g)
    assert toughness(g.state, obj(g, daru)) == 3
    resolve_stack(g)
    assert ids(g, "Daru Spiritualist") == [daru] and obj(g, daru).damage == 2


def test_another_players_cleric_or_a_non_cleric_does_not_trigger() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Daru Spiritualist")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Daru Spiritualist")
    s.hand(0, ["Shock", "Lightning Bolt"])
    s.pool(0, "{R}{R}")
    g = s.start()
    [shock], [bolt] = ids(g, "Shock", Zone.HAND), ids(g, "Lightning Bolt", Zone.HAND)
    cast(g, shock, targets=[bears])
    assert len(g.state.stack) == 1
    resolve_stack(g)
    cast(g, bolt, targets=[theirs])  # their Cleric: their own Spiritualist triggers, not mine
    assert len(g.state.stack) == 2 and g.state.stack[-1].controller == 1
