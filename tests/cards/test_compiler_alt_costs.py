"""Alternative costs (compiler/alt_costs.py; rules/altcosts.py offers them, rules/costparts.py pays the
parts; CR 118.9, 2003 glossary "Alternative Cost", 409.1b/409.1f): Foil's "discard an Island card and
another card", Spinning Darkness's "exile the top three black cards of your graveyard", and Mogg
Salvage's and the Legates' free cast when an opponent controls one land type and you another. Played
through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, resolve_stack, target


def test_alternative_cost_cards_compile_and_render_back() -> None:
    renders_back("Foil", "Spinning Darkness", "Mogg Salvage", "Kyren Legate", "Cho-Arrim Legate",
                 "Saprazzan Legate", "Submerge", "Refreshing Rain")


def _offered(g: object, oid: int, how: str) -> bool:
    from oldframe import Game

    assert isinstance(g, Game)
    return any(isinstance(a, CastWith) and a.oid == oid and a.name == how for a in g.legal_actions())


def test_foil_counters_for_an_island_card_and_another_card() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    foil = s.hand(0, "Foil")
    island, other = s.hand(0, ["Tropical Island", "Grizzly Bears"])  # a dual land is an Island card (CR 205.3)
    g = s.start()
    cast(g, bolt, targets=[("player", 0)])
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert _offered(g, foil, "alt_cost")
    g.apply(CastWith(foil, "alt_cost", 0))
    target(g, ("object", g.state.stack[-1].oid))
    assert g.state.decision is not None and g.state.decision.data["options"] == [island]  # the Island card first
    choose(g, island)
    choose(g, other)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Tropical Island"]
    resolve_stack(g)
    assert g.state.players[0].life == 20 and "Lightning Bolt" in names(g, Zone.GRAVEYARD, 1)


def test_foil_without_an_island_card_is_not_offered_for_free() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    foil = s.hand(0, "Foil")
    s.hand(0, ["Forest", "Grizzly Bears"])
    g = s.start()
    cast(g, bolt, targets=[("player", 0)])
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert not _offered(g, foil, "alt_cost")


def test_foil_needs_another_card_besides_the_island() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    foil = s.hand(0, "Foil")
    s.hand(0, "Island")
    g = s.start()
    cast(g, bolt, targets=[("player", 0)])
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert not _offered(g, foil, "alt_cost")


def test_spinning_darkness_exiles_the_top_three_black_cards_of_the_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    darkness = s.hand(0, "Spinning Darkness")
    # bottom → top: the top three black cards are Bad Moon, Unholy Strength and Duress
    s.graveyard(0, ["Dark Ritual", "Duress", "Unholy Strength", "Lightning Bolt", "Bad Moon"])
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert _offered(g, darkness, "alt_cost")
    g.apply(CastWith(darkness, "alt_cost", 0))
    target(g, ("object", bears))
    assert sorted(names(g, Zone.EXILE, 0)) == ["Bad Moon", "Duress", "Unholy Strength"]
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"] and g.state.players[0].life == 23
    assert names(g, Zone.GRAVEYARD, 0) == ["Dark Ritual", "Lightning Bolt", "Spinning Darkness"]


def test_spinning_darkness_needs_three_black_cards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    darkness = s.hand(0, "Spinning Darkness")
    s.graveyard(0, ["Dark Ritual", "Lightning Bolt", "Duress", "Swamp"])
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert not _offered(g, darkness, "alt_cost")


def test_mogg_salvage_is_free_only_if_an_opponent_controls_an_island_and_you_a_mountain() -> None:
    def offered(their_land: str, my_land: str) -> bool:
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        salvage = s.hand(0, "Mogg Salvage")
        s.battlefield(1, "Icy Manipulator")
        s.battlefield(1, their_land)
        s.battlefield(0, my_land)
        return _offered(s.start(), salvage, "free_if")

    assert offered("Island", "Mountain")
    assert offered("Volcanic Island", "Plateau")  # land types, not names (CR 305.6)
    assert not offered("Swamp", "Mountain")
    assert not offered("Island", "Forest")


def test_a_free_legate_resolves_as_a_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    legate = s.hand(0, "Kyren Legate")
    s.battlefield(1, "Plains")
    s.battlefield(0, "Mountain")
    g = s.start()
    g.apply(CastWith(legate, "free_if", 0))
    resolve_stack(g)
    assert "Kyren Legate" in names(g, Zone.BATTLEFIELD, 0) and g.state.players[0].pool == [0] * 6


def test_prismatic_strands_prevents_damage_from_sources_of_the_chosen_color() -> None:
    """"Prevent all damage that sources of the color of your choice would deal this turn." (CR 608.2d, 615)
    and "Flashback—Tap an untapped white creature you control." (CR 702.34a; 2003: 502.22a)."""
    from oldframe.rules.actions import ChooseColor, PassPriority

    renders_back("Prismatic Strands", "Battle Screech")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    strands = s.graveyard(0, "Prismatic Strands")
    knight = s.battlefield(0, "Savannah Lions")
    bolt = s.hand(1, "Lightning Bolt")
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}{R}")
    g = s.start()
    assert _offered(g, strands, "flashback")
    g.apply(CastWith(strands, "flashback", 0))
    d = g.state.decision
    assert d is not None and list(d.data["options"]) == [knight]  # the one untapped white creature
    choose(g, knight)
    assert g.state.objects[knight].tapped  # the flashback cost: an untapped white creature, tapped
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    assert "Prismatic Strands" in names(g, Zone.EXILE, 0)  # flashback: exiled (2003 502.22a)
    g.apply(PassPriority())
    cast(g, bolt, targets=[("player", 0)])
    resolve_stack(g)
    assert g.state.players[0].life == 20  # a red source: prevented
    g.apply(PassPriority())
    cast(g, shock, targets=[("object", knight)])
    resolve_stack(g)
    assert "Savannah Lions" in names(g, Zone.BATTLEFIELD, 0)


def test_prismatic_strands_lets_other_colors_through() -> None:
    from oldframe.rules.actions import ChooseColor

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    strands = s.hand(0, "Prismatic Strands")
    s.pool(0, "{2}{W}")
    s.battlefield(1, "Prodigal Sorcerer")
    g = s.start()
    cast(g, strands)
    resolve_stack(g)
    g.apply(ChooseColor("R"))
    tim = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Prodigal Sorcerer")
    g.state.objects[tim].sick = False
    from oldframe.testing import activate, pass_priority

    pass_priority(g)
    activate(g, tim, 0, targets=[("player", 0)])
    resolve_stack(g)
    assert g.state.players[0].life == 19  # a blue source
