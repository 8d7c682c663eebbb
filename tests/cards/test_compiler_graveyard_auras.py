"""Auras returning from the graveyard onto a big creature (CR 113.6k, 303.4f, 603.5): Dragon Breath in
real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, names, obj, resolve_stack


def test_the_dragon_auras_compile_fully() -> None:
    pool = load_pool()
    for name in ("Dragon Breath", "Dragon Fangs", "Dragon Scales", "Dragon Wings"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_dragon_breath_returns_onto_a_creature_of_mana_value_six_or_more() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.graveyard(0, "Dragon Breath")
    bears, tusker = s.hand(0, ["Grizzly Bears", "Krosan Tusker"])
    s.pool(0, "{1}{G}{5}{G}{G}")
    g = s.start()
    cast(g, bears)
    resolve_stack(g)
    assert not g.state.stack  # mana value 2: nothing triggers
    cast(g, tusker)
    resolve_stack(g)
    assert len(g.state.stack) == 1  # the Breath's ability, from the graveyard
    resolve_stack(g)
    answer(g, True)
    [breath] = ids(g, "Dragon Breath")
    [big] = ids(g, "Krosan Tusker")
    assert obj(g, breath).attached_to == big and obj(g, breath).controller == 0
    assert has_keyword(g.state, obj(g, big), "haste") and names(g, Zone.GRAVEYARD, 0) == []


def test_dragon_breath_declined_or_gone_stays_put() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.graveyard(1, "Dragon Breath")  # the opponent's: its owner controls the ability (CR 603.3a)
    tusker = s.hand(0, "Krosan Tusker")
    s.pool(0, "{5}{G}{G}")
    g = s.start()
    cast(g, tusker)
    resolve_stack(g)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    answer(g, False)
    assert names(g, Zone.GRAVEYARD, 1) == ["Dragon Breath"]
