""""When CARDNAME dies, you may exile it. If you do, …" (CR 603.5, 608.2c, 400.7): Academy Rector in
real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, answer, cast, ids, names, pass_priority, player, resolve_stack

LINE = ("When CARDNAME dies, you may exile it. If you do, search your library for an enchantment card, "
        "put that card onto the battlefield, then shuffle.")


def test_academy_rector_compiles_fully_and_only_as_a_dies_trigger() -> None:
    card, compiled = compiled_card_def(load_pool().get("Academy Rector"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text(LINE, "X").status == "full"
    assert compile_text(LINE.replace("dies", "enters the battlefield"), "X").status != "full"


def _rector_dies() -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rector = s.battlefield(0, "Academy Rector")
    bolt = s.hand(0, "Lightning Bolt")
    s.library(0, ["Island", "Fervor", "Swamp"])
    crypt = s.battlefield(1, "Tormod's Crypt")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, bolt, [rector])
    resolve_stack(g)  # the Rector dies: its ability triggers
    assert len(g.state.stack) == 1
    return g, crypt


def test_academy_rector_exiled_finds_an_enchantment() -> None:
    g, _crypt = _rector_dies()
    resolve_stack(g)
    answer(g, True)
    d = g.state.decision
    assert d is not None and d.player == 0
    [fervor] = [a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)]
    g.apply(ChooseObject(fervor))
    assert ids(g, "Fervor") and names(g, Zone.EXILE, 0) == ["Academy Rector"]


def test_academy_rector_declined_stays_in_the_graveyard_and_finds_nothing() -> None:
    g, _crypt = _rector_dies()
    resolve_stack(g)
    answer(g, False)
    assert ids(g, "Fervor") == [] and "Academy Rector" in names(g, Zone.GRAVEYARD, 0)


def test_academy_rector_removed_from_the_graveyard_in_response_finds_nothing() -> None:
    """CR 400.7, 608.2c: the card in exile by another effect is a new object; "if you do" fails."""
    g, crypt = _rector_dies()
    pass_priority(g)  # P2 gets priority with the ability on the stack
    activate(g, crypt, 0, [player(0)])
    resolve_stack(g)  # the Crypt: the Rector is exiled
    resolve_stack(g)  # the Rector's ability: no choice, nothing found
    assert g.state.decision is not None and g.state.decision.kind == "priority" and not g.state.stack
    assert ids(g, "Fervor") == []
