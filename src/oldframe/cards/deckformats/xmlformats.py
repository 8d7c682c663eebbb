"""XML deck formats: MTGO ``.dek`` (``<Cards Quantity="4" Sideboard="false" Name="…"/>``) and Cockatrice
``.cod`` (``<zone name="main"><card number="4" name="…"/></zone>``).

Parsed safely: a document with a DTD (``<!DOCTYPE``/``<!ENTITY``) is refused before parsing, so no
entity can expand (the "billion laughs") or reach a file or URL; the text's size is bounded by the
caller. Line numbers come from the source, so errors point at the element."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from .entries import MAX_NAME_LENGTH, Entry, Parsed, count_of

_DTD = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)


def _root(text: str, parsed: Parsed) -> ET.Element | None:
    m = _DTD.search(text)
    if m is not None:
        parsed.problem(text.count("\n", 0, m.start()) + 1, "deck files may not contain a DTD (<!DOCTYPE or <!ENTITY)")
        return None
    try:
        return ET.fromstring(text.lstrip("\ufeff").strip())
    except ET.ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else 0
        parsed.problem(line, f"not well-formed XML ({str(exc).split(':')[0]})")
        return None


def _tag_lines(text: str, tag: str) -> list[int]:
    """The 1-based line of each ``<tag`` in document order (ElementTree keeps no line numbers; its
    ``iter`` yields elements in the same order)."""
    return [text.count("\n", 0, m.start()) + 1 for m in re.finditer(rf"<{tag}\b", text)]


def _nth(lines: list[int], i: int) -> int:
    return lines[i] if i < len(lines) else 0


def _entry(parsed: Parsed, line: int, count_text: str | None, name: str | None, side: bool) -> None:
    if not name or not name.strip():
        parsed.problem(line, "card without a name")
        return
    if len(name) > MAX_NAME_LENGTH:
        parsed.problem(line, f"card name longer than {MAX_NAME_LENGTH} characters")
        return
    count_text = (count_text or "1").strip()
    if not count_text.isdigit():
        parsed.problem(line, f"count {count_text!r} of {name!r} is not a number")
        return
    got = count_of(count_text, line, parsed)
    if got is not None:
        parsed.entries.append(Entry(line, got, name.strip(), side))


def parse_dek(text: str) -> Parsed:
    parsed = Parsed([])
    root = _root(text, parsed)
    if root is None:
        return parsed
    if root.tag != "Deck":
        parsed.problem(1, f"an MTGO .dek file has a <Deck> root element, not <{root.tag}>")
        return parsed
    lines = _tag_lines(text, "Cards")
    for i, el in enumerate(root.iter("Cards")):
        name, line = el.get("Name"), _nth(lines, i)
        side = (el.get("Sideboard") or "false").strip().lower() == "true"
        _entry(parsed, line, el.get("Quantity"), name, side)
    return parsed


def parse_cod(text: str) -> Parsed:
    parsed = Parsed([])
    root = _root(text, parsed)
    if root is None:
        return parsed
    if root.tag != "cockatrice_deck":
        parsed.problem(1, f"a Cockatrice .cod file has a <cockatrice_deck> root element, not <{root.tag}>")
        return parsed
    parsed.name = (root.findtext("deckname") or "").strip()
    zone_lines, card_lines = _tag_lines(text, "zone"), _tag_lines(text, "card")
    cards_seen = 0
    for z, zone in enumerate(root.iter("zone")):
        zname = (zone.get("name") or "").lower()
        if zname not in ("main", "side"):
            cards_seen += len(list(zone.iter("card")))
            parsed.problem(_nth(zone_lines, z),
                           f"zone {zone.get('name')!r} is not part of an Old Frame deck (use main or side)")
            continue
        for card in zone.iter("card"):
            name, line = card.get("name"), _nth(card_lines, cards_seen)
            cards_seen += 1
            _entry(parsed, line, card.get("number"), name, zname == "side")
    return parsed
