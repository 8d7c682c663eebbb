"""Deck import: one realistic list in each format people bring reads to the same deck; names match
case- and accent-insensitively with a suggestion for a misspelt one; every problem names its line."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import oldframe.cards.deckformats as deckformats
from oldframe.cards.deckformats import (
    MAX_CARDS,
    MAX_LINES,
    MAX_TEXT_LENGTH,
    DeckFormatError,
    decode_upload,
    detect_format,
    format_problems,
    import_deck,
)
from oldframe.cards.deckformats.entries import MAX_COUNT, MAX_LINE_LENGTH
from oldframe.cards.decks import Deck, DeckError

SAMPLES = Path(__file__).parent.parent / "data" / "deckformats"
MAIN = {"Lightning Bolt": 4, "Chain Lightning": 4, "Fireblast": 4, "Price of Progress": 4, "Incinerate": 4,
        "Fire // Ice": 4, "Jackal Pup": 4, "Mogg Fanatic": 4, "Grim Lavamancer": 4, "Ball Lightning": 4,
        "Mountain": 20}
SIDE = {"Pyroblast": 4, "Pyrokinesis": 3, "Cursed Scroll": 4, "Tormod's Crypt": 4}


def counts(names: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for n in names:
        out[n] = out.get(n, 0) + 1
    return out


@pytest.mark.parametrize(
    ("file", "fmt", "name"),
    [("burn_plain.txt", "text", "burn_plain"), ("burn_mtgo.txt", "text", "burn_mtgo"),
     ("burn.dek", "dek", "burn"), ("burn_arena.txt", "text", "Premodern Burn"),
     ("burn.cod", "cod", "Premodern Burn"), ("burn_forge.dck", "forge", "Premodern Burn"),
     ("burn_xmage.dck", "xmage", "Premodern Burn")],
)
def test_each_format_reads_the_same_deck(file: str, fmt: str, name: str) -> None:
    text = (SAMPLES / file).read_text(encoding="utf-8")
    assert detect_format(text, file) == fmt
    assert detect_format(text) == fmt  # pasted without a file name: sniffed from the content
    deck = import_deck(text, file)
    assert counts(deck.main) == MAIN and len(deck.main) == 60
    assert counts(deck.sideboard) == SIDE and len(deck.sideboard) == 15
    assert deck.name == name
    assert deck.main[:4] == ("Lightning Bolt",) * 4  # file order is kept


def test_uploaded_bytes_with_a_bom_and_windows_1252() -> None:
    assert decode_upload(b"\xef\xbb\xbf4 Lightning Bolt") == "4 Lightning Bolt"
    text = decode_upload("4 Lim-D\u00fbl's Vault".encode("cp1252"))
    assert import_deck(text).main == ("Lim-Dûl's Vault",) * 4


@pytest.mark.parametrize(
    ("written", "oracle"),
    [("Lim-Dul's Vault", "Lim-Dûl's Vault"), ("LIM-DÛL’S VAULT", "Lim-Dûl's Vault"), ("fire/ice", "Fire // Ice"),
     ("Fire//Ice", "Fire // Ice"), ("Fire / Ice", "Fire // Ice"), ("juzam djinn", "Juzám Djinn"),
     ("Aether  Storm", "Aether Storm"), ("Æther Storm", "Aether Storm"), ("  lightning   bolt ", "Lightning Bolt")],
)
def test_names_match_case_accent_and_slash_insensitively(written: str, oracle: str) -> None:
    assert import_deck(f"1 {written}").main == (oracle,)


def test_misspelt_name_gets_a_suggestion_and_its_line() -> None:
    with pytest.raises(DeckFormatError) as info:
        import_deck("4 Lightning Bolt\n4 Lightnig Bolt\n", "burn.txt")
    err = info.value
    assert err.line == 2
    assert err.problem.startswith("unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt' or ")  # best first
    assert str(err).startswith("burn.txt line 2: unknown card")
    assert isinstance(err, DeckError) and isinstance(err, ValueError)  # callers that catch DeckError see it


def test_every_problem_is_reported_at_once_in_line_order() -> None:
    with pytest.raises(DeckFormatError) as info:
        import_deck("4 Lightning Bolt\n0 Mountain\n2 Nonexistent Card Name Xyzzy\n4\n4 Shock\n")
    lines = [n for n, _ in info.value.problems]
    assert lines == [2, 3, 4]
    assert "count must be at least 1" in info.value.problems[0][1]
    assert "not in the Old Frame card pool" in info.value.problems[1][1]
    assert "expected 'COUNT CARD NAME'" in info.value.problems[2][1]


def test_huge_count_is_refused_clearly() -> None:
    with pytest.raises(DeckFormatError) as info:
        import_deck("100000000 Lightning Bolt")
    assert info.value.line == 1
    assert info.value.problem == f"count 100000000 is too large (at most {MAX_COUNT} copies of a card on one line)"


def test_size_limits() -> None:
    with pytest.raises(DeckFormatError, match="too long"):
        import_deck("4 Lightning Bolt\n" * (MAX_TEXT_LENGTH // 10))
    with pytest.raises(DeckFormatError, match=f"at most {MAX_LINES}"):
        import_deck("\n" * MAX_LINES + "4 Island")
    with pytest.raises(DeckFormatError, match=f"more than {MAX_CARDS} cards"):
        import_deck(f"{MAX_COUNT} Island\n" * (MAX_CARDS // MAX_COUNT + 1))
    with pytest.raises(DeckFormatError, match="file too large"):
        decode_upload(b"x" * (4 * MAX_TEXT_LENGTH + 1))


def test_overlong_line_is_refused_and_spaces_are_collapsed() -> None:
    with pytest.raises(DeckFormatError, match=f"line longer than {MAX_LINE_LENGTH} characters") as info:
        import_deck("4 Island\n4 " + " " * MAX_LINE_LENGTH + "Forest")
    assert info.value.line == 2
    assert import_deck("4    Lightning \t  Bolt   ").main == ("Lightning Bolt",) * 4


def test_xml_with_entities_is_refused_before_parsing() -> None:
    bomb = ('<?xml version="1.0"?>\n<!DOCTYPE Deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n'
            '<Deck><Cards Quantity="1" Sideboard="false" Name="&b;" /></Deck>')
    with pytest.raises(DeckFormatError) as info:
        import_deck(bomb, "bomb.dek")
    assert info.value.line == 2 and "DTD" in info.value.problem


def test_malformed_xml_names_the_line() -> None:
    with pytest.raises(DeckFormatError) as info:
        import_deck('<Deck>\n  <Cards Quantity="4" Name="Lightning Bolt">\n</Deck>', "x.dek")
    assert info.value.line == 3 and "not well-formed XML" in info.value.problem


def test_dek_bad_quantity_points_at_its_element() -> None:
    text = ('<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
            '<Cards Quantity="four" Sideboard="false" Name="Shock" />\n</Deck>')
    with pytest.raises(DeckFormatError) as info:
        import_deck(text, "x.dek")
    assert info.value.line == 3 and "'four'" in info.value.problem


def test_cod_unknown_zone_is_refused() -> None:
    text = ('<cockatrice_deck version="1"><zone name="main"><card number="4" name="Island"/></zone>\n'
            '<zone name="tokens"><card number="1" name="Goblin"/></zone></cockatrice_deck>')
    with pytest.raises(DeckFormatError, match="zone 'tokens'") as info:
        import_deck(text)
    assert info.value.line == 2


def test_plain_text_with_several_blocks_is_all_main_deck() -> None:
    deck = import_deck("4 Llanowar Elves\n\n4 Giant Growth\n\n20 Forest\n")
    assert len(deck.main) == 28 and deck.sideboard == ()


def test_sb_prefix_and_comments() -> None:
    deck = import_deck("// my deck\n4 Island # blue\nSB: 2 Hydroblast\n")
    assert deck.main == ("Island",) * 4 and deck.sideboard == ("Hydroblast",) * 2


def test_empty_deck_is_refused() -> None:
    with pytest.raises(DeckFormatError, match="no main-deck cards"):
        import_deck("Sideboard\n2 Pyroblast\n")


def test_format_check_says_why_a_deck_is_refused() -> None:
    deck = import_deck((SAMPLES / "burn_plain.txt").read_text(encoding="utf-8"))
    # Chain Lightning was printed in Legends only: not a Premodern card
    assert format_problems(deck, "premodern") == ["Chain Lightning: not legal in Premodern"]
    too_many = Deck((*deck.main, "Lightning Bolt"), deck.sideboard)
    assert "Lightning Bolt: 5 copies; at most 4 allowed" in format_problems(too_many, "premodern")


def test_doctests() -> None:
    assert doctest.testmod(deckformats).failed == 0
