"""An on-disk cache of compiled card definitions, so a fresh process starts a game without the compiler.

Compiling Oracle text needs the card pool read (~0.3 s) and the LALR parser built (~1 s); a game uses
a few dozen cards. Each compiled :class:`~oldframe.rules.model.cards.CardDef` is therefore pickled to
its own file, under a directory named by a key of

* the card data file (its path, size and modification time: a new data set is a new directory), and
* the *compiler version*: a hash of every source file of ``oldframe.cards`` and ``oldframe.rules``
  (Python, grammar and JSON), since a pickled definition refers to the rules' classes by name and
  any edit may change what a card compiles to.

Files are written atomically (a temporary file renamed into place), so a reader never sees half a
file; a file that cannot be read back (truncated, corrupt, from an incompatible class layout) is
ignored and the card is compiled again. The directory is ``$OLDFRAME_CACHE``, else
``$XDG_CACHE_HOME/oldframe``, else ``~/.cache/oldframe`` (the catalog's cache directory);
``OLDFRAME_CACHE=off`` turns the disk cache off. The cache holds pickles, so it is as trusted as the
code itself: it lives in the user's own cache directory.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import time
from pathlib import Path
from typing import Any

from oldframe.rules.model.cards import CardDef

CACHE_ENV = "OLDFRAME_CACHE"
#: Directories of other compiler versions untouched this long are removed when a new one is made.
STALE_AFTER_S = 14 * 24 * 3600
_SOURCE_SUFFIXES = (".py", ".lark", ".json")
_FINGERPRINT: str | None = None


def default_cache_root() -> Path | None:
    """The cache directory, or None when ``$OLDFRAME_CACHE`` is ``off``."""
    env = os.environ.get(CACHE_ENV)
    if env == "off":
        return None
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "oldframe"


def compiler_fingerprint() -> str:
    """Hash of the sources that decide what a card compiles to (computed once per process, ~4 ms)."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        package = Path(__file__).resolve().parent.parent  # src/oldframe
        digest = hashlib.sha256()
        for folder in (package / "cards", package / "rules"):
            for path in sorted(folder.rglob("*")):
                if path.suffix in _SOURCE_SUFFIXES and path.is_file():
                    digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
        _FINGERPRINT = digest.hexdigest()[:20]
    return _FINGERPRINT


def data_key(data_file: Path) -> str:
    """Identity of a card data file: path, size and modification time (cheap; no hashing)."""
    st = data_file.stat()
    return f"{data_file.resolve()}:{st.st_size}:{st.st_mtime_ns}"


class CompiledCardCache:
    """Compiled card definitions of one data file and one compiler version, one pickle per card."""

    def __init__(self, root: Path, data_file: Path) -> None:
        key = hashlib.sha256(f"{data_key(data_file)}|{compiler_fingerprint()}".encode()).hexdigest()[:20]
        self.root = root
        self.directory = root / f"compiled-{key}"
        self._made = False

    def _path(self, label: str) -> Path:
        return self.directory / (hashlib.sha1(label.encode()).hexdigest()[:24] + ".pickle")

    def _read(self, label: str) -> Any:
        try:
            with open(self._path(label), "rb") as fh:
                return pickle.load(fh)
        except FileNotFoundError:
            return None
        except Exception:
            return None

    def _write(self, label: str, value: Any) -> None:
        try:
            if not self._made:
                fresh = not self.directory.exists()
                self.directory.mkdir(parents=True, exist_ok=True)
                self._made = True
                if fresh:
                    self._prune()
            target = self._path(label)
            tmp = target.with_name(f"{target.name}.{os.getpid()}.{time.monotonic_ns()}.tmp")
            with open(tmp, "wb") as fh:
                pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, target)
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            return  # a read-only or full disk, or an unpicklable definition: the cache is only a cache

    def _prune(self) -> None:
        """Remove the directories of other compiler versions nobody has written to for a while."""
        cutoff = time.time() - STALE_AFTER_S
        for other in self.root.glob("compiled-*"):
            try:
                if other != self.directory and other.stat().st_mtime < cutoff:
                    shutil.rmtree(other, ignore_errors=True)
            except OSError:
                continue

    def get(self, name: str) -> CardDef | None:
        """The cached definition of ``name``, or None (not cached, or unreadable)."""
        value = self._read("card:" + name)
        if isinstance(value, tuple) and len(value) == 2 and value[0] == name and isinstance(value[1], CardDef):
            return value[1]
        return None

    def put(self, name: str, card: CardDef) -> None:
        self._write("card:" + name, (name, card))

    def get_creature_types(self) -> tuple[str, ...] | None:
        value = self._read("creature-types")
        return value if isinstance(value, tuple) and all(isinstance(v, str) for v in value) else None

    def put_creature_types(self, types: tuple[str, ...]) -> None:
        self._write("creature-types", types)
