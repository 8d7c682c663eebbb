"""Tokens counted by a destroyed permanent's mana value (compiler/lki_life.py, rules/atoms/lki_life.py):
"Destroy target enchantment. Create X 1/1 green Saproling creature tokens, where X is that enchantment's
mana value." (Aura Mutation), Artifact Mutation — the mana value (2003: converted mana cost, 203.3) of the
permanent as it last existed on the battlefield (CR 608.2h; 2003: 413.2f). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_mutations_compile_and_render_back() -> None:
    pool = load_pool(printings=False)
    for name in ("Aura Mutation", "Artifact Mutation", "Aether Mutation", "Death Mutation"):
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_aura_mutation_makes_as_many_saprolings_as_the_enchantments_mana_value() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mutation = s.hand(0, "Aura Mutation")
    crusade = s.battlefield(1, "Crusade")  # {W}{W}: mana value 2
    s.pool(0, "{G}{W}")
    g = s.start()
    cast(g, mutation, targets=[crusade])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Crusade"]
    tokens = [g.state.objects[o] for o in g.state.battlefield if g.state.objects[o].controller == 0]
    assert len(tokens) == 2 and all("Saproling" in t.card.subtypes for t in tokens)


def test_artifact_mutation_of_a_zero_mana_value_artifact_makes_no_token() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mutation = s.hand(0, "Artifact Mutation")
    thopter = s.battlefield(1, "Ornithopter")
    s.pool(0, "{R}{G}")
    g = s.start()
    cast(g, mutation, targets=[thopter])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Ornithopter"] and names(g, Zone.BATTLEFIELD, 0) == []


def test_aether_mutation_counts_the_returned_creature_as_it_last_was_on_the_battlefield() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mutation = s.hand(0, "Aether Mutation")
    wurm = s.battlefield(1, "Craw Wurm")  # {4}{G}{G}: mana value 6
    s.pool(0, "{3}{G}{U}")
    g = s.start()
    cast(g, mutation, targets=[wurm])
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Craw Wurm"]
    assert len([o for o in g.state.battlefield if g.state.objects[o].controller == 0]) == 6
