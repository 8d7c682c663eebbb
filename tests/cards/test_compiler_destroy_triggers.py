"""A trigger on destruction by an opponent's spell or ability (compiler/damage_triggers.py,
rules/atoms/destroy_triggers.py): Karmic Justice — "Whenever a spell or ability an opponent controls
destroys a noncreature permanent you control, you may destroy target permanent that opponent controls."
The ``Destroyed`` event names who destroyed the permanent (CR 701.7); lethal damage (CR 704.5g) and a
sacrifice (CR 701.17) are no destruction by a spell. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import PassPriority
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, names, resolve_stack, target


def test_karmic_justice_compiles_and_renders_back() -> None:
    renders_back("Karmic Justice")


def _opponent_casts(g: Game, card: int, t: int) -> None:
    g.apply(PassPriority())  # priority to the opponent in the active player's main phase
    cast(g, card, [("object", t)])
    resolve_stack(g)


def test_karmic_justice_answers_an_opponents_disenchant() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Karmic Justice")
    anthem = s.battlefield(0, "Glorious Anthem")
    their_land = s.battlefield(1, "Forest")
    my_land = s.battlefield(0, "Plains")
    disenchant = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g = s.start()
    _opponent_casts(g, disenchant, anthem)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.TARGET and d.player == 0
    options = list(d.data["options"])
    assert ("object", their_land) in options and ("object", my_land) not in options  # that opponent's
    target(g, ("object", their_land))
    resolve_stack(g)
    answer(g, True)
    assert "Forest" in names(g, Zone.GRAVEYARD, 1) and "Glorious Anthem" in names(g, Zone.GRAVEYARD, 0)


def test_karmic_justice_ignores_creatures_and_its_controllers_own_spells() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Karmic Justice")
    s.battlefield(1, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    anthem = s.battlefield(0, "Glorious Anthem")
    terror = s.hand(1, "Terror")
    disenchant = s.hand(0, "Disenchant")
    s.pool(1, "{1}{B}")
    s.pool(0, "{1}{W}")
    g = s.start()
    _opponent_casts(g, terror, bears)  # a creature: no trigger
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0) and not g.state.stack
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.PRIORITY
    cast(g, disenchant, [("object", anthem)])  # its controller's own spell: no trigger
    resolve_stack(g)
    assert "Glorious Anthem" in names(g, Zone.GRAVEYARD, 0) and not g.state.stack
    assert g.state.decision is not None and g.state.decision.kind == DecisionKind.PRIORITY
