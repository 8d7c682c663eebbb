"""Land types set or added by effects (CR 305.6-305.7; 2003: 212.6d-e), lands that are creatures
(CR 613.6), and dependencies between such effects (CR 613.8): whatever their timestamps, an effect
applies after the effect that changes what it applies to."""

from __future__ import annotations

import pytest

from oldframe.game import Game
from oldframe.rules.characteristics import chars, is_creature, power, toughness
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import AddMana
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, ids


def _land_mana(g: Game, oid: int) -> list[object]:
    """What each of the land's mana abilities adds."""
    out = []
    for ab in activated_abilities(g.state, g.state.objects[oid]):
        eff = ab.effects[0]
        out.append(eff.mana if isinstance(eff, AddMana) else eff)
    return out


def _types(g: Game, oid: int) -> tuple[str, ...]:
    return chars(g.state, g.state.objects[oid]).creature_types


def _main() -> Scenario:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    return s


def test_blood_moon_makes_nonbasic_lands_mountains_without_their_own_abilities() -> None:
    s = _main()
    tomb = s.battlefield(0, "Ancient Tomb")
    strip = s.battlefield(0, "Strip Mine")
    tundra = s.battlefield(0, "Tundra")
    forest = s.battlefield(0, "Forest")
    s.battlefield(1, "Blood Moon")
    g = s.start()
    assert _types(g, tomb) == ("Mountain",) and _types(g, tundra) == ("Mountain",)
    assert _land_mana(g, tomb) == [parse_mana("{R}")] == _land_mana(g, tundra) == _land_mana(g, strip)
    assert _land_mana(g, forest) == [parse_mana("{G}")]  # basic: untouched
    activate(g, tomb)  # "{T}: Add {C}{C}. It deals 2 damage to you." is gone with its text (CR 305.7)
    assert g.state.players[0].life == 20 and g.state.players[0].pool[3] == 1


def test_conversion_turns_mountains_into_plains() -> None:
    s = _main()
    mountain = s.battlefield(0, "Mountain")
    s.battlefield(1, "Conversion")
    g = s.start()
    assert _types(g, mountain) == ("Plains",) and _land_mana(g, mountain) == [parse_mana("{W}")]


@pytest.mark.parametrize("moon_first", [True, False])
def test_conversion_depends_on_blood_moon(moon_first: bool) -> None:
    """CR 613.8a: Blood Moon changes what Conversion applies to, so it applies first even when it
    came into play later — a nonbasic land ends up a Plains in both orders."""
    s = _main()
    volcanic = s.battlefield(0, "Tundra")  # Plains Island: not a Mountain until Blood Moon applies
    for name in (("Blood Moon", "Conversion") if moon_first else ("Conversion", "Blood Moon")):
        s.battlefield(1, name)
    g = s.start()
    assert _types(g, volcanic) == ("Plains",) and _land_mana(g, volcanic) == [parse_mana("{W}")]


@pytest.mark.parametrize("moon_first", [True, False])
def test_living_lands_depends_on_blood_moon(moon_first: bool) -> None:
    """Blood Moon makes a Bayou (Swamp Forest) a Mountain, so Living Lands ("All Forests are 1/1
    creatures") no longer applies to it, in either order; a basic Forest is a 1/1 creature."""
    s = _main()
    bayou = s.battlefield(0, "Bayou")
    forest = s.battlefield(0, "Forest")
    for name in (("Blood Moon", "Living Lands") if moon_first else ("Living Lands", "Blood Moon")):
        s.battlefield(1, name)
    g = s.start()
    st = g.state
    assert not is_creature(st, st.objects[bayou]) and _types(g, bayou) == ("Mountain",)
    f = st.objects[forest]
    assert is_creature(st, f) and (power(st, f), toughness(st, f)) == (1, 1)
    assert _land_mana(g, forest) == [parse_mana("{G}")]  # still a land with its mana ability


def test_an_aura_sets_the_enchanted_lands_type() -> None:
    s = _main()
    tropical = s.battlefield(1, "Tropical Island")
    s.battlefield(0, "Evil Presence", attached_to=tropical)
    g = s.start()
    assert _types(g, tropical) == ("Swamp",) and _land_mana(g, tropical) == [parse_mana("{B}")]


def test_blanket_of_night_adds_swamp_and_its_mana_ability() -> None:
    s = _main()
    forest = s.battlefield(0, "Forest")
    s.battlefield(1, "Blanket of Night")
    g = s.start()
    assert set(_types(g, forest)) == {"Forest", "Swamp"}
    assert _land_mana(g, forest) == [parse_mana("{G}"), parse_mana("{B}")]


def test_kormus_bell_swamps_are_black_creatures_and_humility_takes_their_mana_ability() -> None:
    s = _main()
    swamp = s.battlefield(0, "Swamp")
    s.battlefield(1, "Kormus Bell")
    g = s.start()
    obj = g.state.objects[swamp]
    assert is_creature(g.state, obj) and chars(g.state, obj).colors == frozenset("B")
    s2 = _main()
    swamp2 = s2.battlefield(0, "Swamp")
    s2.battlefield(1, "Kormus Bell")
    s2.battlefield(1, "Humility")
    g2 = s2.start()
    # Humility (layer 6) removes every ability of the creature land, its intrinsic one too.
    assert _land_mana(g2, swamp2) == [] and ids(g2, "Swamp") == [swamp2]


def test_the_land_type_cards_compile_fully() -> None:
    from oldframe.cards.data import load_pool
    from oldframe.cards.registry import compiled_card_def

    pool = load_pool()
    for name in ("Blood Moon", "Conversion", "Glaciers", "Evil Presence", "Sea's Claim", "Lingering Mirage",
                 "Tainted Well", "Blanket of Night", "Living Lands", "Kormus Bell", "Living Plane", "Nature's Revolt"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_casting_sea_s_claim_and_blood_moon() -> None:
    from oldframe.testing import cast, resolve_stack

    s = _main()
    bayou = s.battlefield(1, "Bayou")
    claim, moon = s.hand(0, ["Sea's Claim", "Blood Moon"])
    s.pool(0, "{U}{2}{R}")
    g = s.start()
    cast(g, claim, [bayou])
    resolve_stack(g)
    assert _types(g, bayou) == ("Island",) and _land_mana(g, bayou) == [parse_mana("{U}")]
    cast(g, moon)
    resolve_stack(g)
    # Both set Bayou's type in layer 4, neither depends on the other: timestamp order, Blood Moon last.
    assert _types(g, bayou) == ("Mountain",)
