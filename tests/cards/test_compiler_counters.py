"""Counter, linked-exile and two-kicker template classes, each with at least two real cards played in
real games: "enters the
battlefield with X +1/+1 counters on it" (Ivy Elemental, Krakilin, Shifting Wall); depletion
counters (the Mercadian Masques depletion lands; Land Cap and its cycle; Gemstone Mine); linked
"exile … / return the exiled card" abilities (Faceless Butcher, Petravark, Wormfang Newt); two
kickers, "Kicker {A} and/or {B}" (the Apocalypse Battlemages)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.characteristics import chars
from oldframe.rules.engine import CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    ScenarioError,
    activate,
    cast,
    choose,
    ids,
    legal,
    names,
    pass_until,
    play_land,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _until(g: Game, step: Step, **kw: int) -> None:
    """``pass_until``, putting simultaneous triggers on the stack in any order (CR 603.3b)."""
    while True:
        try:
            pass_until(g, step, **kw)
            return
        except ScenarioError:
            d = g.state.decision
            if d is None or d.kind != "trigger_order":
                raise
            g.apply(legal(g)[0])


def _counters(g: Game, oid: int, kind: str) -> int:
    return (g.state.objects[oid].counters or {}).get(kind, 0)


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Ivy Elemental", "Krakilin", "Shifting Wall", "Hickory Woodlot", "Peat Bog", "Remote Farm",
                 "Sandstone Needle", "Saprazzan Skerry", "Land Cap", "Lava Tubes", "River Delta",
                 "Timberline Ridge", "Veldt"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    land = compiled_card_def(pool.get("Peat Bog"))[0]
    assert land.behaviour.activated[0].is_mana  # the sacrifice rider keeps it a mana ability (CR 605.1a)


# -- "CARDNAME enters the battlefield with X +1/+1 counters on it." --------------------------------------
def test_ivy_elemental_enters_with_the_announced_x_counters() -> None:
    """CR 107.3, 614.1c (2003: 419.6b): the X paid as it was cast; a 0/0 with X = 0 dies (CR 704.5f)."""
    s = _main(Scenario())
    ivy, ivy2 = s.hand(0, ["Ivy Elemental", "Ivy Elemental"])
    s.pool(0, "{G}{G}{3}")
    g = s.start()
    g.apply(CastWith(ivy, "x", 3))
    resolve_stack(g)
    [new] = ids(g, "Ivy Elemental")
    assert _counters(g, new, "+1/+1") == 3
    c = chars(g.state, g.state.objects[new])
    assert (c.power, c.toughness) == (3, 3)
    cast(g, ivy2)  # X = 0
    resolve_stack(g)
    assert ids(g, "Ivy Elemental") == [new] and names(g, Zone.GRAVEYARD, 0) == ["Ivy Elemental"]


def test_krakilin_counts_x_and_a_copy_entering_otherwise_gets_none() -> None:
    s = _main(Scenario())
    krakilin = s.hand(0, "Krakilin")
    s.pool(0, "{G}{G}{2}")
    g = s.start()
    g.apply(CastWith(krakilin, "x", 2))
    resolve_stack(g)
    [new] = ids(g, "Krakilin")
    c = chars(g.state, g.state.objects[new])
    assert _counters(g, new, "+1/+1") == 2 and (c.power, c.toughness) == (2, 2)  # a 0/0
    # only "enters the battlefield with X" of a spell: not any other +1/+1 or another kind of counter
    assert compile_text("CARDNAME enters the battlefield with X -1/-1 counters on it.", "X").status != "full"


def test_shifting_wall_x_counters() -> None:
    s = _main(Scenario())
    wall = s.hand(0, "Shifting Wall")
    s.pool(0, "{4}")
    g = s.start()
    g.apply(CastWith(wall, "x", 4))
    resolve_stack(g)
    [new] = ids(g, "Shifting Wall")
    assert _counters(g, new, "+1/+1") == 4


# -- depletion lands ----------------------------------------------------------------------------------
def test_peat_bog_enters_tapped_with_two_depletion_counters_and_is_sacrificed_when_empty() -> None:
    """CR 614.1c: tapped, with two counters; CR 605.1a: the mana ability doesn't use the stack, and
    its rider sacrifices the land once the last counter is gone."""
    s = _main(Scenario())
    bog = s.hand(0, "Peat Bog")
    farm = s.battlefield(0, "Remote Farm", counters={"depletion": 2})
    g = s.start()
    play_land(g, bog)
    [new] = ids(g, "Peat Bog")
    assert g.state.objects[new].tapped and _counters(g, new, "depletion") == 2
    activate(g, farm, 0)
    assert g.state.stack == [] and g.state.players[0].pool[0] == 2
    assert _counters(g, farm, "depletion") == 1 and ids(g, "Remote Farm") == [farm]
    g.state.objects[farm].tapped = False  # untapped again (as by its untap step)
    activate(g, farm, 0)
    assert g.state.players[0].pool[0] == 4 and ids(g, "Remote Farm") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Remote Farm"]


def test_hickory_woodlot_without_counters_cant_pay_its_cost() -> None:
    """CR 602.2b/601.2h: a counter that isn't there can't be removed, so no mana."""
    s = _main(Scenario())
    s.battlefield(0, "Hickory Woodlot")
    woodlot2 = s.battlefield(0, "Sandstone Needle", counters={"depletion": 1})
    g = s.start()
    acts = [a for a in g.legal_actions() if getattr(a, "kind", "") == "activate"]
    assert {getattr(a, "oid", None) for a in acts} == {woodlot2}
    activate(g, woodlot2, 0)
    assert g.state.players[0].pool[3] == 2 and ids(g, "Sandstone Needle") == []


def test_land_cap_doesnt_untap_while_it_has_a_depletion_counter() -> None:
    """CR 502.3 (2003: 302.1): skipped by the untap step while it has a counter; the upkeep trigger
    removes one (CR 122.1)."""
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    cap = s.battlefield(0, "Land Cap", tapped=True, counters={"depletion": 2})
    delta = s.battlefield(0, "River Delta", tapped=True, counters={"depletion": 1})
    veldt = s.battlefield(0, "Veldt", tapped=True)
    g = s.start()
    _until(g, Step.DRAW, active=0)
    assert g.state.objects[cap].tapped and _counters(g, cap, "depletion") == 1
    assert g.state.objects[delta].tapped and _counters(g, delta, "depletion") == 0
    assert not g.state.objects[veldt].tapped
    _until(g, Step.MAIN1, active=0)
    activate(g, veldt, 0)  # {T}: Add {G}. Put a depletion counter on Veldt.
    assert g.state.players[0].pool[4] == 1 and _counters(g, veldt, "depletion") == 1
    _until(g, Step.DRAW, active=0, turn=g.state.turn + 2)
    assert not g.state.objects[delta].tapped  # no counter left: it untapped
    assert g.state.objects[veldt].tapped and _counters(g, veldt, "depletion") == 0
    assert g.state.objects[cap].tapped and _counters(g, cap, "depletion") == 0  # removed after the untap step


def test_gemstone_mine_any_color_with_the_rider_and_serrated_arrows_stays_uncompiled() -> None:
    """The same rider on a mana ability of any color (CR 605.1a); the intervening-if of Serrated
    Arrows (CR 603.4: checked as it triggers) is not this resolution-time check."""
    s = _main(Scenario())
    mine = s.battlefield(0, "Gemstone Mine", counters={"mining": 1})
    g = s.start()
    activate(g, mine, 0)
    assert sum(g.state.players[0].pool) == 1 and ids(g, "Gemstone Mine") == []
    card, compiled = compiled_card_def(load_pool().get("Serrated Arrows"))
    assert compiled.status != "full" and not card.playable


# -- linked "exile … / return the exiled card" (CR 607.2a, 610.3) ---------------------------------------
def test_linked_exile_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Faceless Butcher", "Petravark"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    # the words must name the exile as its own target: "another target creature" is the same target
    assert compile_text("When CARDNAME enters the battlefield, exile target player other than CARDNAME.",
                        "X").status != "full"


def _butcher_in_play(s: Scenario) -> tuple[Game, int, int]:
    butcher = s.hand(0, "Faceless Butcher")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{B}{B}{R}")
    g = s.start()
    cast(g, butcher)
    resolve_stack(g)
    target(g, bears)
    return g, ids(g, "Faceless Butcher")[0], bears


def test_faceless_butcher_returns_the_exiled_creature_under_its_owners_control() -> None:
    """CR 607.2a: the leaves ability returns the card the enters ability exiled; the link survives
    saving and loading the game (JSON)."""
    s = _main(Scenario())
    bolt = s.hand(0, "Lightning Bolt")
    g, butcher, _bears = _butcher_in_play(s)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]
    g = Game.loads(g.dumps())
    cast(g, bolt, [butcher])
    resolve_stack(g)  # the Bolt: the Butcher dies, its leaves ability triggers
    resolve_stack(g)
    [back] = ids(g, "Grizzly Bears")
    assert g.state.objects[back].controller == 1 and names(g, Zone.EXILE, 1) == []


def test_faceless_butcher_gone_before_its_enters_ability_resolves_exiles_for_ever() -> None:
    """2003 ruling (CR 610.3c): the leaves ability resolves first and returns nothing; then the enters
    ability exiles the creature, which never comes back."""
    s = _main(Scenario())
    bolt = s.hand(0, "Lightning Bolt")
    g, butcher, _bears = _butcher_in_play(s)
    cast(g, bolt, [butcher])  # in response to the enters ability
    resolve_stack(g)  # the Bolt
    resolve_stack(g)  # the leaves ability: nothing exiled yet
    resolve_stack(g)  # the enters ability
    assert names(g, Zone.EXILE, 1) == ["Grizzly Bears"] and ids(g, "Grizzly Bears") == []
    assert not g.state.stack and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Faceless Butcher", "Lightning Bolt"]


def test_petravark_returns_the_land_and_not_a_card_exiled_otherwise() -> None:
    """CR 607.2a, 400.7: only what its own enters ability exiled; Swords to Plowshares' exile is
    not linked. The link is copied with the game (Game.copy)."""
    s = _main(Scenario())
    petravark = s.hand(0, "Petravark")
    swords, bolt = s.hand(0, ["Swords to Plowshares", "Lightning Bolt"])
    land = s.battlefield(1, "Forest")
    other = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{R}{R}{W}")
    g = s.start()
    cast(g, swords, [other])
    resolve_stack(g)
    cast(g, petravark)
    resolve_stack(g)
    target(g, land)
    resolve_stack(g)
    assert ids(g, "Forest") == [] and sorted(names(g, Zone.EXILE, 1)) == ["Forest", "Grizzly Bears"]
    g = g.copy()
    cast(g, bolt, [ids(g, "Petravark")[0]])
    resolve_stack(g)
    resolve_stack(g)  # the leaves ability
    assert len(ids(g, "Forest")) == 1 and names(g, Zone.EXILE, 1) == ["Grizzly Bears"]


# -- "Kicker {A} and/or {B}" (CR 702.33c) ---------------------------------------------------------------
def test_battlemages_compile_fully() -> None:
    pool = load_pool()
    for name in ("Thornscape Battlemage", "Sunscape Battlemage", "Thunderscape Battlemage"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _answer_triggers(g: Game, wanted: list[object]) -> None:
    """Order simultaneous triggers any way and give each the first of ``wanted`` it may target."""
    from oldframe.rules.actions import ChooseTarget

    while g.state.decision is not None and g.state.decision.kind != "priority":
        acts = legal(g)
        pick = next((a for w in wanted for a in acts if isinstance(a, ChooseTarget) and a.target == w), acts[0])
        g.apply(pick)


def test_thornscape_battlemage_kicked_with_both_kickers_does_both() -> None:
    """CR 702.33c: both kickers paid; each "if it was kicked with its … kicker" ability triggers."""
    s = _main(Scenario())
    mage = s.hand(0, "Thornscape Battlemage")
    thopter = s.battlefield(1, "Ornithopter")
    s.pool(0, "{2}{G}{R}{W}")
    g = s.start()
    assert CastWith(mage, "kicker_ab", 0) in legal(g)
    g.apply(CastWith(mage, "kicker_ab", 0))
    resolve_stack(g)
    _answer_triggers(g, [("player", 1), ("object", thopter)])
    assert len(g.state.stack) == 2
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[1].life == 18 and ids(g, "Ornithopter") == []
    assert sum(g.state.players[0].pool) == 0


def test_sunscape_battlemage_kicked_with_one_kicker_does_only_that() -> None:
    """CR 702.33c: the {2}{U} kicker alone: draw two cards, no "destroy target creature with flying"."""
    s = _main(Scenario())
    mage = s.hand(0, "Sunscape Battlemage")
    s.battlefield(1, "Ornithopter")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.pool(0, "{2}{W}{2}{U}")
    g = s.start()
    assert CastWith(mage, "kicker_ab", 0) not in legal(g)  # {1}{G} more can't be paid
    g.apply(CastWith(mage, "kicker_b", 0))
    resolve_stack(g)
    _answer_triggers(g, [])
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 2 and len(ids(g, "Ornithopter")) == 1
    g2 = Game.loads(g.dumps())  # the kickers paid are saved with the game
    assert g2.state.effects == g.state.effects


def test_thunderscape_battlemage_unkicked_triggers_nothing() -> None:
    s = _main(Scenario())
    mage = s.hand(0, "Thunderscape Battlemage")
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, mage)
    resolve_stack(g)
    assert g.state.stack == [] and ids(g, "Thunderscape Battlemage")


def test_wormfang_newt_exiles_a_chosen_land_and_returns_it() -> None:
    """Not a target: the controller chooses as it resolves (CR 608.2c); the linked leaves ability
    returns that land (CR 607.2a)."""
    s = _main(Scenario())
    newt, bolt = s.hand(0, ["Wormfang Newt", "Lightning Bolt"])
    island, mountain = s.battlefield(0, "Island", tapped=True), s.battlefield(0, "Mountain", tapped=True)
    s.pool(0, "{1}{U}{R}")
    g = s.start()
    cast(g, newt)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability: a choice of the two lands
    d = g.state.decision
    assert d is not None and d.kind == "pick" and sorted(d.data["options"]) == sorted([island, mountain])
    choose(g, mountain)
    assert ids(g, "Mountain") == [] and names(g, Zone.EXILE, 0) == ["Mountain"]
    assert compiled_card_def(load_pool().get("Wormfang Turtle"))[1].status == "full"
    cast(g, bolt, [ids(g, "Wormfang Newt")[0]])
    resolve_stack(g)
    resolve_stack(g)  # the leaves ability
    assert len(ids(g, "Mountain")) == 1 and names(g, Zone.EXILE, 0) == [] and ids(g, "Island") == [island]
