"""Linked "exile … / return the exiled card" abilities (CR 607.2a), each with at least two real cards
played in real games: Faceless Butcher, Petravark, Wormfang Newt."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    cast,
    choose,
    ids,
    names,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _butcher_in_play(s: Scenario) -> tuple[Game, int, int]:
    butcher = s.hand(0, "Faceless Butcher")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{B}{B}{R}")
    g = s.start()
    cast(g, butcher)
    resolve_stack(g)
    target(g, bears)
    return g, ids(g, "Faceless Butcher")[0], bears


def test_linked_exile_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Faceless Butcher", "Petravark"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    # the words must name the exile as its own target: "another target creature" is the same target
    assert compile_text("When CARDNAME enters the battlefield, exile target player other than CARDNAME.",
                        "X").status != "full"


def test_faceless_butcher_returns_the_exiled_creature_under_its_owners_control() -> None:
    """CR 607.2a: the leaves ability returns the card the enters ability exiled; the link survives
    saving and loading the game (JSON)."""
    s = _main(Scenario())
    bolt = s.hand(0, "Lightning Bolt")
    g, butcher, _bears = _butcher_in_play(s)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]
    g = Game.loads(g.dumps())
    cast(g, bolt, [butcher])
    resolve_stack(g)  # the Bolt: the Butcher dies, its leaves ability triggers
    resolve_stack(g)
    [back] = ids(g, "Grizzly Bears")
    assert g.state.objects[back].controller == 1 and names(g, Zone.EXILE, 1) == []


def test_faceless_butcher_gone_before_its_enters_ability_resolves_exiles_for_ever() -> None:
    """2003 ruling (CR 610.3c): the leaves ability resolves first and returns nothing; then the enters
    ability exiles the creature, which never comes back."""
    s = _main(Scenario())
    bolt = s.hand(0, "Lightning Bolt")
    g, butcher, _bears = _butcher_in_play(s)
    cast(g, bolt, [butcher])  # in response to the enters ability
    resolve_stack(g)  # the Bolt
    resolve_stack(g)  # the leaves ability: nothing exiled yet
    resolve_stack(g)  # the enters ability
    assert names(g, Zone.EXILE, 1) == ["Grizzly Bears"] and ids(g, "Grizzly Bears") == []
    assert not g.state.stack and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Faceless Butcher", "Lightning Bolt"]


def test_petravark_returns_the_land_and_not_a_card_exiled_otherwise() -> None:
    """CR 607.2a, 400.7: only what its own enters ability exiled; Swords to Plowshares' exile is
    not linked. The link is copied with the game (Game.copy)."""
    s = _main(Scenario())
    petravark = s.hand(0, "Petravark")
    swords, bolt = s.hand(0, ["Swords to Plowshares", "Lightning Bolt"])
    land = s.battlefield(1, "Forest")
    other = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{R}{R}{W}")
    g = s.start()
    cast(g, swords, [other])
    resolve_stack(g)
    cast(g, petravark)
    resolve_stack(g)
    target(g, land)
    resolve_stack(g)
    assert ids(g, "Forest") == [] and sorted(names(g, Zone.EXILE, 1)) == ["Forest", "Grizzly Bears"]
    g = g.copy()
    cast(g, bolt, [ids(g, "Petravark")[0]])
    resolve_stack(g)
    resolve_stack(g)  # the leaves ability
    assert len(ids(g, "Forest")) == 1 and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]


def test_wormfang_newt_exiles_a_chosen_land_and_returns_it() -> None:
    """Not a target: the controller chooses as it resolves (CR 608.2c); the linked leaves ability
    returns that land (CR 607.2a)."""
    s = _main(Scenario())
    newt, bolt = s.hand(0, ["Wormfang Newt", "Lightning Bolt"])
    island, mountain = s.battlefield(0, "Island", tapped=True), s.battlefield(0, "Mountain", tapped=True)
    s.pool(0, "{1}{U}{R}")
    g = s.start()
    cast(g, newt)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability: a choice of the two lands
    d = g.state.decision
    assert d is not None and d.kind == "pick" and sorted(d.data["options"]) == sorted([island, mountain])
    choose(g, mountain)
    assert ids(g, "Mountain") == [] and names(g, Zone.EXILE, 0) == ["Mountain"]
    assert compiled_card_def(load_pool().get("Wormfang Turtle"))[1].status == "full"
    cast(g, bolt, [ids(g, "Wormfang Newt")[0]])
    resolve_stack(g)
    resolve_stack(g)  # the leaves ability
    assert len(ids(g, "Mountain")) == 1 and names(g, Zone.EXILE, 0) == [] and ids(g, "Island") == [island]
