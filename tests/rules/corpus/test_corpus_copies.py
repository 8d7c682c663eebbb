"""Corpus CPX: copy effects (2003 CR 503; current CR 707).

A copy takes the copiable values — the printed characteristics plus other copy effects — and
nothing else: no counters, no pumps, no Auras, not the original's controller. A copy entering
play sees its own comes-into-play abilities and "comes into play with" text. Sources: the 2003
rulebook (503.1-503.4), the Revised/Sixth Edition FAQs on Clone and Vesuvan Doppelganger, and
Saturday School columns on Clone.
"""

from __future__ import annotations

from corpus_kit import BOTH, MODERN, OLDFRAME, controller, graveyard, in_play, pt

from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.characteristics import chars, colors_of
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    cast,
    choose,
    ids,
    obj,
    pass_priority,
    resolve_stack,
    target,
)


def _clone_of(rules: str, original: str, owner: int = 1, *, extra0: tuple[str, ...] = ()) -> tuple:
    s = Scenario(rules)
    orig = s.battlefield(owner, original)
    clone = s.hand(0, "Clone")
    s.pool(0, "{3}{U}")
    for name in extra0:
        s.battlefield(0, name)
    s.turn(active=0, step=Step.MAIN1)
    return s, orig, clone


def _cast_clone(g, clone: int, orig: int | None) -> int | None:  # type: ignore[no-untyped-def]
    before = set(g.state.battlefield)
    cast(g, clone)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "copy_choice"
    if orig is None:
        g.apply(ChooseYesNo(False))
    else:
        choose(g, orig)
    new = [o for o in g.state.battlefield if o not in before]
    return new[0] if new else None


@BOTH
def test_CPX_01_clone_copies_name_and_pt(rules: str) -> None:
    """CPX-01 (2003 503.1-503.2; CR 707.2): Clone copying Hill Giant is a 3/3 named Hill Giant,
    controlled by P1."""
    s, giant, clone = _clone_of(rules, "Hill Giant")
    g = s.start()
    copy = _cast_clone(g, clone, giant)
    assert copy is not None and obj(g, copy).card.name == "Hill Giant"
    assert pt(g, copy) == (3, 3) and controller(g, copy) == 0


@BOTH
def test_CPX_02_clone_doesnt_copy_a_pump(rules: str) -> None:
    """CPX-02 (2003 503.2: other effects aren't copied; CR 707.2): the Bears under Giant Growth
    are 5/5; the Clone is a 2/2 Grizzly Bears."""
    s, bears, clone = _clone_of(rules, "Grizzly Bears", owner=0)
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    g = s.start()
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    copy = _cast_clone(g, clone, bears)
    assert copy is not None and pt(g, copy) == (2, 2) and pt(g, bears) == (5, 5)


@BOTH
def test_CPX_03_clone_doesnt_copy_counters_but_gets_its_own(rules: str) -> None:
    """CPX-03 (Tempest FAQ on Spike creatures; 2003 503.2, 503.4; CR 707.2, 614.1c): Clone
    copying a Spike Feeder with one counter left enters with the Feeder's "comes into play with
    two +1/+1 counters": it is 2/2."""
    s = Scenario(rules)
    feeder = s.battlefield(1, "Spike Feeder", counters={"+1/+1": 1})
    clone = s.hand(0, "Clone")
    s.pool(0, "{3}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, feeder) == (1, 1)
    copy = _cast_clone(g, clone, feeder)
    assert copy is not None and (obj(g, copy).counters or {}).get("+1/+1") == 2
    assert pt(g, copy) == (2, 2)


@BOTH
def test_CPX_04_clone_gets_the_comes_into_play_trigger(rules: str) -> None:
    """CPX-04 (2003 503.4; CR 707.2, 603.6a): Clone copying Flametongue Kavu triggers its
    comes-into-play ability: 4 damage to target creature (the Bears die)."""
    s, fk, clone = _clone_of(rules, "Flametongue Kavu")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    _cast_clone(g, clone, fk)
    if g.pending is not None and g.pending.kind == "target":
        target(g, bears)
    resolve_stack(g)
    assert not in_play(g, bears)


@BOTH
def test_CPX_05_clone_copying_nothing_is_a_0_0_and_dies(rules: str) -> None:
    """CPX-05 (Clone's "you may"; 2003 420.5b; CR 704.5f): choosing no creature, Clone is a 0/0
    and goes to the graveyard."""
    s, _bears, clone = _clone_of(rules, "Grizzly Bears")
    g = s.start()
    _cast_clone(g, clone, None)
    assert "Clone" in graveyard(g, 0)


@BOTH
def test_CPX_06_clone_doesnt_copy_an_aura_bonus(rules: str) -> None:
    """CPX-06 (2003 503.2; CR 707.2): P2's Bears with Unholy Strength are 4/3; the Clone is
    2/2."""
    s, bears, clone = _clone_of(rules, "Grizzly Bears")
    s.battlefield(1, "Unholy Strength", attached_to=bears)
    g = s.start()
    copy = _cast_clone(g, clone, bears)
    assert copy is not None and pt(g, copy) == (2, 2)


@BOTH
def test_CPX_07_copied_as_long_as_ability_checks_the_new_controller(rules: str) -> None:
    """CPX-07 (2003 503.2 text is copied; CR 707.2, 611.3a): Clone copying P2's Kird Ape: P2 has a
    Forest (its Ape is 2/3), P1 has none (P1's copy is 1/1)."""
    s, ape, clone = _clone_of(rules, "Kird Ape")
    s.battlefield(1, "Forest")
    g = s.start()
    copy = _cast_clone(g, clone, ape)
    assert copy is not None and pt(g, ape) == (2, 3) and pt(g, copy) == (1, 1)


@BOTH
def test_CPX_08_clone_of_a_stolen_creature_is_the_clones_controllers(rules: str) -> None:
    """CPX-08 (2003 503.2: control isn't copied; CR 707.2): Clone copying P2's Prodigal Sorcerer
    is P1's."""
    s, sorc, clone = _clone_of(rules, "Prodigal Sorcerer")
    g = s.start()
    copy = _cast_clone(g, clone, sorc)
    assert copy is not None and controller(g, copy) == 0 and controller(g, sorc) == 1


@OLDFRAME
def test_CPX_09_clone_of_a_legend_dies_under_the_2003_legend_rule(rules: str) -> None:
    """CPX-09 (Saturday School on Clone and Legends; 2003 420.5e; CR 704.5j differs): Clone
    copying P2's Kamahl, Pit Fighter is the newer Legend and goes to the graveyard."""
    s, kamahl, clone = _clone_of(rules, "Kamahl, Pit Fighter")
    g = s.start()
    _cast_clone(g, clone, kamahl)
    assert ids(g, "Kamahl, Pit Fighter") == [kamahl]
    assert "Clone" in graveyard(g, 0)


@MODERN
def test_CPX_09_modern_clone_of_an_opponents_legend_stays(rules: str) -> None:
    """CPX-09 under modern rules (CR 704.5j: per controller): each player controls one Kamahl."""
    s, kamahl, clone = _clone_of(rules, "Kamahl, Pit Fighter")
    g = s.start()
    copy = _cast_clone(g, clone, kamahl)
    assert copy is not None and len(ids(g, "Kamahl, Pit Fighter")) == 2


@BOTH
def test_CPX_10_doppelganger_doesnt_copy_color(rules: str) -> None:
    """CPX-10 (Vesuvan Doppelganger's text; Revised FAQ; CR 707.9b): copying the green Bears it
    is a 2/2 Grizzly Bears that stays blue."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    dop = s.hand(0, "Vesuvan Doppelganger")
    s.pool(0, "{3}{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    copy = _cast_clone(g, dop, bears)
    assert copy is not None and obj(g, copy).card.name == "Grizzly Bears"
    assert colors_of(g.state, obj(g, copy)) == frozenset({"U"})


@BOTH
def test_CPX_11_clone_copies_flying(rules: str) -> None:
    """CPX-11 (2003 503.2; CR 707.2): Clone of Serra Angel is a 4/4 with flying and vigilance
    (its keywords are copied text)."""
    s, angel, clone = _clone_of(rules, "Serra Angel")
    g = s.start()
    copy = _cast_clone(g, clone, angel)
    assert copy is not None and pt(g, copy) == (4, 4)
    assert "flying" in chars(g.state, obj(g, copy)).keywords


@BOTH
def test_CPX_12_the_original_leaving_doesnt_end_the_copy(rules: str) -> None:
    """CPX-12 (2003 503.4: the copied values became the copy's own; CR 707.2): after the copied
    Hill Giant dies, the Clone is still a 3/3 Hill Giant."""
    s, giant, clone = _clone_of(rules, "Hill Giant")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    copy = _cast_clone(g, clone, giant)
    cast(g, bolt, targets=[giant])
    resolve_stack(g)
    assert not in_play(g, giant)
    assert copy is not None and obj(g, copy).card.name == "Hill Giant" and pt(g, copy) == (3, 3)
    pass_priority(g)
