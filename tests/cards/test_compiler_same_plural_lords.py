"""A lord of a creature type whose plural is the word itself: "Other Merfolk get +1/+1 and have
islandwalk." (Lord of Atlantis; CR 205.3, 613.4c, 702.14) in a real game."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import DeclareBlocker
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, obj, pass_until


def test_lord_of_atlantis_compiles_fully_and_the_words_compare_alike() -> None:
    card, compiled = compiled_card_def(load_pool().get("Lord of Atlantis"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert comparable("Other Merfolk get +1/+1.", {}) == comparable("Other Merfolk creatures get +1/+1.", {})
    assert comparable("Search for a Merfolk card.", {}) == "Search for a Merfolk card."


def test_lord_of_atlantis_pumps_other_merfolk_which_islandwalk() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lord = s.battlefield(0, "Lord of Atlantis")
    merfolk = s.battlefield(0, "Merfolk of the Pearl Trident")
    s.battlefield(1, "Island")
    wall = s.battlefield(1, "Wall of Air")
    g = s.start()
    m = obj(g, merfolk)
    assert (power(g.state, m), toughness(g.state, m)) == (2, 2) and has_keyword(g.state, m, "islandwalk")
    assert (power(g.state, obj(g, lord)), toughness(g.state, obj(g, lord))) == (2, 2)  # printed 2/2: not "other"
    attack(g, {merfolk: 1, lord: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=1)
    blocks = {(a.blocker, a.attacker) for a in g.legal_actions() if isinstance(a, DeclareBlocker)}
    assert (wall, lord) in blocks and (wall, merfolk) not in blocks
