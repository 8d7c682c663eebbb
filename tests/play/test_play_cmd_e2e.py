"""``oldframe play`` end to end: a scripted person plays whole games against the computer through a
real subprocess, reading the screen after each prompt and answering with commands, as someone at a
terminal would. Nothing in the engine is called directly."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oldframe.play.terminal.session import PROMPT

SRC = Path(__file__).resolve().parents[2] / "src"
CHOICE = re.compile(r"^\s+(\d+)\. (.*)$", re.MULTILINE)


class Terminal:
    """The client in a subprocess; ``screen()`` reads up to the next prompt (or the end)."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(SRC))
        self.proc = subprocess.Popen([sys.executable, "-m", "oldframe.play.cli", "play", *args],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.buffer = b""
        self.transcript: list[str] = []

    def screen(self, timeout: float = 120.0) -> str | None:
        """Output up to the next prompt; None when the program has ended."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while PROMPT.encode() not in self.buffer:
            left = deadline - time.monotonic()
            assert left > 0, "the client stopped answering:\n" + self.buffer.decode()[-3000:]
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                rest, self.buffer = self.buffer.decode(), b""
                self.transcript.append(rest)
                return None
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(PROMPT.encode())
        text = head.decode()
        self.transcript.append(text)
        return text

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def close(self) -> int:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        return self.proc.wait(timeout=60)


def policy(screen: str, turn_commands: dict[str, str]) -> str:
    """A simple person: keep, play lands and spells, attack, target the opponent, otherwise pass;
    every decision that isn't priority gets its first choice."""
    choices = dict((text, n) for n, text in CHOICE.findall(screen))
    if "Warning: passing now would cause mana burn" in screen:
        return "p"
    holding_priority = "(p passes)" in screen
    for text, n in choices.items():
        if text.startswith(("Keep", "Play ", "Attack ", "Target: opponent", "Done declaring")):
            return n
    if not holding_priority and choices:
        return next(iter(choices.values()))
    for marker, command in list(turn_commands.items()):
        if marker in screen:
            del turn_commands[marker]
            return command
    return "p"


@pytest.mark.parametrize(("rules", "seed"), [("oldframe", 4), ("modern", 9)])
def test_a_whole_game_against_the_computer(rules: str, seed: int) -> None:
    term = Terminal("--rules", rules, "--seed", str(seed), "--level", "easy")
    once = {"Turn 2,": "v Lightning Bolt", "Turn 3,": "s opp end", "Turn 4,": "log 3", "Turn 5,": "pe",
            "Turn 7,": "pu", "Turn 9,": "h"}
    prompts = 0
    undone = False
    while True:
        screen = term.screen()
        if screen is None:
            break
        prompts += 1
        assert prompts < 4000, "the game did not end"
        command = policy(screen, once)
        if not undone and "Turn 3," in screen and command != "p" and "(p passes)" in screen:
            term.send(command)
            after = term.screen()
            assert after is not None
            term.send("undo")
            undone = True
            assert "Undone: back to your previous choice." in (term.screen() or "")
            command = policy(screen, once)
        term.send(command)
    assert term.close() == 0
    text = "".join(term.transcript)
    assert "Game over:" in text
    assert "Lightning Bolt deals 3 damage to target creature or player." in text  # v NAME, 2003 wording
    assert "stops in opponent's turn: declare attackers" in text  # the stops command
    assert "auto-pass stops at:" in text  # the marker of where the game will stop
    assert re.search(r"^\s+\d+\. Play ", text, re.MULTILINE)  # actions by card name
    assert not re.search(r"^\s+\d+\. .*#\d", text, re.MULTILINE)  # never an object id
    assert "P2 draws a card." in text and "hand: " in text  # the opponent's draws stay hidden


def test_a_deck_file_in_another_format_and_a_bad_one(tmp_path: Path) -> None:
    """The built-in red-green list written as an MTGO .dek file plays; a missing file is refused."""
    from oldframe.play.selfplay_cmd import builtin_deck

    deck = builtin_deck("red_green.txt")
    cards = "".join(f'  <Cards CatID="0" Quantity="{deck.main.count(n)}" Sideboard="false" Name="{n}" />\n'
                    for n in dict.fromkeys(deck.main))
    dek = tmp_path / "stompy.dek"
    dek.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n{cards}</Deck>\n', encoding="utf-8")
    term = Terminal("--deck", str(dek), "--seed", "2")
    first = term.screen()
    assert first is not None and "You are P1 (stompy)" in first
    term.send("q")
    assert term.screen() is None
    assert term.close() == 0
    bad = subprocess.run([sys.executable, "-m", "oldframe.play.cli", "play", "--deck", str(tmp_path / "nope.txt")],
                         capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(SRC)), timeout=120)
    assert bad.returncode == 2 and "cannot read the file" in bad.stderr


def test_unknown_level_is_refused_with_the_known_ones() -> None:
    bad = subprocess.run([sys.executable, "-m", "oldframe.play.cli", "play", "--level", "grandmaster"],
                         capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(SRC)), timeout=120)
    assert bad.returncode == 2 and "unknown" in bad.stderr and "easy" in bad.stderr


def test_a_whole_free_for_all_of_three_seats_in_the_terminal() -> None:
    """Seat 2 of three against two computer players: the board shows both opponents, an attack names
    whom it attacks, and the game plays to its end (or the person's own loss, then on without them)."""
    term = Terminal("--players", "3", "--seat", "2", "--seed", "6", "--level", "easy")
    prompts = 0
    while True:
        screen = term.screen()
        if screen is None:
            break
        prompts += 1
        assert prompts < 4000, "the game did not end"
        term.send(policy(screen, {}))
    assert term.close() == 0
    text = "".join(term.transcript)
    assert "You are P2 (red_green) against 2 computer players (easy" in text
    assert "Opponent (P1): life" in text and "Opponent (P3): life" in text and "You: life" in text
    assert re.search(r"^\s+\d+\. Attack opponent \(P[13]\) with ", text, re.MULTILINE)
    assert "Game over:" in text
    assert "P1 draws a card." in text and "P3 draws a card." in text  # both opponents' draws stay hidden


def test_seats_and_players_out_of_range_are_refused() -> None:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    for args, message in ((["--players", "9"], "--players must be 2 to 8, got 9"),
                          (["--players", "3", "--seat", "4"], "--seat must be 1 to 3, got 4")):
        bad = subprocess.run([sys.executable, "-m", "oldframe.play.cli", "play", *args],
                             capture_output=True, text=True, env=env, timeout=120)
        assert bad.returncode == 2 and message in bad.stderr
