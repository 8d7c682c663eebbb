"""Auras that hold a creature tapped and let its controller pay to untap it (compiler/upkeep_untap_payments.py,
rules/atoms/upkeep_untap_payments.py), with Dance of the Dead, the reanimating Aura that puts its creature
onto the battlefield tapped (rules/atoms/reanimation_auras.py): the creature doesn't untap in its
controller's untap step (CR 502.3); at that player's upkeep they may pay {1}{B} to untap it (CR 603.5,
118.12). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseYesNo
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step
from oldframe.testing import Scenario, ids, obj, pass_until, resolve_stack, target


def test_dance_of_the_dead_compiles_and_renders_back() -> None:
    renders_back("Dance of the Dead", "Maniacal Rage")


def _danced(swamps: int) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dance = s.hand(0, "Dance of the Dead")
    angel = s.graveyard(1, "Serra Angel")
    s.lands(0, "Swamp", swamps)
    s.pool(0, "{1}{B}")
    s.library(0, ["Swamp"] * 5)
    s.library(1, ["Island"] * 5)
    g = s.start()
    g.apply(CastSpell(dance))
    target(g, ("object", angel))
    resolve_stack(g)
    resolve_stack(g)  # its enters ability: the Angel comes back tapped under my control
    [new] = ids(g, "Serra Angel")
    assert obj(g, new).tapped and obj(g, new).controller == 0
    assert (power(g.state, obj(g, new)), toughness(g.state, obj(g, new))) == (5, 5)  # "gets +1/+1"
    pass_until(g, Step.UPKEEP, active=0)  # my next turn: it didn't untap in the untap step
    assert obj(g, new).tapped
    return g, new


def test_dance_of_the_dead_controller_pays_to_untap_in_upkeep() -> None:
    g, angel = _danced(2)
    resolve_stack(g)  # the upkeep trigger: that player (me) may pay {1}{B}
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.MAY and d.player == 0
    g.apply(ChooseYesNo(True))
    assert not obj(g, angel).tapped
    assert all(obj(g, o).tapped for o in ids(g, "Swamp"))


def test_dance_of_the_dead_without_the_mana_stays_tapped() -> None:
    g, angel = _danced(0)
    if g.state.stack:
        resolve_stack(g)  # nothing to pay with: no question
    assert g.state.decision is not None and g.state.decision.kind is not DecisionKind.MAY
    assert obj(g, angel).tapped
