"""The automatic mana payment keeps colors for later (CR 601.2g: the player chooses the mana abilities;
issue #14: coloured sources were spent on generic costs when others would do).

The solver takes the payment that wastes least mana (what floats may burn, 2003 300.3), then gives up
the fewest colors: a dual land stays untapped when a basic land can pay the generic part.
"""

from __future__ import annotations

import pytest

from oldframe.rules.mana import ManaCost, ManaSource, solve_payment
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast

PRESETS = pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])


@PRESETS
def test_a_dual_land_is_kept_when_a_basic_can_pay_the_generic_part(rules: str) -> None:
    s = Scenario(rules)
    taiga = s.battlefield(0, "Taiga")  # first in source order: the old solver tapped it for {1}
    forest = s.battlefield(0, "Forest")
    mountain = s.battlefield(0, "Mountain")
    bears = s.hand(0, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bears)
    tapped = {oid for oid in (taiga, forest, mountain) if g.state.objects[oid].tapped}
    assert tapped == {forest, mountain}
    assert sum(g.state.players[0].pool) == 0


@PRESETS
def test_the_generic_part_is_paid_from_a_color_already_tapped(rules: str) -> None:
    """{1}{W} (Humble) with Forest, Plains, Plains: two Plains pay it and the Forest stays untapped, so
    the Giant Growth in hand can still be cast (issue #14: the solver tapped the Forest for {1})."""
    s = Scenario(rules)
    forest = s.battlefield(0, "Forest")  # first in source order
    plains = [s.battlefield(0, "Plains"), s.battlefield(0, "Plains")]
    bears = s.battlefield(1, "Grizzly Bears")
    humble, growth = s.hand(0, ["Humble", "Giant Growth"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, humble, targets=[bears])
    assert not g.state.objects[forest].tapped and all(g.state.objects[p].tapped for p in plains)
    cast(g, growth, targets=[bears])


def test_a_source_that_makes_two_is_not_used_where_one_would_float() -> None:
    # {1}{G} from Forest + (Sol Ring-like {C}{C}) + Mountain: Sol Ring would float {1}, the Mountain doesn't.
    forest = ManaSource(1, 0, ((0, 0, 0, 0, 1, 0),))
    ring = ManaSource(2, 0, ((0, 0, 0, 0, 0, 2),))
    mountain = ManaSource(3, 0, ((0, 0, 0, 1, 0, 0),))
    pay = solve_payment(ManaCost(colored=(0, 0, 0, 0, 1, 0), generic=1), (0,) * 6, [forest, ring, mountain], best=True)
    assert pay is not None and {oid for oid, _, _ in pay.taps} == {1, 3}
    pay3 = solve_payment(ManaCost(colored=(0, 0, 0, 0, 1, 0), generic=2), (0,) * 6, [forest, ring, mountain], best=True)
    assert pay3 is not None and {oid for oid, _, _ in pay3.taps} == {1, 2}


def test_any_color_sources_pay_last() -> None:
    any_color = ManaSource(1, 0, ((1, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0), (0, 0, 0, 1, 0, 0),
                                  (0, 0, 0, 0, 1, 0)))
    island = ManaSource(2, 0, ((0, 1, 0, 0, 0, 0),))
    swamp = ManaSource(3, 0, ((0, 0, 1, 0, 0, 0),))
    cost = ManaCost(colored=(0, 1, 0, 0, 0, 0), generic=1)
    pay = solve_payment(cost, (0,) * 6, [any_color, island, swamp], best=True)
    assert pay is not None and {oid for oid, _, _ in pay.taps} == {2, 3}
    # Feasibility alone (best=False) still answers whether the cost can be paid at all.
    assert solve_payment(ManaCost(generic=3), (0,) * 6, [any_color, island, swamp]) is not None
    assert solve_payment(ManaCost(generic=4), (0,) * 6, [any_color, island, swamp]) is None


@PRESETS
def test_every_mana_ability_of_a_permanent_can_pay(rules: str) -> None:
    """Birds of Paradise's five abilities and a dual land's two are all options of one tap (CR 605.1a)."""
    s = Scenario(rules)
    birds = s.battlefield(0, "Birds of Paradise")
    taiga = s.battlefield(0, "Taiga")
    bears = s.hand(0, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.state.objects[birds].sick = False
    cast(g, bears)  # {1}{G}: G from either, {1} from the other
    assert g.state.objects[birds].tapped and g.state.objects[taiga].tapped
    assert sum(g.state.players[0].pool) == 0
