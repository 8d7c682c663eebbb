"""Opalescence (compiler/enchantment_creatures.py, rules/atoms/enchantment_creatures.py): each other
non-Aura enchantment is also a creature (layer 4; CR 613.1d) with base P/T equal to its mana value
(layer 7b; CR 613.4b), other effects still applying on top (Crusade pumps itself: layer 7c)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.characteristics import is_creature, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, obj, resolve_stack


def test_opalescence_compiles_fully() -> None:
    rec = load_pool().get("Opalescence")
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_other_non_aura_enchantments_are_creatures_with_their_mana_value() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    opal = s.battlefield(0, "Opalescence")
    crusade = s.battlefield(1, "Crusade")  # {W}{W}, "White creatures get +1/+1."
    second = s.hand(0, "Opalescence")
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    st = g.state
    assert not is_creature(st, obj(g, opal))  # "other"
    assert is_creature(st, obj(g, crusade)) and "Enchantment" in obj(g, crusade).card.types
    assert (power(st, obj(g, crusade)), toughness(st, obj(g, crusade))) == (3, 3)  # 2/2, then its own +1/+1
    cast(g, second)
    resolve_stack(g)
    assert is_creature(g.state, obj(g, opal)) and (power(g.state, obj(g, opal)), toughness(g.state, obj(g, opal))) \
        == (5, 5)  # the other Opalescence makes it a 4/4; white, so Crusade pumps it too


def test_an_aura_is_not_made_a_creature_and_a_bolted_enchantment_dies() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Opalescence")
    bears = s.battlefield(1, "Grizzly Bears")
    pacifism = s.hand(0, "Pacifism")
    anthem = s.battlefield(1, "Bad Moon")  # {1}{B}: a 2/2 (black: +1/+1 from itself) = 3/3
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{1}{W}{R}")
    g = s.start()
    cast(g, pacifism, [bears])
    resolve_stack(g)
    aura = ids(g, "Pacifism")[0]
    assert not is_creature(g.state, obj(g, aura))
    cast(g, bolt, [anthem])
    resolve_stack(g)
    assert ids(g, "Bad Moon", Zone.GRAVEYARD, 1)
