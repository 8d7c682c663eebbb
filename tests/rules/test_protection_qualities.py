"""Protection from any quality (CR 702.16; 2003: 502.7): colors, "all colors", several colors in one
keyword, creatures, artifacts, creature types — for targeting, blocking, enchanting and damage."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.combat import can_block
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, resolve_stack


def _main() -> Scenario:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    return s


def test_these_protection_keywords_compile() -> None:
    pool = load_pool()
    for name in ("Akroma, Angel of Wrath", "Paladin en-Vec", "Sabertooth Nishoba", "Iridescent Angel",
                 "Commander Eesha", "Angelic Curator", "Yavimaya Scion", "Foothill Guide", "Fallen Cleric"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _targets(g: object, oid: int) -> list[object]:
    d = g.state.decision  # type: ignore[attr-defined]
    assert d is not None and d.kind == "target"
    return [t for t in d.data["options"] if t == ("object", oid)]


@pytest.mark.parametrize("spell, mana, protected", [("Lightning Bolt", "{R}", True),
                                                     ("Dark Banishing", "{2}{B}", True), ("Pacifism", "{1}{W}", False)])
def test_two_colors_in_one_keyword(spell: str, mana: str, protected: bool) -> None:
    """Paladin en-Vec: "protection from black and from red" — neither color's spells can target it."""
    s = _main()
    paladin = s.battlefield(1, "Paladin en-Vec")
    s.battlefield(1, "Grizzly Bears")
    card = s.hand(0, spell)
    s.pool(0, mana)
    g = s.start()
    g.apply(CastSpell(card))
    assert bool(_targets(g, paladin)) is not protected


def test_all_colors() -> None:
    s = _main()
    angel = s.battlefield(1, "Iridescent Angel")
    s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    g.apply(CastSpell(bolt))
    assert not _targets(g, angel)


def test_protection_from_creatures_targeting_blocking_and_damage() -> None:
    """Commander Eesha: abilities of creatures can't target it, creatures can't block it, and damage
    from creatures is prevented; an artifact's ability can still target it."""
    s = _main()
    eesha = s.battlefield(0, "Commander Eesha")
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Rod of Ruin")
    g = s.start()
    st = g.state
    assert not can_block(st, st.objects[bears], st.objects[eesha])
    s2 = _main()
    eesha2 = s2.battlefield(1, "Commander Eesha")
    s2.battlefield(0, "Prodigal Sorcerer")
    rod = s2.battlefield(0, "Rod of Ruin")
    s2.pool(0, "{3}")
    g2 = s2.start()
    sorcerer2 = next(o for o in g2.state.battlefield if g2.state.objects[o].card.name == "Prodigal Sorcerer")
    g2.apply(ActivateAbility(sorcerer2, 0))
    assert not _targets(g2, eesha2)
    g2.undo()
    g2.apply(ActivateAbility(rod, 0))
    assert _targets(g2, eesha2)
    assert sorcerer in g.state.battlefield


def test_protection_from_artifacts() -> None:
    s = _main()
    scion = s.battlefield(1, "Yavimaya Scion")
    rod = s.battlefield(0, "Rod of Ruin")
    s.pool(0, "{3}")
    g = s.start()
    g.apply(ActivateAbility(rod, 0))
    assert not _targets(g, scion)


def test_protection_from_a_creature_type() -> None:
    """Foothill Guide, protection from Goblins: a Goblin can't block it or damage it; Mogg Fanatic
    (a Goblin) can't target it; Grizzly Bears can block it."""
    s = _main()
    guide = s.battlefield(0, "Foothill Guide")
    raider = s.battlefield(1, "Goblin Raider")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    st = g.state
    assert not can_block(st, st.objects[raider], st.objects[guide])
    assert can_block(st, st.objects[bears], st.objects[guide])
    s2 = _main()
    guide2 = s2.battlefield(1, "Foothill Guide")
    fanatic = s2.battlefield(0, "Mogg Fanatic")
    g2 = s2.start()
    g2.apply(ActivateAbility(fanatic, 0))
    assert not _targets(g2, guide2)


def test_damage_from_a_protected_color_is_prevented() -> None:
    s = _main()
    nishoba = s.battlefield(1, "Sabertooth Nishoba")  # protection from blue and from red
    bears = s.battlefield(1, "Grizzly Bears")
    clasm = s.hand(0, "Pyroclasm")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, clasm)
    resolve_stack(g)
    assert g.state.objects[nishoba].damage == 0 and bears not in g.state.battlefield
