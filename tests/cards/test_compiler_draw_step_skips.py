"""Skipping a draw for protection from attacks (compiler/draw_step_skips.py, rules/atoms/draw_step_skips.py):
Island Sanctuary. In its controller's draw step the draw may be skipped (an optional replacement, CR 614.1a,
asked as a replacement choice); then until their next turn only creatures with flying or islandwalk can
attack them (CR 508.1c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import DeclareAttacker, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, apply_first, legal, names, pass_until


def test_island_sanctuary_compiles_fully_and_renders_its_text() -> None:
    renders_back("Island Sanctuary")


def _to_draw_choice(skip: bool) -> Game:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Island Sanctuary")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Wind Drake")
    s.library(0, ["Craw Wurm", "Shock"])
    g = s.start()
    while (d := g.state.decision) is not None and d.kind != "replacement_order":
        assert g.state.turn < 5, "no draw choice came"
        g.apply(PassPriority())
    d = g.state.decision
    assert d is not None and d.player == 0 and d.data["options"] == ["draw", "skip"]
    apply_first(g, 1 if skip else 0)
    return g


def test_skipping_the_draw_keeps_the_card_and_bans_ground_attackers_until_the_next_turn() -> None:
    g = _to_draw_choice(skip=True)
    assert names(g, Zone.HAND, 0) == [] and len(g.state.players[0].library) == 2
    pass_until(g, Step.DECLARE_ATTACKERS, active=1)
    attacks = {(a.attacker, a.defender) for a in legal(g) if isinstance(a, DeclareAttacker)}
    drake = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Wind Drake")
    assert attacks == {(drake, 0)}  # the Bears may not attack; the flier may


def test_drawing_as_usual_changes_nothing() -> None:
    g = _to_draw_choice(skip=False)
    assert names(g, Zone.HAND, 0) == ["Craw Wurm"]
    pass_until(g, Step.DECLARE_ATTACKERS, active=1)
    assert len([a for a in legal(g) if isinstance(a, DeclareAttacker)]) == 2
