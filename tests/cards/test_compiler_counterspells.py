"""Counterspells with a filter or a rider (compiler/counterspells.py, rules/atoms/counterspells.py) and
targets by a number (compiler/target_stats.py): "Counter target artifact or enchantment spell." (Annul,
Mystic Denial), "… instant or sorcery spell unless its controller pays {1}." (Disrupt), "Its controller
loses 3 life." (Undermine, Despoil; last known information, CR 608.2h; 2003: 413.2f), "target creature
with mana value 3 or less" (Smother), "with power 4 or greater" (Reprisal, Intrepid Hero); "It can't be
regenerated." (CR 701.15; 2003: 419.6b)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, resolve_stack

CARDS = ("Annul", "Mystic Denial", "Disrupt", "Undermine", "Despoil", "Death Bomb", "Smother", "Reprisal",
         "Intrepid Hero")


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered
    for line in compiled.lines:
        if "CARDNAME" not in line.line and "(" not in line.line:
            assert line.rendered == line.line


def _options(g: Game) -> list[tuple[str, int]]:
    d = g.state.decision
    assert d is not None and d.kind == "target"
    return list(d.data["options"])


def _spell_on_stack(spell: str, caster: str, *, p1_pool: str, p2_pool: str) -> tuple[Game, int, int]:
    """P1 casts ``spell``, passes; P2 holds ``caster`` with priority. Returns (game, spell's stack id, caster)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    card = s.hand(0, spell)
    counter = s.hand(1, caster)
    s.pool(0, p1_pool)
    s.pool(1, p2_pool)
    g = s.start()
    cast(g, card)
    stack_id = g.state.stack[-1].oid
    g.apply(PassPriority())
    return g, stack_id, counter


@pytest.mark.parametrize("counter, legal, illegal", [("Annul", "Ornithopter", "Grizzly Bears"),
                                                     ("Mystic Denial", "Grizzly Bears", "Dark Ritual")])
def test_a_counterspell_targets_only_spells_of_its_types(counter: str, legal: str, illegal: str) -> None:
    g, spell, annul = _spell_on_stack(legal, counter, p1_pool="{1}{G}{B}", p2_pool="{1}{U}{U}")
    g.apply(CastSpell(annul))
    assert ("object", spell) in _options(g)
    g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("object", spell)))
    resolve_stack(g)
    assert not g.state.stack and ids(g, legal, Zone.GRAVEYARD, owner=0)
    g2, other, denial = _spell_on_stack(illegal, counter, p1_pool="{1}{G}{B}", p2_pool="{1}{U}{U}")
    assert CastSpell(denial) not in g2.legal_actions()  # no legal target: it can't be cast (CR 601.2c)
    assert other in [it.oid for it in g2.state.stack]


def test_disrupt_counters_an_instant_unless_its_controller_pays_and_draws_a_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Lightning Bolt")
    disrupt = s.hand(1, "Disrupt")
    s.library(1, ["Island"])
    s.pool(0, "{R}")
    s.pool(1, "{U}")
    g = s.start()
    cast(g, bolt, [("player", 1)])
    g.apply(PassPriority())
    cast(g, disrupt, [g.state.stack[-1].oid])
    hand = len(g.state.players[1].hand)
    resolve_stack(g)  # P1 has no mana left: can't pay {1}
    assert [it.source_name for it in g.state.stack] == []
    assert g.state.players[1].life == 20
    assert len(g.state.players[1].hand) == hand + 1  # "Draw a card."


def test_undermine_counters_and_the_spells_controller_loses_three_life() -> None:
    g, spell, undermine = _spell_on_stack("Grizzly Bears", "Undermine", p1_pool="{1}{G}", p2_pool="{U}{U}{B}")
    cast(g, undermine, [spell])
    resolve_stack(g)
    assert not g.state.stack and ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=0)
    assert (g.state.players[0].life, g.state.players[1].life) == (17, 20)


def test_despoil_destroys_a_land_and_its_controller_loses_two_life() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    despoil = s.hand(0, "Despoil")
    land = s.battlefield(1, "Tropical Island")
    s.pool(0, "{3}{B}")
    g = s.start()
    cast(g, despoil, [land])
    resolve_stack(g)
    assert land not in g.state.battlefield and g.state.players[1].life == 18 and g.state.players[0].life == 20


def test_smother_targets_mana_value_three_or_less_and_the_creature_cant_regenerate() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    smother = s.hand(0, "Smother")
    skeletons = s.battlefield(1, "Drudge Skeletons")  # {1}{B}: mana value 2, "{B}: Regenerate"
    wurm = s.battlefield(1, "Craw Wurm")  # mana value 6
    s.pool(0, "{1}{B}")
    s.pool(1, "{B}")
    g = s.start()
    g.apply(CastSpell(smother))
    options = _options(g)
    assert ("object", skeletons) in options and ("object", wurm) not in options
    g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("object", skeletons)))
    g.apply(PassPriority())
    activate(g, skeletons, 0)  # P2 regenerates in response: the shield is there …
    resolve_stack(g)
    assert g.state.objects[skeletons].regen_shields == 1
    resolve_stack(g)  # … and can't be used
    assert skeletons not in g.state.battlefield and ids(g, "Drudge Skeletons", Zone.GRAVEYARD, owner=1)


@pytest.mark.parametrize("name, mana", [("Reprisal", "{1}{W}"), ("Intrepid Hero", "")])
def test_power_four_or_greater(name: str, mana: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    source = s.hand(0, name) if mana else s.battlefield(0, name)
    bears = s.battlefield(1, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    if mana:
        s.pool(0, mana)
    g = s.start()
    if mana:
        g.apply(CastSpell(source))
    else:
        activate(g, source, 0, targets=[])
    options = _options(g)
    assert ("object", wurm) in options and ("object", bears) not in options
    g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("object", wurm)))
    resolve_stack(g)
    assert wurm not in g.state.battlefield and bears in g.state.battlefield
