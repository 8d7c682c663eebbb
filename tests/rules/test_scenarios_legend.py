"""Ruling scenarios, area D4: the 2003 legend rule (CR 420.5e) — LEG-01 … LEG-08.

Under ``oldframe`` the legend rule is controller-blind: of the Legends/legendary permanents sharing a
name, the one that has been one longest survives and ties all die. Under ``modern`` (CR 704.5j)
each controller keeps one.
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.characteristics import creature_types
from oldframe.rules.events import Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    choose,
    choose_type,
    ids,
    names,
    obj,
    pass_until,
    play_land,
    resolve_stack,
    target,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
MODERN = pytest.mark.parametrize("rules", ["modern"])


# -- LEG-01 ----------------------------------------------------------------------------------------
def _second_academy(rules: str) -> tuple[Game, int]:
    s = Scenario(rules)
    theirs = s.battlefield(1, "Tolarian Academy")  # in play since an earlier turn
    for _ in range(3):
        s.battlefield(0, "Sol Ring")
    mine = s.hand(0, "Tolarian Academy")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    play_land(g, mine)
    return g, theirs


@presets("LEG-01")
def test_LEG_01_second_tolarian_academy_dies_before_it_can_be_tapped(rules: str) -> None:
    """LEG-01 (Saturday School #4; 2003 420.5e, 408.1b): state-based effects put P1's newer
    Academy into P1's graveyard before P1 gets priority; P2's older one stays. Controllers don't
    matter."""
    g, theirs = _second_academy(rules)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 0)
    assert names(g, Zone.GRAVEYARD, 0) == ["Tolarian Academy"]
    assert ids(g, "Tolarian Academy") == [theirs]
    assert not any(isinstance(a, ActivateAbility) and obj(g, a.oid).card.name == "Tolarian Academy"
                   for a in g.legal_actions())
    assert sum(g.state.players[0].pool) == 0


@MODERN
def test_LEG_01_modern_different_controllers_both_keep_their_academy(rules: str) -> None:
    """LEG-01 under modern rules (CR 704.5j): the legend rule looks at one controller at a time, so
    each player keeps an Academy and P1 may tap its own for {U}{U}{U}."""
    g, _theirs = _second_academy(rules)
    assert len(ids(g, "Tolarian Academy")) == 2
    (mine,) = ids(g, "Tolarian Academy", owner=0)
    assert ActivateAbility(mine, 0) in g.legal_actions()


# -- LEG-02 ----------------------------------------------------------------------------------------
def _patriarchs_bidding(rules: str) -> Game:
    s = Scenario(rules)
    s.graveyard(0, "Spirit of the Night")
    s.graveyard(1, "Spirit of the Night")
    bidding = s.hand(0, "Patriarch's Bidding")
    for _ in range(5):
        s.battlefield(0, "Swamp")
    s.library(1, ["Mogg Fanatic"])  # a Goblin in the game, so P2 can name Goblin
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bidding)
    resolve_stack(g)
    choose_type(g, "Legend")  # P1
    choose_type(g, "Goblin")  # P2
    return g


@presets("LEG-02")
def test_LEG_02_two_copies_entering_simultaneously_both_die(rules: str) -> None:
    """LEG-02 (Saturday School #8; 2003 420.5e tie): both Spirits return at the same moment, so
    neither has been in play longest and both go to their owners' graveyards."""
    g = _patriarchs_bidding(rules)
    assert "Spirit of the Night" not in names(g, Zone.BATTLEFIELD)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Patriarch's Bidding", "Spirit of the Night"]
    assert names(g, Zone.GRAVEYARD, 1) == ["Spirit of the Night"]
    entered = [e for e in g.log
               if isinstance(e, Moved) and e.to == Zone.BATTLEFIELD and e.name == "Spirit of the Night"]
    assert len(entered) == 2  # they did come into play (comes-into-play triggers would trigger)


@MODERN
def test_LEG_02_modern_one_spirit_each_both_stay(rules: str) -> None:
    """LEG-02 under modern rules (CR 704.5j): each player controls one Spirit, so both stay."""
    g = _patriarchs_bidding(rules)
    assert len(ids(g, "Spirit of the Night")) == 2
    assert {obj(g, o).controller for o in ids(g, "Spirit of the Night")} == {0, 1}


# -- LEG-06 ----------------------------------------------------------------------------------------
@presets("LEG-06")
def test_LEG_06_vesuvan_doppelganger_turning_into_a_legend_in_play_dies(rules: str) -> None:
    """LEG-06 (seed 003 E.4 ruling 8; 2003 420.5e, 503.4): the Doppelganger has been a Legend
    named Kamahl for the shortest time, so it dies although the card has been in play longer."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    doppelganger = s.hand(0, "Vesuvan Doppelganger")
    for _ in range(5):
        s.battlefield(0, "Island")
    kamahl_card = s.hand(1, "Kamahl, Pit Fighter")
    for _ in range(6):  # {4}{R}{R}
        s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, doppelganger)
    resolve_stack(g)
    # "as it comes into play you may choose a creature": a copy of the Bears
    assert g.pending is not None and g.pending.kind == "copy_choice"
    choose(g, bears)
    (dop,) = [o for o in ids(g, "Grizzly Bears") if o != bears]
    pass_until(g, Step.MAIN1, active=1)
    cast(g, kamahl_card)  # P2's Kamahl comes into play after the Doppelganger did
    resolve_stack(g)
    (kamahl,) = ids(g, "Kamahl, Pit Fighter")
    pass_until(g, Step.UPKEEP, active=0)  # the Doppelganger's upkeep trigger goes on the stack
    target(g, kamahl)  # its target is chosen as it goes on the stack
    resolve_stack(g)
    answer(g, True)  # "you may": become a copy of Kamahl
    assert dop not in g.state.battlefield
    assert names(g, Zone.GRAVEYARD, 0) == ["Vesuvan Doppelganger"]
    assert ids(g, "Kamahl, Pit Fighter") == [kamahl]  # P2's Kamahl stays


# -- LEG-07 ----------------------------------------------------------------------------------------
def _kamahls_phase_in(rules: str) -> tuple[Game, int, int]:
    s = Scenario(rules)
    k1 = s.phased_out(0, "Kamahl, Pit Fighter", controller=0)
    k2 = s.phased_out(1, "Kamahl, Pit Fighter", controller=0)  # both phased out under P1's control
    s.phased_out(0, "Teferi's Curse", controller=0, attached_to=k1)  # phased out indirectly
    s.phased_out(0, "Teferi's Curse", controller=0, attached_to=k2)
    s.turn(active=0, step=Step.UNTAP)
    return s.start(), k1, k2  # P1's untap step: phasing happens first (2003 302.3)


@presets("LEG-07")
def test_LEG_07_two_same_name_legends_phasing_in_together_both_die(rules: str) -> None:
    """LEG-07 (2003 502.15k, 420.5e, 420.5d): both Kamahls phase in at the same moment — a tie — so
    both go to their owners' graveyards, then the Teferi's Curses on them do too."""
    g, _k1, _k2 = _kamahls_phase_in(rules)
    assert "Kamahl, Pit Fighter" not in names(g, Zone.BATTLEFIELD)
    assert names(g, Zone.GRAVEYARD, 0).count("Kamahl, Pit Fighter") == 1
    assert names(g, Zone.GRAVEYARD, 1) == ["Kamahl, Pit Fighter"]
    assert names(g, Zone.GRAVEYARD, 0).count("Teferi's Curse") == 2
    assert ids(g, "Kamahl, Pit Fighter", Zone.PHASED_OUT) == []


@MODERN
def test_LEG_07_modern_controller_keeps_one_of_the_phased_in_legends(rules: str) -> None:
    """LEG-07 under modern rules (CR 702.26, 704.5j): both phase in under P1's control and P1 chooses
    which one to keep; the other goes to its owner's graveyard and its Curse follows (CR 704.5m)."""
    g, _k1, k2 = _kamahls_phase_in(rules)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("legend_keep", 0)
    choose(g, k2)
    assert ids(g, "Kamahl, Pit Fighter") == [k2]
    assert names(g, Zone.GRAVEYARD, 0) == ["Kamahl, Pit Fighter", "Teferi's Curse"]


# -- LEG-08 ----------------------------------------------------------------------------------------
@presets("LEG-08")
def test_LEG_08_making_two_same_name_creatures_legends_kills_the_later_one(rules: str) -> None:
    """LEG-08 (Forsythe 2004 on Unnatural Selection; 2003 420.5e, 214.4, glossary "Legend"):
    seniority counts from when each Bears became a Legend, so the second one made a Legend dies."""
    s = Scenario(rules)
    selection = s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    bears_a = s.battlefield(1, "Grizzly Bears")
    bears_b = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()

    activate(g, selection, targets=[bears_a])  # (1)
    resolve_stack(g)
    choose_type(g, "Legend")
    assert creature_types(g.state, obj(g, bears_a)) == ("Legend",)  # the Bear type was replaced
    assert ids(g, "Grizzly Bears") == [bears_a, bears_b]  # only one Legend named Grizzly Bears

    activate(g, selection, targets=[bears_b])  # (2)
    resolve_stack(g)
    choose_type(g, "Legend")
    assert ids(g, "Grizzly Bears") == [bears_a]  # A has been a Legend longer
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
