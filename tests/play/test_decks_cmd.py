"""``oldframe decks check``: per deck whether the main deck and the sideboard play, the cards that don't
(by name, with the text not understood), legality in a format, totals and the most wanted cards."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from oldframe import Game
from oldframe.cards.data import load_pool
from oldframe.cards.deck_report import DeckReport, check_decks, most_wanted, totals
from oldframe.cards.decks import DeckError, UnplayableCardsWarning
from oldframe.cards.formats import legality
from oldframe.cards.registry import default_registry
from oldframe.play.cli import main

#: A card the engine plays.
PLAYABLE = "Grizzly Bears"


def _unplayable_cards(n: int) -> list[str]:
    """The first ``n`` Premodern-legal cards (by name) the engine does not play yet whose unplayable reason
    quotes a line naming the card itself — found, not named here, so the tests keep working as templates
    cover more."""
    found: list[str] = []
    registry = default_registry()
    for rec in sorted(load_pool(), key=lambda r: r.name):
        if legality(rec, "premodern") != "legal":
            continue
        card = registry.get(rec.name)
        if not card.playable and "not understood" in card.unplayable_reason and rec.name in card.unplayable_reason:
            found.append(rec.name)
            if len(found) == n:
                return found
    raise AssertionError("no unplayable card left to test with")


def _unplayable() -> str:
    return _unplayable_cards(1)[0]


def _write(folder: Path, name: str, main: str, side: str = "") -> Path:
    p = folder / name
    p.write_text(f"# a comment line\n{main}\n" + (f"Sideboard\n{side}\n" if side else ""), encoding="utf-8")
    return p


def test_report_names_missing_cards_per_part_with_their_text(tmp_path: Path) -> None:
    bad = _unplayable()
    _write(tmp_path, "a.txt", f"56 {PLAYABLE}\n4 Forest", f"2 {bad}")
    _write(tmp_path, "b.txt", f"57 {PLAYABLE}\n3 {bad}")
    _write(tmp_path, "c.txt", f"60 {PLAYABLE}")
    reports = {Path(r.source).name: r for r in check_decks([tmp_path], default_registry())}
    a, b, c = reports["a.txt"], reports["b.txt"], reports["c.txt"]
    assert a.main_plays and not a.all_plays and set(a.missing_side) == {bad}
    assert not b.main_plays and set(b.missing_main) == {bad}
    assert c.main_plays and c.all_plays
    why = b.missing_main[bad]
    assert "not understood" in why and bad in why and "CARDNAME" not in why  # the card's own name
    t = totals(list(reports.values()))
    assert (t.decks, t.main_plays, t.all_plays, t.legal) == (3, 2, 1, None)


def test_most_wanted_counts_decks_it_would_complete(tmp_path: Path) -> None:
    bad, other = _unplayable_cards(2)  # two cards the engine does not play yet
    _write(tmp_path, "only.txt", f"57 {PLAYABLE}\n3 {bad}")  # bad alone completes this one
    _write(tmp_path, "both.txt", f"54 {PLAYABLE}\n3 {bad}\n3 {other}")  # half each
    _write(tmp_path, "other.txt", f"57 {PLAYABLE}", f"1 {other}")
    wanted = {w.name: w for w in most_wanted(check_decks([tmp_path], default_registry()))}
    assert (wanted[bad].completes_main, wanted[bad].completes_all, wanted[bad].needed_by) == (1, 1, 2)
    assert wanted[bad].share == pytest.approx(1.5)
    assert (wanted[other].completes_main, wanted[other].completes_all) == (0, 1)  # other.txt's main plays already
    assert wanted[other].share == pytest.approx(1.5) and wanted[other].needed_by == 2
    ranked = most_wanted(check_decks([tmp_path], default_registry()))
    assert [w.name for w in ranked] == [bad, other]  # equal share: completing a main deck comes first


def test_legality_in_a_named_format(tmp_path: Path) -> None:
    _write(tmp_path, "short.txt", "20 Forest")
    _write(tmp_path, "ok.txt", f"4 {PLAYABLE}\n56 Forest")
    reports = {Path(r.source).name: r for r in check_decks([tmp_path], default_registry(), "premodern")}
    assert reports["ok.txt"].legality == ()
    assert reports["short.txt"].legality and "60" in reports["short.txt"].legality[0]
    assert totals(list(reports.values())).legal == 1


def test_unreadable_deck_is_reported_not_fatal(tmp_path: Path) -> None:
    (tmp_path / "bad.txt").write_text("four Forests\n", encoding="utf-8")
    [r] = check_decks([tmp_path], default_registry())
    assert r.error and "bad.txt:1" in r.error and not r.main_plays
    assert totals([r]).unreadable == 1


def test_cli_prints_decks_totals_and_wanted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _unplayable()
    _write(tmp_path, "x.txt", f"4 {PLAYABLE}\n53 Forest\n3 {bad}")
    assert main(["decks", "check", str(tmp_path), "--format", "premodern"]) == 0
    out = capsys.readouterr().out
    assert "x.txt: main deck 1 card(s) missing; sideboard plays; legal" in out
    assert f"main: {bad}: not understood" in out
    assert "main deck plays fully: 0 (0.0 %)" in out and f"| {bad} |" in out


def test_cli_bad_path_and_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decks", "check", str(tmp_path / "nope")]) == 2
    assert "no such deck file or folder" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["decks", "check", str(tmp_path), "--format", "type-9"])


def test_game_refusal_names_the_card_and_allowing_warns() -> None:
    bad = _unplayable()
    deck = [PLAYABLE] * 20 + [bad] * 2
    with pytest.raises(DeckError) as exc:
        Game([deck, [PLAYABLE] * 20])
    assert bad in str(exc.value) and "CARDNAME" not in str(exc.value)
    with pytest.warns(UnplayableCardsWarning, match=bad):
        Game([deck, [PLAYABLE] * 20], allow_unplayable=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Game([[PLAYABLE] * 20, [PLAYABLE] * 20], allow_unplayable=True)  # nothing to warn about


def test_report_type_is_frozen() -> None:
    r = DeckReport("s", "n", {}, {})
    with pytest.raises(AttributeError):
        r.source = "t"  # type: ignore[misc]
    with pytest.raises(DeckError):
        check_decks(["/nonexistent/deck/folder"], default_registry())
