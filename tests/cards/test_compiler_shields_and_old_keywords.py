"""The third batch of Oracle-compiler template classes, each with at least two real cards played in
real games: prevention shields ("Prevent the next N damage …"), storm, madness, fading, rampage,
flanking and cumulative upkeep."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_text
from oldframe.game import Game
from oldframe.rules.actions import CastWith, ChooseTarget
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    apply_first,
    attack,
    block,
    cast,
    cast_for_madness,
    ids,
    keep_copy_targets,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    remove_for_madness,
    resolve_stack,
)


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


def _lands(s: Scenario, p: int, name: str, n: int) -> None:
    for _ in range(n):
        s.battlefield(p, name)


# -- prevention shields (effects.py; rules.atoms.compiled.PreventNextDamage) -------------------------
def test_samite_healer_shields_a_creature_from_part_of_a_shock() -> None:
    """CR 615.7 (2003: 419.7): the shield prevents the next 1 damage; the Bears take 1 and live."""
    s = _main(Scenario())
    healer = s.battlefield(0, "Samite Healer")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    activate(g, healer, 0, targets=[bears])
    resolve_stack(g)
    pass_priority(g)
    cast(g, shock, targets=[bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [bears] and obj(g, bears).damage == 1


def test_master_healer_shield_is_used_up_and_heal_shields_a_player() -> None:
    s = _main(Scenario())
    healer = s.battlefield(0, "Master Healer")
    heal = s.hand(0, "Heal")
    s.pool(0, "{W}")
    bolt, shock = s.hand(1, ["Lightning Bolt", "Shock"])
    s.pool(1, "{R}{R}")
    g = s.start()
    activate(g, healer, 0, targets=[player(0)])  # prevents 4 of the next damage to P1
    resolve_stack(g)
    cast(g, heal, targets=[player(0)])  # and 1 more
    resolve_stack(g)
    pass_priority(g)
    cast(g, bolt, targets=[player(0)])
    resolve_stack(g)
    apply_first(g, 0)  # two shields apply: P1 picks the order (CR 616.1), the 4-point one first
    assert g.state.players[0].life == 20  # 3 of the 4-point shield used
    pass_priority(g)
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    apply_first(g, 0)
    assert g.state.players[0].life == 20  # 1 left on the first shield, then Heal's 1


def test_shields_end_with_the_turn() -> None:
    s = _main(Scenario())
    shield = s.battlefield(0, "Shield of the Ages")
    s.pool(0, "{2}")
    g = s.start()
    activate(g, shield, 0)
    resolve_stack(g)
    assert any(e.kind == "prevent_next_player" for e in g.state.effects)
    pass_until(g, Step.UPKEEP, active=1)
    assert not any(e.kind == "prevent_next_player" for e in g.state.effects)


# -- storm (keyword_abilities.py) ---------------------------------------------------------------------
def test_scattershot_and_temporal_fissure_copy_for_each_earlier_spell() -> None:
    """2003 502.30a: one copy for each spell played before it this turn."""
    s = _main(Scenario())
    ritual = s.hand(0, "Dark Ritual")
    shot = s.hand(0, "Scattershot")
    s.battlefield(0, "Swamp")
    _lands(s, 0, "Mountain", 3)
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)
    cast(g, shot, targets=[wurm])
    resolve_stack(g)  # the storm trigger: one copy, which may get a new target (2003 502.30a)
    assert sum(1 for it in g.state.stack if it.choices.get("copy")) == 1
    g.apply(ChooseTarget(("object", bears)))
    while g.state.stack:
        resolve_stack(g)
    assert obj(g, wurm).damage == 1 and obj(g, bears).damage == 1

    s2 = _main(Scenario())
    rituals = s2.hand(0, ["Dark Ritual", "Dark Ritual"])
    fissure = s2.hand(0, "Temporal Fissure")
    _lands(s2, 0, "Swamp", 2)
    _lands(s2, 0, "Island", 1)
    bears = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start()
    for r in rituals:
        cast(g2, r)
        resolve_stack(g2)
    cast(g2, fissure, targets=[bears])
    resolve_stack(g2)
    keep_copy_targets(g2)
    assert sum(1 for it in g2.state.stack if it.choices.get("copy")) == 2
    while g2.state.stack:
        resolve_stack(g2)
    assert names(g2, Zone.HAND, 1) == ["Grizzly Bears"]


def test_storm_is_a_spell_keyword() -> None:
    assert compile_text("Storm", "X", is_permanent=True).status == "none"
    assert compile_text("Flanking", "X", is_permanent=False).status == "none"


# -- madness ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,cost,lands", [("Arrogant Wurm", "{2}{G}", 3), ("Basking Rootwalla", "{0}", 0)])
def test_madness_creatures_are_played_when_discarded(name: str, cost: str, lands: int) -> None:
    """2003 502.24, CR 702.35: discarded (here by Tolarian Winds), it may be played for its madness cost
    (the rules of the default preset, ``oldframe``: today's madness, an exile and a trigger)."""
    s = _main(Scenario())
    winds = s.hand(0, "Tolarian Winds")
    s.hand(0, name)
    _lands(s, 0, "Island", 2)
    _lands(s, 0, "Forest", lands)
    g = s.start()
    cast(g, winds)
    resolve_stack(g)
    remove_for_madness(g)
    (removed,) = ids(g, name, Zone.EXILE)
    cast_for_madness(g, removed)
    resolve_stack(g)
    assert ids(g, name) and all(obj(g, o).tapped for o in ids(g, "Forest"))


def test_fiery_temper_for_its_madness_cost() -> None:
    s = _main(Scenario())
    winds = s.hand(0, "Tolarian Winds")
    s.hand(0, "Fiery Temper")
    _lands(s, 0, "Island", 2)
    s.battlefield(0, "Mountain")
    g = s.start()
    cast(g, winds)
    resolve_stack(g)
    remove_for_madness(g)
    (removed,) = ids(g, "Fiery Temper", Zone.EXILE)
    cast_for_madness(g, removed, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 17


# -- fading -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,fade", [("Blastoderm", 3), ("Skyshroud Ridgeback", 2)])
def test_fading_creatures_enter_with_fade_counters_and_fade_away(name: str, fade: int) -> None:
    """2003 502.20a: N fade counters; one removed each upkeep; sacrificed when none is left."""
    s = _main(Scenario())
    card = s.hand(0, name)
    _lands(s, 0, "Forest", 4)
    g = s.start()
    cast(g, card)
    resolve_stack(g)
    (perm,) = ids(g, name)
    assert obj(g, perm).counters == {"fade": fade}
    for left in range(fade - 1, -1, -1):
        pass_until(g, Step.UPKEEP, active=0)
        resolve_stack(g)
        assert obj(g, perm).counters == {"fade": left}
        pass_until(g, Step.DRAW, active=0)
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    assert ids(g, name) == [] and name in names(g, Zone.GRAVEYARD, 0)


# -- rampage and flanking -----------------------------------------------------------------------------
def _double_block(attacker: str, blockers: list[str]) -> tuple[Game, int, list[int]]:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    a = s.battlefield(0, attacker)
    bs = [s.battlefield(1, b) for b in blockers]
    g = s.start()
    attack(g, {a: 1})
    block(g, {b: a for b in bs})
    while g.state.stack or g.state.pending_triggers:
        resolve_stack(g)
    return g, a, bs


@pytest.mark.parametrize("name,n,base", [("Craw Giant", 2, (6, 4)), ("Wolverine Pack", 2, (2, 4)),
                                         ("Balduvian War-Makers", 1, (3, 3))])
def test_rampage_counts_blockers_beyond_the_first(name: str, n: int, base: tuple[int, int]) -> None:
    """CR 702.23a (2003: 502.12a)."""
    g, a, _ = _double_block(name, ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"])
    o = obj(g, a)
    assert (power(g.state, o), toughness(g.state, o)) == (base[0] + 2 * n, base[1] + 2 * n)
    g, a, _ = _double_block(name, ["Grizzly Bears"])
    o = obj(g, a)
    assert (power(g.state, o), toughness(g.state, o)) == base


@pytest.mark.parametrize("name", ["Zhalfirin Knight", "Shadow Rider", "Mtenda Herder"])
def test_flanking_shrinks_blockers_without_flanking(name: str) -> None:
    """CR 702.25a (2003: 502.3a): a blocker without flanking gets -1/-1; one with flanking doesn't."""
    g, _a, (bears, knight) = _double_block(name, ["Grizzly Bears", "Femeref Knight"])
    st = g.state
    assert (power(st, obj(g, bears)), toughness(st, obj(g, bears))) == (1, 1)
    assert (power(st, obj(g, knight)), toughness(st, obj(g, knight))) == (2, 2)
    g, _a, (lions,) = _double_block(name, ["Savannah Lions"])  # 2/1: dies to the -1/-1
    assert ids(g, "Savannah Lions") == [] and lions not in g.state.objects


# -- cumulative upkeep --------------------------------------------------------------------------------
@pytest.mark.parametrize("name,land", [("Illusionary Forces", "Island"), ("Soldevi Simulacrum", "Island"),
                                       ("Uktabi Efreet", "Forest")])
def test_cumulative_upkeep_grows_until_it_cant_be_paid(name: str, land: str) -> None:
    """CR 702.24a: an age counter each upkeep, then pay the cost once per age counter or sacrifice."""
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    perm = s.battlefield(0, name)
    _lands(s, 0, land, 1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    assert obj(g, perm).counters == {"age": 1}
    d = g.state.decision
    assert d is not None and d.kind == "may"
    answer(g, True)
    assert ids(g, name) == [perm]
    pass_until(g, Step.DRAW, active=0)
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)  # two age counters: one land can't pay, no offer
    assert ids(g, name) == [] and name in names(g, Zone.GRAVEYARD, 0)


def test_declining_cumulative_upkeep_sacrifices() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    wolves = s.battlefield(0, "Arctic Wolves")
    _lands(s, 0, "Forest", 4)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, False)
    assert wolves not in g.state.objects and names(g, Zone.GRAVEYARD, 0) == ["Arctic Wolves"]


# -- "Sacrifice CARDNAME: It deals …" and "deals X damage to each creature" -------------------------------
def test_seal_of_fire_and_fire_bowman_deal_damage_as_they_are_sacrificed() -> None:
    """The sacrificed source deals the damage (last known information, CR 608.2h; 2003: 413.2f)."""
    s = _main(Scenario())
    seal = s.battlefield(0, "Seal of Fire")
    bowman = s.battlefield(0, "Fire Bowman")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    activate(g, seal, 0, targets=[bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.GRAVEYARD, 0) == ["Seal of Fire"]
    activate(g, bowman, 0, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19 and ids(g, "Fire Bowman") == []


@pytest.mark.parametrize("name,x,land", [("Savage Twister", 2, "Forest"), ("Starstorm", 2, "Mountain")])
def test_x_damage_to_each_creature(name: str, x: int, land: str) -> None:
    s = _main(Scenario())
    spell = s.hand(0, name)
    _lands(s, 0, "Mountain", 2)
    _lands(s, 0, land, 2)
    _lands(s, 0, "Plains", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start()
    g.apply(CastWith(spell, "x", x))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and bears not in g.state.objects
    assert obj(g, wurm).damage == x


# -- Fog, per-blocker pumps, drains, "and N damage to you" ----------------------------------------------
@pytest.mark.parametrize("name,land", [("Darkness", "Swamp"), ("Holy Day", "Plains")])
def test_fogs_prevent_all_combat_damage(name: str, land: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    wurm = s.battlefield(0, "Craw Wurm")
    fog = s.hand(1, name)
    s.battlefield(1, land)
    g = s.start()
    attack(g, {wurm: 1})
    pass_priority(g)
    cast(g, fog)
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[1].life == 20


@pytest.mark.parametrize("name,n,base", [("Elvish Berserker", 1, (1, 1)), ("Gang of Elk", 2, (5, 4))])
def test_becomes_blocked_pump_for_each_blocker(name: str, n: int, base: tuple[int, int]) -> None:
    g, a, _ = _double_block(name, ["Grizzly Bears", "Grizzly Bears"])
    o = obj(g, a)
    assert (power(g.state, o), toughness(g.state, o)) == (base[0] + 2 * n, base[1] + 2 * n)


@pytest.mark.parametrize("name,mana,n", [("Last Caress", "{B}{2}", 1), ("Soul Feast", "{B}{B}{3}", 4)])
def test_drain_spells(name: str, mana: str, n: int) -> None:
    s = _main(Scenario())
    spell = s.hand(0, name)
    s.pool(0, mana)
    g = s.start()
    cast(g, spell, targets=[player(1)])
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (20 + n, 20 - n)


def test_fireslinger_and_psionic_blast_hurt_their_controller_too() -> None:
    s = _main(Scenario())
    slinger = s.battlefield(0, "Fireslinger")
    blast = s.hand(0, "Psionic Blast")
    s.pool(0, "{U}{2}")
    g = s.start()
    activate(g, slinger, 0, targets=[player(1)])
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (19, 19)
    cast(g, blast, targets=[player(1)])
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (17, 15)
