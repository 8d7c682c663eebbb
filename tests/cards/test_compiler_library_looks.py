"""Looking at and sorting the top of a library (compiler/library_looks.py, rules/atoms/library_looks.py):
Impulse, Sleight of Hand, Prophetic Bolt, Brainstorm, Opt (scry), Mulch — played through the public API,
every sentence checked against the library and hand; the cards looked at are shown to their owner only."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.events import LibraryLooked, Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, player, resolve_stack


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


def _library(g: Game, p: int = 0) -> list[str]:
    """Top card first."""
    return [g.state.objects[o].card.name for o in reversed(g.state.players[p].library)]


def _options(g: Game) -> list[str]:
    return sorted(g.state.objects[a.oid].card.name for a in g.legal_actions() if isinstance(a, ChooseObject))


def _pick(g: Game, name: str) -> None:
    choose(g, next(a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)
                   and g.state.objects[a.oid].card.name == name))


TOP5 = ["Forest", "Lightning Bolt", "Counterspell", "Grizzly Bears", "Shock"]


def _setup(spell: str, mana: str) -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    oid = s.hand(0, spell)
    s.library(0, TOP5)
    s.pool(0, mana)
    return s.start(), oid


def test_library_looks_compile_and_render_back() -> None:
    renders_back("Impulse", "Sleight of Hand", "Prophetic Bolt", "Brainstorm", "Opt", "Mulch")


def test_impulse_keeps_one_of_the_top_four_and_puts_the_rest_on_the_bottom_in_the_chosen_order() -> None:
    g, impulse = _setup("Impulse", "{1}{U}")
    start = len(g.log)
    cast(g, impulse)
    resolve_stack(g)
    seen = [e for e in g.events_for(0, start) if isinstance(e, LibraryLooked)]
    assert seen and sorted(seen[0].names) == sorted(TOP5[:4])  # sentence 1: P1 looks at the top four …
    hidden = [e for e in g.events_for(1, start) if isinstance(e, LibraryLooked)]
    assert hidden and hidden[0].oids is None and hidden[0].names is None  # … and P2 learns nothing
    assert g.pending is not None and g.pending.kind == "pick" and _options(g) == sorted(TOP5[:4])
    _pick(g, "Counterspell")  # sentence 2: one into the hand …
    assert names(g, Zone.HAND, 0) == ["Counterspell"]
    assert _options(g) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    _pick(g, "Lightning Bolt")  # … the rest on the bottom, one at a time
    _pick(g, "Forest")
    assert _library(g) == ["Shock", "Lightning Bolt", "Forest", "Grizzly Bears"]


def test_sleight_of_hand_one_to_hand_the_other_to_the_bottom() -> None:
    g, sleight = _setup("Sleight of Hand", "{U}")
    cast(g, sleight)
    resolve_stack(g)
    assert _options(g) == ["Forest", "Lightning Bolt"]
    _pick(g, "Lightning Bolt")
    assert names(g, Zone.HAND, 0) == ["Lightning Bolt"]
    assert _library(g) == ["Counterspell", "Grizzly Bears", "Shock", "Forest"]
    assert g.pending is not None and g.pending.kind == "priority"


def test_prophetic_bolt_deals_damage_then_looks() -> None:
    g, bolt = _setup("Prophetic Bolt", "{3}{U}{R}")
    cast(g, bolt, [player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 16
    assert _options(g) == sorted(TOP5[:4])  # "one of those cards": the four looked at
    _pick(g, "Grizzly Bears")
    for _ in range(2):
        _pick(g, _options(g)[0])
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    assert _library(g) == ["Shock", "Counterspell", "Forest", "Lightning Bolt"]


def test_brainstorm_draws_three_then_puts_two_back_on_top() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    storm = s.hand(0, "Brainstorm")
    s.hand(0, "Giant Growth")
    s.library(0, TOP5)
    s.pool(0, "{U}")
    g = s.start()
    cast(g, storm)
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == sorted(["Giant Growth", *TOP5[:3]])  # sentence 1: draw three
    assert _options(g) == sorted(["Giant Growth", *TOP5[:3]])
    _pick(g, "Giant Growth")
    _pick(g, "Forest")  # the last put back is the new top card
    assert sorted(names(g, Zone.HAND, 0)) == ["Counterspell", "Lightning Bolt"]
    assert _library(g) == ["Forest", "Giant Growth", "Grizzly Bears", "Shock"]


def test_opt_scry_1_bottom_or_keep_then_draw() -> None:
    for to_bottom in (True, False):
        g, opt = _setup("Opt", "{U}")
        cast(g, opt)
        resolve_stack(g)
        assert g.pending is not None and g.pending.kind == "pick" and _options(g) == ["Forest"]
        assert ChooseYesNo(False) in g.legal_actions()  # "any number": none is fine
        if to_bottom:
            _pick(g, "Forest")
            assert names(g, Zone.HAND, 0) == ["Lightning Bolt"] and _library(g)[-1] == "Forest"
        else:
            g.apply(ChooseYesNo(False))
            assert names(g, Zone.HAND, 0) == ["Forest"]


def test_mulch_reveals_four_lands_to_hand_rest_to_graveyard() -> None:
    g, mulch = _setup("Mulch", "{1}{G}")
    start = len(g.log)
    cast(g, mulch)
    resolve_stack(g)
    assert sorted(e.name for e in g.events_for(1, start) if isinstance(e, Revealed)) == sorted(TOP5[:4])
    assert names(g, Zone.HAND, 0) == ["Forest"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Counterspell", "Grizzly Bears", "Lightning Bolt", "Mulch"]
    assert _library(g) == ["Shock"]


def test_intuition_searcher_picks_three_opponent_picks_one_for_the_hand() -> None:
    """Sentence 1: three cards searched and revealed to both players; sentence 2: the target opponent
    chooses (their decision); sentence 3: that one to the hand, the rest to the graveyard; then shuffle."""
    renders_back("Intuition")
    g, intuition = _setup("Intuition", "{2}{U}")
    cast(g, intuition, [player(1)])
    resolve_stack(g)
    for name in ("Shock", "Lightning Bolt", "Counterspell"):
        assert g.pending is not None and g.pending.kind == "pick" and g.pending.player == 0
        _pick(g, name)
    d = g.pending
    assert d is not None and d.kind == "pick" and d.player == 1  # the opponent chooses
    assert _options(g) == ["Counterspell", "Lightning Bolt", "Shock"]
    assert sorted(e.name for e in g.events_for(1) if isinstance(e, Revealed)) == ["Counterspell", "Lightning Bolt",
                                                                                   "Shock"]
    _pick(g, "Counterspell")
    assert names(g, Zone.HAND, 0) == ["Counterspell"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Intuition", "Lightning Bolt", "Shock"]
    assert sorted(_library(g)) == ["Forest", "Grizzly Bears"]


def test_sylvan_library_keeps_drawn_cards_for_life_or_puts_them_back() -> None:
    """"At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards
    in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your
    library." — the step's own draw counts as drawn this turn; a card held from before does not."""
    renders_back("Sylvan Library")
    s = Scenario()
    s.turn(active=0, step=Step.DRAW)
    s.battlefield(0, "Sylvan Library")
    s.hand(0, "Giant Growth")
    s.library(0, TOP5)
    g = s.start()
    assert names(g, Zone.HAND, 0) == ["Giant Growth", "Forest"]  # the draw step's draw
    resolve_stack(g)
    g.apply(ChooseYesNo(True))  # "you may draw two additional cards"
    assert sorted(names(g, Zone.HAND, 0)) == ["Counterspell", "Forest", "Giant Growth", "Lightning Bolt"]
    assert _options(g) == ["Counterspell", "Forest", "Lightning Bolt"]  # drawn this turn only
    _pick(g, "Lightning Bolt")
    g.apply(ChooseYesNo(True))  # pay 4 life: keep it
    assert g.state.players[0].life == 16
    assert _options(g) == ["Counterspell", "Forest"]
    _pick(g, "Counterspell")
    g.apply(ChooseYesNo(False))  # put it on top
    assert sorted(names(g, Zone.HAND, 0)) == ["Forest", "Giant Growth", "Lightning Bolt"]
    assert _library(g)[:2] == ["Counterspell", "Grizzly Bears"] and g.state.players[0].life == 16
    assert g.pending is not None and g.pending.kind == "priority"


def test_sylvan_library_declined_draws_nothing_extra() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DRAW)
    s.battlefield(0, "Sylvan Library")
    s.library(0, TOP5)
    g = s.start()
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.HAND, 0) == ["Forest"] and g.state.players[0].life == 20
