""""Whenever an opponent casts a spell, counter that spell and put a depletion counter on CARDNAME. If there are
three or more depletion counters on CARDNAME, sacrifice it." (Decree of Silence; CR 701.5, 122.1, 608.2c)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, player, resolve_stack


def test_decree_of_silence_compiles_fully_and_renders_its_oracle_lines() -> None:
    record = load_pool().get("Decree of Silence")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_three_opponent_spells_are_countered_then_the_decree_is_sacrificed() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    decree = s.battlefield(0, "Decree of Silence")
    bolts = [s.hand(1, "Lightning Bolt") for _ in range(3)]
    s.pool(1, "{R}{R}{R}")
    g = s.start()
    for n, bolt in enumerate(bolts, start=1):
        cast(g, bolt, [player(0)])
        resolve_stack(g)  # the trigger: counter it, a depletion counter
        assert names(g, Zone.GRAVEYARD, 1).count("Lightning Bolt") == n and not g.state.stack
        assert g.state.players[0].life == 20  # countered: no damage
        if n < 3:
            assert (g.state.objects[decree].counters or {}).get("depletion") == n
    assert names(g, Zone.GRAVEYARD, 0) == ["Decree of Silence"]  # three counters: sacrificed
    assert not ids(g, "Decree of Silence")


def test_its_controllers_own_spells_are_not_countered() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Decree of Silence")
    bears = s.hand(0, "Grizzly Bears")
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, bears)
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Grizzly Bears")
