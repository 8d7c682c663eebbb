"""A permanent swapped with a card in its controller's graveyard (compiler/graveyard_swaps.py,
rules/atoms/graveyard_swaps.py): Goblin Welder's second target must be a card in the graveyard of the
first target's controller (CR 601.2c; 2003: 409.1c); on resolution, if both are still legal (CR 608.2b;
2003: 413.2a), that player sacrifices the permanent and the card returns at the same time."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, obj, pass_priority, player, resolve_stack, target


def test_goblin_welder_compiles_and_renders_back() -> None:
    renders_back("Goblin Welder")


def _options(g: Game) -> set[int]:
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    return {t[1] for t in d.data["options"]}


def test_welder_swaps_an_opponents_artifact_with_one_from_their_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    welder = s.battlefield(0, "Goblin Welder")
    mine = s.battlefield(0, "Ornithopter")
    theirs = s.battlefield(1, "Juggernaut")
    their_card = s.graveyard(1, "Ornithopter")
    my_card = s.graveyard(0, "Millstone")
    s.graveyard(1, "Grizzly Bears")  # not an artifact card
    g = s.start()
    g.apply(ActivateAbility(welder, 0))
    assert _options(g) == {mine, theirs}
    target(g, ("object", theirs))
    assert _options(g) == {their_card}  # "in that player's graveyard": not mine, not the Bears
    target(g, ("object", their_card))
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 1) == ["Ornithopter"]
    assert obj(g, g.state.battlefield[-1]).controller == 1  # under its owner's control
    assert sorted(names(g, Zone.GRAVEYARD, 1)) == ["Grizzly Bears", "Juggernaut"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Millstone"] and my_card
    assert obj(g, welder).tapped and mine in g.state.battlefield


def test_welder_only_targets_artifacts_whose_controller_has_an_artifact_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    welder = s.battlefield(0, "Goblin Welder")
    s.battlefield(0, "Ornithopter")
    theirs = s.battlefield(1, "Juggernaut")
    s.graveyard(1, "Millstone")
    g = s.start()
    g.apply(ActivateAbility(welder, 0))
    assert _options(g) == {theirs}  # my graveyard has no artifact card


def test_welder_cannot_be_activated_without_a_matching_pair() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    welder = s.battlefield(0, "Goblin Welder")
    s.battlefield(0, "Ornithopter")
    s.graveyard(1, "Millstone")  # an artifact card, but its owner controls no artifact
    g = s.start()
    assert not any(isinstance(a, ActivateAbility) and a.source == welder for a in g.legal_actions())


def test_welder_does_nothing_if_one_target_is_gone() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    welder = s.battlefield(0, "Goblin Welder")
    mine = s.battlefield(0, "Ornithopter")
    card = s.graveyard(0, "Juggernaut")
    crypt = s.battlefield(1, "Tormod's Crypt")
    g = s.start()
    g.apply(ActivateAbility(welder, 0))
    target(g, ("object", mine))
    target(g, ("object", card))
    pass_priority(g)
    g.apply(ActivateAbility(crypt, 0))  # in response: exile my graveyard
    target(g, player(0))
    resolve_stack(g)
    assert mine in g.state.battlefield and names(g, Zone.GRAVEYARD, 0) == []  # the Ornithopter stays
