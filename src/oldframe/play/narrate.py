"""Readable play-by-play text for game events (the log of ``Game``), in 2003 wording: spells are
"played", permanents "come into play", exiled cards are "removed from the game"."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from oldframe.rules.mana import mana_str
from oldframe.rules.state import Step, Zone

STEP_WORDS = {
    Step.UPKEEP: "upkeep", Step.DRAW: "draw step", Step.MAIN1: "main phase", Step.BEGIN_COMBAT: "beginning of combat",
    Step.DECLARE_ATTACKERS: "declare attackers", Step.DECLARE_BLOCKERS: "declare blockers",
    Step.FIRST_STRIKE_DAMAGE: "first-strike combat damage", Step.COMBAT_DAMAGE: "combat damage",
    Step.END_COMBAT: "end of combat", Step.MAIN2: "second main phase", Step.END_OF_TURN: "end of turn",
    Step.CLEANUP: "cleanup",
}


class Narrator:
    """Turns events into sentences, remembering object names as objects move."""

    def __init__(self, names: dict[int, str] | None = None) -> None:
        self.names: dict[int, str] = dict(names or {})

    def _obj(self, oid: Any) -> str:
        return f"{self.names.get(oid, 'a card')}" if oid is not None else "a card"

    def _target(self, t: Any) -> str:
        kind, ident = t
        return f"P{ident + 1}" if kind == "player" else self._obj(ident)

    def _targets(self, ts: Any) -> str:
        ts = [t for t in ts if t is not None]
        return (" targeting " + ", ".join(self._target(t) for t in ts)) if ts else ""

    def lines(self, events: Iterable[tuple[Any, ...]]) -> Iterator[str]:
        for e in events:
            line = self.line(e)
            if line:
                yield line

    def line(self, e: tuple[Any, ...]) -> str | None:
        k = e[0]
        if k == "zone":
            _, owner, old, name, frm, to, new, _ctrl = e
            if new is not None:
                self.names[new] = name
            if old is not None:
                self.names[old] = name
            if to == Zone.BATTLEFIELD and frm not in (Zone.HAND,):
                return f"  {name} comes into play."
            if frm == Zone.BATTLEFIELD and to == Zone.GRAVEYARD:
                return f"  {name} is put into P{owner + 1}'s graveyard from play."
            if to == Zone.EXILE:  # a card removed face down is not named (CR 406.3; 2003: 217.7b)
                return f"  {name or 'A card'} is removed from the game{'' if name else ' face down'}."
            return None
        if k == "turn":
            return f"Turn {e[1]} (P{e[2] + 1})"
        if k == "step":
            return None
        if k == "mulligan":
            return f"P{e[1] + 1} mulligans a hand of {e[2]}."
        if k == "keep":
            return f"P{e[1] + 1} keeps {e[2]} cards."
        if k == "draw":
            return f"  P{e[1] + 1} draws {self._obj(e[2]) if e[2] is not None else 'a card'}."
        if k == "draw_empty":
            return f"  P{e[1] + 1} must draw from an empty library."
        if k == "play_land":
            return f"  P{e[1] + 1} plays {e[3]}."
        if k == "cast":
            self.names[e[2]] = e[3]
            return f"  P{e[1] + 1} plays {e[3]}{self._targets(e[4])}."
        if k == "activate":
            return f"  P{e[1] + 1} plays an ability of {e[3]}{self._targets(e[4])}."
        if k == "trigger":
            return f"  {e[3]}'s ability triggers{self._targets(e[4])}."
        if k == "resolve":
            what = e[3] if len(e) < 5 or e[4] == "spell" else f"{e[3]}'s ability"
            return f"  {what} resolves."
        if k == "fizzle":
            return f"  {e[3]} is countered on resolution (no legal target)."
        if k == "countered":
            return f"  {e[3]} is countered."
        if k == "mana":
            return f"  P{e[1] + 1} adds {mana_str(e[2])} to his or her mana pool."
        if k == "pay":
            return None
        if k == "damage":
            _, src, _sc, tkind, tid, amount, combat = e
            what = f"P{tid + 1}" if tkind == "player" else self._obj(tid)
            return f"  {self._obj(src)} deals {amount} {'combat ' if combat else ''}damage to {what}."
        if k == "attacks":
            return f"  {e[2] or 'A face-down creature'} attacks P{e[3] + 1}."
        if k == "blocks":  # a name is None where the reader may not see a face-down creature
            return f"  {e[2] or 'A face-down creature'} blocks {self._obj(e[3])}."
        if k == "combat_damage_on_stack":
            return "  Combat damage is put on the stack."
        if k == "mana_burn":
            return f"  P{e[1] + 1} loses {e[2]} life to mana burn."
        if k == "gain_life":
            return f"  P{e[1] + 1} gains {e[2]} life."
        if k == "discard":
            return f"  P{e[1] + 1} discards {e[3]}."
        if k == "sacrifice":
            return f"  P{e[1] + 1} sacrifices {e[3]}."
        if k == "regenerate":
            return f"  {e[2] or 'A face-down creature'} regenerates."
        if k == "choose_type":
            return f"  P{e[1] + 1} chooses {e[2]}."
        if k == "lose":
            return f"P{e[1] + 1} loses the game ({e[2]})."
        if k == "game_over":
            return "Game over: " + (", ".join(f"P{w + 1}" for w in e[1]) + " wins." if e[1] else "a draw.")
        return None


def pool_text(pool: list[int]) -> str:
    return mana_str(pool)
