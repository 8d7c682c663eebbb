"""The sixth batch of Oracle-compiler template classes, each with at least two real cards played in
real games: "At the beginning of each upkeep, …" (and Saproling tokens), multi-card discards ("Target
player / opponent discards N cards.", "Each player discards a card.", the cost "Discard two cards"),
and the combined combat triggers "Whenever CARDNAME blocks or becomes blocked, …" / "Whenever
CARDNAME attacks or blocks, …"."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    ids,
    names,
    obj,
    pass_until,
    player,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def _tokens(g: Game, controller: int = 0) -> list[int]:
    return [o for o in g.state.battlefield if obj(g, o).is_token and obj(g, o).controller == controller]


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Verdant Force", "Nemata, Grove Guardian", "Zombie Infestation", "Deception", "Fugue", "Unburden",
                 "Abyssal Horror", "Ravenous Rats", "Corrupt Court Official", "Earsplitting Rats",
                 "Sadistic Hypnotist", "Chub Toad", "Dromosaur", "Brushwagg", "Goblin Elite Infantry",
                 "Raging Gorilla", "Lesser Gargadon"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


# -- "At the beginning of each upkeep, …" (triggers.py) and Saproling tokens (tokens.py) -----------------
def test_verdant_force_makes_a_saproling_in_every_upkeep() -> None:
    """CR 503.1 (2003: 502.1): each turn's upkeep belongs to its active player; "each upkeep"
    triggers in the opponent's and in its controller's."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Verdant Force")
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    (tok,) = _tokens(g)
    assert obj(g, tok).card.subtypes == ("Saproling",) and _pt(g, tok) == (1, 1)
    pass_until(g, Step.UPKEEP, active=1)
    resolve_stack(g)
    assert len(_tokens(g)) == 2
    assert compile_text("At the beginning of each upkeep, draw a card.", "X").status == "full"


def test_nemata_creates_saprolings_and_pumps_them() -> None:
    s = _main(Scenario())
    nemata = s.battlefield(0, "Nemata, Grove Guardian")
    s.pool(0, "{4}{G}{G}")
    g = s.start()
    activate(g, nemata, 0)
    resolve_stack(g)
    activate(g, nemata, 0)
    resolve_stack(g)
    first, second = _tokens(g)
    assert obj(g, first).card.subtypes == ("Saproling",)
    activate(g, nemata, 1, costs=[first])  # "Sacrifice a Saproling: Saproling creatures get +1/+1 …"
    resolve_stack(g)
    assert first not in g.state.battlefield and _pt(g, second) == (2, 2)


# -- multi-card discards (effects.py, activated.py) ---------------------------------------------------------
def test_deception_and_fugue_make_a_player_discard_several_cards() -> None:
    """CR 701.8b (2003: glossary "Discard"): the discarding player chooses the cards."""
    s = _main(Scenario())
    deception = s.hand(0, "Deception")
    s.hand(1, ["Shock", "Shock", "Shock"])
    s.pool(0, "{2}{B}")
    g = s.start()
    cast(g, deception, [player(1)])
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 1 and names(g, Zone.GRAVEYARD, 1) == ["Shock", "Shock"]

    s2 = _main(Scenario())
    fugue = s2.hand(0, "Fugue")
    s2.hand(1, ["Shock", "Shock"])
    s2.pool(0, "{3}{B}{B}")
    g2 = s2.start()
    cast(g2, fugue, [player(1)])
    resolve_stack(g2)
    assert g2.state.players[1].hand == [] and len(names(g2, Zone.GRAVEYARD, 1)) == 2
    # "target opponent": never yourself
    assert compile_text("Target opponent discards two cards.", "X", is_permanent=False).status == "full"


def test_abyssal_horror_and_earsplitting_rats_discard_on_entering() -> None:
    s = _main(Scenario())
    horror = s.hand(0, "Abyssal Horror")
    s.hand(1, ["Shock", "Shock", "Shock"])
    s.pool(0, "{4}{B}{B}")
    g = s.start()
    cast(g, horror)
    resolve_stack(g)
    target(g, player(1))
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 1

    s2 = _main(Scenario())
    rats = s2.hand(0, "Earsplitting Rats")
    s2.hand(0, "Shock")
    s2.hand(1, "Shock")
    s2.pool(0, "{3}{B}")
    g2 = s2.start()
    cast(g2, rats)
    resolve_stack(g2)
    resolve_stack(g2)
    assert g2.state.players[0].hand == [] and g2.state.players[1].hand == []
    assert ids(g2, "Shock", Zone.GRAVEYARD)


def test_zombie_infestation_discards_two_cards_as_its_cost() -> None:
    """CR 602.2b (2003: 409.1f): both cards are discarded while the ability is activated; with one
    card in hand it can't be activated."""
    s = _main(Scenario())
    infestation = s.battlefield(0, "Zombie Infestation")
    a, b = s.hand(0, ["Shock", "Giant Growth"])
    g = s.start()
    activate(g, infestation, 0, costs=[a, b])
    assert g.state.players[0].hand == [] and len(g.state.stack) == 1
    resolve_stack(g)
    (tok,) = _tokens(g)
    assert obj(g, tok).card.subtypes == ("Zombie",) and _pt(g, tok) == (2, 2)

    s2 = _main(Scenario())
    inf2 = s2.battlefield(0, "Zombie Infestation")
    s2.hand(0, "Shock")
    g2 = s2.start()
    assert not any(isinstance(act, ActivateAbility) and act.oid == inf2 for act in g2.legal_actions())


# -- "Whenever CARDNAME blocks or becomes blocked" / "attacks or blocks" (triggers.py) ----------------------
def test_chub_toad_triggers_when_blocking_and_when_blocked() -> None:
    """CR 509.3c, 509.3d (2003: 410.9, 309.5): one trigger for either event, once per combat."""
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    toad = s.battlefield(0, "Chub Toad")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Savannah Lions")
    g = s.start()
    attack(g, {toad: 1})
    block(g, {a: toad, b: toad})
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert _pt(g, toad) == (3, 3)

    s2 = Scenario()
    s2.turn(active=1, step=Step.DECLARE_ATTACKERS)
    toad2 = s2.battlefield(0, "Chub Toad")
    bears = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start()
    attack(g2, {bears: 0})
    block(g2, {toad2: bears})
    assert len(g2.state.stack) == 1
    resolve_stack(g2)
    assert _pt(g2, toad2) == (3, 3)


def test_dromosaur_pumps_and_lesser_gargadon_sacrifices_a_land() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    dromo = s.battlefield(0, "Dromosaur")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {bears: 0})
    block(g, {dromo: bears})
    resolve_stack(g)
    assert _pt(g, dromo) == (4, 1)

    s2 = Scenario()
    s2.turn(active=0, step=Step.DECLARE_ATTACKERS)
    gargadon = s2.battlefield(0, "Lesser Gargadon")
    forest = s2.battlefield(0, "Forest")
    g2 = s2.start()
    attack(g2, {gargadon: 1})
    assert len(g2.state.stack) == 1
    resolve_stack(g2)
    assert forest not in g2.state.battlefield and "Forest" in names(g2, Zone.GRAVEYARD, 0)
