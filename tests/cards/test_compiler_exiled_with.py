"""Cards exiled with CARDNAME and returned as it leaves (CR 607.2a; 2003: the cards' rulings), played
with Parallax Wave and Parallax Tide in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, names, obj, resolve_stack

LEAVES = ("When CARDNAME leaves the battlefield, each player returns to the battlefield all cards they own "
          "exiled with CARDNAME.")


def test_parallax_cards_compile_fully_and_the_line_renders_back() -> None:
    pool = load_pool()
    for name in ("Parallax Wave", "Parallax Tide"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text(LEAVES, "X").status == "full"
    assert compile_text(LEAVES.replace("each player returns", "you return"), "X").status != "full"


def _wave(s: Scenario) -> tuple[Game, int, int, int]:
    s.turn(active=0, step=Step.MAIN1)
    wave = s.battlefield(0, "Parallax Wave", counters={"fade": 5})
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    return s.start(), wave, mine, theirs


def test_parallax_wave_returns_every_exiled_card_under_its_owners_control() -> None:
    """CR 607.2a, 110.2: both players' creatures come back, each to its owner; the link survives JSON."""
    s = Scenario()
    disenchant = s.hand(0, "Disenchant")
    s.pool(0, "{1}{W}")
    g, wave, mine, theirs = _wave(s)
    activate(g, wave, 0, [theirs])
    resolve_stack(g)
    activate(g, wave, 0, [mine])
    resolve_stack(g)
    assert obj(g, wave).counters.get("fade") == 3
    assert names(g, Zone.EXILE, 0) == ["Grizzly Bears"] and names(g, Zone.EXILE, 1) == ["Hill Giant"]
    g = Game.loads(g.dumps())
    cast(g, disenchant, [wave])
    resolve_stack(g)  # Disenchant: the leaves ability triggers
    resolve_stack(g)
    [giant] = ids(g, "Hill Giant")
    [bears] = ids(g, "Grizzly Bears")
    assert obj(g, giant).controller == 1 and obj(g, bears).controller == 0
    assert names(g, Zone.EXILE, 0) == [] and names(g, Zone.EXILE, 1) == []


def test_parallax_wave_leaving_with_its_exile_abilities_still_on_the_stack_exiles_for_ever() -> None:
    """The classic trick (CR 405.5, 603.3, 610.3c): fade counters spent in response, then the Wave
    leaves; its leaves ability resolves first and returns nothing; the exile abilities resolve after,
    with the Wave gone, and those creatures never come back."""
    s = Scenario()
    disenchant = s.hand(0, "Disenchant")
    s.pool(0, "{1}{W}")
    g, wave, mine, theirs = _wave(s)
    activate(g, wave, 0, [theirs])
    cast(g, disenchant, [wave])
    resolve_stack(g)  # Disenchant: the Wave leaves, its ability goes above the exile ability
    resolve_stack(g)  # the leaves ability: nothing exiled yet
    assert names(g, Zone.EXILE, 1) == [] and ids(g, "Hill Giant") == [theirs]
    resolve_stack(g)  # the exile ability
    assert names(g, Zone.EXILE, 1) == ["Hill Giant"] and ids(g, "Hill Giant") == []
    assert not g.state.stack and not any(e.kind == "exiled_with" for e in g.state.effects)
    assert ids(g, "Grizzly Bears") == [mine]


def test_parallax_tide_returns_lands_but_not_a_card_exiled_by_another_source() -> None:
    """Only what its own ability exiled (CR 607.2a): Swords to Plowshares' exile stays."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tide = s.battlefield(0, "Parallax Tide", counters={"fade": 5})
    swords, bolt_like = s.hand(0, ["Swords to Plowshares", "Disenchant"])
    land = s.battlefield(1, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{W}{1}{W}")
    g = s.start()
    cast(g, swords, [bears])
    resolve_stack(g)
    activate(g, tide, 0, [land])
    resolve_stack(g)
    assert sorted(names(g, Zone.EXILE, 1)) == ["Forest", "Grizzly Bears"]
    cast(g, bolt_like, [tide])
    resolve_stack(g)
    resolve_stack(g)
    assert len(ids(g, "Forest")) == 1 and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]
