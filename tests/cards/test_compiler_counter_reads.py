"""Abilities that read the counters on their own source (compiler/counter_reads.py,
rules/atoms/counter_reads.py): Powder Keg's "Destroy each artifact and creature with mana value equal to
the number of fuse counters on CARDNAME." — counted as Powder Keg last existed (it is sacrificed to pay
for the ability; CR 113.7a, 608.2h; 2003: 413.2f), mana value per CR 202.3 (2003: 203.3)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    ids,
    legal,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)


@pytest.mark.parametrize("name", ["Powder Keg", "Wall of Roots", "Essence Flare", "Phyrexian Devourer",
                                  "Lilting Refrain", "Daru Stinger"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def _keg_board(fuse: int) -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    board = {
        "keg": s.battlefield(0, "Powder Keg", counters={"fuse": fuse} if fuse else None),
        "bears": s.battlefield(1, "Grizzly Bears"),  # creature, mana value 2
        "ornithopter": s.battlefield(1, "Ornithopter"),  # artifact creature, mana value 0
        "mox": s.battlefield(0, "Mox Pearl"),  # artifact, mana value 0
        "signet": s.battlefield(1, "Mind Stone"),  # artifact, mana value 2
        "crusade": s.battlefield(1, "Crusade"),  # enchantment, mana value 2: not an artifact or creature
        "forest": s.battlefield(1, "Forest"),  # land, mana value 0: not an artifact or creature
    }
    return s, board


def test_powder_keg_destroys_artifacts_and_creatures_of_its_fuse_count() -> None:
    s, b = _keg_board(2)
    g = _with_a_saproling_token(s)
    activate(g, b["keg"])
    assert b["keg"] not in g.state.battlefield  # sacrificed as the cost: the count is as it last existed
    resolve_stack(g)
    gone = {k for k, oid in b.items() if oid not in g.state.battlefield}
    assert gone == {"keg", "bears", "signet"}
    assert len(ids(g, "Saproling Token")) == 1 and ids(g, "Thallid")
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=1)


def _with_a_saproling_token(s: Scenario) -> Game:
    """A Saproling token made by an effect has no mana cost: mana value 0 (CR 202.3; 2003: 203.3)."""
    thallid = s.battlefield(0, "Thallid", counters={"spore": 3})  # a creature of mana value 1
    g = s.start()
    activate(g, thallid)
    resolve_stack(g)
    return g


def test_powder_keg_with_no_counters_destroys_mana_value_zero_tokens_and_artifacts() -> None:
    s, b = _keg_board(0)
    g = _with_a_saproling_token(s)
    assert len(ids(g, "Saproling Token")) == 1
    activate(g, b["keg"])
    resolve_stack(g)
    gone = {k for k, oid in b.items() if oid not in g.state.battlefield}
    assert gone == {"keg", "ornithopter", "mox"}
    assert ids(g, "Saproling Token") == [] and ids(g, "Thallid")


def test_powder_keg_gets_a_fuse_counter_each_upkeep_if_its_controller_wants() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    keg = s.battlefield(0, "Powder Keg", counters={"fuse": 1})
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, True)
    assert (g.state.objects[keg].counters or {}).get("fuse") == 2


def _can(g: Game, oid: int) -> bool:
    return ActivateAbility(oid, 0) in legal(g)  # type: ignore[comparison-overlap]


def test_wall_of_roots_makes_green_mana_once_each_turn_for_a_minus_zero_minus_one_counter() -> None:
    """A mana ability without {T}: usable while summoning sick and in an opponent's turn (CR 302.6,
    605.1a; 2003: 212.3f, 406.1); "Activate only once each turn." (CR 602.5b; 2003: 403.5); the -0/-1
    counter lowers its toughness in layer 7c (CR 613.4c)."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    wall = s.battlefield(0, "Wall of Roots", sick=True)
    g = s.start()
    pass_until(g, Step.MAIN1, player=0)  # P2 passes: P1 may act in P2's main phase
    assert _can(g, wall)
    activate(g, wall)
    w = obj(g, wall)
    assert g.state.players[0].pool[4] == 1  # {G} (pool order W U B R G C)
    assert (power(g.state, w), toughness(g.state, w)) == (0, 4)
    assert not _can(g, wall)  # once each turn
    pass_until(g, Step.UPKEEP, active=0)
    assert _can(g, wall)  # a new turn


def test_wall_of_roots_dies_when_its_counters_bring_its_toughness_to_zero() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wall = s.battlefield(0, "Wall of Roots", counters={"-0/-1": 4})
    g = s.start()
    assert toughness(g.state, obj(g, wall)) == 1
    activate(g, wall)  # the cost is paid: it has 0 toughness (CR 704.5f; 2003: 420.5c)
    assert g.state.players[0].pool[4] == 1
    pass_until(g, Step.MAIN1, player=0)
    assert wall not in g.state.battlefield and ids(g, "Wall of Roots", Zone.GRAVEYARD, owner=0)


def test_essence_flare_shrinks_the_enchanted_creature_each_upkeep_of_its_controller() -> None:
    """A -0/-1 counter lowers toughness only (layer 7c, CR 613.4c)."""
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Essence Flare", attached_to=bears)
    s.library(0, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    b = obj(g, bears)
    assert (power(g.state, b), toughness(g.state, b)) == (4, 1)  # 2/2 +2/+0, one -0/-1 counter


def test_phyrexian_devourer_grows_by_the_exiled_cards_mana_value_and_dies_at_seven_power() -> None:
    """The mana value as the card was exiled to pay the cost (CR 602.2b, 202.3); "When CARDNAME's power is 7
    or greater" is a state trigger (CR 603.8; 2003: 410.11)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    devourer = s.battlefield(0, "Phyrexian Devourer")  # 1/1
    s.library(0, ["Craw Wurm", "Island", "Grizzly Bears"])  # top first: Craw Wurm has mana value 6
    g = s.start()
    activate(g, devourer)
    assert "Craw Wurm" in [g.state.objects[o].card.name for o in g.state.players[0].exile]
    resolve_stack(g)
    assert (obj(g, devourer).counters or {}).get("+1/+1") == 6 and power(g.state, obj(g, devourer)) == 7
    resolve_stack(g)  # the state trigger: sacrifice it
    assert devourer not in g.state.battlefield and ids(g, "Phyrexian Devourer", Zone.GRAVEYARD, owner=0)


def test_phyrexian_devourer_below_seven_power_stays() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    devourer = s.battlefield(0, "Phyrexian Devourer")
    s.library(0, ["Island", "Grizzly Bears"])  # a land: mana value 0
    g = s.start()
    activate(g, devourer)
    resolve_stack(g)
    assert devourer in g.state.battlefield and not g.state.stack and power(g.state, obj(g, devourer)) == 1
    activate(g, devourer)  # Grizzly Bears: 2
    resolve_stack(g)
    assert power(g.state, obj(g, devourer)) == 3 and not g.state.stack


def _refrain_vs_shock(verse: int, their_mountains: int) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    refrain = s.battlefield(0, "Lilting Refrain", counters={"verse": verse})
    shock = s.hand(1, "Shock")
    for _ in range(their_mountains):
        s.battlefield(1, "Mountain")
    s.pool(1, "{R}")
    g = s.start()
    g.apply(CastSpell(shock))
    target(g, player(0))
    pass_priority(g)  # P1 gets priority with Shock on the stack
    activate(g, refrain, targets=[ids(g, "Shock", Zone.STACK)[0]])
    assert refrain not in g.state.battlefield  # sacrificed: X is counted as it last existed (CR 113.7a)
    resolve_stack(g)
    return g, shock


def test_lilting_refrain_counters_unless_x_is_paid_x_its_verse_counters() -> None:
    g, _ = _refrain_vs_shock(verse=2, their_mountains=1)  # one Mountain can't pay {2}
    assert g.state.players[0].life == 20 and ids(g, "Shock", Zone.GRAVEYARD, owner=1)


def test_lilting_refrain_paid_lets_the_spell_resolve() -> None:
    g, _ = _refrain_vs_shock(verse=2, their_mountains=2)
    d = g.state.decision
    assert d is not None and d.player == 1
    answer(g, True)
    resolve_stack(g)
    assert g.state.players[0].life == 18


def test_daru_stinger_deals_damage_equal_to_its_counters_to_an_attacker() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    stinger = s.battlefield(0, "Daru Stinger", counters={"+1/+1": 2})
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {bears: 0})
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    activate(g, stinger, targets=[bears])
    resolve_stack(g)
    assert bears not in g.state.battlefield and ids(g, "Grizzly Bears", Zone.GRAVEYARD, owner=1)
