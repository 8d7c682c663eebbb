"""Damage from a creature sacrificed to pay for it (compiler/self_sacrifice_damage.py,
rules/atoms/self_sacrifice_damage.py): Tinder Wall's "{R}, Sacrifice CARDNAME: It deals 2 damage to target
creature it's blocking." and Minotaur Illusionist's "{R}, Sacrifice CARDNAME: It deals damage equal to its
power to target creature." — the power as it was sacrificed (last known information, CR 608.2h; 2003:
413.2f). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ActivateAbility, PassPriority
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, block, cast, names, resolve_stack, target


def _legend_renders_back(name: str) -> None:
    """``renders_back`` for a legendary card, whose lines name it by its short name."""
    rec = load_pool(printings=False).get(name)
    assert rec is not None
    _card, compiled = compiled_card_def(rec)
    assert compiled.status == "full", compiled.uncovered
    lines = card_lines(rec.oracle_text, name, True)
    assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines]


def _burn_index(g: Game, oid: int) -> int:
    """The index of the card's targeted sacrifice ability (Tinder Wall's mana ability comes first)."""
    return next(i for i, a in enumerate(g.state.objects[oid].card.behaviour.activated)
                if a.cost.sacrifice_self and a.targets)


def test_self_sacrifice_damage_cards_compile_and_render_back() -> None:
    renders_back("Tinder Wall", "Minotaur Illusionist")


def test_tinder_wall_burns_only_the_creature_it_blocks() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    wall = s.battlefield(0, "Tinder Wall")
    s.battlefield(0, "Mountain")
    blocked = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {blocked: 0, other: 0})
    block(g, {wall: blocked})
    while g.state.decision is not None and g.state.decision.player != 0:
        g.apply(PassPriority())
    index = _burn_index(g, wall)
    g.apply(ActivateAbility(wall, index))
    d = g.state.decision
    if d is not None and d.kind == DecisionKind.TARGET:
        assert list(d.data["options"]) == [("object", blocked)]
        target(g, ("object", blocked))
    assert g.state.stack[-1].targets == [("object", blocked)]  # the only legal one: not the unblocked Lions
    assert "Tinder Wall" in names(g, Zone.GRAVEYARD, 0)  # sacrificed as the cost
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)  # still blocked: a legal target (CR 608.2b)


def test_tinder_wall_has_no_target_when_not_blocking() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wall = s.battlefield(0, "Tinder Wall")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    index = _burn_index(g, wall)
    assert ActivateAbility(wall, index) not in g.legal_actions()  # no creature it's blocking: no target


def test_minotaur_illusionist_deals_its_power_as_it_was_sacrificed() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    minotaur = s.battlefield(0, "Minotaur Illusionist")
    giant = s.battlefield(1, "Craw Wurm")  # 6/4
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}{R}")
    g = s.start()
    cast(g, growth, [("object", minotaur)])
    resolve_stack(g)  # 6/7 until end of turn
    index = _burn_index(g, minotaur)
    activate(g, minotaur, index, [("object", giant)])
    resolve_stack(g)
    assert "Minotaur Illusionist" in names(g, Zone.GRAVEYARD, 0) and "Craw Wurm" in names(g, Zone.GRAVEYARD, 1)


def test_tahngarth_fights_the_creature_it_targets() -> None:
    """"{1}{R}, {T}: CARDNAME deals damage equal to its power to target creature. That creature deals
    damage equal to its power to CARDNAME." — both damages in one resolution, state-based actions after."""
    _legend_renders_back("Tahngarth, Talruum Hero")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tahngarth = s.battlefield(0, "Tahngarth, Talruum Hero")  # 4/4
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    s.pool(0, "{1}{R}")
    g = s.start()
    g.state.objects[tahngarth].sick = False
    activate(g, tahngarth, 0, [("object", wurm)])
    resolve_stack(g)
    assert "Craw Wurm" in names(g, Zone.GRAVEYARD, 1) and "Tahngarth, Talruum Hero" in names(g, Zone.GRAVEYARD, 0)


def test_tahngarth_takes_less_from_a_smaller_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tahngarth = s.battlefield(0, "Tahngarth, Talruum Hero")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{R}")
    g = s.start()
    g.state.objects[tahngarth].sick = False
    activate(g, tahngarth, 0, [("object", bears)])
    resolve_stack(g)
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1) and g.state.objects[tahngarth].damage == 2
