"""Cost modifiers (CR 601.2f; 2003: 409.1f "the total cost … plus all cost increases, minus all cost
reductions"): "Each spell costs {3} more to cast except during its controller's turn." (Defense Grid).
Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every line renders back to its Oracle text."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_cost_modifier_cards_compile_and_render_back() -> None:
    renders_back("Defense Grid")


def _bolt_castable(active: int, caster: int, mana: str) -> bool:
    s = Scenario()
    s.turn(active=active, step=Step.UPKEEP if active != caster else Step.MAIN1)
    s.battlefield(0, "Defense Grid")
    bolt = s.hand(caster, "Lightning Bolt")
    s.pool(caster, mana)
    g = s.start()
    if g.state.decision is not None and g.state.decision.player != caster:
        g.apply(PassPriority())
    return CastSpell(bolt) in g.legal_actions()


def test_defense_grid_taxes_spells_cast_outside_their_controllers_turn() -> None:
    # CR 601.2f: {R} + {3} off turn — with four mana the Bolt can be cast, with one it can't
    assert not _bolt_castable(active=0, caster=1, mana="{R}")
    assert _bolt_castable(active=0, caster=1, mana="{R}{3}")


def test_defense_grid_does_not_tax_spells_on_their_controllers_turn() -> None:
    assert _bolt_castable(active=1, caster=1, mana="{R}")
    # its own controller is taxed too, on the opponent's turn ("each spell")
    assert not _bolt_castable(active=1, caster=0, mana="{R}")
