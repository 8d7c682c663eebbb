"""Graveyard hate and recycling (compiler/graveyard_cards.py, rules/atoms/graveyard_cards.py): "Exile
target player's graveyard." (Tormod's Crypt), "Exile the bottom card of target player's graveyard."
(Phyrexian Furnace), played through the public API; every sentence checked against the game state."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, names, player, resolve_stack


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every line's rendering is the card's own line (up to the compiler's
    normalisation: "It deals" = "CARDNAME deals")."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, "Legendary" in rec.supertypes)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_graveyard_hate_compiles_and_renders_back() -> None:
    renders_back("Tormod's Crypt", "Phyrexian Furnace")


def test_tormods_crypt_exiles_target_players_whole_graveyard() -> None:
    """"{T}, Sacrifice CARDNAME: Exile target player's graveyard." — every card of that graveyard, none
    of the other player's; the Crypt itself goes to its owner's graveyard as a cost (CR 602.2b)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    crypt = s.battlefield(0, "Tormod's Crypt")
    theirs = s.graveyard(1, ["Grizzly Bears", "Lightning Bolt", "Swords to Plowshares"])
    s.graveyard(0, "Giant Growth")
    g = s.start()
    activate(g, crypt, targets=[player(1)])
    assert names(g, Zone.GRAVEYARD, 0) == ["Giant Growth", "Tormod's Crypt"]  # sacrificed as a cost
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == []
    assert sorted(names(g, Zone.EXILE, 1)) == ["Grizzly Bears", "Lightning Bolt", "Swords to Plowshares"]
    assert all(o not in g.state.objects for o in theirs)  # new objects in exile (CR 400.7)
    assert names(g, Zone.GRAVEYARD, 0) == ["Giant Growth", "Tormod's Crypt"]


def test_phyrexian_furnace_exiles_the_bottom_card_only() -> None:
    """"{T}: Exile the bottom card of target player's graveyard." — the order of a graveyard is fixed
    (2003: 217.1), the first card put there is at the bottom; an empty graveyard is a legal target."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    furnace = s.battlefield(0, "Phyrexian Furnace")
    s.graveyard(1, ["Grizzly Bears", "Lightning Bolt"])
    s.pool(0, "{1}")
    g = s.start()
    activate(g, furnace, 0, targets=[player(1)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"] and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]
    # "{1}, Sacrifice CARDNAME: Exile target card from a graveyard. Draw a card."
    bolt = ids(g, "Lightning Bolt", Zone.GRAVEYARD)[0]
    hand = len(g.state.players[0].hand)
    activate(g, ids(g, "Phyrexian Furnace")[0], 1, targets=[bolt])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 1) == ["Grizzly Bears", "Lightning Bolt"]
    assert len(g.state.players[0].hand) == hand + 1


def test_the_bottom_card_of_an_empty_graveyard_is_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    furnace = s.battlefield(0, "Phyrexian Furnace")
    g = s.start()
    activate(g, furnace, 0, targets=[player(1)])
    resolve_stack(g)
    assert names(g, Zone.EXILE) == [] and ids(g, "Phyrexian Furnace") == [furnace]


def test_thran_foundry_exiles_itself_and_shuffles_a_graveyard_into_its_library() -> None:
    """"{1}, {T}, Exile CARDNAME: Target player shuffles their graveyard into their library." — the cost
    exiles the Foundry (CR 602.2b); every card of that graveyard goes into that library, then it is
    shuffled (the seeded generator: the same game every time)."""
    renders_back("Thran Foundry")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    foundry = s.battlefield(0, "Thran Foundry")
    s.graveyard(1, ["Grizzly Bears", "Lightning Bolt"])
    s.library(1, ["Forest", "Mountain"])
    s.pool(0, "{1}")
    g = s.start()
    activate(g, foundry, targets=[player(1)])
    assert names(g, Zone.EXILE, 0) == ["Thran Foundry"]  # paid
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == []
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Forest", "Grizzly Bears", "Lightning Bolt", "Mountain"]


def test_haunting_echoes_exiles_the_graveyard_but_basic_lands_and_every_copy_in_the_library() -> None:
    renders_back("Haunting Echoes")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    echoes = s.hand(0, "Haunting Echoes")
    s.graveyard(1, ["Lightning Bolt", "Mountain", "Mishra's Factory"], allow_unplayable=True)
    s.library(1, ["Lightning Bolt", "Shock", "Mishra's Factory", "Mountain"], allow_unplayable=True)
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    cast(g, echoes, [player(1)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Mountain"]  # "other than basic land cards"
    assert sorted(names(g, Zone.EXILE, 1)) == ["Lightning Bolt", "Lightning Bolt", "Mishra's Factory",
                                               "Mishra's Factory"]
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Mountain", "Shock"]  # a basic land's copies stay
