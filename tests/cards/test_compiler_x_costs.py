"""Additional costs sized by X (compiler/x_costs.py, rules/atoms/x_costs.py): "As an additional cost to
cast this spell, exile X cards from your graveyard." (Skeletal Scrying) and "… discard X cards." (Sickening
Dreams) — X is announced before costs are paid (CR 601.2b, 601.2g-h; 2003: 409.1b, 409.1f), and an X
that can't be paid is never offered. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, ids, names, resolve_stack


def test_x_cost_cards_compile_and_render_back() -> None:
    renders_back("Skeletal Scrying", "Sickening Dreams")


def test_skeletal_scrying_exiles_x_cards_then_draws_x_and_loses_x_life() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    scrying = s.hand(0, "Skeletal Scrying")
    gy = s.graveyard(0, ["Grizzly Bears", "Lightning Bolt"])
    s.pool(0, "{3}{B}")
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == scrying and a.name == "x"}
    assert offered == {1, 2}  # X = 3 is payable in mana, not in graveyard cards
    hand = len(g.state.players[0].hand)
    g.apply(CastWith(scrying, "x", 2))
    for oid in gy:  # the additional cost: exile two cards from your graveyard (CR 601.2h)
        choose(g, oid)
    assert sorted(names(g, Zone.EXILE, 0)) == ["Grizzly Bears", "Lightning Bolt"]
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand - 1 + 2 and g.state.players[0].life == 18


def test_sickening_dreams_discards_x_cards_and_deals_x_to_everything() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dreams = s.hand(0, "Sickening Dreams")
    discards = s.hand(0, ["Forest", "Lightning Bolt"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{B}")
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == dreams and a.name == "x"}
    assert offered == {1, 2}  # two other cards in hand
    g.apply(CastWith(dreams, "x", 2))
    for oid in discards:
        choose(g, oid)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Forest", "Lightning Bolt"]
    resolve_stack(g)
    assert bears not in g.state.objects and ids(g, "Grizzly Bears") == []
    assert g.state.players[0].life == 18 and g.state.players[1].life == 18


def test_flash_of_insight_flashback_exiles_x_blue_cards_and_looks_at_x() -> None:
    """"Flashback—{1}{U}, Exile X blue cards from your graveyard." (CR 702.34a; 2003: 502.22a): X is
    announced as it is cast from the graveyard (CR 601.2b) and sizes both the cost and the effect."""
    renders_back("Flash of Insight")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    flash = s.graveyard(0, "Flash of Insight")
    blue = s.graveyard(0, ["Counterspell", "Brainstorm"])
    s.graveyard(0, "Lightning Bolt")  # not blue: can't be exiled for it
    s.library(0, ["Forest", "Island", "Swamp"])
    s.pool(0, "{1}{U}")
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == flash and a.name == "flashback"}
    assert offered == {0, 1, 2}
    g.apply(CastWith(flash, "flashback", 2))
    d = g.state.decision
    assert d is not None and sorted(d.data["options"]) == sorted(blue)
    for oid in blue:
        choose(g, oid)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and len(d.data["options"]) == 2  # the top X = 2 cards
    choose(g, d.data["options"][0])  # one into the hand, the other to the bottom
    assert len(names(g, Zone.HAND, 0)) == 1 and len(g.state.players[0].library) == 2
    assert sorted(names(g, Zone.EXILE, 0)) == ["Brainstorm", "Counterspell", "Flash of Insight"]  # 2003 502.22a


def _drain(mana: str, target_bears: bool, their_life: int = 20) -> tuple[set[int], object]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    drain = s.hand(0, "Drain Life")
    bears = s.battlefield(1, "Grizzly Bears")
    s.life(1, their_life)
    s.pool(0, mana)
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == drain and a.name == "x"}
    return offered, (g, drain, bears)


def test_drain_life_spends_only_black_mana_on_x() -> None:
    """"Spend only black mana on X." (CR 107.3): {1}{B} plus X black."""
    renders_back("Drain Life")
    offered, _ = _drain("{B}{B}{B}{R}{R}", False)
    assert offered == {1, 2}  # {R} pays the {1}; three black: one for {B}, two for X


def test_drain_life_gains_no_more_than_the_creatures_toughness_or_the_players_life() -> None:
    from oldframe.testing import target

    _, (g, drain, bears) = _drain("{B}{B}{B}{B}{B}{R}", True)
    g.apply(CastWith(drain, "x", 4))  # type: ignore[attr-defined]
    target(g, ("object", bears))  # type: ignore[arg-type]
    resolve_stack(g)  # type: ignore[arg-type]
    assert g.state.players[0].life == 22  # type: ignore[attr-defined]  # the Bears' toughness, 2
    _, (g, drain, bears) = _drain("{B}{B}{B}{B}{B}{R}", False, their_life=3)
    g.apply(CastWith(drain, "x", 4))  # type: ignore[attr-defined]
    target(g, ("player", 1))  # type: ignore[arg-type]
    resolve_stack(g)  # type: ignore[arg-type]
    assert g.state.players[0].life == 23 and g.state.players[1].life == -1  # type: ignore[attr-defined]
