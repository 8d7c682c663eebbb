"""Read the Old Frame card pool from the shared data set (never copied into the repository).

The file is found, in order, at: an explicit path; ``$OLDFRAME_CARD_DATA``; ``../shared/data`` beside
the working directory or beside the source checkout. A missing or malformed file raises
:class:`CardDataError` that says what was expected and where to get it.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA_FILE_NAME = "oldframe_cards.json.gz"
ENV_VAR = "OLDFRAME_CARD_DATA"


class CardDataError(Exception):
    """The card data file is missing or not in the expected shape."""


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card in one set (printed text as it appeared on the card)."""

    set: str
    number: str
    rarity: str
    original_type: str | None
    original_text: str | None
    flavor: str | None
    artist: str | None
    frame: str
    border: str
    multiverse_id: str | None
    scryfall_id: str | None


@dataclass(frozen=True, slots=True)
class Face:
    """One half of a split card."""

    name: str
    mana_cost: str
    cmc: float
    colors: tuple[str, ...]
    type_line: str
    types: tuple[str, ...]
    oracle_text: str


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One Oracle card of the pool, with its characteristics and every Old Frame printing."""

    name: str
    oracle_id: str
    layout: str
    mana_cost: str
    cmc: float
    colors: tuple[str, ...]
    color_identity: tuple[str, ...]
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    oracle_text: str
    power: str | None
    toughness: str | None
    keywords: tuple[str, ...]
    reserved: bool
    funny: bool
    legal: Mapping[str, str]
    first_set: str
    first_release: str
    sets: tuple[str, ...]
    era_printed_type: str | None
    era_printed_text: str | None
    era_printed_source: str | None
    ascii_name: str | None
    faces: tuple[Face, ...] = ()
    printings: tuple[Printing, ...] = field(default=(), repr=False)


@dataclass(frozen=True, slots=True)
class CardPool:
    """Every card of the data set, by name, plus the set table and the file's meta block."""

    path: Path
    meta: Mapping[str, Any]
    sets: Mapping[str, Mapping[str, Any]]
    cards: Mapping[str, CardRecord]

    def __iter__(self) -> Iterator[CardRecord]:
        return iter(self.cards.values())

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, name: str) -> CardRecord | None:
        return self.cards.get(name)


def candidate_paths() -> list[Path]:
    """Where the data file is looked for when no path is given, in order."""
    out: list[Path] = []
    env = os.environ.get(ENV_VAR)
    if env:
        out.append(Path(env))
    here = Path(__file__).resolve()
    for base in (Path.cwd(), *Path.cwd().parents[:2], here.parents[3], here.parents[2]):
        out.append(base / ".." / "shared" / "data" / DATA_FILE_NAME)
        out.append(base / "shared" / "data" / DATA_FILE_NAME)
    return out


def find_data_file(path: str | os.PathLike[str] | None = None) -> Path:
    """Resolve the data file's path or raise :class:`CardDataError` naming every place tried."""
    if path is not None:
        p = Path(path)
        if not p.is_file():
            raise CardDataError(f"card data file not found: {p} (expected {DATA_FILE_NAME})")
        return p
    tried = candidate_paths()
    for p in tried:
        if p.is_file():
            return p.resolve()
    raise CardDataError(
        f"card data file {DATA_FILE_NAME} not found; looked in: "
        + ", ".join(str(p) for p in tried)
        + f". Put the project beside ../shared, set ${ENV_VAR} to the file's path, "
        "or import an MTGJSON AllPrintings.json with `oldframe cards import`."
    )


def _tuple(raw: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = raw.get(key) or ()
    return tuple(str(v) for v in value)


def _printing(raw: Mapping[str, Any]) -> Printing:
    return Printing(
        set=str(raw["set"]),
        number=str(raw.get("number", "")),
        rarity=str(raw.get("rarity", "")),
        original_type=raw.get("original_type"),
        original_text=raw.get("original_text"),
        flavor=raw.get("flavor"),
        artist=raw.get("artist"),
        frame=str(raw.get("frame", "")),
        border=str(raw.get("border", "")),
        multiverse_id=None if raw.get("multiverse_id") is None else str(raw["multiverse_id"]),
        scryfall_id=raw.get("scryfall_id"),
    )


def card_from_json(raw: Mapping[str, Any]) -> CardRecord:
    """Build one :class:`CardRecord` from the data set's JSON shape (see data/PROVENANCE.md)."""
    faces = tuple(
        Face(
            name=str(f["name"]),
            mana_cost=str(f.get("mana_cost", "")),
            cmc=float(f.get("cmc", 0.0)),
            colors=_tuple(f, "colors"),
            type_line=str(f.get("type_line", "")),
            types=_tuple(f, "types"),
            oracle_text=str(f.get("oracle_text", "")),
        )
        for f in raw.get("faces") or ()
    )
    return CardRecord(
        name=str(raw["name"]),
        oracle_id=str(raw.get("oracle_id", "")),
        layout=str(raw.get("layout", "normal")),
        mana_cost=str(raw.get("mana_cost", "")),
        cmc=float(raw.get("cmc", 0.0)),
        colors=_tuple(raw, "colors"),
        color_identity=_tuple(raw, "color_identity"),
        type_line=str(raw.get("type_line", "")),
        supertypes=_tuple(raw, "supertypes"),
        types=_tuple(raw, "types"),
        subtypes=_tuple(raw, "subtypes"),
        oracle_text=str(raw.get("oracle_text", "")),
        power=raw.get("power"),
        toughness=raw.get("toughness"),
        keywords=_tuple(raw, "keywords"),
        reserved=bool(raw.get("reserved", False)),
        funny=bool(raw.get("funny", False)),
        legal=dict(raw.get("legal") or {}),
        first_set=str(raw.get("first_set", "")),
        first_release=str(raw.get("first_release", "")),
        sets=_tuple(raw, "sets"),
        era_printed_type=raw.get("era_printed_type"),
        era_printed_text=raw.get("era_printed_text"),
        era_printed_source=raw.get("era_printed_source"),
        ascii_name=raw.get("ascii_name"),
        faces=faces,
        printings=tuple(_printing(p) for p in raw.get("printings") or () if p is not None),
    )


def _drop_printing(obj: dict[str, Any]) -> Any:
    """json object hook: printings become None as they are parsed, so a pool read for the rules
    engine never holds the 13,000 printed texts and flavor lines in memory at once."""
    if "set" in obj and "number" in obj and "rarity" in obj:
        return None
    return obj


def _utf8(value: Any) -> Any:
    """Undo the Latin-1 reading of UTF-8 text in every string of a decoded JSON value."""
    if isinstance(value, str):
        if value.isascii():
            return value
        try:
            return value.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return value  # written with \u escapes (ensure_ascii): already proper text
    if isinstance(value, dict):
        return {_utf8(k): _utf8(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_utf8(v) for v in value]
    return value


_WS = re.compile(r"[ \t\n\r]*")


def _stream_document(text: str, hook: Any, on_card: Any) -> dict[str, Any]:
    """Decode the top-level object key by key and the ``cards`` array one card at a time, handing
    each card to ``on_card`` at once: the whole document is never held as one object tree, which
    keeps the peak memory of reading the pool low."""
    dec = json.JSONDecoder(object_hook=hook)

    def skip(pos: int) -> int:
        m = _WS.match(text, pos)
        return pos if m is None else m.end()

    pos = skip(0)
    if text[pos : pos + 1] != "{":
        raise ValueError("expected a JSON object at the top level")
    top: dict[str, Any] = {}
    pos = skip(pos + 1)
    while text[pos] != "}":
        key, pos = dec.raw_decode(text, pos)
        pos = skip(pos)
        if text[pos] != ":":
            raise ValueError(f"expected ':' after key {key!r}")
        pos = skip(pos + 1)
        if key == "cards" and text[pos] == "[":
            pos, n = skip(pos + 1), 0
            while text[pos] != "]":
                raw, pos = dec.raw_decode(text, pos)
                on_card(n, raw)
                n += 1
                pos = skip(pos)
                if text[pos] == ",":
                    pos = skip(pos + 1)
            top["cards"] = n
            pos += 1
        else:
            top[str(key)], pos = dec.raw_decode(text, pos)
        pos = skip(pos)
        if text[pos] == ",":
            pos = skip(pos + 1)
    return top


def read_pool_file(path: Path, printings: bool = True) -> CardPool:
    """Parse the gzip JSON data set; any shape problem is a :class:`CardDataError`.

    ``printings=False`` leaves every card's printings empty (what the rules engine needs), at a
    fraction of the memory.
    """
    cards: dict[str, CardRecord] = {}

    def on_card(i: int, raw: Any) -> None:
        if not isinstance(raw, dict) or "name" not in raw:
            raise CardDataError(f"{path}: cards[{i}] is not a card object with a 'name'")
        try:
            rec = card_from_json(raw)
        except (KeyError, TypeError, ValueError) as exc:
            raise CardDataError(f"{path}: cards[{i}] ({raw.get('name')!r}) is malformed: {exc}") from exc
        cards[rec.name] = rec

    try:
        with gzip.open(path, "rb") as fh:
            # Latin-1 keeps one byte per character in memory (a UTF-8 str with any non-ASCII
            # character takes two); JSON syntax is ASCII, and the few non-ASCII strings are
            # re-decoded as UTF-8 by _utf8.
            text = fh.read().decode("latin-1")
        top = _stream_document(text, None if printings else _drop_printing, lambda i, raw: on_card(i, _utf8(raw)))
        top = _utf8(top)
    except CardDataError:
        raise
    except (OSError, EOFError, ValueError, IndexError, UnicodeDecodeError) as exc:
        raise CardDataError(f"{path}: not a gzip-compressed JSON card data file ({exc})") from exc
    if not isinstance(top.get("cards"), int):  # the streamed array leaves its length here
        raise CardDataError(f"{path}: expected an object with a 'cards' list (schema of data/PROVENANCE.md)")
    return CardPool(path=path, meta=dict(top.get("meta") or {}), sets=dict(top.get("sets") or {}), cards=cards)


_LOADED: dict[tuple[Path, bool], CardPool] = {}


def load_pool(path: str | os.PathLike[str] | None = None, *, printings: bool = True) -> CardPool:
    """The card pool, read once per process per file. ``printings=False`` reads characteristics and
    Oracle text only (the rules engine and the compiler); a full pool already read serves too."""
    p = find_data_file(path)
    for key in ((p, True), (p, printings)):
        if key in _LOADED and (key[1] or not printings):
            return _LOADED[key]
    pool = read_pool_file(p, printings)
    _LOADED[(p, printings)] = pool
    return pool
