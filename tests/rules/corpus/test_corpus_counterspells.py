"""Corpus CNT: countering spells (2003 CR 414, 413.2c; current CR 701.5, 608.2d).

Sources: the 2003 rulebook, the Tempest FAQ (Forbid, Mana Leak-style "unless"), the Urza's Saga
FAQ (Dismiss) and Saturday School on what a counterspell can target.
"""

from __future__ import annotations

from corpus_kit import BOTH, can_cast, graveyard, hand, in_play, life

from oldframe.rules.actions import CastWith, ChooseYesNo
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    ids,
    pass_priority,
    player,
    resolve_stack,
    target,
)


def _spell_vs(rules: str, counter: str, counter_mana: str, p1_mana: str = "{R}") -> tuple:
    s = Scenario(rules)
    shock = s.hand(0, "Shock")
    s.pool(0, p1_mana)
    c = s.hand(1, counter)
    s.pool(1, counter_mana)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    return g, c, spell


@BOTH
def test_CNT_01_mana_leak_paid(rules: str) -> None:
    """CNT-01 (Mana Leak; 2003 413.2c; CR 608.2d): P1 pays {3}; the Shock resolves."""
    g, leak, spell = _spell_vs(rules, "Mana Leak", "{1}{U}", "{R}{3}")
    cast(g, leak, targets=[spell])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "may"
    g.apply(ChooseYesNo(True))
    resolve_stack(g)
    assert life(g, 1) == 18


@BOTH
def test_CNT_02_mana_leak_unpayable(rules: str) -> None:
    """CNT-02 (CR 608.2d, 701.5a): P1 has only {2} left: the Shock is countered."""
    g, leak, spell = _spell_vs(rules, "Mana Leak", "{1}{U}", "{R}{2}")
    cast(g, leak, targets=[spell])
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "may":
        g.apply(ChooseYesNo(True))
    assert life(g, 1) == 20 and "Shock" in graveyard(g, 0)


@BOTH
def test_CNT_03_dismiss_counters_and_draws(rules: str) -> None:
    """CNT-03 (Dismiss; CR 608.2c): the Shock is countered and P2 draws a card."""
    g, dismiss, spell = _spell_vs(rules, "Dismiss", "{2}{U}{U}")
    cast(g, dismiss, targets=[spell])
    resolve_stack(g)
    assert life(g, 1) == 20 and len(hand(g, 1)) == 1


@BOTH
def test_CNT_04_countered_creature_spell_goes_to_the_graveyard(rules: str) -> None:
    """CNT-04 (2003 414; CR 701.5a): Counterspell on Grizzly Bears: they never come into play and
    are put into P1's graveyard."""
    s = Scenario(rules)
    bears = s.hand(0, "Grizzly Bears")
    s.pool(0, "{1}{G}")
    c = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bears)
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, c, targets=[spell])
    resolve_stack(g)
    assert graveyard(g, 0) == ["Grizzly Bears"] and ids(g, "Grizzly Bears") == []


@BOTH
def test_CNT_05_counterspell_cant_target_an_ability(rules: str) -> None:
    """CNT-05 (Saturday School; 2003 414 "target spell"; CR 115.1): with only Prodigal
    Sorcerer's ping on the stack, Counterspell can't be cast."""
    s = Scenario(rules)
    sorc = s.battlefield(0, "Prodigal Sorcerer")
    c = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, sorc, targets=[player(1)])
    pass_priority(g)
    assert not can_cast(g, c)


@BOTH
def test_CNT_06_forbid_buyback_by_discarding_two(rules: str) -> None:
    """CNT-06 (Forbid; Exodus FAQ; CR 702.27a): buyback paid by discarding two cards: the Shock is
    countered and Forbid returns to P2's hand."""
    s = Scenario(rules)
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    forbid, i1, i2 = s.hand(1, ["Forbid", "Island", "Island"])
    s.pool(1, "{1}{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[player(1)])
    spell = g.state.stack[-1].oid
    pass_priority(g)
    g.apply(CastWith(forbid, "buyback", 0))
    while g.pending is not None and g.pending.kind in ("target", "cost_choice"):
        if g.pending.kind == "target":
            target(g, spell)
        else:
            choose(g, i1 if i1 in g.state.players[1].hand else i2)
    resolve_stack(g)
    assert life(g, 1) == 20 and hand(g, 1) == ["Forbid"]
    assert graveyard(g, 1) == ["Island", "Island"] and in_play(g, spell) is False
