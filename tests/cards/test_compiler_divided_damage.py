"""X damage divided among any number of targets (compiler/divided_damage.py, rules/atoms/divided_damage.py):
Fireball ("This spell costs {1} more to cast for each target beyond the first." / "… X damage divided
evenly, rounded down, among any number of targets.") and Fire Covenant ("As an additional cost to cast
this spell, pay X life." / "… X damage divided as you choose among any number of target creatures.").
X is announced first, then how many targets, the targets, the division, then the total cost (CR
601.2b-f; 2003: 409.1b-f). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastWith, ChooseNumber, PassPriority
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose_number, names, player, resolve_stack, target


def _numbers(g: object) -> list[int]:
    return sorted(a.n for a in g.legal_actions() if isinstance(a, ChooseNumber))  # type: ignore[attr-defined]


def test_divided_x_cards_compile_and_render_back() -> None:
    renders_back("Fireball", "Fire Covenant")


def test_fireball_divides_evenly_rounded_down_and_costs_one_more_per_extra_target() -> None:
    """X = 5 among two targets: 2 each (rounded down); the second target costs {1} more (CR 601.2f)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    fireball = s.hand(0, "Fireball")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}{5}{1}")  # {X}{R} with X = 5, plus {1} for the second target
    g = s.start()
    g.apply(CastWith(fireball, "x", 5))
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.TARGET_COUNT
    assert _numbers(g) == [1, 2]  # three legal targets, but only {1} more can be paid
    choose_number(g, 2)
    target(g, player(1))
    target(g, ("object", bears))
    assert sum(g.state.players[0].pool) == 0  # {5}{R} and {1} for the target beyond the first
    resolve_stack(g)
    assert g.state.players[1].life == 18
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)


def test_fireball_one_target_costs_nothing_more() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    fireball = s.hand(0, "Fireball")
    s.pool(0, "{R}{3}")
    g = s.start()
    g.apply(CastWith(fireball, "x", 3))
    assert g.state.decision is not None and g.state.decision.kind == DecisionKind.TARGET  # only one count payable
    target(g, player(1))
    resolve_stack(g)
    assert g.state.players[1].life == 17


def test_fireball_keeps_the_announced_share_when_a_target_becomes_illegal() -> None:
    """The division is the one announced: a target gone on resolution gets nothing, the other still
    gets X divided by the number of targets announced (CR 608.2b; 2003: 413.2a)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    fireball = s.hand(0, "Fireball")
    bolt = s.hand(1, "Lightning Bolt")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}{4}{1}")
    s.pool(1, "{R}")
    g = s.start()
    g.apply(CastWith(fireball, "x", 4))
    choose_number(g, 2)
    target(g, ("object", bears))
    target(g, player(1))
    g.apply(PassPriority())
    cast(g, bolt, [("object", bears)])  # the opponent kills the bear in response
    resolve_stack(g)  # the Bolt
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)
    resolve_stack(g)  # Fireball
    assert g.state.players[1].life == 18  # 4 // 2, not 4


def test_fire_covenant_divides_as_you_choose_in_steps() -> None:
    """X = 5 life among three creatures: each at least 1, so the first step offers 1 to 3 (CR 601.2d);
    after 3, the other two can only get 1 each, and nothing more is asked."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    covenant = s.hand(0, "Fire Covenant")
    a, b, c = (s.battlefield(1, n) for n in ("Hill Giant", "Grizzly Bears", "Llanowar Elves"))
    s.pool(0, "{1}{B}{R}")
    g = s.start()
    g.apply(CastWith(covenant, "x", 5))
    assert _numbers(g) == [1, 2, 3]  # three creatures; players are not targets
    choose_number(g, 3)
    target(g, ("object", a))
    target(g, ("object", b))
    target(g, ("object", c))
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.DIVIDE and _numbers(g) == [1, 2, 3]
    choose_number(g, 3)  # Hill Giant: 3; Grizzly Bears and Llanowar Elves get 1 each, the only division left
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.PRIORITY
    resolve_stack(g)
    assert g.state.players[0].life == 15  # X life paid
    assert sorted(names(g, Zone.GRAVEYARD, 1)) == ["Hill Giant", "Llanowar Elves"]
    assert g.state.objects[b].damage == 1


def test_fire_covenant_uneven_division_leaves_survivors() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    covenant = s.hand(0, "Fire Covenant")
    giant, bears = s.battlefield(1, "Hill Giant"), s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{B}{R}")
    g = s.start()
    g.apply(CastWith(covenant, "x", 4))
    choose_number(g, 2)
    target(g, ("object", giant))
    target(g, ("object", bears))
    assert _numbers(g) == [1, 2, 3]
    choose_number(g, 1)  # Hill Giant 1, Grizzly Bears 3
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert g.state.objects[giant].damage == 1


def test_fire_covenant_never_more_targets_than_x() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    covenant = s.hand(0, "Fire Covenant")
    s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{B}{R}")
    g = s.start()
    g.apply(CastWith(covenant, "x", 1))
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.TARGET  # one target only: X = 1
    target(g, ("object", bears))
    resolve_stack(g)
    assert g.state.objects[bears].damage == 1
