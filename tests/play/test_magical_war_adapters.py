"""Magical War in the adapters: ``oldframe selfplay --variant magical-war`` and the terminal client,
whose board shows each pipeline's cards to their owner only (MW 2.4)."""

from __future__ import annotations

import io

import pytest

from oldframe.cards.registry import default_registry
from oldframe.play.cli import main
from oldframe.play.terminal.board import render
from oldframe.play.terminal.session import Session
from oldframe.rules.actions import Action
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def test_selfplay_plays_magical_war_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--variant", "magical-war", "--seed", "2", "--games", "2", "--log"]) == 0
    out = capsys.readouterr().out
    assert "keeps 9 cards" in out and "pipeline: 2 cards face down" in out and "reveals" in out
    assert "game 2 (seed 3):" in out


def test_selfplay_refuses_an_unknown_variant(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["selfplay", "--variant", "nuclear-war"])
    assert "magical-war" in capsys.readouterr().err


def _game() -> Scenario:
    s = Scenario(players=2, variant="magical-war")
    s.pipeline(0, ["Lightning Bolt", "Serra Angel"])
    s.pipeline(1, ["Counterspell", "Wind Drake"])
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Giant Growth")
    s.turn(active=0, step=Step.MAIN1)
    return s


def test_the_board_shows_a_pipeline_to_its_owner_only() -> None:
    g = _game().start()
    pool = default_registry().pool
    mine, theirs = render(g.view(0), pool), render(g.view(1), pool)
    assert "pipeline (size 2, first card first): Lightning Bolt, Serra Angel" in mine
    assert "pipeline (size 2, first card first): 2 face down" in mine
    assert "Counterspell" not in mine and "Wind Drake" not in mine
    assert "Lightning Bolt" not in theirs and "Serra Angel" not in theirs
    assert "hand: Grizzly Bears" in mine  # the pipeline cards are shown apart from the rest of the hand


def test_the_terminal_takes_the_pipeline_subphase_and_wont_pass_over_it() -> None:
    g = _game().start()

    def passer(game: object) -> Action:
        legal = game.legal_actions()  # type: ignore[attr-defined]
        return next((a for a in legal if a.kind == "pass"), legal[0])  # type: ignore[no-any-return]

    out = io.StringIO()
    Session(g, 0, passer, io.StringIO("p\np\np\n1\n1\n"), out).play()  # type: ignore[arg-type]
    text = out.getvalue()
    assert "Take your pipeline subphase" in text and "you can't pass now" in text
    assert "Put face down at the end of your pipeline: Grizzly Bears" in text
    assert "P1 reveals Lightning Bolt." in text
