"""Damage to each of X targets (compiler/x_targets.py, rules/atoms/x_targets.py): Firestorm's "As an
additional cost to cast this spell, discard X cards." and "CARDNAME deals X damage to each of X
targets." — X announced first (CR 601.2b), then exactly X different targets (CR 601.2c; 2003: 409.1b-c);
an X with too few legal targets is never offered. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, names, player, resolve_stack, target


def test_x_target_cards_compile_and_render_back() -> None:
    renders_back("Firestorm")


def test_firestorm_deals_x_damage_to_each_of_x_targets() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    firestorm = s.hand(0, "Firestorm")
    fodder = s.hand(0, ["Forest", "Island", "Swamp", "Plains", "Mountain"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}")
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == firestorm and a.name == "x"}
    assert offered == {1, 2, 3}  # five cards to discard, but only three legal targets (two players, one creature)
    g.apply(CastWith(firestorm, "x", 2))
    target(g, player(1))
    d = g.state.decision
    assert d is not None and ("player", 1) not in d.data["options"]  # different targets (CR 601.2c)
    target(g, ("object", bears))
    choose(g, fodder[0])
    choose(g, fodder[1])
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 20
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Firestorm", "Forest", "Island"]


def test_firestorm_for_zero_has_no_targets() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    firestorm = s.hand(0, "Firestorm")
    s.pool(0, "{R}")
    g = s.start()
    g.apply(CastSpell(firestorm))  # X = 0: no discard, no target
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Firestorm"] and g.state.players[1].life == 20


def test_mishras_helix_taps_x_target_lands() -> None:
    """"{X}, {T}: Tap X target lands." — X announced as it is activated, no more than there are lands
    to target (CR 601.2b-c, 602.2b)."""
    from oldframe.rules.actions import ActivateAbility, ChooseNumber
    from oldframe.testing import choose_number

    renders_back("Mishra's Helix")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    helix = s.battlefield(0, "Mishra's Helix")
    lands = [s.battlefield(1, "Forest"), s.battlefield(1, "Island")]
    s.pool(0, "{5}")
    g = s.start()
    g.apply(ActivateAbility(helix, 0))
    assert sorted(a.n for a in g.legal_actions() if isinstance(a, ChooseNumber)) == [0, 1, 2]  # two lands
    choose_number(g, 2)
    target(g, ("object", lands[0]))
    target(g, ("object", lands[1]))
    resolve_stack(g)
    assert all(g.state.objects[o].tapped for o in lands) and sum(g.state.players[0].pool) == 3


def test_nostalgic_dreams_returns_x_cards_and_exiles_itself() -> None:
    """"As an additional cost to cast this spell, discard X cards." / "Return X target cards from your
    graveyard to your hand. Exile CARDNAME." (the spell goes to exile, not the graveyard; CR 608.2n)."""
    renders_back("Nostalgic Dreams")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dreams = s.hand(0, "Nostalgic Dreams")
    fodder = s.hand(0, ["Forest", "Island", "Swamp"])
    gy = s.graveyard(0, ["Grizzly Bears", "Lightning Bolt"])
    s.pool(0, "{G}{G}")
    g = s.start()
    offered = {a.x for a in g.legal_actions() if isinstance(a, CastWith) and a.oid == dreams and a.name == "x"}
    assert offered == {1, 2}  # three cards to discard, two cards to return
    g.apply(CastWith(dreams, "x", 2))
    target(g, ("object", gy[0]))
    target(g, ("object", gy[1]))
    choose(g, fodder[0])
    choose(g, fodder[1])
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == ["Grizzly Bears", "Lightning Bolt", "Swamp"]
    assert names(g, Zone.EXILE, 0) == ["Nostalgic Dreams"]


def test_alexi_returns_x_target_creatures_paying_x_and_two_discards() -> None:
    """"{X}{U}, {T}, Discard two cards: Return X target creatures to their owners' hands." (Alexi, Zephyr
    Mage): X announced, then X targets, then the costs (CR 601.2b-c, 602.2b)."""
    from oldframe.rules.actions import ActivateAbility
    from oldframe.testing import choose_number

    renders_back("Alexi, Zephyr Mage")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    alexi = s.battlefield(0, "Alexi, Zephyr Mage")
    creatures = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Hill Giant"), s.battlefield(1, "Raging Goblin")]
    cards = s.hand(0, ["Forest", "Island"])
    s.pool(0, "{2}{U}")
    g = s.start()
    g.apply(ActivateAbility(alexi, 0))
    choose_number(g, 2)
    target(g, ("object", creatures[0]))
    target(g, ("object", creatures[1]))
    choose(g, cards[0])
    choose(g, cards[1])
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Hill Giant"] and creatures[2] in g.state.battlefield
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Forest", "Island"]
