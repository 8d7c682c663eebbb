""""Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with that
spell." (Dream Halls): an alternative cost every spell has while the permanent is on the battlefield (CR 118.9;
2003 glossary "Alternative Cost"), paid as the spell is cast (CR 601.2h), by whoever casts it."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastWith, ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, legal, names, resolve_stack

HOW = "shared_color_discard"


def test_dream_halls_compiles_fully_and_renders_its_oracle_line() -> None:
    record = load_pool().get("Dream Halls")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def _halls(active: int) -> tuple[Game, int, int, int, int]:
    s = Scenario()
    s.turn(active=active, step=Step.MAIN1)
    s.battlefield(0, "Dream Halls")
    dragon = s.hand(active, "Shivan Dragon")  # {4}{R}{R}, red
    bolt = s.hand(active, "Lightning Bolt")  # red: shares a color
    growth = s.hand(active, "Giant Growth")  # green: doesn't
    golem = s.hand(active, "Obsianus Golem")  # colorless: shares a color with nothing (CR 105.4)
    return s.start(), dragon, bolt, growth, golem


def test_a_spell_is_cast_by_discarding_a_card_of_its_color_instead_of_its_mana_cost() -> None:
    g, dragon, bolt, growth, _ = _halls(0)
    g.apply(CastWith(dragon, HOW, 0))  # no land, no mana: only the discard is paid
    d = g.state.decision
    assert d is not None and d.data["options"] == [bolt]  # not Giant Growth: no shared color
    g.apply(ChooseObject(bolt))
    assert names(g, Zone.GRAVEYARD, 0) == ["Lightning Bolt"]  # discarded as the cost (CR 601.2h)
    resolve_stack(g)
    assert ids(g, "Shivan Dragon") and growth in g.state.players[0].hand


def test_its_controller_may_be_any_player() -> None:
    g, dragon, bolt, _, _ = _halls(1)  # Dream Halls is player 0's; player 1 casts
    g.apply(CastWith(dragon, HOW, 0))
    g.apply(ChooseObject(bolt))
    resolve_stack(g)
    assert ids(g, "Shivan Dragon") and names(g, Zone.GRAVEYARD, 1) == ["Lightning Bolt"]


def test_not_offered_for_a_colorless_spell_nor_without_a_card_sharing_a_color() -> None:
    g, _, bolt, growth, golem = _halls(0)
    offered = {a.oid for a in legal(g) if isinstance(a, CastWith) and a.name == HOW}
    assert golem not in offered and growth not in offered  # Giant Growth: no other green card in hand
    assert bolt in offered  # the Dragon is red too
