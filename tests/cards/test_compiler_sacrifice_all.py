""""As an additional cost to cast this spell, sacrifice all permanents you control and discard your hand."
(Kaervek's Spite): paid as the spell is cast, after its mana (CR 601.2h; 2003: 409.1f) — the lands tapped for
the mana are sacrificed too."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, player, resolve_stack


def test_kaervek_s_spite_compiles_fully_and_renders_its_oracle_lines() -> None:
    record = load_pool().get("Kaervek's Spite")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_kaervek_s_spite_costs_every_permanent_and_the_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    for _ in range(3):
        s.battlefield(0, "Swamp")
    s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    spite = s.hand(0, "Kaervek's Spite")  # {B}{B}{B}
    s.hand(0, "Lightning Bolt")
    s.hand(0, "Forest")
    g = s.start()
    cast(g, spite, [player(1)])
    assert [g.state.objects[o].controller for o in g.state.battlefield] == [1]  # only the opponent's permanent
    assert g.state.players[0].hand == [] and sorted(names(g, Zone.GRAVEYARD, 0)) == [
        "Forest", "Grizzly Bears", "Lightning Bolt", "Swamp", "Swamp", "Swamp"]
    resolve_stack(g)
    assert g.state.players[1].life == 15 and theirs in g.state.battlefield
