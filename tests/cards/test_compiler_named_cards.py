"""A card name chosen as a permanent enters (compiler/named_cards.py, rules/atoms/named_cards.py):
Meddling Mage — "As CARDNAME enters the battlefield, choose a nonland card name." (CR 614.12; 2003:
410.10e) and "Spells with the chosen name can't be cast." (CR 101.2), through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastSpell, ChooseType
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, pass_priority, resolve_stack


def test_meddling_mage_compiles_and_renders_back() -> None:
    renders_back("Meddling Mage")


def test_meddling_mage_names_a_nonland_card_and_that_spell_cant_be_cast_until_it_leaves() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mage = s.hand(0, "Meddling Mage")
    s.hand(0, ["Lightning Bolt", "Mountain"])  # names P1 knows: their own cards
    s.pool(0, "{W}{U}")
    bolt = s.hand(1, "Lightning Bolt")
    shock = s.hand(1, "Shock")
    s.lands(1, "Mountain", 2)
    g = s.start()
    cast(g, mage)
    resolve_stack(g)
    d = g.pending
    assert d is not None and d.kind == "choose_word" and d.player == 0  # chosen as it resolves
    offered = {a.name for a in g.legal_actions() if isinstance(a, ChooseType)}
    assert "Lightning Bolt" in offered and "Mountain" not in offered  # a nonland card name
    assert "Shock" not in offered  # P2's hand is hidden: its names are not offered
    g.apply(ChooseType("Lightning Bolt"))
    [m] = ids(g, "Meddling Mage")
    pass_priority(g)  # P2 has priority
    assert CastSpell(bolt) not in g.legal_actions() and CastSpell(shock) in g.legal_actions()
    cast(g, shock, [m])
    resolve_stack(g)
    assert ids(g, "Meddling Mage") == []  # gone: the prohibition ends with it
    if g.state.priority != 1:
        pass_priority(g)
    assert CastSpell(bolt) in g.legal_actions()


def test_the_prohibition_binds_its_controller_too() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Meddling Mage")
    s.graveyard(1, "Counterspell")
    mage2 = s.hand(0, "Meddling Mage")
    s.pool(0, "{W}{U}")
    g = s.start()
    # the Mage in play was put there by the scenario: it asks for its name before anything else
    d = g.pending
    assert d is not None and d.kind == "entry_choice"
    g.apply(ChooseType("Meddling Mage"))
    assert CastSpell(mage2) not in g.legal_actions()
    assert ids(g, "Meddling Mage", Zone.HAND) == [mage2]
