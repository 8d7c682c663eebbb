"""One game of a person against the computer, read from a text stream and written to another (a
terminal, or a script: every command is one line, so a game can be played from a file).

The person is asked only where :func:`oldframe.play.autopass.needs_person` says so; everything else
passes by itself. The log is the narration of the events the person may see
(``game.events_for(seat)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TextIO

from oldframe.cards.deckformats.names import name_index, name_key
from oldframe.cards.oracle2003 import oracle_2003
from oldframe.game import Game
from oldframe.play.autopass import (
    AutoPass,
    StopMode,
    mana_burn_if_pass,
    needs_person,
    next_stop,
)
from oldframe.play.narrate import STEP_WORDS, Narrator
from oldframe.rules.actions import Action, Concede, PassPriority
from oldframe.rules.state import Step

from .board import labels, render
from .describe import Describer, numbered
from .opponents import Opponent

PROMPT = "oldframe> "
HELP = ("commands: NUMBER choose · p pass · pe pass to end of turn · pu pass until something happens · "
        "s stops (s my main2 / s opp end toggles) · v NAME card text · b board · log [N] · undo · q quit · h help")
STEP_NAMES: dict[str, Step] = {
    "upkeep": Step.UPKEEP, "draw": Step.DRAW, "main1": Step.MAIN1, "main": Step.MAIN1, "begin": Step.BEGIN_COMBAT,
    "combat": Step.BEGIN_COMBAT, "attackers": Step.DECLARE_ATTACKERS, "blockers": Step.DECLARE_BLOCKERS,
    "firststrike": Step.FIRST_STRIKE_DAMAGE, "damage": Step.COMBAT_DAMAGE, "endcombat": Step.END_COMBAT,
    "main2": Step.MAIN2, "end": Step.END_OF_TURN,
}
MAX_DECISIONS = 20_000  # a safety net against an engine loop; a real game takes a few thousand


@dataclass
class Session:
    """A person (``seat``) against the computer (``opponent``) in ``game``."""

    game: Game
    seat: int
    opponent: Opponent
    inp: TextIO
    out: TextIO
    settings: AutoPass = field(default_factory=AutoPass)
    shown: int = 0  # how much of the log has been narrated
    marks: list[int] = field(default_factory=list)  # len(game.actions) before each of the person's choices
    confirm_burn: bool = False
    narrator: Narrator = field(default_factory=Narrator)
    out_announced: bool = False  # told that they left a free-for-all that plays on

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")

    # -- the loop ------------------------------------------------------------------------------------
    def play(self) -> int:
        """Play to the end (or until the person quits or the input ends); 0 when the game ended."""
        self.say(HELP)
        for _ in range(MAX_DECISIONS):
            if self.game.is_over():
                self.narrate()
                self.say(self.result())
                return 0
            pending = self.game.pending
            assert pending is not None  # a running game always waits for someone
            if not self.out_announced and self.game.view(self.seat)["players"][self.seat]["lost"]:
                self.narrate()  # a free-for-all goes on without them (CR 800.4a)
                self.say("You are out of the game; the other players play on to the end.")
                self.out_announced = True
            if pending.player != self.seat:
                self.game.apply(self.opponent(self.game))
                continue
            if not needs_person(self.game, self.seat, self.settings):
                self.game.apply(PassPriority())
                continue
            if self.settings.mode is not StopMode.STOPS:
                self.settings = self.settings.stopped()
            if not self.ask():
                return 0
        self.say(f"stopped after {MAX_DECISIONS} decisions")
        return 1

    def ask(self) -> bool:
        """Show the table and read commands until one moves the game; False to leave."""
        self.narrate()
        self.show()
        while True:
            self.out.write(PROMPT)
            self.out.flush()
            line = self.inp.readline()
            if not self.inp.isatty():
                self.out.write(line if line.endswith("\n") else line + "\n")  # scripts: echo what was read
            if not line:
                self.say("(end of input: you concede)")
                self.concede()
                return False
            result = self.command(line.strip())
            if result is not None:
                return result

    def command(self, text: str) -> bool | None:
        """Run one command: True when the game moved on, False to leave, None to ask again."""
        word, _, rest = text.partition(" ")
        word = word.lower()
        choices = self.choices()
        if word.isdigit():
            n = int(word)
            if not 1 <= n <= len(choices):
                self.say(f"no choice {n}: choose 1 to {len(choices)}" if choices else "nothing to choose: p passes")
                return None
            return self.act(choices[n - 1][1])
        if word in ("p", "pass"):
            return self.pass_once()
        if word in ("pe", "pu"):
            if not self.priority():
                self.say("you are not holding priority: choose a number")
                return None
            mode = StopMode.END_OF_TURN if word == "pe" else StopMode.UNTIL_SOMETHING_HAPPENS
            self.settings = self.settings.start(self.game, mode)
            return self.pass_once()
        if word in ("s", "stops"):
            self.stops(rest)
            return None
        if word in ("v", "view"):
            self.view_card(rest)
            return None
        if word in ("b", "board"):
            self.show()
            return None
        if word == "log":
            self.show_log(rest)
            return None
        if word == "undo":
            self.undo()
            return True
        if word in ("q", "quit", "concede"):
            self.concede()
            self.say("You concede.")
            return False
        if word in ("h", "help", "?", ""):
            self.say(HELP)
            return None
        self.say(f"unknown command {text!r}. {HELP}")
        return None

    # -- commands ------------------------------------------------------------------------------------
    def priority(self) -> bool:
        p = self.game.pending
        return p is not None and p.player == self.seat and str(getattr(p.kind, "value", p.kind)) == "priority"

    def act(self, action: Action) -> bool:
        self.marks.append(len(self.game.actions))
        self.confirm_burn = False
        self.game.apply(action)
        return True

    def pass_once(self) -> bool | None:
        if not self.priority() or PassPriority() not in self.game.legal_actions():
            self.say("you can't pass now: choose a number")
            return None
        burn = mana_burn_if_pass(self.game, self.seat)
        if burn and not self.confirm_burn:
            self.say(f"Warning: passing now would cause mana burn: you would lose {burn} life. "
                     "Type p again to pass anyway.")
            self.confirm_burn = True
            return None
        return self.act(PassPriority())

    def stops(self, rest: str) -> None:
        words = rest.lower().split()
        if len(words) == 2 and words[0] in ("my", "opp") and words[1] in STEP_NAMES:
            self.settings = self.settings.toggle(words[0] == "my", STEP_NAMES[words[1]])
        elif words:
            self.say("write s my STEP or s opp STEP, STEP one of: " + ", ".join(STEP_NAMES))
            return
        for whose, mine in (("your turn", True), ("opponent's turn", False)):
            marks = [STEP_WORDS[s] for s in Step if (mine, s) in self.settings.stops]
            self.say(f"stops in {whose}: " + (", ".join(marks) if marks else "none"))
        self.say("(the game also stops for every decision that isn't priority, for an opponent's spell or "
                 "ability on the stack, and before mana burn)")

    def view_card(self, name: str) -> None:
        pool = self.game.registry.pool
        index = name_index(pool)
        found = index.find(name)
        if found is None:  # a unique beginning of a card's name, accents and case aside
            key = name_key(name)
            starts = sorted({n for k, n in index.by_key.items() if k.startswith(key)}) if key else []
            if len(starts) == 1:
                found = starts[0]
            else:
                self.say(index.unknown_message(name) if not starts else
                         f"{name!r} could be: " + ", ".join(starts[:8]) + (" …" if len(starts) > 8 else ""))
                return
        rec = pool.get(found)
        assert rec is not None
        wording = oracle_2003(rec)
        self.say(f"{rec.name}  {rec.mana_cost}".rstrip())
        self.say(f"  {wording.type_line}")
        for ln in wording.text.splitlines():
            self.say(f"  {ln}")
        if rec.power is not None:
            self.say(f"  {rec.power}/{rec.toughness}")

    def show_log(self, rest: str) -> None:
        n = int(rest) if rest.strip().isdigit() else 20
        lines = list(Narrator().lines(self.game.events_for(self.seat)))
        for line in lines[-n:]:
            self.say(line)

    def undo(self) -> None:
        """Take back the person's last choice (and everything after it): against the computer only."""
        if not self.marks:
            self.say("nothing to undo")
            return
        target = self.marks.pop()
        while len(self.game.actions) > target:
            self.game.undo()
        self.shown = min(self.shown, len(self.game.log))
        self.narrator = Narrator()
        list(self.narrator.lines(self.game.events_for(self.seat, 0)[: self.shown]))
        self.settings = self.settings.stopped()
        self.say("Undone: back to your previous choice.")

    def concede(self) -> None:
        if not self.game.is_over():
            self.game.apply(Concede(self.seat))

    # -- display -------------------------------------------------------------------------------------
    def choices(self) -> list[tuple[str, Action]]:
        view = self.game.view(self.seat)
        describe = Describer(view, labels(view), self.game.registry)
        return numbered(self.game.legal_actions(), describe)

    def narrate(self) -> None:
        for line in self.narrator.lines(self.game.events_for(self.seat, self.shown)):
            self.say(line)
        self.shown = len(self.game.log)

    def show(self) -> None:
        view = self.game.view(self.seat)
        stop = next_stop(self.game, self.seat, self.settings)
        self.say("")
        self.say(render(view, self.game.registry.pool, stop.text if stop else ""))
        pending = view["pending"] or {}
        kind = str(pending.get("kind", ""))
        self.say(f"You decide: {kind.replace('_', ' ')}" + ("" if kind != "priority" else " (p passes)"))
        burn = mana_burn_if_pass(self.game, self.seat)
        if burn:
            self.say(f"  ! passing now would burn {burn} mana: you would lose {burn} life")
        for i, (text, _) in enumerate(self.choices(), 1):
            self.say(f"  {i:>2}. {text}")

    def result(self) -> str:
        out = self.game.outcome()
        if out is None:
            return "The game is not over."
        if not out:
            return "Game over: a draw."
        return "Game over: " + ("you win!" if self.seat in out else "you lose.")
