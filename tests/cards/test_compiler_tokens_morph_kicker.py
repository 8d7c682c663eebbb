"""The fifth batch of Oracle-compiler template classes, each with at least two real cards played in
real games: token creation ("Create N P/T colour Type creature token(s) [with keyword]."), "When
CARDNAME is turned face up, …" (morph triggers), and kicker on permanents ("Kicker {cost}", "If
CARDNAME was kicked, it enters the battlefield with N +1/+1 counters on it [and with keyword].",
"When CARDNAME enters the battlefield, if it was kicked, …") and "… doesn't untap during your / its
controller's next untap step."."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith, Unmorph
from oldframe.rules.characteristics import colors_of, has_keyword, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    cast,
    ids,
    names,
    obj,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _main(s: Scenario) -> Scenario:
    s.turn(active=0, step=Step.MAIN1)
    return s


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def _tokens(g: Game, controller: int = 0) -> list[int]:
    return [o for o in g.state.battlefield if obj(g, o).is_token and obj(g, o).controller == controller]


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Call of the Herd", "Roar of the Wurm", "Crush of Wurms", "Goblin Offensive", "Siege-Gang Commander",
                 "Penumbra Wurm", "Sliver Queen", "Goblin Trenches", "Errand of Duty", "Skirk Marauder",
                 "Echo Tracer", "Bloodstoke Howler", "Liege of the Axe", "Pouncing Kavu", "Llanowar Elite",
                 "Urborg Emissary", "Shivan Emissary"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


# -- token creation (tokens.py; model.CreateTokens) ---------------------------------------------------
def test_call_of_the_herd_and_roar_of_the_wurm_create_one_token() -> None:
    """CR 111.4: a token named for its creature type; it has summoning sickness (CR 302.6)."""
    for name, cost, pt, subtype in (("Call of the Herd", "{2}{G}", (3, 3), "Elephant"),
                                    ("Roar of the Wurm", "{6}{G}", (6, 6), "Wurm")):
        s = _main(Scenario())
        spell = s.hand(0, name)
        s.pool(0, cost)
        g = s.start()
        cast(g, spell)
        resolve_stack(g)
        (tok,) = _tokens(g)
        o = obj(g, tok)
        assert _pt(g, tok) == pt and o.card.subtypes == (subtype,) and o.sick
        assert colors_of(g.state, o) == frozenset({"G"})
        assert name in names(g, Zone.GRAVEYARD, 0)


def test_crush_of_wurms_and_goblin_offensive_create_several_tokens() -> None:
    s = _main(Scenario())
    crush = s.hand(0, "Crush of Wurms")
    s.pool(0, "{6}{G}{G}{G}")
    g = s.start()
    cast(g, crush)
    resolve_stack(g)
    assert [_pt(g, t) for t in _tokens(g)] == [(6, 6)] * 3

    s2 = _main(Scenario())
    offensive = s2.hand(0, "Goblin Offensive")
    s2.pool(0, "{4}{1}{R}{R}")
    g2 = s2.start()
    g2.apply(CastWith(offensive, "x", 4))  # X = 4 (CR 601.2b)
    resolve_stack(g2)
    toks = _tokens(g2)
    assert len(toks) == 4 and all(obj(g2, t).card.subtypes == ("Goblin",) for t in toks)
    assert all(colors_of(g2.state, obj(g2, t)) == frozenset({"R"}) for t in toks)


def test_token_keywords_and_two_colours() -> None:
    """Errand of Duty: a Knight with banding; Goblin Trenches: red and white Goblin Soldiers."""
    s = _main(Scenario())
    errand = s.hand(0, "Errand of Duty")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, errand)
    resolve_stack(g)
    (tok,) = _tokens(g)
    assert has_keyword(g.state, obj(g, tok), "banding") and _pt(g, tok) == (1, 1)

    s2 = _main(Scenario())
    trenches = s2.battlefield(0, "Goblin Trenches")
    s2.battlefield(0, "Mountain")
    s2.pool(0, "{2}")
    g2 = s2.start()
    activate(g2, trenches, 0, costs=ids(g2, "Mountain"))
    resolve_stack(g2)
    toks = _tokens(g2)
    assert len(toks) == 2 and "Mountain" in names(g2, Zone.GRAVEYARD, 0)
    assert all(obj(g2, t).card.subtypes == ("Goblin", "Soldier") for t in toks)
    assert all(colors_of(g2.state, obj(g2, t)) == frozenset({"R", "W"}) for t in toks)
    assert compile_text("Create a 2/2 white and red Knight creature token.", "X", is_permanent=False).status \
        == "none"  # Oracle orders the pair "red and white"


def test_siege_gang_and_penumbra_wurm_create_tokens_on_their_triggers() -> None:
    s = _main(Scenario())
    gang = s.hand(0, "Siege-Gang Commander")
    s.pool(0, "{3}{R}{R}")
    g = s.start()
    cast(g, gang)
    resolve_stack(g)  # the Commander, then its trigger
    resolve_stack(g)
    assert len(_tokens(g)) == 3

    s2 = _main(Scenario())
    wurm = s2.battlefield(0, "Penumbra Wurm")
    terror = s2.hand(1, "Dark Banishing")
    s2.pool(1, "{2}{B}")
    s2.turn(active=1, step=Step.MAIN1)
    g2 = s2.start()
    cast(g2, terror, [wurm])
    resolve_stack(g2)
    resolve_stack(g2)  # the dies trigger
    (tok,) = _tokens(g2)
    o = obj(g2, tok)
    assert _pt(g2, tok) == (6, 6) and has_keyword(g2.state, o, "trample")
    assert colors_of(g2.state, o) == frozenset({"B"}) and o.controller == 0


def test_sliver_queen_makes_colorless_slivers() -> None:
    s = _main(Scenario())
    queen = s.battlefield(0, "Sliver Queen")
    s.pool(0, "{4}")
    g = s.start()
    activate(g, queen)
    resolve_stack(g)
    activate(g, queen)
    resolve_stack(g)
    toks = _tokens(g)
    assert len(toks) == 2 and all(colors_of(g.state, obj(g, t)) == frozenset() for t in toks)
    assert all(obj(g, t).card.subtypes == ("Sliver",) for t in toks)


# -- "When CARDNAME is turned face up, …" (triggers.py) ----------------------------------------------
def test_skirk_marauder_and_echo_tracer_trigger_when_turned_face_up() -> None:
    """CR 702.37f (2003: 502.26e): turning face up is a special action; the trigger then goes on the stack."""
    s = _main(Scenario())
    marauder = s.battlefield(0, "Skirk Marauder", face_down=True)
    s.pool(0, "{2}{R}")
    g = s.start()
    g.apply(Unmorph(marauder))
    target(g, player(1))
    resolve_stack(g)
    assert g.state.players[1].life == 18

    s2 = _main(Scenario())
    tracer = s2.battlefield(0, "Echo Tracer", face_down=True)
    bears = s2.battlefield(1, "Grizzly Bears")
    s2.pool(0, "{2}{U}")
    g2 = s2.start()
    g2.apply(Unmorph(tracer))
    target(g2, bears)
    resolve_stack(g2)
    assert names(g2, Zone.HAND, 1) == ["Grizzly Bears"]


def test_face_up_trigger_does_not_fire_when_cast_face_up() -> None:
    """Played face up, a morph creature is never turned face up: no trigger (CR 702.37f)."""
    s = _main(Scenario())
    liege = s.hand(0, "Liege of the Axe")
    s.pool(0, "{3}{W}")
    g = s.start()
    cast(g, liege)
    resolve_stack(g)
    assert ids(g, "Liege of the Axe") and not g.state.stack


def test_liege_of_the_axe_untaps_and_bloodstoke_howler_pumps_beasts() -> None:
    s = _main(Scenario())
    liege = s.battlefield(0, "Liege of the Axe", face_down=True, tapped=True)
    s.pool(0, "{1}{W}")
    g = s.start()
    g.apply(Unmorph(liege))
    resolve_stack(g)
    assert not obj(g, liege).tapped

    s2 = _main(Scenario())
    howler = s2.battlefield(0, "Bloodstoke Howler", face_down=True)
    beast = s2.battlefield(0, "Enormous Baloth")
    other = s2.battlefield(1, "Enormous Baloth")
    bears = s2.battlefield(0, "Grizzly Bears")
    s2.pool(0, "{6}{R}")
    g2 = s2.start()
    g2.apply(Unmorph(howler))
    resolve_stack(g2)
    assert _pt(g2, beast) == (10, 7) and _pt(g2, howler) == (6, 4)  # a 3/4 Beast itself
    assert _pt(g2, other) == (7, 7) and _pt(g2, bears) == (2, 2)


# -- kicker on permanents (keyword_abilities.py, triggers.py; rules.altcosts) -------------------------
def test_pouncing_kavu_and_llanowar_elite_enter_with_counters_when_kicked() -> None:
    """CR 702.33d (2003: 502.21): "if it was kicked" reads the kicker paid as it was cast."""
    s = _main(Scenario())
    kavu = s.hand(0, "Pouncing Kavu")
    s.pool(0, "{1}{R}{2}{R}")
    g = s.start()
    g.apply(CastWith(kavu, "kicker", 0))
    resolve_stack(g)
    (k,) = ids(g, "Pouncing Kavu")
    assert _pt(g, k) == (3, 3) and has_keyword(g.state, obj(g, k), "haste")
    assert has_keyword(g.state, obj(g, k), "first strike")

    s2 = _main(Scenario())
    elite = s2.hand(0, "Llanowar Elite")
    kavu2 = s2.hand(0, "Pouncing Kavu")
    s2.pool(0, "{G}{8}{1}{R}")
    g2 = s2.start()
    g2.apply(CastWith(elite, "kicker", 0))
    resolve_stack(g2)
    cast(g2, kavu2)  # not kicked: a plain 1/1
    resolve_stack(g2)
    (e,) = ids(g2, "Llanowar Elite")
    assert _pt(g2, e) == (6, 6)
    (k2,) = ids(g2, "Pouncing Kavu")
    assert _pt(g2, k2) == (1, 1) and not has_keyword(g2.state, obj(g2, k2), "haste")


def test_emissaries_trigger_only_if_kicked() -> None:
    """An intervening-if (CR 603.4; 2003: 404.3): no trigger without the kicker."""
    s = _main(Scenario())
    emissary = s.hand(0, "Urborg Emissary")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{B}{1}{U}")
    g = s.start()
    g.apply(CastWith(emissary, "kicker", 0))
    resolve_stack(g)
    target(g, bears)
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"]
    assert not g.state.stack

    s2 = _main(Scenario())
    shivan = s2.hand(0, "Shivan Emissary")
    bears2 = s2.battlefield(1, "Grizzly Bears")
    shivan2 = s2.hand(0, "Shivan Emissary")
    s2.pool(0, "{B}{R}{R}{R}{R}{R}{R}{R}")
    g2 = s2.start()
    g2.apply(CastWith(shivan, "kicker", 0))
    resolve_stack(g2)
    target(g2, bears2)
    resolve_stack(g2)
    assert "Grizzly Bears" in names(g2, Zone.GRAVEYARD, 1)
    cast(g2, shivan2)  # unkicked: no trigger
    resolve_stack(g2)
    assert len(ids(g2, "Shivan Emissary")) == 2 and not g2.state.stack and g2.state.decision is not None
    assert g2.state.decision.kind == "priority"


def test_kicker_lines_are_refused_where_they_mean_something_else() -> None:
    # a spell's kicker is understood (spell_lines.py), but not a new target in an "… instead" instruction
    assert compile_text("Kicker {1}{R}\nTarget player discards a card. If this spell was kicked, target creature "
                        "gets +1/+1 until end of turn instead.", "X", is_permanent=False).status != "full"
    assert compile_text("If CARDNAME was kicked, it enters the battlefield with a -1/-1 counter on it.",
                        "X").status == "none"
    assert compile_text("When CARDNAME dies, if it was kicked, draw a card.", "X").status == "none"


# -- "… doesn't untap during your / its controller's next untap step." (rules.atoms.turns_hands) ------
def test_cinder_marsh_stays_tapped_through_one_untap_step() -> None:
    """CR 502.3 (2003: 302.1): the effect lasts through its controller's next untap step only."""
    s = _main(Scenario())
    marsh = s.battlefield(0, "Cinder Marsh")
    g = s.start()
    activate(g, marsh, 1)  # {T}: Add {B} (the choice's first colour)
    assert tuple(g.state.players[0].pool) == (0, 0, 1, 0, 0, 0) and obj(g, marsh).tapped
    pass_until(g, Step.UPKEEP, active=1)
    assert obj(g, marsh).tapped
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, marsh).tapped  # its next untap step: skipped
    pass_until(g, Step.UPKEEP, active=1)
    pass_until(g, Step.UPKEEP, active=0)
    assert not obj(g, marsh).tapped  # and then it untaps as usual


def test_elvish_hunter_and_barls_cage_hold_an_opponents_creature() -> None:
    for name, cost in (("Elvish Hunter", "{1}{G}"), ("Barl's Cage", "{3}")):
        s = _main(Scenario())
        source = s.battlefield(0, name)
        bears = s.battlefield(1, "Grizzly Bears", tapped=True)
        other = s.battlefield(1, "Hill Giant", tapped=True)
        s.pool(0, cost)
        g = s.start()
        activate(g, source, 0, [bears])
        resolve_stack(g)
        pass_until(g, Step.UPKEEP, active=1)
        assert obj(g, bears).tapped and not obj(g, other).tapped
        pass_until(g, Step.UPKEEP, active=0)
        pass_until(g, Step.UPKEEP, active=1)
        assert not obj(g, bears).tapped


def test_apes_of_rath_doesnt_untap_after_attacking() -> None:
    s = _main(Scenario())
    apes = s.battlefield(0, "Apes of Rath")
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS)
    attack(g, {apes: 1})
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=1)
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, apes).tapped and g.state.players[1].life == 15
    assert compile_text("{T}: Target player doesn't untap during its controller's next untap step.", "X").status \
        == "none"
