"""The seventh batch of Oracle-compiler template classes, each with at least two real cards played in
real games: "Put target … on top of its owner's library." (Repel, Aura Extraction, the
Apprentices' "{U}, {T}: Put target creature you control …") and "Put target card from your
graveyard on top of your library." (Reclaim, Haunted Crossroads)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, names, resolve_stack


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _top(g: Game, p: int) -> str:
    """The name of the top card of player ``p``'s library (the end of the list)."""
    return g.state.objects[g.state.players[p].library[-1]].card.name


def test_cards_of_these_templates_compile_fully() -> None:
    pool = load_pool()
    for name in ("Repel", "Time Ebb", "Forced Retreat", "Aura Extraction", "Disempower", "Fallow Earth",
                 "Temporal Spring", "King Crab", "Sunscape Apprentice", "Nightscape Apprentice",
                 "Civic Guildmage", "Reclaim", "Salvage", "False Mourning", "Haunted Crossroads",
                 "Volrath's Stronghold"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


# -- "Put target … on top of its owner's library." (effects.py, atoms.compiled.PutOnTopOfLibrary) -------
def test_repel_puts_a_creature_on_top_of_its_owners_library() -> None:
    """CR 400.3 (2003: 217.1): a card goes to its owner's library, whoever controlled it."""
    s = _main(Scenario())
    repel = s.hand(0, "Repel")
    bears = s.battlefield(1, "Grizzly Bears", controller=0)  # owned by player 1, controlled by player 0
    s.library(1, ["Shock", "Shock"])
    s.pool(0, "{3}{U}")
    g = s.start()
    cast(g, repel, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and _top(g, 1) == "Grizzly Bears"
    assert len(g.state.players[1].library) == 3 and names(g, Zone.GRAVEYARD, 0) == ["Repel"]


def test_aura_extraction_puts_an_enchantment_on_top_and_a_token_vanishes() -> None:
    s = _main(Scenario())
    extraction = s.hand(0, "Aura Extraction")
    aura = s.battlefield(1, "Crusade")
    s.library(1, "Shock")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, extraction, [aura])
    resolve_stack(g)
    assert ids(g, "Crusade") == [] and _top(g, 1) == "Crusade"
    # never a spell or a player; never a card from a graveyard ("its owner's library")
    assert compile_text("Put target spell on top of its owner's library.", "X", is_permanent=False).status != "full"
    assert compile_text("Put target card from your graveyard on top of its owner's library.", "X",
                        is_permanent=False).status != "full"


def test_sunscape_apprentice_puts_its_controllers_own_creature_on_top() -> None:
    s = _main(Scenario())
    apprentice = s.battlefield(0, "Sunscape Apprentice")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Shock")
    s.pool(0, "{U}")
    g = s.start()
    activate(g, apprentice, 1, [bears])  # its second ability ("{G}, {T}: …" comes first)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and _top(g, 0) == "Grizzly Bears"
    assert g.state.objects[apprentice].tapped


def test_king_crab_puts_only_a_green_creature_on_top() -> None:
    s = _main(Scenario())
    crab = s.battlefield(0, "King Crab")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{U}")
    g = s.start()
    activate(g, crab, 0, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and _top(g, 1) == "Grizzly Bears"


# -- "Put target card from your graveyard on top of your library." ------------------------------------
def test_reclaim_puts_a_card_from_your_graveyard_on_top() -> None:
    s = _main(Scenario())
    reclaim = s.hand(0, "Reclaim")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.library(0, "Shock")
    s.pool(0, "{G}")
    g = s.start()
    cast(g, reclaim, [bolt])
    resolve_stack(g)
    assert _top(g, 0) == "Lightning Bolt" and names(g, Zone.GRAVEYARD, 0) == ["Reclaim"]


def test_haunted_crossroads_puts_back_only_a_creature_card() -> None:
    s = _main(Scenario())
    crossroads = s.battlefield(0, "Haunted Crossroads")
    bears = s.graveyard(0, "Grizzly Bears")
    s.graveyard(0, "Lightning Bolt")
    s.pool(0, "{B}")
    g = s.start()
    activate(g, crossroads, 0, [bears])
    resolve_stack(g)
    assert _top(g, 0) == "Grizzly Bears" and names(g, Zone.GRAVEYARD, 0) == ["Lightning Bolt"]
