"""Counter templates, each with at least two real cards played in real games: "enters the battlefield
with X +1/+1 counters on it" (Ivy Elemental, Krakilin, Shifting Wall) and depletion counters (the
Mercadian Masques depletion lands; Land Cap and its cycle; Gemstone Mine)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith
from oldframe.rules.characteristics import chars
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    ScenarioError,
    activate,
    cast,
    ids,
    legal,
    names,
    pass_until,
    play_land,
    resolve_stack,
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


def test_gemstone_mine_any_color_with_the_rider_and_serrated_arrows_as_an_intervening_if() -> None:
    """The same rider on a mana ability of any color (CR 605.1a); Serrated Arrows' words right after its
    trigger are an intervening-if instead (CR 603.4: checked as it triggers; compiler/upkeep_players.py)."""
    s = _main(Scenario())
    mine = s.battlefield(0, "Gemstone Mine", counters={"mining": 1})
    g = s.start()
    activate(g, mine, 0)
    assert sum(g.state.players[0].pool) == 1 and ids(g, "Gemstone Mine") == []
    card, compiled = compiled_card_def(load_pool().get("Serrated Arrows"))
    (upkeep,) = card.behaviour.triggered
    assert compiled.status == "full" and upkeep.trigger.condition == "no_counters:arrowhead"
