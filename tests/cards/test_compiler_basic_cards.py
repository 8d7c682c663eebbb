"""Each template class of the Oracle compiler, played in real games through the public API."""

from __future__ import annotations

from oldframe.rules.actions import DeclareBlocker
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, cast, ids, obj, pass_priority, play_land, player, resolve_stack


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


# -- mana abilities ----------------------------------------------------------------------------------
def test_llanowar_elves_taps_for_green() -> None:
    s = _main(Scenario())
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start()
    activate(g, elves, 0)
    assert g.state.players[0].pool == [0, 0, 0, 0, 1, 0]
    assert obj(g, elves).tapped


def test_karplusan_forest_colored_mana_deals_one_damage() -> None:
    s = _main(Scenario())
    forest = s.battlefield(0, "Karplusan Forest")
    g = s.start()
    activate(g, forest, 2)  # {T}: Add {R} or {G}. … → one ability per colour: C, R, G
    assert g.state.players[0].pool == [0, 0, 0, 0, 1, 0]
    assert g.state.players[0].life == 19


# -- activated abilities and pumps ------------------------------------------------------------------------
def test_prodigal_sorcerer_pings_a_player() -> None:
    s = _main(Scenario())
    tim = s.battlefield(0, "Prodigal Sorcerer")
    g = s.start()
    activate(g, tim, 0, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19


def test_shivan_dragon_firebreathing() -> None:
    s = _main(Scenario())
    dragon = s.battlefield(0, "Shivan Dragon")
    s.pool(0, "{R}{R}")
    g = s.start()
    activate(g, dragon, 0)
    resolve_stack(g)
    activate(g, dragon, 0)
    resolve_stack(g)
    assert power(g.state, obj(g, dragon)) == 7


# -- Auras -----------------------------------------------------------------------------------------------
def test_holy_strength_and_unholy_strength_pump_the_enchanted_creature() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    holy, unholy = s.hand(0, ["Holy Strength", "Unholy Strength"])
    s.pool(0, "{W}{B}")
    g = s.start()
    cast(g, holy, targets=[bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (3, 4)
    cast(g, unholy, targets=[bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (5, 5)


def test_flight_grants_flying() -> None:
    from oldframe.rules.characteristics import has_keyword

    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    flight = s.hand(0, "Flight")
    s.pool(0, "{U}")
    g = s.start()
    assert not has_keyword(g.state, obj(g, bears), "flying")
    cast(g, flight, targets=[bears])
    resolve_stack(g)
    assert has_keyword(g.state, obj(g, bears), "flying")


# -- anthems ---------------------------------------------------------------------------------------------
def test_glorious_anthem_pumps_only_your_creatures() -> None:
    s = _main(Scenario())
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Glorious Anthem")
    g = s.start()
    assert power(g.state, obj(g, mine)) == 3
    assert power(g.state, obj(g, theirs)) == 2


def test_goblin_king_pumps_other_goblins_only() -> None:
    s = _main(Scenario())
    king = s.battlefield(0, "Goblin King")
    raider = s.battlefield(0, "Raging Goblin")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert power(g.state, obj(g, raider)) == 2
    assert power(g.state, obj(g, king)) == 2
    assert power(g.state, obj(g, bears)) == 2


# -- evasion keywords ---------------------------------------------------------------------------------------
def _blockable(s: Scenario, attackers: list[int], blocker: int) -> list[int]:
    """The attackers ``blocker`` may block once they attack (empty if the game offers no block)."""
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, dict.fromkeys(attackers, 1))
    while g.pending is not None and g.pending.kind == "priority" and g.state.step <= Step.DECLARE_ATTACKERS:
        pass_priority(g)
    if g.pending is None or g.pending.kind != "blockers":
        return []
    return [a for a in attackers if DeclareBlocker(blocker, a) in g.legal_actions()]


def test_bog_wraith_swampwalk_only_against_a_swamp() -> None:
    s = Scenario()
    wraith = s.battlefield(0, "Bog Wraith")
    wall = s.battlefield(1, "Wall of Stone")
    s.battlefield(1, "Swamp")
    assert _blockable(s, [wraith], wall) == []
    s2 = Scenario()
    wraith2 = s2.battlefield(0, "Bog Wraith")
    wall2 = s2.battlefield(1, "Wall of Stone")
    s2.battlefield(1, "Forest")
    assert _blockable(s2, [wraith2], wall2) == [wraith2]


def test_shadow_and_horsemanship() -> None:
    s = Scenario()
    soltari = s.battlefield(0, "Soltari Foot Soldier")
    cavalry = s.battlefield(0, "Shu Cavalry")
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Stone")
    assert _blockable(s, [soltari, cavalry, bears], wall) == [bears]


def test_jungle_lion_cant_block() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    lion = s.battlefield(1, "Jungle Lion")
    s.battlefield(1, "Wall of Stone")
    assert _blockable(s, [bears], lion) == []
    s2 = Scenario()
    bears2 = s2.battlefield(0, "Grizzly Bears")
    s2.battlefield(1, "Jungle Lion")
    wall2 = s2.battlefield(1, "Wall of Stone")
    assert _blockable(s2, [bears2], wall2) == [bears2]


# -- spells ------------------------------------------------------------------------------------------------
def test_shock_and_volcanic_hammer() -> None:
    s = _main(Scenario())
    shock, hammer = s.hand(0, ["Shock", "Volcanic Hammer"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}{R}{1}")
    g = s.start()
    cast(g, shock, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 18
    cast(g, hammer, targets=[bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []


def test_unsummon_and_boomerang_return_to_hand() -> None:
    s = _main(Scenario())
    unsummon, boomerang = s.hand(0, ["Unsummon", "Boomerang"])
    bears = s.battlefield(1, "Grizzly Bears")
    land = s.battlefield(1, "Forest")
    s.pool(0, "{U}{U}{U}")
    g = s.start()
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    cast(g, boomerang, targets=[land])
    resolve_stack(g)
    assert sorted(ids(g, n, Zone.HAND, owner=1) != [] for n in ("Grizzly Bears", "Forest")) == [True, True]


def test_pyroclasm_damages_each_creature() -> None:
    s = _main(Scenario())
    clasm = s.hand(0, "Pyroclasm")
    s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Stone")
    s.pool(0, "{R}{1}")
    g = s.start()
    cast(g, clasm)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []
    assert obj(g, wall).damage == 2


# -- triggers and static lines ----------------------------------------------------------------------------------
def test_venerable_monk_gains_life_when_it_enters() -> None:
    s = _main(Scenario())
    monk = s.hand(0, "Venerable Monk")
    s.pool(0, "{W}{2}")
    g = s.start()
    cast(g, monk)
    resolve_stack(g)  # the creature spell
    resolve_stack(g)  # its comes-into-play trigger
    assert g.state.players[0].life == 22


def test_raging_goblin_has_haste_and_dwarven_ruins_enters_tapped() -> None:
    s = _main(Scenario())
    ruins = s.hand(0, "Dwarven Ruins")
    g = s.start()
    play_land(g, ruins)
    (new,) = ids(g, "Dwarven Ruins")
    assert obj(g, new).tapped
