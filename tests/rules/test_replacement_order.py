"""CR 616.1 (2003: 419.8): when several prevention/replacement effects apply to one damage event,
the affected player — the damaged player, or the controller of the damaged creature — chooses the
order, one effect at a time; the choice is asked of that player, whoever dealt the damage, and it
works wherever damage is dealt (a resolving spell, combat damage on the stack, combat damage at once).
"""

from __future__ import annotations

import pytest

from oldframe.game import Game
from oldframe.rules.actions import ApplyFirst, PassPriority
from oldframe.rules.atoms.compiled import SHIELD_OBJECT, SHIELD_PLAYER
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    apply_first,
    attack,
    cast,
    player,
    resolve_stack,
)

SHIELD = (SHIELD_OBJECT, SHIELD_PLAYER)


def _shields(g: Game) -> list[int]:
    """What is left of each prevention shield, in timestamp order."""
    return [e.power for e in sorted(g.state.effects, key=lambda e: e.timestamp) if e.kind in SHIELD]


def _two_shields_on(s: Scenario, who: object) -> Game:
    """Player 1 shields ``who`` with Femeref Healer (1) and then Aven Redeemer (2)."""
    healer = s.battlefield(1, "Femeref Healer")
    redeemer = s.battlefield(1, "Aven Redeemer")
    g = s.start()
    for source in (healer, redeemer):
        pass_priority_to(g, 1)
        activate(g, source, targets=[who])  # type: ignore[list-item]
        resolve_stack(g)
    return g


def pass_priority_to(g: Game, p: int) -> None:
    d = g.state.decision
    if d is not None and d.kind == "priority" and d.player != p:
        g.apply(PassPriority())


def _shock_position(rules: str = "oldframe") -> tuple[Game, int]:
    s = Scenario(rules=rules)
    s.turn(active=0, step=Step.MAIN1)
    giant = s.battlefield(1, "Hill Giant")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = _two_shields_on(s, giant)
    return g, shock


@pytest.mark.parametrize("first, left", [(0, [0, 1]), (1, [1, 0])])
def test_the_damaged_creatures_controller_orders_two_shields(first: int, left: list[int]) -> None:
    g, shock = _shock_position()
    giant = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Hill Giant")
    pass_priority_to(g, 0)
    cast(g, shock, [giant])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order"
    assert d.player == 1  # the controller of the damaged creature, not Shock's controller (CR 616.1)
    assert len(d.data["options"]) == 2 and d.data["amount"] == 2
    assert [a for a in g.legal_actions()] == [ApplyFirst(0), ApplyFirst(1)]
    apply_first(g, first)
    # Healer's 1-shield first: it prevents 1, the Redeemer's prevents the other 1 (1 left of it).
    # Redeemer's 2-shield first: it prevents both, the Healer's shield is untouched (CR 616.1f).
    assert _shields(g) == left
    assert g.state.objects[giant].damage == 0
    assert g.state.decision is not None and g.state.decision.kind == "priority"
    assert [s for s in g.state.stack] == []


def test_the_damaged_player_orders_shields_on_themself() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    shock = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = _two_shields_on(s, player(1))
    pass_priority_to(g, 0)
    cast(g, shock, [player(1)])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "replacement_order"
    assert g.state.decision.player == 1
    apply_first(g, 1)
    assert _shields(g) == [0, 0] and g.state.players[1].life == 20  # 2 then 1 prevented, no damage


def test_one_shield_needs_no_question() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.battlefield(1, "Hill Giant")
    healer = s.battlefield(1, "Femeref Healer")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    pass_priority_to(g, 1)
    activate(g, healer, targets=[giant])
    resolve_stack(g)
    pass_priority_to(g, 0)
    cast(g, shock, [giant])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "priority"
    assert g.state.objects[giant].damage == 1 and _shields(g) == [0]


@pytest.mark.parametrize("rules", ["oldframe", "modern"])
def test_combat_damage_asks_the_defending_player(rules: str) -> None:
    """Combat damage on the stack (2003 310.4) and combat damage dealt at once (CR 510.2) alike."""
    s = Scenario(rules=rules)
    s.turn(active=0, step=Step.MAIN1)
    ogre = s.battlefield(0, "Gray Ogre")  # 2/2
    g = _two_shields_on(s, player(1))
    pass_priority_to(g, 0)
    attack(g, {ogre: 1})
    for _ in range(40):
        d = g.state.decision
        assert d is not None
        if d.kind == "replacement_order":
            break
        g.apply(PassPriority() if d.kind == "priority" else g.legal_actions()[-1])
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 1 and d.data["combat"]
    apply_first(g, 0)
    assert _shields(g) == [0, 1] and g.state.players[1].life == 20


def test_a_pending_choice_survives_json_copy_undo_and_replay() -> None:
    g, shock = _shock_position()
    giant = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Hill Giant")
    pass_priority_to(g, 0)
    cast(g, shock, [giant])
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "replacement_order"
    again = Game.from_json(g.to_json())
    twin = g.copy()
    apply_first(g, 1)
    apply_first(again, 1)
    apply_first(twin, 1)
    assert again.to_json()["state"] == g.to_json()["state"] == twin.to_json()["state"]
    g.undo()
    assert g.state.decision is not None and g.state.decision.kind == "replacement_order"
    apply_first(g, 0)
    assert _shields(g) == [0, 1]


def test_the_choice_is_asked_before_any_of_the_event_happens() -> None:
    """While the choice is pending nothing of the action that led to it has happened yet (the spell
    is still on the stack, no damage, no shield used), so every view of the game stays consistent."""
    g, shock = _shock_position()
    giant = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Hill Giant")
    pass_priority_to(g, 0)
    cast(g, shock, [giant])
    resolve_stack(g)
    assert [it.source_name for it in g.state.stack] == ["Shock"]
    assert _shields(g) == [1, 2] and g.state.objects[giant].damage == 0
    assert g.view(0)["pending"]["kind"] == "replacement_order"  # public: who chooses what
    assert g.view(1)["legal_actions"] == [{"type": "apply", "index": 0}, {"type": "apply", "index": 1}]


@pytest.mark.parametrize("shield_first, counters, shield_left", [(True, 3, [0]), (False, 2, [2])])
def test_a_phantom_and_a_shield_in_the_controllers_order(shield_first: bool, counters: int,
                                                         shield_left: list[int]) -> None:
    """Phantom Centaur ("If damage would be dealt to it, prevent that damage. Remove a +1/+1 counter
    from it.") with a 2-point shield from Aven Redeemer, then Shock: shield first prevents all 2, so
    the Phantom's effect no longer applies and it keeps its counters (CR 616.1f); Phantom first
    prevents it and costs a counter, and the shield stays."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    centaur = s.battlefield(1, "Phantom Centaur", counters={"+1/+1": 3})
    redeemer = s.battlefield(1, "Aven Redeemer")
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    pass_priority_to(g, 1)
    activate(g, redeemer, targets=[centaur])
    resolve_stack(g)
    pass_priority_to(g, 0)
    cast(g, shock, [centaur])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 1
    labels = d.data["options"]
    pick = next(i for i, label in enumerate(labels) if ("shield" in label) == shield_first)
    apply_first(g, pick)
    obj = g.state.objects[centaur]
    assert obj.damage == 0 and obj.counters["+1/+1"] == counters and _shields(g) == shield_left
