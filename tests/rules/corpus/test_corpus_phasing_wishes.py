"""Corpus PHS and WSH: phasing (2003 CR 217.8, 502.15, delta D5; current CR 702.26) and cards from
outside the game (the Wishes; 2003 glossary "Outside the game", October 2002 update, delta D7;
current CR 400.11).

Sources: the 2003 rulebook, the Mirage FAQ on phasing, the Judgment FAQ (2002-05) and Saturday
School columns on Burning Wish, Cunning Wish and Living Wish.
"""

from __future__ import annotations

from corpus_kit import BOTH, OLDFRAME, hand, in_play

from oldframe import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo, DeclareAttacker
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    cast,
    names,
    obj,
    pass_until,
    resolve_stack,
)


@OLDFRAME
def test_PHS_01_sandbar_crocodile_phases_out_in_its_controllers_untap_step(rules: str) -> None:
    """PHS-01 (2003 502.15a, 302.3; CR 502.1, 702.26a): the Crocodile phases out at the start of
    P1's next untap step."""
    s = Scenario(rules)
    croc = s.battlefield(0, "Sandbar Crocodile")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert croc in g.state.phased_out


@OLDFRAME
def test_PHS_02_and_phases_in_the_turn_after(rules: str) -> None:
    """PHS-02 (2003 502.15a): phased out in one untap step, it phases in at P1's following one,
    and (not a new object, 502.15h) may attack that turn."""
    s = Scenario(rules)
    croc = s.phased_out(0, "Sandbar Crocodile")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert in_play(g, croc)
    assert DeclareAttacker(croc, 1) in g.legal_actions()


@OLDFRAME
def test_PHS_03_phased_out_creature_escapes_wrath(rules: str) -> None:
    """PHS-03 (Mirage FAQ; 2003 502.15b treated as though it doesn't exist): Wrath of God doesn't
    touch the phased-out Crocodile."""
    s = Scenario(rules)
    croc = s.phased_out(1, "Sandbar Crocodile")
    bears = s.battlefield(1, "Grizzly Bears")
    wrath = s.hand(0, "Wrath of God")
    s.pool(0, "{2}{W}{W}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    assert not in_play(g, bears) and croc in g.state.phased_out


@OLDFRAME
def test_PHS_04_aura_phases_out_with_its_creature(rules: str) -> None:
    """PHS-04 (2003 502.15i; CR 702.26g): Unholy Strength on the Crocodile phases out with it and
    comes back attached (6+2 = 8/6)."""
    s = Scenario(rules)
    croc = s.battlefield(0, "Sandbar Crocodile")
    aura = s.battlefield(0, "Unholy Strength", attached_to=croc)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert croc in g.state.phased_out and aura in g.state.phased_out
    pass_until(g, Step.UPKEEP, active=0, turn=6)
    assert in_play(g, croc) and in_play(g, aura) and obj(g, aura).attached_to == croc


@OLDFRAME
def test_PHS_05_teferis_isle_phases_like_a_creature(rules: str) -> None:
    """PHS-05 (Teferi's Isle; 2003 502.15a: any permanent with phasing): the land phases out in
    P1's untap step."""
    s = Scenario(rules)
    isle = s.battlefield(0, "Teferi's Isle")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert isle in g.state.phased_out


def _wish(rules: str, wish: str, board: list[str], mana: str) -> tuple[Game, int, list[int]]:
    s = Scenario(rules)
    w = s.hand(0, wish)
    s.pool(0, mana)
    sb = s.sideboard(0, board)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, w)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "wish"
    return g, w, sb


@BOTH
def test_WSH_01_burning_wish_fetches_a_sorcery(rules: str) -> None:
    """WSH-01 (Judgment FAQ; 2003 glossary "Outside the game"; CR 400.11): Burning Wish offers
    the sideboard's Pyroclasm, not its Lightning Bolt; P1 takes Pyroclasm."""
    g, _w, (_bolt, clasm) = _wish(rules, "Burning Wish", ["Lightning Bolt", "Pyroclasm"], "{1}{R}")
    assert g.state.decision is not None and g.state.decision.data["options"] == [clasm]
    g.apply(ChooseObject(clasm))
    assert hand(g, 0) == ["Pyroclasm"]
    # "Remove Burning Wish from the game"; under scourge2003 the October 2002 tournament procedure puts
    # a Wish that took a sideboard card into the sideboard instead (WishSideboard; OTG-02)
    where = Zone.SIDEBOARD if rules == "scourge2003" else Zone.EXILE
    assert "Burning Wish" in names(g, where, 0)


@BOTH
def test_WSH_02_cunning_wish_fetches_an_instant(rules: str) -> None:
    """WSH-02 (Judgment FAQ; CR 400.11): Cunning Wish offers only the instant (Counterspell)."""
    g, _w, (_wrath, counter) = _wish(rules, "Cunning Wish", ["Wrath of God", "Counterspell"], "{2}{U}")
    assert g.state.decision is not None and g.state.decision.data["options"] == [counter]
    g.apply(ChooseObject(counter))
    assert hand(g, 0) == ["Counterspell"]


@BOTH
def test_WSH_03_living_wish_fetches_a_creature_or_land(rules: str) -> None:
    """WSH-03 (Judgment FAQ; CR 400.11): Living Wish offers Craw Wurm and Forest, not Fog."""
    g, _w, (wurm, _fog, forest) = _wish(rules, "Living Wish", ["Craw Wurm", "Fog", "Forest"], "{1}{G}")
    assert g.state.decision is not None and sorted(g.state.decision.data["options"]) == sorted([wurm, forest])
    g.apply(ChooseObject(forest))
    assert hand(g, 0) == ["Forest"]


@BOTH
def test_WSH_04_wish_may_find_nothing(rules: str) -> None:
    """WSH-04 (the Wishes' "you may"; CR 608.2d): P1 declines; the hand stays empty and the Wish
    is still removed from the game."""
    g, _w, _ = _wish(rules, "Burning Wish", ["Pyroclasm"], "{1}{R}")
    g.apply(ChooseYesNo(False))
    assert hand(g, 0) == []
    assert "Burning Wish" not in names(g, Zone.GRAVEYARD, 0)


@BOTH
def test_WSH_05_opponents_sideboard_is_not_yours(rules: str) -> None:
    """WSH-05 (Judgment FAQ "a card you own"; CR 400.11): only P2 has a sorcery in its sideboard:
    Burning Wish offers nothing."""
    s = Scenario(rules)
    w = s.hand(0, "Burning Wish")
    s.pool(0, "{1}{R}")
    s.sideboard(1, ["Pyroclasm"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, w)
    resolve_stack(g)
    d = g.state.decision
    assert d is None or d.kind != "wish" or d.data["options"] == []
    assert hand(g, 0) == []
