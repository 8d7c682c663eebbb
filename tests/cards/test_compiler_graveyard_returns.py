"""Cards coming back from graveyards and counted there (compiler/graveyard_returns.py,
rules/atoms/graveyard_returns.py): Squee's upkeep return (an ability that works only from the
graveyard, CR 113.6k), Reanimate, Exhume, Accumulated Knowledge — played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, choose, ids, names, pass_until, resolve_stack


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every line's rendering is the card's own line (up to the compiler's
    normalisation: "It deals" = "CARDNAME deals")."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, "Legendary" in rec.supertypes)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_graveyard_returns_compile_and_render_back() -> None:
    renders_back("Squee, Goblin Nabob", "Reanimate", "Exhume", "Accumulated Knowledge")


def test_squee_returns_from_the_graveyard_at_its_owners_upkeep_only() -> None:
    """"At the beginning of your upkeep, you may return CARDNAME from your graveyard to your hand.": it
    triggers from the graveyard on its owner's upkeep, not the opponent's; "may" is asked on resolution."""
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    squee = s.graveyard(0, "Squee, Goblin Nabob")
    g = s.start()
    assert not g.state.stack and not g.state.pending_triggers  # P2's upkeep: nothing
    pass_until(g, Step.UPKEEP, active=0)
    assert [it.source_name for it in g.state.stack] == ["Squee, Goblin Nabob"]
    resolve_stack(g)
    answer(g, False)  # "you may": it stays
    assert ids(g, "Squee, Goblin Nabob", Zone.GRAVEYARD) == [squee]
    pass_until(g, Step.UPKEEP, active=0, turn=g.state.turn + 2)
    resolve_stack(g)
    answer(g, True)
    assert names(g, Zone.HAND, 0).count("Squee, Goblin Nabob") == 1 and names(g, Zone.GRAVEYARD, 0) == []


def test_squee_in_play_does_not_trigger() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.battlefield(0, "Squee, Goblin Nabob")
    g = s.start()
    assert not g.state.stack and g.pending is not None and g.pending.kind == "priority"


def test_reanimate_takes_a_creature_from_any_graveyard_and_costs_its_mana_value_in_life() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    reanimate = s.hand(0, "Reanimate")
    giant = s.graveyard(1, "Hill Giant")  # mana value 4
    s.graveyard(1, "Lightning Bolt")
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, reanimate, [giant])
    resolve_stack(g)
    [new] = ids(g, "Hill Giant")
    assert g.state.objects[new].controller == 0 and g.state.objects[new].owner == 1  # under your control
    assert g.state.players[0].life == 16  # "You lose life equal to its mana value."


def test_exhume_each_player_chooses_then_both_enter() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    exhume = s.hand(0, "Exhume")
    s.graveyard(0, ["Grizzly Bears", "Hill Giant", "Lightning Bolt"])
    s.graveyard(1, "Craw Wurm")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, exhume)
    resolve_stack(g)
    d = g.pending
    assert d is not None and d.kind == "pick" and d.player == 0
    assert sorted(g.state.objects[a.oid].card.name for a in g.legal_actions() if isinstance(a, ChooseObject)) \
        == ["Grizzly Bears", "Hill Giant"]
    choose(g, ids(g, "Hill Giant", Zone.GRAVEYARD)[0])  # P2 has one creature card: no choice to make
    assert ids(g, "Hill Giant") and ids(g, "Craw Wurm")
    assert g.state.objects[ids(g, "Craw Wurm")[0]].controller == 1
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Exhume", "Grizzly Bears", "Lightning Bolt"]


def test_accumulated_knowledge_counts_copies_in_all_graveyards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ak = s.hand(0, "Accumulated Knowledge")
    s.graveyard(0, "Accumulated Knowledge")
    s.graveyard(1, ["Accumulated Knowledge", "Accumulated Knowledge"])
    s.pool(0, "{1}{U}")
    g = s.start()
    hand = len(g.state.players[0].hand)
    cast(g, ak)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand - 1 + 1 + 3  # itself cast, one card, then three
    assert names(g, Zone.GRAVEYARD, 0) == ["Accumulated Knowledge", "Accumulated Knowledge"]


def test_nether_spirit_returns_only_while_it_is_the_only_creature_card_in_the_graveyard() -> None:
    """"At the beginning of your upkeep, if CARDNAME is the only creature card in your graveyard, you may
    return CARDNAME to the battlefield." — an intervening-if (CR 603.4): no trigger with another creature
    card there; with only instants beside it, it triggers and returns."""
    renders_back("Nether Spirit", "Pyre Zombie", "Ghastly Remains")
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.graveyard(0, ["Nether Spirit", "Grizzly Bears"])
    g = s.start()
    assert not g.state.stack  # another creature card: it doesn't trigger
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.graveyard(0, ["Nether Spirit", "Lightning Bolt"])
    g = s.start()
    assert [it.source_name for it in g.state.stack] == ["Nether Spirit"]
    resolve_stack(g)
    answer(g, True)
    [spirit] = ids(g, "Nether Spirit")
    assert g.state.objects[spirit].controller == 0 and names(g, Zone.GRAVEYARD, 0) == ["Lightning Bolt"]


def test_pyre_zombie_pays_to_return_to_hand_and_not_if_it_left_the_graveyard() -> None:
    """"…, if CARDNAME is in your graveyard, you may pay {1}{B}{B}. If you do, return CARDNAME to your hand."
    — paid: it returns; the card exiled in response: no payment is even offered (CR 603.4)."""
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    s.graveyard(0, "Pyre Zombie")
    s.lands(0, "Swamp", 3)
    g = s.start()
    resolve_stack(g)
    answer(g, True)  # pay {1}{B}{B}
    assert names(g, Zone.HAND, 0).count("Pyre Zombie") == 1
    assert all(g.state.objects[o].tapped for o in ids(g, "Swamp"))
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    zombie = s.graveyard(0, "Pyre Zombie")
    s.lands(0, "Swamp", 3)
    crypt = s.battlefield(1, "Tormod's Crypt")
    g = s.start()
    from oldframe.rules.actions import PassPriority
    from oldframe.testing import activate, player

    g.apply(PassPriority())
    activate(g, crypt, targets=[player(0)])
    resolve_stack(g)  # the Crypt's ability: Pyre Zombie is exiled
    assert zombie not in g.state.players[0].graveyard
    resolve_stack(g)  # the Zombie's trigger: nothing to offer
    assert g.pending is not None and g.pending.kind == "priority" and names(g, Zone.EXILE, 0) == ["Pyre Zombie"]
    assert not any(g.state.objects[o].tapped for o in ids(g, "Swamp"))


def test_genesis_pays_from_the_graveyard_to_return_target_creature_card() -> None:
    """"At the beginning of your upkeep, if CARDNAME is in your graveyard, you may pay {2}{G}. If you do,
    return target creature card from your graveyard to your hand." — the target is chosen as the trigger
    goes on the stack (CR 603.3d); Genesis stays in the graveyard to do it again."""
    from oldframe.rules.actions import ChooseTarget

    renders_back("Genesis")
    s = Scenario()
    s.turn(active=0, step=Step.UPKEEP)
    genesis = s.graveyard(0, "Genesis")
    bears = s.graveyard(0, "Grizzly Bears")
    s.graveyard(0, "Lightning Bolt")
    s.lands(0, "Forest", 3)
    g = s.start()
    d = g.pending
    assert d is not None and d.kind == "target"
    options = {a.target for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    assert ("object", bears) in options and all(g.state.objects[o].card.name != "Lightning Bolt" for _, o in options)
    g.apply(ChooseTarget(("object", bears)))
    resolve_stack(g)
    answer(g, True)  # pay {2}{G}
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    assert ids(g, "Genesis", Zone.GRAVEYARD) == [genesis]


def test_replenish_returns_enchantments_and_each_aura_chooses_what_it_enchants() -> None:
    """"Return all enchantment cards from your graveyard to the battlefield." — an Aura isn't cast: its
    controller chooses what it enchants; one with nothing to enchant stays in the graveyard (CR 303.4f-g)."""
    from oldframe.rules.actions import ChooseObject

    renders_back("Replenish")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    replenish = s.hand(0, "Replenish")
    s.graveyard(0, ["Pacifism", "Crusade", "Evil Presence", "Grizzly Bears"])  # Evil Presence: enchant land
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{3}{W}")
    g = s.start()
    cast(g, replenish)
    resolve_stack(g)
    d = g.pending
    assert d is not None and d.kind == "pick" and d.player == 0
    assert sorted(a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)) == sorted([giant, bears])
    choose(g, giant)
    [pacifism] = ids(g, "Pacifism")
    assert g.state.objects[pacifism].attached_to == giant and ids(g, "Crusade")
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Evil Presence", "Grizzly Bears", "Replenish"]  # no land
