"""Hand disruption (compiler/hand_disruption.py, rules/atoms/hand_disruption.py): a hand revealed to
every player, then the spell's controller chooses a qualifying card that is discarded (Duress, Ostracize,
Coercion) or exiled (Mesmeric Fiend), or every card with a chosen name (Cabal Therapy) or of a chosen
color (Persecute) is discarded. Played through the public API; every sentence checked."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith, ChooseColor, ChooseObject, ChooseType
from oldframe.rules.events import Discarded, Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, ids, names, pass_priority, player, resolve_stack


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


def _revealed(g: Game, viewer: int, start: int = 0) -> list[str]:
    """Card names ``viewer`` saw revealed (the public ``Revealed`` events)."""
    return [e.name for e in g.events_for(viewer, start) if isinstance(e, Revealed)]


def test_hand_disruption_compiles_and_renders_back() -> None:
    renders_back("Duress", "Unmask", "Ostracize", "Coercion", "Cabal Therapy", "Persecute", "Mesmeric Fiend")


def test_duress_reveals_the_hand_to_both_players_and_discards_the_chosen_noncreature_nonland_card() -> None:
    """Sentence 1: the hand is revealed (CR 701.15a) — both players see every card. Sentence 2: the
    caster chooses among noncreature, nonland cards only. Sentence 3: that player discards it."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    duress = s.hand(0, "Duress")
    bears, forest, bolt, counter = s.hand(1, ["Grizzly Bears", "Forest", "Lightning Bolt", "Counterspell"])
    s.lands(0, "Swamp", 1)
    g = s.start()
    assert "hand" not in g.view(0)["players"][1]  # hidden before
    start = len(g.log)
    cast(g, duress, [player(1)])
    resolve_stack(g)
    for viewer in (0, 1):
        assert sorted(_revealed(g, viewer, start)) == ["Counterspell", "Forest", "Grizzly Bears", "Lightning Bolt"]
    d = g.pending
    assert d is not None and d.kind == "pick" and d.player == 0
    assert sorted(a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)) == sorted([bolt, counter])
    assert g.view(0)["legal_actions"] and "legal_actions" not in g.view(1)
    choose(g, counter)
    assert names(g, Zone.GRAVEYARD, 1) == ["Counterspell"]
    assert sorted(names(g, Zone.HAND, 1)) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert any(isinstance(e, Discarded) and e.player == 1 for e in g.log[start:])  # a discard (madness would apply)
    assert names(g, Zone.GRAVEYARD, 0) == ["Duress"]
    assert bears in g.state.players[1].hand and forest in g.state.players[1].hand


def test_duress_with_nothing_to_choose_reveals_and_discards_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    duress = s.hand(0, "Duress")
    s.hand(1, ["Grizzly Bears", "Forest"])
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, duress, [player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "priority"
    assert sorted(names(g, Zone.HAND, 1)) == ["Forest", "Grizzly Bears"] and names(g, Zone.GRAVEYARD, 1) == []
    assert sorted(_revealed(g, 0)) == ["Forest", "Grizzly Bears"]


def test_ostracize_chooses_a_creature_card_and_coercion_any_card() -> None:
    for spell, cost, allowed in (("Ostracize", "{B}", {"Grizzly Bears"}),
                                 ("Coercion", "{2}{B}", {"Grizzly Bears", "Forest", "Lightning Bolt"})):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        oid = s.hand(0, spell)
        s.hand(1, ["Grizzly Bears", "Forest", "Lightning Bolt"])
        s.pool(0, cost)
        g = s.start()
        cast(g, oid, [player(1)])
        resolve_stack(g)
        options = {g.state.objects[a.oid].card.name for a in g.legal_actions() if isinstance(a, ChooseObject)}
        assert options == allowed, spell
        choose(g, ids(g, "Grizzly Bears", Zone.HAND)[0])
        assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def test_cabal_therapy_names_a_nonland_card_and_discards_every_copy_then_flashes_back() -> None:
    """"Choose a nonland card name." on resolution (no land is offered); "Target player reveals their hand
    and discards all cards with that name." Flashback—Sacrifice a creature (CR 702.34a)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    therapy = s.hand(0, "Cabal Therapy")
    s.graveyard(1, "Lightning Bolt")  # public: P1 may name it
    s.hand(1, ["Lightning Bolt", "Lightning Bolt", "Grizzly Bears", "Mountain"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, therapy, [player(1)])
    resolve_stack(g)
    d = g.pending
    assert d is not None and d.kind == "choose_word" and d.player == 0
    offered = {a.name for a in g.legal_actions() if isinstance(a, ChooseType)}
    assert "Lightning Bolt" in offered and "Mountain" not in offered and "Swamp" not in offered
    g.apply(ChooseType("Lightning Bolt"))
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Mountain"]
    assert names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"] * 3
    assert sorted(_revealed(g, 1)) == ["Grizzly Bears", "Lightning Bolt", "Lightning Bolt", "Mountain"]
    # flashback: sacrifice a creature; naming Grizzly Bears now discards the one in hand
    therapy_gy = ids(g, "Cabal Therapy", Zone.GRAVEYARD)[0]
    g.apply(CastWith(therapy_gy, "flashback", 0))
    while g.pending is not None and g.pending.kind != "priority":
        d = g.pending
        if d.kind == "target":
            g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("player", 1)))
        else:
            choose(g, bears)
    resolve_stack(g)
    g.apply(ChooseType("Grizzly Bears"))
    assert names(g, Zone.HAND, 1) == ["Mountain"]
    assert names(g, Zone.EXILE, 0) == ["Cabal Therapy"] and ids(g, "Grizzly Bears") == []


def test_persecute_discards_every_card_of_the_chosen_color() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    persecute = s.hand(0, "Persecute")
    s.hand(1, ["Lightning Bolt", "Shock", "Grizzly Bears", "Mountain"])
    s.pool(0, "{2}{B}{B}")
    g = s.start()
    cast(g, persecute, [player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "choose_color"
    g.apply(ChooseColor("R"))
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Mountain"]
    assert sorted(names(g, Zone.GRAVEYARD, 1)) == ["Lightning Bolt", "Shock"]


def test_mesmeric_fiend_exiles_the_chosen_card_until_it_leaves() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    fiend = s.hand(0, "Mesmeric Fiend")
    bolt = s.hand(1, ["Lightning Bolt", "Forest"])[0]
    s.pool(0, "{1}{B}")
    shock = s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start()
    cast(g, fiend)
    resolve_stack(g)  # the creature spell resolves; its trigger asks for a target
    while g.pending is not None and g.pending.kind == "target":
        g.apply(next(a for a in g.legal_actions() if getattr(a, "target", None) == ("player", 1)))
    resolve_stack(g)
    options = {g.state.objects[a.oid].card.name for a in g.legal_actions() if isinstance(a, ChooseObject)}
    assert options == {"Lightning Bolt", "Shock"}
    choose(g, bolt)
    assert names(g, Zone.EXILE, 1) == ["Lightning Bolt"]
    pass_priority(g)
    cast(g, ids(g, "Shock", Zone.HAND)[0], [ids(g, "Mesmeric Fiend")[0]])
    resolve_stack(g)
    while g.pending is not None and g.pending.kind == "priority" and g.state.stack:
        resolve_stack(g)
    assert "Lightning Bolt" in names(g, Zone.HAND, 1) and names(g, Zone.EXILE, 1) == []
    assert shock not in g.state.players[1].hand


def test_cursed_scroll_names_then_reveals_at_random_and_deals_damage_on_a_match() -> None:
    """"{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that card has the
    chosen name, CARDNAME deals 2 damage to any target." — with one card in hand the reveal is certain."""
    from oldframe.testing import activate

    renders_back("Cursed Scroll")
    for named, damage in (("Lightning Bolt", 2), ("Cursed Scroll", 0)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        scroll = s.battlefield(0, "Cursed Scroll")
        s.hand(0, "Lightning Bolt")
        s.pool(0, "{3}")
        g = s.start()
        activate(g, scroll, 0, [player(1)])  # the target is chosen on activation
        resolve_stack(g)
        assert g.pending is not None and g.pending.kind == "choose_word"
        assert {"Lightning Bolt", "Cursed Scroll"} <= {a.name for a in g.legal_actions() if isinstance(a, ChooseType)}
        start = len(g.log)
        g.apply(ChooseType(named))
        assert _revealed(g, 1, start) == ["Lightning Bolt"]  # revealed: the opponent sees it
        assert g.state.players[1].life == 20 - damage, named
        assert names(g, Zone.HAND, 0) == ["Lightning Bolt"]  # revealed, not discarded


def test_lobotomy_exiles_every_copy_of_the_chosen_card_from_three_zones_but_never_basic_lands() -> None:
    renders_back("Lobotomy")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lobotomy = s.hand(0, "Lobotomy")
    bolt = s.hand(1, ["Lightning Bolt", "Mountain", "Grizzly Bears"])[0]
    s.graveyard(1, "Lightning Bolt")
    s.library(1, ["Forest", "Lightning Bolt", "Shock"])
    s.pool(0, "{2}{U}{B}")
    g = s.start()
    cast(g, lobotomy, [player(1)])
    resolve_stack(g)
    assert sorted(g.state.objects[a.oid].card.name for a in g.legal_actions() if isinstance(a, ChooseObject)) \
        == ["Grizzly Bears", "Lightning Bolt"]  # "other than a basic land card": no Mountain
    choose(g, bolt)
    assert names(g, Zone.EXILE, 1) == ["Lightning Bolt"] * 3
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Mountain"]
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Forest", "Shock"] and names(g, Zone.GRAVEYARD, 1) == []


def test_tsabos_decree_discards_and_destroys_the_chosen_type_of_that_player_only() -> None:
    renders_back("Tsabo's Decree")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decree = s.hand(0, "Tsabo's Decree")
    s.hand(1, ["Goblin Piker", "Grizzly Bears", "Lightning Bolt"])
    theirs = s.battlefield(1, "Goblin Piker")
    s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Goblin Piker")
    s.pool(0, "{5}{B}")
    g = s.start()
    cast(g, decree, [player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "choose_creature_type"
    g.apply(ChooseType("Goblin"))
    assert sorted(names(g, Zone.HAND, 1)) == ["Grizzly Bears", "Lightning Bolt"]
    assert names(g, Zone.GRAVEYARD, 1) == ["Goblin Piker", "Goblin Piker"]
    assert theirs not in g.state.objects and ids(g, "Goblin Piker") == [mine]  # "that player controls"
    assert ids(g, "Grizzly Bears")
