""""When enchanted creature dies, …" (CR 603.10a look-back, 704.5m, 603.3a): Elephant Guide and
Abduction in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, obj, resolve_stack


def test_the_auras_compile_fully_and_that_card_needs_the_event() -> None:
    pool = load_pool()
    for name in ("Elephant Guide", "Abduction"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    line = "When CARDNAME enters the battlefield, return that card to the battlefield under its owner's control."
    assert compile_text(line, "X").status != "full"


def test_elephant_guide_leaves_an_elephant_for_the_auras_controller() -> None:
    """The Aura's controller gets the token even on an opponent's creature; the Aura itself goes to the
    graveyard as a state-based action (CR 704.5m)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Elephant Guide", attached_to=bears)
    terror = s.hand(0, "Terror")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, terror, [bears])
    resolve_stack(g)  # the Bears die
    assert ids(g, "Grizzly Bears") == [] and "Elephant Guide" in names(g, Zone.GRAVEYARD, 0)
    assert len(g.state.stack) == 1
    resolve_stack(g)
    [token] = ids(g, "Elephant Token")
    assert obj(g, token).controller == 0


def test_elephant_guide_gives_nothing_when_the_creature_is_returned_to_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Elephant Guide", attached_to=bears)
    bounce = s.hand(0, "Boomerang")
    s.pool(0, "{U}{U}")
    g = s.start()
    cast(g, bounce, [bears])
    resolve_stack(g)
    assert not g.state.stack and ids(g, "Elephant Token") == []


def test_abduction_returns_the_creature_to_its_owner() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(1, "Grizzly Bears", controller=0)
    s.battlefield(0, "Abduction", attached_to=bears)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [bears])
    resolve_stack(g)
    resolve_stack(g)  # Abduction's ability
    [back] = ids(g, "Grizzly Bears")
    assert obj(g, back).controller == 1 and names(g, Zone.GRAVEYARD, 1) == []
