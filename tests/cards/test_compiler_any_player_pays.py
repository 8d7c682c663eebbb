"""The Rhystic "unless any player pays {N}" (compiler/any_player_pays.py, rules/atoms/any_player_pays.py): Wild
Might, Nakaya Shade, Icy Prison — each player in turn order, the active player first, may pay as it resolves;
once one pays, nobody else is asked and the effect doesn't happen (CR 118.12, 101.4; 2003: 409.1, 101.4)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, choose, ids, names, pass_until, player, resolve_stack


def test_any_player_pays_cards_compile_and_render_back() -> None:
    renders_back("Wild Might", "Nakaya Shade", "Icy Prison")


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = g.state.objects[oid]
    return power(g.state, o), toughness(g.state, o)


def _wild_might(p1_extra: str, p2_pool: str) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    might = s.hand(0, "Wild Might")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{1}{G}" + p1_extra)
    if p2_pool:
        s.pool(1, p2_pool)
    g = s.start()
    cast(g, might, [bears])
    resolve_stack(g)
    return g, bears


def test_wild_might_gives_plus_five_when_nobody_can_pay() -> None:
    g, bears = _wild_might("", "")
    assert g.state.decision is not None and g.state.decision.kind == "priority"  # nobody was asked
    assert _pt(g, bears) == (7, 7)


def test_wild_might_opponent_pays_and_only_the_first_bonus_stays() -> None:
    g, bears = _wild_might("", "{2}")
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1  # P1 can't pay: only P2 is asked
    g.apply(ChooseYesNo(True))
    assert _pt(g, bears) == (3, 3) and sum(g.state.players[1].pool) == 0


def test_wild_might_active_player_is_asked_first_and_declining_lets_the_next_decide() -> None:
    g, bears = _wild_might("{2}", "{2}")
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 0
    g.apply(ChooseYesNo(False))
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(False))
    assert _pt(g, bears) == (7, 7)


def test_nakaya_shade_pump_is_stopped_by_a_payment() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    shade = s.battlefield(0, "Nakaya Shade")
    s.pool(0, "{B}{B}{B}")
    s.pool(1, "{2}")
    g = s.start()
    activate(g, shade)
    resolve_stack(g)
    g.apply(ChooseYesNo(False))  # P1 could pay with the other {B}{B}: declines
    g.apply(ChooseYesNo(True))  # P2 pays
    assert _pt(g, shade) == (1, 1)
    activate(g, shade)
    resolve_stack(g)  # nobody can pay now (P1 has {B} left)
    assert _pt(g, shade) == (2, 2)


def test_icy_prison_is_sacrificed_at_upkeep_unless_someone_pays_and_the_creature_returns() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Icy Prison")
    s.exile(1, "Grizzly Bears")
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)  # nobody can pay {3}
    assert not ids(g, "Icy Prison") and "Icy Prison" in names(g, Zone.GRAVEYARD, 0)


def test_rhystic_lightning_only_the_targets_player_may_pay_to_halve_it() -> None:
    renders_back("Rhystic Lightning")
    for pays, life in ((True, 18), (False, 16)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        bolt = s.hand(0, "Rhystic Lightning")
        s.pool(0, "{2}{R}{2}")  # the caster could pay too, but isn't asked
        s.pool(1, "{2}")
        g = s.start()
        cast(g, bolt, [player(1)])
        resolve_stack(g)
        d = g.state.decision
        assert d is not None and d.kind == "may" and d.player == 1
        g.apply(ChooseYesNo(pays))
        assert g.state.players[1].life == life


def test_rhystic_lightning_at_a_creature_asks_its_controller() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bolt = s.hand(0, "Rhystic Lightning")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, bolt, [wurm])
    resolve_stack(g)  # P2 can't pay: 4 damage
    assert "Craw Wurm" in names(g, Zone.GRAVEYARD, 1)


def test_rhystic_tutor_searches_unless_someone_pays() -> None:
    renders_back("Rhystic Tutor")
    for p2_pool, found in (("", True), ("{2}", False)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        tutor = s.hand(0, "Rhystic Tutor")
        s.library(0, ["Island", "Counterspell", "Island"])
        s.pool(0, "{2}{B}")
        if p2_pool:
            s.pool(1, p2_pool)
        g = s.start()
        cast(g, tutor)
        resolve_stack(g)
        d = g.state.decision
        if p2_pool:
            assert d is not None and d.kind == "may" and d.player == 1
            g.apply(ChooseYesNo(True))
        else:
            assert d is not None and d.kind != "priority"  # the search: pick a card
            pick = next(o for o in g.state.players[0].library if g.state.objects[o].card.name == "Counterspell")
            choose(g, pick)
        assert ("Counterspell" in names(g, Zone.HAND, 0)) == found


def test_rhystic_shield_second_bonus_unless_someone_pays() -> None:
    renders_back("Rhystic Shield")
    for p2_pool, bears_toughness in (("", 5), ("{2}", 3)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        shield = s.hand(0, "Rhystic Shield")
        bears = s.battlefield(0, "Grizzly Bears")
        theirs = s.battlefield(1, "Grizzly Bears")
        s.pool(0, "{1}{W}")
        if p2_pool:
            s.pool(1, p2_pool)
        g = s.start()
        cast(g, shield)
        resolve_stack(g)
        if p2_pool:
            g.apply(ChooseYesNo(True))
        assert _pt(g, bears) == (2, bears_toughness) and _pt(g, theirs) == (2, 2)
