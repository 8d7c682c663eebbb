"""Revealing until a nonland card and using its mana value (compiler/reveal_mana_values.py,
rules/atoms/reveal_mana_values.py): Erratic Explosion's damage and Goblin Machinist's +X/+0; the revealed
cards, shown to all (CR 701.16a), go to the bottom in the order the controller picks."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseObject
from oldframe.rules.characteristics import power
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, obj, player, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Erratic Explosion", "Goblin Machinist", "Polymorph")


def _bottom_up(g: Game, n: int) -> list[str]:
    return [obj(g, o).card.name for o in g.state.players[0].library[:n]]


def test_erratic_explosion_deals_the_first_nonland_cards_mana_value() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    explosion = s.hand(0, "Erratic Explosion")
    s.library(0, ["Mountain", "Forest", "Craw Wurm", "Shock"])  # Craw Wurm: mana value 6
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, explosion, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 14
    shown = [e.name for e in g.events_for(1) if isinstance(e, Revealed)]
    assert shown == ["Mountain", "Forest", "Craw Wurm"]
    d = g.state.decision
    assert d is not None and d.kind == "pick" and len(d.data["options"]) == 3
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Forest")))
    g.apply(ChooseObject(next(o for o in g.state.decision.data["options"]  # type: ignore[union-attr]
                              if obj(g, o).card.name == "Craw Wurm")))
    assert _bottom_up(g, 3) == ["Mountain", "Craw Wurm", "Forest"]  # each beneath the ones before
    assert obj(g, g.state.players[0].library[-1]).card.name == "Shock"


def test_goblin_machinist_gets_plus_x_and_an_all_land_library_gives_zero() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    machinist = s.battlefield(0, "Goblin Machinist")
    s.library(0, ["Mountain", "Shock", "Forest"])
    s.pool(0, "{2}{R}{2}{R}")
    g = s.start()
    base = power(g.state, obj(g, machinist))
    activate(g, machinist, 0)
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "pick":
        g.apply(ChooseObject(d.data["options"][0]))
    assert power(g.state, obj(g, machinist)) == base + 1  # Shock: mana value 1
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    machinist = s.battlefield(0, "Goblin Machinist")
    s.library(0, ["Mountain", "Forest"])
    s.pool(0, "{2}{R}")
    g = s.start()
    activate(g, machinist, 0)
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "pick":
        g.apply(ChooseObject(d.data["options"][0]))
    assert power(g.state, obj(g, machinist)) == base and len(g.state.players[0].library) == 2


def test_polymorph_gives_the_destroyed_creatures_controller_their_next_creature() -> None:
    """The revealing player is the creature's controller (as it last existed, CR 608.2h); the first creature
    card revealed enters under their control, the rest is shuffled back (CR 701.20a)."""
    s = Scenario(seed=5)
    s.turn(active=0, step=Step.MAIN1)
    polymorph = s.hand(0, "Polymorph")
    wurm = s.battlefield(1, "Craw Wurm")
    s.library(1, ["Island", "Forest", "Grizzly Bears", "Swamp"])
    s.pool(0, "{3}{U}")
    g = s.start()
    cast(g, polymorph, [wurm])
    resolve_stack(g)
    assert "Craw Wurm" in [obj(g, o).card.name for o in g.state.players[1].graveyard]
    bears = [o for o in g.state.battlefield if obj(g, o).card.name == "Grizzly Bears"]
    assert len(bears) == 1 and obj(g, bears[0]).controller == 1
    assert [e.name for e in g.events_for(0) if isinstance(e, Revealed)] == ["Island", "Forest", "Grizzly Bears"]
    assert sorted(obj(g, o).card.name for o in g.state.players[1].library) == ["Forest", "Island", "Swamp"]
