"""P/T counted from every player's hand (compiler/static_counts.py, rules/atoms/static_counts.py): Multani,
Maro-Sorcerer. Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def test_multani_counts_the_cards_in_all_players_hands() -> None:
    """"CARDNAME's power and toughness are each equal to the total number of cards in all players' hands."
    (a characteristic-defining ability, layer 7a: CR 604.3, 613.4a; 2003: 418.5a)."""
    rec = load_pool().get("Multani, Maro-Sorcerer")
    assert rec is not None and compile_card(rec).status == "full"
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    multani = s.battlefield(0, "Multani, Maro-Sorcerer")
    s.hand(0, ["Forest", "Island"])
    s.hand(1, ["Swamp", "Mountain", "Plains"])
    g = s.start()
    obj = g.state.objects[multani]
    assert (power(g.state, obj), toughness(g.state, obj)) == (5, 5)
