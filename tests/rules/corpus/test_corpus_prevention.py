"""Corpus PRV: damage prevention shields and damage replacement (2003 CR 419.7, 419.1; current
CR 615, 614).

Sources: the 2003 rulebook (419.7 prevention shields are used up as they prevent, "this turn"
shields end in cleanup 314.2; 300.4 mana burn is life loss), the Seventh/Eighth Edition rules
primers on prevention, and Saturday School columns on Circles of Protection and Worship
(magic.wizards.com, 2002-2003).
"""

from __future__ import annotations

from corpus_kit import BOTH, OLDFRAME, in_play, life

from oldframe.rules.actions import CastSpell, ChooseMode
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    apply_first,
    attack,
    block,
    cast,
    choose,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _p2_main(rules: str) -> Scenario:
    s = Scenario(rules)
    s.turn(active=1, step=Step.MAIN1)
    return s


@BOTH
def test_PRV_01_samite_healer_prevents_one_of_a_bolt(rules: str) -> None:
    """PRV-01 (2003 419.7a; CR 615.7): Samite Healer's shield prevents 1 of Bolt's 3 to Hill
    Giant; it is dealt 2 and survives."""
    s = _p2_main(rules)
    healer = s.battlefield(0, "Samite Healer")
    giant = s.battlefield(0, "Hill Giant")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[giant])
    pass_priority(g)
    activate(g, healer, targets=[giant])
    resolve_stack(g)
    resolve_stack(g)
    assert in_play(g, giant) and obj(g, giant).damage == 2


@BOTH
def test_PRV_02_healing_salve_prevents_three_to_a_player(rules: str) -> None:
    """PRV-02 (Healing Salve's second mode; 2003 419.7a; CR 615.7): three prevented, Bolt does
    nothing to P1."""
    s = _p2_main(rules)
    salve = s.hand(0, "Healing Salve")
    s.battlefield(0, "Plains")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    pass_priority(g)
    g.apply(CastSpell(salve))
    g.apply(ChooseMode(1))
    target(g, player(0))
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 0) == 20


@BOTH
def test_PRV_03_shield_is_used_up_across_two_sources(rules: str) -> None:
    """PRV-03 (2003 419.7a: a shield for "the next N damage" is reduced by what it prevents;
    CR 615.7): Healing Salve's 3 stops the first Shock entirely and 1 of the second: P1 loses 1."""
    s = _p2_main(rules)
    salve = s.hand(0, "Healing Salve")
    s.battlefield(0, "Plains")
    shocks = s.hand(1, ["Shock", "Shock"])
    s.pool(1, "{R}{R}")
    g = s.start()
    pass_priority(g)
    g.apply(CastSpell(salve))
    g.apply(ChooseMode(1))
    target(g, player(0))
    resolve_stack(g)
    cast(g, shocks[0], targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 20
    cast(g, shocks[1], targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 19


@BOTH
def test_PRV_04_unused_shield_ends_in_cleanup(rules: str) -> None:
    """PRV-04 (2003 419.7 "this turn", 314.2; CR 514.2): a Samite Healer shield on the Bears made
    in P2's end-of-turn step is gone in P1's turn; a Shock then kills them."""
    s = Scenario(rules)
    healer = s.battlefield(0, "Samite Healer")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.turn(active=1, step=Step.END_OF_TURN)
    g = s.start()
    pass_priority(g)
    activate(g, healer, targets=[bears])
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=0)
    pass_priority(g)  # P1 passes; P2 has priority in P1's upkeep
    cast(g, shock, targets=[bears])
    resolve_stack(g)
    assert not in_play(g, bears)


@BOTH
def test_PRV_05_holy_day_stops_combat_damage_not_abilities(rules: str) -> None:
    """PRV-05 (Holy Day: "all combat damage"; 2003 419.7; CR 615.1a, 510): after Holy Day the
    attacking Bears deal nothing, but Prodigal Sorcerer's ping still hurts."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    day = s.hand(1, "Holy Day")
    s.battlefield(1, "Plains")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_priority(g)
    cast(g, day)
    resolve_stack(g)
    activate(g, sorcerer, targets=[player(1)])
    resolve_stack(g)
    assert life(g, 1) == 19
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 19


@OLDFRAME
def test_PRV_06_fog_after_damage_is_on_the_stack(rules: str) -> None:
    """PRV-06 (2003 310.3-310.4, 419.7: prevention applies when the combat damage object
    resolves; "Damage on the Stack", 2002): Fog cast with the damage on the stack prevents it."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    pass_priority(g)
    cast(g, fog)
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 1) == 20


@BOTH
def test_PRV_07_urzas_armor_prevents_one_from_each_source(rules: str) -> None:
    """PRV-07 (Urza's Armor: a replacement applied to each source's damage; 2003 419.7;
    CR 615.1): two Shocks each lose 1 — P1 loses 2, not 3."""
    s = _p2_main(rules)
    s.battlefield(0, "Urza's Armor")
    shocks = s.hand(1, ["Shock", "Shock"])
    s.pool(1, "{R}{R}")
    g = s.start()
    cast(g, shocks[0], targets=[player(0)])
    resolve_stack(g)
    cast(g, shocks[1], targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 18


@BOTH
def test_PRV_08_shield_of_the_ages_stacks_shields(rules: str) -> None:
    """PRV-08 (2003 419.7a; CR 615.7): two activations prevent the next 2 damage: Bolt costs P1
    only 1 life."""
    s = _p2_main(rules)
    shield = s.battlefield(0, "Shield of the Ages")
    s.pool(0, "{4}")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    pass_priority(g)
    activate(g, shield)
    resolve_stack(g)
    pass_priority(g)  # P2, active, gets priority after each resolution (2003 408.1c)
    activate(g, shield)
    resolve_stack(g)
    resolve_stack(g)
    # two shields apply to the same damage: P1 orders them (2003 419.8; CR 616.1)
    assert g.pending is not None and g.pending.kind == "replacement_order"
    apply_first(g, 0)
    assert life(g, 0) == 19


@BOTH
def test_PRV_09_worship_with_a_creature_keeps_life_at_one(rules: str) -> None:
    """PRV-09 (Worship; Saturday School on Worship; 2003 419.1 replacement; CR 614.1): P1 at 2 life
    with a creature is Bolted: life 1."""
    s = _p2_main(rules)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Grizzly Bears")
    s.life(0, 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 1 and not g.state.over


@BOTH
def test_PRV_10_worship_without_a_creature_does_nothing(rules: str) -> None:
    """PRV-10 (Worship's condition "if you control a creature"; CR 614.1): with no creature the
    Bolt takes P1 from 2 to -1 and P1 loses."""
    s = _p2_main(rules)
    s.battlefield(0, "Worship")
    s.life(0, 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    resolve_stack(g)
    assert g.state.over and g.outcome() is not None


@BOTH
def test_PRV_11_master_healer_shield_on_a_blocker(rules: str) -> None:
    """PRV-11 (2003 419.7a; CR 615.7): Master Healer prevents 4 of the 5 damage Shivan Dragon
    would deal to the blocking Giant Spider; the Spider survives with 1 damage."""
    s = Scenario(rules)
    dragon = s.battlefield(0, "Shivan Dragon")
    spider = s.battlefield(1, "Giant Spider")
    healer = s.battlefield(1, "Master Healer")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {dragon: 1})
    block(g, {spider: dragon})
    pass_priority(g)
    activate(g, healer, targets=[spider])
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, spider) and obj(g, spider).damage == 1


@BOTH
def test_PRV_12_circle_of_protection_stops_the_chosen_source_only(rules: str) -> None:
    """PRV-12 (Circle of Protection: Red; Saturday School on Circles; 2003 419.7; CR 615.1a): the
    shield names one red source; P2's Shock (another red source) still deals its 2."""
    s = _p2_main(rules)
    cop = s.battlefield(0, "Circle of Protection: Red")
    s.pool(0, "{1}")
    bolt, shock = s.hand(1, ["Lightning Bolt", "Shock"])
    s.pool(1, "{R}{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    activate(g, cop)
    resolve_stack(g)
    choose(g, spell)
    resolve_stack(g)
    assert life(g, 0) == 20
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    assert life(g, 0) == 18


@BOTH
def test_PRV_13_prevention_on_a_creature_doesnt_help_its_controller(rules: str) -> None:
    """PRV-13 (2003 419.7: a shield protects only what it names; CR 615.1): Samite Healer shields
    the Bears, but the Bolt aimed at P1 is dealt in full."""
    s = _p2_main(rules)
    healer = s.battlefield(0, "Samite Healer")
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, targets=[player(0)])
    pass_priority(g)
    activate(g, healer, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 0) == 17
