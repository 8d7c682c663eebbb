"""Targets whose mana value is the announced X (compiler/x_mana_values.py; ``rules.targets.spec_with_x``):
"Gain control of target creature with mana value X or less." (Dominate) and "{X}{X}{B}: Destroy target
nonblack creature with mana value X." (Plaguebearer). X is announced before targets are chosen, so only
permanents the X allows can be chosen (CR 601.2b-c, 602.2b; 2003: 409.1b-c), and the target is checked
again against that X as it resolves (CR 608.2b; 2003: 413.2a). A permanent's mana value is its
converted mana cost (CR 202.3; 2003: 203.3). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, CastSpell, CastWith, ChooseNumber, ChooseTarget
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose_number, names, resolve_stack, target


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every Oracle line is written back exactly."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_x_target_filter_cards_compile_and_render_back() -> None:
    renders_back("Dominate", "Plaguebearer", "Gorilla Shaman")


def test_dominate_targets_only_creatures_with_mana_value_x_or_less_and_takes_one() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dominate = s.hand(0, "Dominate")
    bears = s.battlefield(1, "Grizzly Bears")
    angel = s.battlefield(1, "Serra Angel")
    s.pool(0, "{2}{1}{U}{U}")
    g = s.start()
    g.apply(CastWith(dominate, "x", 2))
    offered = {a.target[1] for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    assert bears in offered and angel not in offered  # Serra Angel's mana value 5 > X = 2
    target(g, bears)
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.BATTLEFIELD, 0)  # under its caster's control now
    assert names(g, Zone.BATTLEFIELD, 1) == ["Serra Angel"]


def test_dominate_cannot_be_cast_for_an_x_too_small_for_any_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dominate = s.hand(0, "Dominate")
    s.battlefield(1, "Serra Angel")
    s.pool(0, "{5}{1}{U}{U}")
    g = s.start()
    xs = sorted(a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == dominate)
    assert xs == [5]  # X = 4 or less names no creature: not offered (CR 601.2c; 2003: 409.1c)
    assert not any(isinstance(a, CastSpell) and a.oid == dominate for a in g.legal_actions())  # X = 0


def test_plaguebearer_destroys_a_nonblack_creature_with_mana_value_exactly_x() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bearer = s.battlefield(0, "Plaguebearer")
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Hypnotic Specter")  # black: never a target
    s.pool(0, "{4}{B}")
    g = s.start()
    g.apply(ActivateAbility(bearer, 0))
    # {X}{X}{B} with five mana: X up to 2; X = 0 would leave no legal target (no nonblack creature of mana value 0)
    assert sorted(a.n for a in g.legal_actions() if isinstance(a, ChooseNumber)) == [1, 2]
    choose_number(g, 2)
    offered = {a.target[1] for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    assert offered == {bears} and elves not in offered  # mana value 2 exactly: not the Elves (1), nor the Specter
    target(g, bears)
    resolve_stack(g)
    assert sorted(names(g, Zone.BATTLEFIELD, 1)) == ["Hypnotic Specter", "Llanowar Elves"]
