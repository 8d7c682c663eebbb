"""Corpus CTL: control-changing effects (2003 CR 418.5 "all other effects", 212.3d/214.7c
summoning sickness, 217.1 owner's graveyard; current CR 613.1b layer 2, 302.6, 108.3).

Sources: the 2003 rulebook, the Sixth Edition rules primer on control (Control Magic), the Urza's
Saga FAQ (Treachery) and Saturday School on Old Man of the Sea ("as long as" control).
"""

from __future__ import annotations

from corpus_kit import BOTH, can_activate, controller, graveyard, in_play, pt

from oldframe.rules.actions import ActivateAbility, ChooseTarget, DeclareAttacker
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    ids,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
)


def _control_magic(rules: str, victim: str = "Grizzly Bears") -> tuple:
    s = Scenario(rules)
    cm = s.hand(0, "Control Magic")
    s.pool(0, "{2}{U}{U}")
    creature = s.battlefield(1, victim)
    s.turn(active=0, step=Step.MAIN1)
    return s, cm, creature


@BOTH
def test_CTL_01_control_magic_takes_the_creature(rules: str) -> None:
    """CTL-01 (Control Magic; 2003 418.5; CR 613.1b): P1 controls P2's Bears; P2 still owns them."""
    s, cm, bears = _control_magic(rules)
    g = s.start()
    cast(g, cm, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 0 and obj(g, bears).owner == 1


@BOTH
def test_CTL_02_stolen_creature_is_summoning_sick(rules: str) -> None:
    """CTL-02 (2003 212.3d/214.7c: continuous control since the start of the turn; CR 302.6):
    the Bears taken this turn can't attack."""
    s, cm, bears = _control_magic(rules)
    g = s.start()
    cast(g, cm, targets=[bears])
    resolve_stack(g)
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert DeclareAttacker(bears, 1) not in g.legal_actions()


@BOTH
def test_CTL_03_stolen_creature_attacks_next_turn(rules: str) -> None:
    """CTL-03 (CR 302.6): controlled since the start of P1's next turn, the Bears can attack."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears", controller=0)
    s.battlefield(0, "Control Magic", attached_to=bears)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert DeclareAttacker(bears, 1) in g.legal_actions()


@BOTH
def test_CTL_04_destroying_the_aura_returns_control(rules: str) -> None:
    """CTL-04 (2003 418.5, 420.5d; CR 613.1b, 611.2): Disenchant on Control Magic ends its effect:
    P2 controls the Bears again."""
    s, cm, bears = _control_magic(rules)
    dis = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g = s.start()
    cast(g, cm, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 0
    pass_priority(g)
    cast(g, dis, targets=ids(g, "Control Magic"))  # a new object once in play (2003 217.1c)
    resolve_stack(g)
    assert controller(g, bears) == 1


@BOTH
def test_CTL_05_stolen_creature_dies_into_owners_graveyard(rules: str) -> None:
    """CTL-05 (2003 217.1; CR 400.3): Bolted while P1 controls it, the Bears go to P2's
    graveyard; Control Magic to P1's."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears", controller=0)
    s.battlefield(0, "Control Magic", attached_to=bears)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    assert sorted(graveyard(g, 1)) == ["Grizzly Bears", "Lightning Bolt"]
    assert graveyard(g, 0) == ["Control Magic"]


@BOTH
def test_CTL_06_old_man_holds_while_tapped(rules: str) -> None:
    """CTL-06 (Old Man of the Sea; 2003 418.3d "as long as"; CR 611.2b): Old Man taps to take the
    Bears (power 2 <= 2); P1 controls them."""
    s = Scenario(rules)
    old = s.battlefield(0, "Old Man of the Sea")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, old, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 0


@BOTH
def test_CTL_07_old_man_loses_control_when_the_creature_grows(rules: str) -> None:
    """CTL-07 (Old Man of the Sea; Saturday School; 2003 418.3d; CR 611.2b): Giant Growth on the
    taken Bears (5 > 2) ends the duration for good: P2 controls them again."""
    s = Scenario(rules)
    old = s.battlefield(0, "Old Man of the Sea")
    bears = s.battlefield(1, "Grizzly Bears")
    growth = s.hand(1, "Giant Growth")
    s.pool(1, "{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, old, targets=[bears])
    resolve_stack(g)
    pass_priority(g)
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 1


@BOTH
def test_CTL_08_old_man_untapping_ends_control(rules: str) -> None:
    """CTL-08 (2003 418.3d; CR 611.2b): Old Man untaps in P1's next untap step (P1 chooses to
    untap it): P2 gets the Bears back."""
    s = Scenario(rules)
    old = s.battlefield(0, "Old Man of the Sea")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    activate(g, old, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 0
    pass_until(g, Step.UPKEEP, active=0, turn=5)
    assert not obj(g, old).tapped
    assert controller(g, bears) == 1


@BOTH
def test_CTL_09_old_man_cant_take_a_bigger_creature(rules: str) -> None:
    """CTL-09 (Old Man of the Sea targets "power less than or equal to"; CR 115.1): Hill Giant
    (power 3) isn't a legal target; only the Old Man itself (power 2) is."""
    s = Scenario(rules)
    old = s.battlefield(0, "Old Man of the Sea")
    s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(ActivateAbility(old, 0))
    assert g.legal_actions() == [ChooseTarget(("object", old))]


@BOTH
def test_CTL_10_treachery_untaps_lands(rules: str) -> None:
    """CTL-10 (Treachery; Urza's Saga FAQ; CR 603.2): paid with five tapped Islands, Treachery's
    comes-into-play trigger untaps them; P1 controls the Bears."""
    s = Scenario(rules)
    islands = [s.battlefield(0, "Island") for _ in range(5)]
    treach = s.hand(0, "Treachery")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, treach, targets=[bears])
    assert all(obj(g, i).tapped for i in islands)
    resolve_stack(g)
    if g.state.stack:
        resolve_stack(g)
    while g.pending is not None and g.pending.kind != "priority":
        d = g.state.decision
        assert d is not None
        choose(g, 5 if d.kind in ("choose_x", "announce_x") else d.data["options"][0])
    assert controller(g, bears) == 0
    assert sum(not obj(g, i).tapped for i in islands) == 5


@BOTH
def test_CTL_11_steal_artifact_uses_tap_ability_at_once(rules: str) -> None:
    """CTL-11 (2003 212.3d applies to creatures only; CR 302.6): P1 takes Icy Manipulator with
    Steal Artifact and may use its {T} ability the same turn."""
    s = Scenario(rules)
    steal = s.hand(0, "Steal Artifact")
    s.pool(0, "{2}{U}{U}{1}")
    icy = s.battlefield(1, "Icy Manipulator")
    s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, steal, targets=[icy])
    resolve_stack(g)
    assert controller(g, icy) == 0
    assert can_activate(g, icy)


@BOTH
def test_CTL_12_aura_controller_keeps_the_aura_not_the_creature(rules: str) -> None:
    """CTL-12 (2003 214.8i: an Aura's controller is independent of the enchanted permanent's;
    CR 303.4e): P1's Holy Strength on the Bears that P2 takes with Control Magic stays P1's, and
    the Bears (P2's now) keep +1/+2."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    hs = s.battlefield(0, "Holy Strength", attached_to=bears)
    cm = s.hand(1, "Control Magic")
    s.pool(1, "{2}{U}{U}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, cm, targets=[bears])
    resolve_stack(g)
    assert controller(g, bears) == 1 and controller(g, hs) == 0
    assert pt(g, bears) == (3, 4)
    assert in_play(g, hs)
