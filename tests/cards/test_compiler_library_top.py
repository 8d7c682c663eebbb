"""The top card of a library, revealed and played from (compiler/library_top.py, rules/atoms/library_top.py):
Future Sight, Goblin Spy, Field of Dreams, Temporal Aperture. A revealed top card is public, so every view
names it; the rest of the library stays hidden (CR 400.2). Playing it: a land with the turn's land drop
(CR 305.2), a spell at its own timing for its mana cost (CR 601.2), or for nothing with Temporal Aperture
(CR 118.9) while that very card stays on top."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe.rules.actions import CastWith, PlayLand
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, legal, names, pass_until, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Future Sight", "Goblin Spy", "Field of Dreams", "Temporal Aperture")


def _top(g_view: dict[str, object], seat: int) -> str | None:
    players = g_view["players"]
    assert isinstance(players, list)
    top = players[seat].get("library_top")
    return None if top is None else str(top["name"])


def test_future_sight_reveals_only_its_controllers_top_card_to_everyone() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Future Sight")
    s.library(0, ["Grizzly Bears", "Craw Wurm", "Shivan Dragon"])
    s.library(1, ["Giant Growth", "Llanowar Elves"])
    g = s.start()
    for seat in (0, 1):
        v = g.view(seat)
        assert _top(v, 0) == "Grizzly Bears" and _top(v, 1) is None
        text = json.dumps(v)
        assert "Craw Wurm" not in text and "Shivan Dragon" not in text  # only the top card (CR 400.2)
    assert "Giant Growth" not in json.dumps(g.view(0))


def test_no_card_reveals_no_top_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.library(0, ["Grizzly Bears"])
    g = s.start()
    assert _top(g.view(1), 0) is None and "Grizzly Bears" not in json.dumps(g.view(1))


def test_goblin_spy_and_field_of_dreams_reveal_whose_top_cards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Goblin Spy")
    s.library(0, ["Grizzly Bears"])
    s.library(1, ["Giant Growth"])
    g = s.start()
    assert (_top(g.view(0), 0), _top(g.view(0), 1)) == (None, "Giant Growth")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Field of Dreams")
    s.library(0, ["Grizzly Bears"])
    s.library(1, ["Giant Growth"])
    g = s.start()
    assert (_top(g.view(1), 0), _top(g.view(1), 1)) == ("Grizzly Bears", "Giant Growth")


def test_future_sight_plays_a_land_then_casts_a_spell_from_the_top() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Future Sight")
    s.battlefield(0, "Forest")
    s.library(0, ["Forest", "Grizzly Bears", "Giant Growth"])
    g = s.start()
    top = g.state.players[0].library[-1]
    assert PlayLand(top) in legal(g)
    g.apply(PlayLand(top))
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Forest", "Forest", "Future Sight"]
    top = g.state.players[0].library[-1]
    assert _top(g.view(1), 0) == "Grizzly Bears"  # the new top card is revealed in turn
    assert CastWith(top, "library", 0) in legal(g)  # its mana cost: two lands
    g.apply(CastWith(top, "library", 0))
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.BATTLEFIELD, 0)
    # an instant on top with no mana left: not offered; the other player may never play it
    top = g.state.players[0].library[-1]
    assert not any(getattr(a, "oid", None) == top for a in legal(g))


def test_future_sight_offers_no_second_land_and_nothing_to_its_opponent() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1, lands_played=1)
    s.battlefield(0, "Future Sight")
    s.library(0, ["Forest"])
    s.battlefield(1, "Future Sight", controller=1)
    s.library(1, ["Forest"])
    g = s.start()
    assert PlayLand(g.state.players[0].library[-1]) not in legal(g)  # the land drop is used (CR 305.2)
    assert not any(getattr(a, "oid", None) == g.state.players[1].library[-1] for a in legal(g))


def test_temporal_aperture_casts_the_revealed_card_free_until_end_of_turn() -> None:
    s = Scenario(seed=4)
    s.turn(active=0, step=Step.MAIN1)
    aperture = s.battlefield(0, "Temporal Aperture")
    s.library(0, ["Shivan Dragon", "Shivan Dragon", "Shivan Dragon"])
    s.pool(0, "{5}")
    g = s.start()
    assert _top(g.view(1), 0) is None
    activate(g, aperture, 0)
    resolve_stack(g)
    top = g.state.players[0].library[-1]
    assert any(isinstance(e, Revealed) and e.name == "Shivan Dragon" for e in g.events_for(1))
    assert _top(g.view(1), 0) == "Shivan Dragon"
    assert CastWith(top, "library_free", 0) in legal(g) and CastWith(top, "library", 0) not in legal(g)
    g.apply(CastWith(top, "library_free", 0))  # no mana left: it costs nothing
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 0).count("Shivan Dragon") == 1
    # the next card on top is another card: neither revealed nor playable
    assert _top(g.view(1), 0) is None
    assert not any(isinstance(a, CastWith) for a in legal(g))


def test_temporal_aperture_permission_ends_with_the_turn() -> None:
    s = Scenario(seed=4)
    s.turn(active=0, step=Step.MAIN1)
    aperture = s.battlefield(0, "Temporal Aperture")
    s.library(0, ["Giant Growth"] * 4)
    s.battlefield(0, "Grizzly Bears")  # something to target
    s.pool(0, "{5}")
    g = s.start()
    activate(g, aperture, 0)
    resolve_stack(g)
    top = g.state.players[0].library[-1]
    assert CastWith(top, "library_free", 0) in legal(g)  # an instant: any time this turn
    pass_until(g, Step.UPKEEP, active=1, player=0)
    assert g.state.players[0].library[-1] == top
    assert CastWith(top, "library_free", 0) not in legal(g) and _top(g.view(1), 0) is None


def test_a_sampled_world_keeps_the_revealed_top_card() -> None:
    """Search agents deal hidden cards again (Game.determinize): a revealed top card is public and stays."""
    from oldframe.rules.determinize import resample_hidden
    from oldframe.rules.rng import Rng

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Field of Dreams")
    s.library(0, ["Grizzly Bears", "Craw Wurm", "Shivan Dragon", "Forest"])
    s.library(1, ["Giant Growth", "Llanowar Elves", "Island", "Swamp"])
    g = s.start()
    for seed in range(5):
        world = resample_hidden(g.state, 1, Rng(seed))
        assert [world.objects[p.library[-1]].card.name for p in world.players] == ["Grizzly Bears", "Giant Growth"]
