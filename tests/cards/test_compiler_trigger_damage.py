"""Damage in the words of triggered abilities (CR 120.3, 603.5, 702.29c): Slice and Dice, Crater
Hellion and Caltrops in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, answer, attack, cast, ids, names, obj, resolve_stack


def test_the_cards_compile_fully_and_it_needs_a_creature_the_event_names() -> None:
    pool = load_pool()
    for name in ("Slice and Dice", "Crater Hellion", "Caltrops"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text("Whenever a player cycles a card, CARDNAME deals 1 damage to it.", "X").status != "full"


def test_slice_and_dice_cycled_may_deal_one_damage_to_each_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dice = s.hand(0, "Slice and Dice")
    elves, bears = s.battlefield(0, "Llanowar Elves"), s.battlefield(1, "Grizzly Bears")
    s.library(0, ["Island", "Island"])
    s.pool(0, "{2}{R}")
    g = s.start()
    before = g.copy()
    activate(g, dice, 0)  # cycling: the card is discarded as a cost, its ability triggers
    resolve_stack(g)  # the trigger waits on top of the cycling draw
    answer(g, True)
    assert ids(g, "Llanowar Elves") == [] and obj(g, bears).damage == 1
    activate(before, dice, 0)
    resolve_stack(before)
    answer(before, False)  # "you may": declined
    assert ids(before, "Llanowar Elves") == [elves]


def test_crater_hellion_damages_every_other_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hellion = s.hand(0, "Crater Hellion")
    s.battlefield(0, "Grizzly Bears")
    tusker = s.battlefield(1, "Krosan Tusker")  # 6/5: survives
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, hellion)
    resolve_stack(g)
    resolve_stack(g)  # its enters ability
    [me] = ids(g, "Crater Hellion")
    assert obj(g, me).damage == 0 and ids(g, "Grizzly Bears") == [] and obj(g, tusker).damage == 4
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_caltrops_damages_each_attacker() -> None:
    """One trigger per attacking creature (CR 508.3a; 2003: 410.9), whoever controls it."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Caltrops")
    elves, bears = s.battlefield(0, "Llanowar Elves"), s.battlefield(0, "Grizzly Bears")
    g = s.start()
    attack(g, {elves: 1, bears: 1})
    assert len(g.state.stack) == 2 or (g.state.decision is not None and g.state.decision.kind == "trigger_order")
    while g.state.decision is not None and g.state.decision.kind == "trigger_order":
        g.apply(g.legal_actions()[0])
    while g.state.stack:
        resolve_stack(g)
    assert ids(g, "Llanowar Elves") == [] and obj(g, bears).damage == 1
