""""Whenever CARDNAME is dealt damage, sacrifice that many permanents." (CR 120.3, 603.2, 701.17a):
Phyrexian Negator in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastWith, ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, ids, names, resolve_stack, target


def test_negator_compiles_fully_and_that_many_needs_an_amount() -> None:
    card, compiled = compiled_card_def(load_pool().get("Phyrexian Negator"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text("When CARDNAME enters the battlefield, sacrifice that many permanents.", "X").status != "full"


def test_negator_dealt_three_damage_sacrifices_three_chosen_permanents() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    negator = s.battlefield(0, "Phyrexian Negator")
    swamps = s.lands(0, "Swamp", 3)
    keep = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, bolt, [negator])
    resolve_stack(g)  # 3 damage: the ability triggers
    resolve_stack(g)
    for pick in swamps:
        d = g.state.decision
        assert d is not None and d.kind == "sacrifice" and d.player == 0
        offered = {a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)}
        assert pick in offered and negator in offered and keep in offered
        choose(g, pick)
    assert ids(g, "Swamp") == [] and ids(g, "Grizzly Bears") == [keep] and ids(g, "Phyrexian Negator") == [negator]
    assert names(g, Zone.GRAVEYARD, 0).count("Swamp") == 3


def test_negator_dealt_lethal_damage_takes_everything_left_without_a_choice() -> None:
    """The Negator is destroyed first (CR 704.5g); five to sacrifice, two permanents left: both go."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    negator = s.battlefield(0, "Phyrexian Negator")
    s.lands(0, "Swamp", 2)
    blaze = s.hand(1, "Blaze")
    s.pool(1, "{5}{R}")
    g = s.start()
    g.apply(CastWith(blaze, "x", 5))
    target(g, negator)
    resolve_stack(g)
    assert ids(g, "Phyrexian Negator") == [] and len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Swamp") == [] and not g.state.stack
