"""More trigger events (compiler/trigger_events.py, rules/triggers.py), each class played with at least
two real cards in real games: state triggers (CR 603.8; 2003: 410.11), leaves-play triggers (CR
603.6c, 603.10a), "becomes the target", Sengir Vampire's "a creature dealt damage by CARDNAME this
turn dies", creatures entering / dying / blocking, the enchanted permanent's controller's upkeep,
"blocks or becomes blocked by a non-Wall creature" with its delayed destruction (CR 603.7), poison
and "defending player discards a card", and a few small ones."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import FinishDeclaring, PassPriority, Unmorph
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
    names,
    obj,
    pass_until,
    play_land,
    player,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _life(g: Game, p: int) -> int:
    return g.state.players[p].life


def _settle(g: Game) -> None:
    """Order simultaneous triggers as offered and let everything on the stack resolve."""
    for _ in range(200):
        d = g.state.decision
        if d is None or g.state.over:
            return
        if d.kind == "trigger_order":
            g.apply(g.legal_actions()[0])
        elif d.kind == "priority" and g.state.stack:
            g.apply(PassPriority())
        else:
            return


def _to_step(g: Game, step: Step) -> None:
    """Pass (declaring nothing, ordering triggers as offered) until ``step`` is reached."""
    for _ in range(400):
        d = g.state.decision
        if d is None or g.state.over or (g.state.step == step and d.kind == "priority" and not g.state.stack):
            return
        if d.kind == "trigger_order":
            g.apply(g.legal_actions()[0])
        elif d.kind in ("attackers", "blockers"):
            g.apply(FinishDeclaring())
        else:
            g.apply(PassPriority())


def _counters(g: Game, oid: int) -> int:
    return (obj(g, oid).counters or {}).get("+1/+1", 0)


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Dandân", "Merchant Ship", "Island Fish Jasconius", "Barbarian Outcast", "Covetous Dragon",
                 "Emperor Crocodile", "Tethered Griffin", "Pestilence", "Thran Quarry", "Delusions of Mediocrity",
                 "Illusions of Grandeur", "Goblin Firebug", "Thalakos Seer", "Phyrexian Bloodstock",
                 "Skulking Ghost", "Skulking Fugitive", "Tar Pit Warrior", "Task Force", "Segmented Wurm",
                 "Tethered Skirge", "Sengir Vampire", "Sengir Bats", "Vampiric Dragon", "Soul Warden",
                 "Wretched Anurid", "Elvish Vanguard", "Timid Drake", "Moonlit Wake", "Dingus Staff",
                 "Goblin Sharpshooter", "Parasitic Bond", "Wanderlust", "Cursed Land", "Warp Artifact",
                 "Feedback", "Cockatrice", "Thicket Basilisk", "Rock Basilisk", "Dread Specter", "Abomination",
                 "Crypt Cobra", "Swamp Mosquito", "Suq'Ata Assassin", "Abyssal Nightstalker", "Shrieking Specter",
                 "Alley Grifters", "Heat of Battle", "Battle Strain", "Goblin Marshal", "Hunting Moa",
                 "Stoic Champion", "Fleeting Aven", "Wall of Essence", "Pious Warrior", "Reckless Ogre",
                 "Rogue Kavu", "Skittering Skirge", "Skittering Horror", "Dirtcowl Wurm", "Pangosaur"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_refused_shapes() -> None:
    """The bodies name only what the event names: no "that creature" without a creature, no
    "defending player" outside the attacking card's own combat triggers."""
    for text in ("When CARDNAME leaves the battlefield, destroy that creature at end of combat.",
                 "Whenever a creature dies, destroy that creature at end of combat.",
                 "When CARDNAME enters the battlefield, defending player gets a poison counter.",
                 "When CARDNAME leaves the battlefield, CARDNAME deals 1 damage to that creature's controller.",
                 "Whenever CARDNAME becomes the target of a spell or ability, that player loses 1 life.",
                 "Whenever a creature dies, sacrifice it."):
        assert compile_text(text, "X", is_permanent=True).status != "full", text


# -- state triggers (CR 603.8; 2003: 410.11) ---------------------------------------------------------
def test_dandan_and_merchant_ship_are_sacrificed_when_their_controller_controls_no_islands() -> None:
    s = _main(Scenario())
    dandan = s.battlefield(0, "Dandân")
    ship = s.battlefield(0, "Merchant Ship")
    island = s.battlefield(0, "Island")
    s.battlefield(1, "Island")  # an opponent's Island doesn't count
    rain = s.hand(0, "Stone Rain")
    s.pool(0, "{2}{R}")
    g = s.start()
    assert not g.state.stack  # it controls an Island: nothing triggers
    cast(g, rain, [island])
    resolve_stack(g)
    # one trigger each, and only once while it waits on the stack (CR 603.8)
    assert g.state.decision is not None and g.state.decision.kind == "trigger_order"
    g.apply(g.legal_actions()[0])
    assert len(g.state.stack) == 2 and all(it.kind == "triggered" for it in g.state.stack)
    _settle(g)
    assert ids(g, "Dandân") == [] and ids(g, "Merchant Ship") == []
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Dandân", "Island", "Merchant Ship", "Stone Rain"]
    assert dandan not in g.state.battlefield and ship not in g.state.battlefield


def test_emperor_crocodile_and_covetous_dragon_state_triggers() -> None:
    """"no other creatures" ignores the card itself; "no artifacts" only counts its controller's."""
    s = _main(Scenario())
    croc = s.battlefield(0, "Emperor Crocodile")
    dragon = s.battlefield(0, "Covetous Dragon")
    s.battlefield(0, "Ornithopter")
    shatter = s.hand(0, "Shatter")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, shatter, [ids(g, "Ornithopter")[0]])
    resolve_stack(g)
    # the Dragon: no artifacts now; the Crocodile still has the Dragon beside it
    assert len(g.state.stack) == 1 and g.state.stack[0].source == dragon
    resolve_stack(g)
    assert ids(g, "Covetous Dragon") == []
    # now the Crocodile controls no other creatures
    assert len(g.state.stack) == 1 and g.state.stack[0].source == croc
    resolve_stack(g)
    assert ids(g, "Emperor Crocodile") == []


def test_pestilence_is_sacrificed_at_end_step_only_if_no_creatures_are_on_the_battlefield() -> None:
    """An intervening-if (CR 603.4; 2003: 404.3): checked as the end step begins and on resolution."""
    s = _main(Scenario())
    s.battlefield(0, "Pestilence")
    quarry = s.battlefield(1, "Thran Quarry")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=0)
    _settle(g)
    assert ids(g, "Pestilence") and ids(g, "Thran Quarry") == []  # P2 controls no creatures
    assert quarry not in g.state.battlefield and bears in g.state.battlefield
    s2 = _main(Scenario())
    s2.battlefield(0, "Pestilence")
    s2.battlefield(1, "Thran Quarry")
    g2 = s2.start()
    pass_until(g2, Step.END_OF_TURN, active=0)
    _settle(g2)
    assert ids(g2, "Pestilence") == [] and ids(g2, "Thran Quarry") == []


# -- leaves-play triggers (CR 603.6c, 603.10a; 2003: 410.10) ----------------------------------------------
def test_delusions_of_mediocrity_and_goblin_firebug_trigger_as_they_leave_play() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Delusions of Mediocrity")
    firebug = s.battlefield(0, "Goblin Firebug")
    mountain = s.battlefield(0, "Mountain")
    disenchant = s.hand(0, "Disenchant")
    shock = s.hand(0, "Shock")
    s.pool(0, "{1}{W}{R}")
    g = s.start()
    cast(g, disenchant, [ids(g, "Delusions of Mediocrity")[0]])
    resolve_stack(g)
    assert g.state.stack and g.state.stack[-1].kind == "triggered"
    resolve_stack(g)
    assert _life(g, 0) == 10
    cast(g, shock, [firebug])
    resolve_stack(g)
    resolve_stack(g)  # the Firebug's trigger: sacrifice a land (the only one)
    assert mountain not in g.state.battlefield and names(g, Zone.GRAVEYARD, 0).count("Mountain") == 1


def test_thalakos_seer_draws_when_it_phases_out_only_under_2003_rules() -> None:
    """2003 217.8: phasing out is leaving play, so leaves-play abilities trigger; under the modern
    rules (CR 702.26d) phasing is no zone change and nothing triggers."""
    for rules, drawn in (("oldframe", 1), ("modern", 0)):
        s = _main(Scenario(rules))
        seer = s.battlefield(0, "Thalakos Seer")
        ripple = s.hand(0, "Reality Ripple")
        s.library(0, ["Island", "Island"])
        s.pool(0, "{1}{U}")
        g = s.start()
        cast(g, ripple, [seer])
        resolve_stack(g)
        if g.state.stack:
            resolve_stack(g)
        assert len(g.state.players[0].hand) == drawn, rules


# -- "becomes the target of a spell or ability" ----------------------------------------------------------
def test_skulking_ghost_is_sacrificed_when_targeted_and_the_spell_fizzles() -> None:
    s = _main(Scenario())
    ghost = s.battlefield(0, "Skulking Ghost")
    warrior = s.battlefield(0, "Tar Pit Warrior")
    growth = s.hand(0, "Giant Growth")
    shock = s.hand(0, "Shock")
    s.pool(0, "{G}{R}")
    g = s.start()
    cast(g, growth, [ghost])
    assert g.state.stack[-1].kind == "triggered"  # above the spell (CR 603.3)
    resolve_stack(g)
    assert ids(g, "Skulking Ghost") == []
    resolve_stack(g)  # Giant Growth: its only target is gone (CR 608.2b)
    assert names(g, Zone.GRAVEYARD, 0).count("Giant Growth") == 1
    cast(g, shock, [warrior])
    resolve_stack(g)
    assert ids(g, "Tar Pit Warrior") == []


def test_task_force_and_segmented_wurm_react_to_being_targeted() -> None:
    s = _main(Scenario())
    force = s.battlefield(0, "Task Force")  # 1/3
    wurm = s.battlefield(0, "Segmented Wurm")  # 5/5
    bolt = s.hand(0, "Lightning Bolt")
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}{R}")
    g = s.start()
    cast(g, growth, [wurm])
    resolve_stack(g)  # the Wurm's trigger: a -1/-1 counter
    resolve_stack(g)
    assert (obj(g, wurm).counters or {}).get("-1/-1") == 1
    cast(g, bolt, [force])
    resolve_stack(g)  # +0/+3 first
    resolve_stack(g)  # 3 damage to a 1/6
    assert force in g.state.battlefield and obj(g, force).damage == 3


# -- Sengir Vampire (CR 603.10a) ---------------------------------------------------------------------
def test_sengir_vampire_and_sengir_bats_grow_when_a_creature_they_damaged_dies() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    vampire = s.battlefield(0, "Sengir Vampire")  # 3/3 flying
    bats = s.battlefield(0, "Sengir Bats")  # 1/2 flying
    bird = s.battlefield(1, "Suntail Hawk")  # 1/1 flying
    wall = s.battlefield(1, "Wall of Air")  # 1/5 flying
    bears = s.battlefield(1, "Grizzly Bears")
    shock = s.hand(0, "Shock")
    mountain = s.battlefield(0, "Mountain")
    g = s.start()
    attack(g, {vampire: 1, bats: 1})
    block(g, {bird: bats, wall: vampire})
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Suntail Hawk") == [] and _counters(g, bats) == 1
    assert _counters(g, vampire) == 0  # the Wall survived
    pass_until(g, Step.MAIN2)
    activate(g, mountain, 0)
    cast(g, shock, [wall])  # 3 + 2 = 5 damage: it dies, dealt damage by the Vampire this turn
    resolve_stack(g)
    resolve_stack(g)
    assert ids(g, "Wall of Air") == [] and _counters(g, vampire) == 1
    assert bears in g.state.battlefield and _counters(g, bats) == 1


# -- creatures entering and dying (CR 603.6a, 700.4) -----------------------------------------------------
def test_soul_warden_and_wretched_anurid_see_other_creatures_enter() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Wretched Anurid")
    warden = s.hand(0, "Soul Warden")
    bears = s.hand(0, "Grizzly Bears")
    s.pool(0, "{W}{1}{G}")
    g = s.start()
    cast(g, warden, [])
    resolve_stack(g)
    resolve_stack(g)  # the Anurid: the Warden is another creature; the Warden doesn't see itself
    assert _life(g, 0) == 19 and not g.state.stack
    cast(g, bears, [])
    resolve_stack(g)
    _settle(g)
    assert _life(g, 0) == 19  # -1 (Anurid) +1 (Warden)


def test_elvish_vanguard_counts_only_other_elves() -> None:
    s = _main(Scenario())
    vanguard = s.battlefield(0, "Elvish Vanguard")
    elves = s.hand(0, "Llanowar Elves")
    bears = s.hand(0, "Grizzly Bears")
    s.pool(0, "{G}{1}{G}")
    g = s.start()
    cast(g, elves, [])
    resolve_stack(g)
    resolve_stack(g)
    assert _counters(g, vanguard) == 1
    cast(g, bears, [])
    resolve_stack(g)
    assert not g.state.stack and _counters(g, vanguard) == 1


def test_moonlit_wake_and_dingus_staff_see_a_creature_die() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Moonlit Wake")
    s.battlefield(0, "Dingus Staff")
    bears = s.battlefield(1, "Grizzly Bears")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [bears])
    resolve_stack(g)
    _settle(g)
    assert _life(g, 0) == 21 and _life(g, 1) == 18  # the Staff hits the dead creature's controller


def test_goblin_marshal_enters_and_dies() -> None:
    s = _main(Scenario())
    marshal = s.hand(0, "Goblin Marshal")
    bolt = s.hand(0, "Lightning Bolt")  # the Marshal is a 3/3
    s.pool(0, "{4}{R}{R}{R}")
    g = s.start()
    cast(g, marshal, [])
    resolve_stack(g)
    resolve_stack(g)
    assert len(ids(g, "Goblin")) == 2 or len([o for o in g.state.battlefield if obj(g, o).is_token]) == 2
    marshal_now = ids(g, "Goblin Marshal")[0]
    cast(g, bolt, [marshal_now])
    resolve_stack(g)
    _settle(g)
    assert len([o for o in g.state.battlefield if obj(g, o).is_token]) == 4


# -- the enchanted permanent's controller's upkeep (CR 503.1) --------------------------------------------
def test_parasitic_bond_and_cursed_land_hit_the_enchanted_permanents_controller() -> None:
    s = _main(Scenario())
    bears = s.battlefield(1, "Grizzly Bears")
    forest = s.battlefield(1, "Forest")
    s.battlefield(0, "Parasitic Bond", attached_to=bears)
    s.battlefield(0, "Cursed Land", attached_to=forest)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    _settle(g)
    assert _life(g, 1) == 17 and _life(g, 0) == 20
    pass_until(g, Step.UPKEEP, active=0)
    assert not g.state.stack and _life(g, 1) == 17  # not on its caster's upkeep


# -- "blocks or becomes blocked by a non-Wall creature" (a delayed trigger, CR 603.7) ------------------
def test_thicket_basilisk_destroys_a_non_wall_blocker_at_end_of_combat() -> None:
    s = _main(Scenario())
    basilisk = s.battlefield(0, "Thicket Basilisk")  # 2/4
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    g = s.start()
    attack(g, {basilisk: 1})
    block(g, {giant: basilisk})
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert giant in g.state.battlefield  # not yet: at end of combat
    _settle(g)
    pass_until(g, Step.MAIN2)
    assert ids(g, "Hill Giant") == [] and basilisk in g.state.battlefield


def test_dread_specter_destroys_a_nonblack_attacker_it_blocks() -> None:
    s = _main(Scenario(), active=1)
    specter = s.battlefield(0, "Dread Specter")  # 3/3
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4: survives the Specter's 3 damage
    g = s.start()
    attack(g, {wurm: 0})
    block(g, {specter: wurm})
    _to_step(g, Step.MAIN2)
    # the Specter died in combat; its delayed trigger still destroys the Wurm at end of combat
    assert ids(g, "Craw Wurm") == [] and ids(g, "Dread Specter") == []


def test_cockatrice_blocked_by_a_wall_triggers_nothing() -> None:
    s = _main(Scenario())
    cockatrice = s.battlefield(0, "Cockatrice")
    wall = s.battlefield(1, "Wall of Air")
    g = s.start()
    attack(g, {cockatrice: 1})
    block(g, {wall: cockatrice})
    assert not g.state.stack
    pass_until(g, Step.MAIN2)
    assert wall in g.state.battlefield


# -- poison and "defending player discards a card" -----------------------------------------------------
def test_crypt_cobra_and_swamp_mosquito_poison_the_defending_player() -> None:
    s = _main(Scenario())
    cobra = s.battlefield(0, "Crypt Cobra")
    mosquito = s.battlefield(0, "Swamp Mosquito")
    s.poison(1, 8)
    g = s.start()
    attack(g, {cobra: 1, mosquito: 1})
    _to_step(g, Step.MAIN2)
    assert g.state.players[1].poison == 10 and g.state.over  # CR 704.5c (2003: 420.5c)


def test_abyssal_nightstalker_and_shrieking_specter_make_the_defender_discard() -> None:
    s = _main(Scenario())
    stalker = s.battlefield(0, "Abyssal Nightstalker")
    specter = s.battlefield(0, "Shrieking Specter")
    s.hand(1, ["Island", "Shock"])
    g = s.start()
    attack(g, {stalker: 1, specter: 1})
    resolve_stack(g)  # the Specter: "whenever attacks" — the defender chooses
    assert g.state.decision is not None and g.state.decision.kind == "discard" and g.state.decision.player == 1
    choose(g, ids(g, "Island", Zone.HAND)[0])
    _to_step(g, Step.MAIN2)
    assert g.state.players[1].hand == [] and sorted(names(g, Zone.GRAVEYARD, 1)) == ["Island", "Shock"]


# -- "Whenever a creature blocks" ----------------------------------------------------------------------
def test_heat_of_battle_and_battle_strain_hit_each_blockers_controller() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Heat of Battle")
    s.battlefield(1, "Battle Strain")
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {giant: 1})
    block(g, {bears: giant})
    _settle(g)
    assert _life(g, 1) == 18 and _life(g, 0) == 20


# -- small ones --------------------------------------------------------------------------------------
def test_stoic_champion_and_fleeting_aven_see_a_card_cycled() -> None:
    s = _main(Scenario())
    champion = s.battlefield(0, "Stoic Champion")
    aven = s.battlefield(1, "Fleeting Aven")
    moor = s.hand(0, "Barren Moor")
    s.library(0, ["Island", "Island"])
    s.pool(0, "{B}")
    g = s.start()
    activate(g, moor, 1)  # cycling (its mana ability comes first)
    _settle(g)
    assert obj(g, champion).card.name == "Stoic Champion"
    from oldframe.rules.characteristics import power

    assert power(g.state, obj(g, champion)) == 4
    assert aven not in g.state.battlefield and names(g, Zone.HAND, 1) == ["Fleeting Aven"]


def test_wall_of_essence_and_pious_warrior_gain_the_combat_damage_they_are_dealt() -> None:
    s = _main(Scenario(), active=1)
    wall = s.battlefield(0, "Wall of Essence")  # 0/4
    warrior = s.battlefield(0, "Pious Warrior")  # 2/3
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {giant: 0, bears: 0})
    block(g, {wall: giant, warrior: bears})
    _to_step(g, Step.MAIN2)
    assert _life(g, 0) == 25


def test_reckless_ogre_and_rogue_kavu_only_when_attacking_alone() -> None:
    from oldframe.rules.characteristics import power

    s = _main(Scenario())
    ogre = s.battlefield(0, "Reckless Ogre")  # 3/1
    kavu = s.battlefield(0, "Rogue Kavu")  # 1/1
    g = s.start()
    attack(g, {ogre: 1, kavu: 1})
    assert not g.state.stack
    s2 = _main(Scenario())
    ogre2 = s2.battlefield(0, "Reckless Ogre")
    g2 = s2.start()
    attack(g2, {ogre2: 1})
    resolve_stack(g2)
    assert power(g2.state, obj(g2, ogre2)) == 6
    s3 = _main(Scenario())
    kavu3 = s3.battlefield(0, "Rogue Kavu")
    g3 = s3.start()
    attack(g3, {kavu3: 1})
    resolve_stack(g3)
    assert power(g3.state, obj(g3, kavu3)) == 3


def test_skittering_skirge_is_sacrificed_when_its_controller_casts_a_creature_spell() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Skittering Skirge")
    s.battlefield(0, "Skittering Horror")
    bears = s.hand(0, "Grizzly Bears")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}{1}{G}")
    g = s.start()
    cast(g, shock, [player(1)])
    resolve_stack(g)
    assert ids(g, "Skittering Skirge") and ids(g, "Skittering Horror")  # not a creature spell
    cast(g, bears, [])
    _settle(g)
    assert ids(g, "Skittering Skirge") == [] and ids(g, "Skittering Horror") == []


def test_dirtcowl_wurm_and_pangosaur_see_lands_played() -> None:
    s = _main(Scenario(), active=1)
    wurm = s.battlefield(0, "Dirtcowl Wurm")
    pangosaur = s.battlefield(1, "Pangosaur")
    forest = s.hand(1, "Forest")
    g = s.start()
    play_land(g, forest)
    _settle(g)
    assert _counters(g, wurm) == 1
    assert pangosaur not in g.state.battlefield and "Pangosaur" in names(g, Zone.HAND, 1)


def test_a_may_trigger_on_a_new_event_asks_its_controller() -> None:
    """"Whenever a creature dies, you may pay {3}. If you do, draw a card." (Inheritance)."""
    s = _main(Scenario())
    s.battlefield(0, "Inheritance")
    bears = s.battlefield(1, "Grizzly Bears")
    shock = s.hand(0, "Shock")
    s.library(0, ["Island", "Island"])
    s.pool(0, "{R}{3}")
    g = s.start()
    cast(g, shock, [bears])
    resolve_stack(g)
    resolve_stack(g)
    if g.state.decision is not None and g.state.decision.kind == "may":
        answer(g, True)
    assert len(g.state.players[0].hand) == 1


def test_aven_farseer_and_bonethorn_valesk_see_a_permanent_turned_face_up() -> None:
    """CR 702.37e (2003: 502.26d): turning face up is a special action; "whenever a permanent is turned
    face up" then triggers, whoever's permanent it is."""
    s = _main(Scenario())
    farseer = s.battlefield(1, "Aven Farseer")
    s.battlefield(0, "Bonethorn Valesk")
    marauder = s.battlefield(0, "Skirk Marauder", face_down=True)  # morph {2}{R}
    s.pool(0, "{2}{R}")
    g = s.start()
    g.apply(Unmorph(marauder))
    _answer_targets(g, player(1))
    _settle(g)
    assert _counters(g, farseer) == 1 and _life(g, 1) == 17  # 1 (Valesk) + 2 (the Marauder)


def _answer_targets(g: Game, t: object) -> None:
    """Answer the target choices and trigger orderings that come up (each target: ``t``)."""
    for _ in range(10):
        d = g.state.decision
        if d is None:
            return
        if d.kind == "target":
            target(g, t)  # type: ignore[arg-type]
        elif d.kind == "trigger_order":
            g.apply(g.legal_actions()[0])
        else:
            return


def test_hunting_moa_puts_a_counter_as_it_enters_and_as_it_dies() -> None:
    s = _main(Scenario())
    moa = s.hand(0, "Hunting Moa")
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{2}{G}{R}")
    g = s.start()
    cast(g, moa, [])
    resolve_stack(g)
    target(g, bears)
    resolve_stack(g)
    assert _counters(g, bears) == 1
    cast(g, bolt, [ids(g, "Hunting Moa")[0]])
    resolve_stack(g)
    target(g, bears)  # it died: its trigger looks back (CR 603.10a)
    resolve_stack(g)
    assert _counters(g, bears) == 2 and "Hunting Moa" in names(g, Zone.GRAVEYARD, 0)


def test_the_end_step_trigger_without_a_condition_still_compiles() -> None:
    """The intervening-if is its own rule: "At the beginning of the end step, sacrifice CARDNAME."
    (Ball Lightning) is untouched."""
    pool = load_pool()
    for name in ("Ball Lightning", "Blistering Firecat", "Mark of Fury"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, name
    assert compile_text("At the beginning of your upkeep, if no creatures are on the battlefield, draw a card.",
                        "X", is_permanent=True).status != "full"


# -- the second batch: cycling the card, "one or more", draws and discards, damage, blocks ---------------
def test_second_batch_compiles_fully() -> None:
    pool = load_pool()
    for name in ("Gempalm Strider", "Complicate", "Sunfire Balm", "Serra Inquisitors", "Dwarven Soldier",
                 "Amphibious Kavu", "Woolly Spider", "Crimson Roc", "Fungusaur", "Underworld Dreams", "Megrim",
                 "Noble Stand", "Righteous Cause", "Straw Golem", "Sleeping Potion", "Mirozel"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_gempalm_strider_and_complicate_trigger_when_cycled() -> None:
    """CR 702.29c (2003: 502.18a): "When you cycle CARDNAME" triggers from the graveyard — on an
    instant too (Complicate)."""
    s = _main(Scenario())
    strider = s.hand(0, "Gempalm Strider")
    elves = s.battlefield(0, "Llanowar Elves")
    s.library(0, ["Island", "Island", "Island"])
    s.pool(0, "{2}{G}{G}")
    g = s.start()
    activate(g, strider, 0)
    _settle(g)
    from oldframe.rules.characteristics import power

    assert power(g.state, obj(g, elves)) == 3 and "Gempalm Strider" in names(g, Zone.GRAVEYARD, 0)

    s2 = _main(Scenario(), active=1)
    complicate = s2.hand(0, "Complicate")
    bears = s2.hand(1, "Grizzly Bears")
    s2.library(0, ["Island", "Island"])
    s2.pool(0, "{2}{U}")
    s2.pool(1, "{1}{G}")
    g2 = s2.start()
    cast(g2, bears, [])
    g2.apply(PassPriority())  # P1 gets priority with the Bears on the stack
    activate(g2, complicate, 0)
    _answer_targets(g2, g2.state.stack[0].oid)  # the trigger targets the Bears spell
    resolve_stack(g2)  # cycling: draw
    if g2.state.decision is not None and g2.state.decision.kind == "may":
        answer(g2, True)
    _settle(g2)
    # P2's pool was emptied by paying for the Bears: it can't pay {1}, the Bears are countered
    assert "Grizzly Bears" in names(g2, Zone.GRAVEYARD, 1) and ids(g2, "Grizzly Bears") == []


def test_serra_inquisitors_triggers_once_for_two_black_blockers() -> None:
    """"blocks or becomes blocked by one or more black creatures": once (CR 509.3d; 2003: 309.5)."""
    from oldframe.rules.characteristics import power

    s = _main(Scenario())
    inquisitors = s.battlefield(0, "Serra Inquisitors")  # 3/3
    a = s.battlefield(1, "Drudge Skeletons")  # 1/1 black
    b = s.battlefield(1, "Drudge Skeletons")
    g = s.start()
    attack(g, {inquisitors: 1})
    block(g, {a: inquisitors, b: inquisitors})
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert power(g.state, obj(g, inquisitors)) == 5


def test_dwarven_soldier_blocks_an_orc_and_amphibious_kavu_a_blue_creature() -> None:
    from oldframe.rules.characteristics import power, toughness

    s = _main(Scenario(), active=1)
    soldier = s.battlefield(0, "Dwarven Soldier")  # 2/1
    kavu = s.battlefield(0, "Amphibious Kavu")  # 2/2
    orcs = s.battlefield(1, "Ironclaw Orcs", allow_unplayable=True)  # 2/2 Orc
    drake = s.battlefield(1, "Merfolk of the Pearl Trident")  # 1/1 blue
    g = s.start()
    attack(g, {orcs: 0, drake: 0})
    block(g, {soldier: orcs, kavu: drake})
    _answer_targets(g, player(1))
    _settle(g)
    assert toughness(g.state, obj(g, soldier)) == 3 and power(g.state, obj(g, kavu)) == 5


def test_woolly_spider_and_crimson_roc_care_what_they_block() -> None:
    from oldframe.rules.characteristics import has_keyword, power, toughness

    s = _main(Scenario())
    hawk = s.battlefield(0, "Suntail Hawk")  # flying
    bears = s.battlefield(0, "Grizzly Bears")
    spider = s.battlefield(1, "Woolly Spider")
    roc = s.battlefield(1, "Crimson Roc")
    g = s.start()
    attack(g, {hawk: 1, bears: 1})
    block(g, {spider: hawk, roc: bears})
    _settle(g)
    assert toughness(g.state, obj(g, spider)) == 5
    assert power(g.state, obj(g, roc)) == 3 and has_keyword(g.state, obj(g, roc), "first strike")
    s2 = _main(Scenario())
    hawk2 = s2.battlefield(0, "Suntail Hawk")
    roc2 = s2.battlefield(1, "Crimson Roc")
    g2 = s2.start()
    attack(g2, {hawk2: 1})
    block(g2, {roc2: hawk2})
    assert not g2.state.stack  # a creature with flying: no trigger


def test_fungusaur_and_wall_of_hope_are_dealt_damage() -> None:
    s = _main(Scenario())
    fungusaur = s.battlefield(0, "Fungusaur")  # 2/2
    wall = s.battlefield(0, "Wall of Hope")
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    activate(g, sorcerer, 0, [fungusaur])
    _settle(g)
    assert fungusaur in g.state.battlefield and _counters(g, fungusaur) == 1
    cast(g, bolt, [wall])
    _settle(g)
    assert _life(g, 0) == 23


def test_underworld_dreams_and_megrim_punish_draws_and_discards() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Underworld Dreams")
    s.battlefield(0, "Megrim")
    recall = s.hand(0, "Ancestral Recall")
    rot = s.hand(0, "Mind Rot")
    s.library(1, ["Island", "Forest", "Mountain"])
    s.library(0, ["Island"])
    s.pool(0, "{U}{2}{B}")
    g = s.start()
    cast(g, recall, [player(1)])
    _settle(g)
    assert _life(g, 1) == 17  # one damage per card drawn
    cast(g, rot, [player(1)])
    resolve_stack(g)
    for _ in range(2):
        if g.state.decision is not None and g.state.decision.kind == "discard":
            choose(g, g.state.players[1].hand[0])
    _settle(g)
    assert _life(g, 1) == 13 and len(g.state.players[1].hand) == 1
    assert _life(g, 0) == 20


def test_noble_stand_and_righteous_cause_see_blocks_and_attacks() -> None:
    s = _main(Scenario())
    s.battlefield(1, "Noble Stand")
    s.battlefield(1, "Righteous Cause")
    s.battlefield(0, "Righteous Cause")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    wall = s.battlefield(1, "Wall of Air")
    g = s.start()
    attack(g, {bears: 1, giant: 1})
    _settle(g)
    assert _life(g, 0) == 22 and _life(g, 1) == 22  # two attackers, each Cause sees both
    block(g, {wall: giant})
    _settle(g)
    assert _life(g, 1) == 24


def test_straw_golem_and_skittering_skirge_whose_spell() -> None:
    s = _main(Scenario(), active=1)
    s.battlefield(0, "Straw Golem")
    s.battlefield(0, "Skittering Skirge")
    bears = s.hand(1, "Grizzly Bears")
    s.pool(1, "{1}{G}")
    g = s.start()
    cast(g, bears, [])
    _settle(g)
    assert ids(g, "Straw Golem") == [] and ids(g, "Skittering Skirge")  # an opponent's spell


def test_sleeping_potion_and_mirozel_react_to_being_targeted() -> None:
    s = _main(Scenario())
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.battlefield(0, "Sleeping Potion", attached_to=bears)
    mirozel = s.battlefield(1, "Mirozel")
    growth = s.hand(0, "Giant Growth")
    shock = s.hand(0, "Shock")
    s.pool(0, "{G}{R}")
    g = s.start()
    cast(g, growth, [bears])
    _settle(g)
    assert ids(g, "Sleeping Potion") == [] and "Sleeping Potion" in names(g, Zone.GRAVEYARD, 0)
    cast(g, shock, [mirozel])
    _settle(g)
    assert ids(g, "Mirozel") == [] and "Mirozel" in names(g, Zone.HAND, 1)


# -- "that creature": the creature the trigger event names ---------------------------------------------
def test_that_creature_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Sylvan Basilisk", "Voracious Cobra", "Quagmire Lamprey", "Flailing Drake", "Phyrexian Reaper",
                 "Phyrexian Slayer", "Mercurial Kite", "Dripping Dead", "Labyrinth Minotaur", "Spinal Graft",
                 "Infernal Medusa"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    # "that creature" only where the event names a creature in play
    for text in ("When CARDNAME enters the battlefield, tap that creature.",
                 "Whenever a creature dies, destroy that creature.",
                 "Whenever a player casts a creature spell, destroy that creature."):
        assert compile_text(text, "X", is_permanent=True).status != "full", text


def test_sylvan_basilisk_and_phyrexian_reaper_destroy_their_blockers() -> None:
    s = _main(Scenario())
    basilisk = s.battlefield(0, "Sylvan Basilisk")
    reaper = s.battlefield(0, "Phyrexian Reaper")
    wall = s.battlefield(1, "Wall of Stone")  # 0/8
    bears = s.battlefield(1, "Grizzly Bears")  # green
    giant = s.battlefield(1, "Hill Giant")  # red: no trigger for the Reaper
    g = s.start()
    attack(g, {basilisk: 1, reaper: 1})
    block(g, {wall: basilisk, bears: reaper, giant: reaper})
    _settle(g)
    assert ids(g, "Wall of Stone") == [] and ids(g, "Grizzly Bears") == []
    assert giant in g.state.battlefield


def test_voracious_cobra_and_mercurial_kite_act_on_the_creature_they_damaged() -> None:
    s = _main(Scenario(), active=1)
    cobra = s.battlefield(0, "Voracious Cobra")  # 2/2 first strike
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    g = s.start()
    attack(g, {wurm: 0})
    block(g, {cobra: wurm})
    _to_step(g, Step.MAIN2)
    # first-strike damage, the trigger resolves, the Wurm is gone before it deals regular damage
    assert ids(g, "Craw Wurm") == [] and cobra in g.state.battlefield

    s2 = _main(Scenario())
    kite = s2.battlefield(0, "Mercurial Kite")  # 2/2 flying
    wall = s2.battlefield(1, "Wall of Air")  # 1/5 flying, untapped
    g2 = s2.start()
    attack(g2, {kite: 1})
    block(g2, {wall: kite})
    _to_step(g2, Step.MAIN2)
    assert obj(g2, wall).tapped and kite in g2.state.battlefield
    pass_until(g2, Step.UPKEEP, active=1)
    assert obj(g2, wall).tapped  # it didn't untap in its controller's untap step


def test_quagmire_lamprey_and_flailing_drake_change_their_blocker() -> None:
    from oldframe.rules.characteristics import toughness

    s = _main(Scenario())
    lamprey = s.battlefield(0, "Quagmire Lamprey")
    drake = s.battlefield(0, "Flailing Drake")
    wall = s.battlefield(1, "Wall of Stone")
    hawk = s.battlefield(1, "Suntail Hawk")
    g = s.start()
    attack(g, {lamprey: 1, drake: 1})
    block(g, {wall: lamprey, hawk: drake})
    _settle(g)
    assert (obj(g, wall).counters or {}).get("-1/-1") == 1 and toughness(g.state, obj(g, hawk)) == 2


# -- "… it at end of combat" (delayed triggers of the card itself, CR 603.7) and "that creature's
# controller sacrifices a land" ---------------------------------------------------------------------------
def test_end_of_combat_and_controller_sacrifice_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Ceremonial Guard", "Cinder Wall", "Vebulid", "Fog Elemental", "Burning Sands", "Earthlink",
                 "Laccolith Grunt", "Laccolith Titan", "Laccolith Warrior", "Laccolith Whelp"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text("When CARDNAME enters the battlefield, destroy it at end of combat.", "X",
                        is_permanent=True).status != "full"


def test_ceremonial_guard_and_fog_elemental_leave_at_end_of_combat() -> None:
    s = _main(Scenario())
    guard = s.battlefield(0, "Ceremonial Guard")  # 3/4
    fog = s.battlefield(0, "Fog Elemental")  # 4/4 flying
    g = s.start()
    attack(g, {guard: 1, fog: 1})
    _settle(g)
    assert guard in g.state.battlefield and fog in g.state.battlefield  # still there: it waits for end of combat
    _to_step(g, Step.MAIN2)
    assert ids(g, "Ceremonial Guard") == [] and ids(g, "Fog Elemental") == [] and _life(g, 1) == 13
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Ceremonial Guard", "Fog Elemental"]


def test_cinder_wall_is_destroyed_after_blocking() -> None:
    s = _main(Scenario(), active=1)
    wall = s.battlefield(0, "Cinder Wall")  # 3/3
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {bears: 0})
    block(g, {wall: bears})
    _to_step(g, Step.MAIN2)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Cinder Wall") == []


def test_burning_sands_and_earthlink_make_the_dead_creatures_controller_sacrifice_a_land() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Burning Sands")
    bears = s.battlefield(1, "Grizzly Bears")
    forest = s.battlefield(1, "Forest")
    s.battlefield(0, "Mountain")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [bears])
    _settle(g)
    assert forest not in g.state.battlefield and ids(g, "Mountain")  # the Bears' controller's land

    s2 = _main(Scenario())
    s2.battlefield(1, "Earthlink")
    elves = s2.battlefield(0, "Llanowar Elves")
    swamp = s2.battlefield(0, "Swamp")
    s2.battlefield(1, "Forest")
    shock2 = s2.hand(0, "Shock")
    s2.pool(0, "{R}")
    g2 = s2.start()
    cast(g2, shock2, [elves])
    _settle(g2)
    assert swamp not in g2.state.battlefield and ids(g2, "Forest")


# -- the Laccoliths: "you may have it deal damage equal to its power to target creature. If you do, …" ----
def test_laccolith_grunt_and_warrior_redirect_their_damage_when_blocked() -> None:
    """The "may" is chosen on resolution (CR 603.5; 2003: 410.5); if chosen, it deals damage equal to its
    power to the target and assigns no combat damage (2003 310.1)."""
    for name in ("Laccolith Grunt", "Laccolith Warrior"):
        s = _main(Scenario())
        laccolith = s.battlefield(0, name)
        wall = s.battlefield(1, "Wall of Stone")  # 0/8 blocker
        bears = s.battlefield(1, "Grizzly Bears")  # the target
        g = s.start()
        attack(g, {laccolith: 1})
        block(g, {wall: laccolith})
        target(g, bears)
        resolve_stack(g)
        answer(g, True)
        assert ids(g, "Grizzly Bears") == [] and names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"], name
        _to_step(g, Step.MAIN2)
        assert obj(g, wall).damage == 0, name  # no combat damage from it


def test_laccolith_declined_deals_combat_damage_as_usual() -> None:
    s = _main(Scenario())
    laccolith = s.battlefield(0, "Laccolith Warrior")  # 3/3
    wall = s.battlefield(1, "Wall of Stone")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {laccolith: 1})
    block(g, {wall: laccolith})
    target(g, bears)
    resolve_stack(g)
    answer(g, False)
    pass_until(g, Step.END_COMBAT)
    assert bears in g.state.battlefield and obj(g, wall).damage == 3


def test_dwarven_vigilantes_and_farrels_zealot_hit_a_creature_instead_of_the_player() -> None:
    for name, dealt in (("Dwarven Vigilantes", 2), ("Farrel's Zealot", 3)):
        s = _main(Scenario())
        attacker = s.battlefield(0, name)  # 2/2
        wall = s.battlefield(1, "Wall of Stone")  # 0/8, doesn't block
        g = s.start()
        attack(g, {attacker: 1})
        block(g, {})
        target(g, wall)
        resolve_stack(g)
        answer(g, True)
        _to_step(g, Step.MAIN2)
        assert obj(g, wall).damage == dealt, name
        assert _life(g, 1) == 20, name  # it assigned no combat damage


# -- "you may gain N life" and "Whenever a player discards a card" ---------------------------------------
def test_second_may_batch_compiles_fully() -> None:
    pool = load_pool()
    for name in ("Confessor", "Spirit Cairn", "Totem Speaker", "Renewed Faith", "Dwarven Vigilantes",
                 "Farrel's Zealot"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_confessor_gains_when_any_player_discards_and_renewed_faith_when_cycled() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Confessor")
    faith = s.hand(0, "Renewed Faith")
    s.library(0, ["Island", "Island"])
    s.pool(0, "{1}{W}")
    g = s.start()
    activate(g, faith, 0)  # cycling: discarding is a cost (CR 702.29a)
    for _ in range(30):
        d = g.state.decision
        if d is not None and d.kind == "may":
            answer(g, True)
        elif d is not None and d.kind == "trigger_order":
            g.apply(g.legal_actions()[0])
        elif d is not None and d.kind == "priority" and g.state.stack:
            g.apply(PassPriority())
        else:
            break
    assert _life(g, 0) == 23 and not g.state.stack  # Confessor 1 + Renewed Faith 2


def test_totem_speaker_may_gain_life_for_a_beast() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Totem Speaker")
    bears = s.hand(0, "Grizzly Bears")
    tusker = s.hand(0, "Krosan Tusker")  # a Beast
    s.pool(0, "{1}{G}{5}{G}{G}")
    g = s.start()
    cast(g, bears, [])
    resolve_stack(g)
    assert not g.state.stack  # a Bear is no Beast
    cast(g, tusker, [])
    resolve_stack(g)
    resolve_stack(g)
    answer(g, True)
    assert _life(g, 0) == 23


def test_lowland_basilisk_corrupt_official_and_unstable_mutation() -> None:
    """Three more members of the classes above: "deals damage to a creature" with the delayed
    destruction (CR 603.7), "defending player discards a card at random", and "that creature" for
    the enchanted creature's controller's upkeep."""
    pool = load_pool()
    for name in ("Lowland Basilisk", "Corrupt Official", "Unstable Mutation"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text("At the beginning of the upkeep of enchanted land's controller, put a -1/-1 counter on "
                        "that creature.", "X", is_permanent=True).status != "full"

    s = _main(Scenario())
    basilisk = s.battlefield(0, "Lowland Basilisk")  # 1/3
    wall = s.battlefield(1, "Wall of Stone")  # 0/8
    g = s.start()
    attack(g, {basilisk: 1})
    block(g, {wall: basilisk})
    _to_step(g, Step.MAIN2)
    assert ids(g, "Wall of Stone") == []

    s2 = _main(Scenario())
    official = s2.battlefield(0, "Corrupt Official")
    bears = s2.battlefield(1, "Grizzly Bears")
    s2.hand(1, ["Island", "Forest"])
    g2 = s2.start()
    attack(g2, {official: 1})
    block(g2, {bears: official})
    _settle(g2)
    assert len(g2.state.players[1].hand) == 1 and len(names(g2, Zone.GRAVEYARD, 1)) == 1

    s3 = _main(Scenario())
    hill = s3.battlefield(1, "Hill Giant")
    s3.battlefield(0, "Unstable Mutation", attached_to=hill)
    g3 = s3.start()
    pass_until(g3, Step.UPKEEP, active=1)
    _settle(g3)
    assert (obj(g3, hill).counters or {}).get("-1/-1") == 1
