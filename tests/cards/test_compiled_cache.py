"""The disk cache of compiled card definitions: a second registry reads what the first compiled, and
equal definitions come back; corrupt entries, another data file or another compiler version are misses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from oldframe.cards import compiled_cache
from oldframe.cards.compiled_cache import CompiledCardCache
from oldframe.cards.data import find_data_file
from oldframe.cards.registry import CardRegistry

CARDS = ("Forest", "Llanowar Elves", "Hypnotic Specter", "Counterspell", "Serra Angel", "Fire // Ice")


def test_a_second_registry_reads_the_cards_without_the_pool(tmp_path: Path) -> None:
    first = CardRegistry(disk_cache=tmp_path)
    compiled = {name: first.get(name) for name in CARDS}
    types = first.creature_types()
    second = CardRegistry(disk_cache=tmp_path)
    for name in CARDS:
        assert second.get(name) == compiled[name]
    assert second.creature_types() == types
    assert second._pool is None  # nothing compiled, so the 6,370-card pool was never read


def test_a_corrupt_or_truncated_entry_is_compiled_again(tmp_path: Path) -> None:
    expected = CardRegistry(disk_cache=tmp_path).get("Hypnotic Specter")
    entries = sorted((p for p in tmp_path.rglob("*.pickle")), key=lambda p: p.stat().st_size)
    for path in entries:
        path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    again = CardRegistry(disk_cache=tmp_path)
    assert again.get("Hypnotic Specter") == expected
    assert again._pool is not None  # it had to compile


def test_the_key_names_the_data_file_and_the_compiler_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = find_data_file(None)
    one = CompiledCardCache(tmp_path, data).directory
    copy = tmp_path / "copy.json.gz"
    copy.write_bytes(data.read_bytes())
    assert CompiledCardCache(tmp_path, copy).directory != one
    monkeypatch.setattr(compiled_cache, "_FINGERPRINT", "another-compiler")
    assert CompiledCardCache(tmp_path, data).directory != one


def test_off_turns_the_disk_cache_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLDFRAME_CACHE", "off")
    CardRegistry().get("Forest")
    monkeypatch.setenv("OLDFRAME_CACHE", str(tmp_path))
    CardRegistry(disk_cache=False).get("Forest")
    assert not list(tmp_path.iterdir())


def test_a_fresh_process_plays_from_the_cache_without_the_compiler(tmp_path: Path) -> None:
    """What makes the first game fast: no parser, no card pool, when every card is cached."""
    script = (
        "import sys, oldframe\n"
        "g = oldframe.Game([['Forest'] * 20 + ['Llanowar Elves'] * 20, ['Island'] * 40], seed=3)\n"
        "g.legal_actions()\n"
        "print('lark' in sys.modules, 'oldframe.cards.compiler' in sys.modules)\n"
    )
    env = {**os.environ, "OLDFRAME_CACHE": str(tmp_path), "PYTHONPATH": os.pathsep.join(sys.path)}
    first = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    again = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert first.stdout.split() == ["True", "True"]
    assert again.stdout.split() == ["False", "False"]


def test_cached_cards_play_the_same_games_as_compiled_ones(tmp_path: Path) -> None:
    """Same seed + same actions = same game, whether the cards were compiled or read from the cache."""
    script = (
        "import hashlib, random, sys, oldframe\n"
        "from oldframe.play.selfplay_cmd import builtin_deck\n"
        "decks = [builtin_deck('red_green.txt'), builtin_deck('blue_black_white.txt')]\n"
        "out = []\n"
        "for seed in (1, 2):\n"
        "    g = oldframe.Game(decks, seed=seed)\n"
        "    rng = random.Random(seed)\n"
        "    while not g.is_over() and len(g.actions) < 300:\n"
        "        acts = g.legal_actions()\n"
        "        g.apply(acts[rng.randrange(len(acts))])\n"
        "    out.append(hashlib.sha256(g.dumps().encode()).hexdigest()[:16])\n"
        "print(' '.join(out), 'oldframe.cards.compiler' in sys.modules)\n"
    )
    runs = []
    for cache in ("off", str(tmp_path), str(tmp_path)):
        env = {**os.environ, "OLDFRAME_CACHE": cache, "PYTHONPATH": os.pathsep.join(sys.path)}
        runs.append(subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                                   check=True).stdout.split())
    assert runs[0][:2] == runs[1][:2] == runs[2][:2]
    assert runs[2][2] == "False"  # the last run compiled nothing
