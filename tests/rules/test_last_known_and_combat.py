"""Leaves-play abilities look back in time (CR 603.10a; 2003: 410.10): a creature that had lost its
abilities when it died doesn't trigger; and a creature removed from combat is dealt no combat damage
by the creature that blocked it (CR 506.4, 510.1; 2003: 306.2, 310.1)."""

from __future__ import annotations

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, block, cast, ids, names, pass_priority, resolve_stack


def test_a_dies_trigger_lost_to_humility_does_not_trigger() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    roaches = s.battlefield(1, "Endless Cockroaches")  # "When it dies, return it to its owner's hand."
    s.battlefield(1, "Humility")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [roaches])
    resolve_stack(g)
    assert not g.state.stack and names(g, Zone.GRAVEYARD, 1) == ["Endless Cockroaches"]


def test_without_humility_the_same_creature_returns() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    roaches = s.battlefield(1, "Endless Cockroaches")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [roaches])
    resolve_stack(g)
    resolve_stack(g)  # the dies trigger
    assert ids(g, "Endless Cockroaches", Zone.HAND, 1)


def test_a_regenerated_attacker_is_out_of_combat_and_takes_no_blocker_damage() -> None:
    """Drudge Skeletons attack, Grizzly Bears block; Shock destroys the Skeletons, which regenerate:
    tapped and removed from combat (CR 701.15b). The Bears then deal it no combat damage."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    skeletons = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    bears = s.battlefield(1, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start()
    attack(g, {skeletons: 1})
    block(g, {bears: skeletons})
    activate(g, skeletons, 0)  # regeneration shield ({B})
    resolve_stack(g)
    pass_priority(g)
    cast(g, shock, [skeletons])
    resolve_stack(g)
    assert ids(g, "Drudge Skeletons") == [skeletons] and skeletons not in g.state.combat.attackers
    for _ in range(10):
        if g.state.step >= Step.END_COMBAT:
            break
        pass_priority(g)
    assert ids(g, "Drudge Skeletons") == [skeletons] and g.state.objects[skeletons].damage == 0
