"""Static prevention of damage to a player (CR 615.1a, 616.1): Solitary Confinement and Energy Field in
real games (Energy Field's "When a card is put into your graveyard from anywhere, sacrifice CARDNAME."
too)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, cast, ids, names, pass_priority, pass_until, player, resolve_stack


def test_the_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Solitary Confinement", "Energy Field"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_solitary_confinement_prevents_combat_damage_to_you() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Solitary Confinement")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {bears: 0})
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[0].life == 20


def test_energy_field_stops_an_opponents_bolt_not_yours_and_goes_when_your_card_hits_the_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Energy Field")
    mine = s.hand(0, "Lightning Bolt")
    theirs = s.hand(1, "Lightning Bolt")
    s.pool(0, "{R}")
    s.pool(1, "{R}")
    g = s.start()
    pass_priority(g)
    cast(g, theirs, [player(0)])  # the opponent's Bolt: prevented; it goes to its owner's graveyard
    resolve_stack(g)
    assert g.state.players[0].life == 20 and not g.state.stack and ids(g, "Energy Field")
    cast(g, mine, [player(0)])  # your own source: not prevented; your Bolt to your graveyard
    resolve_stack(g)
    assert g.state.players[0].life == 17 and len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Energy Field") == [] and "Energy Field" in names(g, Zone.GRAVEYARD, 0)
