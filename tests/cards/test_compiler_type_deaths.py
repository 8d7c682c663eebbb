""""Whenever CARDNAME or another Cleric dies" (Rotlung Reanimator): leaves-the-battlefield abilities look
back in time, so creatures that die at the same time each see the others' deaths, whatever order they
are moved in (CR 603.10a; 2003: 410.10); "dies" is "put into a graveyard from play" (CR 700.4)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, resolve_stack

_ROTLUNG = "Rotlung Reanimator"
_CLERIC = "Keepers of the Faith"  # a vanilla Cleric


def test_rotlung_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get(_ROTLUNG))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _wrath(rotlung_first: bool) -> int:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    if rotlung_first:
        s.battlefield(0, _ROTLUNG)
    s.battlefield(0, _CLERIC)
    s.battlefield(1, _CLERIC)  # an opponent's Cleric counts too ("another Cleric")
    s.battlefield(1, "Grizzly Bears")  # not a Cleric
    if not rotlung_first:
        s.battlefield(0, _ROTLUNG)
    s.hand(0, "Wrath of God")
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    [wrath] = ids(g, "Wrath of God", Zone.HAND)
    cast(g, wrath)
    resolve_stack(g)
    while g.state.decision is not None and g.state.decision.kind == "trigger_order":
        g.apply(g.legal_actions()[0])
    while g.state.stack:
        resolve_stack(g)
    return len(ids(g, "Zombie Token"))


def test_rotlung_and_clerics_destroyed_together_each_trigger_in_either_order() -> None:
    assert _wrath(rotlung_first=True) == 3  # itself and both Clerics, though it left play first
    assert _wrath(rotlung_first=False) == 3


def test_a_cleric_dying_alone_triggers_and_a_bear_does_not() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, _ROTLUNG)
    cleric, bears = s.battlefield(1, _CLERIC), s.battlefield(1, "Grizzly Bears")
    s.hand(0, ["Shock", "Lightning Bolt"])
    s.pool(0, "{R}{R}")
    g = s.start()
    [first], [second] = ids(g, "Shock", Zone.HAND), ids(g, "Lightning Bolt", Zone.HAND)
    cast(g, first, targets=[bears])
    resolve_stack(g)
    assert g.state.stack == [] and ids(g, "Zombie Token") == []
    cast(g, second, targets=[cleric])  # a 2/3 Cleric
    resolve_stack(g)
    resolve_stack(g)
    assert len(ids(g, "Zombie Token")) == 1 and ids(g, "Zombie Token", owner=0)


def test_lurking_skirge_wakes_when_an_opponents_creature_dies_only() -> None:
    """"When a creature is put into an opponent's graveyard from the battlefield, if CARDNAME is an
    enchantment, CARDNAME becomes a 3/2 Phyrexian Imp creature with flying." — the owner's graveyard
    (CR 404.1; 2003: 217.2); an intervening-if (CR 603.4)."""
    from oldframe.rules.characteristics import is_creature, power

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    skirge = s.battlefield(0, "Lurking Skirge")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    s.hand(0, ["Shock", "Lightning Bolt"])
    s.pool(0, "{R}{R}")
    g = s.start()
    [shock], [bolt] = ids(g, "Shock", Zone.HAND), ids(g, "Lightning Bolt", Zone.HAND)
    cast(g, shock, targets=[mine])
    resolve_stack(g)
    assert g.state.stack == [] and not is_creature(g.state, g.state.objects[skirge])
    cast(g, bolt, targets=[theirs])
    resolve_stack(g)
    resolve_stack(g)
    me = g.state.objects[skirge]
    assert is_creature(g.state, me) and power(g.state, me) == 3
