"""Life equal to the power/toughness of a creature the same spell exiled or destroyed: the value is
the creature's as it last existed on the battlefield (CR 608.2h; 2003: 413.2f) — pumps included — and
"its controller" is whoever controlled it then."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, cast, ids, pass_priority, resolve_stack


def test_these_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Swords to Plowshares", "Chastise", "Sever Soul", "Avenger en-Dal"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_swords_to_plowshares_gives_the_creatures_controller_its_last_known_power() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    giant = s.battlefield(1, "Hill Giant")  # 3/3
    growth = s.hand(1, "Giant Growth")
    s.battlefield(1, "Forest")
    swords = s.hand(0, "Swords to Plowshares")
    s.pool(0, "{W}")
    g = s.start()
    cast(g, swords, [giant])
    pass_priority(g)
    cast(g, growth, [giant])  # in response: 6/6
    resolve_stack(g)
    resolve_stack(g)
    assert ids(g, "Hill Giant", Zone.EXILE, 1) and g.state.players[1].life == 26 and g.state.players[0].life == 20


def test_chastise_and_sever_soul_give_their_caster_the_life() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    giant = s.battlefield(1, "Hill Giant")
    chastise = s.hand(0, "Chastise")
    s.lands(0, "Plains", 4)
    g = s.start()
    attack(g, {giant: 0})
    pass_priority(g)
    cast(g, chastise, [giant])
    resolve_stack(g)
    assert ids(g, "Hill Giant", Zone.GRAVEYARD, 1) and g.state.players[0].life == 23
    s2 = Scenario()
    s2.turn(active=0, step=Step.MAIN1)
    wall = s2.battlefield(1, "Wall of Stone")  # 0/8
    soul = s2.hand(0, "Sever Soul")
    s2.pool(0, "{3}{B}{B}")
    g2 = s2.start()
    cast(g2, soul, [wall])
    resolve_stack(g2)
    assert ids(g2, "Wall of Stone", Zone.GRAVEYARD, 1) and g2.state.players[0].life == 28


def test_crumble_and_divine_offering_compile_fully() -> None:
    pool = load_pool()
    for name in ("Crumble", "Divine Offering"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_crumble_no_regeneration_and_the_artifacts_controller_gains_its_mana_value() -> None:
    """Crumble: a regeneration shield doesn't save Clay Statue (CR 701.15c; 2003: 419.6b), and its
    controller — not Crumble's caster — gains 4, its mana value as it last existed (CR 608.2h)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    statue = s.battlefield(1, "Clay Statue")  # {4}, "{2}: Regenerate Clay Statue."
    s.lands(1, "Plains", 2)
    crumble = s.hand(0, "Crumble")
    s.pool(0, "{G}")
    g = s.start()
    cast(g, crumble, [statue])
    pass_priority(g)
    activate_first = [a for a in g.legal_actions() if type(a).__name__ == "ActivateAbility"]
    assert activate_first, "the statue's controller may regenerate in response"
    g.apply(activate_first[0])
    resolve_stack(g)  # the regeneration shield
    assert g.state.objects[statue].regen_shields == 1
    resolve_stack(g)  # Crumble
    assert ids(g, "Clay Statue", Zone.GRAVEYARD, 1)
    assert (g.state.players[0].life, g.state.players[1].life) == (20, 24)


def test_divine_offering_gives_its_caster_the_mana_value() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    stone = s.battlefield(1, "Jayemdae Tome")  # {4}
    offering = s.hand(0, "Divine Offering")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, offering, [stone])
    resolve_stack(g)
    assert ids(g, "Jayemdae Tome", Zone.GRAVEYARD, 1)
    assert (g.state.players[0].life, g.state.players[1].life) == (24, 20)
