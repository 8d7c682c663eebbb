"""Spell effects, modes and spell-level lines (compiler/spell_*.py, rules/atoms/spell_*.py), each
class with at least two real cards played in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import (
    ActivateAbility,
    CastSpell,
    CastWith,
    ChooseColor,
    ChooseMode,
    ChooseTarget,
    ChooseYesNo,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaring,
    PassPriority,
    PlayLand,
)
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, power, toughness
from oldframe.rules.events import HandLooked
from oldframe.rules.model.cards import ModalSpell
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    block,
    cast,
    choose,
    choose_type,
    ids,
    legal,
    names,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _full(*cards: str) -> None:
    pool = load_pool()
    for name in cards:
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _cast_mode(g: Game, oid: int, mode: int, targets: list[int] | None = None) -> None:
    """Cast a modal spell: the mode is announced before targets (CR 601.2b; 2003: 409.1b)."""
    g.apply(CastSpell(oid))
    assert g.pending is not None and g.pending.kind == "choose_mode"
    g.apply(ChooseMode(mode))
    for t in targets or []:
        g.apply(ChooseTarget(("object", t)))


# -- modal spells: "Choose one — • … • …" (CR 700.2; 2003: 409.1b) ------------------------------------
def test_modal_spells_compile_fully() -> None:
    _full("Blue Elemental Blast", "Red Elemental Blast", "Crosis's Charm", "Dromar's Charm", "Funeral Charm",
          "Healing Salve", "Ivory Charm", "Parch", "Recuperate", "Thunderbolt", "Darigaaz's Charm")


def test_red_elemental_blast_destroys_a_blue_permanent_or_counters_a_blue_spell() -> None:
    """Only the chosen mode's targets are chosen (2003: 409.1b-c)."""
    s = _main(Scenario())
    reb, reb2 = s.hand(0, ["Red Elemental Blast", "Red Elemental Blast"])
    drake = s.battlefield(1, "Wind Drake")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    g = s.start()
    _cast_mode(g, reb, 1)
    opts = [a for a in g.legal_actions() if isinstance(a, ChooseTarget)]
    assert ChooseTarget(("object", drake)) in opts and ChooseTarget(("object", bears)) not in opts
    g.apply(ChooseTarget(("object", drake)))
    resolve_stack(g)
    assert ids(g, "Wind Drake") == [] and ids(g, "Grizzly Bears") == [bears]
    # the counter mode has no legal target (no blue spell on the stack): only the destroy mode is offered
    s2 = _main(Scenario())
    reb2 = s2.hand(0, "Red Elemental Blast")
    s2.battlefield(1, "Wind Drake")
    s2.lands(0, "Mountain", 1)
    g2 = s2.start()
    g2.apply(CastSpell(reb2))
    assert g2.pending is not None and g2.legal_actions() == [ChooseMode(1)]


def test_blue_elemental_blast_counters_a_red_spell() -> None:
    s = _main(Scenario())
    shock = s.hand(0, "Shock")
    beb = s.hand(1, "Blue Elemental Blast")
    s.lands(0, "Mountain", 1)
    s.lands(1, "Island", 1)
    s.life(1, 20)
    g = s.start()
    cast(g, shock, [player(1)])
    pass_priority(g)
    _cast_mode(g, beb, 0, [ids(g, "Shock", Zone.STACK)[0]])
    resolve_stack(g)
    assert g.state.players[1].life == 20 and names(g, Zone.GRAVEYARD, 0) == ["Shock"]


def test_healing_salve_gains_life_or_prevents_damage() -> None:
    s = _main(Scenario())
    salve, salve2, shock = s.hand(0, ["Healing Salve", "Healing Salve", "Shock"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 1)
    s.life(1, 10)
    g = s.start()
    g.apply(CastSpell(salve))
    g.apply(ChooseMode(0))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 13
    _cast_mode(g, salve2, 1, [bears])
    resolve_stack(g)
    cast(g, shock, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [bears] and g.state.objects[bears].damage == 0


def test_parch_deals_four_only_to_a_blue_creature() -> None:
    s = _main(Scenario())
    parch = s.hand(0, "Parch")
    drake = s.battlefield(1, "Air Elemental")
    s.lands(0, "Mountain", 2)
    g = s.start()
    _cast_mode(g, parch, 1, [drake])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Air Elemental"]


# -- "… can't be blocked this turn." (CR 509.1b; 2003: 309.2) ------------------------------------------
def test_unblockable_this_turn_cards_compile_fully() -> None:
    _full("Infiltrate", "Touch of Invisibility", "Trailblazer", "Crafty Pathmage", "Dwarven Warriors",
          "Tawnos's Wand", "Hearth Charm", "Zhuge Jin, Wu Strategist")


def _blockable(g: Game, attacker: int, blocker: int) -> bool:
    attack(g, {attacker: 1})
    while g.state.decision is not None and g.state.decision.kind == "priority":
        pass_priority(g)
    return g.state.decision is not None and DeclareBlocker(blocker, attacker) in legal(g)


def test_infiltrate_makes_a_creature_unblockable_until_end_of_turn() -> None:
    s = _main(Scenario())
    infiltrate = s.hand(0, "Infiltrate")
    ogre = s.battlefield(0, "Gray Ogre")
    wall = s.battlefield(1, "Wall of Stone")
    s.lands(0, "Island", 1)
    g = s.start()
    cast(g, infiltrate, [ogre])
    resolve_stack(g)
    assert not _blockable(g, ogre, wall)
    # the effect ends with the turn (CR 514.2; 2003: 314.2)
    s2 = _main(Scenario())
    ogre2 = s2.battlefield(0, "Gray Ogre")
    wall2 = s2.battlefield(1, "Wall of Stone")
    g2 = s2.start()
    assert _blockable(g2, ogre2, wall2)


def test_dwarven_warriors_targets_only_a_creature_with_power_two_or_less() -> None:
    s = _main(Scenario())
    warriors = s.battlefield(0, "Dwarven Warriors")
    lions = s.battlefield(0, "Savannah Lions")
    ogre = s.battlefield(0, "Gray Ogre")  # power 2
    giant = s.battlefield(0, "Hill Giant")  # power 3
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    g.apply(ActivateAbility(warriors, 0))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert ("object", lions) in opts and ("object", ogre) in opts and ("object", giant) not in opts
    g.apply(ChooseTarget(("object", ogre)))
    resolve_stack(g)
    assert not _blockable(g, ogre, wall)


# -- "Switch target creature's power and toughness until end of turn." (layer 7d; CR 613.4d) ------------
def test_about_face_and_transmutation_switch_power_and_toughness() -> None:
    _full("About Face", "Transmutation")
    s = _main(Scenario())
    about, trans = s.hand(0, ["About Face", "Transmutation"])
    wall = s.battlefield(1, "Wall of Stone")  # 0/8
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    lions = s.battlefield(0, "Savannah Lions")  # 2/1
    s.lands(0, "Mountain", 1)
    s.lands(0, "Swamp", 2)
    g = s.start()
    cast(g, about, [wall])
    resolve_stack(g)
    # an 8/0 until end of turn: it dies (CR 704.5f; 2003: 420.5c)
    assert ids(g, "Wall of Stone") == [] and names(g, Zone.GRAVEYARD, 1) == ["Wall of Stone"]
    assert ids(g, "Hill Giant") == [giant]
    cast(g, trans, [lions])
    resolve_stack(g)
    li = g.state.objects[lions]
    assert (power(g.state, li), toughness(g.state, li)) == (1, 2)


# -- "You gain N life for each creature you control." (CR 608.2h) --------------------------------------
def test_folk_medicine_and_festival_of_trokin_count_your_creatures() -> None:
    _full("Folk Medicine", "Festival of Trokin", "Peach Garden Oath")
    s = _main(Scenario())
    medicine, festival = s.hand(0, ["Folk Medicine", "Festival of Trokin"])
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Savannah Lions")
    s.battlefield(1, "Hill Giant")  # not counted: the opponent's
    s.lands(0, "Forest", 3)
    s.lands(0, "Plains", 1)
    s.life(0, 10)
    g = s.start()
    cast(g, medicine)
    resolve_stack(g)
    assert g.state.players[0].life == 12
    cast(g, festival)
    resolve_stack(g)
    assert g.state.players[0].life == 16


# -- "Attacking creatures get +N/+N until end of turn." (CR 611.2c) ------------------------------------
def test_morale_and_trumpet_blast_pump_only_attacking_creatures() -> None:
    _full("Morale", "Trumpet Blast", "Army of Allah", "Pianna, Nomad Captain")
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    morale, blast = s.hand(0, ["Morale", "Trumpet Blast"])
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.lands(0, "Plains", 3)
    s.lands(0, "Mountain", 3)
    g = s.start()
    attack(g, {bears: 1})
    cast(g, morale)
    resolve_stack(g)
    cast(g, blast)
    resolve_stack(g)
    b, li = g.state.objects[bears], g.state.objects[lions]
    assert (power(g.state, b), toughness(g.state, b)) == (5, 3)
    assert (power(g.state, li), toughness(g.state, li)) == (2, 1)


# -- "Destroy all <color> creatures." (CR 701.7) -------------------------------------------------------
def test_virtues_ruin_and_cleanse_destroy_creatures_of_one_color() -> None:
    _full("Virtue's Ruin", "Cleanse", "Nature's Ruin", "Perish")
    s = _main(Scenario())
    ruin, cleanse = s.hand(0, ["Virtue's Ruin", "Cleanse"])
    lions = s.battlefield(1, "Savannah Lions")
    bears = s.battlefield(1, "Grizzly Bears")
    knight = s.battlefield(1, "Black Knight")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Plains", 4)
    g = s.start()
    cast(g, ruin)
    resolve_stack(g)
    assert ids(g, "Savannah Lions") == [] and ids(g, "Grizzly Bears") == [bears] and ids(g, "Black Knight") == [knight]
    cast(g, cleanse)
    resolve_stack(g)
    assert ids(g, "Black Knight") == [] and ids(g, "Grizzly Bears") == [bears]
    assert lions not in ids(g, "Savannah Lions")


# -- "Look at the top N cards of your library, then put them back in any order." ------------------------
def test_sage_owl_and_index_reorder_the_top_of_the_library() -> None:
    _full("Sage Owl", "Sage Aven", "Spire Owl", "Index", "Aven Fateshaper", "Mirri's Guile", "Discombobulate")
    s = _main(Scenario())
    owl, index = s.hand(0, ["Sage Owl", "Index"])
    lib = s.library(0, ["Shock", "Giant Growth", "Dark Ritual", "Counterspell", "Lightning Bolt"])  # top first
    s.lands(0, "Island", 3)
    g = s.start()
    cast(g, owl)
    resolve_stack(g)  # the Owl resolves; its trigger goes on the stack
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and sorted(d.data["options"]) == sorted(lib[:4])
    choose(g, lib[3])  # Counterspell on top, then Dark Ritual, Giant Growth, Shock; Lightning Bolt stays 5th
    choose(g, lib[2])
    choose(g, lib[1])
    assert not g.state.stack and g.state.players[0].library == [lib[4], lib[0], lib[1], lib[2], lib[3]]  # end = top
    cast(g, index)
    resolve_stack(g)
    for _ in range(4):
        d = g.state.decision
        assert d is not None and d.kind == "pick"
        choose(g, d.data["options"][-1])  # the lowest of the rest each time: the order turns over
    assert not g.state.stack and g.state.players[0].library == [lib[3], lib[2], lib[1], lib[0], lib[4]]


# -- target filters: creature types, "nonbasic" (CR 205.3, 205.4a) --------------------------------------
def test_tunnel_destroys_only_a_wall_and_wasteland_only_a_nonbasic_land() -> None:
    _full("Tunnel", "Goblin Digging Team", "Wasteland", "Dust Bowl", "Ravenous Baboons", "Daru Encampment",
          "Lord of the Undead", "Misery Charm")
    s = _main(Scenario())
    tunnel = s.hand(0, "Tunnel")
    wall = s.battlefield(1, "Wall of Stone")
    bears = s.battlefield(1, "Grizzly Bears")
    waste = s.battlefield(0, "Wasteland")
    tundra = s.battlefield(1, "Tundra")
    plains = s.battlefield(1, "Plains")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.apply(CastSpell(tunnel))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", wall)}
    g.apply(ChooseTarget(("object", wall)))
    resolve_stack(g)
    assert ids(g, "Wall of Stone") == [] and ids(g, "Grizzly Bears") == [bears]
    g.apply(ActivateAbility(waste, 1))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert ("object", tundra) in opts and ("object", plains) not in opts
    g.apply(ChooseTarget(("object", tundra)))
    resolve_stack(g)
    assert ids(g, "Tundra") == [] and ids(g, "Plains") == [plains]


def test_lord_of_the_undead_returns_only_a_zombie_card() -> None:
    s = _main(Scenario())
    lord = s.battlefield(0, "Lord of the Undead")
    zombie, bears = s.graveyard(0, ["Scathe Zombies", "Grizzly Bears"])
    s.lands(0, "Swamp", 2)
    g = s.start()
    g.apply(ActivateAbility(lord, 0))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", zombie)}
    g.apply(ChooseTarget(("object", zombie)))
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Scathe Zombies"] and ids(g, "Grizzly Bears", Zone.GRAVEYARD) == [bears]


# -- "Cast this spell only during …" (CR 601.3; 2003: 409.1) -------------------------------------------
def test_timing_restricted_spells_compile_fully() -> None:
    _full("Assassin's Blade", "Champion's Victory", "Eightfold Maze", "Just Fate", "Remove", "Teleport",
          "Warrior's Stand")


def test_assassins_blade_only_in_the_declare_attackers_step_when_attacked() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    blade, stand = s.hand(0, ["Assassin's Blade", "Warrior's Stand"])
    teleport = s.hand(1, "Teleport")
    ogre = s.battlefield(1, "Gray Ogre")
    knight = s.battlefield(1, "Black Knight")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Plains", 2)
    s.lands(1, "Island", 3)
    g = s.start()
    pass_priority(g)  # P1 gets priority in P2's main phase: neither spell can be cast yet
    assert CastSpell(blade) not in legal(g) and CastSpell(stand) not in legal(g)
    g.apply(PassPriority())
    pass_until(g, Step.DECLARE_ATTACKERS, player=1)
    attack(g, {ogre: 0, knight: 0})
    assert CastSpell(teleport) in legal(g)  # the declare attackers step, no matter who is attacked
    pass_priority(g)
    assert CastSpell(blade) in legal(g) and CastSpell(stand) in legal(g)
    g.apply(CastSpell(blade))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", ogre)}  # nonblack attacking creature
    g.apply(ChooseTarget(("object", ogre)))
    resolve_stack(g)
    assert ids(g, "Gray Ogre") == [] and ids(g, "Black Knight") == [knight]


def test_warriors_stand_not_for_the_attacking_player() -> None:
    """The attacking player hasn't been attacked: Warrior's Stand can't be cast on their own turn."""
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    stand = s.hand(0, "Warrior's Stand")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    g = s.start()
    attack(g, {bears: 1})
    assert g.state.step == Step.DECLARE_ATTACKERS and CastSpell(stand) not in legal(g)


# -- damage and prevention divided as you choose (CR 601.2d; 2003: 409.1d) -------------------------------
def _division_mode(name: str, amounts: tuple[int, ...]) -> int:
    """The mode of a dividing spell that announces ``amounts`` (one per target, in target order)."""
    card, _ = compiled_card_def(load_pool().get(name))
    sp = card.behaviour.spell
    assert sp is not None and isinstance(sp.effects[0], ModalSpell)
    for i, mode in enumerate(sp.effects[0].modes):
        if tuple(getattr(e, "amount", 0) for e in mode.effects) == amounts:
            return i
    raise AssertionError(amounts)


def test_dividing_spells_compile_fully() -> None:
    _full("Pyrotechnics", "Violent Eruption", "Volley of Boulders", "Arc Lightning", "Forked Lightning",
          "Embolden", "Remedy")


def test_pyrotechnics_divides_four_damage_among_three_targets() -> None:
    s = _main(Scenario())
    pyro = s.hand(0, "Pyrotechnics")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Mountain", 5)
    s.life(1, 20)
    g = s.start()
    g.apply(CastSpell(pyro))
    mode = _division_mode("Pyrotechnics", (2, 1, 1))
    assert ChooseMode(mode) in legal(g)
    g.apply(ChooseMode(mode))
    g.apply(ChooseTarget(("object", bears)))
    assert ChooseTarget(("object", bears)) not in legal(g)  # each target is different
    g.apply(ChooseTarget(("object", giant)))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and g.state.objects[giant].damage == 1 and g.state.players[1].life == 19


def test_forked_lightning_offers_only_divisions_with_enough_creatures() -> None:
    s = _main(Scenario())
    forked = s.hand(0, "Forked Lightning")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Mountain", 4)
    g = s.start()
    g.apply(CastSpell(forked))
    offered = {a.index for a in legal(g) if isinstance(a, ChooseMode)}
    three = _division_mode("Forked Lightning", (1, 1, 2))
    assert three not in offered and _division_mode("Forked Lightning", (1, 3)) in offered  # two creatures only
    g.apply(ChooseMode(_division_mode("Forked Lightning", (2, 2))))
    g.apply(ChooseTarget(("object", bears)))
    g.apply(ChooseTarget(("object", giant)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and g.state.objects[giant].damage == 2


def test_remedy_divides_prevention() -> None:
    s = _main(Scenario())
    remedy, pyro = s.hand(0, ["Remedy", "Pyrotechnics"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 5)
    s.life(0, 20)
    g = s.start()
    g.apply(CastSpell(remedy))
    g.apply(ChooseMode(_division_mode("Remedy", (2, 3))))
    g.apply(ChooseTarget(("object", bears)))
    g.apply(ChooseTarget(player(0)))
    resolve_stack(g)
    g.apply(CastSpell(pyro))
    g.apply(ChooseMode(_division_mode("Pyrotechnics", (3, 1))))
    g.apply(ChooseTarget(("object", bears)))  # 3 damage, 2 of it prevented
    g.apply(ChooseTarget(player(0)))  # 1 damage, prevented
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [bears] and g.state.objects[bears].damage == 1
    assert g.state.players[0].life == 20


# -- kicker on instants and sorceries (CR 702.33d; 2003: 502.21) ----------------------------------------
def test_kicker_spells_compile_fully() -> None:
    _full("Dismantling Blow", "Explosive Growth", "Hypnotic Cloud", "Breath of Darigaaz", "Canopy Surge")


def test_dismantling_blow_draws_two_only_when_kicked() -> None:
    s = _main(Scenario())
    blow, blow2 = s.hand(0, ["Dismantling Blow", "Dismantling Blow"])
    crusade = s.battlefield(1, "Crusade")
    rod = s.battlefield(1, "Rod of Ruin")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.lands(0, "Island", 5)
    s.lands(0, "Plains", 5)
    g = s.start()
    cast(g, blow, [crusade])
    resolve_stack(g)
    assert ids(g, "Crusade") == [] and len(g.state.players[0].hand) == 1
    g.apply(CastWith(blow2, "kicker", 0))
    g.apply(ChooseTarget(("object", rod)))
    resolve_stack(g)
    assert ids(g, "Rod of Ruin") == [] and names(g, Zone.HAND, 0) == ["Shock", "Shock"]


def test_explosive_growth_and_hypnotic_cloud_do_more_instead_when_kicked() -> None:
    s = _main(Scenario())
    growth, growth2, cloud = s.hand(0, ["Explosive Growth", "Explosive Growth", "Hypnotic Cloud"])
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.hand(1, ["Shock", "Shock", "Shock", "Shock"])
    s.lands(0, "Forest", 8)
    s.lands(0, "Swamp", 6)
    g = s.start()
    cast(g, growth, [bears])
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (4, 4)
    g.apply(CastWith(growth2, "kicker", 0))
    g.apply(ChooseTarget(("object", lions)))
    resolve_stack(g)
    li = g.state.objects[lions]
    assert (power(g.state, li), toughness(g.state, li)) == (7, 6)  # +5/+5, not +7/+7
    g.apply(CastWith(cloud, "kicker", 0))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    for _ in range(3):  # that player chooses the cards (CR 701.8b)
        d = g.state.decision
        if d is None or d.kind == "priority":
            break
        choose(g, g.state.players[1].hand[0])
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[1].graveyard) == 3


def test_breath_of_darigaaz_and_earthquake_spare_flyers() -> None:
    _full("Earthquake", "Hurricane", "Claws of Wirewood", "Volcanic Spray")
    s = _main(Scenario())
    breath = s.hand(0, "Breath of Darigaaz")
    giant = s.battlefield(1, "Hill Giant")
    drake = s.battlefield(1, "Wind Drake")
    s.lands(0, "Mountain", 4)
    s.life(0, 20)
    s.life(1, 20)
    g = s.start()
    g.apply(CastWith(breath, "kicker", 0))
    resolve_stack(g)
    assert ids(g, "Hill Giant") == [] and ids(g, "Wind Drake") == [drake]
    assert g.state.players[0].life == 16 and g.state.players[1].life == 16
    s2 = _main(Scenario())
    claws = s2.hand(0, "Claws of Wirewood")
    giant2 = s2.battlefield(1, "Hill Giant")
    drake2 = s2.battlefield(1, "Wind Drake")
    s2.lands(0, "Forest", 4)
    s2.life(1, 20)
    g2 = s2.start()
    cast(g2, claws)
    resolve_stack(g2)
    assert ids(g2, "Wind Drake") == [] and ids(g2, "Hill Giant") == [giant2] and g2.state.players[1].life == 17
    assert giant not in ids(g, "Hill Giant") and drake2 not in ids(g2, "Wind Drake")


# -- "This spell can't be countered." (CR 101.2, 701.5) --------------------------------------------------
def test_blurred_mongoose_and_scragnoth_cant_be_countered() -> None:
    _full("Blurred Mongoose", "Scragnoth")
    s = _main(Scenario())
    mongoose, scragnoth = s.hand(0, ["Blurred Mongoose", "Scragnoth"])
    spell, leak = s.hand(1, ["Counterspell", "Mana Leak"])
    s.lands(0, "Forest", 7)
    s.lands(1, "Island", 4)
    g = s.start()
    cast(g, mongoose)
    pass_priority(g)
    cast(g, spell, [ids(g, "Blurred Mongoose", Zone.STACK)[0]])
    resolve_stack(g)  # Counterspell resolves and does nothing to it
    assert names(g, Zone.GRAVEYARD, 1) == ["Counterspell"] and len(ids(g, "Blurred Mongoose", Zone.STACK)) == 1
    resolve_stack(g)
    assert len(ids(g, "Blurred Mongoose")) == 1
    cast(g, scragnoth)  # all seven Forests are now tapped: the Mana Leak can't be paid
    pass_priority(g)
    cast(g, leak, [ids(g, "Scragnoth", Zone.STACK)[0]])
    resolve_stack(g)
    assert len(ids(g, "Scragnoth", Zone.STACK)) == 1
    resolve_stack(g)
    assert len(ids(g, "Scragnoth")) == 1


# -- "Target creature gets +X/+0 until end of turn." (CR 107.3) -----------------------------------------
def test_enrage_and_bloodcurdling_scream_add_x_power() -> None:
    _full("Enrage", "Bloodcurdling Scream", "Howl from Beyond")
    s = _main(Scenario())
    enrage, scream = s.hand(0, ["Enrage", "Bloodcurdling Scream"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 4)
    s.lands(0, "Swamp", 3)
    g = s.start()
    g.apply(CastWith(enrage, "x", 3))
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (5, 2)
    g.apply(CastWith(scream, "x", 2))
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    assert (power(g.state, b), toughness(g.state, b)) == (7, 2)


# -- "Target creature attacks this turn if able." (CR 508.1d; 2003: 308.2b) -----------------------------
def test_boiling_blood_and_imps_taunt_force_an_attack() -> None:
    _full("Boiling Blood", "Imps' Taunt")
    for spell, lands in (("Boiling Blood", "Mountain"), ("Imps' Taunt", "Swamp")):  # {2}{R}, {1}{B}
        s = Scenario()
        s.turn(active=1, step=Step.UPKEEP)
        card = s.hand(0, spell)
        bears = s.battlefield(1, "Grizzly Bears")
        s.battlefield(1, "Savannah Lions")
        s.lands(0, lands, 3)
        g = s.start()
        pass_priority(g)  # to P1 in P2's upkeep
        cast(g, card, [bears])
        resolve_stack(g)
        pass_until(g, Step.DECLARE_ATTACKERS, active=1)
        while g.state.decision is not None and g.state.decision.kind == "priority":
            pass_priority(g)
        assert g.state.decision is not None and g.state.decision.kind == "attackers"
        assert FinishDeclaring() not in legal(g)  # the Bears must attack; the Lions needn't
        g.apply(DeclareAttacker(bears, 0))
        assert FinishDeclaring() in legal(g)


# -- "Exile target <permanent>." (CR 406.2) and "target nonartifact, nonblack creature" -----------------
def test_exile_a_permanent_and_comma_filters_compile_fully() -> None:
    _full("Erase", "Second Thoughts", "Treva's Charm", "Lawbringer", "Lieutenant Kirtar", "Terror", "Expunge",
          "Bone Shredder", "Feast or Famine")


def test_second_thoughts_exiles_an_attacking_creature_and_erase_an_enchantment() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    thoughts, erase = s.hand(0, ["Second Thoughts", "Erase"])
    giant = s.battlefield(1, "Hill Giant")
    crusade = s.battlefield(1, "Crusade")
    s.library(0, "Shock")
    s.lands(0, "Plains", 6)
    g = s.start()
    attack(g, {giant: 0})
    pass_priority(g)
    cast(g, thoughts, [giant])
    resolve_stack(g)
    assert ids(g, "Hill Giant") == [] and names(g, Zone.EXILE, 1) == ["Hill Giant"]
    assert names(g, Zone.HAND, 0) == ["Erase", "Shock"]
    pass_priority(g)  # the active player passes; P1 casts again
    cast(g, erase, [crusade])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 1) == ["Hill Giant", "Crusade"]


def test_terror_targets_only_a_nonartifact_nonblack_creature() -> None:
    s = _main(Scenario())
    terror = s.hand(0, "Terror")
    knight = s.battlefield(1, "Black Knight")
    golem = s.battlefield(1, "Obsianus Golem")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    g = s.start()
    g.apply(CastSpell(terror))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", bears)} and ("object", knight) not in opts and ("object", golem) not in opts
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []


# -- "<creatures> gain <keyword> until end of turn", "<it> loses <keyword> until end of turn" ------------
def test_crossbow_ambush_and_skyshaper_give_your_creatures_a_keyword() -> None:
    _full("Crossbow Ambush", "Treetop Defense", "Skyshaper")
    s = _main(Scenario())
    ambush = s.hand(0, "Crossbow Ambush")
    shaper = s.battlefield(0, "Skyshaper")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Savannah Lions")
    s.lands(0, "Forest", 1)
    g = s.start()
    cast(g, ambush)
    resolve_stack(g)
    b = g.state.objects[bears]
    assert has_keyword(g.state, b, "reach") and not has_keyword(g.state, g.state.objects[theirs], "reach")
    activate(g, shaper, 0, costs=[])
    resolve_stack(g)
    assert has_keyword(g.state, b, "flying") and not has_keyword(g.state, g.state.objects[theirs], "flying")


def test_canopy_claws_and_radjan_spirit_take_flying_away() -> None:
    _full("Canopy Claws", "Radjan Spirit", "Downdraft")
    s = _main(Scenario())
    claws = s.hand(0, "Canopy Claws")
    spirit = s.battlefield(0, "Radjan Spirit")
    drake, serra = s.battlefield(1, "Wind Drake"), s.battlefield(1, "Serra Angel")
    s.lands(0, "Forest", 1)
    g = s.start()
    cast(g, claws, [drake])
    resolve_stack(g)
    activate(g, spirit, 0, [serra])
    resolve_stack(g)
    assert not has_keyword(g.state, g.state.objects[drake], "flying")
    assert not has_keyword(g.state, g.state.objects[serra], "flying")
    assert has_keyword(g.state, g.state.objects[serra], "vigilance")


# -- "Draw a card for each creature you control.", "Target player gains X life." -------------------------
def test_collective_unconscious_and_stream_of_life() -> None:
    _full("Collective Unconscious", "Stream of Life", "Energy Bolt")
    s = _main(Scenario())
    uncon, stream = s.hand(0, ["Collective Unconscious", "Stream of Life"])
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Savannah Lions")
    s.battlefield(1, "Hill Giant")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.lands(0, "Forest", 10)
    s.life(1, 5)
    g = s.start()
    cast(g, uncon)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Stream of Life", "Shock", "Shock"]
    g.apply(CastWith(stream, "x", 3))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 8


# -- "target Aura", "target Island" (CR 205.3) -----------------------------------------------------------
def test_flash_flood_returns_a_mountain_and_hope_charm_destroys_an_aura() -> None:
    _full("Flash Flood", "Active Volcano", "Hope Charm")
    s = _main(Scenario())
    flood, charm = s.hand(0, ["Flash Flood", "Hope Charm"])
    mountain = s.battlefield(1, "Mountain")
    s.battlefield(1, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    aura = s.battlefield(1, "Holy Strength", attached_to=bears)
    crusade = s.battlefield(1, "Crusade")
    s.lands(0, "Island", 1)
    s.lands(0, "Plains", 1)
    g = s.start()
    g.apply(CastSpell(flood))
    g.apply(ChooseMode(1))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", mountain)}
    g.apply(ChooseTarget(("object", mountain)))
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Mountain"]
    g.apply(CastSpell(charm))
    g.apply(ChooseMode(2))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", aura)} and ("object", crusade) not in opts
    g.apply(ChooseTarget(("object", aura)))
    resolve_stack(g)
    assert ids(g, "Holy Strength") == [] and ids(g, "Crusade") == [crusade]


# -- "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game." ---
def _pass_turn_end(g: Game, turn: int) -> None:
    """Pass into turn ``turn``'s end step and let its beginning-of-step triggers resolve."""
    pass_until(g, Step.END_OF_TURN, turn=turn)
    for _ in range(10):
        if g.state.over or not g.state.stack:
            break
        resolve_stack(g)


def test_final_fortune_loses_at_the_end_of_the_extra_turn() -> None:
    _full("Final Fortune", "Last Chance", "Warrior's Oath")
    s = _main(Scenario())
    fortune = s.hand(0, "Final Fortune")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.library(1, ["Shock", "Shock", "Shock"])
    s.lands(0, "Mountain", 2)
    g = s.start()
    first = g.state.turn
    cast(g, fortune)
    resolve_stack(g)
    _pass_turn_end(g, first)
    assert not g.state.players[0].lost  # not this turn's end step
    pass_until(g, Step.MAIN1, turn=first + 1)
    assert g.state.active == 0  # the extra turn
    _pass_turn_end(g, first + 1)
    assert g.state.players[0].lost and g.state.over


def test_last_chance_waits_for_its_own_turn_when_time_walk_comes_first() -> None:
    """Extra turns created later are taken first (CR 500.7; 2003: 300.7): the loss comes at the end
    of the Last Chance turn, the second extra turn."""
    s = _main(Scenario())
    chance, walk = s.hand(0, ["Last Chance", "Time Walk"])
    s.library(0, ["Shock", "Shock", "Shock"])
    s.library(1, ["Shock", "Shock", "Shock"])
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 2)
    g = s.start()
    first = g.state.turn
    cast(g, chance)
    resolve_stack(g)
    cast(g, walk)
    resolve_stack(g)
    _pass_turn_end(g, first + 1)  # Time Walk's turn
    assert g.state.active == 0 and not g.state.players[0].lost
    _pass_turn_end(g, first + 2)  # Last Chance's turn
    assert g.state.active == 0 and g.state.players[0].lost


# -- untap all, draw and lose life, draw then discard at random, each attacking creature, another target ---
def test_mobilize_and_rally_the_troops_untap_your_creatures() -> None:
    _full("Mobilize", "Rally the Troops", "Vitalize")
    s = _main(Scenario())
    mobilize = s.hand(0, "Mobilize")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Savannah Lions", tapped=True)
    s.lands(0, "Forest", 1)
    g = s.start()
    cast(g, mobilize)
    resolve_stack(g)
    assert not g.state.objects[bears].tapped and g.state.objects[theirs].tapped


def test_ambitions_cost_and_goblin_lore() -> None:
    _full("Ambition's Cost", "Ancient Craving", "Phyrexian Gargantua", "Goblin Lore", "Control of the Court")
    s = _main(Scenario())
    cost, lore = s.hand(0, ["Ambition's Cost", "Goblin Lore"])
    s.library(0, ["Shock"] * 8)
    s.lands(0, "Swamp", 4)
    s.lands(0, "Mountain", 2)
    s.life(0, 20)
    g = s.start()
    cast(g, cost)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 4 and g.state.players[0].life == 17  # Goblin Lore + 3
    cast(g, lore)
    resolve_stack(g)
    # 3 + 4 drawn - 3 discarded; the graveyard: the two spells and the three discarded cards
    assert len(g.state.players[0].hand) == 4 and len(g.state.players[0].graveyard) == 5


def test_sandstorm_and_rain_of_blades_hit_only_attacking_creatures() -> None:
    _full("Sandstorm", "Rain of Blades", "Scorching Winds")
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    storm, rain = s.hand(0, ["Sandstorm", "Rain of Blades"])
    lions = s.battlefield(1, "Savannah Lions")
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.lands(0, "Forest", 1)
    s.lands(0, "Plains", 1)
    g = s.start()
    attack(g, {lions: 0, bears: 0})
    pass_priority(g)
    cast(g, storm)
    resolve_stack(g)
    assert ids(g, "Savannah Lions") == [] and g.state.objects[bears].damage == 1
    assert ids(g, "Llanowar Elves") == [elves] and g.state.objects[elves].damage == 0
    pass_priority(g)
    cast(g, rain)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Llanowar Elves") == [elves]


def test_consume_strength_and_anaba_ancestor_name_another_target() -> None:
    _full("Consume Strength", "Steal Strength", "Anaba Ancestor", "Balthor the Stout")
    s = _main(Scenario())
    consume = s.hand(0, "Consume Strength")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(1, "Savannah Lions")
    ancestor = s.battlefield(0, "Anaba Ancestor")
    minotaur = s.battlefield(0, "Hurloon Minotaur")
    s.lands(0, "Forest", 2)
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, consume, [bears, lions])
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (4, 4) and ids(g, "Savannah Lions") == []
    g.apply(ActivateAbility(ancestor, 0))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", minotaur)}  # another Minotaur: not the Ancestor itself


def test_a_spell_with_two_targets_needs_two_different_creatures() -> None:
    """One announcement never names the same object twice here (CR 601.2c; 2003: 409.1c): with one
    creature on the battlefield, Consume Strength can't be cast at all."""
    s = _main(Scenario())
    consume = s.hand(0, "Consume Strength")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.lands(0, "Swamp", 1)
    g = s.start()
    assert CastSpell(consume) not in legal(g)


# -- "can't block this turn", "Blocking creatures get …", two targets -------------------------------------
def test_stun_and_panic_stop_a_blocker() -> None:
    _full("Stun", "Panic", "Bola Warrior", "Jamuraan Lion")
    s = Scenario()
    s.turn(active=0, step=Step.BEGIN_COMBAT)
    stun = s.hand(0, "Stun")
    ogre = s.battlefield(0, "Gray Ogre")
    wall = s.battlefield(1, "Wall of Stone")
    s.library(0, "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start()
    cast(g, stun, [wall])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shock"]
    assert not _blockable(g, ogre, wall)


def test_piety_and_rally_pump_only_blocking_creatures() -> None:
    _full("Piety", "Rally")
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    piety, rally = s.hand(0, ["Piety", "Rally"])
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.lands(0, "Plains", 5)
    g = s.start()
    attack(g, {giant: 0})
    block(g, {bears: giant})
    while g.state.decision is not None and g.state.decision.player != 0:
        pass_priority(g)
    cast(g, piety)
    resolve_stack(g)
    pass_priority(g)
    cast(g, rally)
    resolve_stack(g)
    b, li, gi = g.state.objects[bears], g.state.objects[lions], g.state.objects[giant]
    assert (power(g.state, b), toughness(g.state, b)) == (3, 6)
    assert (power(g.state, li), toughness(g.state, li)) == (2, 1) and power(g.state, gi) == 3


def test_swelter_undo_and_wicked_pact_take_two_different_targets() -> None:
    _full("Swelter", "Jagged Lightning", "Undo", "Essence Fracture", "Wicked Pact", "Reckless Spite")
    s = _main(Scenario())
    swelter, undo, pact = s.hand(0, ["Swelter", "Undo", "Wicked Pact"])
    bears, lions = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Savannah Lions")
    giant, ogre = s.battlefield(1, "Hill Giant"), s.battlefield(1, "Gray Ogre")
    knight, elves = s.battlefield(1, "Black Knight"), s.battlefield(1, "Llanowar Elves")
    drake = s.battlefield(1, "Wind Drake")
    s.lands(0, "Mountain", 4)
    s.lands(0, "Island", 3)
    s.lands(0, "Swamp", 3)
    s.life(0, 20)
    g = s.start()
    g.apply(CastSpell(swelter))
    g.apply(ChooseTarget(("object", bears)))
    assert ChooseTarget(("object", bears)) not in legal(g)
    g.apply(ChooseTarget(("object", lions)))
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Savannah Lions") == []
    cast(g, undo, [giant, ogre])
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Hill Giant", "Gray Ogre"]
    g.apply(CastSpell(pact))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", elves), ("object", drake)} and ("object", knight) not in opts
    g.apply(ChooseTarget(("object", elves)))
    g.apply(ChooseTarget(("object", drake)))
    resolve_stack(g)
    assert ids(g, "Llanowar Elves") == [] and ids(g, "Wind Drake") == [] and g.state.players[0].life == 15


# -- tap or untap, half your life, its owner gains life, damage to two targets -----------------------------
def test_twitch_untaps_and_puppeteer_taps() -> None:
    _full("Jolt", "Twitch", "Puppeteer", "Elder Druid", "Trickster Mage")
    s = _main(Scenario())
    twitch = s.hand(0, "Twitch")
    puppeteer = s.battlefield(0, "Puppeteer")
    land = s.battlefield(0, "Forest", tapped=True)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 4)
    s.library(0, "Shock")
    g = s.start()
    cast(g, twitch, [land])
    resolve_stack(g)
    answer(g, True)
    assert not g.state.objects[land].tapped and names(g, Zone.HAND, 0) == ["Shock"]
    activate(g, puppeteer, 0, [bears])
    resolve_stack(g)
    answer(g, True)
    assert g.state.objects[bears].tapped


def test_cruel_bargain_halves_life_rounded_up() -> None:
    _full("Cruel Bargain", "Infernal Contract")
    s = _main(Scenario())
    bargain = s.hand(0, "Cruel Bargain")
    s.library(0, ["Shock"] * 4)
    s.lands(0, "Swamp", 3)
    s.life(0, 15)
    g = s.start()
    cast(g, bargain)
    resolve_stack(g)
    assert g.state.players[0].life == 7 and len(g.state.players[0].hand) == 4


def test_path_of_peace_gives_the_owner_life_and_lunge_hits_two_targets() -> None:
    _full("Path of Peace", "Misfortune's Gain", "Lunge", "Shower of Sparks")
    s = _main(Scenario())
    path, lunge = s.hand(0, ["Path of Peace", "Lunge"])
    giant = s.battlefield(1, "Hill Giant", controller=0)  # owned by P2, controlled by P1
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 4)
    s.lands(0, "Mountain", 3)
    s.life(0, 10)
    s.life(1, 10)
    g = s.start()
    cast(g, path, [giant])
    resolve_stack(g)
    assert ids(g, "Hill Giant") == [] and g.state.players[1].life == 14 and g.state.players[0].life == 10
    cast(g, lunge, [bears, player(1)])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and g.state.players[1].life == 12


# -- a creature to return chosen on resolution; a color, a creature type, protection of your choice --------
def test_horned_kavu_returns_a_red_or_green_creature_you_choose() -> None:
    _full("Horned Kavu", "Cavern Harpy", "Shivan Wurm", "Silver Drake", "Stampeding Wildebeests", "Marsh Crocodile")
    s = _main(Scenario())
    kavu = s.hand(0, "Horned Kavu")
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Savannah Lions")  # white: not a choice
    s.battlefield(1, "Grizzly Bears")  # the opponent's: not a choice
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 1)
    g = s.start()
    cast(g, kavu)
    resolve_stack(g)
    resolve_stack(g)  # the comes-into-play trigger
    d = g.state.decision
    assert d is not None and d.kind == "pick" and sorted(d.data["options"]) == sorted([elves, ids(g, "Horned Kavu")[0]])
    choose(g, elves)
    assert names(g, Zone.HAND, 0) == ["Llanowar Elves"] and len(ids(g, "Horned Kavu")) == 1


def test_cavern_harpy_returns_itself_when_it_is_the_only_choice() -> None:
    s = _main(Scenario())
    harpy = s.hand(0, "Cavern Harpy")
    s.lands(0, "Island", 1)
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, harpy)
    resolve_stack(g)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Cavern Harpy"]


def test_rainbow_crow_mistform_dreamer_and_mother_of_runes_choose_as_they_resolve() -> None:
    _full("Rainbow Crow", "Kavu Chameleon", "Tidal Visionary", "Mistform Dreamer", "Mistform Stalker",
          "Mother of Runes", "Benevolent Bodyguard", "Trickery Charm")
    s = _main(Scenario())
    crow = s.battlefield(0, "Rainbow Crow")
    dreamer = s.battlefield(0, "Mistform Dreamer")
    mother = s.battlefield(0, "Mother of Runes")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start()
    activate(g, crow, 0)
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    assert colors_of(g.state, g.state.objects[crow]) == frozenset({"R"})
    activate(g, dreamer, 0)
    resolve_stack(g)
    choose_type(g, "Goblin")
    assert creature_types(g.state, g.state.objects[dreamer]) == ("Goblin",)
    activate(g, mother, 0, [bears])
    resolve_stack(g)
    g.apply(ChooseColor("B"))
    assert has_keyword(g.state, g.state.objects[bears], "protection from black")


# -- "All creatures able to block target creature this turn do so." (CR 509.1c; 2003: 309.2b) -----------------
def _to_blockers(g: Game) -> None:
    while g.state.decision is not None and g.state.decision.kind == "priority":
        pass_priority(g)
    assert g.state.decision is not None and g.state.decision.kind == "blockers"


def test_alluring_scent_makes_every_able_creature_block_it() -> None:
    _full("Alluring Scent", "Taunting Challenge", "Taunting Elf", "Elvish Bard", "Lure")
    s = _main(Scenario())
    scent = s.hand(0, "Alluring Scent")
    bears = s.battlefield(0, "Grizzly Bears")
    ogre = s.battlefield(0, "Gray Ogre")
    lions, elves = s.battlefield(1, "Savannah Lions"), s.battlefield(1, "Llanowar Elves")
    drake = s.battlefield(1, "Wind Drake")
    s.lands(0, "Forest", 3)
    g = s.start()
    cast(g, scent, [bears])
    resolve_stack(g)
    attack(g, {bears: 1, ogre: 1})
    _to_blockers(g)
    acts = legal(g)
    assert FinishDeclaring() not in acts and DeclareBlocker(lions, ogre) not in acts
    assert {DeclareBlocker(lions, bears), DeclareBlocker(elves, bears), DeclareBlocker(drake, bears)} <= set(acts)
    for b in (lions, elves, drake):
        g.apply(DeclareBlocker(b, bears))
    c = g.state.combat
    assert c is not None and c.blockers == {lions: bears, elves: bears, drake: bears}


def test_taunting_elf_is_blocked_by_every_creature_able() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    elf = s.battlefield(0, "Taunting Elf")
    lions = s.battlefield(1, "Savannah Lions")
    tapped = s.battlefield(1, "Grizzly Bears", tapped=True)  # not able: no requirement
    g = s.start()
    attack(g, {elf: 1})
    _to_blockers(g)
    assert FinishDeclaring() not in legal(g) and DeclareBlocker(tapped, elf) not in legal(g)
    g.apply(DeclareBlocker(lions, elf))
    c = g.state.combat
    assert c is not None and c.blockers == {lions: elf}


# -- two requirements in one instruction; "if it's red" (checked on resolution) ----------------------------
def test_hull_breach_destroys_an_artifact_and_an_enchantment() -> None:
    _full("Hull Breach", "Reign of Chaos", "Churning Eddy")
    s = _main(Scenario())
    breach = s.hand(0, "Hull Breach")
    rod = s.battlefield(1, "Rod of Ruin")
    crusade = s.battlefield(1, "Crusade")
    s.lands(0, "Forest", 2)
    s.lands(0, "Mountain", 1)
    g = s.start()
    _cast_mode(g, breach, 2, [rod, crusade])
    resolve_stack(g)
    assert ids(g, "Rod of Ruin") == [] and ids(g, "Crusade") == []


def test_pyroblast_targets_any_spell_but_counters_only_a_blue_one() -> None:
    _full("Pyroblast", "Hydroblast")
    s = _main(Scenario())
    shock, ancestral = s.hand(0, ["Shock", "Ancestral Recall"])
    pyro, pyro2 = s.hand(1, ["Pyroblast", "Pyroblast"])
    s.library(0, ["Shock"] * 3)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 1)
    s.lands(1, "Mountain", 2)
    s.life(1, 20)
    g = s.start()
    cast(g, shock, [player(1)])
    pass_priority(g)
    _cast_mode(g, pyro, 0, [ids(g, "Shock", Zone.STACK)[0]])  # legal: any spell
    resolve_stack(g)  # Pyroblast: the Shock is red, nothing happens
    resolve_stack(g)
    assert g.state.players[1].life == 18
    cast(g, ancestral, [player(0)])
    pass_priority(g)
    _cast_mode(g, pyro2, 0, [ids(g, "Ancestral Recall", Zone.STACK)[0]])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Shock", "Ancestral Recall"] and not g.state.stack


# -- destroy all of several card types; damage equal to a count; cards per tapped creature ---------------
def test_jokulhaups_and_purify_destroy_several_card_types() -> None:
    _full("Jokulhaups", "Obliterate", "Devastation", "Purify", "Akroma's Vengeance")
    s = _main(Scenario())
    purify, jok = s.hand(0, ["Purify", "Jokulhaups"])
    rod = s.battlefield(1, "Rod of Ruin")
    crusade = s.battlefield(1, "Crusade")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    s.lands(0, "Mountain", 6)
    g = s.start()
    cast(g, purify)
    resolve_stack(g)
    assert ids(g, "Rod of Ruin") == [] and ids(g, "Crusade") == [] and ids(g, "Grizzly Bears") == [bears]
    cast(g, jok)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Mountain") == [] and ids(g, "Plains") == []
    assert rod and crusade


def test_spitting_earth_counts_mountains_and_sudden_impact_cards_in_hand() -> None:
    _full("Spitting Earth", "Rockslide Ambush", "Sudden Impact", "Storm Seeker", "Fire Dragon")
    s = _main(Scenario())
    earth, impact = s.hand(0, ["Spitting Earth", "Sudden Impact"])
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Mountain")  # the opponent's: not counted
    s.hand(1, ["Shock", "Shock", "Shock"])
    s.lands(0, "Mountain", 6)
    s.life(1, 20)
    g = s.start()
    cast(g, earth, [giant])  # 6 Mountains, 2 of them now tapped: all count
    resolve_stack(g)
    assert ids(g, "Hill Giant") == []
    cast(g, impact, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 17


def test_theft_of_dreams_draws_per_tapped_creature() -> None:
    _full("Theft of Dreams", "Borrowing 100,000 Arrows")
    s = _main(Scenario())
    theft = s.hand(0, "Theft of Dreams")
    s.battlefield(1, "Grizzly Bears", tapped=True)
    s.battlefield(1, "Hill Giant", tapped=True)
    s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Forest", tapped=True)  # not a creature
    s.library(0, ["Shock"] * 4)
    s.lands(0, "Island", 3)
    g = s.start()
    cast(g, theft, [player(1)])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shock", "Shock"]


# -- "You may put a creature card from your hand onto the battlefield." -----------------------------------
def test_elvish_piper_and_quicksilver_amulet_put_a_creature_into_play() -> None:
    _full("Elvish Piper", "Quicksilver Amulet", "Root Elemental")
    s = _main(Scenario())
    piper = s.battlefield(0, "Elvish Piper")
    amulet = s.battlefield(0, "Quicksilver Amulet")
    wurm, bolt = s.hand(0, ["Craw Wurm", "Lightning Bolt"])
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 5)
    g = s.start()
    activate(g, piper, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and bolt not in d.data["options"]
    choose(g, wurm)
    assert len(ids(g, "Craw Wurm")) == 1 and not g.state.stack  # put onto the battlefield, not cast
    activate(g, amulet, 0)
    resolve_stack(g)
    g.apply(ChooseYesNo(False))  # "you may": nothing this time
    assert names(g, Zone.HAND, 0) == ["Lightning Bolt", "Grizzly Bears"]


# -- "Search your library for three cards, exile them, then shuffle." (CR 701.19b) ----------------------------
def test_foresight_exiles_three_chosen_cards_and_draws_next_upkeep() -> None:
    _full("Foresight", "Manipulate Fate")
    s = _main(Scenario())
    foresight = s.hand(0, "Foresight")
    lib = s.library(0, ["Shock", "Giant Growth", "Dark Ritual", "Counterspell", "Lightning Bolt"])
    s.lands(0, "Island", 2)
    g = s.start()
    cast(g, foresight)
    resolve_stack(g)
    for pick in (lib[0], lib[2], lib[4]):
        d = g.state.decision
        assert d is not None and d.kind == "pick" and pick in d.data["options"]
        choose(g, pick)
    assert names(g, Zone.EXILE, 0) == ["Shock", "Dark Ritual", "Lightning Bolt"]
    assert sorted(names(g, Zone.LIBRARY, 0)) == ["Counterspell", "Giant Growth"]  # renumbered by the shuffle


# -- "Look at target player's hand." (CR 400.2: only the looker sees) ---------------------------------------
def test_peek_shows_the_hand_to_its_caster_only() -> None:
    _full("Peek", "Clairvoyance", "Glasses of Urza", "Wu Scout", "Talas Explorer", "Telepathic Spies")
    s = Scenario(players=3)
    s.turn(active=0, step=Step.MAIN1)
    peek = s.hand(0, "Peek")
    s.hand(1, ["Shock", "Counterspell"])
    s.library(0, "Giant Growth")
    s.lands(0, "Island", 1)
    g = s.start()
    cast(g, peek, [player(1)])
    resolve_stack(g)
    mine = [e for e in g.events_for(0) if isinstance(e, HandLooked)]
    theirs = [e for e in g.events_for(2) if isinstance(e, HandLooked)]
    assert mine == [HandLooked(0, 1, ("Shock", "Counterspell"))]
    assert theirs == [HandLooked(0, 1, None)]  # a third player doesn't see the cards
    assert names(g, Zone.HAND, 0) == ["Giant Growth"]


def test_jilt_and_probe_choose_the_kicker_target_only_when_kicked() -> None:
    """A target only the kicked spell names is chosen only if it is kicked (2003: 409.1c, 502.21)."""
    _full("Jilt", "Probe")
    s = _main(Scenario())
    jilt, jilt2, probe = s.hand(0, ["Jilt", "Jilt", "Probe"])
    giant = s.battlefield(1, "Hill Giant")
    bears, lions = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Savannah Lions")
    s.library(0, ["Shock"] * 3)
    s.lands(0, "Island", 6)
    s.lands(0, "Mountain", 2)
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, jilt, [giant])  # unkicked: one target only
    assert g.state.stack and len(g.state.stack[-1].targets) == 1
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Hill Giant"]
    g.apply(CastWith(jilt2, "kicker", 0))
    g.apply(ChooseTarget(("object", bears)))
    assert ChooseTarget(("object", bears)) not in legal(g)  # another target creature
    g.apply(ChooseTarget(("object", lions)))
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Hill Giant", "Grizzly Bears"] and ids(g, "Savannah Lions") == []
    cast(g, probe)  # unkicked: no target, and it still resolves
    resolve_stack(g)
    for _ in range(2):
        d = g.state.decision
        if d is not None and d.kind != "priority":
            choose(g, g.state.players[0].hand[0])
    assert len(g.state.players[0].graveyard) == 5 and len(g.state.players[0].hand) == 1  # 2 Jilts, Probe, 2 cards


# -- phasing out; a target player's delayed draw; Auras attached to creatures; non-Aura enchantments ----------
def test_rainbow_efreet_and_vodalian_illusionist_phase_out() -> None:
    _full("Rainbow Efreet", "Teferi's Honor Guard", "Vodalian Illusionist", "Crystal Golem", "Vanishing",
          "Sapphire Charm")
    s = _main(Scenario())
    efreet = s.battlefield(0, "Rainbow Efreet")
    illusionist = s.battlefield(0, "Vodalian Illusionist")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Island", 4)
    g = s.start()
    activate(g, efreet, 0)
    resolve_stack(g)
    activate(g, illusionist, 0, [giant])
    resolve_stack(g)
    assert efreet in g.state.phased_out and giant in g.state.phased_out
    assert efreet not in g.state.battlefield and giant not in g.state.battlefield


def test_devout_harpist_and_piety_charm_destroy_only_an_aura_on_a_creature() -> None:
    _full("Devout Harpist", "Miracle Worker", "Piety Charm", "Seedling Charm", "Emerald Charm")
    s = _main(Scenario())
    harpist = s.battlefield(0, "Devout Harpist")
    charm = s.hand(0, "Emerald Charm")
    bears = s.battlefield(1, "Grizzly Bears")
    strength = s.battlefield(1, "Holy Strength", attached_to=bears)
    forest = s.battlefield(1, "Forest")
    wild = s.battlefield(1, "Wild Growth", attached_to=forest, allow_unplayable=True)  # an Aura on a land
    crusade = s.battlefield(1, "Crusade")
    s.lands(0, "Forest", 1)
    g = s.start()
    g.apply(ActivateAbility(harpist, 0))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", strength)}
    g.apply(ChooseTarget(("object", strength)))
    resolve_stack(g)
    assert ids(g, "Holy Strength") == []
    g.apply(CastSpell(charm))
    g.apply(ChooseMode(1))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", crusade)} and ("object", wild) not in opts  # non-Aura enchantment


# -- can't be regenerated this turn; CARDNAME and a target; drain an opponent; "have … discard" -----------
def test_hurr_jackal_stops_regeneration() -> None:
    _full("Hurr Jackal", "Furnace Brood", "Gravebind")
    s = _main(Scenario())
    jackal = s.battlefield(0, "Hurr Jackal")
    shock = s.hand(0, "Shock")
    ape = s.battlefield(1, "River Boa")
    s.lands(0, "Mountain", 1)
    s.lands(1, "Forest", 1)
    g = s.start()
    activate(g, jackal, 0, [ape])
    resolve_stack(g)
    g.state.objects[ape].regen_shields = 1  # as if its {G} had resolved
    cast(g, shock, [ape])
    resolve_stack(g)
    assert ids(g, "River Boa") == []


def test_coastal_wizard_and_hunting_kavu_take_themselves_along() -> None:
    _full("Coastal Wizard", "Lady Sun", "Hunting Kavu", "Giant Trap Door Spider")
    s = _main(Scenario())
    wizard = s.battlefield(0, "Coastal Wizard")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    g.apply(ActivateAbility(wizard, 0))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert ("object", wizard) not in opts and ("object", bears) in opts  # another target creature
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Coastal Wizard"] and names(g, Zone.HAND, 1) == ["Grizzly Bears"]
    s2 = Scenario()
    s2.turn(active=1, step=Step.DECLARE_ATTACKERS)
    kavu = s2.battlefield(0, "Hunting Kavu")
    giant, drake = s2.battlefield(1, "Hill Giant"), s2.battlefield(1, "Wind Drake")
    s2.lands(0, "Mountain", 2)
    s2.lands(0, "Forest", 1)
    g2 = s2.start()
    attack(g2, {giant: 0, drake: 0})
    pass_priority(g2)
    g2.apply(ActivateAbility(kavu, 0))
    opts = {a.target for a in legal(g2) if isinstance(a, ChooseTarget)}
    assert opts == {("object", giant)}  # without flying, attacking you
    g2.apply(ChooseTarget(("object", giant)))
    resolve_stack(g2)
    assert names(g2, Zone.EXILE, 0) == ["Hunting Kavu"] and names(g2, Zone.EXILE, 1) == ["Hill Giant"]


def test_dakmor_ghoul_drains_and_ebon_dragon_may_have_an_opponent_discard() -> None:
    _full("Dakmor Ghoul", "Highway Robber", "Ebon Dragon", "Brutal Nightstalker")
    s = _main(Scenario())
    ghoul, dragon = s.hand(0, ["Dakmor Ghoul", "Ebon Dragon"])
    s.hand(1, ["Shock", "Shock"])
    s.lands(0, "Swamp", 11)
    s.life(0, 10)
    s.life(1, 10)
    g = s.start()
    cast(g, ghoul)
    resolve_stack(g)
    target(g, player(1))
    resolve_stack(g)
    assert g.state.players[0].life == 12 and g.state.players[1].life == 8
    cast(g, dragon)
    resolve_stack(g)
    target(g, player(1))
    resolve_stack(g)
    answer(g, True)
    assert len(g.state.players[1].hand) == 1


# -- "becomes colorless"; "Target opponent chooses a creature … Other creatures … can't block this turn." -----
def test_ancient_kavu_becomes_colorless() -> None:
    _full("Ancient Kavu", "Raging Spirit")
    s = _main(Scenario())
    kavu = s.battlefield(0, "Ancient Kavu")
    s.lands(0, "Mountain", 2)
    g = s.start()
    activate(g, kavu, 0)
    resolve_stack(g)
    assert colors_of(g.state, g.state.objects[kavu]) == frozenset()


def test_goblin_war_cry_leaves_one_blocker_of_the_opponents_choice() -> None:
    _full("Goblin War Cry", "Eunuchs' Intrigues")
    s = _main(Scenario())
    cry = s.hand(0, "Goblin War Cry")
    ogre = s.battlefield(0, "Gray Ogre")
    wall, lions = s.battlefield(1, "Wall of Stone"), s.battlefield(1, "Savannah Lions")
    s.lands(0, "Mountain", 3)
    g = s.start()
    cast(g, cry, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 1
    choose(g, lions)  # the opponent keeps the Lions as a blocker
    attack(g, {ogre: 1})
    _to_blockers(g)
    assert DeclareBlocker(wall, ogre) not in legal(g) and DeclareBlocker(lions, ogre) in legal(g)


# -- Overrun, Deluge, mill, "target 1/1 creature" --------------------------------------------------------------
def test_overrun_and_deluge() -> None:
    _full("Overrun", "Stampede Driver", "Deluge")
    s = _main(Scenario())
    overrun, deluge = s.hand(0, ["Overrun", "Deluge"])
    bears = s.battlefield(0, "Grizzly Bears")
    drake = s.battlefield(1, "Wind Drake")
    lions = s.battlefield(1, "Savannah Lions")
    s.lands(0, "Forest", 5)
    s.lands(0, "Island", 3)
    g = s.start()
    cast(g, overrun)
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (5, 5) and has_keyword(g.state, b, "trample")
    assert power(g.state, g.state.objects[lions]) == 2
    cast(g, deluge)
    resolve_stack(g)
    assert g.state.objects[bears].tapped and g.state.objects[lions].tapped and not g.state.objects[drake].tapped


def test_millstone_and_brain_freeze_mill_and_pendelhaven_needs_a_1_1() -> None:
    _full("Millstone", "Brain Freeze", "Ambassador Laquatus", "Pendelhaven", "Aegis of the Meek")
    s = _main(Scenario())
    millstone = s.battlefield(0, "Millstone")
    pendelhaven = s.battlefield(0, "Pendelhaven")
    elves = s.battlefield(0, "Llanowar Elves")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(1, ["Shock", "Giant Growth", "Dark Ritual"])
    s.lands(0, "Island", 2)
    g = s.start()
    g.apply(ActivateAbility(pendelhaven, 1))
    opts = {a.target for a in legal(g) if isinstance(a, ChooseTarget)}
    assert opts == {("object", elves)} and ("object", bears) not in opts
    g.apply(ChooseTarget(("object", elves)))
    resolve_stack(g)
    e = g.state.objects[elves]
    assert (power(g.state, e), toughness(g.state, e)) == (2, 3)
    activate(g, millstone, 0, [player(1)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Shock", "Giant Growth"] and len(g.state.players[1].library) == 1


# -- "Target player can't play lands this turn." (CR 101.2) ----------------------------------------------------
def test_turf_wound_stops_a_land_play_this_turn_only() -> None:
    _full("Turf Wound", "Solfatara", "Pardic Miner")
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    wound = s.hand(0, "Turf Wound")
    forest, forest2 = s.hand(1, ["Forest", "Forest"])
    s.library(0, ["Shock", "Shock"])
    s.library(1, ["Shock", "Shock", "Shock"])
    s.lands(0, "Mountain", 3)
    g = s.start()
    pass_priority(g)
    cast(g, wound, [player(1)])
    resolve_stack(g)
    pass_until(g, Step.MAIN1, player=1, active=1)
    assert PlayLand(forest) not in legal(g) and PlayLand(forest2) not in legal(g)
    pass_until(g, Step.MAIN1, player=1, active=1, turn=g.state.turn + 2)
    assert PlayLand(forest) in legal(g)  # a new turn


def test_wayward_soul_puts_itself_on_top_of_its_owners_library() -> None:
    _full("Wayward Soul", "Thalakos Mistfolk")
    s = _main(Scenario())
    soul = s.battlefield(1, "Wayward Soul", controller=0)  # owned by P2
    s.library(1, "Shock")
    s.lands(0, "Island", 1)
    g = s.start()
    activate(g, soul, 0)
    resolve_stack(g)
    lib = g.state.players[1].library
    assert ids(g, "Wayward Soul") == [] and g.state.objects[lib[-1]].card.name == "Wayward Soul"


# -- "…, where X is the number of Elves on the battlefield." (CR 608.2h) ---------------------------------------
def test_wirewood_pride_and_timberwatch_elf_count_elves_everywhere() -> None:
    _full("Wirewood Pride", "Timberwatch Elf", "Vile Deacon", "Thunder of Hooves")
    s = _main(Scenario())
    pride = s.hand(0, "Wirewood Pride")
    timberwatch = s.battlefield(0, "Timberwatch Elf")
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(1, "Llanowar Elves")  # the opponent's Elves count too
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    g = s.start()
    cast(g, pride, [bears])
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (5, 5)
    activate(g, timberwatch, 0, [bears])
    resolve_stack(g)
    assert (power(g.state, b), toughness(g.state, b)) == (8, 8)


def test_thunder_of_hooves_counts_beasts() -> None:
    s = _main(Scenario())
    thunder = s.hand(0, "Thunder of Hooves")
    s.battlefield(0, "Grizzly Bears")
    beast = s.battlefield(1, "Krosan Groundshaker")
    drake = s.battlefield(1, "Wind Drake")
    s.lands(0, "Mountain", 4)
    s.life(0, 20)
    s.life(1, 20)
    g = s.start()
    cast(g, thunder)
    resolve_stack(g)
    assert g.state.players[0].life == 19 and g.state.players[1].life == 19  # one Beast: X = 1
    assert g.state.objects[beast].damage == 1 and g.state.objects[drake].damage == 0


def test_sparksmith_and_profane_prayers_count_goblins_and_clerics() -> None:
    _full("Sparksmith", "Profane Prayers")
    s = _main(Scenario())
    smith = s.battlefield(0, "Sparksmith")  # a Goblin
    s.battlefield(1, "Goblin Piker")
    prayers = s.hand(0, "Profane Prayers")
    s.battlefield(0, "Benevolent Bodyguard")  # a Cleric
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 4)
    s.life(0, 20)
    s.life(1, 20)
    g = s.start()
    activate(g, smith, 0, [giant])
    resolve_stack(g)
    assert g.state.objects[giant].damage == 2 and g.state.players[0].life == 18  # two Goblins
    cast(g, prayers, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.state.players[0].life == 19  # one Cleric


# -- "Whenever CARDNAME becomes blocked, you may untap it and remove it from combat." (CR 506.4) --------------
def test_gustcloak_runner_leaves_combat_when_blocked() -> None:
    _full("Gustcloak Runner", "Gustcloak Harrier", "Gustcloak Sentinel", "Gustcloak Skirmisher")
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    runner = s.battlefield(0, "Gustcloak Runner")
    ogre = s.battlefield(1, "Gray Ogre")
    s.life(1, 20)
    g = s.start()
    attack(g, {runner: 1})
    block(g, {ogre: runner})
    while g.state.decision is not None and g.state.decision.kind == "priority" and not g.state.stack:
        pass_priority(g)
    resolve_stack(g)
    answer(g, True)
    c = g.state.combat
    assert c is not None and runner not in c.attackers and not g.state.objects[runner].tapped
    pass_until(g, Step.MAIN2)
    assert ids(g, "Gustcloak Runner") == [runner] and g.state.objects[ogre].damage == 0


# -- the Laccoliths: power damage to a creature instead of combat damage (2003: 310.1) ------------------------
def test_laccolith_warrior_deals_its_damage_elsewhere() -> None:
    _full("Laccolith Warrior", "Laccolith Grunt", "Laccolith Titan", "Laccolith Whelp")
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    warrior = s.battlefield(0, "Laccolith Warrior")
    wall = s.battlefield(1, "Wall of Stone")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    attack(g, {warrior: 1})
    block(g, {wall: warrior})
    while g.state.decision is not None and g.state.decision.kind == "priority" and not g.state.stack:
        pass_priority(g)
    if g.state.decision is not None and g.state.decision.kind == "target":
        target(g, giant)
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Hill Giant") == []  # 3 damage from the 3/3 Warrior
    pass_until(g, Step.MAIN2)
    assert g.state.objects[wall].damage == 0  # it assigned no combat damage


# -- Truce: each player draws up to two cards or gains life for each card fewer (CR 101.4) -------------------
def test_truce_lets_each_player_choose_cards_or_life() -> None:
    _full("Truce", "Temporary Truce")
    s = _main(Scenario())
    truce = s.hand(0, "Truce")
    s.library(0, ["Shock"] * 3)
    s.library(1, ["Shock"] * 3)
    s.lands(0, "Plains", 3)
    s.life(0, 10)
    s.life(1, 10)
    g = s.start()
    cast(g, truce)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_x" and d.player == 0  # the active player first
    choose(g, 2)
    d = g.state.decision
    assert d is not None and d.kind == "choose_x" and d.player == 1
    choose(g, 0)
    assert len(g.state.players[0].hand) == 2 and g.state.players[0].life == 10
    assert len(g.state.players[1].hand) == 0 and g.state.players[1].life == 14


def test_harmony_of_nature_taps_chosen_creatures_for_life() -> None:
    _full("Harmony of Nature", "Marshaling the Troops")
    s = _main(Scenario())
    harmony = s.hand(0, "Harmony of Nature")
    bears, lions = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Savannah Lions")
    s.battlefield(0, "Llanowar Elves", tapped=True)  # already tapped: not a choice
    s.lands(0, "Forest", 3)
    s.life(0, 10)
    g = s.start()
    cast(g, harmony)
    resolve_stack(g)
    choose(g, bears)
    choose(g, lions)
    assert g.state.players[0].life == 18 and g.state.objects[bears].tapped and g.state.objects[lions].tapped


# -- "Prevent all combat damage that would be dealt by target creature this turn." (CR 615) ------------------
def test_warning_and_lady_evangela_prevent_a_creatures_combat_damage() -> None:
    _full("Warning", "Restrain", "Fend Off", "Lady Evangela", "Horn of Deafening", "Kor Haven", "Safeguard")
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    warning = s.hand(0, "Warning")
    evangela = s.battlefield(0, "Lady Evangela")
    giant, ogre = s.battlefield(1, "Hill Giant"), s.battlefield(1, "Gray Ogre")
    wall = s.battlefield(0, "Wall of Stone")
    s.lands(0, "Plains", 2)
    s.lands(0, "Swamp", 1)
    s.life(0, 20)
    g = s.start()
    attack(g, {giant: 0, ogre: 0})
    pass_priority(g)
    cast(g, warning, [giant])
    resolve_stack(g)
    block(g, {wall: ogre})
    while g.state.decision is not None and g.state.decision.player != 0:
        pass_priority(g)
    activate(g, evangela, 0, [ogre])
    resolve_stack(g)
    pass_until(g, Step.MAIN2)
    assert g.state.players[0].life == 20 and g.state.objects[wall].damage == 0


def test_heavy_fog_and_divine_light_prevent_damage_this_turn() -> None:
    _full("Heavy Fog", "Deep Wood", "Divine Light")
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    fog = s.hand(0, "Heavy Fog")
    giant, ogre = s.battlefield(1, "Hill Giant"), s.battlefield(1, "Gray Ogre")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.life(0, 20)
    g = s.start()
    attack(g, {giant: 0, ogre: 0})
    pass_priority(g)
    cast(g, fog)
    resolve_stack(g)
    block(g, {bears: ogre})
    pass_until(g, Step.MAIN2)
    assert g.state.players[0].life == 20  # the unblocked Giant's damage to P1 is prevented
    assert ids(g, "Grizzly Bears") == []  # damage to creatures isn't
    s2 = _main(Scenario())
    light, shock = s2.hand(0, ["Divine Light", "Shock"])
    lions = s2.battlefield(0, "Savannah Lions")
    theirs = s2.battlefield(1, "Llanowar Elves")
    s2.lands(0, "Plains", 1)
    s2.lands(0, "Mountain", 2)
    g2 = s2.start()
    cast(g2, light)
    resolve_stack(g2)
    cast(g2, shock, [lions])
    resolve_stack(g2)
    assert ids(g2, "Savannah Lions") == [lions] and g2.state.objects[lions].damage == 0
    assert theirs in ids(g2, "Llanowar Elves")


# -- target player loots; attacking/blocking creatures gain a keyword; return all … ---------------------------
def test_cephalid_looter_makes_a_player_draw_then_discard() -> None:
    _full("Cephalid Looter", "Cephalid Broker", "Cephalid Coliseum")
    s = _main(Scenario())
    looter = s.battlefield(0, "Cephalid Looter")
    s.hand(1, "Shock")
    s.library(1, ["Giant Growth"])
    g = s.start()
    activate(g, looter, 0, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard" and d.player == 1  # that player chooses
    choose(g, g.state.players[1].hand[0])
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[1].graveyard) == 1


def test_headlong_rush_and_ambush_give_first_strike_in_combat() -> None:
    _full("Headlong Rush", "Ambush", "Chieftain en-Dal")
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    rush = s.hand(0, "Headlong Rush")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.lands(0, "Mountain", 2)
    g = s.start()
    attack(g, {bears: 1})
    cast(g, rush)
    resolve_stack(g)
    assert has_keyword(g.state, g.state.objects[bears], "first strike")
    assert not has_keyword(g.state, g.state.objects[lions], "first strike")


def test_evacuation_and_hibernation_return_everything_of_a_kind() -> None:
    _full("Evacuation", "Rebuild", "Hibernation", "Sunder")
    s = _main(Scenario())
    hibernation, evacuation = s.hand(0, ["Hibernation", "Evacuation"])
    s.battlefield(1, "Grizzly Bears")
    forest = s.battlefield(1, "Forest")  # a land: colorless
    lions = s.battlefield(0, "Savannah Lions")
    s.lands(0, "Island", 8)
    g = s.start()
    cast(g, hibernation)
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"] and ids(g, "Forest") == [forest]
    cast(g, evacuation)
    resolve_stack(g)
    assert ids(g, "Savannah Lions") == [] and lions not in g.state.battlefield


def test_maze_of_ith_untaps_an_attacker_and_stops_its_combat_damage() -> None:
    _full("Maze of Ith", "Maze of Shadows", "Foxfire", "Elvish Scout", "Ebony Horse")
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    maze = s.battlefield(0, "Maze of Ith")
    giant = s.battlefield(1, "Hill Giant")
    wall = s.battlefield(0, "Wall of Stone")
    s.life(0, 20)
    g = s.start()
    attack(g, {giant: 0})
    pass_priority(g)
    activate(g, maze, 0, [giant])
    resolve_stack(g)
    assert not g.state.objects[giant].tapped
    block(g, {wall: giant})
    pass_until(g, Step.MAIN2)
    assert g.state.objects[wall].damage == 0 and g.state.players[0].life == 20


# -- "… for each <Elf / creature / Forest> on the battlefield" (CR 608.2h) ---------------------------------------
def test_congregate_wellwisher_and_airborne_aid_count_the_battlefield() -> None:
    _full("Congregate", "Wellwisher", "Airborne Aid", "Fruition", "Shepherd of Rot")
    s = _main(Scenario())
    congregate, aid = s.hand(0, ["Congregate", "Airborne Aid"])
    wellwisher = s.battlefield(0, "Wellwisher")  # an Elf
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Sage Owl")  # a Bird
    s.library(0, ["Shock"] * 5)
    s.lands(0, "Plains", 4)
    s.lands(0, "Island", 4)
    s.life(0, 10)
    s.life(1, 10)
    g = s.start()
    cast(g, congregate, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 16  # three creatures
    activate(g, wellwisher, 0)
    resolve_stack(g)
    assert g.state.players[0].life == 12  # two Elves, whoever controls them
    cast(g, aid)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shock"]  # one Bird


def test_ancestral_tribute_counts_the_cards_in_your_graveyard() -> None:
    _full("Ancestral Tribute", "Ancestor's Chosen")
    s = _main(Scenario())
    tribute = s.hand(0, "Ancestral Tribute")
    s.graveyard(0, ["Shock", "Shock", "Giant Growth"])
    s.graveyard(1, ["Shock"])  # the opponent's graveyard doesn't count
    s.lands(0, "Plains", 7)
    s.life(0, 10)
    g = s.start()
    cast(g, tribute)
    resolve_stack(g)
    assert g.state.players[0].life == 16  # 2 × 3 cards (the Tribute is on the stack as it resolves)
