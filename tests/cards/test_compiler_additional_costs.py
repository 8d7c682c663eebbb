"""Additional costs of the alternative-cost family (compiler/alt_costs.py, x_costs.py; paid by
rules/casting.py and rules/costparts.py; CR 601.2f-h, 118.8; 2003: 409.1f): "As an additional cost to cast
this spell, sacrifice a green creature." (Natural Order) / "… a blue permanent." (Abjure) — the color is
the permanent's as the cost is paid (CR 105.2); "… pay X life." (Hatred) and "… discard X cards at random."
(Devastating Dreams), X announced before the costs are paid (CR 601.2b; 2003: 409.1b) and never more than
can be paid (CR 119.4). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastSpell, CastWith, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, choose, names, resolve_stack, target


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every Oracle line is written back exactly."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_colored_sacrifice_cards_compile_and_render_back() -> None:
    renders_back("Natural Order", "Abjure", "Hatred", "Devastating Dreams")


def test_natural_order_sacrifices_a_green_creature_and_fetches_a_green_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    order = s.hand(0, "Natural Order")
    elves = s.battlefield(0, "Llanowar Elves")
    specter = s.battlefield(0, "Hypnotic Specter")
    wurm, _island = s.library(0, ["Craw Wurm", "Island"])
    s.pool(0, "{2}{G}{G}")
    g = s.start()
    g.apply(CastSpell(order))
    d = g.state.decision
    assert d is not None and d.data["options"] == [elves]  # the black Specter can't pay (CR 601.2h)
    choose(g, elves)
    assert "Llanowar Elves" in names(g, Zone.GRAVEYARD, 0)  # paid as the spell is cast
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.data["options"] == [wurm]  # a green creature card: not the Island
    choose(g, wurm)
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Craw Wurm", "Hypnotic Specter"]
    assert specter in g.state.battlefield


def test_natural_order_is_not_castable_without_a_green_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    order = s.hand(0, "Natural Order")
    s.battlefield(0, "Hypnotic Specter")
    s.battlefield(0, "Forest")
    s.pool(0, "{2}{G}{G}")
    g = s.start()
    assert not any(isinstance(a, CastSpell) and a.oid == order for a in g.legal_actions())


def test_abjure_sacrifices_a_blue_permanent_to_counter_a_spell() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    abjure = s.hand(0, "Abjure")
    s.battlefield(0, "Island")  # a land is colorless: not a blue permanent
    merfolk = s.battlefield(0, "Merfolk of the Pearl Trident")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, bolt, targets=[("player", 0)])
    g.apply(PassPriority())
    cast(g, abjure, targets=[("object", g.state.stack[-1].oid)], costs=[merfolk])
    assert "Merfolk of the Pearl Trident" in names(g, Zone.GRAVEYARD, 0)
    resolve_stack(g)
    assert g.state.players[0].life == 20 and "Lightning Bolt" in names(g, Zone.GRAVEYARD, 1)


def _xs(g: object, oid: int) -> set[int]:
    from oldframe import Game

    assert isinstance(g, Game)
    return {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == oid and a.name == "x"}


def test_hatred_pays_x_life_and_pumps_x() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hatred = s.hand(0, "Hatred")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    g.state.players[0].life = 6
    assert _xs(g, hatred) == set(range(1, 7))  # no more life than one has (CR 119.4)
    g.apply(CastWith(hatred, "x", 5))
    target(g, bears)
    assert g.state.players[0].life == 1  # paid as it is cast (CR 601.2h)
    resolve_stack(g)
    from oldframe.rules.characteristics import power

    assert power(g.state, g.state.objects[bears]) == 7


def test_devastating_dreams_discards_x_at_random_then_lands_and_creatures_suffer_x() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dreams = s.hand(0, "Devastating Dreams")
    s.hand(0, ["Forest", "Lightning Bolt"])
    for _ in range(3):
        s.battlefield(0, "Mountain")
    for _ in range(2):
        s.battlefield(1, "Forest")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Craw Wurm")
    s.pool(0, "{2}{R}{R}")
    g = s.start()
    assert _xs(g, dreams) == {1, 2}  # two other cards in hand
    g.apply(CastWith(dreams, "x", 2))
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Forest", "Lightning Bolt"]  # both: no choice left
    resolve_stack(g)
    while g.state.decision is not None and g.state.decision.kind == "sacrifice":
        choose(g, g.state.decision.data["options"][0])
    assert names(g, Zone.BATTLEFIELD, 0) == ["Mountain"]
    assert names(g, Zone.BATTLEFIELD, 1) == ["Craw Wurm"]  # both Forests; the 2/2 Bears took 2


def test_null_brooch_discards_its_controllers_hand_to_counter_a_noncreature_spell() -> None:
    """"{2}, {T}, Discard your hand: Counter target noncreature spell." — the hand is discarded as the cost
    is paid (CR 602.2b; 2003: 409.1f)."""
    renders_back("Null Brooch", "Slate of Ancestry")
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    brooch = s.battlefield(0, "Null Brooch")
    s.hand(0, ["Forest", "Grizzly Bears"])
    s.pool(0, "{2}")
    g = s.start()
    cast(g, bolt, targets=[("player", 0)])
    g.apply(PassPriority())
    activate(g, brooch, targets=[("object", g.state.stack[-1].oid)])
    assert names(g, Zone.HAND, 0) == [] and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears"]
    resolve_stack(g)
    assert g.state.players[0].life == 20 and "Lightning Bolt" in names(g, Zone.GRAVEYARD, 1)
