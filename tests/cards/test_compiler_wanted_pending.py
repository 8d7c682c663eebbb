"""Cards of the most-wanted families (graveyard hate, hand disruption, library looks, graveyard returns,
X-sized costs, the stack) that the templates don't play yet, each with what is missing. They are expected to fail
until it is built (strict: a card that starts to compile makes its test pass, and the marker must go)."""

from __future__ import annotations

import pytest

from oldframe.cards.registry import default_registry

MISSING = {
    "Gaea's Blessing": "'up to three target cards' (a variable number of targets, CR 601.2c) and a trigger "
                       "of a card put into a graveyard from a library",
    "Krosan Reclamation": "'up to two target cards from their graveyard' (a variable number of targets)",
    "Rapid Decay": "'up to three target cards from a single graveyard' (a variable number of targets)",
    "Flash of Insight": "flashback with 'Exile X blue cards from your graveyard' (X announced for flashback)",
    "Firestorm": "'deals X damage to each of X targets' (X targets)",
    "Lilting Refrain": "'{X}, where X is the number of verse counters on CARDNAME' after CARDNAME was sacrificed "
                       "as the cost: the counters it had are not kept as last known information (CR 608.2h)",
    "Karmic Justice": "'a spell or ability an opponent controls destroys a noncreature permanent you control': "
                      "no event says a permanent was destroyed rather than put into a graveyard otherwise",
    "Guerrilla Tactics": "'When a spell or ability an opponent controls causes you to discard CARDNAME': a trigger "
                         "of the discarded card itself, from the graveyard",
}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=why))
                                  for n, why in sorted(MISSING.items())])
def test_wanted_card_plays(name: str) -> None:
    assert default_registry().get(name).playable, MISSING[name]
