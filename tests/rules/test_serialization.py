"""Whole states survive JSON whatever their objects are: tokens (no card behind them, CR 111.3) and
copies of tokens (CR 707.2) keep their characteristics through a round trip."""

from __future__ import annotations

import json

from oldframe.game import Game
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, choose, resolve_stack


def test_tokens_and_a_clone_of_a_token_round_trip() -> None:
    s = Scenario()
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    herd = s.hand(0, "Call of the Herd")
    s.lands(0, "Forest", 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, herd)
    resolve_stack(g)
    (token,) = [o for o in g.state.battlefield if g.state.objects[o].is_token]
    cast(g, clone)
    resolve_stack(g)
    choose(g, token)  # Clone comes into play as a copy of the Elephant token
    (copy,) = [o for o in g.state.battlefield if g.state.objects[o].form]
    before = json.dumps(g.state_json(), sort_keys=True)
    loaded = Game.from_json({"format": "oldframe-game", "state": g.state_json()})
    assert json.dumps(loaded.state_json(), sort_keys=True) == before
    for oid in (token, copy):
        o = loaded.state.objects[oid]
        assert o.card.name == "Elephant Token"
        assert (power(loaded.state, o), toughness(loaded.state, o)) == (3, 3)
