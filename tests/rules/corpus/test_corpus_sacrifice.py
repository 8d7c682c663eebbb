"""Corpus SAC: sacrifice as a cost and as an effect (2003 CR 409.1f, glossary "Sacrifice",
217.6; current CR 701.21, 601.2h, 602.2).

A sacrifice paid as a cost happens while the spell or ability is played, so nobody can respond
before the permanent is gone; a permanent can be sacrificed only by its controller and goes to its
owner's graveyard. Sources: the 2003 rulebook, Saturday School columns on Fling and Mogg Fanatic,
and the Tempest/Urza's Saga FAQs (Bottle Gnomes, Ashnod's Altar as a mana ability).
"""

from __future__ import annotations

from corpus_kit import BOTH, can_activate, can_cast, graveyard, in_play, life, pool_total, stack_kinds

from oldframe.rules.actions import ChooseColor
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    pass_priority,
    player,
    resolve_stack,
)


@BOTH
def test_SAC_01_fling_uses_last_known_power(rules: str) -> None:
    """SAC-01 (Fling; Saturday School on Fling; 2003 413.2f last known information;
    CR 608.2h): Fling sacrificing Hill Giant deals 3 to P2."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    fling = s.hand(0, "Fling")
    s.pool(0, "{1}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, fling, targets=[player(1)], costs=[giant])
    assert not in_play(g, giant)  # gone as the cost is paid
    resolve_stack(g)
    assert life(g, 1) == 17


@BOTH
def test_SAC_02_fling_counts_a_pump_on_the_sacrificed_creature(rules: str) -> None:
    """SAC-02 (2003 413.2f; CR 608.2h): the Bears had Giant Growth (5/5) when sacrificed: Fling
    deals 5."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth, fling = s.hand(0, ["Giant Growth", "Fling"])
    s.pool(0, "{G}{1}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    cast(g, fling, targets=[player(1)], costs=[bears])
    resolve_stack(g)
    assert life(g, 1) == 15


@BOTH
def test_SAC_03_countered_fling_keeps_the_creature_sacrificed(rules: str) -> None:
    """SAC-03 (2003 414: no refund of costs; CR 701.5a): Counterspell on Fling: no damage, and
    the Giant stays in the graveyard."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    fling = s.hand(0, "Fling")
    s.pool(0, "{1}{R}")
    counter = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, fling, targets=[player(1)], costs=[giant])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, counter, targets=[spell])
    resolve_stack(g)
    assert life(g, 1) == 20
    assert sorted(graveyard(g, 0)) == ["Fling", "Hill Giant"]


@BOTH
def test_SAC_04_fling_needs_a_creature_to_sacrifice(rules: str) -> None:
    """SAC-04 (2003 409.1f: a cost that can't be paid makes the play illegal; CR 601.2h): with no
    creature, Fling can't be played."""
    s = Scenario(rules)
    fling = s.hand(0, "Fling")
    s.pool(0, "{1}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert not can_cast(g, fling)


@BOTH
def test_SAC_05_goblin_grenade_needs_a_goblin(rules: str) -> None:
    """SAC-05 (Goblin Grenade's additional cost; CR 601.2h): the Bears aren't a Goblin, so Grenade
    can't be played; with Mogg Fanatic it deals 5."""
    s = Scenario(rules)
    s.battlefield(0, "Grizzly Bears")
    grenade = s.hand(0, "Goblin Grenade")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert not can_cast(g, grenade)

    s = Scenario(rules)
    fanatic = s.battlefield(0, "Mogg Fanatic")
    grenade = s.hand(0, "Goblin Grenade")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, grenade, targets=[player(1)], costs=[fanatic])
    resolve_stack(g)
    assert life(g, 1) == 15 and sorted(graveyard(g, 0)) == ["Goblin Grenade", "Mogg Fanatic"]


@BOTH
def test_SAC_06_bottle_gnomes_in_response_makes_the_bolt_fizzle(rules: str) -> None:
    """SAC-06 (Tempest FAQ, Bottle Gnomes; 2003 413.2a; CR 608.2b): Bolt at the Gnomes, P1
    sacrifices them for 3 life; the Bolt has no legal target and is countered."""
    s = Scenario(rules)
    gnomes = s.battlefield(0, "Bottle Gnomes")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[gnomes])
    pass_priority(g)
    activate(g, gnomes)
    resolve_stack(g)
    assert life(g, 0) == 23
    resolve_stack(g)
    assert life(g, 0) == 23 and "Lightning Bolt" in graveyard(g, 1)


@BOTH
def test_SAC_07_ashnods_altar_is_a_mana_ability(rules: str) -> None:
    """SAC-07 (Ashnod's Altar; 2003 406.1, 411 mana abilities don't use the stack; CR 605.1a,
    605.3b): sacrificing the Bears adds {2} at once, the stack stays empty."""
    s = Scenario(rules)
    altar = s.battlefield(0, "Ashnod's Altar")
    bears = s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, altar, costs=[bears])
    assert stack_kinds(g) == [] and pool_total(g, 0) == 2
    assert graveyard(g, 0) == ["Grizzly Bears"]


@BOTH
def test_SAC_08_stolen_creature_sacrificed_goes_to_its_owner(rules: str) -> None:
    """SAC-08 (2003 217.1 owner's graveyard, glossary "Sacrifice"; CR 701.21a, 400.3): P1
    controls P2's Bears through Control Magic and sacrifices them to Goblin Bombardment; they go to
    P2's graveyard."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears", controller=0)
    s.battlefield(0, "Control Magic", attached_to=bears)
    bomb = s.battlefield(0, "Goblin Bombardment")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, bomb, targets=[player(1)], costs=[bears])
    resolve_stack(g)
    assert graveyard(g, 1) == ["Grizzly Bears"]
    assert life(g, 1) == 19
    assert "Control Magic" in graveyard(g, 0)  # the Aura fell off (2003 420.5d)


@BOTH
def test_SAC_09_only_your_own_permanents_can_be_sacrificed(rules: str) -> None:
    """SAC-09 (2003 glossary "Sacrifice": only a permanent you control; CR 701.21a): Goblin
    Bombardment's controller can't sacrifice the opponent's creature."""
    s = Scenario(rules)
    bomb = s.battlefield(0, "Goblin Bombardment")
    s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert not can_activate(g, bomb)


@BOTH
def test_SAC_10_diabolic_edict_victim_chooses(rules: str) -> None:
    """SAC-10 (Diabolic Edict; 2003 413.2c choices on resolution; CR 701.21a, 608.2d): P2 with
    two creatures picks which one to sacrifice."""
    s = Scenario(rules)
    edict = s.hand(0, "Diabolic Edict")
    s.pool(0, "{1}{B}")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, edict, targets=[player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "sacrifice" and g.pending.player == 1
    choose(g, bears)
    assert in_play(g, giant) and not in_play(g, bears)


@BOTH
def test_SAC_11_edict_with_no_creature_does_nothing(rules: str) -> None:
    """SAC-11 (2003 413.2c: do as much as possible; CR 609.3): Edict on a player without
    creatures resolves and does nothing."""
    s = Scenario(rules)
    edict = s.hand(0, "Diabolic Edict")
    s.pool(0, "{1}{B}")
    s.battlefield(1, "Plains")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, edict, targets=[player(1)])
    resolve_stack(g)
    assert graveyard(g, 0) == ["Diabolic Edict"] and graveyard(g, 1) == []


@BOTH
def test_SAC_12_seal_of_fire_is_in_the_graveyard_before_it_resolves(rules: str) -> None:
    """SAC-12 (2003 409.1f cost, 413.2f last known information; CR 602.2): Seal of Fire is
    sacrificed as its ability is played; the ability still deals 2."""
    s = Scenario(rules)
    seal = s.battlefield(0, "Seal of Fire")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, seal, targets=[player(1)])
    assert graveyard(g, 0) == ["Seal of Fire"] and stack_kinds(g) == ["activated"]
    resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_SAC_13_culling_the_weak_adds_four_black(rules: str) -> None:
    """SAC-13 (Culling the Weak; CR 601.2h): sacrificing the Bears as the additional cost gives
    {B}{B}{B}{B} on resolution."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    cull = s.hand(0, "Culling the Weak")
    s.pool(0, "{B}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, cull, costs=[bears])
    resolve_stack(g)
    assert pool_total(g, 0) == 4


@BOTH
def test_SAC_14_phyrexian_altar_sacrifice_in_response_to_removal(rules: str) -> None:
    """SAC-14 (2003 413.2a; CR 608.2b): Swords to Plowshares at the Bears; P1 sacrifices them to
    Phyrexian Altar (a mana ability) in response: Swords is countered, P1 gains no life."""
    s = Scenario(rules)
    altar = s.battlefield(0, "Phyrexian Altar")
    bears = s.battlefield(0, "Grizzly Bears")
    swords = s.hand(1, "Swords to Plowshares")
    s.pool(1, "{W}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, swords, targets=[bears])
    pass_priority(g)
    activate(g, altar, costs=[bears])
    if g.pending is not None and g.pending.kind == "choose_color":
        g.apply(ChooseColor("B"))
    resolve_stack(g)
    assert life(g, 0) == 20 and graveyard(g, 0) == ["Grizzly Bears"]
