"""Balance's class (compiler/balances.py; the atom rules/atoms/restricted_spells.Balance with the parts
balanced in order): Balancing Act balances permanents, then cards in hand. Each player chooses what to keep
in APNAP order (CR 101.4), then all sacrifice (or discard) the rest at once."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Balancing Act", "Balance")


def test_balancing_act_keeps_as_many_permanents_and_cards_as_the_poorest_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    act = s.hand(0, "Balancing Act")
    for name in ("Plains", "Plains", "Grizzly Bears", "Crusade", "Craw Wurm"):
        s.battlefield(0, name)
    s.hand(0, ["Giant Growth", "Dark Ritual", "Counterspell"])
    s.battlefield(1, "Island")
    s.battlefield(1, "Llanowar Elves")
    s.hand(1, ["Swamp"])
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    cast(g, act)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0 and len(d.data["options"]) == 5  # P2 keeps all: nothing to ask
    g.apply(ChooseObject(ids(g, "Craw Wurm")[0]))
    g.apply(ChooseObject(ids(g, "Crusade")[0]))
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Craw Wurm", "Crusade"]
    assert sorted(names(g, Zone.BATTLEFIELD, 1)) == ["Island", "Llanowar Elves"]
    d = g.state.decision  # then the hands: one card each
    assert d is not None and d.player == 0 and len(d.data["options"]) == 3
    g.apply(ChooseObject(ids(g, "Counterspell", Zone.HAND)[0]))
    assert names(g, Zone.HAND, 0) == ["Counterspell"] and names(g, Zone.HAND, 1) == ["Swamp"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == sorted(
        ["Balancing Act", "Plains", "Plains", "Grizzly Bears", "Giant Growth", "Dark Ritual"])
