"""Ruling scenarios: kicker (KIK), flashback/madness/threshold (FLB, MAD, THR), buyback (BUY),
echo (ECH), cycling (CYC), storm (STO) and alternative costs (ALT).

Ways to play a card other than its mana cost are ``CastWith(oid, how, x)`` actions
(``oldframe.rules.altcosts``); 2003 rules 502.16 (buyback), 502.18 (cycling), 502.19 (echo), 502.21
(kicker), 502.22 (flashback), 502.23 (threshold), 502.24 (madness), 502.30 (storm), glossary
"Alternative Cost".
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import ActivateAbility, CastSpell, CastWith, ChooseObject
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.events import TriggerRemoved
from oldframe.rules.model.cards import Behaviour, DealDamage, SpellAbility, Storm, TargetSpec, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    apply_first,
    attack,
    block,
    cast,
    choose,
    ids,
    keep_copy_targets,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])
OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])



def _play(g: Game, oid: int, how: str, x: int = 0, targets: tuple[object, ...] = ()) -> None:
    g.apply(CastWith(oid, how, x))
    for t in targets:
        target(g, t if isinstance(t, tuple) else int(str(t)))  # type: ignore[arg-type]


# -- kicker ------------------------------------------------------------------------------------------
@presets("KIK-02")
def test_KIK_02_playing_a_kicker_spell_for_free_still_requires_paying_the_kicker(rules: str) -> None:
    """KIK-02 (Saturday School #2; 2003 502.21a): Spelljacked Verdeloth played from the removed zone
    without paying its mana cost, kicked with X=3: P1 pays {3} and gets three Saprolings (2/2 with
    Verdeloth's bonus). Unkicked: no tokens."""
    for kicked in (True, False):
        s = Scenario(rules)
        verdeloth = s.hand(1, "Verdeloth the Ancient")
        s.lands(1, "Forest", 6)
        spelljack = s.hand(0, "Spelljack")
        s.lands(0, "Island", 9)
        s.turn(active=1, step=Step.MAIN1)
        g = s.start()
        cast(g, verdeloth)
        pass_priority(g)
        cast(g, spelljack, targets=[g.state.stack[-1].oid])
        resolve_stack(g)
        (removed,) = ids(g, "Verdeloth the Ancient", Zone.EXILE)
        pass_until(g, Step.MAIN1, active=0)
        assert CastWith(removed, "free", 0) in g.legal_actions()
        untapped = sum(1 for o in g.state.battlefield if obj(g, o).controller == 0 and not obj(g, o).tapped)
        if kicked:
            g.apply(CastWith(removed, "free_kicker", 3))
        else:
            g.apply(CastWith(removed, "free", 0))
        resolve_stack(g)
        after = sum(1 for o in g.state.battlefield
                    if obj(g, o).controller == 0 and not obj(g, o).tapped and not obj(g, o).is_token)
        assert ids(g, "Verdeloth the Ancient")
        if kicked:
            assert after == untapped - 3 + 1  # {3} for the kicker; Verdeloth itself is now in play
            resolve_stack(g)  # the "if kicked" trigger
            saps = ids(g, "Saproling")
            assert len(saps) == 3
            assert (power(g.state, obj(g, saps[0])), toughness(g.state, obj(g, saps[0]))) == (2, 2)
        else:
            assert not g.state.stack and ids(g, "Saproling") == []


@presets("KIK-03")
def test_KIK_03_put_into_play_not_played_no_kicker_no_morph(rules: str) -> None:
    """KIK-03 (Saturday School #2; 2003 502.21a, 502.26b): Tempting Wurm lets P2 put Kavu Titan and
    Skinthinner into play: an unkicked 2/2 Titan without trample and a face-up Skinthinner."""
    s = Scenario(rules)
    wurm = s.hand(0, "Tempting Wurm")
    s.lands(0, "Forest", 2)
    titan, skin = s.hand(1, ["Kavu Titan", "Skinthinner"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wurm)
    resolve_stack(g)
    resolve_stack(g)  # the comes-into-play trigger
    choose(g, titan)
    choose(g, skin)
    assert g.state.decision is not None and g.state.decision.kind == "priority"
    (t,) = ids(g, "Kavu Titan")
    (k,) = ids(g, "Skinthinner")
    assert (power(g.state, obj(g, t)), toughness(g.state, obj(g, t))) == (2, 2)
    assert not has_keyword(g.state, obj(g, t), "trample")
    assert not obj(g, k).face_down and not g.state.stack


# -- flashback ----------------------------------------------------------------------------------------
@presets("FLB-01")
def test_FLB_01_a_countered_flashback_spell_is_removed_from_the_game(rules: str) -> None:
    """FLB-01 (2003 502.22a, 414.2): Deep Analysis flashed back ({1}{U}, 3 life) and countered goes
    to the removed-from-the-game zone; the 3 life stays paid."""
    s = Scenario(rules)
    deep = s.graveyard(0, "Deep Analysis")
    s.lands(0, "Island", 2)
    cspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    _play(g, deep, "flashback", 0, (player(0),))
    assert g.state.players[0].life == 17
    pass_priority(g)
    cast(g, cspell, targets=[g.state.stack[-1].oid])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 0) == ["Deep Analysis"]
    assert "Deep Analysis" not in names(g, Zone.GRAVEYARD, 0)
    assert g.state.players[0].life == 17


@presets("FLB-02")
def test_FLB_02_ground_seal_doesnt_stop_flashback_or_graveyard_costs(rules: str) -> None:
    """FLB-02 (Saturday School #6; 2003 502.22a): with Ground Seal in play P1 may activate Bearscape
    removing two graveyard cards and flash back Deep Analysis (nothing targets a graveyard card)."""
    s = Scenario(rules)
    s.battlefield(1, "Ground Seal")
    bearscape = s.battlefield(0, "Bearscape")
    deep = s.graveyard(0, "Deep Analysis")
    a, b = s.graveyard(0, ["Grizzly Bears", "Hill Giant"])
    s.lands(0, "Island", 2)
    s.lands(0, "Forest", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, bearscape, costs=[a, b])
    resolve_stack(g)
    assert len(ids(g, "Bear")) == 1
    assert CastWith(deep, "flashback", 0) in g.legal_actions()
    _play(g, deep, "flashback", 0, (player(0),))
    resolve_stack(g)
    assert names(g, Zone.EXILE, 0) == ["Grizzly Bears", "Hill Giant", "Deep Analysis"]


# -- madness ------------------------------------------------------------------------------------------
SCOURGE = pytest.mark.parametrize("rules", ["scourge2003"])
TODAYS_MADNESS = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def _play_with_madness(g: Game, rules: str, removed: int, targets: tuple[object, ...] = ()) -> None:
    """Cast a card exiled by madness for its madness cost. 2003 502.24 (``scourge2003``): its owner may
    play it until they next pass priority. CR 702.35b (``oldframe``, ``modern``): its madness trigger
    is on the stack; as it resolves the owner chooses to cast it."""
    if rules == "scourge2003":
        _play(g, removed, "madness", 0, targets)
        return
    top = g.state.stack[-1]
    assert top.source_name == obj(g, removed).card.name and top.kind in ("triggered", "delayed")
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "may" and g.pending.player == obj(g, removed).owner
    answer(g, True)
    for t in targets:
        target(g, t if isinstance(t, tuple) else int(str(t)))  # type: ignore[arg-type]


@presets("MAD-01")
def test_MAD_01_madness_after_a_mass_discard_sees_the_other_discarded_cards(rules: str) -> None:
    """MAD-01 (Saturday School #9; 2003 502.24; CR 702.35): after Tolarian Winds discards six, Circular
    Logic played for its madness cost counts 6 cards in P1's graveyard."""
    s = Scenario(rules)
    winds = s.hand(0, "Tolarian Winds")
    logic = s.hand(0, "Circular Logic")
    s.hand(0, ["Grizzly Bears"] * 5)
    s.lands(0, "Island", 3)
    bears = s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 8)  # {6} left after the Bears: P2 could pay
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bears)
    pass_priority(g)
    cast(g, winds)
    resolve_stack(g)
    if rules == "scourge2003":  # "you may remove it from the game instead" (2003 502.24) — yes
        apply_first(g, 0)
    assert len(g.state.players[0].hand) == 6
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"] * 5 + ["Tolarian Winds"]
    (removed,) = ids(g, "Circular Logic", Zone.EXILE)
    assert logic not in g.state.objects
    bears_spell = next(it.oid for it in g.state.stack if it.kind == "spell")
    if rules == "scourge2003":
        pass_priority(g)  # P2 passes; P1 may still play it (P1 hasn't passed priority since)
    _play_with_madness(g, rules, removed, (bears_spell,))
    resolve_stack(g)
    assert g.pending is not None and g.pending.player == 1 and g.pending.kind == "may"
    assert g.state.decision is not None and g.state.decision.data["text"] == "Pay {6}?"  # 6 cards
    answer(g, False)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]  # countered
    assert len(g.state.players[0].graveyard) == 7  # and now Circular Logic itself


@SCOURGE
def test_MAD_01_an_unplayed_madness_card_goes_to_the_graveyard_when_its_owner_passes(rules: str) -> None:
    """2003 502.24 (``scourge2003``): the madness window ends when the player next passes priority."""
    s = Scenario(rules)
    winds = s.hand(0, "Tolarian Winds")
    s.hand(0, "Circular Logic")
    s.lands(0, "Island", 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, winds)
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "replacement_order"
    assert g.state.decision.player == 0 and g.state.decision.data["what"] == "madness"
    apply_first(g, 0)
    assert names(g, Zone.EXILE, 0) == ["Circular Logic"]
    assert g.state.stack == []  # no trigger: the 2003 madness is a replacement and a permission
    pass_priority(g)
    assert names(g, Zone.EXILE, 0) == [] and "Circular Logic" in names(g, Zone.GRAVEYARD, 0)


@SCOURGE
def test_MAD_01_the_madness_card_may_go_to_the_graveyard_instead(rules: str) -> None:
    """2003 502.24: "you *may* remove it from the game"; declining puts it into the graveyard."""
    s = Scenario(rules)
    winds = s.hand(0, "Tolarian Winds")
    s.hand(0, "Circular Logic")
    s.lands(0, "Island", 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, winds)
    resolve_stack(g)
    apply_first(g, 1)
    assert names(g, Zone.EXILE, 0) == [] and "Circular Logic" in names(g, Zone.GRAVEYARD, 0)


@TODAYS_MADNESS
@pytest.mark.parametrize("cast_it", [True, False], ids=["cast", "declined"])
def test_MAD_01_todays_madness_exiles_and_triggers(rules: str, cast_it: bool) -> None:
    """CR 702.35a-b: the discarded Circular Logic is exiled (nobody is asked) and its madness trigger
    goes on the stack, where it can be responded to; as it resolves P1 may cast it for {U}, or it goes
    to the graveyard. Passing priority meanwhile doesn't end anything (no 2003 window)."""
    s = Scenario(rules)
    winds = s.hand(0, "Tolarian Winds")
    s.hand(0, "Circular Logic")
    s.lands(0, "Island", 3)
    bears = s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bears)
    pass_priority(g)
    cast(g, winds)
    resolve_stack(g)
    assert names(g, Zone.EXILE, 0) == ["Circular Logic"]
    (removed,) = ids(g, "Circular Logic", Zone.EXILE)
    assert [it.source_name for it in g.state.stack] == ["Grizzly Bears", "Circular Logic"]
    assert not any(isinstance(a, CastWith) for a in g.legal_actions())  # cast only as the trigger resolves
    resolve_stack(g)  # both players pass: the trigger resolves
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("may", 0)
    answer(g, cast_it)
    if cast_it:
        target(g, g.state.stack[0].oid)
        assert [it.source_name for it in g.state.stack] == ["Grizzly Bears", "Circular Logic"]
        assert g.state.stack[-1].kind == "spell" and removed not in g.state.objects
    else:
        assert names(g, Zone.EXILE, 0) == [] and "Circular Logic" in names(g, Zone.GRAVEYARD, 0)
        assert [it.source_name for it in g.state.stack] == ["Grizzly Bears"]


# -- threshold ----------------------------------------------------------------------------------------
@presets("THR-01")
def test_THR_01_threshold_is_checked_continuously(rules: str) -> None:
    """THR-01 (2003 502.23b): with combat damage on the stack, Coffin Purge drops P1's graveyard to 6;
    the Mongoose is 1/1 at once and dies to the 3 damage."""
    s = Scenario(rules)
    mongoose = s.battlefield(0, "Nimble Mongoose")
    gy = s.graveyard(0, ["Island"] * 7)
    hill = s.battlefield(1, "Hill Giant")
    purge = s.hand(1, "Coffin Purge")
    s.battlefield(1, "Swamp")
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert (power(g.state, obj(g, mongoose)), toughness(g.state, obj(g, mongoose))) == (3, 3)
    attack(g, {hill: 0})
    block(g, {mongoose: hill})
    pass_until(g, Step.COMBAT_DAMAGE, player=1)
    assert g.state.stack and g.state.stack[-1].kind == "combat_damage"
    cast(g, purge, targets=[gy[0]])
    resolve_stack(g)
    assert (power(g.state, obj(g, mongoose)), toughness(g.state, obj(g, mongoose))) == (1, 1)
    resolve_stack(g)
    assert ids(g, "Nimble Mongoose") == []  # (the Giant took the 3 damage assigned earlier too)


@presets("THR-02")
def test_THR_02_threshold_on_a_sorcery_is_checked_when_it_resolves(rules: str) -> None:
    """THR-02 (2003 502.23c, 413.2f): Coffin Purge in response leaves 6 cards: Kirtar's Wrath
    destroys the creatures but makes no Spirits."""
    s = Scenario(rules)
    wrath = s.hand(0, "Kirtar's Wrath")
    s.lands(0, "Plains", 6)
    gy = s.graveyard(0, ["Island"] * 7)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    purge = s.hand(1, "Coffin Purge")
    s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wrath)
    pass_priority(g)
    cast(g, purge, targets=[gy[0]])
    resolve_stack(g)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Hill Giant") == []
    assert ids(g, "Spirit") == []


# -- buyback --------------------------------------------------------------------------------------------
def _capsize(rules: str, extra: tuple[str, ...] = (), lands: int = 6) -> tuple[Game, int, int]:
    s = Scenario(rules)
    capsize = s.hand(0, "Capsize")
    s.lands(0, "Island", lands)
    for name in extra:
        s.battlefield(0, name)
    wurm = s.battlefield(1, "Craw Wurm")
    s.turn(active=0, step=Step.MAIN1)
    return s.start(), capsize, wurm


@presets("BUY-01")
def test_BUY_01_buyback_returns_the_card_to_its_owners_hand(rules: str) -> None:
    """BUY-01 (2003 502.16a): Capsize with buyback ({6}) on Craw Wurm: Wurm to P2's hand, Capsize
    back to P1's hand."""
    g, capsize, wurm = _capsize(rules)
    _play(g, capsize, "buyback", 0, (wurm,))
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Craw Wurm"]
    assert names(g, Zone.HAND, 0) == ["Capsize"]
    assert all(obj(g, o).tapped for o in ids(g, "Island"))


@presets("BUY-03")
def test_BUY_03_a_countered_buyback_spell_goes_to_the_graveyard(rules: str) -> None:
    """BUY-03 (2003 502.16a, 414.2): countered, Capsize goes to P1's graveyard; mana stays spent."""
    s = Scenario(rules)
    capsize = s.hand(0, "Capsize")
    s.lands(0, "Island", 6)
    wurm = s.battlefield(1, "Craw Wurm")
    cspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    _play(g, capsize, "buyback", 0, (wurm,))
    pass_priority(g)
    cast(g, cspell, targets=[g.state.stack[-1].oid])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Capsize"]
    assert all(obj(g, o).tapped for o in ids(g, "Island", owner=0))


@presets("BUY-04")
def test_BUY_04_arcane_laboratory_stops_a_second_buyback_in_the_same_turn(rules: str) -> None:
    """BUY-04 (seed 001 Specific Card Ruling 1; 2003 410.4): after one Capsize, no second play."""
    g, capsize, wurm = _capsize(rules, ("Arcane Laboratory",), 12)
    _play(g, capsize, "buyback", 0, (wurm,))
    resolve_stack(g)
    (again,) = ids(g, "Capsize", Zone.HAND)
    assert not any(isinstance(a, CastSpell | CastWith) and a.oid == again for a in g.legal_actions())


# -- echo ---------------------------------------------------------------------------------------------
def _troll_next_upkeep(rules: str, humility: bool = False) -> tuple[Game, int]:
    s = Scenario(rules)
    troll = s.hand(0, "Albino Troll")
    s.lands(0, "Forest", 4)
    if humility:
        s.battlefield(1, "Humility")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, troll)
    resolve_stack(g)
    (t,) = ids(g, "Albino Troll")
    pass_until(g, Step.UPKEEP, active=0)
    return g, t


@presets("ECH-01")
def test_ECH_01_echo_pay_or_sacrifice_once_at_the_next_upkeep(rules: str) -> None:
    """ECH-01 (2003 502.19a): run A declines: the Troll is sacrificed; run B pays {1}{G}: no echo
    trigger at the following upkeep."""
    g, troll = _troll_next_upkeep(rules)
    assert g.state.stack and g.state.stack[-1].source == troll
    resolve_stack(g)
    answer(g, False)
    assert ids(g, "Albino Troll") == [] and "Albino Troll" in names(g, Zone.GRAVEYARD, 0)

    g, troll = _troll_next_upkeep(rules)
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Albino Troll") == [troll]
    pass_until(g, Step.MAIN1, active=1)
    pass_until(g, Step.UPKEEP, active=0)
    assert not g.state.stack and ids(g, "Albino Troll") == [troll]


@presets("ECH-02")
def test_ECH_02_humility_removes_echo(rules: str) -> None:
    """ECH-02 (seed 001 General Ruling 3; 2003 502.19a, 410.10b): under Humility no echo trigger;
    the Troll stays as a 1/1."""
    g, troll = _troll_next_upkeep(rules, humility=True)
    assert not g.state.stack
    assert ids(g, "Albino Troll") == [troll]
    assert (power(g.state, obj(g, troll)), toughness(g.state, obj(g, troll))) == (1, 1)


# -- cycling ------------------------------------------------------------------------------------------
@presets("CYC-02")
def test_CYC_02_landcycling_counts_as_cycling_for_triggers(rules: str) -> None:
    """CYC-02 (Scourge FAQ; 2003 502.18c): plainscycling Eternal Dragon triggers Astral Slide; P1
    removes the Bears until end of turn; the Plains is found."""
    s = Scenario(rules)
    s.battlefield(0, "Astral Slide")
    dragon = s.hand(0, "Eternal Dragon")
    s.lands(0, "Plains", 2)
    s.library(0, ["Island", "Plains", "Island"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(ActivateAbility(dragon, 1))  # 0 is "{3}{W}{W}: Return … from your graveyard"
    assert g.state.decision is not None and g.state.decision.kind == "target"
    target(g, bears)  # Astral Slide's trigger
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]
    resolve_stack(g)  # the plainscycling ability: the search finds the Plains (it may find nothing)
    choose(g, ids(g, "Plains", Zone.LIBRARY, 0)[0])
    assert names(g, Zone.HAND, 0) == ["Plains"]


@presets("CYC-03")
def test_CYC_03_stifle_counters_either_the_draw_or_the_cycle_trigger(rules: str) -> None:
    """CYC-03 (Scourge FAQ; 2003 502.18a, 404): Stifle on Decree of Justice's cycle trigger: no
    Soldiers, P1 still draws."""
    s = Scenario(rules)
    decree = s.hand(0, "Decree of Justice")
    s.lands(0, "Plains", 6)
    stifle = s.hand(1, "Stifle")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    index = next(i for i, ab in enumerate(obj(g, decree).card.behaviour.activated) if ab.keyword == "cycling")
    activate(g, decree, index)
    assert [it.kind for it in g.state.stack] == ["activated", "triggered"]
    pass_priority(g)
    cast(g, stifle, targets=[g.state.stack[-1].oid])
    resolve_stack(g)  # Stifle counters the trigger
    resolve_stack(g)  # the cycling draw
    assert not g.state.stack and ids(g, "Soldier") == []
    assert len(g.state.players[0].hand) == 1


@presets("CYC-04")
def test_CYC_04_cycling_with_no_target_for_the_cycle_trigger(rules: str) -> None:
    """CYC-04 (Saturday School #14; 2003 502.18a, 410): Gempalm Incinerator cycles with no creature
    in play; P1 draws; the trigger is removed without effect."""
    s = Scenario(rules)
    gempalm = s.hand(0, "Gempalm Incinerator")
    s.lands(0, "Mountain", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    index = next(i for i, ab in enumerate(obj(g, gempalm).card.behaviour.activated) if ab.keyword == "cycling")
    activate(g, gempalm, index)
    assert [it.kind for it in g.state.stack] == ["activated"]
    assert any(isinstance(e, TriggerRemoved) for e in g.log)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 1


# -- storm --------------------------------------------------------------------------------------------
def _grapeshot() -> object:
    """Harness card (STO-01): {1}{R} Sorcery: 1 damage to target creature or player. Storm."""
    base = default_registry().get("Shock")
    return replace(base, name="Grapeshot", types=frozenset({"Sorcery"}), behaviour=Behaviour(
        keywords=frozenset({"storm"}),
        spell=SpellAbility((DealDamage(1, "target:0"),), (TargetSpec(("creature", "player")),)),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.STORM), (Storm(),)),)))


@presets("STO-01")
def test_STO_01_storm_counts_every_spell_played_earlier_by_anyone_but_not_copies(rules: str) -> None:
    """STO-01 (Scourge FAQ; 2003 502.30a, 503.10): after Dark Ritual and P2's Counterspell, Grapeshot
    A gets 2 copies; Grapeshot B gets 3 (not A's copies)."""
    s = Scenario(rules)
    ritual = s.hand(0, "Dark Ritual")
    a = s.custom(0, _grapeshot(), Zone.HAND)  # type: ignore[arg-type]
    b = s.custom(0, _grapeshot(), Zone.HAND)  # type: ignore[arg-type]
    s.lands(0, "Mountain", 4)
    s.battlefield(0, "Swamp")
    cspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, ritual)
    pass_priority(g)
    cast(g, cspell, targets=[g.state.stack[-1].oid])
    resolve_stack(g)
    cast(g, a, targets=[player(1)])
    resolve_stack(g)  # storm trigger
    keep_copy_targets(g)
    assert sum(1 for it in g.state.stack if it.choices.get("copy")) == 2
    while g.state.stack:
        resolve_stack(g)
    assert g.state.players[1].life == 17
    cast(g, b, targets=[player(1)])
    resolve_stack(g)
    keep_copy_targets(g)
    assert sum(1 for it in g.state.stack if it.choices.get("copy")) == 3
    while g.state.stack:
        resolve_stack(g)
    assert g.state.players[1].life == 13


@presets("STO-02")
def test_STO_02_countering_the_storm_spell_doesnt_counter_the_copies(rules: str) -> None:
    """STO-02 (Scourge FAQ; 2003 502.30): three spells earlier; the storm trigger makes three copies
    targeting P2; P2 counters the original; the copies resolve: P2 loses 3."""
    s = Scenario(rules)
    bolts = s.hand(0, ["Lightning Bolt"] * 3)
    gs = s.custom(0, _grapeshot(), Zone.HAND)  # type: ignore[arg-type]
    s.lands(0, "Mountain", 5)
    cspell = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    for bolt in bolts:
        cast(g, bolt, targets=[player(1)])
        resolve_stack(g)
    cast(g, gs, targets=[player(1)])
    original = g.state.stack[0].oid
    resolve_stack(g)
    keep_copy_targets(g)
    assert sum(1 for it in g.state.stack if it.choices.get("copy")) == 3
    pass_priority(g)
    cast(g, cspell, targets=[original])
    while g.state.stack:
        resolve_stack(g)
    assert g.state.players[1].life == 20 - 9 - 3
    assert "Grapeshot" in names(g, Zone.GRAVEYARD, 0)


@presets("STO-04")
def test_STO_04_minds_desire_removed_cards_played_count_for_later_storm(rules: str) -> None:
    """STO-04 (Scourge FAQ; 2003 502.30): Mind's Desire + 1 copy remove a Forest and a Grapeshot; the
    Forest can't be played (land drop used); the Grapeshot is played free with storm count 2."""
    s = Scenario(rules)
    desire = s.hand(0, "Mind's Desire")
    ritual = s.hand(0, "Dark Ritual")
    s.lands(0, "Island", 6)
    s.battlefield(0, "Swamp")
    s.library(0, ["Forest"])
    s.custom(0, _grapeshot(), Zone.LIBRARY)  # type: ignore[arg-type]
    s.turn(active=0, step=Step.MAIN1, lands_played=1)
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)
    cast(g, desire)
    while g.state.stack:
        resolve_stack(g)
    assert sorted(names(g, Zone.EXILE, 0)) == ["Forest", "Grapeshot"]
    (forest,) = ids(g, "Forest", Zone.EXILE)
    assert not any(getattr(a, "oid", None) == forest for a in g.legal_actions())  # land drop used
    (gs,) = ids(g, "Grapeshot", Zone.EXILE)
    g.apply(CastWith(gs, "free", 0))
    target(g, player(1))
    resolve_stack(g)
    keep_copy_targets(g)
    assert sum(1 for it in g.state.stack if it.choices.get("copy")) == 2


# -- alternative costs ----------------------------------------------------------------------------
@presets("ALT-02")
def test_ALT_02_a_pitch_spell_cant_pay_for_itself(rules: str) -> None:
    """ALT-02 (seed 003 E.1 ruling 5; 2003 409.1a, 409.1f): Force of Will is on the stack when its
    cost is paid, so with no other blue card the pitch cost can't be paid."""
    s = Scenario(rules)
    fow = s.hand(0, "Force of Will")
    bears = s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bears)
    pass_priority(g)
    assert g.state.decision is not None and g.state.decision.player == 0
    assert not any(isinstance(a, CastWith | CastSpell) and a.oid == fow for a in g.legal_actions())


@presets("ALT-03")
def test_ALT_03_the_alternative_cost_condition_is_checked_only_when_paying(rules: str) -> None:
    """ALT-03 (Nemesis FAQ; 2003 409.1f): Massacre played free; P2 Boomerangs its own Plains in
    response; Massacre still resolves (Bears get -2/-2 and die)."""
    s = Scenario(rules)
    massacre = s.hand(0, "Massacre")
    s.battlefield(0, "Swamp")
    plains = s.battlefield(1, "Plains")
    s.battlefield(1, "Grizzly Bears")
    boomerang = s.hand(1, "Boomerang")
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(massacre, "free_if", 0))
    pass_priority(g)
    cast(g, boomerang, targets=[plains])
    resolve_stack(g)
    assert ids(g, "Plains") == []
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Massacre"]


@presets("ALT-04")
def test_ALT_04_the_mana_cost_is_unchanged_when_an_alternative_cost_is_used(rules: str) -> None:
    """ALT-04 (seed 003 E.1 ruling 2; 2003 203.3): a pitched Force of Will still has converted mana
    cost 5: Spell Blast with X=0 can't target it; with X=5 it counters it."""
    s = Scenario(rules)
    fow = s.hand(0, "Force of Will")
    s.hand(0, "Counterspell")  # the blue card to remove
    s.battlefield(0, "Grizzly Bears")
    giant = s.hand(1, "Grizzly Bears")
    blast = s.hand(1, "Spell Blast")
    s.lands(1, "Forest", 2)
    s.lands(1, "Island", 6)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, giant)
    pass_priority(g)
    g.apply(CastWith(fow, "pitch", 0))
    target(g, g.state.stack[0].oid)
    g.apply(ChooseObject(ids(g, "Counterspell", Zone.HAND)[0]))
    assert g.state.players[0].life == 19 and names(g, Zone.EXILE, 0) == ["Counterspell"]
    assert g.state.decision is not None and g.state.decision.player == 0
    pass_priority(g)
    legal = g.legal_actions()
    assert CastSpell(blast) not in legal  # X=0: no spell with converted mana cost 0
    assert CastWith(blast, "x", 5) in legal
    g.apply(CastWith(blast, "x", 5))
    target(g, g.state.stack[-1].oid)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Force of Will"]
