"""Deck files reach the server from anyone: whatever the text, import_deck returns a Deck or raises
DeckFormatError with a line inside the file — never another exception, never a hang.

About 11,000 inputs: hypothesis (2,500 free texts, 2,000 line soups, 500 byte strings through
``decode_upload``) and 6,000 seeded mutations of the real samples of every format. Names are matched
against a small pool here so that "did you mean" stays cheap; the parsers are what is fuzzed.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oldframe.cards.data import CardPool
from oldframe.cards.deckformats import DeckFormatError, decode_upload, import_deck
from oldframe.cards.decks import Deck
from oldframe.cards.registry import default_registry

SAMPLES = sorted((Path(__file__).parent.parent / "data" / "deckformats").iterdir())
NAMES = ("Lightning Bolt", "Fire // Ice", "Lim-Dûl's Vault", "Mountain", "Island", "Pyroblast", "Juzám Djinn",
         "Tormod's Crypt", "Grim Lavamancer", "Ball Lightning", "Mogg Fanatic", "Fireblast", "Incinerate",
         "Jackal Pup", "Price of Progress", "Chain Lightning", "Pyrokinesis", "Cursed Scroll")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    full = default_registry().pool
    return CardPool(full.path, full.meta, full.sets, {n: full.cards[n] for n in NAMES})


def check(text: str, filename: str | None, pool: CardPool) -> bool:
    """Whether the text was a deck; a DeckFormatError must name lines inside the text."""
    try:
        deck = import_deck(text, filename, pool=pool)
    except DeckFormatError as exc:
        lines = text.replace("\r\n", "\n").replace("\r", "\n").count("\n") + 1
        assert exc.problems and all(0 <= n <= lines for n, _ in exc.problems), exc.problems
        assert all(p for _, p in exc.problems)
        return False
    assert isinstance(deck, Deck) and deck.main
    assert set(deck.main) | set(deck.sideboard) <= set(NAMES)
    return True


FILENAMES = st.sampled_from([None, "d.txt", "d.dek", "d.cod", "d.dck", "d"])
PIECES = ("4 ", "SB: ", "Sideboard\n", "Deck\n", "\n", "\n\n", "[Main]\n", "[Sideboard]\n", "[metadata]\nName=x\n",
          "NAME:x\n", "4 [ICE:1] ", "|ICE", " (ICE) 12", "<Deck>", "</Deck>", '<Cards Quantity="4" Name="',
          '" Sideboard="true"/>', "<cockatrice_deck>", '<zone name="main">', '<card number="2" name="', "</zone>",
          "<!DOCTYPE x>", "&amp;", "&#0;", "]]>", "<![CDATA[", "99999999999 ", "0 ", "-1 ", "x ", *NAMES,
          "lightnig bolt", "fire/ice", "LIM-DUL'S VAULT", "é", "\x00", "\r\n", "\t", "#", "//", "\ufeff",
          " " * 40, "\t " * 20, "(" * 30, "[" * 30, "a:" * 20)


@settings(max_examples=2500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=300), FILENAMES)
def test_fuzz_free_text(pool: CardPool, text: str, filename: str | None) -> None:
    check(text, filename, pool)


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(PIECES), max_size=40), FILENAMES)
def test_fuzz_piece_soup(pool: CardPool, pieces: list[str], filename: str | None) -> None:
    check("".join(pieces), filename, pool)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400), FILENAMES)
def test_fuzz_uploaded_bytes(pool: CardPool, data: bytes, filename: str | None) -> None:
    check(decode_upload(data), filename, pool)


def mutate(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        at = rng.randint(0, len(chars))
        op = rng.randrange(5)
        if op == 0 and chars:
            del chars[min(at, len(chars) - 1) : at + rng.randint(1, 20)]
        elif op == 1:
            chars[at:at] = rng.choice(PIECES)
        elif op == 2:
            start = rng.randint(0, len(chars))
            chars[at:at] = chars[start : start + rng.randint(1, 80)]
        elif op == 3 and chars:
            chars[min(at, len(chars) - 1)] = chr(rng.randint(0, 0x2FF))
        else:
            chars[at:at] = str(rng.choice([0, 7, 10**8, 2**70]))
    return "".join(chars)


def test_fuzz_mutated_samples(pool: CardPool) -> None:
    rng = random.Random(2003)
    texts = [(p.read_text(encoding="utf-8"), p.name) for p in SAMPLES]
    ok = 0
    for i in range(6000):
        text, name = rng.choice(texts)
        mutated = mutate(rng, text)
        ok += check(mutated, name if i % 2 else None, pool)
    assert ok > 100  # mutations that keep a readable deck are exercised too, not only errors
