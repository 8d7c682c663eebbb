"""Mana by a count (compiler/mana_counts.py, rules/atoms/counts.py): "{T}: Add {G} for each creature you
control." (Gaea's Cradle), "… for each enchantment you control." (Serra's Sanctum), "… for each Forest you
control." (Rofellos), "… for each Elf on the battlefield." (Priest of Titania) — counted as the mana
ability resolves (CR 605.3; 2003: 406.1), and by the automatic payment of a spell's cost."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, resolve_stack

G, W = 4, 0  # pool indexes: W U B R G C


@pytest.mark.parametrize("name", ["Gaea's Cradle", "Serra's Sanctum", "Tolarian Academy",
                                  "Rofellos, Llanowar Emissary", "Priest of Titania"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        assert line.rendered == line.line


@pytest.mark.parametrize("creatures", [0, 1, 3])
def test_gaeas_cradle_adds_one_green_per_creature_you_control(creatures: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cradle = s.battlefield(0, "Gaea's Cradle")
    for _ in range(creatures):
        s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")  # the opponent's creature doesn't count
    g = s.start()
    activate(g, cradle, 0)
    assert g.state.objects[cradle].tapped
    assert list(g.state.players[0].pool) == [0, 0, 0, 0, creatures, 0]


def test_serras_sanctum_counts_enchantments_and_rofellos_forests() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sanctum = s.battlefield(0, "Serra's Sanctum")
    s.battlefield(0, "Crusade")
    s.battlefield(0, "Crusade")
    rofellos = s.battlefield(0, "Rofellos, Llanowar Emissary")
    s.lands(0, "Forest", 3)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Forest")  # the opponent's Forest doesn't count
    g = s.start()
    activate(g, sanctum, 0)
    activate(g, rofellos, 0)
    pool = g.state.players[0].pool
    assert (pool[W], pool[G]) == (2, 3)


def test_the_automatic_payment_taps_the_cradle_for_all_it_makes() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cradle = s.battlefield(0, "Gaea's Cradle")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves", tapped=True)
    bears = s.hand(0, "Grizzly Bears")
    g = s.start()
    cast(g, bears)  # {1}{G}: two creatures, two green
    assert g.state.objects[cradle].tapped
    resolve_stack(g)
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].card.name == "Grizzly Bears") == 2
