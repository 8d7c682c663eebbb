"""Exchanging control of CARDNAME and up to one target creature as it enters, or sacrificing it
(CR 601.2c, 608.2b, 701.10, 701.17a): Gilded Drake in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import ChooseTarget, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, obj, pass_priority, resolve_stack, target

LINE = ("When CARDNAME enters the battlefield, exchange control of CARDNAME and up to one target creature an "
        "opponent controls. If you don't or can't make an exchange, sacrifice CARDNAME. This ability still "
        "resolves if its target becomes illegal.")


def test_gilded_drake_compiles_fully_and_renders_back() -> None:
    card, compiled = compiled_card_def(load_pool().get("Gilded Drake"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text(LINE, "X").status == "full"
    assert compile_text(LINE.replace("up to one target creature", "up to one target player"), "X").status != "full"


def _drake(opponent_creature: bool = True) -> tuple[Game, int, int | None]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    drake = s.hand(0, "Gilded Drake")
    s.hand(1, "Lightning Bolt")
    giant = s.battlefield(1, "Hill Giant") if opponent_creature else None
    s.battlefield(0, "Grizzly Bears")  # yours: never a legal target
    s.battlefield(1, "Mountain")
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, drake)
    resolve_stack(g)  # the Drake enters: its ability asks for up to one target
    return g, ids(g, "Gilded Drake")[0], giant


def test_gilded_drake_exchanges_control_with_the_target() -> None:
    g, drake, giant = _drake()
    assert giant is not None
    d = g.state.decision
    assert d is not None and d.kind == "target"
    assert set(g.legal_actions()) == {ChooseTarget(("object", giant)), ChooseYesNo(False)}
    target(g, giant)
    resolve_stack(g)
    assert obj(g, drake).controller == 1 and obj(g, giant).controller == 0
    assert obj(g, giant).sick  # new to its controller (CR 302.6)


def test_choosing_no_target_sacrifices_the_drake() -> None:
    """"up to one": no target is a legal answer (CR 601.2c); then no exchange, so sacrifice."""
    g, _drake_id, giant = _drake()
    g.apply(ChooseYesNo(False))
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Gilded Drake") == [] and names(g, Zone.GRAVEYARD, 0) == ["Gilded Drake"]
    assert giant is not None and obj(g, giant).controller == 1


def test_with_no_opponent_creature_the_ability_still_triggers_and_sacrifices() -> None:
    g, _drake_id, _ = _drake(opponent_creature=False)
    assert g.state.decision is not None and g.state.decision.kind == "priority" and len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Gilded Drake") == [] and "Gilded Drake" in names(g, Zone.GRAVEYARD, 0)


def test_an_illegal_target_does_not_counter_the_ability_and_the_drake_is_sacrificed() -> None:
    """"This ability still resolves if its target becomes illegal" (CR 608.2b does not apply): the
    target killed in response means no exchange, so the Drake goes."""
    g, _drake_id, giant = _drake()
    assert giant is not None
    target(g, giant)
    pass_priority(g)
    bolt = ids(g, "Lightning Bolt", Zone.HAND, 1)[0]
    cast(g, bolt, [giant])  # the opponent kills its own Giant in response
    resolve_stack(g)
    assert ids(g, "Hill Giant") == [] and len(g.state.stack) == 1
    resolve_stack(g)
    assert ids(g, "Gilded Drake") == [] and "Gilded Drake" in names(g, Zone.GRAVEYARD, 0)
