"""Keywords granted to permanents other than creatures (CR 611.3a, 613.1f, 702.18): Sterling Grove and
Hanna's Custody in real games."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import comparable
from oldframe.cards.compiler.render import render_selector
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastSpell
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.model.cards import Selector
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, resolve_stack


def test_the_cards_compile_fully_and_the_selector_renders_its_types() -> None:
    pool = load_pool()
    for name in ("Sterling Grove", "Hanna's Custody"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    both = Selector("creatures_you_control", types=frozenset({"Land", "Creature"}))
    assert comparable(render_selector(both), {}) == "Creatures and lands you control"


def test_sterling_grove_shields_your_other_enchantments_but_not_itself() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    grove = s.battlefield(0, "Sterling Grove")
    fervor = s.battlefield(0, "Fervor")
    theirs = s.battlefield(1, "Fervor")
    disenchant = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g = s.start()
    assert has_keyword(g.state, obj(g, fervor), "shroud") and not has_keyword(g.state, obj(g, grove), "shroud")
    assert not has_keyword(g.state, obj(g, theirs), "shroud")
    g.apply(CastSpell(disenchant))
    options = {t for t in g.state.decision.data["options"]} if g.state.decision is not None else set()
    assert options == {("object", grove), ("object", theirs)}


def test_hannas_custody_shields_every_artifact_and_nothing_else() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Hanna's Custody")
    stone = s.battlefield(1, "Millstone")
    mine = s.battlefield(0, "Millstone")
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    g = s.start()
    assert has_keyword(g.state, obj(g, stone), "shroud") and has_keyword(g.state, obj(g, mine), "shroud")
    assert not has_keyword(g.state, obj(g, bears), "shroud")
    cast(g, bolt, [bears])
    resolve_stack(g)
    assert bears not in g.state.objects
