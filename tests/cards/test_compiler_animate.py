"""Lands that become creatures until end of turn (compiler/animate.py, rules/atoms/animate.py):
"{1}: CARDNAME becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
— type-changing (layer 4), color (layer 5), abilities (layer 6) and P/T-setting (layer 7b) effects
that end at end of turn (CR 613, 514.2; 2003: 214.4, 214.5, 418.5, 314.2), and summoning sickness
once it is a creature (CR 302.6; 2003: 214.7c)."""

from __future__ import annotations

import json

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.compiler.preprocess import comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ActivateAbility, DeclareAttacker
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_type, power, toughness
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, cast, ids, pass_until, resolve_stack

MANLANDS = ("Mishra's Factory", "Treetop Village", "Faerie Conclave", "Ghitu Encampment", "Forbidding Watchtower",
            "Spawning Pool")


@pytest.mark.parametrize("name", MANLANDS)
def test_manlands_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        assert line.rendered == line.line
    card, _ = compiled_card_def(rec)
    assert card.playable


def test_mishras_factory_becomes_an_artifact_land_creature_and_pumps_an_assembly_worker() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    factory = s.battlefield(0, "Mishra's Factory")
    other = s.battlefield(0, "Mishra's Factory")
    s.pool(0, "{1}")
    g = s.start()
    f = g.state.objects[factory]
    assert not is_type(g.state, f, "creature")
    activate(g, factory, 1)  # "{1}: CARDNAME becomes a 2/2 Assembly-Worker artifact creature …"
    resolve_stack(g)
    f = g.state.objects[factory]
    assert is_type(g.state, f, "creature") and is_type(g.state, f, "artifact")
    assert is_type(g.state, f, "land")  # "It's still a land."
    assert creature_types(g.state, f) == ("Assembly-Worker",)
    assert (power(g.state, f), toughness(g.state, f)) == (2, 2)
    assert colors_of(g.state, f) == frozenset()
    # "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn." — only an Assembly-Worker may be
    # targeted: the other Factory, still a plain land, is no creature
    g.apply(ActivateAbility(other, 2))
    d = g.state.decision
    assert d is not None and ("object", factory) in d.data["options"] and ("object", other) not in d.data["options"]
    activate_target = [a for a in g.legal_actions() if getattr(a, "target", None) == ("object", factory)]
    g.apply(activate_target[0])
    resolve_stack(g)
    f = g.state.objects[factory]
    assert (power(g.state, f), toughness(g.state, f)) == (3, 3)
    assert g.state.objects[other].tapped
    pass_until(g, Step.UPKEEP, active=1)  # end of turn: the effects end (CR 514.2; 2003: 314.2)
    f = g.state.objects[factory]
    assert not is_type(g.state, f, "creature") and not is_type(g.state, f, "artifact") and is_type(g.state, f, "land")


def test_treetop_village_is_a_green_ape_with_trample_and_attacks() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    village = s.battlefield(0, "Treetop Village")
    s.pool(0, "{1}{G}")
    g = s.start()
    activate(g, village, 1)
    resolve_stack(g)
    v = g.state.objects[village]
    assert (power(g.state, v), toughness(g.state, v)) == (3, 3)
    assert colors_of(g.state, v) == frozenset("G") and creature_types(g.state, v) == ("Ape",)
    assert has_keyword(g.state, v, "trample") and is_type(g.state, v, "land")
    life = g.state.players[1].life
    attack(g, {village: 1})
    pass_until(g, Step.MAIN2, active=0)
    assert g.state.players[1].life == life - 3


def test_a_land_played_this_turn_is_summoning_sick_once_it_is_a_creature() -> None:
    """CR 302.6 (2003: 214.7c): it hasn't been under its controller's control continuously since the
    turn began, so as a creature it can't attack."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    conclave = s.battlefield(0, "Faerie Conclave", sick=True)
    s.pool(0, "{1}{U}")
    g = s.start()
    activate(g, conclave, 1)
    resolve_stack(g)
    c = g.state.objects[conclave]
    assert has_keyword(g.state, c, "flying") and colors_of(g.state, c) == frozenset("U")
    assert (power(g.state, c), toughness(g.state, c)) == (2, 1)
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert not any(isinstance(a, DeclareAttacker) and a.attacker == conclave for a in g.legal_actions())


@pytest.mark.parametrize("name", ["Chimeric Idol", "Kamahl, Fist of Krosa", "Nantuko Monastery"])
def test_more_animations_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:  # (mana symbols compare in any order: "{G}{W}" renders "{W}{G}")
        assert comparable(line.rendered, {}) == comparable(line.line, {})


def test_chimeric_idol_taps_your_lands_and_becomes_a_turtle_until_end_of_turn() -> None:
    """"{0}: Tap all lands you control. CARDNAME becomes a 3/3 Turtle artifact creature until end of turn."
    — the lands are tapped as it resolves (an effect, CR 701.21), then layers 4 and 7b (CR 613.1d, 613.4b)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    idol = s.battlefield(0, "Chimeric Idol")
    lands = [s.battlefield(0, "Forest"), s.battlefield(0, "Island")]
    their = s.battlefield(1, "Mountain")
    g = s.start()
    activate(g, idol, 0)
    resolve_stack(g)
    st = g.state
    obj = st.objects[idol]
    assert is_type(st, obj, "creature") and is_type(st, obj, "artifact") and creature_types(st, obj) == ("Turtle",)
    assert (power(st, obj), toughness(st, obj)) == (3, 3)
    assert all(st.objects[o].tapped for o in lands) and not st.objects[their].tapped
    pass_until(g, Step.UPKEEP, active=1)
    assert not is_type(g.state, g.state.objects[idol], "creature")  # until end of turn (CR 514.2)


def test_kamahl_makes_target_land_a_creature_that_is_still_a_land() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    kamahl = s.battlefield(0, "Kamahl, Fist of Krosa")
    land = s.battlefield(1, "Plains")
    s.pool(0, "{G}")
    g = s.start()
    activate(g, kamahl, 0, targets=[land])
    resolve_stack(g)
    obj = g.state.objects[land]
    assert is_type(g.state, obj, "creature") and is_type(g.state, obj, "land")
    assert (power(g.state, obj), toughness(g.state, obj)) == (1, 1)


def test_nantuko_monastery_with_threshold_is_a_green_and_white_insect_monk() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    monastery = s.battlefield(0, "Nantuko Monastery")
    s.graveyard(0, ["Forest"] * 6)
    s.pool(0, "{G}{W}")
    g = s.start()
    assert not any(isinstance(a, ActivateAbility) and a.oid == monastery and a.index > 0 for a in g.legal_actions())
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    monastery = s.battlefield(0, "Nantuko Monastery")
    s.graveyard(0, ["Forest"] * 7)  # threshold (CR 702.38a; 2003: 502.23b)
    s.pool(0, "{G}{W}")
    g = s.start()
    index = next(a.index for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.oid == monastery
                 and a.index > 0)
    activate(g, monastery, index)
    resolve_stack(g)
    obj, st = g.state.objects[monastery], g.state
    assert creature_types(st, obj) == ("Insect", "Monk") and colors_of(st, obj) == frozenset("GW")
    assert has_keyword(st, obj, "first strike") and is_type(st, obj, "land") and power(st, obj) == 4



def test_karn_animates_a_noncreature_artifact_with_its_mana_value() -> None:
    """"{1}: Target noncreature artifact becomes an artifact creature with power and toughness each equal to
    its mana value until end of turn." (CR 608.2h, 613.4b)."""
    rec = load_pool().get("Karn, Silver Golem")
    assert rec is not None and compile_card(rec).status == "full"
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    karn = s.battlefield(0, "Karn, Silver Golem")
    icy = s.battlefield(1, "Icy Manipulator")
    s.battlefield(0, "Ornithopter")  # a creature already: not a legal target
    s.pool(0, "{1}")
    g = s.start()
    g.apply(ActivateAbility(karn, 0))
    d = g.state.decision
    assert d is not None and [t[1] for t in d.data["options"]] == [icy]
    from oldframe.testing import target

    target(g, ("object", icy))
    resolve_stack(g)
    obj = g.state.objects[icy]
    assert is_type(g.state, obj, "creature") and (power(g.state, obj), toughness(g.state, obj)) == (4, 4)


def test_an_animated_manland_shows_its_power_and_toughness_to_both_players() -> None:
    """A player's view gives power and toughness to whatever is a creature now, not only to printed
    creatures (CR 613: characteristics as they are), so boards and agents can fight an animated land."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    factory = s.battlefield(0, "Mishra's Factory")
    s.pool(0, "{1}")
    g = s.start()
    for seat in (0, 1):
        [before] = [p for p in g.view(seat)["battlefield"] if p["oid"] == factory]
        assert "power" not in before  # a plain land has no power
    activate(g, factory, 1)
    resolve_stack(g)
    for seat in (0, 1):
        [now] = [p for p in g.view(seat)["battlefield"] if p["oid"] == factory]
        assert (now["power"], now["toughness"]) == (2, 2)


# -- 'with "{B}: Regenerate this creature"': a quoted ability while it is a creature (CR 613.1f, layer 6) ----------
def _pool_animated() -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pool = s.battlefield(0, "Spawning Pool")
    s.hand(0, "Shock")
    s.pool(0, "{1}{B}{B}{R}")
    g = s.start()
    assert len(activated_abilities(g.state, g.state.objects[pool])) == 2  # {T}: Add {B}; {1}{B}: becomes …
    activate(g, pool, 1)
    resolve_stack(g)
    return g, pool


def test_spawning_pool_becomes_a_black_skeleton_that_can_regenerate() -> None:
    g, pool = _pool_animated()
    p = g.state.objects[pool]
    assert (power(g.state, p), toughness(g.state, p)) == (1, 1) and colors_of(g.state, p) == frozenset("B")
    assert creature_types(g.state, p) == ("Skeleton",) and is_type(g.state, p, "land")
    abilities = activated_abilities(g.state, p)
    assert len(abilities) == 3 and abilities[2].cost.mana.colored[2] == 1  # the granted "{B}: Regenerate …"
    activate(g, pool, 2)
    g = _roundtrip(g)  # a saved game finds the granted ability again (rules.granted)
    resolve_stack(g)
    [shock] = ids(g, "Shock", Zone.HAND)
    cast(g, shock, [pool])  # 2 damage to a 1/1: destroyed, and the shield replaces it (CR 701.13; 2003: 419.6b)
    resolve_stack(g)
    p = g.state.objects[pool]
    assert pool in g.state.battlefield and p.tapped and p.damage == 0 and is_type(g.state, p, "creature")


def test_spawning_pool_loses_the_ability_at_end_of_turn() -> None:
    g, pool = _pool_animated()
    pass_until(g, Step.MAIN1, active=1)
    p = g.state.objects[pool]
    assert not is_type(g.state, p, "creature") and len(activated_abilities(g.state, p)) == 2


def _roundtrip(g: Game) -> Game:
    text = json.dumps(g.state_json(), sort_keys=True)
    loaded = Game.from_json({"format": "oldframe-game", "state": json.loads(text)})
    assert json.dumps(loaded.state_json(), sort_keys=True) == text
    return loaded
