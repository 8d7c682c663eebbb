"""Static abilities that change the rules, and prevention (``cards/compiler/static_*.py``), each
template class with at least two real cards played in real games: control-changing Auras, the Wards,
"as though it weren't blocked", evasion by power and by color, conditional P/T (the Scarabs, the
Mirage Djinns), prevention from static abilities (Dawn Elemental, Champion Lancer, the Spheres), the
life floor of Ali from Cairo, and the Circles and Runes of Protection."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import (
    AssignDamage,
    CastSpell,
    ChooseColor,
    ChooseTarget,
    ChooseType,
    DeclareAttacker,
    DeclareBlocker,
    PlayLand,
)
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.combat import ATTACK_RESTRICTIONS, can_block
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
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
    pass_until_decision,
    play_land,
    player,
    resolve_stack,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = g.state.objects[oid]
    return power(g.state, o), toughness(g.state, o)


def _blockers(g: Game) -> set[tuple[int, int]]:
    """(blocker, attacker) pairs the defending player may declare now."""
    return {(a.blocker, a.attacker) for a in legal(g) if isinstance(a, DeclareBlocker)}


def _to_blockers(g: Game, attackers: dict[int, int]) -> None:
    attack(g, attackers)
    pass_until_decision(g, "blockers")


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Persuasion", "Treachery", "Annex", "Conquer", "Steal Artifact", "Confiscate", "Yavimaya's Embrace",
                 "White Ward", "Black Ward", "Blue Ward", "Lone Wolf", "Pride of Lions", "Thorn Elemental", "Rhox",
                 "Brassclaw Orcs", "Ironclaw Orcs", "Amrou Kithkin", "Fleet-Footed Monk", "Dauthi Horror",
                 "Black Scarab", "White Scarab", "Ruham Djinn", "Zanam Djinn", "Dawn Elemental", "Champion Lancer",
                 "Uncle Istvan", "Sphere of Law", "Sphere of Grace", "Urza's Armor", "Ali from Cairo",
                 "Sustaining Spirit", "Circle of Protection: Red", "Rune of Protection: Black",
                 "Circle of Protection: Artifacts", "Greater Realm of Preservation", "Pilgrim of Justice",
                 "Andradite Leech", "Derelor", "Jade Leech", "Jet Medallion", "Pearl Medallion", "Thornscape Familiar",
                 "Nightscape Familiar", "Goblin Warchief", "Undead Warchief", "Cho-Manno's Blessing",
                 "Flickering Ward", "Cover of Darkness", "Steely Resolve", "Shared Triumph", "Sol Grail",
                 "Quirion Elves", "Phantom Centaur", "Phantom Flock", "Phantom Tiger", "Phantom Nishoba", "Orgg",
                 "Goblin Mutant", "Mogg Jailer", "Undertow", "Gosta Dirk", "Heartwood Dryad", "Wall of Diffusion",
                 "Familiar Ground", "Yuan Shao, the Indecisive", "Ivory Mask", "True Believer", "Suq'Ata Firewalker",
                 "Story Circle", "Prismatic Circle", "Prismatic Ward", "Maro", "Sylvan Yeti", "Lhurgoyf",
                 "Plague Rats", "Beast of Burden", "Nightmare", "Dakkon Blackblade", "Crusading Knight", "Mogg Squad",
                 "Bravado", "Rabid Wombat", "Wayfaring Giant", "Exotic Curse", "Cantivore", "Yavimaya Kavu",
                 "Entropic Specter", "Lost Order of Jarkeld", "Pallimud", "Skyshroud War Beast", "Haunting Apparition",
                 "Black Vise", "The Rack", "Iron Maiden", "Storm World", "Wheel of Torture", "Cursed Rack",
                 "Spellbook", "Thought Eater", "Thought Nibbler", "Thought Devourer", "Kird Ape", "Water Wurm",
                 "Scoria Cat", "Giant Tortoise", "Cloudreach Cavalry", "Beasts of Bogardan", "Gorilla Titan",
                 "Soltari Lancer", "Purraj of Urborg", "Stronghold Taskmaster", "Urborg Shambler", "Meekstone",
                 "Marble Titan", "Treetop Rangers", "Treetop Scout", "Foriysian Brigade", "Two-Headed Giant of Foriys",
                 "Chill", "Helm of Awakening", "Aura of Silence", "Feroz's Ban", "High Seas", "Glowrider",
                 "Branded Brawlers", "Veteran Brawlers", "Goblin Goon", "Mogg Toady", "Bouncing Beebles",
                 "Bubbling Beebles", "Hazy Homunculus", "Cloak of Mists", "Metathran Elite", "Fledgling Osprey",
                 "Dire Wolves", "Fen Stalker", "Argothian Pixies", "Back to Basics", "Mystic Visionary", "Anger",
                 "Brawn", "Filth", "Valor", "Wonder", "Exploration", "Mother of Runes", "Knight of Dawn",
                 "Stormscape Master", "Shelter", "Aven Liberator", "Bedlam", "An-Zerrin Ruins", "Argothian Treefolk",
                 "Propaganda", "Windborn Muse", "Collective Restraint", "Monstrous Hound", "Teferi's Moat",
                 "Spectral Cloak", "Aboshan's Desire"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_what_the_engine_cannot_do_is_not_compiled() -> None:
    for line in ("Enchanted creature has protection from artifacts. This effect doesn't remove CARDNAME.",
                 "Enchanted creature gets +1/+1 and has protection from red. This effect doesn't remove CARDNAME.",
                 "Damage that would reduce your life total to less than 5 reduces it to 5 instead.",
                 "{1}: The next time a red or white source of your choice would deal damage to you this turn, "
                 "prevent that damage."):
        assert compile_text(line, "X").status != "full", line


# -- "You control enchanted creature / land." (CR 613.1b layer 2; 2003: 418.5) ----------------------------
def test_persuasion_takes_a_creature_and_gives_it_back_when_it_leaves() -> None:
    s = _main(Scenario())
    persuasion = s.hand(0, "Persuasion")
    disenchant = s.hand(1, "Disenchant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{U}{U}")
    s.pool(1, "{1}{W}")
    g = s.start()
    cast(g, persuasion, [bears])
    resolve_stack(g)
    assert g.state.objects[bears].controller == 0
    aura = ids(g, "Persuasion")[0]
    pass_priority(g)  # to player 1, who destroys the Aura
    cast(g, disenchant, [aura])
    resolve_stack(g)
    assert ids(g, "Persuasion") == [] and g.state.objects[bears].controller == 1


def test_annex_takes_a_land() -> None:
    s = _main(Scenario())
    annex = s.hand(0, "Annex")
    forest = s.battlefield(1, "Forest")
    s.pool(0, "{2}{U}{U}")
    g = s.start()
    cast(g, annex, [forest])
    resolve_stack(g)
    assert g.state.objects[forest].controller == 0


# -- the Wards (CR 702.16; 2003: 502.7): the Ward's own protection doesn't remove it ----------------------
def test_white_ward_stays_but_another_white_aura_falls_off() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "White Ward", attached_to=bears)
    s.battlefield(0, "Holy Strength", attached_to=bears)
    g = s.start()
    assert ids(g, "White Ward") != [] and "Holy Strength" in names(g, Zone.GRAVEYARD, 0)
    assert _pt(g, bears) == (2, 2)


def test_black_ward_stops_black_blockers_and_black_damage() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Black Ward", attached_to=bears)
    zombies = s.battlefield(1, "Scathe Zombies")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    _to_blockers(g, {bears: 1})
    assert (zombies, bears) not in _blockers(g) and (elves, bears) in _blockers(g)


# -- "You may have CARDNAME assign its combat damage as though it weren't blocked." (CR 510.1c-d) --------
def test_lone_wolf_may_assign_its_damage_to_the_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wolf = s.battlefield(0, "Lone Wolf")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    _to_blockers(g, {wolf: 1})
    block(g, {wall: wolf})
    pass_until_decision(g, "damage_assignment")
    assert AssignDamage(player(1), 2) in legal(g) and AssignDamage(("object", wall), 2) in legal(g)
    g.apply(AssignDamage(player(1), 2))
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.objects[wall].damage == 0


def test_pride_of_lions_may_still_assign_to_its_blocker_but_bears_have_no_choice() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lions = s.battlefield(0, "Pride of Lions")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    _to_blockers(g, {lions: 1, bears: 1})
    block(g, {giant: lions, wall: bears})
    pass_until_decision(g, "damage_assignment")
    assert {a.target for a in legal(g) if isinstance(a, AssignDamage)} == {player(1), ("object", giant)}
    g.apply(AssignDamage(("object", giant), 4))
    resolve_stack(g)
    assert ids(g, "Hill Giant") == [] and g.state.players[1].life == 20
    assert g.state.objects[wall].damage == 2  # the Bears assigned to their blocker, no choice asked


# -- evasion by power (CR 509.1b; 2003: 309.2) ------------------------------------------------------------
def test_brassclaw_orcs_cant_block_power_two_or_more() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    orcs = s.battlefield(1, "Brassclaw Orcs")
    ironclaw = s.battlefield(1, "Ironclaw Orcs")
    g = s.start()
    _to_blockers(g, {bears: 1, elves: 1})
    options = _blockers(g)
    assert (orcs, bears) not in options and (ironclaw, bears) not in options
    assert (orcs, elves) in options and (ironclaw, elves) in options


def test_amrou_kithkin_and_fleet_footed_monk_evade_big_blockers() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    kithkin = s.battlefield(0, "Amrou Kithkin")
    monk = s.battlefield(0, "Fleet-Footed Monk")
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    _to_blockers(g, {kithkin: 1, monk: 1})
    options = _blockers(g)
    assert (giant, kithkin) not in options and (bears, kithkin) in options
    assert (bears, monk) not in options and (elves, monk) in options


# -- evasion by color, and the Scarabs' conditional bonus (CR 509.1b, 611.3b) -----------------------------
def test_dauthi_horror_cant_be_blocked_by_white_shadow_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    horror = s.battlefield(0, "Dauthi Horror")
    soldier = s.battlefield(1, "Soltari Foot Soldier")
    slayer = s.battlefield(1, "Dauthi Slayer")
    g = s.start()
    _to_blockers(g, {horror: 1})
    options = _blockers(g)
    assert (soldier, horror) not in options and (slayer, horror) in options


def test_black_scarab_evades_black_creatures_and_grows_against_black() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Black Scarab", attached_to=bears)
    zombies = s.battlefield(1, "Scathe Zombies")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    assert _pt(g, bears) == (4, 4)  # an opponent controls a black permanent
    _to_blockers(g, {bears: 1})
    assert (zombies, bears) not in _blockers(g) and (elves, bears) in _blockers(g)


def test_white_scarab_bonus_ends_when_the_white_permanent_leaves() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "White Scarab", attached_to=bears)
    s.battlefield(0, "Serra Angel")  # your own white permanent doesn't count
    lions = s.battlefield(1, "Soltari Foot Soldier")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    assert _pt(g, bears) == (4, 4)
    cast(g, bolt, [lions])
    resolve_stack(g)
    assert _pt(g, bears) == (2, 2)


# -- the Mirage Djinns: "gets -2/-2 as long as <color> is the most common color …" ------------------------
def test_ruham_djinn_shrinks_while_white_is_most_common_or_tied() -> None:
    s = _main(Scenario())
    djinn = s.battlefield(0, "Ruham Djinn")
    s.battlefield(1, "Raging Goblin")
    goblin2 = s.battlefield(1, "Raging Goblin")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    assert _pt(g, djinn) == (5, 5)  # red 2, white 1
    cast(g, bolt, [goblin2])
    resolve_stack(g)
    assert _pt(g, djinn) == (3, 3)  # red 1, white 1: tied


def test_zanam_djinn_counts_every_color_of_a_permanent() -> None:
    s = _main(Scenario())
    djinn = s.battlefield(0, "Zanam Djinn")
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert _pt(g, djinn) == (3, 4)  # blue 1, green 1: tied
    s2 = _main(Scenario())
    djinn2 = s2.battlefield(0, "Zanam Djinn")
    s2.battlefield(1, "Grizzly Bears")
    s2.battlefield(1, "Llanowar Elves")
    g2 = s2.start()
    assert _pt(g2, djinn2) == (5, 6)


# -- prevention from static abilities (CR 615.1a; 2003: 419.7) --------------------------------------------
def test_dawn_elemental_takes_no_damage() -> None:
    s = _main(Scenario())
    elemental = s.battlefield(1, "Dawn Elemental")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [elemental])
    resolve_stack(g)
    assert g.state.objects[elemental].damage == 0 and ids(g, "Dawn Elemental") == [elemental]


def test_champion_lancer_and_uncle_istvan_take_no_damage_from_creatures_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.battlefield(0, "Hill Giant")
    lancer = s.battlefield(1, "Champion Lancer")
    istvan = s.battlefield(1, "Uncle Istvan")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [istvan])
    resolve_stack(g)
    assert g.state.objects[istvan].damage == 2  # a spell is no creature
    _to_blockers(g, {giant: 1})
    block(g, {lancer: giant})
    pass_until_decision(g, "priority")
    while g.state.step < Step.END_COMBAT:
        pass_priority(g)
    assert g.state.objects[lancer].damage == 0 and ids(g, "Hill Giant") == []  # the Lancer still deals its 3


def test_the_spheres_and_urzas_armor_prevent_part_of_each_damage() -> None:
    s = _main(Scenario())
    s.battlefield(1, "Sphere of Law")
    s.battlefield(1, "Urza's Armor")
    bolt, shock = s.hand(0, ["Lightning Bolt", "Shock"])
    giant = s.battlefield(1, "Hill Giant")
    s.pool(0, "{R}{R}")
    g = s.start()
    cast(g, bolt, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 20  # 3 - 2 (red) - 1 (any source)
    cast(g, shock, [giant])
    resolve_stack(g)
    assert g.state.objects[giant].damage == 2  # only damage to you


def test_sphere_of_grace_prevents_black_combat_damage() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    specter = s.battlefield(0, "Hypnotic Specter")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Sphere of Grace")
    g = s.start()
    attack(g, {specter: 1, bears: 1})
    while g.state.step < Step.END_COMBAT:
        pass_priority(g) if g.state.decision is not None and g.state.decision.kind == "priority" else \
            pass_until_decision(g, "priority")
    assert g.state.players[1].life == 18  # the Specter's 2 prevented, the Bears' 2 dealt


# -- "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (CR 614.1a) -------
def test_ali_from_cairo_and_sustaining_spirit_keep_you_at_one() -> None:
    for keeper in ("Ali from Cairo", "Sustaining Spirit"):
        s = _main(Scenario())
        s.life(1, 3)
        s.battlefield(1, keeper)
        bolt, shock = s.hand(0, ["Lightning Bolt", "Shock"])
        s.pool(0, "{R}{R}")
        g = s.start()
        cast(g, bolt, [player(1)])
        resolve_stack(g)
        assert g.state.players[1].life == 1, keeper
        cast(g, shock, [player(1)])
        resolve_stack(g)
        assert g.state.players[1].life == 1 and not g.state.over, keeper


# -- Circles of Protection (CR 615.1a, 609.7a; 2003: 419.7) ------------------------------------------------
def test_circle_of_protection_red_prevents_the_chosen_bolt_once() -> None:
    s = _main(Scenario(), active=1)
    cop = s.battlefield(0, "Circle of Protection: Red")
    bolt, bolt2 = s.hand(1, ["Lightning Bolt", "Lightning Bolt"])
    s.pool(1, "{R}{R}")
    s.pool(0, "{1}")
    g = s.start()
    cast(g, bolt, [player(0)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    activate(g, cop, 0)
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "pick"
    assert spell in g.state.decision.data["options"]
    choose(g, spell)
    resolve_stack(g)  # the Bolt
    assert g.state.players[0].life == 20
    cast(g, bolt2, [player(0)])
    resolve_stack(g)
    assert g.state.players[0].life == 17  # a new source, no shield


def test_rune_of_protection_black_only_offers_black_sources() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    rune = s.battlefield(0, "Rune of Protection: Black")
    specter = s.battlefield(1, "Hypnotic Specter")
    giant = s.battlefield(1, "Hill Giant")
    s.pool(0, "{W}")
    g = s.start()
    pass_priority(g)
    activate(g, rune, 0)
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.data["options"] == [specter]
    choose(g, specter)
    attack(g, {specter: 0, giant: 0})
    while g.state.step < Step.END_COMBAT:
        pass_priority(g) if g.state.decision is not None and g.state.decision.kind == "priority" else \
            pass_until_decision(g, "priority")
    assert g.state.players[0].life == 17  # the Giant's 3 only


def test_pilgrim_of_justice_protects_a_creature_too() -> None:
    s = _main(Scenario(), active=1)
    pilgrim = s.battlefield(0, "Pilgrim of Justice")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    s.pool(0, "{W}")
    g = s.start()
    cast(g, shock, [bears])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    activate(g, pilgrim, 0)
    resolve_stack(g)
    choose(g, spell)
    resolve_stack(g)
    assert g.state.objects[bears].damage == 0 and ids(g, "Pilgrim of Justice") == []


# -- cost increases and reductions (CR 601.2f; 2003: 409.1f) -----------------------------------------------
def _can_cast(g: Game, oid: int) -> bool:
    return any(isinstance(a, CastSpell) and a.oid == oid for a in legal(g))


def test_andradite_leech_makes_black_spells_cost_more() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Andradite Leech")
    s.battlefield(1, "Derelor")  # the opponent's increase is theirs alone
    ritual, bolt = s.hand(0, ["Dark Ritual", "Lightning Bolt"])
    s.pool(0, "{B}{R}")
    g = s.start()
    assert not _can_cast(g, ritual) and _can_cast(g, bolt)
    s2 = _main(Scenario())
    s2.battlefield(0, "Andradite Leech")
    s2.battlefield(0, "Derelor")
    ritual2 = s2.hand(0, "Dark Ritual")
    s2.pool(0, "{B}{B}")
    g2 = s2.start()
    assert not _can_cast(g2, ritual2)  # {B} + {B} + {B}
    s3 = _main(Scenario())
    s3.battlefield(0, "Derelor")
    ritual3 = s3.hand(0, "Dark Ritual")
    s3.pool(0, "{B}{B}")
    g3 = s3.start()
    cast(g3, ritual3)
    assert list(g3.state.players[0].pool) == [0, 0, 0, 0, 0, 0]  # both paid
    resolve_stack(g3)
    assert g3.state.players[0].pool[2] == 3


def test_jet_medallion_takes_off_generic_mana_only() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Jet Medallion")
    specter, ritual = s.hand(0, ["Hypnotic Specter", "Dark Ritual"])
    s.pool(0, "{B}{B}")
    g = s.start()
    assert _can_cast(g, specter)  # {1}{B}{B} - {1}
    cast(g, specter)
    assert list(g.state.players[0].pool) == [0, 0, 0, 0, 0, 0]
    resolve_stack(g)
    assert ids(g, "Hypnotic Specter") != [] and not _can_cast(g, ritual)  # {B} stays {B}


def test_familiars_and_warchiefs_reduce_their_spells() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Thornscape Familiar")  # red spells and white spells
    s.battlefield(0, "Goblin Warchief")  # Goblin spells
    angel, bears = s.hand(0, ["Serra Angel", "Grizzly Bears"])
    s.pool(0, "{R}{W}{W}{W}")
    g = s.start()
    assert _can_cast(g, angel)  # {3}{W}{W} - {1}
    assert not _can_cast(g, bears)  # green: {1}{G}
    s2 = _main(Scenario())
    s2.battlefield(0, "Thornscape Familiar")
    s2.battlefield(0, "Goblin Warchief")
    piker2 = s2.hand(0, "Goblin Piker")  # {1}{R}, a red Goblin: {1} off twice, never below {R}
    s2.pool(0, "{R}")
    g2 = s2.start()
    cast(g2, piker2)
    resolve_stack(g2)
    assert ids(g2, "Goblin Piker") != []


# -- "As CARDNAME enters the battlefield, choose a color / a creature type." (CR 614.12; 2003: 410.10e) --
def test_cover_of_darkness_gives_the_chosen_type_fear() -> None:
    s = _main(Scenario())
    cover = s.hand(0, "Cover of Darkness")
    zombies = s.battlefield(0, "Scathe Zombies")
    bears0 = s.battlefield(0, "Grizzly Bears")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, cover)
    resolve_stack(g)
    choose_type(g, "Zombie")
    assert has_keyword(g.state, g.state.objects[zombies], "fear")
    assert not has_keyword(g.state, g.state.objects[bears0], "fear")
    _to_blockers(g, {zombies: 1, bears0: 1})
    assert (bears, zombies) not in _blockers(g) and (bears, bears0) in _blockers(g)


def test_shared_triumph_put_into_play_by_an_effect_still_chooses() -> None:
    s = _main(Scenario())
    wurm = s.hand(0, "Tempting Wurm")
    triumph = s.hand(1, "Shared Triumph")
    goblin = s.battlefield(1, "Raging Goblin")
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, wurm)
    resolve_stack(g)  # the Wurm resolves; its trigger goes on the stack
    resolve_stack(g)
    choose(g, triumph)  # the only card player 1 may put into play
    d = g.state.decision
    assert d is not None and d.kind == "entry_choice" and d.player == 1
    g.apply(ChooseType("Goblin"))
    assert _pt(g, goblin) == (2, 2)


def test_steely_resolve_gives_the_chosen_type_shroud() -> None:
    s = _main(Scenario())
    resolve_ = s.hand(0, "Steely Resolve")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    shock = s.hand(1, "Shock")
    s.pool(0, "{1}{G}")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, resolve_)
    resolve_stack(g)
    choose_type(g, "Bear")
    pass_priority(g)
    assert g.state.decision is not None and g.state.decision.kind == "priority" and g.state.decision.player == 1
    targets = {a.target for a in legal_after_cast(g, shock)}
    assert ("object", bears) not in targets and ("object", giant) in targets


def legal_after_cast(g: Game, oid: int) -> list[ChooseTarget]:
    g.apply(CastSpell(oid))
    return [a for a in legal(g) if isinstance(a, ChooseTarget)]


def test_cho_mannos_blessing_protects_from_the_chosen_color_and_stays() -> None:
    s = _main(Scenario())
    blessing = s.hand(0, "Cho-Manno's Blessing")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{W}{W}")
    g = s.start()
    cast(g, blessing, [bears])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "choose_color"
    g.apply(ChooseColor("W"))  # protection from its own color: "This effect doesn't remove" it
    assert ids(g, "Cho-Manno's Blessing") != []
    assert has_keyword(g.state, g.state.objects[bears], "protection from white")


def test_flickering_ward_put_into_play_attached_chooses_as_it_enters() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    ward = s.battlefield(0, "Flickering Ward", attached_to=bears)  # came into play without its choice
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    d = g.state.decision
    assert d is not None and d.kind == "entry_choice" and d.data["oid"] == ward
    assert set(legal(g)) == {ChooseColor(c) for c in "WUBRG"}
    g.apply(ChooseColor("R"))
    pass_priority(g)
    g.apply(CastSpell(bolt))
    assert ("object", bears) not in {a.target for a in legal(g) if isinstance(a, ChooseTarget)}


def test_voice_of_all_returned_by_zombify_chooses_its_color() -> None:
    s = _main(Scenario())
    voice = s.graveyard(0, "Voice of All")
    zombify = s.hand(0, "Zombify")
    s.pool(0, "{3}{B}")
    g = s.start()
    cast(g, zombify, [voice])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "entry_choice" and d.player == 0
    g.apply(ChooseColor("G"))
    new = ids(g, "Voice of All")[0]
    assert has_keyword(g.state, g.state.objects[new], "protection from green")
    pass_priority(g)  # nothing more is asked
    assert g.state.decision is not None and g.state.decision.kind == "priority"


def test_sol_grail_pays_with_the_chosen_color() -> None:
    s = _main(Scenario())
    grail = s.battlefield(0, "Sol Grail")  # put into play without its choice: asked at once
    ritual, bolt = s.hand(0, ["Dark Ritual", "Lightning Bolt"])
    g = s.start()
    g.apply(ChooseColor("B"))
    assert _can_cast(g, ritual) and not _can_cast(g, bolt)
    cast(g, ritual)
    assert g.state.objects[grail].tapped
    resolve_stack(g)
    assert g.state.players[0].pool[2] == 3


def test_quirion_elves_add_the_chosen_color() -> None:
    s = _main(Scenario())
    elves = s.battlefield(0, "Quirion Elves")
    g = s.start()
    g.apply(ChooseColor("U"))
    activate(g, elves, 1)
    assert list(g.state.players[0].pool) == [0, 1, 0, 0, 0, 0]


# -- the Judgment Phantoms (CR 615.1a; Judgment FAQ) --------------------------------------------------------
def test_phantom_centaur_prevents_damage_and_loses_a_counter() -> None:
    s = _main(Scenario())
    centaur = s.battlefield(1, "Phantom Centaur", counters={"+1/+1": 3})
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, shock, [centaur])
    resolve_stack(g)
    o = g.state.objects[centaur]
    assert o.damage == 0 and o.counters["+1/+1"] == 2 and _pt(g, centaur) == (4, 2)


def test_phantom_tiger_loses_one_counter_for_two_blockers() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tiger = s.battlefield(0, "Phantom Tiger", counters={"+1/+1": 2})
    bears, elves = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Llanowar Elves")
    g = s.start()
    _to_blockers(g, {tiger: 1})
    block(g, {bears: tiger, elves: tiger})
    pass_until_decision(g, "damage_assignment")
    g.apply(AssignDamage(("object", bears), 3))
    while g.state.step < Step.END_COMBAT:
        pass_priority(g)
    o = g.state.objects[tiger]
    assert o.damage == 0 and o.counters["+1/+1"] == 1 and ids(g, "Grizzly Bears") == []


# -- more attacking, blocking and targeting rules (CR 508.1c, 509.1b, 702.18) -------------------------------
def _attackers(g: Game) -> set[int]:
    return {a.attacker for a in legal(g) if isinstance(a, DeclareAttacker)}


def test_orgg_and_mogg_jailer_cant_attack_into_some_untapped_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    orgg = s.battlefield(0, "Orgg")
    jailer = s.battlefield(0, "Mogg Jailer")
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Llanowar Elves", tapped=True)
    g = s.start()
    pass_until_decision(g, "attackers")
    assert orgg not in _attackers(g) and jailer in _attackers(g)  # the Elves are tapped


def test_undertow_and_gosta_dirk_let_islandwalkers_be_blocked() -> None:
    for card in ("Undertow", "Gosta Dirk"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        raiders = s.battlefield(0, "Merfolk Raiders")
        s.battlefield(1, "Island")
        wall = s.battlefield(1, "Wall of Stone")
        s.battlefield(1 if card == "Gosta Dirk" else 0, card)
        g = s.start()
        _to_blockers(g, {raiders: 1})
        assert (wall, raiders) in _blockers(g), card
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    raiders = s.battlefield(0, "Merfolk Raiders")
    s.battlefield(1, "Island")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    assert not can_block(g.state, g.state.objects[wall], g.state.objects[raiders])  # islandwalk as usual


def test_heartwood_dryad_and_wall_of_diffusion_block_shadow() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    slayer = s.battlefield(0, "Dauthi Slayer")
    dryad = s.battlefield(1, "Heartwood Dryad")
    wall = s.battlefield(1, "Wall of Diffusion")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    _to_blockers(g, {slayer: 1})
    options = _blockers(g)
    assert (dryad, slayer) in options and (wall, slayer) in options and (bears, slayer) not in options


def test_familiar_ground_and_yuan_shao_allow_one_blocker_each() -> None:
    for card in ("Familiar Ground", "Yuan Shao, the Indecisive"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        giant = s.battlefield(0, "Hill Giant")
        s.battlefield(0, card)
        bears, elves = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Llanowar Elves")
        g = s.start()
        _to_blockers(g, {giant: 1})
        g.apply(DeclareBlocker(bears, giant))
        assert (elves, giant) not in _blockers(g), card


def test_ivory_mask_and_true_believer_give_their_controller_shroud() -> None:
    for card in ("Ivory Mask", "True Believer"):
        s = _main(Scenario())
        s.battlefield(1, card)
        bolt = s.hand(0, "Lightning Bolt")
        s.pool(0, "{R}")
        g = s.start()
        targets = {a.target for a in legal_after_cast(g, bolt)}
        assert player(1) not in targets and player(0) in targets, card


def test_suqata_firewalker_cant_be_targeted_by_red() -> None:
    s = _main(Scenario())
    walker = s.battlefield(1, "Suq'Ata Firewalker")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    assert ("object", walker) not in {a.target for a in legal_after_cast(g, bolt)}


def test_story_circle_offers_only_sources_of_the_chosen_color() -> None:
    s = _main(Scenario(), active=1)
    circle = s.battlefield(0, "Story Circle")
    goblin = s.battlefield(1, "Raging Goblin")
    s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.pool(0, "{W}")
    g = s.start()
    g.apply(ChooseColor("R"))  # put into play without its choice: asked first
    cast(g, bolt, [player(0)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    activate(g, circle, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and set(d.data["options"]) == {goblin, spell}  # red sources only
    choose(g, spell)
    resolve_stack(g)
    assert g.state.players[0].life == 20


def test_prismatic_ward_prevents_damage_of_the_chosen_color() -> None:
    s = _main(Scenario())
    ward = s.hand(0, "Prismatic Ward")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.pool(0, "{1}{W}")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, ward, [bears])
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    assert ids(g, "Prismatic Ward") != []
    pass_priority(g)
    cast(g, shock, [bears])
    resolve_stack(g)
    assert g.state.objects[bears].damage == 0 and ids(g, "Grizzly Bears") == [bears]


# -- P/T from counts: characteristic-defining abilities (CR 604.3, 613.4a) and "for each" (613.4c) -----------
def test_maro_and_sylvan_yeti_count_the_cards_in_hand() -> None:
    s = _main(Scenario())
    maro = s.battlefield(0, "Maro")
    yeti = s.battlefield(0, "Sylvan Yeti")
    bolt, _shock, _growth = s.hand(0, ["Lightning Bolt", "Shock", "Giant Growth"])
    s.pool(0, "{R}")
    g = s.start()
    assert _pt(g, maro) == (3, 3) and _pt(g, yeti)[0] == 3
    cast(g, bolt, [player(1)])
    assert _pt(g, maro) == (2, 2) and _pt(g, yeti)[0] == 2


def test_lhurgoyf_counts_creature_cards_in_all_graveyards_even_in_the_graveyard() -> None:
    s = _main(Scenario())
    goyf = s.battlefield(0, "Lhurgoyf")
    s.graveyard(0, ["Grizzly Bears", "Shock"])
    s.graveyard(1, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    dead = s.graveyard(1, "Lhurgoyf")
    s.pool(0, "{R}")
    g = s.start()
    assert _pt(g, goyf) == (3, 4) and _pt(g, dead) == (3, 4)  # a CDA works in every zone (CR 604.3)
    cast(g, bolt, [goyf])
    resolve_stack(g)
    assert ids(g, "Lhurgoyf") == [goyf]  # 3 damage to a 3/4


def test_plague_rats_and_beast_of_burden_count_the_battlefield() -> None:
    s = _main(Scenario())
    rats = [s.battlefield(0, "Plague Rats"), s.battlefield(1, "Plague Rats")]
    beast = s.battlefield(0, "Beast of Burden")
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert _pt(g, rats[0]) == (2, 2) and _pt(g, beast) == (4, 4)


def test_nightmare_and_dakkon_count_what_you_control() -> None:
    s = _main(Scenario())
    nightmare = s.battlefield(0, "Nightmare")
    dakkon = s.battlefield(0, "Dakkon Blackblade")
    s.lands(0, "Swamp", 2)
    s.battlefield(0, "Plains")
    s.lands(1, "Swamp", 3)
    g = s.start()
    assert _pt(g, nightmare) == (2, 2) and _pt(g, dakkon) == (3, 3)


def test_crusading_knight_and_mogg_squad_get_a_bonus_for_each() -> None:
    s = _main(Scenario())
    knight = s.battlefield(0, "Crusading Knight")
    squad = s.battlefield(0, "Mogg Squad")
    s.lands(1, "Swamp", 2)
    s.lands(0, "Swamp", 1)  # your own Swamps don't count
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert _pt(g, knight) == (4, 4)  # 2/2 + two Swamps your opponents control
    assert _pt(g, squad) == (1, 1)  # 3/3 - the Knight and the Bears


def test_bravado_and_rabid_wombat() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Bravado", attached_to=bears)
    s.battlefield(0, "Llanowar Elves")
    wombat = s.battlefield(0, "Rabid Wombat")
    s.battlefield(0, "Holy Strength", attached_to=wombat)
    s.battlefield(1, "Hill Giant")  # not yours
    g = s.start()
    assert _pt(g, bears) == (4, 4)  # the Elves and the Wombat; not the Bears themselves
    assert _pt(g, wombat) == (3, 5)  # 0/1 + 2/2 per Aura + Holy Strength's +1/+2


def test_domain_wayfaring_giant_and_exotic_curse() -> None:
    s = _main(Scenario())
    giant = s.battlefield(0, "Wayfaring Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Exotic Curse", attached_to=bears)
    for land in ("Forest", "Forest", "Island", "Savannah"):
        s.battlefield(0, land)
    s.battlefield(1, "Mountain")
    g = s.start()
    assert _pt(g, giant) == (4, 6)  # 1/3 + Forest, Island, Plains (Savannah is a Forest Plains)
    assert ids(g, "Grizzly Bears") == []  # -3/-3


# -- "As CARDNAME enters the battlefield, choose an opponent." and counts of the chosen player ---------------
def test_entropic_specter_counts_the_only_opponents_hand() -> None:
    s = _main(Scenario())
    specter = s.hand(0, "Entropic Specter")
    s.hand(1, ["Shock", "Shock", "Giant Growth"])
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    cast(g, specter)
    resolve_stack(g)  # one opponent: chosen without a decision
    new = ids(g, "Entropic Specter")[0]
    assert _pt(g, new) == (3, 3)


def test_lost_order_of_jarkeld_chooses_among_opponents() -> None:
    s = Scenario(players=3)
    s.turn(active=0, step=Step.MAIN1)
    order = s.battlefield(0, "Lost Order of Jarkeld")  # put into play without its choice
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(2, "Grizzly Bears")
    s.battlefield(2, "Hill Giant")
    g = s.start()
    d = g.state.decision
    assert d is not None and d.kind == "entry_choice" and set(legal(g)) == {ChooseTarget(player(1)),
                                                                             ChooseTarget(player(2))}
    g.apply(ChooseTarget(player(2)))
    assert _pt(g, order) == (3, 3)  # 1 plus two creatures


def test_pallimud_and_skyshroud_war_beast_count_the_chosen_players_lands() -> None:
    s = _main(Scenario())
    pallimud = s.battlefield(0, "Pallimud")
    beast = s.battlefield(0, "Skyshroud War Beast")
    s.lands(1, "Forest", 2, tapped=True)
    s.battlefield(1, "Savannah")
    s.battlefield(1, "Taiga", tapped=True)
    s.battlefield(0, "Bayou")  # yours: not counted
    g = s.start()
    assert _pt(g, pallimud)[0] == 3 and _pt(g, beast) == (2, 2)


def test_black_vise_and_the_rack_punish_the_chosen_player_in_their_upkeep() -> None:
    for cards, life in ((6, 18), (1, 18), (2, 19), (4, 20)):  # Vise: cards - 4; Rack: 3 - cards; never below 0
        s = Scenario()
        s.turn(active=0, step=Step.MAIN2)
        s.battlefield(0, "Black Vise")
        s.battlefield(0, "The Rack")
        s.hand(1, ["Shock"] * cards)
        s.hand(0, ["Shock"] * 6)  # the controller is not the chosen player
        g = s.start()
        pass_until(g, Step.UPKEEP, active=1)
        while g.state.decision is not None and g.state.decision.kind == "trigger_order":
            g.apply(legal(g)[0])  # both triggers, in either order
        assert len(g.state.stack) == 2
        while g.state.stack:
            pass_priority(g)
        assert g.state.players[1].life == life and g.state.players[0].life == 20, cards


def test_iron_maiden_and_storm_world_use_the_same_count() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    s.battlefield(0, "Iron Maiden")
    s.battlefield(0, "Storm World")
    s.hand(1, ["Shock"] * 6)  # Maiden: 6 - 4; Storm World: 4 - 6, none
    g = s.start()
    pass_until(g, Step.UPKEEP, active=1)
    while g.state.decision is not None and g.state.decision.kind == "trigger_order":
        g.apply(legal(g)[0])
    while g.state.stack:
        pass_priority(g)
    assert g.state.players[1].life == 18


# -- maximum hand size (CR 402.2, 514.1; 2003: 314.1) -----------------------------------------------------
def _discard_left(active: int, hand: int, permanents: list[tuple[int, str]]) -> int:
    """How many cards the active player must discard in the cleanup step (0: none asked)."""
    s = Scenario()
    s.turn(active=active, step=Step.MAIN2)
    for owner, name in permanents:
        s.battlefield(owner, name)
    s.hand(active, ["Shock"] * hand)
    g = s.start()
    for _ in range(20):
        d = g.state.decision
        if d is not None and d.kind == "discard_to_hand_size":
            return int(d.data["left"])
        if g.state.step != Step.MAIN2 and g.state.active != active:
            return 0
        pass_priority(g)
    raise AssertionError("no cleanup")


def test_spellbook_and_thought_nibbler_change_your_hand_size() -> None:
    assert _discard_left(0, 9, []) == 2
    assert _discard_left(0, 9, [(0, "Spellbook")]) == 0
    assert _discard_left(0, 9, [(1, "Spellbook")]) == 2  # only its controller's
    assert _discard_left(0, 6, [(0, "Thought Nibbler")]) == 1  # 7 - 2
    assert _discard_left(0, 6, [(0, "Thought Eater"), (0, "Thought Nibbler")]) == 4  # 7 - 3 - 2


def test_cursed_rack_sets_the_chosen_players_hand_size() -> None:
    assert _discard_left(1, 6, [(0, "Cursed Rack")]) == 2
    assert _discard_left(0, 6, [(0, "Cursed Rack")]) == 0  # not its controller's


# -- "CARDNAME gets +N/+N as long as …" (CR 611.3b: checked continuously) ------------------------------------
def test_kird_ape_and_water_wurm_look_at_lands() -> None:
    s = _main(Scenario())
    ape = s.battlefield(0, "Kird Ape")
    wurm = s.battlefield(0, "Water Wurm")
    forest = s.battlefield(0, "Forest")
    s.battlefield(1, "Island")
    s.battlefield(0, "Island")  # your own Island doesn't count for the Wurm
    g = s.start()
    assert _pt(g, ape) == (2, 3) and _pt(g, wurm) == (1, 2)
    s2 = _main(Scenario())
    ape2 = s2.battlefield(0, "Kird Ape")
    wurm2 = s2.battlefield(0, "Water Wurm")
    s2.battlefield(0, "Island")
    g2 = s2.start()
    assert _pt(g2, ape2) == (1, 1) and _pt(g2, wurm2) == (1, 1)
    assert forest


def test_scoria_cat_and_giant_tortoise_watch_tapped_status() -> None:
    s = _main(Scenario())
    cat = s.battlefield(0, "Scoria Cat")
    tortoise = s.battlefield(0, "Giant Tortoise")
    s.battlefield(0, "Mountain")
    shock = s.hand(0, "Shock")
    g = s.start()
    assert _pt(g, cat) == (3, 3) and _pt(g, tortoise) == (1, 4)
    cast(g, shock, [player(1)])  # taps the Mountain for mana
    assert _pt(g, cat) == (6, 6)


def test_cloudreach_cavalry_and_beasts_of_bogardan() -> None:
    s = _main(Scenario())
    cavalry = s.battlefield(0, "Cloudreach Cavalry")
    beasts = s.battlefield(0, "Beasts of Bogardan")
    s.battlefield(1, "Serra Angel")
    s.battlefield(1, "Soltari Foot Soldier", token=True)  # a token doesn't count
    g = s.start()
    assert _pt(g, cavalry) == (1, 1) and not has_keyword(g.state, g.state.objects[cavalry], "flying")
    assert _pt(g, beasts) == (4, 4)  # the Angel is a nontoken white permanent
    s2 = _main(Scenario())
    cavalry2 = s2.battlefield(0, "Cloudreach Cavalry")
    s2.battlefield(0, "Birds of Paradise")
    beasts2 = s2.battlefield(0, "Beasts of Bogardan")
    s2.battlefield(1, "Soltari Foot Soldier", token=True)
    g2 = s2.start()
    assert _pt(g2, cavalry2) == (3, 3) and has_keyword(g2.state, g2.state.objects[cavalry2], "flying")
    assert _pt(g2, beasts2) == (3, 3)


# -- first strike while attacking, "Other black creatures", Meekstone, Treetop Rangers, Foriysian Brigade ---
def test_soltari_lancer_and_purraj_have_first_strike_only_while_attacking() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lancer = s.battlefield(0, "Soltari Lancer")
    purraj = s.battlefield(0, "Purraj of Urborg")
    g = s.start()
    assert not has_keyword(g.state, g.state.objects[purraj], "first strike")
    attack(g, {lancer: 1, purraj: 1})
    assert has_keyword(g.state, g.state.objects[purraj], "first strike")
    assert has_keyword(g.state, g.state.objects[lancer], "first strike")


def test_stronghold_taskmaster_and_urborg_shambler_shrink_other_black_creatures() -> None:
    s = _main(Scenario())
    taskmaster = s.battlefield(0, "Stronghold Taskmaster")
    shambler = s.battlefield(1, "Urborg Shambler")
    specter = s.battlefield(1, "Hypnotic Specter")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert ids(g, "Hypnotic Specter") == [] and specter not in g.state.battlefield  # 2/2 - 1/1 twice: it dies
    assert _pt(g, bears) == (2, 2)
    assert _pt(g, taskmaster) == (3, 2) and _pt(g, shambler) == (3, 2)  # 4/3 and 4/3, each -1/-1 once


def test_meekstone_and_marble_titan_keep_big_creatures_tapped() -> None:
    for card in ("Meekstone", "Marble Titan"):
        s = Scenario()
        s.turn(active=1, step=Step.MAIN2)
        s.battlefield(1, card)
        giant = s.battlefield(0, "Hill Giant", tapped=True)
        bears = s.battlefield(0, "Grizzly Bears", tapped=True)
        g = s.start()
        pass_until(g, Step.UPKEEP, active=0)
        assert g.state.objects[giant].tapped and not g.state.objects[bears].tapped, card


def test_treetop_rangers_and_scout_can_be_blocked_only_by_flyers() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rangers = s.battlefield(0, "Treetop Rangers")
    scout = s.battlefield(0, "Treetop Scout")
    angel = s.battlefield(1, "Serra Angel")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    _to_blockers(g, {rangers: 1, scout: 1})
    options = _blockers(g)
    assert (angel, rangers) in options and (angel, scout) in options
    assert (bears, rangers) not in options and (bears, scout) not in options


def test_foriysian_brigade_blocks_two_attackers_but_not_three() -> None:
    for card in ("Foriysian Brigade", "Two-Headed Giant of Foriys"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        attackers = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
        brigade = s.battlefield(1, card)
        g = s.start()
        _to_blockers(g, dict.fromkeys(attackers, 1))
        g.apply(DeclareBlocker(brigade, attackers[0]))
        assert (brigade, attackers[1]) in _blockers(g), card
        g.apply(DeclareBlocker(brigade, attackers[1]))
        assert not any(b == brigade for b, _a in _blockers(g)), card


def test_chill_and_helm_of_awakening_change_every_players_costs() -> None:
    s = _main(Scenario())
    s.battlefield(1, "Chill")  # the opponent's: red spells cost {2} more, yours too
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}{1}")
    g = s.start()
    assert not _can_cast(g, bolt)
    s2 = _main(Scenario())
    s2.battlefield(1, "Chill")
    s2.battlefield(1, "Helm of Awakening")  # {R} + {2} - {1}
    bolt2 = s2.hand(0, "Lightning Bolt")
    s2.pool(0, "{R}{1}")
    g2 = s2.start()
    assert _can_cast(g2, bolt2)


def test_aura_of_silence_and_ferozs_ban_tax_only_what_they_name() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Aura of Silence")  # your opponents' artifact and enchantment spells
    s.battlefield(1, "Feroz's Ban")  # every creature spell
    crusade = s.hand(0, "Crusade")
    s.pool(0, "{W}{W}")
    g = s.start()
    assert _can_cast(g, crusade)  # your own enchantment: {W}{W}
    s2 = _main(Scenario(), active=1)
    s2.battlefield(0, "Aura of Silence")
    crusade2 = s2.hand(1, "Crusade")
    s2.pool(1, "{W}{W}{1}")
    g2 = s2.start()
    assert not _can_cast(g2, crusade2)  # {W}{W} + {2}
    s3 = _main(Scenario())
    s3.battlefield(1, "Feroz's Ban")
    bears3 = s3.hand(0, "Grizzly Bears")
    s3.pool(0, "{G}{3}")
    g3 = s3.start()
    assert _can_cast(g3, bears3)
    cast(g3, bears3)
    assert list(g3.state.players[0].pool) == [0, 0, 0, 0, 0, 0]  # {1}{G} + {2}


# -- attacking, blocking and evasion that depend on the position (CR 508.1c, 509.1b) ------------------------
def test_branded_brawlers_and_veteran_brawlers_fear_untapped_lands() -> None:
    for card in ("Branded Brawlers", "Veteran Brawlers"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        brawlers = s.battlefield(0, card)
        elves = s.battlefield(0, "Llanowar Elves")
        s.battlefield(1, "Forest")
        g = s.start()
        pass_until_decision(g, "attackers")
        assert brawlers not in _attackers(g) and elves in _attackers(g), card
        s2 = Scenario()
        s2.turn(active=1, step=Step.MAIN1)
        brawlers2 = s2.battlefield(0, card)
        s2.battlefield(0, "Mountain")
        bears = s2.battlefield(1, "Grizzly Bears")
        g2 = s2.start()
        assert not can_block(g2.state, g2.state.objects[brawlers2], g2.state.objects[bears]), card


def test_goblin_goon_and_mogg_toady_need_more_creatures() -> None:
    for card in ("Goblin Goon", "Mogg Toady"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        goon = s.battlefield(0, card)
        elves = s.battlefield(0, "Llanowar Elves")
        s.battlefield(1, "Grizzly Bears")
        s.battlefield(1, "Grizzly Bears")
        g = s.start()
        pass_until_decision(g, "attackers")
        assert goon not in _attackers(g) and elves in _attackers(g), card  # two creatures each: not more
        s2 = Scenario()
        s2.turn(active=0, step=Step.MAIN1)
        goon2 = s2.battlefield(0, card)
        s2.battlefield(0, "Llanowar Elves")
        s2.battlefield(1, "Grizzly Bears")
        g2 = s2.start()
        pass_until_decision(g2, "attackers")
        assert goon2 in _attackers(g2), card


def test_the_beebles_and_hazy_homunculus_evade_by_what_the_defender_controls() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bouncing = s.battlefield(0, "Bouncing Beebles")
    bubbling = s.battlefield(0, "Bubbling Beebles")
    homunculus = s.battlefield(0, "Hazy Homunculus")
    wall = s.battlefield(1, "Wall of Stone")
    s.battlefield(1, "Crusade")  # an enchantment; no artifact; no untapped land
    s.battlefield(1, "Forest", tapped=True)
    g = s.start()
    _to_blockers(g, {bouncing: 1, bubbling: 1, homunculus: 1})
    options = _blockers(g)
    assert (wall, bouncing) in options and (wall, bubbling) not in options and (wall, homunculus) in options


def test_cloak_of_mists_and_metathran_elite_while_enchanted() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Cloak of Mists", attached_to=bears)
    elite = s.battlefield(0, "Metathran Elite")
    osprey = s.battlefield(0, "Fledgling Osprey")
    s.battlefield(0, "Holy Strength", attached_to=elite)
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    assert not has_keyword(g.state, g.state.objects[osprey], "flying")
    _to_blockers(g, {bears: 1, elite: 1, osprey: 1})
    assert _blockers(g) == {(wall, osprey)}


def test_fledgling_osprey_dire_wolves_and_fen_stalker_gain_keywords() -> None:
    s = _main(Scenario())
    osprey = s.battlefield(0, "Fledgling Osprey")
    s.battlefield(0, "Holy Strength", attached_to=osprey)
    wolves = s.battlefield(0, "Dire Wolves")
    s.battlefield(0, "Plains")
    stalker = s.battlefield(1, "Fen Stalker")
    s.battlefield(1, "Swamp")
    g = s.start()
    assert has_keyword(g.state, g.state.objects[osprey], "flying")
    assert has_keyword(g.state, g.state.objects[wolves], "banding")
    assert not has_keyword(g.state, g.state.objects[stalker], "fear")  # its Swamp is untapped


def test_argothian_pixies_and_back_to_basics() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pixies = s.battlefield(0, "Argothian Pixies")
    golem = s.battlefield(1, "Yotian Soldier")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    _to_blockers(g, {pixies: 1})
    assert (golem, pixies) not in _blockers(g) and (bears, pixies) in _blockers(g)
    s2 = Scenario()
    s2.turn(active=1, step=Step.MAIN2)
    s2.battlefield(1, "Back to Basics")
    tundra = s2.battlefield(0, "Tundra", tapped=True)
    plains = s2.battlefield(0, "Plains", tapped=True)
    g2 = s2.start()
    pass_until(g2, Step.UPKEEP, active=0)
    assert g2.state.objects[tundra].tapped and not g2.state.objects[plains].tapped


# -- statics that work from the graveyard (CR 113.6b) and land drops (CR 305.2a) -----------------------------
def test_anger_and_wonder_work_from_the_graveyard() -> None:
    s = _main(Scenario())
    s.graveyard(0, ["Anger", "Wonder"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    o = g.state.objects[bears]
    assert has_keyword(g.state, o, "haste") and not has_keyword(g.state, o, "flying")  # no Island
    assert not has_keyword(g.state, g.state.objects[theirs], "haste")
    s2 = _main(Scenario())
    s2.battlefield(0, "Anger")  # in play it does nothing
    bears2 = s2.battlefield(0, "Grizzly Bears")
    s2.battlefield(0, "Mountain")
    g2 = s2.start()
    assert not has_keyword(g2.state, g2.state.objects[bears2], "haste")


def test_filth_gives_swampwalk_that_works() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.graveyard(0, "Filth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Swamp")
    wall = s.battlefield(1, "Wall of Stone")
    s.battlefield(1, "Swamp")
    g = s.start()
    assert not can_block(g.state, g.state.objects[wall], g.state.objects[bears])


def test_exploration_allows_a_second_land() -> None:
    s = _main(Scenario())
    s.battlefield(0, "Exploration")
    forest, island, swamp = s.hand(0, ["Forest", "Island", "Swamp"])
    g = s.start()
    play_land(g, forest)
    play_land(g, island)
    assert not any(isinstance(a, PlayLand) for a in legal(g))
    assert swamp


def test_mother_of_runes_and_knight_of_dawn_choose_the_color_on_resolution() -> None:
    s = _main(Scenario())
    mother = s.battlefield(0, "Mother of Runes")
    knight = s.battlefield(0, "Knight of Dawn")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{W}{W}")
    g = s.start()
    activate(g, mother, 0, [bears])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "choose_color"
    g.apply(ChooseColor("R"))
    assert has_keyword(g.state, g.state.objects[bears], "protection from red")
    activate(g, knight, 0)
    resolve_stack(g)
    g.apply(ChooseColor("B"))
    assert has_keyword(g.state, g.state.objects[knight], "protection from black")
    assert not has_keyword(g.state, g.state.objects[knight], "protection from red")


def test_bedlam_an_zerrin_ruins_and_argothian_treefolk() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Bedlam")
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    assert not can_block(g.state, g.state.objects[wall], g.state.objects[bears])  # "Creatures can't block."
    s2 = Scenario()
    s2.turn(active=1, step=Step.MAIN2)
    ruins = s2.battlefield(1, "An-Zerrin Ruins")
    bears2 = s2.battlefield(0, "Grizzly Bears", tapped=True)
    giant = s2.battlefield(0, "Hill Giant", tapped=True)
    g2 = s2.start()
    g2.apply(ChooseType("Bear"))  # put into play without its choice
    pass_until(g2, Step.UPKEEP, active=0)
    assert g2.state.objects[bears2].tapped and not g2.state.objects[giant].tapped and ruins
    s3 = _main(Scenario())
    treefolk = s3.battlefield(1, "Argothian Treefolk")
    bolt = s3.hand(0, "Lightning Bolt")
    s3.pool(0, "{R}")
    g3 = s3.start()
    cast(g3, bolt, [treefolk])
    resolve_stack(g3)
    assert g3.state.objects[treefolk].damage == 3  # only artifact sources are stopped


# -- attack taxes (CR 508.1d-h; 2003: 308.2: paid as attackers are declared) ---------------------------------
def test_propaganda_and_windborn_muse_tax_each_attacker() -> None:
    for card in ("Propaganda", "Windborn Muse"):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        s.battlefield(1, card)
        bears = s.battlefield(0, "Grizzly Bears")
        giant = s.battlefield(0, "Hill Giant")
        mountains = s.lands(0, "Mountain", 3)
        g = s.start()
        pass_until_decision(g, "attackers")
        assert {bears, giant} <= _attackers(g), card
        g.apply(DeclareAttacker(bears, 1))
        assert sum(g.state.objects[m].tapped for m in mountains) == 2, card  # {2} paid
        assert giant not in _attackers(g), card  # one Mountain left: no second {2}


def test_collective_restraint_counts_its_domain() -> None:
    for mountains, can in ((2, False), (3, True)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        s.battlefield(1, "Collective Restraint")
        for land in ("Island", "Forest", "Swamp"):
            s.battlefield(1, land)
        bears = s.battlefield(0, "Grizzly Bears")
        s.lands(0, "Mountain", mountains)
        g = s.start()
        assert all(rule(g.state, g.state.objects[bears], 1) for rule in ATTACK_RESTRICTIONS) == can, mountains


def test_circle_of_protection_red_can_name_a_sacrificed_mogg_fanatic() -> None:
    """CR 609.7a: an object referred to by an ability on the stack can be the chosen source, though it
    has left play (its color by last known information)."""
    s = _main(Scenario(), active=1)
    cop = s.battlefield(0, "Circle of Protection: Red")
    fanatic = s.battlefield(1, "Mogg Fanatic")
    s.pool(0, "{1}")
    g = s.start()
    activate(g, fanatic, 0, [player(0)])  # sacrificed as a cost
    assert ids(g, "Mogg Fanatic") == []
    pass_priority(g)
    activate(g, cop, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and fanatic in d.data["options"]
    choose(g, fanatic)
    resolve_stack(g)
    assert g.state.players[0].life == 20


def test_monstrous_hound_needs_more_lands() -> None:
    for mine, theirs, can in ((2, 2, False), (3, 2, True)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        hound = s.battlefield(0, "Monstrous Hound")
        s.lands(0, "Mountain", mine)
        s.lands(1, "Forest", theirs)
        g = s.start()
        assert all(rule(g.state, g.state.objects[hound], 1) for rule in ATTACK_RESTRICTIONS) == can, mine


def test_teferis_moat_stops_ground_creatures_of_the_chosen_color() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Teferi's Moat")
    giant = s.battlefield(0, "Hill Giant")
    dragon = s.battlefield(0, "Shivan Dragon")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    d = g.state.decision
    assert d is not None and d.kind == "entry_choice" and d.player == 1
    g.apply(ChooseColor("R"))
    pass_until_decision(g, "attackers")
    assert _attackers(g) == {dragon, bears} and giant


def test_spectral_cloak_and_aboshans_desire_grant_shroud_conditionally() -> None:
    s = _main(Scenario())
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Spectral Cloak", attached_to=bears)
    elves = s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Aboshan's Desire", attached_to=elves)
    s.graveyard(1, ["Shock"] * 7)
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    s.battlefield(1, "Spectral Cloak", attached_to=giant)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    targets = {a.target for a in legal_after_cast(g, bolt)}
    assert ("object", bears) not in targets and ("object", elves) not in targets
    assert ("object", giant) in targets  # tapped: no shroud
