"""The card catalog: the data set plus 2003 wording and format legality, in an SQLite cache.

The SQLite file is built on first use (or by ``oldframe cards import``) in the user cache directory
(``$OLDFRAME_CACHE``, else ``$XDG_CACHE_HOME/oldframe``, else ``~/.cache/oldframe``). It is keyed by the
data file's path, size and mtime and by the source of the 2003-wording and format modules, so a changed
data file or generator rebuilds it. Searches run over in-memory records loaded from it.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .data import CardDataError, find_data_file, read_pool_file
from .search.values import fold

if TYPE_CHECKING:
    from .search.ast import Query
    from .search.index import SearchIndex
    from .search.results import SearchResult

SCHEMA_VERSION = 2
CACHE_ENV = "OLDFRAME_CACHE"
IMPORTED_DATA_NAME = "oldframe_cards.json.gz"


@dataclass(frozen=True, slots=True)
class SetInfo:
    code: str
    name: str
    released: str
    type: str
    block: str


@dataclass(frozen=True, slots=True)
class FormatInfo:
    code: str
    name: str


@dataclass(frozen=True, slots=True)
class CatalogPrinting:
    """One printing with its set's name and release date resolved."""

    card_name: str
    set: str
    set_name: str
    released: str
    number: str
    rarity: str
    artist: str
    frame: str
    border: str
    printed_type: str
    printed_text: str
    flavor: str
    multiverse_id: str | None
    scryfall_id: str | None


@dataclass(frozen=True, slots=True)
class CatalogCard:
    """One card: modern Oracle, 2003 wording (``type_line``/``text``), legality and printings."""

    name: str
    ascii_name: str | None
    oracle_id: str
    layout: str
    mana_cost: str
    cmc: float
    colors: tuple[str, ...]
    color_identity: tuple[str, ...]
    type_line: str
    text: str
    text_source: str  # "era printing" or "generated"
    era_source: str  # set code of the era printing the 2003 text was taken from, if any
    modern_type: str
    modern_text: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: str | None
    toughness: str | None
    reserved: bool
    funny: bool
    first_set: str
    first_release: str
    sets: tuple[str, ...]
    face_names: tuple[str, ...]
    legality: Mapping[str, str]
    printings: tuple[CatalogPrinting, ...] = field(default=(), repr=False)

    @property
    def year(self) -> int:
        return int(self.first_release[:4]) if self.first_release[:4].isdigit() else 0

    @property
    def rarities(self) -> tuple[str, ...]:
        order = ("common", "uncommon", "rare", "special")
        have = {p.rarity for p in self.printings}
        return tuple(r for r in order if r in have) + tuple(sorted(have - set(order)))


class Catalog:
    """Every card (sorted by name) with lookup by name and the search entry point."""

    def __init__(
        self,
        cards: tuple[CatalogCard, ...],
        sets: Mapping[str, SetInfo],
        formats: tuple[FormatInfo, ...],
        source: Path,
        db_path: Path | None = None,
    ) -> None:
        self.cards = cards
        self.sets = sets
        self.formats = formats
        self.source = source
        self.db_path = db_path
        self._by_name: dict[str, CatalogCard] = {}
        for card in cards:
            for key in (card.name, card.ascii_name or card.name, *card.face_names):
                self._by_name.setdefault(fold(key), card)
        self._index: SearchIndex | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CatalogCard]:
        return iter(self.cards)

    def card(self, name: str) -> CatalogCard | None:
        """The card with exactly this name (case, accents and split-card halves forgiven)."""
        return self._by_name.get(fold(name.strip()))

    def suggest(self, name: str, limit: int = 5) -> list[str]:
        """Names containing ``name`` (for "did you mean" messages)."""
        needle = fold(name.strip())
        return [c.name for c in self.cards if needle in fold(c.name)][:limit]

    @property
    def index(self) -> SearchIndex:
        if self._index is None:
            from .search.index import SearchIndex

            self._index = SearchIndex(self)
        return self._index

    def search_printings(self, query: str) -> list[CatalogPrinting]:
        """Every printing matching ``query`` as with ``unique:prints`` (all printings if it is empty)."""
        if not query.strip():
            return [p for c in self.cards for p in c.printings]
        from dataclasses import replace

        from .search.parser import parse

        return self.search(replace(parse(query), unique="prints")).printings()

    def search(self, query: str | Query) -> SearchResult:
        """Run a query (string or parsed); raises :class:`~.search.errors.QueryError` when malformed."""
        from .search.results import run_query

        return run_query(self, query)


# -- locating files ---------------------------------------------------------------------------------
def cache_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit is not None:
        return Path(explicit)
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "oldframe"


def resolve_data_file(
    path: str | os.PathLike[str] | None = None, cache: str | os.PathLike[str] | None = None
) -> Path:
    """Explicit path, else ``$OLDFRAME_CARD_DATA``, else a file imported into the cache, else ../shared."""
    if path is None and not os.environ.get("OLDFRAME_CARD_DATA"):
        imported = cache_dir(cache) / IMPORTED_DATA_NAME
        if imported.is_file():
            return imported.resolve()
    return find_data_file(path)


def _generator_fingerprint() -> str:
    """Hash of the 2003-wording and format sources: editing either rebuilds the cache."""
    from . import formats, oracle2003

    digest = hashlib.sha256()
    module = Path(formats.__file__)
    files = [*sorted(Path(oracle2003.__file__).parent.glob("*.py")), module, module.with_name("formats.json")]
    for path in (f for f in files if f.is_file()):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def source_key(data_file: Path) -> str:
    st = data_file.stat()
    return f"v{SCHEMA_VERSION}:{data_file}:{st.st_size}:{st.st_mtime_ns}:{_generator_fingerprint()}"


def database_path(data_file: Path, cache: str | os.PathLike[str] | None = None) -> Path:
    tag = hashlib.sha1(str(data_file).encode()).hexdigest()[:12]
    return cache_dir(cache) / f"catalog-{tag}.sqlite3"


_OPEN: dict[tuple[str, str], Catalog] = {}


def open_catalog(
    data: str | os.PathLike[str] | None = None,
    cache: str | os.PathLike[str] | None = None,
    rebuild: bool = False,
) -> Catalog:
    """The catalog for a data file (default: see :func:`resolve_data_file`), built if stale or missing.

    Raises :class:`~.data.CardDataError` when the data file is missing or malformed.
    """
    data_file = resolve_data_file(data, cache)
    key = source_key(data_file)
    db_path = database_path(data_file, cache)
    memo = (str(db_path), key)
    if not rebuild and memo in _OPEN:
        return _OPEN[memo]
    from .catalog_db import build_database, load_database, stored_key

    if rebuild or stored_key(db_path) != key:
        build_database(read_pool_file(data_file), db_path, key)
    try:
        catalog = load_database(db_path, data_file)
    except sqlite3.Error as exc:
        raise CardDataError(
            f"card catalog cache {db_path} is unreadable ({exc}); delete it to rebuild"
        ) from exc
    _OPEN[memo] = catalog
    return catalog
