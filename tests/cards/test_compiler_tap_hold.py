"""Tap-and-hold (CR 611.2b; 2003: 418.3d), compiler/tap_hold.py: effects "for as long as CARDNAME
remains tapped" — P/T (Tawnos's Weaponry, Zelyon Sword), control (Old Man of the Sea with its power
limit, Rubinia Soulsinger "as long as you control" it), "doesn't untap" (Mana Leech, Phyrexian
Gremlins). Each ends when the source untaps."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, answer, pass_until, resolve_stack


def test_tap_and_hold_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Tawnos's Weaponry", "Zelyon Sword", "Spirit Shield", "Flowstone Armor", "Endoskeleton",
                 "Old Man of the Sea", "Rubinia Soulsinger", "Helm of Possession", "Mana Leech", "Mole Worms",
                 "Phyrexian Gremlins"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


@pytest.mark.parametrize("name, mana, bonus", [("Tawnos's Weaponry", "{2}", (1, 1)), ("Zelyon Sword", "{3}", (2, 0))])
def test_a_bonus_lasts_while_the_source_stays_tapped(name: str, mana: str, bonus: tuple[int, int]) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    source = s.battlefield(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, mana)
    g = s.start()
    activate(g, source, targets=[bears])
    resolve_stack(g)
    b = g.state.objects[bears]
    assert (power(g.state, b), toughness(g.state, b)) == (2 + bonus[0], 2 + bonus[1])
    pass_until(g, Step.UNTAP, active=0, turn=g.state.turn + 2)
    answer(g, True)  # untap it: the effect ends (2003 418.3d)
    assert (power(g.state, b), toughness(g.state, b)) == (2, 2)


def test_old_man_of_the_sea_targets_only_creatures_no_bigger_and_lets_go_when_they_grow() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    old_man = s.battlefield(0, "Old Man of the Sea")  # 2/3
    bears = s.battlefield(1, "Grizzly Bears")  # 2/2
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    growth = s.hand(1, "Giant Growth")
    s.battlefield(1, "Forest")
    g = s.start()
    g.apply(ActivateAbility(old_man, 0))
    d = g.state.decision
    assert d is not None and ("object", bears) in d.data["options"] and ("object", giant) not in d.data["options"]
    g.apply(g.legal_actions()[[a.target for a in g.legal_actions()].index(("object", bears))])  # type: ignore[attr-defined]
    resolve_stack(g)
    assert g.state.objects[bears].controller == 0
    g.apply(g.legal_actions()[0])  # P1 passes priority
    from oldframe.testing import cast

    cast(g, growth, [bears])  # P2 pumps the Bears to 5/5: bigger than the Old Man
    resolve_stack(g)
    assert g.state.objects[bears].controller == 1


def test_rubinia_holds_a_creature_until_she_untaps() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rubinia = s.battlefield(0, "Rubinia Soulsinger")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    activate(g, rubinia, targets=[bears])
    resolve_stack(g)
    assert g.state.objects[bears].controller == 0
    pass_until(g, Step.UNTAP, active=0, turn=g.state.turn + 2)
    assert g.state.objects[bears].controller == 0  # still tapped until P1 answers
    answer(g, True)
    assert g.state.objects[bears].controller == 1


@pytest.mark.parametrize("name, kind", [("Mana Leech", "Forest"), ("Phyrexian Gremlins", "Rod of Ruin")])
def test_a_tapped_permanent_stays_tapped_while_the_source_does(name: str, kind: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    source = s.battlefield(0, name)
    victim = s.battlefield(1, kind)
    g = s.start()
    activate(g, source, targets=[victim])
    resolve_stack(g)
    assert g.state.objects[victim].tapped
    pass_until(g, Step.UPKEEP, active=1)
    assert g.state.objects[victim].tapped  # P2's untap step skipped it (CR 502.3)
    pass_until(g, Step.UNTAP, active=0)
    answer(g, True)  # the source untaps …
    pass_until(g, Step.UPKEEP, active=1)
    assert not g.state.objects[victim].tapped  # … and the victim untaps in its controller's next untap step


def test_callous_oppressor_the_opponent_chooses_and_that_type_cant_be_taken() -> None:
    """"As CARDNAME enters the battlefield, an opponent chooses a creature type." (CR 614.12): asked of
    the opponent as the spell resolves; "target creature that isn't of the chosen type"."""
    from oldframe.rules.actions import ChooseType
    from oldframe.testing import cast

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    oppressor = s.hand(0, "Callous Oppressor")
    s.pool(0, "{1}{U}{U}")
    bears = s.battlefield(1, "Grizzly Bears")  # a Bear
    elves = s.battlefield(1, "Llanowar Elves")  # an Elf Druid
    g = s.start()
    cast(g, oppressor)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_creature_type" and d.player == 1
    g.apply(ChooseType("Bear"))
    (new,) = [o for o in g.state.battlefield if g.state.objects[o].card.name == "Callous Oppressor"]
    pass_until(g, Step.MAIN1, active=0, turn=g.state.turn + 2)  # a turn later: no longer summoning sick
    g.apply(ActivateAbility(new, 0))
    d = g.state.decision
    assert d is not None and ("object", elves) in d.data["options"] and ("object", bears) not in d.data["options"]
