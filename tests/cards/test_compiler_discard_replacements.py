"""Where a discarded card goes instead of the graveyard (compiler/discard_replacements.py,
rules/atoms/discard_replacements.py; CR 614.1a, 614.6; 2003: 419.6): Dodecapod and Library of Leng."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, apply_first, cast, ids, names, obj, player, resolve_stack


@pytest.mark.parametrize("name", ["Dodecapod", "Library of Leng"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        if "CARDNAME" not in line.line:
            assert line.rendered == line.line


@pytest.mark.parametrize("caster", [1, 0])
def test_dodecapod_discarded_by_an_opponents_spell_enters_with_counters(caster: int) -> None:
    """Mind Rot cast by the opponent: the Dodecapod enters with two +1/+1 counters; cast by its own owner
    (not an opponent's spell) it goes to the graveyard."""
    s = Scenario()
    s.turn(active=caster, step=Step.MAIN1)
    s.hand(0, "Dodecapod")
    rot = s.hand(caster, "Mind Rot")
    s.pool(caster, "{2}{B}")
    g = s.start()
    cast(g, rot, [player(0)])
    resolve_stack(g)
    if caster == 1:
        pod = ids(g, "Dodecapod")
        assert len(pod) == 1 and obj(g, pod[0]).counters == {"+1/+1": 2}
        assert obj(g, pod[0]).controller == 0
        assert "Dodecapod" not in names(g, Zone.GRAVEYARD, 0)
    else:
        assert "Dodecapod" in names(g, Zone.GRAVEYARD, 0)


@pytest.mark.parametrize("top", [True, False])
def test_library_of_leng_lets_its_controller_keep_a_discard_on_top(top: bool) -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Library of Leng")
    s.hand(0, "Lightning Bolt")
    rot = s.hand(1, "Mind Rot")
    s.library(0, ["Island"])
    s.pool(1, "{2}{B}")
    g = s.start()
    cast(g, rot, [player(0)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 0
    apply_first(g, 0 if top else 1)
    library = [g.state.objects[o].card.name for o in g.state.players[0].library]
    assert (library[-1] == "Lightning Bolt") == top  # the list's end is the top
    assert ("Lightning Bolt" in names(g, Zone.GRAVEYARD, 0)) != top
