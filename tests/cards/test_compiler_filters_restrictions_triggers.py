"""The second batch of Oracle-compiler template classes, each with at least two real cards played in
real games: target filters, shroud, combat and untap restrictions, more trigger words and "you may",
counters, "sacrifice unless you pay", "destroy all", discard, X spells, delayed draws and Aura
abilities that name the enchanted creature."""

from __future__ import annotations

from oldframe.rules.actions import CastWith, ChooseTarget, DeclareAttacker, DeclareBlocker
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    block,
    cast,
    choose,
    ids,
    legal,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


def _target_choices(g: object) -> set[tuple[str, int]]:
    return {a.target for a in legal(g) if isinstance(a, ChooseTarget)}  # type: ignore[arg-type]


# -- target filters (filters.py) ---------------------------------------------------------------------
def test_dark_banishing_targets_only_nonblack_creatures() -> None:
    s = _main(Scenario())
    banish = s.hand(0, "Dark Banishing")
    white = s.battlefield(1, "Savannah Lions")
    black = s.battlefield(1, "Drudge Skeletons")
    s.pool(0, "{B}{2}")
    g = s.start()
    cast(g, banish)
    assert _target_choices(g) == {("object", white)}
    g.apply(ChooseTarget(("object", white)))
    resolve_stack(g)
    assert ids(g, "Savannah Lions") == [] and ids(g, "Drudge Skeletons") == [black]


def test_wing_snare_and_storm_front_need_a_flyer() -> None:
    s = _main(Scenario())
    snare = s.hand(0, "Wing Snare")
    front = s.battlefield(0, "Storm Front")
    bird = s.battlefield(1, "Suntail Hawk")
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{G}{G}{G}{2}")
    g = s.start()
    activate(g, front, 0)
    assert _target_choices(g) == {("object", bird), ("object", angel)}
    g.apply(ChooseTarget(("object", bird)))
    resolve_stack(g)
    assert obj(g, bird).tapped
    cast(g, snare, targets=[angel])
    resolve_stack(g)
    assert ids(g, "Serra Angel") == []


def test_mine_bearer_destroys_only_an_attacking_creature() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    bearer = s.battlefield(0, "Mine Bearer")
    raider = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {raider: 0})
    pass_priority(g)  # the attacker's priority; now the defender may act
    activate(g, bearer, 0)
    assert _target_choices(g) == {("object", raider)}
    g.apply(ChooseTarget(("object", raider)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []


# -- shroud --------------------------------------------------------------------------------------------
def test_shroud_creatures_cant_be_targeted() -> None:
    s = _main(Scenario())
    shock = s.hand(0, "Shock")
    insect = s.battlefield(1, "Deadly Insect")
    lookout = s.battlefield(1, "Elvish Lookout")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock)
    choices = _target_choices(g)
    assert ("object", bears) in choices
    assert ("object", insect) not in choices and ("object", lookout) not in choices


# -- combat and untap restrictions (statics.py, rules/evasion.py) ------------------------------------------
def _can_block(s: Scenario, attacker: int, blocker: int) -> bool:
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {attacker: 1})
    while g.state.decision is not None and g.state.decision.kind == "priority":
        pass_priority(g)
    return g.state.decision is not None and DeclareBlocker(blocker, attacker) in legal(g)


def test_phantom_warrior_is_unblockable_and_bog_rats_dodge_walls() -> None:
    s = Scenario()
    warrior = s.battlefield(0, "Phantom Warrior")
    bears = s.battlefield(1, "Grizzly Bears")
    assert not _can_block(s, warrior, bears)
    s2 = Scenario()
    rats = s2.battlefield(0, "Bog Rats")
    wall = s2.battlefield(1, "Wall of Stone")
    s2.battlefield(1, "Grizzly Bears")
    assert not _can_block(s2, rats, wall)
    s3 = Scenario()
    rats3 = s3.battlefield(0, "Bog Rats")
    bears3 = s3.battlefield(1, "Grizzly Bears")
    assert _can_block(s3, rats3, bears3)


def test_percher_blocks_only_flyers() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    percher = s.battlefield(1, "Belbe's Percher")
    assert not _can_block(s, bears, percher)
    s2 = Scenario()
    hawk = s2.battlefield(0, "Suntail Hawk")
    percher2 = s2.battlefield(1, "Stronghold Zeppelin")
    assert _can_block(s2, hawk, percher2)


def test_deep_sea_serpent_attacks_only_into_an_island_and_pacifism_stops_attacks() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    serpent = s.battlefield(0, "Deep-Sea Serpent")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Forest")
    g = s.start()
    assert DeclareAttacker(serpent, 1) not in legal(g) and DeclareAttacker(bears, 1) in legal(g)
    s2 = Scenario()
    s2.turn(active=0, step=Step.DECLARE_ATTACKERS)
    serpent2 = s2.battlefield(0, "Deep-Sea Serpent")
    s2.battlefield(1, "Island")
    g2 = s2.start()
    assert DeclareAttacker(serpent2, 1) in legal(g2)
    s3 = _main(Scenario())
    bears3 = s3.battlefield(1, "Grizzly Bears")
    pacifism = s3.hand(0, "Pacifism")
    s3.pool(0, "{W}{1}")
    g3 = s3.start()
    cast(g3, pacifism, targets=[bears3])
    resolve_stack(g3)
    pass_until(g3, Step.DECLARE_ATTACKERS, active=1)
    assert g3.state.decision is None or DeclareAttacker(bears3, 0) not in legal(g3)


def test_basalt_monolith_and_apathy_style_auras_dont_untap() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    monolith = s.battlefield(0, "Basalt Monolith", tapped=True)
    land = s.battlefield(0, "Forest", tapped=True)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, monolith).tapped and not obj(g, land).tapped


# -- triggers: more events and "you may" (triggers.py) -------------------------------------------------------
def test_chilling_apparition_makes_the_damaged_player_discard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    wraith = s.battlefield(0, "Chilling Apparition")
    card = s.hand(1, "Shock")
    g = s.start()
    attack(g, {wraith: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    while g.state.stack:
        resolve_stack(g)
    assert ids(g, "Shock", Zone.GRAVEYARD) and card not in g.state.players[1].hand


def test_becomes_blocked_triggers_once_and_may_draw() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    bear = s.battlefield(0, "Razorclaw Bear")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {bear: 1})
    block(g, {a: bear, b: bear})
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert (power(g.state, obj(g, bear)), toughness(g.state, obj(g, bear))) == (5, 5)

    s2 = Scenario()
    s2.turn(active=0, step=Step.DECLARE_ATTACKERS)
    nautilus = s2.battlefield(0, "Chambered Nautilus")
    wall = s2.battlefield(1, "Wall of Stone")
    g2 = s2.start()
    attack(g2, {nautilus: 1})
    block(g2, {wall: nautilus})
    hand = len(g2.state.players[0].hand)
    resolve_stack(g2)
    answer(g2, True)
    assert len(g2.state.players[0].hand) == hand + 1


def test_glowing_anemone_may_bounce_a_land() -> None:
    s = _main(Scenario())
    anemone = s.hand(0, "Glowing Anemone")
    land = s.battlefield(1, "Forest")
    s.pool(0, "{U}{3}")
    g = s.start()
    cast(g, anemone)
    resolve_stack(g)
    g.apply(ChooseTarget(("object", land)))
    resolve_stack(g)
    answer(g, False)
    assert ids(g, "Forest") == [land]


# -- "sacrifice CARDNAME unless you pay" (effects.py SacrificeUnlessPay) ---------------------------------------
def _upkeep_cost(card: str, lands: tuple[str, ...], pay: bool | None) -> bool:
    """Whether ``card`` is still in play after its upkeep trigger; ``pay`` answers the offer (None:
    no offer expected, the controller can't pay)."""
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, card)
    for land in lands:
        s.battlefield(0, land)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    d = g.state.decision
    if pay is None:
        assert d is None or d.kind != "may"
    else:
        assert d is not None and d.kind == "may"
        answer(g, pay)
    return bool(ids(g, card))


def test_drifting_djinn_and_junun_efreet_upkeep_costs() -> None:
    assert _upkeep_cost("Drifting Djinn", ("Island", "Swamp"), True)
    assert not _upkeep_cost("Drifting Djinn", ("Island", "Swamp"), False)
    assert not _upkeep_cost("Junún Efreet", ("Swamp",), None)  # can't pay {B}{B}
    assert _upkeep_cost("Junún Efreet", ("Swamp", "Swamp"), True)


# -- counters, destroy all, discard -----------------------------------------------------------------------------
def test_carrion_feeder_grows_with_counters() -> None:
    s = _main(Scenario())
    feeder = s.battlefield(0, "Carrion Feeder")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, feeder, 0, costs=[bears])
    resolve_stack(g)
    assert obj(g, feeder).counters == {"+1/+1": 1}
    assert power(g.state, obj(g, feeder)) == 2


def test_tranquility_and_acid_rain_destroy_all() -> None:
    s = _main(Scenario())
    tranquility, rain = s.hand(0, ["Tranquility", "Acid Rain"])
    for name in ("Glorious Anthem", "Forest", "Forest", "Island"):
        s.battlefield(1, name)
    s.pool(0, "{G}{U}{5}")
    g = s.start()
    cast(g, tranquility)
    resolve_stack(g)
    assert ids(g, "Glorious Anthem") == []
    cast(g, rain)
    resolve_stack(g)
    assert ids(g, "Forest") == [] and len(ids(g, "Island")) == 1


def test_armageddon_and_wrath_of_god() -> None:
    s = _main(Scenario())
    wrath = s.hand(0, "Wrath of God")
    s.battlefield(1, "Drudge Skeletons")
    s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{W}{W}{2}")
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    assert ids(g, "Drudge Skeletons") == [] and ids(g, "Grizzly Bears") == []


# -- X spells and delayed draws ------------------------------------------------------------------------------------
def test_blaze_and_death_grasp_read_x() -> None:
    s = _main(Scenario())
    blaze, grasp = s.hand(0, ["Blaze", "Death Grasp"])
    s.pool(0, "{R}{W}{B}{8}")
    g = s.start()
    g.apply(CastWith(blaze, "x", 3))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 17
    g.apply(CastWith(grasp, "x", 2))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 15 and g.state.players[0].life == 22


def test_blessed_wine_draws_at_the_next_upkeep() -> None:
    s = _main(Scenario())
    wine = s.hand(0, "Blessed Wine")
    s.pool(0, "{W}{1}")
    g = s.start()
    cast(g, wine)
    resolve_stack(g)
    assert g.state.players[0].life == 21
    hand = len(g.state.players[0].hand)
    pass_until(g, Step.DRAW, active=1)
    assert len(g.state.players[0].hand) == hand + 1


# -- Aura abilities naming the enchanted creature ---------------------------------------------------------------------
def test_phantom_wings_and_thrull_retainer_act_on_the_enchanted_creature() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    wings = s.hand(0, "Phantom Wings")
    s.pool(0, "{U}{1}")
    g = s.start()
    cast(g, wings, targets=[bears])
    resolve_stack(g)
    (aura,) = ids(g, "Phantom Wings")
    activate(g, aura, 0)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.HAND)

    s2 = _main(Scenario())
    lions = s2.battlefield(0, "Savannah Lions")
    retainer = s2.hand(0, "Thrull Retainer")
    shock = s2.hand(1, "Shock")
    s2.pool(0, "{B}")
    g2 = s2.start()
    cast(g2, retainer, targets=[lions])
    resolve_stack(g2)
    (aura2,) = ids(g2, "Thrull Retainer")
    activate(g2, aura2, 0)  # sacrificed as a cost: the ability still knows its creature
    resolve_stack(g2)
    assert obj(g2, lions).regen_shields == 1
    assert shock in g2.state.players[1].hand


# -- activation restrictions (activated.py, rules/activation.py) -------------------------------------------------
def _can_activate(g: object, oid: int, index: int = 0) -> bool:
    from oldframe.rules.actions import ActivateAbility

    return ActivateAbility(oid, index) in legal(g)  # type: ignore[arg-type]


def test_drake_hatchling_once_and_pit_imp_twice_each_turn() -> None:
    s = _main(Scenario())
    drake = s.battlefield(0, "Drake Hatchling")
    imp = s.battlefield(0, "Pit Imp")
    s.pool(0, "{U}{U}{B}{B}{B}")
    g = s.start()
    activate(g, drake, 0)
    resolve_stack(g)
    assert not _can_activate(g, drake)
    for _ in range(2):
        assert _can_activate(g, imp)
        activate(g, imp, 0)
        resolve_stack(g)
    assert not _can_activate(g, imp)
    assert power(g.state, obj(g, imp)) == 2  # a 0/1 pumped twice


def test_apprentice_sorcerer_before_attackers_and_cat_burglar_as_a_sorcery() -> None:
    s = _main(Scenario())
    sorcerer = s.battlefield(0, "Apprentice Sorcerer")
    burglar = s.battlefield(0, "Cat Burglar")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    g = s.start()
    assert _can_activate(g, sorcerer) and _can_activate(g, burglar)
    activate(g, sorcerer, 0, targets=[player(1)])
    assert not _can_activate(g, burglar)  # the stack isn't empty
    resolve_stack(g)
    assert g.state.players[1].life == 19
    s2 = Scenario()
    s2.turn(active=1, step=Step.MAIN1)
    sorcerer2 = s2.battlefield(0, "Apprentice Sorcerer")
    g2 = s2.start()
    pass_priority(g2)  # P1 passes; P2 gets priority on P1's turn
    assert g2.state.decision is not None and g2.state.decision.player == 0
    assert not _can_activate(g2, sorcerer2)


# -- library searches (search.py) ----------------------------------------------------------------------------------
def test_rampant_growth_puts_a_basic_land_in_tapped() -> None:
    s = _main(Scenario())
    growth = s.hand(0, "Rampant Growth")
    s.library(0, ["Forest", "Grizzly Bears", "Island"])
    s.pool(0, "{G}{1}")
    g = s.start()
    cast(g, growth)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "wish"
    names = sorted(obj(g, o).card.name for o in d.data["options"])
    assert names == ["Forest", "Island"]
    island = next(o for o in d.data["options"] if obj(g, o).card.name == "Island")
    choose(g, island)
    (new,) = ids(g, "Island")
    assert obj(g, new).tapped and obj(g, new).controller == 0


def test_cateran_brute_finds_a_cheap_mercenary_and_daru_cavalier_may_fetch_its_twin() -> None:
    s = _main(Scenario())
    brute = s.battlefield(0, "Cateran Brute")
    s.library(0, ["Cateran Overlord", "Cateran Persuader", "Cateran Brute", "Grizzly Bears"])
    s.pool(0, "{2}")
    g = s.start()
    activate(g, brute, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and [obj(g, o).card.name for o in d.data["options"]] == ["Cateran Persuader"]
    choose(g, d.data["options"][0])
    assert len(ids(g, "Cateran Persuader")) == 1

    s2 = _main(Scenario())
    cavalier = s2.hand(0, "Daru Cavalier")
    s2.library(0, ["Daru Cavalier", "Grizzly Bears"])
    s2.pool(0, "{W}{3}")
    g2 = s2.start()
    cast(g2, cavalier)
    resolve_stack(g2)
    resolve_stack(g2)
    answer(g2, True)
    d2 = g2.state.decision
    assert d2 is not None and d2.kind == "wish"
    choose(g2, d2.data["options"][0])
    assert ids(g2, "Daru Cavalier", Zone.HAND)


# -- spell-cast triggers and "you may pay … If you do" (triggers.py, MayPayThen)
def test_blue_spell_triggers_crystal_rod() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Crystal Rod")
    s.battlefield(0, "Warmth")
    s.battlefield(0, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    shock = s.hand(1, "Shock")
    s.pool(1, "{U}{R}")
    g = s.start()
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)  # Crystal Rod's trigger (on top of Unsummon)
    answer(g, True)
    assert g.state.players[0].life == 21 and obj(g, ids(g, "Island")[0]).tapped
    resolve_stack(g)  # Unsummon
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)  # Warmth's trigger: you gain 2 life
    resolve_stack(g)  # Shock
    assert g.state.players[0].life == 21


# -- "counter unless its controller pays", "gets … and gains …", "draw, then discard"
def test_mana_leak_and_force_spike() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    leak = s.hand(0, "Mana Leak")
    spike = s.hand(0, "Force Spike")
    s.pool(0, "{U}{U}{1}")
    bears = s.hand(1, "Grizzly Bears")
    lions = s.hand(1, "Savannah Lions")
    for _ in range(3):
        s.battlefield(1, "Forest")
    s.pool(1, "{W}")
    g = s.start()
    cast(g, lions)
    pass_priority(g)
    cast(g, spike, targets=[ids(g, "Savannah Lions", Zone.STACK)[0]])
    resolve_stack(g)
    answer(g, True)  # P2 pays {1} with a Forest
    resolve_stack(g)
    assert ids(g, "Savannah Lions")
    cast(g, bears)
    pass_priority(g)
    cast(g, leak, targets=[ids(g, "Grizzly Bears", Zone.STACK)[0]])
    resolve_stack(g)  # two Forests left: can't pay {3}
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD)


def test_angelic_blessing_and_dwarven_berserker_pump_and_grant() -> None:
    from oldframe.rules.characteristics import has_keyword

    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    blessing = s.hand(0, "Angelic Blessing")
    s.pool(0, "{W}{2}")
    g = s.start()
    cast(g, blessing, targets=[bears])
    resolve_stack(g)
    assert power(g.state, obj(g, bears)) == 5 and has_keyword(g.state, obj(g, bears), "flying")

    s2 = Scenario()
    s2.turn(active=0, step=Step.DECLARE_ATTACKERS)
    berserker = s2.battlefield(0, "Dwarven Berserker")
    wall = s2.battlefield(1, "Wall of Stone")
    g2 = s2.start()
    attack(g2, {berserker: 1})
    block(g2, {wall: berserker})
    resolve_stack(g2)
    assert power(g2.state, obj(g2, berserker)) == 4 and has_keyword(g2.state, obj(g2, berserker), "trample")


def test_merfolk_looter_and_sift_draw_then_discard() -> None:
    s = _main(Scenario())
    looter = s.battlefield(0, "Merfolk Looter")
    sift = s.hand(0, "Sift")
    shock = s.hand(0, "Shock")
    s.library(0, ["Island", "Forest", "Plains", "Swamp"])
    s.pool(0, "{U}{3}")
    g = s.start()
    hand = len(g.state.players[0].hand)
    activate(g, looter, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard"
    choose(g, shock)
    assert len(g.state.players[0].hand) == hand
    cast(g, sift)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard"
    choose(g, g.state.players[0].hand[-1])
    assert len(g.state.players[0].hand) == hand - 1 + 3 - 1
    assert ids(g, "Shock", Zone.GRAVEYARD) == [g.state.players[0].graveyard[0]]


# -- cards in graveyards as targets (filters.py) -----------------------------------------------------------------------
def test_raise_dead_and_resurrection_take_creature_cards_from_your_graveyard() -> None:
    s = _main(Scenario())
    raise_dead, resurrection = s.hand(0, ["Raise Dead", "Resurrection"])
    bears = s.graveyard(0, "Grizzly Bears")
    lions = s.graveyard(0, "Savannah Lions")
    s.graveyard(0, "Forest")
    s.graveyard(1, "Llanowar Elves")
    s.pool(0, "{B}{W}{W}{2}")
    g = s.start()
    cast(g, raise_dead)
    assert _target_choices(g) == {("object", bears), ("object", lions)}
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.HAND)
    cast(g, resurrection, targets=[lions])
    resolve_stack(g)
    (new,) = ids(g, "Savannah Lions")
    assert obj(g, new).controller == 0


def test_cremate_exiles_a_card_from_any_graveyard() -> None:
    s = _main(Scenario())
    cremate = s.hand(0, "Cremate")
    elves = s.graveyard(1, "Llanowar Elves")
    s.pool(0, "{B}")
    g = s.start()
    cast(g, cremate, targets=[elves])
    resolve_stack(g)
    assert ids(g, "Llanowar Elves", Zone.EXILE)


# -- sacrifice instructions, "blocked by more than one", "blocked by a creature"
def test_diabolic_edict_and_accursed_centaur_sacrifice() -> None:
    s = _main(Scenario())
    edict = s.hand(0, "Diabolic Edict")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")
    s.pool(0, "{B}{1}")
    g = s.start()
    cast(g, edict, targets=[player(1)])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and bears not in g.state.battlefield

    s2 = _main(Scenario())
    centaur = s2.hand(0, "Accursed Centaur")
    s2.pool(0, "{B}")
    g2 = s2.start()
    cast(g2, centaur)
    resolve_stack(g2)
    resolve_stack(g2)  # its only creature is itself
    assert ids(g2, "Accursed Centaur") == [] and ids(g2, "Accursed Centaur", Zone.GRAVEYARD)


def test_charging_rhino_takes_one_blocker_and_cave_tiger_grows_per_blocker() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    rhino = s.battlefield(0, "Charging Rhino")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {rhino: 1})
    while g.state.decision is not None and g.state.decision.kind == "priority":
        pass_priority(g)
    assert DeclareBlocker(a, rhino) in legal(g)
    g.apply(DeclareBlocker(a, rhino))
    assert DeclareBlocker(b, rhino) not in legal(g)

    s2 = Scenario()
    s2.turn(active=0, step=Step.DECLARE_ATTACKERS)
    tiger = s2.battlefield(0, "Cave Tiger")
    c = s2.battlefield(1, "Grizzly Bears")
    d = s2.battlefield(1, "Savannah Lions")
    g2 = s2.start()
    attack(g2, {tiger: 1})
    block(g2, {c: tiger, d: tiger})
    assert len(g2.state.stack) == 2
    resolve_stack(g2)
    resolve_stack(g2)
    assert power(g2.state, obj(g2, tiger)) == 4


# -- threshold statics (statics.py, rules/conditions.py) ---------------------------------------------------------------
def test_krosan_beast_and_mystic_enforcer_with_threshold() -> None:
    from oldframe.rules.characteristics import has_keyword

    s = _main(Scenario())
    beast = s.battlefield(0, "Krosan Beast")
    enforcer = s.battlefield(0, "Mystic Enforcer")
    for _ in range(6):
        s.graveyard(0, "Forest")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    assert power(g.state, obj(g, beast)) == 1 and not has_keyword(g.state, obj(g, enforcer), "flying")
    cast(g, shock, targets=[player(1)])
    resolve_stack(g)  # Shock is the seventh card
    assert (power(g.state, obj(g, beast)), toughness(g.state, obj(g, beast))) == (8, 8)
    assert has_keyword(g.state, obj(g, enforcer), "flying") and power(g.state, obj(g, enforcer)) == 6


# -- attack requirements and threshold activations --------------------------------------------------------------------
def test_bloodrock_cyclops_and_juggernaut_must_attack() -> None:
    from oldframe.rules.actions import FinishDeclaring

    for name in ("Bloodrock Cyclops", "Juggernaut"):
        s = Scenario()
        s.turn(active=0, step=Step.DECLARE_ATTACKERS)
        brute = s.battlefield(0, name)
        bears = s.battlefield(0, "Grizzly Bears")
        g = s.start()
        assert FinishDeclaring() not in legal(g)
        g.apply(DeclareAttacker(bears, 1))
        assert FinishDeclaring() not in legal(g)
        g.apply(DeclareAttacker(brute, 1))
        assert g.state.combat is not None and brute in g.state.combat.attackers


def test_chainflinger_and_krosan_avenger_need_threshold() -> None:
    s = _main(Scenario())
    flinger = s.battlefield(0, "Chainflinger")
    avenger = s.battlefield(0, "Krosan Avenger")
    s.pool(0, "{R}{R}{G}{2}")
    for _ in range(6):
        s.graveyard(0, "Forest")
    g = s.start()
    assert not _can_activate(g, flinger, 1) and not _can_activate(g, avenger, 0)
    s2 = _main(Scenario())
    flinger2 = s2.battlefield(0, "Chainflinger")
    avenger2 = s2.battlefield(0, "Krosan Avenger")
    s2.pool(0, "{R}{G}{3}")
    for _ in range(7):
        s2.graveyard(0, "Forest")
    g2 = s2.start()
    assert _can_activate(g2, avenger2, 0)
    activate(g2, flinger2, 1, targets=[player(1)])
    resolve_stack(g2)
    assert g2.state.players[1].life == 18
