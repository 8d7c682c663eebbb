"""Era mechanics compiled as whole template classes (``cards/compiler/mechanics.py``), each with at
least two real cards played in real games: Licids, "becomes the creature type / color of your
choice", Gustcloak's "untap it and remove it from combat", …"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import (
    AssignDamage,
    CastSpell,
    CastWith,
    ChooseColor,
    ChooseObject,
    ChooseTarget,
    ChooseYesNo,
    DeclareAttacker,
    DeclareBlocker,
    EndEffect,
    FinishDeclaring,
)
from oldframe.rules.atoms.compiled import SHIELD_OBJECT
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_creature, power, toughness
from oldframe.rules.model.forms import LICID
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    act,
    activate,
    answer,
    apply_first,
    attack,
    block,
    cast,
    choose_type,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    pass_until_decision,
    player,
    resolve_stack,
    target,
)

CARDS = (
    # Licids
    "Calming Licid", "Convulsing Licid", "Corrupting Licid", "Nurturing Licid", "Quickening Licid",
    "Gliding Licid", "Enraging Licid",
    # creature type / color of your choice
    "Mistform Dreamer", "Mistform Seaswift", "Mistform Shrieker", "Mistform Skyreaver", "Mistform Stalker",
    "Mistform Mask", "Rainbow Crow", "Caldera Kavu", "Tidal Visionary", "Distorting Lens",
    # Gustcloak
    "Gustcloak Harrier", "Gustcloak Runner", "Gustcloak Sentinel", "Gustcloak Skirmisher",
)


@pytest.mark.parametrize("name", CARDS)
def test_cards_of_these_templates_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


# -- Licids (Tempest; 2003 digest §14; CR 116.2e) ------------------------------------------------------
def test_calming_licid_becomes_an_aura_and_the_creature_cant_attack() -> None:
    """The Licid becomes a creature enchantment attached to the target: it is no creature, and its
    "Enchanted creature can't attack." now applies to the host (CR 613.1d; 2003: 214.4)."""
    s = _main(Scenario(), active=1)
    licid = s.battlefield(0, "Calming Licid")
    s.battlefield(0, "Plains")
    ogre = s.battlefield(1, "Gray Ogre")
    g = s.start()
    pass_until(g, Step.MAIN1, player=0)  # P1 activates at instant speed in P2's main phase
    activate(g, licid, targets=[ogre])
    resolve_stack(g)
    lic = obj(g, licid)
    assert lic.form == LICID and lic.attached_to == ogre and not is_creature(g.state, lic)
    pass_until(g, Step.DECLARE_ATTACKERS, player=1, active=1)
    assert g.state.decision is not None and g.state.decision.kind != "attackers"  # nothing can attack
    assert not any(isinstance(a, DeclareAttacker) and a.attacker == ogre for a in g.legal_actions())


def test_gliding_licid_grants_flying_and_paying_the_end_cost_makes_it_a_creature_again() -> None:
    s = _main(Scenario())
    licid = s.battlefield(0, "Gliding Licid")
    s.lands(0, "Island", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, licid, targets=[bears])
    resolve_stack(g)
    assert has_keyword(g.state, obj(g, bears), "flying") and not has_keyword(g.state, obj(g, licid), "flying")
    assert EndEffect(licid) in g.legal_actions()
    act(g, f"end #{licid}")  # the special action: pay {U} (CR 116.2e)
    lic = obj(g, licid)
    assert lic.form is None and is_creature(g.state, lic) and lic.tapped
    assert not has_keyword(g.state, obj(g, bears), "flying")


def test_nurturing_licid_as_a_creature_regenerates_nothing_as_an_aura_its_host() -> None:
    s = _main(Scenario())
    licid = s.battlefield(0, "Nurturing Licid")
    s.lands(0, "Forest", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    g = s.start()
    activate(g, licid, targets=[bears])
    resolve_stack(g)
    assert obj(g, licid).attached_to == bears
    activate(g, licid, 0)  # "{G}: Regenerate enchanted creature."
    resolve_stack(g)
    assert obj(g, bears).regen_shields == 1


def test_a_licid_line_needs_a_creature_target() -> None:
    text = ("{W}, {T}: CARDNAME loses this ability and becomes an Aura enchantment with enchant creature. "
            "Attach it to target player. You may pay {W} to end this effect.")
    assert compile_text(text, "X").status != "full"


# -- "becomes the creature type of your choice" (layer 4, CR 613.1d; 2003: 214.4) ----------------------
def test_mistform_dreamer_becomes_a_chosen_creature_type_until_end_of_turn() -> None:
    s = _main(Scenario())
    dreamer = s.battlefield(0, "Mistform Dreamer")
    s.lands(0, "Island", 1)
    g = s.start()
    activate(g, dreamer)
    resolve_stack(g)
    choose_type(g, "Goblin")
    assert creature_types(g.state, obj(g, dreamer)) == ("Goblin",)
    pass_until(g, Step.UPKEEP, active=1)
    assert creature_types(g.state, obj(g, dreamer)) == ("Illusion",)


def test_mistform_mask_changes_the_enchanted_creatures_type() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    mask = s.battlefield(0, "Mistform Mask", attached_to=bears)
    s.lands(0, "Island", 1)
    g = s.start()
    activate(g, mask)
    resolve_stack(g)
    choose_type(g, "Elf")
    assert creature_types(g.state, obj(g, bears)) == ("Elf",)
    pass_until(g, Step.UPKEEP, active=1)
    assert creature_types(g.state, obj(g, bears)) == ("Bear",)


# -- "becomes the color of your choice" (layer 5, CR 613.1e; 2003: 418.5b) -----------------------------
def test_rainbow_crow_becomes_the_chosen_color() -> None:
    s = _main(Scenario())
    crow = s.battlefield(0, "Rainbow Crow")
    s.lands(0, "Island", 1)
    g = s.start()
    activate(g, crow)
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    assert colors_of(g.state, obj(g, crow)) == frozenset({"R"})
    pass_until(g, Step.UPKEEP, active=1)
    assert colors_of(g.state, obj(g, crow)) == frozenset({"U"})


def test_tidal_visionary_makes_a_target_creature_the_chosen_color() -> None:
    s = _main(Scenario())
    visionary = s.battlefield(0, "Tidal Visionary")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    activate(g, visionary, targets=[bears])
    resolve_stack(g)
    g.apply(ChooseColor("B"))
    assert colors_of(g.state, obj(g, bears)) == frozenset({"B"})
    assert compile_text("{T}: Target spell or permanent becomes the color of your choice until end of turn.",
                        "X").status != "full"


# -- Gustcloak (CR 506.4; 2003: 306.2) ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Gustcloak Runner", "Gustcloak Harrier"])
def test_gustcloak_untaps_and_leaves_combat_when_blocked(name: str) -> None:
    s = _main(Scenario())
    cloak = s.battlefield(0, name)
    wall = s.battlefield(1, "Wall of Air")  # 1/5 flying defender
    g = s.start()
    attack(g, {cloak: 1})
    assert obj(g, cloak).tapped
    block(g, {wall: cloak})
    resolve_stack(g)
    answer(g, True)
    assert not obj(g, cloak).tapped
    assert g.state.combat is not None and cloak not in g.state.combat.attackers
    pass_until(g, Step.MAIN2, active=0)
    assert obj(g, cloak).damage == 0 and ids(g, name) == [cloak]
    assert g.state.players[1].life == 20


def test_gustcloak_may_stay_in_combat() -> None:
    s = _main(Scenario())
    cloak = s.battlefield(0, "Gustcloak Runner")  # 1/1
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {cloak: 1})
    block(g, {bears: cloak})
    resolve_stack(g)
    answer(g, False)
    pass_until(g, Step.MAIN2, active=0)
    assert names(g, Zone.GRAVEYARD, 0) == ["Gustcloak Runner"]


__all__ = ["Game", "player"]


# -- "sacrifice it unless you …" (CR 118.12; 2003: 409.1) and "return a … you control" ------------------

def _pick(g: Game, oid: int | None) -> None:
    d = g.state.decision
    assert d is not None and d.kind == "pick", d
    g.apply(ChooseObject(oid) if oid is not None else ChooseYesNo(False))



def _cast_with(g: Game, oid: int, how: str, targets: Sequence[int | tuple[str, int]] = (),
               costs: Sequence[int] = ()) -> None:
    todo_t, todo_c = list(targets), list(costs)
    g.apply(CastWith(oid, how, 0))
    while g.state.decision is not None and (todo_t or todo_c):
        d = g.state.decision
        if d.kind == "target" and todo_t:
            t = todo_t.pop(0)
            g.apply(ChooseTarget(t if isinstance(t, tuple) else ("object", t)))
        elif d.kind == "cost_choice" and todo_c:
            assert todo_c[0] in d.data["options"], (todo_c[0], d.data)
            g.apply(ChooseObject(todo_c.pop(0)))
        else:
            break
    assert not todo_t and not todo_c


def _plus(g: Game, oid: int) -> int:
    return (obj(g, oid).counters or {}).get("+1/+1", 0)



def _can_cast_with(g: Game, oid: int, how: str) -> bool:
    return CastWith(oid, how, 0) in g.legal_actions()


@pytest.mark.parametrize("kavu", ["Horned Kavu", "Shivan Wurm"])
def test_horned_kavu_returns_a_red_or_green_creature_maybe_itself(kavu: str) -> None:
    s = _main(Scenario())
    card = s.hand(0, kavu)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Merfolk of the Pearl Trident")  # blue: not an option
    s.pool(0, "{3}{R}{G}{G}{R}{R}")
    g = s.start()
    cast(g, card)
    resolve_stack(g)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and not d.data.get("optional")  # not a "may" (CR 608.2d)
    (new,) = ids(g, kavu)
    assert sorted(d.data["options"]) == sorted([bears, new])
    _pick(g, bears)
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"] and ids(g, kavu)


# -- the Phantoms (CR 615.1a; 2003: 419.7) ---------------------------------------------------------------


@pytest.mark.parametrize("name", ["Lightning Reflexes", "Mystic Veil", "Parapet", "Soar", "Spider Climb", "Rout",
                                  "Ghitu Fire"])
def test_flash_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_lightning_reflexes_cast_in_combat_is_sacrificed_at_cleanup() -> None:
    s = _main(Scenario(), active=1)
    reflexes = s.hand(0, "Lightning Reflexes")
    s.lands(0, "Mountain", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    ogre = s.battlefield(1, "Gray Ogre")  # 2/2
    g = s.start()
    attack(g, {ogre: 0})
    pass_priority(g)  # P2 passes in declare attackers: P1 may cast the Aura at instant speed
    assert CastSpell(reflexes) not in g.legal_actions() and _can_cast_with(g, reflexes, "flash_sac")
    _cast_with(g, reflexes, "flash_sac", [bears])
    resolve_stack(g)
    (aura,) = ids(g, "Lightning Reflexes")
    assert has_keyword(g.state, obj(g, bears), "first strike")
    block(g, {bears: ogre})
    pass_until(g, Step.END_OF_TURN, active=1)
    assert ids(g, "Gray Ogre") == [] and ids(g, "Grizzly Bears") == [bears]  # first strike won
    assert ids(g, "Lightning Reflexes") == [aura]  # still there at end of turn …
    pass_until(g, Step.UPKEEP, active=0)
    assert ids(g, "Lightning Reflexes") == [] and names(g, Zone.GRAVEYARD, 0) == ["Lightning Reflexes"]  # … not after


def test_parapet_cast_at_sorcery_speed_stays() -> None:
    s = _main(Scenario())
    parapet = s.hand(0, "Parapet")
    s.lands(0, "Plains", 2)
    g = s.start()
    assert not _can_cast_with(g, parapet, "flash_sac")  # a sorcery could be cast: an ordinary cast
    cast(g, parapet)
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=1)
    assert ids(g, "Parapet")


def test_mystic_veil_at_instant_speed_saves_a_creature_then_goes() -> None:
    s = _main(Scenario(), active=1)
    veil = s.hand(0, "Mystic Veil")
    s.lands(0, "Island", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start()
    pass_priority(g)
    _cast_with(g, veil, "flash_sac", [bears])
    resolve_stack(g)
    g.apply(CastSpell(shock))
    d = g.state.decision
    assert d is not None and d.kind == "target" and ("object", bears) not in d.data["options"]  # shroud
    g.apply(ChooseTarget(("player", 0)))
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=0)
    assert ids(g, "Mystic Veil") == []


def test_rout_at_instant_speed_costs_two_more() -> None:
    s = _main(Scenario(), active=1)
    rout = s.hand(0, "Rout")
    s.lands(0, "Plains", 6)
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    pass_priority(g)
    assert not _can_cast_with(g, rout, "flash_pay")  # {5}{W}{W} with six lands
    s = _main(Scenario(), active=1)
    rout = s.hand(0, "Rout")
    s.lands(0, "Plains", 7)
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    pass_priority(g)
    _cast_with(g, rout, "flash_pay")
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and all(obj(g, o).tapped for o in ids(g, "Plains"))


def test_ghitu_fire_with_flash_keeps_its_x() -> None:
    s = _main(Scenario(), active=1)
    fire = s.hand(0, "Ghitu Fire")
    s.lands(0, "Mountain", 6)
    g = s.start()
    pass_priority(g)
    g.apply(CastWith(fire, "flash_pay", 3))  # X=3: {3}{R} + {2}
    g.apply(ChooseTarget(("player", 1)))
    resolve_stack(g)
    assert g.state.players[1].life == 17 and not [o for o in ids(g, "Mountain") if not obj(g, o).tapped]


# -- Amplify (CR 702.38; 2003: 502.28) --------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Aven Warhawk", "Glowering Rogon", "Zombie Brute"])
def test_amplify_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_zombie_brute_reveals_two_zombies_for_two_counters() -> None:
    s = _main(Scenario())
    brute = s.hand(0, "Zombie Brute")
    grave, rotlung = s.hand(0, ["Gravedigger", "Rotlung Reanimator"], allow_unplayable=True)  # cards in hand only
    s.hand(0, "Wood Elves")  # not a Zombie: never an option
    s.pool(0, "{6}{B}")
    g = s.start()
    cast(g, brute)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and sorted(d.data["options"]) == sorted([grave, rotlung])
    _pick(g, grave)
    d = g.state.decision
    assert d is not None and d.data["options"] == [rotlung]
    _pick(g, rotlung)
    (new,) = ids(g, "Zombie Brute")
    assert _plus(g, new) == 2 and power(g.state, obj(g, new)) == 7
    assert sorted(names(g, Zone.HAND, 0)) == ["Gravedigger", "Rotlung Reanimator", "Wood Elves"]  # only revealed


def test_aven_warhawk_may_reveal_nothing() -> None:
    s = _main(Scenario())
    hawk = s.hand(0, "Aven Warhawk")
    s.hand(0, "Aven Fisher")  # a Bird Soldier
    s.pool(0, "{4}{W}")
    g = s.start()
    cast(g, hawk)
    resolve_stack(g)
    _pick(g, None)
    (new,) = ids(g, "Aven Warhawk")
    assert _plus(g, new) == 0 and power(g.state, obj(g, new)) == 2


def test_glowering_rogon_with_no_beast_in_hand_asks_nothing() -> None:
    s = _main(Scenario())
    rogon = s.hand(0, "Glowering Rogon")
    s.hand(0, "Grizzly Bears")  # a Bear
    s.pool(0, "{5}{G}")
    g = s.start()
    cast(g, rogon)
    resolve_stack(g)
    (new,) = ids(g, "Glowering Rogon")
    assert _plus(g, new) == 0


# -- the en-Kor (redirection, CR 614.9; 2003: 419.8) -----------------------------------------------------
@pytest.mark.parametrize("name", ["Lancers en-Kor", "Nomads en-Kor", "Spirit en-Kor", "Warrior en-Kor"])
def test_en_kor_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_lancers_en_kor_redirects_a_shock_one_damage_at_a_time() -> None:
    s = _main(Scenario(), active=1)
    lancers = s.battlefield(0, "Lancers en-Kor")
    bears = s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, shock, [lancers])
    pass_priority(g)
    activate(g, lancers, targets=[bears])  # P1 answers with the ability, twice
    resolve_stack(g)
    pass_priority(g)
    activate(g, lancers, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)  # the Shock
    assert obj(g, lancers).damage == 0 and ids(g, "Grizzly Bears") == []
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0)


@pytest.mark.parametrize(("first", "bears_damage", "shield_left"), [(0, 1, 1), (1, 0, 0)])
def test_en_kor_redirection_and_a_shield_are_ordered_by_the_controller(first: int, bears_damage: int,
                                                                       shield_left: int) -> None:
    """The redirection is a replacement effect that uses itself up: with a prevention shield also
    applying, the damaged creature's controller picks which applies first (CR 616.1; 2003: 419.8)."""
    s = _main(Scenario(), active=1)
    kor = s.battlefield(0, "Spirit en-Kor")  # 2/1
    bears = s.battlefield(0, "Grizzly Bears")
    redeemer = s.battlefield(0, "Aven Redeemer")  # {T}: prevent the next 2 damage to any target
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, shock, [kor])
    pass_priority(g)
    activate(g, kor, targets=[bears])
    resolve_stack(g)
    pass_priority(g)
    activate(g, redeemer, targets=[kor])
    resolve_stack(g)
    resolve_stack(g)  # the Shock: two effects apply to its 2 damage
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 0
    labels = d.data["options"]
    pick = next(i for i, label in enumerate(labels) if ("instead" in label) == (first == 0))
    apply_first(g, pick)
    # redirection first: 1 damage to the Bears, the shield prevents the other 1 (1 left of it);
    # shield first: it prevents both, and the redirection is unused
    assert obj(g, kor).damage == 0 and obj(g, bears).damage == bears_damage
    assert [e.power for e in g.state.effects if e.kind == SHIELD_OBJECT] == [shield_left]


def test_spirit_en_kor_redirects_only_the_next_one_damage() -> None:
    s = _main(Scenario())
    spirit = s.battlefield(0, "Spirit en-Kor")
    wall = s.battlefield(0, "Wall of Stone")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    activate(g, spirit, targets=[wall])
    resolve_stack(g)
    cast(g, bolt, [spirit])
    resolve_stack(g)
    assert obj(g, wall).damage == 1
    assert ids(g, "Spirit en-Kor") == []  # 2 of the 3 damage: a 2/2 dies


def test_nomads_en_kor_redirects_combat_damage_to_another_creature() -> None:
    """Redirected combat damage is still combat damage from the same source (CR 614.9)."""
    s = _main(Scenario())
    nomads = s.battlefield(0, "Nomads en-Kor")  # 1/1
    bears = s.battlefield(0, "Grizzly Bears")
    ogre = s.battlefield(1, "Gray Ogre")  # 2/2
    g = s.start()
    attack(g, {nomads: 1})
    block(g, {ogre: nomads})
    assert g.state.step == Step.DECLARE_BLOCKERS
    for _ in range(2):
        activate(g, nomads, targets=[bears])
        resolve_stack(g)
    pass_until(g, Step.MAIN2, active=0)
    assert ids(g, "Nomads en-Kor") == [nomads] and obj(g, nomads).damage == 0
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Gray Ogre") == [ogre] and obj(g, ogre).damage == 1


def test_warrior_en_kor_redirection_does_nothing_once_the_creature_is_gone() -> None:
    s = _main(Scenario())
    warrior = s.battlefield(0, "Warrior en-Kor")  # 2/2
    bears = s.battlefield(0, "Grizzly Bears")
    shock, bolt = s.hand(0, ["Shock", "Lightning Bolt"])
    s.pool(0, "{R}{R}")
    g = s.start()
    activate(g, warrior, targets=[bears])
    resolve_stack(g)
    cast(g, bolt, [bears])
    resolve_stack(g)
    cast(g, shock, [warrior])
    resolve_stack(g)
    assert ids(g, "Warrior en-Kor") == []  # all 2 damage stayed on it


# -- Provoke (CR 702.39; 2003: 502.27) --------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Goblin Grappler", "Brontotherium", "Crested Craghorn", "Krosan Vorine",
                                  "Feral Throwback"])
def test_provoke_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _blocks(g: Game) -> set[tuple[int, int]]:
    return {(a.blocker, a.attacker) for a in g.legal_actions() if isinstance(a, DeclareBlocker)}


def test_goblin_grappler_untaps_a_creature_that_must_block_it() -> None:
    s = _main(Scenario())
    grappler = s.battlefield(0, "Goblin Grappler")
    lions = s.battlefield(0, "Savannah Lions")
    giant = s.battlefield(1, "Hill Giant", tapped=True)  # 3/3
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {grappler: 1, lions: 1})
    target(g, giant)  # the provoke trigger's target: a creature the defending player controls
    resolve_stack(g)
    answer(g, True)
    assert not obj(g, giant).tapped
    pass_until_decision(g, "blockers")
    assert FinishDeclaring() not in g.legal_actions()  # the Giant must block the Grappler (declared first)
    assert _blocks(g) == {(giant, grappler)}
    g.apply(DeclareBlocker(giant, grappler))
    assert _blocks(g) == {(bears, lions), (bears, grappler)} and FinishDeclaring() in g.legal_actions()
    g.apply(DeclareBlocker(bears, lions))
    pass_until(g, Step.MAIN2, active=0)
    assert ids(g, "Goblin Grappler") == []


def test_brontotherium_provoking_a_creature_that_cant_block_imposes_nothing() -> None:
    s = _main(Scenario())
    bronto = s.battlefield(0, "Brontotherium")
    lion = s.battlefield(1, "Jungle Lion")  # can't block
    g = s.start()
    attack(g, {bronto: 1})
    target(g, lion)
    resolve_stack(g)
    answer(g, True)
    pass_until(g, Step.MAIN2, active=0)  # no blockers asked for at all
    assert g.state.players[1].life == 15


def test_crested_craghorn_provoke_may_be_declined() -> None:
    s = _main(Scenario())
    craghorn = s.battlefield(0, "Crested Craghorn", sick=True)  # haste
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.battlefield(1, "Hill Giant")
    g = s.start()
    attack(g, {craghorn: 1})
    target(g, bears)
    resolve_stack(g)
    answer(g, False)
    assert obj(g, bears).tapped
    pass_until_decision(g, "blockers")
    assert FinishDeclaring() in g.legal_actions()


# -- lures and "blocks CARDNAME this turn if able" (blocking requirements, CR 509.1c; 2003: 309.2) ----------
@pytest.mark.parametrize("name", ["Alluring Scent", "Taunting Challenge", "Elvish Bard", "Taunting Elf", "Lure",
                                  "Tempting Licid", "Rampant Elephant", "Trumpeting Armodon"])
def test_lure_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_taunting_elf_must_be_blocked_by_every_creature_able_to() -> None:
    s = _main(Scenario())
    elf = s.battlefield(0, "Taunting Elf")
    bears = s.battlefield(0, "Grizzly Bears")
    b1 = s.battlefield(1, "Hill Giant")
    b2 = s.battlefield(1, "Gray Ogre")
    flyer = s.battlefield(0, "Wind Drake")  # 2/2 flying: only a flyer could block it
    g = s.start()
    attack(g, {elf: 1, bears: 1, flyer: 1})
    pass_until_decision(g, "blockers")
    assert _blocks(g) == {(b1, elf), (b2, elf)} and FinishDeclaring() not in g.legal_actions()
    g.apply(DeclareBlocker(b1, elf))
    assert _blocks(g) == {(b2, elf)}
    g.apply(DeclareBlocker(b2, elf))
    pass_until(g, Step.MAIN2, active=0)
    assert g.state.players[1].life == 16 and ids(g, "Taunting Elf") == []


def test_lure_on_a_creature_and_alluring_scent() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.battlefield(0, "Lure", attached_to=bears)
    scent = s.hand(0, "Alluring Scent")
    s.pool(0, "{1}{G}{G}")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    cast(g, scent, [lions])  # both attackers now lure: the Giant must block one of them
    resolve_stack(g)
    attack(g, {bears: 1, lions: 1})
    pass_until_decision(g, "blockers")
    assert _blocks(g) == {(giant, bears), (giant, lions)} and FinishDeclaring() not in g.legal_actions()


@pytest.mark.parametrize(("name", "forests"), [("Rampant Elephant", 1), ("Trumpeting Armodon", 2)])
def test_a_creature_that_must_block_it_blocks_only_it(name: str, forests: int) -> None:
    """"Target creature blocks CARDNAME this turn if able." (CR 509.1c; 2003: 309.2)."""
    s = _main(Scenario())
    elephant = s.battlefield(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", forests)
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start()
    activate(g, elephant, targets=[wall])
    resolve_stack(g)
    attack(g, {elephant: 1, bears: 1})
    pass_until_decision(g, "blockers")
    assert _blocks(g) == {(wall, elephant)}


def test_tempting_licid_lures_only_as_an_aura() -> None:
    s = _main(Scenario())
    licid = s.battlefield(0, "Tempting Licid")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.battlefield(0, "Forest")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    activate(g, licid, targets=[bears])
    resolve_stack(g)
    attack(g, {bears: 1, lions: 1})
    pass_until_decision(g, "blockers")
    assert _blocks(g) == {(giant, bears)}


# -- state triggers (CR 603.8; 2003: 410.11) ---------------------------------------------------------------
# -- "becomes colorless" (CR 105.2c, 613.1e) -------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Ancient Kavu", "Raging Spirit"])
def test_colorless_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


@pytest.mark.parametrize("name", ["Ancient Kavu", "Raging Spirit"])
def test_becomes_colorless_until_end_of_turn(name: str) -> None:
    s = _main(Scenario())
    kavu = s.battlefield(0, name)
    s.lands(0, "Mountain", 2)
    g = s.start()
    activate(g, kavu)
    resolve_stack(g)
    assert colors_of(g.state, obj(g, kavu)) == frozenset()
    pass_until(g, Step.UPKEEP, active=1)
    assert colors_of(g.state, obj(g, kavu)) == frozenset({"R"})




# -- "Target creature attacks this turn if able." (CR 508.1d; 2003: 308.2b) --------------------------------------
@pytest.mark.parametrize("name", ["Boiling Blood", "Imps' Taunt"])
def test_attack_requirement_spells(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    s = _main(Scenario(), active=1)
    spell = s.hand(0, name)
    s.lands(0, "Mountain" if name == "Boiling Blood" else "Swamp", 3)
    s.library(0, "Island")
    ogre = s.battlefield(1, "Gray Ogre")
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    pass_priority(g)  # P1 casts it in P2's main phase
    cast(g, spell, [ogre])
    resolve_stack(g)
    pass_until(g, Step.DECLARE_ATTACKERS, player=1, active=1)
    d = g.state.decision
    assert d is not None and d.kind == "attackers" and FinishDeclaring() not in g.legal_actions()
    g.apply(DeclareAttacker(ogre, 0))
    assert FinishDeclaring() in g.legal_actions()


# -- more "sacrifice it unless you …" costs ---------------------------------------------------------------------


# -- Domain (ability word CR 207.2c; basic land types CR 305.6) ---------------------------------------------
@pytest.mark.parametrize("name", ["Tribal Flames", "Wandering Stream", "Gaea's Might", "Allied Strategies",
                                  "Exotic Disease", "Planar Despair",
                                  "Kavu Scout", "Wayfaring Giant"])
def test_domain_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _domain_lands(s: Scenario, p: int, names_: list[str]) -> None:
    for n in names_:
        s.battlefield(p, n, tapped=True)


def test_tribal_flames_and_wandering_stream_count_basic_land_types() -> None:
    s = _main(Scenario())
    flames, stream = s.hand(0, ["Tribal Flames", "Wandering Stream"])
    _domain_lands(s, 0, ["Mountain", "Mountain", "Forest", "Island"])  # three types
    s.pool(0, "{1}{R}{2}{G}")
    g = s.start()
    cast(g, flames, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 17
    cast(g, stream)
    resolve_stack(g)
    assert g.state.players[0].life == 26


def test_gaeas_might_and_kavu_scout() -> None:
    s = _main(Scenario())
    might = s.hand(0, "Gaea's Might")
    scout = s.battlefield(0, "Kavu Scout")  # 0/2
    _domain_lands(s, 0, ["Plains", "Swamp"])
    s.pool(0, "{G}")
    g = s.start()
    assert (power(g.state, obj(g, scout)), toughness(g.state, obj(g, scout))) == (2, 2)
    cast(g, might, [scout])
    resolve_stack(g)
    assert (power(g.state, obj(g, scout)), toughness(g.state, obj(g, scout))) == (4, 4)
    s2 = _main(Scenario())
    giant = s2.battlefield(0, "Wayfaring Giant")  # 1/3
    s2.battlefield(1, "Forest")  # the opponent's land doesn't count
    g2 = s2.start()
    assert (power(g2.state, obj(g2, giant)), toughness(g2.state, obj(g2, giant))) == (1, 3)


def test_allied_strategies_counts_the_target_players_lands() -> None:
    s = _main(Scenario())
    strat = s.hand(0, "Allied Strategies")
    s.pool(0, "{4}{U}")
    _domain_lands(s, 1, ["Plains", "Island", "Swamp", "Swamp"])
    s.library(1, ["Shock"] * 5)
    g = s.start()
    cast(g, strat, [player(1)])
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 3


def test_exotic_disease_and_planar_despair() -> None:
    s = _main(Scenario())
    disease, despair = s.hand(0, ["Exotic Disease", "Planar Despair"])
    _domain_lands(s, 0, ["Swamp", "Island"])
    s.pool(0, "{4}{B}{3}{B}{B}")
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    cast(g, disease, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 22
    cast(g, despair)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Hill Giant") == [giant] and power(g.state, obj(g, giant)) == 1
    assert bears not in g.state.battlefield




# -- menace (CR 702.110; 2003: "can't be blocked except by two or more creatures", CR 509.1b) -----------------
@pytest.mark.parametrize("name", ["Viashino Runner", "Wind Spirit", "Imposing Visage", "Goblin War Drums",
                                  "Searing Spear Askari"])
def test_menace_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_viashino_runner_cant_be_blocked_by_one_creature() -> None:
    s = _main(Scenario())
    runner = s.battlefield(0, "Viashino Runner")  # 3/2 menace
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {runner: 1})
    pass_until(g, Step.MAIN2, active=0)  # no block could be declared
    assert g.state.players[1].life == 17


def test_imposing_visage_needs_two_blockers_and_the_second_is_forced() -> None:
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Imposing Visage", attached_to=bears)
    lions = s.battlefield(0, "Savannah Lions")
    b1 = s.battlefield(1, "Hill Giant")
    b2 = s.battlefield(1, "Gray Ogre")
    g = s.start()
    attack(g, {bears: 1, lions: 1})
    pass_until_decision(g, "blockers")
    assert (b1, bears) in _blocks(g) and (b2, bears) in _blocks(g)
    g.apply(DeclareBlocker(b1, bears))
    assert _blocks(g) == {(b2, bears)} and FinishDeclaring() not in g.legal_actions()
    g.apply(DeclareBlocker(b2, bears))
    pass_until_decision(g, "damage_assignment")
    g.apply(AssignDamage(("object", b2), 2))
    pass_until(g, Step.MAIN2, active=0)
    assert ids(g, "Grizzly Bears") == [] and g.state.players[1].life == 18  # the Lions got through


def test_a_lure_cant_force_a_block_that_menace_forbids() -> None:
    """Lure and Imposing Visage on one attacker, one creature able to block: blocking it alone would
    break the menace restriction, so the lure's requirement can't be obeyed and no block is forced
    (CR 509.1b-c; 2003: 309.2) — the defender may finish declaring with no blocks."""
    s = _main(Scenario())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Imposing Visage", attached_to=bears)
    s.battlefield(0, "Lure", attached_to=bears)
    s.battlefield(1, "Hill Giant")
    g = s.start()
    attack(g, {bears: 1})
    pass_until_decision(g, "blockers")
    assert _blocks(g) == set() and g.legal_actions() == [FinishDeclaring()]
    g.apply(FinishDeclaring())
    pass_until(g, Step.MAIN2, active=0)
    assert g.state.players[1].life == 18



# -- kicker on instants and sorceries (CR 702.33; 2003: 502.21) -----------------------------------------------
@pytest.mark.parametrize("name", ["Explosive Growth", "Dismantling Blow", "Hypnotic Cloud"])
def test_kicker_spells_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


@pytest.mark.parametrize(("kicked", "pt"), [(False, (4, 4)), (True, (7, 7))])
def test_explosive_growth_kicked_instead(kicked: bool, pt: tuple[int, int]) -> None:
    s = _main(Scenario())
    growth = s.hand(0, "Explosive Growth")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 7)
    g = s.start()
    if kicked:
        _cast_with(g, growth, "kicker", [bears])
    else:
        cast(g, growth, [bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == pt


@pytest.mark.parametrize("kicked", [False, True])
def test_dismantling_blow_draws_two_only_if_kicked(kicked: bool) -> None:
    s = _main(Scenario())
    blow = s.hand(0, "Dismantling Blow")
    icy = s.battlefield(1, "Icy Manipulator")
    s.lands(0, "Plains", 3)
    s.lands(0, "Island", 3)
    s.library(0, ["Shock", "Shock", "Shock"])
    g = s.start()
    if kicked:
        _cast_with(g, blow, "kicker", [icy])
    else:
        cast(g, blow, [icy])
    resolve_stack(g)
    assert ids(g, "Icy Manipulator") == [] and len(g.state.players[0].hand) == (2 if kicked else 0)


def test_hypnotic_cloud_kicked_discards_three() -> None:
    s = _main(Scenario())
    cloud = s.hand(0, "Hypnotic Cloud")
    s.lands(0, "Swamp", 6)
    s.hand(1, ["Shock", "Giant Growth", "Grizzly Bears", "Lightning Bolt"])
    g = s.start()
    _cast_with(g, cloud, "kicker", [player(1)])
    resolve_stack(g)
    for _ in range(3):
        d = g.state.decision
        assert d is not None and d.player == 1, d
        g.apply(next(a for a in g.legal_actions()))
    assert len(g.state.players[1].hand) == 1



def test_hypnotic_cloud_unkicked_discards_one() -> None:
    s = _main(Scenario())
    cloud = s.hand(0, "Hypnotic Cloud")
    s.lands(0, "Swamp", 2)
    s.hand(1, ["Shock", "Giant Growth", "Grizzly Bears"])
    g = s.start()
    cast(g, cloud, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 1, d
    g.apply(next(a for a in g.legal_actions()))
    assert len(g.state.players[1].hand) == 2


def test_a_spells_kicker_counts_only_with_a_kicked_sentence() -> None:
    """An instant with a kicker but no "If this spell was kicked" sentence compiled stays partial."""
    compiled = compile_text("Kicker {2}\nTarget creature gets +2/+2 until end of turn.", "Test Spell",
                            is_permanent=False)
    assert compiled.status != "full"


# -- kicker of objects or life (CR 702.33; 2003: 502.21) ----------------------------------------------------
@pytest.mark.parametrize("name", ["Phyrexian Scuta", "Arctic Merfolk", "Bog Down"])
def test_kicker_cost_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_phyrexian_scuta_kicked_for_three_life() -> None:
    s = _main(Scenario())
    scuta = s.hand(0, "Phyrexian Scuta")
    s.lands(0, "Swamp", 4)
    g = s.start()
    _cast_with(g, scuta, "kicker")
    resolve_stack(g)
    (new,) = ids(g, "Phyrexian Scuta")
    assert g.state.players[0].life == 17 and _plus(g, new) == 2


def test_arctic_merfolk_kicked_by_returning_a_creature() -> None:
    s = _main(Scenario())
    merfolk = s.hand(0, "Arctic Merfolk")
    s.lands(0, "Island", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert CastWith(merfolk, "kicker", 0) in g.legal_actions()
    _cast_with(g, merfolk, "kicker", [], [bears])
    resolve_stack(g)
    (new,) = ids(g, "Arctic Merfolk")
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"] and _plus(g, new) == 1


def test_bog_down_kicked_by_sacrificing_two_lands() -> None:
    s = _main(Scenario())
    bog = s.hand(0, "Bog Down")
    s.lands(0, "Swamp", 3)
    s.hand(1, ["Shock", "Giant Growth", "Grizzly Bears", "Lightning Bolt"])
    g = s.start()
    swamps = ids(g, "Swamp")
    _cast_with(g, bog, "kicker", [player(1)], swamps[:2])
    resolve_stack(g)
    for _ in range(3):
        d = g.state.decision
        assert d is not None and d.player == 1, d
        g.apply(next(a for a in g.legal_actions()))
    assert len(g.state.players[1].hand) == 1 and len(ids(g, "Swamp")) == 1



def test_arctic_merfolk_kicker_needs_a_creature_to_return() -> None:
    s = _main(Scenario())
    merfolk = s.hand(0, "Arctic Merfolk")
    s.lands(0, "Island", 2)
    g = s.start()
    assert CastWith(merfolk, "kicker", 0) not in g.legal_actions()
    assert CastSpell(merfolk) in g.legal_actions()

# -- 'rather than pay this spell's mana cost, you may have an opponent gain N life' (CR 118.9) ------------
@pytest.mark.parametrize("name", ["Invigorate", "Reverent Silence", "Skyshroud Cutter"])
def test_gift_of_life_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_invigorate_free_for_three_life_to_the_opponent() -> None:
    s = _main(Scenario())
    invigorate = s.hand(0, "Invigorate")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert not _can_cast_with(g, invigorate, "alt_gift")  # no Forest
    s = _main(Scenario())
    invigorate = s.hand(0, "Invigorate")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Forest", tapped=True)
    g = s.start()
    _cast_with(g, invigorate, "alt_gift", [bears])
    assert g.state.players[1].life == 23
    resolve_stack(g)
    assert power(g.state, obj(g, bears)) == 6


def test_reverent_silence_and_skyshroud_cutter_give_each_other_player_life() -> None:
    s = _main(Scenario())
    silence, cutter = s.hand(0, ["Reverent Silence", "Skyshroud Cutter"])
    s.battlefield(0, "Forest", tapped=True)
    s.battlefield(1, "Crusade")
    g = s.start()
    _cast_with(g, silence, "alt_gift")
    resolve_stack(g)
    assert ids(g, "Crusade") == [] and g.state.players[1].life == 26
    _cast_with(g, cutter, "alt_gift")
    resolve_stack(g)
    assert ids(g, "Skyshroud Cutter") and g.state.players[1].life == 31 and g.state.players[0].life == 20



# -- 'sacrifice it unless you <move a card from your graveyard>' (CR 118.12; 2003: 409.1) ------------------
@pytest.mark.parametrize("name", ["Harvest Wurm", "Anurid Scavenger"])
def test_graveyard_unless_cards_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_harvest_wurm_returns_a_basic_land_card_from_the_graveyard() -> None:
    s = _main(Scenario())
    wurm = s.hand(0, "Harvest Wurm")
    forest = s.graveyard(0, "Forest")
    s.graveyard(0, "Treva's Ruins")  # not basic
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, wurm)
    resolve_stack(g)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.data["options"] == [forest]
    _pick(g, forest)
    assert names(g, Zone.HAND, 0) == ["Forest"] and ids(g, "Harvest Wurm")



def test_anurid_scavenger_puts_a_card_from_the_graveyard_on_the_bottom_of_the_library() -> None:
    card, compiled = compiled_card_def(load_pool().get("Anurid Scavenger"))
    assert compiled.status == "full" and card.playable
    s = _main(Scenario(), active=1)
    s.battlefield(0, "Anurid Scavenger")
    old = s.graveyard(0, "Shock")
    s.library(0, ["Island", "Forest"])
    g = s.start()
    pass_until_decision(g, "pick")
    _pick(g, old)
    assert names(g, Zone.GRAVEYARD, 0) == [] and g.state.objects[g.state.players[0].library[0]].card.name == "Shock"
    assert ids(g, "Anurid Scavenger")



def test_harvest_wurm_without_a_basic_land_card_is_sacrificed() -> None:
    s = _main(Scenario())
    wurm = s.hand(0, "Harvest Wurm")
    s.graveyard(0, "Treva's Ruins")  # not basic
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, wurm)
    resolve_stack(g)
    resolve_stack(g)
    assert ids(g, "Harvest Wurm") == [] and "Harvest Wurm" in names(g, Zone.GRAVEYARD, 0)


def test_anurid_scavenger_declining_is_sacrificed() -> None:
    s = _main(Scenario(), active=1)
    s.battlefield(0, "Anurid Scavenger")
    s.graveyard(0, "Shock")
    s.library(0, ["Island", "Forest"])
    g = s.start()
    pass_until_decision(g, "pick")
    _pick(g, None)
    assert ids(g, "Anurid Scavenger") == [] and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Anurid Scavenger", "Shock"]
