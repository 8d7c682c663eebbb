"""Groups that don't untap and "tap all" of a group (compiler/untap_groups.py, rules/atoms/untap_groups.py):
"Red creatures don't untap during their controllers' untap steps." (Wrath of Marit Lage), "Mercenaries …"
(Root Cage), "Nonland permanents …" (Embargo), "Legendary creatures …" (Arena of the Ancients) — CR 502.3
(2003: 302.2); "When CARDNAME enters the battlefield, tap all other creatures." (Shrieking Mogg) — CR 701.21a."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, pass_until, resolve_stack

CARDS = ["Intruder Alarm", "Root Cage", "Embargo", "Arena of the Ancients", "Wrath of Marit Lage",
         "Shrieking Mogg", "Thundermare"]


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_fully_and_render_their_text(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _next_untap(s: Scenario) -> Game:
    s.turn(active=1, step=Step.END_OF_TURN)
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    return g


def test_wrath_of_marit_lage_taps_red_creatures_and_they_stay_tapped() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wrath = s.hand(0, "Wrath of Marit Lage")
    raiders = s.battlefield(1, "Mons's Goblin Raiders")
    ogress = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{U}{U}")
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability
    assert obj(g, raiders).tapped and not obj(g, ogress).tapped


def test_red_creatures_stay_tapped_in_their_untap_step_others_untap() -> None:
    s = Scenario()
    s.battlefield(1, "Wrath of Marit Lage")
    raiders = s.battlefield(0, "Mons's Goblin Raiders", tapped=True)
    ogress = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = _next_untap(s)
    assert obj(g, raiders).tapped and not obj(g, ogress).tapped


def test_root_cage_holds_mercenaries_only() -> None:
    s = Scenario()
    s.battlefield(1, "Root Cage")
    brute = s.battlefield(0, "Cateran Brute", tapped=True)
    ogress = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = _next_untap(s)
    assert obj(g, brute).tapped and not obj(g, ogress).tapped


def test_embargo_holds_nonland_permanents_but_lands_untap() -> None:
    s = Scenario()
    s.battlefield(1, "Embargo")
    land = s.battlefield(0, "Forest", tapped=True)
    ogress = s.battlefield(0, "Grizzly Bears", tapped=True)
    orb = s.battlefield(0, "Arena of the Ancients", tapped=True)
    g = _next_untap(s)
    assert not obj(g, land).tapped
    assert obj(g, ogress).tapped and obj(g, orb).tapped


def test_arena_of_the_ancients_holds_legendary_creatures() -> None:
    s = Scenario()
    s.battlefield(1, "Arena of the Ancients")
    ramirez = s.battlefield(0, "Ramirez DePietro", tapped=True)
    ogress = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = _next_untap(s)
    assert obj(g, ramirez).tapped and not obj(g, ogress).tapped


def test_shrieking_mogg_taps_every_other_creature_on_both_sides() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mogg = s.hand(0, "Shrieking Mogg")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Mons's Goblin Raiders")
    land = s.battlefield(1, "Forest")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, mogg)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability
    assert obj(g, mine).tapped and obj(g, theirs).tapped
    assert not obj(g, land).tapped
    moggs = [o for o in g.state.battlefield if g.state.objects[o].card.name == "Shrieking Mogg"]
    assert len(moggs) == 1 and not g.state.objects[moggs[0]].tapped  # "other": not itself
