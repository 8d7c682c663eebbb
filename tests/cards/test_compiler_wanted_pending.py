"""Cards of the most-wanted families (graveyard hate, hand disruption, library looks, graveyard returns,
X-sized costs, the stack) that the templates don't play yet, each with what is missing. They are expected to fail
until it is built (strict: a card that starts to compile makes its test pass, and the marker must go)."""

from __future__ import annotations

import pytest

from oldframe.cards.registry import default_registry

MISSING = {
    "Karmic Justice": "'a spell or ability an opponent controls destroys a noncreature permanent you control': "
                      "no event says a permanent was destroyed rather than put into a graveyard otherwise",
    "Sigil of Sleep": "'return target creature that player controls': a target restricted to the trigger event's "
                      "player (no TargetSpec relation for it) and 'Whenever enchanted creature deals damage to a "
                      "player'",
    "Soltari Visionary": "'destroy target enchantment that player controls': a target restricted to the trigger "
                         "event's player (no TargetSpec relation for it)",
}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=why))
                                  for n, why in sorted(MISSING.items())])
def test_wanted_card_plays(name: str) -> None:
    assert default_registry().get(name).playable, MISSING[name]
