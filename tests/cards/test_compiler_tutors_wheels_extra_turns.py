"""The fourth batch of Oracle-compiler template classes, aimed at the Old Frame Vintage restricted
list, each with at least two real cards played in real games: "Add N mana of any one color.",
"Take an extra turn after this one.", tutors ("a card" / "… on top" / "… into your graveyard" /
colored qualities), whole-hand effects (wheels, Timetwister, Windfall, "discards X cards at
random") and "Untap up to N lands.\""""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith, ChooseTarget, ChooseYesNo
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


def _top(g: Game, p: int) -> str:
    return g.state.objects[g.state.players[p].library[-1]].card.name


def test_restricted_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Black Lotus", "Time Walk", "Demonic Tutor", "Vampiric Tutor", "Imperial Seal",
                 "Enlightened Tutor", "Mystical Tutor", "Merchant Scroll", "Wheel of Fortune", "Timetwister",
                 "Windfall", "Mind Twist", "Frantic Search"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


# -- "Add N mana of any one color." (mana.py) ---------------------------------------------------------
def test_black_lotus_adds_three_mana_of_the_chosen_color() -> None:
    """CR 605.1a: a mana ability; one ability per colour, so the colour is chosen on activation."""
    s = _main(Scenario())
    lotus = s.battlefield(0, "Black Lotus")
    g = s.start()
    activate(g, lotus, 2)  # W U B R G: black
    assert tuple(g.state.players[0].pool) == (0, 0, 3, 0, 0, 0)
    assert names(g, Zone.GRAVEYARD, 0) == ["Black Lotus"]


def test_implements_of_sacrifice_adds_two_mana_of_one_color() -> None:
    s = _main(Scenario())
    implements = s.battlefield(0, "Implements of Sacrifice")
    s.pool(0, "{1}")
    g = s.start()
    activate(g, implements, 4)
    assert tuple(g.state.players[0].pool) == (0, 0, 0, 0, 2, 0)
    assert compile_text("{T}, Sacrifice CARDNAME: Add seven mana of any one color.", "X").status == "full"
    assert compile_text("{T}: Add three mana of any color.", "X").status == "none"


# -- "Take an extra turn after this one." (effects.py; rules.atoms.turns_hands.ExtraTurn) ------------
def test_time_walk_gives_its_caster_the_next_turn() -> None:
    """CR 500.7: the extra turn comes directly after this one."""
    s = _main(Scenario())
    walk = s.hand(0, "Time Walk")
    s.pool(0, "{1}{U}")
    g = s.start()
    turn = g.state.turn
    cast(g, walk)
    resolve_stack(g)
    pass_until(g, Step.UPKEEP)
    assert g.state.active == 0 and g.state.turn == turn + 1
    pass_until(g, Step.UPKEEP, active=1)
    assert g.state.turn == turn + 2


def test_two_extra_turns_stack_up() -> None:
    """Time Walk then Temporal Manipulation: two extra turns for the caster, then the opponent."""
    s = _main(Scenario())
    walk = s.hand(0, "Time Walk")
    manip = s.hand(0, "Temporal Manipulation")
    s.pool(0, "{1}{U}{3}{U}{U}")
    g = s.start()
    turn = g.state.turn
    cast(g, walk)
    resolve_stack(g)
    cast(g, manip)
    resolve_stack(g)
    pass_until(g, Step.UPKEEP)
    assert (g.state.active, g.state.turn) == (0, turn + 1)
    pass_until(g, Step.DRAW)
    pass_until(g, Step.UPKEEP)
    assert (g.state.active, g.state.turn) == (0, turn + 2)
    pass_until(g, Step.UPKEEP, active=1)
    assert g.state.turn == turn + 3


# -- tutors (search.py; rules.atoms.compiled.SearchLibrary) -----------------------------------------
def test_demonic_and_grim_tutor_must_find_a_card_and_keep_it_hidden() -> None:
    """CR 701.19b: no stated quality, so the search can't fail to find while the library has cards."""
    s = _main(Scenario())
    tutor = s.hand(0, "Demonic Tutor")
    s.pool(0, "{1}{B}")
    s.library(0, ["Island", "Shivan Dragon", "Swamp"])
    g = s.start()
    cast(g, tutor)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and not d.data.get("optional")
    dragon = next(o for o in d.data["options"] if obj(g, o).card.name == "Shivan Dragon")
    choose(g, dragon)
    assert names(g, Zone.HAND, 0) == ["Shivan Dragon"]
    assert not any(isinstance(e, Revealed) for e in g.log)

    s2 = _main(Scenario())
    grim = s2.hand(0, "Grim Tutor")
    s2.pool(0, "{1}{B}{B}")
    s2.library(0, ["Island", "Lightning Bolt"])
    g2 = s2.start()
    cast(g2, grim)
    resolve_stack(g2)
    choose(g2, ids(g2, "Lightning Bolt", Zone.LIBRARY)[0])
    assert names(g2, Zone.HAND, 0) == ["Lightning Bolt"] and g2.state.players[0].life == 17


def test_vampiric_tutor_and_imperial_seal_put_the_card_on_top() -> None:
    for name, cost in (("Vampiric Tutor", "{B}"), ("Imperial Seal", "{B}")):
        s = _main(Scenario())
        tutor = s.hand(0, name)
        s.pool(0, cost)
        s.library(0, ["Black Lotus", "Island", "Swamp", "Forest"])
        g = s.start()
        cast(g, tutor)
        resolve_stack(g)
        choose(g, ids(g, "Black Lotus", Zone.LIBRARY)[0])
        assert _top(g, 0) == "Black Lotus" and len(g.state.players[0].library) == 4
        assert g.state.players[0].life == 18
        assert not names(g, Zone.HAND, 0)


def test_enlightened_and_mystical_tutor_reveal_a_card_of_the_quality_or_find_nothing() -> None:
    """CR 701.19b: with a stated quality the search may fail to find."""
    s = _main(Scenario())
    tutor = s.hand(0, "Enlightened Tutor")
    s.pool(0, "{W}")
    s.library(0, ["Sol Ring", "Shivan Dragon", "Island"])
    g = s.start()
    cast(g, tutor)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "wish"
    assert [obj(g, o).card.name for o in d.data["options"]] == ["Sol Ring"]
    choose(g, d.data["options"][0])
    assert _top(g, 0) == "Sol Ring"
    assert any(isinstance(e, Revealed) and e.name == "Sol Ring" for e in g.log)

    s2 = _main(Scenario())
    mystical = s2.hand(0, "Mystical Tutor")
    s2.pool(0, "{U}")
    s2.library(0, ["Ancestral Recall", "Island"])
    g2 = s2.start()
    cast(g2, mystical)
    resolve_stack(g2)
    g2.apply(ChooseYesNo(False))  # finds nothing
    assert len(g2.state.players[0].library) == 2 and not g2.state.stack


def test_entomb_and_buried_alive_put_cards_into_the_graveyard() -> None:
    s = _main(Scenario())
    entomb = s.hand(0, "Entomb")
    s.pool(0, "{B}")
    s.library(0, ["Craw Wurm", "Island"])
    g = s.start()
    cast(g, entomb)
    resolve_stack(g)
    choose(g, ids(g, "Craw Wurm", Zone.LIBRARY)[0])
    assert "Craw Wurm" in names(g, Zone.GRAVEYARD, 0)

    s2 = _main(Scenario())
    buried = s2.hand(0, "Buried Alive")
    s2.pool(0, "{2}{B}")
    s2.library(0, ["Grizzly Bears", "Craw Wurm", "Llanowar Elves", "Island"])
    g2 = s2.start()
    cast(g2, buried)
    resolve_stack(g2)
    for name in ("Grizzly Bears", "Craw Wurm"):
        choose(g2, ids(g2, name, Zone.LIBRARY)[0])
    g2.apply(ChooseYesNo(False))  # "up to three": stops at two
    assert sorted(names(g2, Zone.GRAVEYARD, 0)) == ["Buried Alive", "Craw Wurm", "Grizzly Bears"]


def test_merchant_scroll_finds_only_a_blue_instant() -> None:
    s = _main(Scenario())
    scroll = s.hand(0, "Merchant Scroll")
    s.pool(0, "{1}{U}")
    s.library(0, ["Counterspell", "Lightning Bolt", "Ancestral Recall"])
    g = s.start()
    cast(g, scroll)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and sorted(obj(g, o).card.name for o in d.data["options"]) == [
        "Ancestral Recall", "Counterspell"]
    choose(g, ids(g, "Counterspell", Zone.LIBRARY)[0])
    assert names(g, Zone.HAND, 0) == ["Counterspell"]


# -- whole hands (effects.py; rules.atoms.turns_hands) -----------------------------------------------
def test_wheel_of_fortune_and_dragon_mage_refill_every_hand() -> None:
    s = _main(Scenario())
    wheel = s.hand(0, "Wheel of Fortune")
    s.hand(0, ["Island", "Island"])
    s.hand(1, ["Forest"])
    s.pool(0, "{2}{R}")
    for p in (0, 1):
        s.library(p, ["Swamp"] * 9)
    g = s.start()
    cast(g, wheel)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 7 and len(g.state.players[1].hand) == 7
    assert names(g, Zone.GRAVEYARD, 0).count("Island") == 2 and names(g, Zone.GRAVEYARD, 1) == ["Forest"]

    s2 = _main(Scenario())
    mage = s2.battlefield(0, "Dragon Mage")
    s2.hand(1, ["Forest", "Forest"])
    for p in (0, 1):
        s2.library(p, ["Swamp"] * 9)
    g2 = s2.start()
    pass_until(g2, Step.DECLARE_ATTACKERS, player=0)
    attack(g2, {mage: 1})
    while not any(it.source_name == "Dragon Mage" for it in g2.state.stack):
        pass_priority(g2)  # combat damage (on the stack under the 2003 rules), then the trigger
    resolve_stack(g2)
    assert len(g2.state.players[0].hand) == 7 and len(g2.state.players[1].hand) == 7
    assert names(g2, Zone.GRAVEYARD, 1) == ["Forest", "Forest"]


def test_timetwister_shuffles_hand_and_graveyard_in_then_draws_seven() -> None:
    s = _main(Scenario())
    twister = s.hand(0, "Timetwister")
    s.hand(1, ["Forest"])
    s.graveyard(1, ["Grizzly Bears", "Giant Growth"])
    s.graveyard(0, ["Ancestral Recall"])
    s.pool(0, "{2}{U}")
    for p in (0, 1):
        s.library(p, ["Swamp"] * 6)
    g = s.start()
    cast(g, twister)
    resolve_stack(g)
    p0, p1 = g.state.players[0], g.state.players[1]
    assert len(p0.hand) == 7 and len(p1.hand) == 7
    assert len(p0.library) == 0 and len(p1.library) == 2
    assert names(g, Zone.GRAVEYARD, 0) == ["Timetwister"] and not names(g, Zone.GRAVEYARD, 1)


def test_windfall_draws_as_many_as_the_largest_hand_discarded() -> None:
    s = _main(Scenario())
    windfall = s.hand(0, "Windfall")
    s.hand(0, ["Island"])
    s.hand(1, ["Forest", "Forest", "Forest", "Forest"])
    s.pool(0, "{2}{U}")
    for p in (0, 1):
        s.library(p, ["Swamp"] * 6)
    g = s.start()
    cast(g, windfall)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 4 and len(g.state.players[1].hand) == 4


def test_mind_twist_discards_x_cards_at_random() -> None:
    s = _main(Scenario())
    twist = s.hand(0, "Mind Twist")
    s.hand(1, ["Forest", "Island", "Swamp", "Mountain"])
    s.pool(0, "{3}{B}")
    g = s.start()
    g.apply(CastWith(twist, "x", 3))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[1].graveyard) == 3

    s2 = _main(Scenario())
    twist2 = s2.hand(0, "Mind Twist")
    s2.hand(1, ["Forest", "Island"])
    s2.pool(0, "{5}{B}")
    g2 = s2.start()
    g2.apply(CastWith(twist2, "x", 5))  # more than the hand: all of it
    g2.apply(ChooseTarget(player(1)))
    resolve_stack(g2)
    assert not g2.state.players[1].hand and len(g2.state.players[1].graveyard) == 2


# -- "Untap up to N lands." (effects.py; rules.atoms.turns_hands.UntapLands) ----------------------------
def test_frantic_search_loots_then_untaps_up_to_three_lands() -> None:
    s = _main(Scenario())
    search = s.hand(0, "Frantic Search")
    lands = [s.battlefield(0, "Island", tapped=True) for _ in range(4)]
    s.library(0, ["Swamp", "Swamp"])
    s.pool(0, "{2}{U}")
    g = s.start()
    cast(g, search)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0).count("Swamp") == 2  # drew two, discarded both
    for land in lands[:3]:
        d = g.state.decision
        assert d is not None and d.kind == "pick" and land in d.data["options"]
        choose(g, land)
    assert [obj(g, x).tapped for x in lands] == [False, False, False, True]
    assert not g.state.stack


def test_great_whale_untaps_lands_and_may_stop_early() -> None:
    s = _main(Scenario())
    whale = s.hand(0, "Great Whale")
    lands = [s.battlefield(0, "Island", tapped=False) for _ in range(7)]
    g = s.start()
    cast(g, whale)  # taps all seven Islands
    resolve_stack(g)  # the Whale
    assert all(obj(g, x).tapped for x in lands)
    resolve_stack(g)  # its trigger
    choose(g, lands[0])
    choose(g, lands[1])
    g.apply(ChooseYesNo(False))
    assert [obj(g, x).tapped for x in lands] == [False, False, True, True, True, True, True]
    pass_priority(g)


# -- "Activate only if you have exactly seven cards in hand." (activated.py; rules.activation) ---------
def test_library_of_alexandria_draws_only_with_exactly_seven_cards_in_hand() -> None:
    """CR 602.5b: the restriction is checked as the ability is activated."""
    s = _main(Scenario())
    library = s.battlefield(0, "Library of Alexandria")
    s.hand(0, ["Island"] * 6)
    s.library(0, ["Swamp", "Swamp"])
    g = s.start()
    abilities = obj(g, library).card.behaviour.activated
    draw = next(i for i, ab in enumerate(abilities) if not ab.is_mana)
    assert not any(getattr(a, "oid", None) == library and getattr(a, "index", None) == draw for a in g.legal_actions())

    s2 = _main(Scenario())
    library2 = s2.battlefield(0, "Library of Alexandria")
    s2.hand(0, ["Island"] * 7)
    s2.library(0, ["Swamp", "Swamp"])
    g2 = s2.start()
    activate(g2, library2, draw)
    resolve_stack(g2)
    assert len(g2.state.players[0].hand) == 8 and obj(g2, library2).tapped
