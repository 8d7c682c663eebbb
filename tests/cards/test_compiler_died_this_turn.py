"""Tokens for each nontoken creature put into your graveyard from the battlefield this turn (Caller of
the Claw) played in real games: CR 603.10a (types as the creature last existed), 111.8 (tokens leave no
card), 514.2 (the count ends with the turn)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, ids, obj, pass_priority, pass_until, resolve_stack

LINE = ("When CARDNAME enters the battlefield, create a 2/2 green Bear creature token for each nontoken "
        "creature put into your graveyard from the battlefield this turn.")


def test_caller_of_the_claw_compiles_fully_and_renders_back() -> None:
    card, compiled = compiled_card_def(load_pool().get("Caller of the Claw"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text(LINE, "X").status == "full"
    assert compile_text(LINE.replace("your graveyard", "a graveyard"), "X").status != "full"


def _after_pyroclasm() -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pyro, caller = s.hand(0, ["Pyroclasm", "Caller of the Claw"])
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Grizzly Bears", token=True)  # a token: not counted
    s.battlefield(1, "Hill Giant", controller=0)  # stolen: dies into its owner's graveyard, not counted
    s.battlefield(1, "Savannah Lions")  # the opponent's: not counted
    s.pool(0, "{1}{R}{2}{G}")
    g = s.start()
    cast(g, pyro)
    resolve_stack(g)
    return g, caller


def test_caller_counts_your_nontoken_creatures_that_died_this_turn() -> None:
    g, caller = _after_pyroclasm()
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Savannah Lions") == []
    cast(g, caller)
    resolve_stack(g)  # Caller of the Claw
    resolve_stack(g)  # its enters ability
    bears = ids(g, "Bear Token")
    assert len(bears) == 2 and all(obj(g, b).is_token and obj(g, b).controller == 0 for b in bears)


def test_the_count_ends_with_the_turn() -> None:
    """CR 514.2 (2003: 314.1b): next turn nothing died yet, so no Bear."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    caller, bolt = s.hand(0, ["Caller of the Claw", "Lightning Bolt"])
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain")
    g = s.start()
    pass_until(g, Step.MAIN1, player=1, active=1)
    pass_priority(g)
    assert g.state.decision is not None and g.state.decision.player == 0
    cast(g, bolt, [elves])  # in the opponent's turn: the Elves die this turn
    resolve_stack(g)
    pass_priority(g)  # the active player passes again: the Caller is cast with flash
    later = g.copy()
    cast(g, caller)
    resolve_stack(g)
    resolve_stack(g)
    assert len(ids(g, "Bear Token")) == 1
    pass_until(later, Step.UPKEEP, active=0, player=0)
    cast(later, caller)
    resolve_stack(later)
    resolve_stack(later)  # the enters ability: nothing died this turn
    assert not later.state.stack and ids(later, "Bear Token") == [] and len(ids(later, "Caller of the Claw")) == 1
