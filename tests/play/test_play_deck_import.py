"""The play server's lobby reads decks with ``cards/deckformats`` (plain text, MTGO .txt and .dek,
Arena, Cockatrice .cod, Forge and XMage .dck; names matched case- and accent-insensitively), through
the real app: the lobby form, the JSON API and the websocket of the table made with the deck. A
refused deck is told every reason at once: unknown cards (with a suggestion), the format's rules
and the cards the engine can't play yet."""

from __future__ import annotations

import re
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_play_protocol import hello

from oldframe.cards.catalog import open_catalog
from oldframe.cards.decks import Deck
from oldframe.cards.formats import check_deck
from oldframe.cards.registry import default_registry
from oldframe.play.selfplay_cmd import builtin_deck
from oldframe.play.server.store import Store
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

COMPUTER = {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}


@pytest.fixture
def app_store(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        yield client, store


def _counts(deck: Deck) -> list[tuple[str, int]]:
    return sorted(Counter(deck.main).items())


def _plain(d: Deck) -> str:  # names written in lower case: matched case-insensitively
    return "".join(f"{n} {name.lower()}\n" for name, n in _counts(d))


def _arena(d: Deck) -> str:
    return "Deck\n" + "".join(f"{n} {name} (M10) 1\n" for name, n in _counts(d))


def _dek(d: Deck) -> str:
    cards = "".join(f'  <Cards CatID="0" Quantity="{n}" Sideboard="false" Name="{name}" />\n' for name, n in _counts(d))
    return f'<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n{cards}</Deck>\n'


def _cod(d: Deck) -> str:
    cards = "".join(f'    <card number="{n}" name="{name}"/>\n' for name, n in _counts(d))
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n  <deckname>Stompy</deckname>\n'
            f'  <zone name="main">\n{cards}  </zone>\n</cockatrice_deck>\n')


def _forge(d: Deck) -> str:
    return "[metadata]\nName=Stompy\n[Main]\n" + "".join(f"{n} {name}|M10\n" for name, n in _counts(d))


def _xmage(d: Deck) -> str:
    return "NAME:Stompy\n" + "".join(f"{n} [M10:1] {name}\n" for name, n in _counts(d))


WRITERS: dict[str, tuple[str, Callable[[Deck], str]]] = {
    "plain": ("stompy.txt", _plain), "mtgo": ("stompy.txt", _plain), "arena": ("stompy.txt", _arena),
    "dek": ("stompy.dek", _dek), "cod": ("stompy.cod", _cod), "forge": ("stompy.dck", _forge),
    "xmage": ("stompy.dck", _xmage),
}


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_the_lobby_reads_every_deck_format_and_the_game_deals_from_it(
        fmt: str, app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    deck = builtin_deck("red_green.txt")
    filename, write = WRITERS[fmt]
    made = client.post("/play/tables", data={"name": "Ada"},
                       files={"deck_file": (filename, write(deck).encode(), "text/plain")}, follow_redirects=False)
    assert made.status_code == 303, re.findall(r"<li>(.*?)</li>", made.text)
    where = made.headers["location"]
    table, token = where.split("/play/t/")[1].split("#")[0], where.split("token=")[1]
    t = store.table(table)
    assert t is not None and t.seats[0].deck is not None
    assert sorted(Counter(t.seats[0].deck["main"]).items()) == _counts(deck)
    with client.websocket_connect(f"/play/ws/{table}") as ws:  # the game deals from the imported deck
        state = hello(ws, token)
        hand = [c["name"] for c in state["view"]["players"][0]["hand"]]
        assert len(hand) == 7 and set(hand) <= set(deck.main)


def test_the_api_takes_a_deck_file_with_its_name_and_matches_accents(app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    text = _cod(builtin_deck("red_green.txt")).replace('name="Hill Giant"', 'name="hill giant"')
    r = client.post("/play/api/tables", json={"seats": [{"kind": "human", "deck": {"text": text,
                                                                                   "filename": "g.cod"}},
                                                       COMPUTER]})
    assert r.status_code == 200, r.json()
    t = store.table(r.json()["table"])
    assert t is not None and t.seats[0].deck is not None and t.seats[0].deck["main"].count("Hill Giant") == 4
    accented = "20 Swamp\n20 Island\n4 lim-dul's high guard\n"  # Lim-Dûl's High Guard, written without accent
    r = client.post("/play/api/tables", json={"seats": [{"kind": "human", "deck": accented}, COMPUTER]})
    problems = r.json().get("error", [])
    assert not any("unknown card" in p for p in problems)  # the name was matched; other reasons may remain


def _unplayable() -> str:
    """A card of the pool the engine can't play yet (chosen now: the templates grow)."""
    reg = default_registry()
    return next(c.name for c in sorted(reg.pool, key=lambda c: c.name)
                if not reg.get(c.name).playable and "Land" not in c.types and "//" not in c.name
                and not check_deck(Counter({c.name: 1}), Counter(), "premodern", reg.pool)[1:])


def test_a_refused_deck_is_told_every_reason_at_once(app_store: tuple[TestClient, Store]) -> None:
    """An unknown card with a suggestion, a card the format bans, a card the engine can't play and a
    deck too small: all in one answer, from the API, the lobby form and a seat taken by link."""
    client, store = app_store
    odd = _unplayable()
    text = f"4 Lightening Bolt\n1 Black Lotus\n1 {odd}\n20 Mountain\n"
    r = client.post("/play/api/tables", json={"format": "premodern",
                                             "seats": [{"kind": "human", "deck": text}, COMPUTER]})
    assert r.status_code == 400
    errors = r.json()["error"]
    assert "seat 1 deck: line 1: unknown card 'Lightening Bolt'; did you mean 'Lightning Bolt'" in errors[0]
    assert "seat 1 deck: Black Lotus: not legal in Premodern" in errors
    assert any(e.startswith(f"seat 1 deck: {odd}: not playable in this engine yet") for e in errors)
    assert "seat 1 deck: main deck has 26 cards; Premodern needs at least 60" in errors
    page = client.post("/play/tables", data={"name": "Ada", "format": "premodern"},
                       files={"deck_file": ("mine.dek", _dek(Deck(("Lightening Bolt",) * 4 + ("Black Lotus",)
                                                                  + (odd,))).encode(), "text/xml")})
    assert page.status_code == 400
    shown = [p.replace("&#39;", "'") for p in re.findall(r"<li>(.*?)</li>", page.text)]
    assert any(re.search(r"mine\.dek line \d+: unknown card 'Lightening Bolt'; did you mean 'Lightning Bolt'", p)
               for p in shown)
    assert any("Black Lotus: not legal in Premodern" in p for p in shown)
    assert any(f"{odd}: not playable in this engine yet" in p for p in shown)
    assert store.list_tables() == []
    open_table = client.post("/play/api/tables", json={"format": "premodern", "seats": [
        {"kind": "open"}, {"kind": "human", "deck": {"builtin": "red_green"}}]})
    assert open_table.status_code == 400  # the built-in 40-card deck is too small for Premodern
    open_table = client.post("/play/api/tables", json={"seats": [{"kind": "open"}, COMPUTER | {"kind": "human"}]})
    table = open_table.json()["table"]
    joined = client.post(f"/play/t/{table}/join", data={"name": "Bea", "seat": "1", "deck_text": text})
    assert joined.status_code == 400
    shown = [p.replace("&#39;", "'") for p in re.findall(r"<li>(.*?)</li>", joined.text)]
    assert any("pasted list line 1: unknown card 'Lightening Bolt'; did you mean" in p for p in shown)
    assert any(f"{odd}: not playable in this engine yet" in p for p in shown)
    t = store.table(table)
    assert t is not None and t.seats[0].kind == "open"
