"""Cards put into a graveyard from anywhere (CR 603.2, 404.2): Planar Void and Compost in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, answer, cast, choose, ids, names, player, resolve_stack


def test_the_cards_compile_fully_and_exile_that_card_needs_the_event() -> None:
    pool = load_pool()
    for name in ("Planar Void", "Compost"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text("Whenever a red card is put into your graveyard from anywhere, you may draw a card.",
                        "X").status == "full"
    assert compile_text("When CARDNAME enters the battlefield, exile that card.", "X").status != "full"


def test_planar_void_exiles_a_resolved_spell_and_a_dead_creature_but_not_itself() -> None:
    """From the stack and from the battlefield; one trigger per card (CR 603.2c); the Void leaving
    with the creature it is "another" to does not exile itself."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    void = s.battlefield(1, "Planar Void")
    bolt, disenchant = s.hand(0, ["Lightning Bolt", "Disenchant"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}{1}{W}")
    g = s.start()
    cast(g, bolt, [bears])
    resolve_stack(g)  # the Bolt resolves: the Bears die, the Bolt goes to the graveyard
    assert len(g.state.stack) == 2
    resolve_stack(g)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD) == [] and sorted(names(g, Zone.EXILE)) == ["Grizzly Bears", "Lightning Bolt"]
    cast(g, disenchant, [void])
    resolve_stack(g)  # the Void leaves; the Disenchant goes to the graveyard with no Void to see it
    assert not g.state.stack and sorted(names(g, Zone.GRAVEYARD)) == ["Disenchant", "Planar Void"]


def _discard(g: Game, cards: list[int]) -> None:
    """Answer the discard decisions with ``cards`` (the player may be asked once per card)."""
    for card in cards:
        d = g.state.decision
        if d is not None and d.kind == "discard":
            choose(g, card)
    assert g.state.decision is not None and g.state.decision.kind == "priority"


def test_planar_void_sees_discards_but_not_tokens() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Planar Void")
    rot = s.hand(0, "Mind Rot")
    discards = s.hand(1, ["Island", "Forest"])
    token = s.battlefield(1, "Grizzly Bears", token=True)
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{2}{B}{R}")
    g = s.start()
    cast(g, rot, [player(1)])
    resolve_stack(g)
    _discard(g, discards)  # two discards and the Mind Rot itself: three triggers
    assert len(g.state.stack) == 3
    while g.state.stack:
        resolve_stack(g)
    assert sorted(names(g, Zone.EXILE)) == ["Forest", "Island", "Mind Rot"]
    cast(g, bolt, [token])
    resolve_stack(g)
    assert len(g.state.stack) == 1  # the Bolt only; the token leaves no card (CR 111.8)


def test_compost_draws_for_an_opponents_black_card_milled_or_discarded_not_for_yours() -> None:
    """A black card to an opponent's graveyard from the library (Millstone) or the hand (Mind Rot):
    "you may draw a card" (CR 603.5); the Mind Rot going to your own graveyard does not trigger it."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Compost")
    stone = s.battlefield(0, "Millstone")
    rot = s.hand(0, "Mind Rot")
    s.library(1, ["Dark Ritual", "Island", "Forest"])  # Dark Ritual on top
    discards = s.hand(1, ["Duress", "Giant Growth"])
    s.library(0, ["Swamp", "Plains", "Mountain"])
    s.pool(0, "{2}{2}{B}")
    g = s.start()
    hand = len(g.state.players[0].hand)
    activate(g, stone, 0, [player(1)])
    resolve_stack(g)  # Dark Ritual and Island milled: one trigger
    assert len(g.state.stack) == 1
    resolve_stack(g)
    answer(g, True)
    assert len(g.state.players[0].hand) == hand + 1
    cast(g, rot, [player(1)])
    resolve_stack(g)
    _discard(g, discards)  # Duress (black) and Giant Growth discarded; Mind Rot to your own graveyard
    assert len(g.state.stack) == 1
    resolve_stack(g)
    answer(g, False)  # "may": declined, no card drawn
    assert len(g.state.players[0].hand) == hand and ids(g, "Compost")


def test_field_of_souls_counts_your_nontoken_creatures_from_the_battlefield_only() -> None:
    """Pyroclasm kills four: your Bears and the Bears the opponent took from you (your graveyard, CR 404.2)
    trigger it; your token and the opponent's own creature do not. Two Spirits."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Field of Souls")
    pyro = s.hand(0, "Pyroclasm")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears", controller=1)
    s.battlefield(0, "Llanowar Elves", token=True)
    s.battlefield(1, "Savannah Lions")
    s.pool(0, "{1}{R}")
    g = s.start()
    assert compiled_card_def(load_pool().get("Field of Souls"))[1].status == "full"
    cast(g, pyro)
    resolve_stack(g)
    assert len(g.state.stack) == 2
    while g.state.stack:
        resolve_stack(g)
    spirits = ids(g, "Spirit Token")
    assert len(spirits) == 2 and all(g.state.objects[t].controller == 0 for t in spirits)
