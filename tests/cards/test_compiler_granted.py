"""Activated abilities granted by static abilities (CR 613.1f, layer 6): the Sliver lords ("All Sliver
creatures have "{2}: This creature gets +0/+1 until end of turn."") and Auras ("Enchanted creature has
"{T}: This creature deals 1 damage to any target.""). "This creature" is the object that has the
ability; "loses all abilities" removes only abilities granted earlier in timestamp order (CR 613.7)."""

from __future__ import annotations

import json

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, obj, pass_priority, resolve_stack


def _main(active: int = 0) -> Scenario:
    s = Scenario()
    s.turn(active=active, step=Step.MAIN1)
    return s


def _pt(g: Game, oid: int) -> tuple[int, int]:
    return power(g.state, obj(g, oid)), toughness(g.state, obj(g, oid))


def _roundtrip(g: Game) -> Game:
    text = json.dumps(g.state_json(), sort_keys=True)
    loaded = Game.from_json({"format": "oldframe-game", "state": json.loads(text)})
    assert json.dumps(loaded.state_json(), sort_keys=True) == text
    return loaded


def test_cards_of_this_template_compile_fully() -> None:
    pool = load_pool()
    for name in ("Armor Sliver", "Barbed Sliver", "Spectral Sliver", "Clot Sliver", "Acidic Sliver",
                 "Crypt Sliver", "Mnemonic Sliver", "Hermetic Study", "Psionic Gift", "Fire Whip",
                 "Verdant Field", "Squirrel Nest", "Citanul Hierophants", "Arcane Teachings", "Foul Presence"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_what_the_template_refuses() -> None:
    # the granting card's name inside the quotes names the Aura, not the creature (Archery Training)
    assert compile_text('Enchanted creature has "{T}: This creature deals X damage to target creature, where X is '
                        'the number of arrow counters on Archery Training."', "Archery Training",
                        is_permanent=True).status != "full"
    # a granted triggered ability is not this template
    assert compile_text('All creatures have "At the beginning of your upkeep, sacrifice this creature unless you '
                        'pay {1}."', "X", is_permanent=True).status != "full"
    # mixed self words
    assert compile_text('All Slivers have "{2}, Sacrifice this creature: This permanent deals 2 damage to any '
                        'target."', "X", is_permanent=True).status != "full"


def test_spectral_sliver_gives_another_sliver_its_pump() -> None:
    """CR 613.1f: Muscle Sliver has the ability; "this creature" is Muscle Sliver (the source)."""
    s = _main()
    spectral = s.battlefield(0, "Spectral Sliver")
    muscle = s.battlefield(0, "Muscle Sliver")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{4}")
    g = s.start()
    assert _pt(g, muscle) == (2, 2)  # a 1/1 with its own +1/+1
    assert len(activated_abilities(g.state, obj(g, muscle))) == 1
    assert activated_abilities(g.state, obj(g, bears)) == ()  # not a Sliver
    activate(g, muscle, 0)
    resolve_stack(g)
    assert _pt(g, muscle) == (3, 3) and _pt(g, spectral) == (3, 3)
    activate(g, spectral, 0)  # the lord has it too (it is a Sliver)
    resolve_stack(g)
    assert _pt(g, spectral) == (4, 4) and _pt(g, muscle) == (3, 3)


def test_armor_sliver_gives_an_opponents_sliver_the_ability_too() -> None:
    """"All Sliver creatures" includes the opponent's (CR 613.1f); its controller activates it."""
    s = _main(active=1)
    s.battlefield(0, "Armor Sliver")
    theirs = s.battlefield(1, "Muscle Sliver")
    s.pool(1, "{2}")
    g = s.start()
    legal = g.legal_actions()
    assert ActivateAbility(theirs, 0) in legal
    activate(g, theirs, 0)
    resolve_stack(g)
    assert _pt(g, theirs) == (2, 3)


def test_barbed_sliver_stops_granting_under_humility_either_order() -> None:
    """Humility removes the lord's own static ability whatever the timestamps (CR 613.8a)."""
    for humility_first in (True, False):
        s = _main()
        if humility_first:
            s.battlefield(1, "Humility")
        barbed = s.battlefield(0, "Barbed Sliver")
        muscle = s.battlefield(0, "Muscle Sliver")
        if not humility_first:
            s.battlefield(1, "Humility")
        g = s.start()
        assert activated_abilities(g.state, obj(g, muscle)) == ()
        assert activated_abilities(g.state, obj(g, barbed)) == ()
        assert _pt(g, muscle) == (1, 1)


def test_clot_sliver_regenerates_another_sliver() -> None:
    s = _main()
    s.battlefield(0, "Clot Sliver")
    muscle = s.battlefield(0, "Muscle Sliver")
    shock = s.hand(1, "Lightning Bolt")
    s.pool(0, "{2}")
    s.pool(1, "{R}")
    g = s.start()
    activate(g, muscle, 0)
    resolve_stack(g)
    pass_priority(g)  # player 1 gets priority with an empty stack after player 0 passes
    from oldframe.testing import cast
    cast(g, shock, [muscle])
    resolve_stack(g)
    assert ids(g, "Muscle Sliver") == [muscle] and obj(g, muscle).tapped  # regenerated (CR 701.15)


def test_hermetic_study_pings_and_humility_order_matters() -> None:
    """Humility before the Aura: the creature has the ability granted later; after it: none (CR 613.7)."""
    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hermetic Study", attached_to=bears)
    g = s.start()
    activate(g, bears, 0, [("player", 1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19 and obj(g, bears).tapped

    s = _main()
    s.battlefield(1, "Humility")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hermetic Study", attached_to=bears)
    g = s.start()
    assert len(activated_abilities(g.state, obj(g, bears))) == 1
    activate(g, bears, 0, [("player", 1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19

    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hermetic Study", attached_to=bears)
    s.battlefield(1, "Humility")
    g = s.start()
    assert activated_abilities(g.state, obj(g, bears)) == ()
    assert ActivateAbility(bears, 0) not in g.legal_actions()


def test_psionic_gift_damage_comes_from_the_enchanted_creature() -> None:
    """"This creature deals 1 damage": the source is the creature, not the Aura (CR 113.7, 609.7)."""
    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Psionic Gift", attached_to=bears)
    sprite = s.battlefield(1, "Scryb Sprites")
    g = s.start()
    activate(g, bears, 0, [sprite])
    resolve_stack(g)
    assert ids(g, "Scryb Sprites") == [] and obj(g, bears).tapped


def test_a_granted_ability_on_the_stack_survives_json_after_the_lord_left() -> None:
    """Acidic Sliver sacrifices itself for its own granted ability; the ability on the stack is still
    found when the game is saved and loaded (CR 113.7a: it exists independently of its source)."""
    s = _main()
    acidic = s.battlefield(0, "Acidic Sliver")
    s.pool(0, "{2}")
    g = s.start()
    activate(g, acidic, 0, [("player", 1)])
    assert ids(g, "Acidic Sliver") == [] and g.state.stack
    g = _roundtrip(g)
    resolve_stack(g)
    assert g.state.players[1].life == 18


def test_spectral_pump_on_the_stack_survives_json_after_the_lord_died() -> None:
    s = _main()
    spectral = s.battlefield(0, "Spectral Sliver")
    muscle = s.battlefield(0, "Muscle Sliver")
    s.battlefield(0, "Acidic Sliver")
    s.pool(0, "{4}")
    g = s.start()
    activate(g, muscle, 0)  # Spectral Sliver's (granted abilities in timestamp order: Spectral, Acidic)
    activate(g, spectral, 1, [("player", 1)])  # Acidic's, sacrificing Spectral Sliver
    assert ids(g, "Spectral Sliver") == [] and len(g.state.stack) == 2
    g = _roundtrip(g)
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[1].life == 18
    assert _pt(g, muscle) == (3, 3)  # its own +1/+1 and the pump of the gone lord's ability
    assert obj(g, muscle).zone == Zone.BATTLEFIELD


def test_arcane_teachings_and_foul_presence_change_pt_and_grant() -> None:
    """Layer 7c for the +N/+N, layer 6 for the ability (CR 613.4c, 613.1f)."""
    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Arcane Teachings", attached_to=bears)
    wolf = s.battlefield(1, "Durkwood Boars")
    s.battlefield(0, "Foul Presence", attached_to=wolf)
    g = s.start()
    assert _pt(g, bears) == (4, 4) and _pt(g, wolf) == (3, 3)
    activate(g, bears, 0, [("player", 1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19
    assert len(activated_abilities(g.state, obj(g, wolf))) == 1  # the opponent's creature has Foul Presence's


def test_citanul_hierophants_creatures_tap_for_mana_unless_summoning_sick() -> None:
    """A granted {T} mana ability (CR 605.1a) can't be activated by a creature that came under its
    controller's control this turn (CR 302.6)."""
    s = _main()
    s.battlefield(0, "Citanul Hierophants")
    bears = s.battlefield(0, "Grizzly Bears")
    sick = s.battlefield(0, "Durkwood Boars", sick=True)
    g = s.start()
    legal = g.legal_actions()
    assert ActivateAbility(bears, 0) in legal and ActivateAbility(sick, 0) not in legal
    g.apply(ActivateAbility(bears, 0))
    assert obj(g, bears).tapped and g.state.players[0].pool[4] == 1  # {G} (pool order WUBRGC)


def test_verdant_field_gives_the_enchanted_land_a_pump() -> None:
    s = _main()
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Verdant Field", attached_to=forest)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    abilities = activated_abilities(g.state, obj(g, forest))
    assert len(abilities) == 2 and abilities[0].is_mana  # the Forest's own first (CR 305.6)
    activate(g, forest, 1, [bears])
    resolve_stack(g)
    assert _pt(g, bears) == (3, 3) and obj(g, forest).tapped
