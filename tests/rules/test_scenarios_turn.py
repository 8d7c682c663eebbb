"""Ruling scenarios, area "Turn structure / priority (2003 specifics)" — TUR-01 … TUR-05."""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe.rules.actions import CastSpell, ChooseTarget
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    cast,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


@presets("TUR-01")
@pytest.mark.parametrize("stifle_the_mine", [True, False], ids=["stifled", "not-stifled"])
def test_TUR_01_draw_uses_the_stack_above_the_draw_step_triggers(rules: str, stifle_the_mine: bool) -> None:
    """TUR-01 (scourge2003: 2003 304.1, 408.2g; Scourge FAQ): the Mine's trigger goes on the stack,
    then the draw step action on top of it; both players get priority before the draw resolves;
    Stifle can target the Mine's trigger but not the draw. P1 draws the turn's card first, then the
    Mine's unless it was Stifled."""
    s = Scenario(rules)
    s.battlefield(0, "Howling Mine")
    s.library(0, ["Grizzly Bears", "Hill Giant"])  # the turn's card, then the Mine's
    stifle = s.hand(1, "Stifle")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.DRAW)
    assert [(it.kind, it.source_name) for it in g.state.stack] == [("triggered", "Howling Mine"), ("draw", "draw step")]
    assert names(g, Zone.HAND, 0) == []  # nothing drawn yet: P1 has priority with the draw on the stack
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 0)
    mine_trigger, draw = (it.oid for it in g.state.stack)
    pass_priority(g)  # P2 may respond to the draw
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 1)
    if stifle_the_mine:
        g.apply(CastSpell(stifle))
        assert g.legal_actions() == [ChooseTarget(("object", mine_trigger))]  # the draw is no target
        target(g, mine_trigger)
        resolve_stack(g)  # Stifle resolves: the Mine's trigger is gone, the draw stays
        assert [it.oid for it in g.state.stack] == [draw]
        resolve_stack(g)
        assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
        assert g.state.stack == []
    else:
        pass_priority(g)  # the draw resolves first
        assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
        assert [it.oid for it in g.state.stack] == [mine_trigger]
        resolve_stack(g)
        assert names(g, Zone.HAND, 0) == ["Grizzly Bears", "Hill Giant"]


@ALL
@pytest.mark.parametrize("stifle_the_mine", [True, False], ids=["stifled", "not-stifled"])
def test_TUR_01_draw_is_a_turn_based_action_and_mine_trigger_can_be_stifled(rules: str, stifle_the_mine: bool) -> None:
    """TUR-01, the "Expected under oldframe" line (CR 504.1–504.2, 603.3; the 2003-only result,
    draw on the stack above the trigger per 2003 304.1, is not the oldframe preset's): P1 draws as
    the draw step begins, before anyone has priority, so the draw can't be responded to or
    targeted; then Howling Mine's trigger goes on the stack and P2 may Stifle it."""
    s = Scenario(rules)
    s.battlefield(0, "Howling Mine")
    s.library(0, ["Grizzly Bears", "Hill Giant"])  # the turn's card, then the Mine's
    stifle = s.hand(1, "Stifle")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    pass_until(g, Step.DRAW)
    # The draw happened as the step began; the first priority finds only the Mine trigger.
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    assert [(it.kind, it.source_name) for it in g.state.stack] == [("triggered", "Howling Mine")]
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 0)
    mine_trigger = g.state.stack[0].oid
    pass_priority(g)
    if stifle_the_mine:
        g.apply(CastSpell(stifle))
        assert g.legal_actions() == [ChooseTarget(("object", mine_trigger))]  # the draw is no target
        target(g, mine_trigger)
        resolve_stack(g)
        assert g.state.stack == []
        assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    else:
        pass_priority(g)
        assert names(g, Zone.HAND, 0) == ["Grizzly Bears", "Hill Giant"]


@presets("TUR-02")
def test_TUR_02_end_of_turn_step_does_not_back_up(rules: str) -> None:
    """TUR-02 (Saturday School #9; 2003 313.2, 406.2): the Firecat removed by Astral Slide during
    P1's end-of-turn step returns only at the start of the next end-of-turn step (P2's); having
    arrived after that step began, its own "at end of turn" sacrifice doesn't trigger, and it is in
    play for P1's next turn."""
    s = Scenario(rules)
    s.battlefield(0, "Astral Slide")
    firecat = s.battlefield(0, "Blistering Firecat", allow_unplayable=True)  # morph not built yet
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    cycler = s.hand(0, "Disciple of Grace")  # Cycling {2}
    s.turn(active=0, step=Step.END_OF_TURN)
    g = s.start()
    assert [(it.kind, it.source_name) for it in g.state.stack] == [("triggered", "Blistering Firecat")]

    activate(g, cycler)  # P1 cycles: Astral Slide triggers
    target(g, firecat)
    resolve_stack(g)  # the Slide trigger
    answer(g, True)  # "you may remove target creature from the game"
    assert names(g, Zone.EXILE, 0) == ["Blistering Firecat"]
    resolve_stack(g)  # the cycling draw
    resolve_stack(g)  # the Firecat's sacrifice trigger: does nothing
    assert names(g, Zone.EXILE, 0) == ["Blistering Firecat"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Disciple of Grace"]

    pass_until(g, Step.END_OF_TURN, active=1)  # P2's end-of-turn step: the Slide's delayed trigger
    assert "Blistering Firecat" not in names(g, Zone.BATTLEFIELD)
    assert [it.kind for it in g.state.stack] == ["delayed"]
    resolve_stack(g)
    (back,) = ids(g, "Blistering Firecat")
    assert obj(g, back).controller == 0
    assert g.state.stack == []  # its "at end of turn" did not trigger in this step

    pass_until(g, Step.UPKEEP, active=0)
    assert ids(g, "Blistering Firecat") == [back] and not obj(g, back).tapped


@presets("TUR-03")
def test_TUR_03_cleanup_removes_damage_and_ends_pump_together(rules: str) -> None:
    """TUR-03 (Saturday School #8; 2003 314.1b): Flametongue Kavu's 4 damage and Giant Growth's
    +3/+3 end simultaneously in cleanup, so the Wurm survives as an undamaged 4/4."""
    s = Scenario(rules)
    wurm = s.battlefield(0, "Arrogant Wurm")  # madness: not used here
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    kavu = s.hand(1, "Flametongue Kavu")
    for _ in range(4):
        s.battlefield(1, "Mountain")
    s.turn(active=1, step=Step.MAIN1)  # P2's turn
    g = s.start()
    cast(g, kavu)
    resolve_stack(g)
    target(g, wurm)  # the comes-into-play trigger targets P1's Wurm
    pass_priority(g)  # P2 passes; P1 responds
    cast(g, growth, targets=[wurm])
    resolve_stack(g)
    resolve_stack(g)
    w = obj(g, wurm)
    assert (power(g.state, w), toughness(g.state, w), w.damage) == (7, 7, 4)
    pass_until(g, Step.UPKEEP, active=0)  # through P2's cleanup
    w = obj(g, wurm)
    assert (power(g.state, w), toughness(g.state, w), w.damage) == (4, 4, 0)


@presets("TUR-05")
def test_TUR_05_sacrifice_costs_cannot_be_responded_to(rules: str) -> None:
    """TUR-05 (Saturday School #10; 2003 409.1f, 409.1g): the Goblin is sacrificed while Goblin
    Grenade is being played, before anyone gets priority, so P2 can't Shock it first."""
    s = Scenario(rules)
    fanatic = s.battlefield(0, "Mogg Fanatic")
    grenade = s.hand(0, "Goblin Grenade")
    s.battlefield(0, "Mountain")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    seen = []
    g.apply(CastSpell(grenade))
    while g.pending is not None and g.pending.kind != "priority":
        seen.append((g.pending.kind, g.pending.player))
        opts = g.legal_actions()
        g.apply(ChooseTarget(player(1)) if g.pending.kind == "target" else opts[0])
    assert seen == [("target", 0), ("cost_choice", 0)]  # only P1 decides while playing it
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 0)
    assert fanatic not in g.state.objects and names(g, Zone.GRAVEYARD, 0) == ["Mogg Fanatic"]
    pass_priority(g)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 1)
    g.apply(CastSpell(shock))  # the Fanatic is no longer there to be targeted
    assert all(t.target[0] == "player" or obj(g, t.target[1]).card.name != "Mogg Fanatic"
               for t in g.legal_actions() if isinstance(t, ChooseTarget))
