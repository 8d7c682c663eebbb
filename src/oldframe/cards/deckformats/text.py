"""Line-based deck formats: plain text and MTGO ``.txt`` (``4 Lightning Bolt``; a ``Sideboard`` line,
``SB:`` prefixes, or — MTGO's way — a blank line before the sideboard), MTG Arena's export (``Deck`` /
``Sideboard`` sections, ``4 Lightning Bolt (M10) 146``), Forge ``.dck`` (``[Main]`` / ``[Sideboard]``
sections, ``4 Lightning Bolt|M10``) and XMage ``.dck`` (``4 [M10:146] Lightning Bolt``, ``SB:`` lines)."""

from __future__ import annotations

import re

from .entries import MAX_LINE_LENGTH, MAX_NAME_LENGTH, Entry, Parsed, count_of

# count, optional "x", the name, an optional Arena "(SET) 123" or a trailing "[SET]"
_COUNTED = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)(?:\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+[\w*-]+)?)?\s*$")
_SB = re.compile(r"^SB:\s*", re.IGNORECASE)
_XMAGE_CARD = re.compile(r"^(\d+) \[[^\]]*\] (.+)$")  # on a cleaned line: single spaces, no edge spaces
MAIN_HEADERS = frozenset({"deck", "main", "maindeck", "main deck", "mainboard", "commander", "companion"})
SIDE_HEADERS = frozenset({"sideboard", "side", "sb", "side board"})


def _header(line: str) -> str:
    return line.strip().rstrip(":").strip().lower()


def _clean(raw: str, n: int, parsed: Parsed) -> str:
    """The line without comments, its whitespace runs made single spaces (so that no pattern below
    backtracks over a run of spaces); "" for a comment, a blank line or a line too long."""
    if len(raw) > MAX_LINE_LENGTH:
        parsed.problem(n, f"line longer than {MAX_LINE_LENGTH} characters")
        return ""
    line = " ".join(raw.split())
    if line.startswith(("//", "#")):
        return ""
    return line.split(" #", 1)[0].strip()


def _card(parsed: Parsed, n: int, line: str, side: bool, *, bare_ok: bool = True) -> None:
    """One ``COUNT NAME`` line (or a bare NAME, one copy)."""
    m = _COUNTED.match(line)
    if m is None:
        if not bare_ok or line[0].isdigit():
            parsed.problem(n, f"expected 'COUNT CARD NAME' (e.g. '4 Lightning Bolt'), got {line!r}")
            return
        count, name = 1, line
    else:
        got = count_of(m.group(1), n, parsed)
        if got is None:
            return
        count, name = got, m.group(2)
    if len(name) > MAX_NAME_LENGTH:
        parsed.problem(n, f"card name longer than {MAX_NAME_LENGTH} characters")
        return
    parsed.entries.append(Entry(n, count, name, side))


def parse_text(text: str) -> Parsed:
    """Plain text, MTGO ``.txt`` and Arena exports (they differ only in headers and set suffixes).

    With no sideboard header and no ``SB:`` line, a list in exactly two blank-line-separated blocks is
    MTGO's: the second block is the sideboard. Lists in more blocks (creatures, spells, lands) are
    all main deck.
    """
    parsed = Parsed([])
    blocks: list[list[Entry]] = [[]]
    marked_side = False
    side = False
    about = False
    for n, raw in enumerate(text.split("\n"), 1):
        line = _clean(raw, n, parsed)
        if not line:
            if not raw.strip() and blocks[-1]:
                blocks.append([])
            continue
        head = _header(line)
        if head == "about":
            about = True
            continue
        if about and head.startswith("name "):
            parsed.name = line.split(None, 1)[1].strip()
            continue
        if head in MAIN_HEADERS or head in SIDE_HEADERS:
            about = False
            side = head in SIDE_HEADERS
            marked_side = marked_side or side
            continue
        sb = _SB.match(line)
        if sb:
            marked_side = True
            line = line[sb.end():]
        before = len(parsed.entries)
        _card(parsed, n, line, side or bool(sb))
        if len(parsed.entries) > before:
            blocks[-1].append(parsed.entries[-1])
    blocks = [b for b in blocks if b]
    if not marked_side and len(blocks) == 2 and sum(e.count for e in blocks[1]) <= 15:
        second = {id(e) for e in blocks[1]}  # MTGO .txt: a blank line, then the sideboard
        parsed.entries = [Entry(e.line, e.count, e.name, True) if id(e) in second else e for e in parsed.entries]
    return parsed


def parse_forge(text: str) -> Parsed:
    """Forge ``.dck``: ``[metadata]`` (``Name=…``), ``[Main]``, ``[Sideboard]``; ``4 Name|SET|art``."""
    parsed = Parsed([])
    section = ""
    for n, raw in enumerate(text.split("\n"), 1):
        line = _clean(raw, n, parsed)
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            if section not in ("metadata", "main", "sideboard", "commander"):
                parsed.problem(n, f"section [{line[1:-1]}] is not part of an Old Frame deck")
            continue
        if section == "metadata":
            key, _, value = line.partition("=")
            if key.strip().lower() == "name":
                parsed.name = value.strip()
            continue
        if not section:
            parsed.problem(n, "card line before any [Main] or [Sideboard] section")
            continue
        _card(parsed, n, line.split("|", 1)[0].strip(), section == "sideboard", bare_ok=False)
    return parsed


def parse_xmage(text: str) -> Parsed:
    """XMage ``.dck``: ``NAME:…``, ``4 [SET:NUM] Name``, ``SB: 2 [SET:NUM] Name``, ``LAYOUT`` lines."""
    parsed = Parsed([])
    for n, raw in enumerate(text.split("\n"), 1):
        line = _clean(raw, n, parsed)
        if not line or line.upper().startswith("LAYOUT "):
            continue
        if line.upper().startswith("NAME:"):
            parsed.name = line[5:].strip()
            continue
        sb = _SB.match(line)
        if sb:
            line = line[sb.end():]
        m = _XMAGE_CARD.match(line)
        if m is not None:
            got = count_of(m.group(1), n, parsed)
            if got is not None:
                parsed.entries.append(Entry(n, got, m.group(2), bool(sb)))
            continue
        _card(parsed, n, line, bool(sb), bare_ok=False)
    return parsed
