"""Readable play-by-play text for game events (the log of ``Game``), in 2003 wording: spells are
"played", permanents "come into play", exiled cards are "removed from the game"."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from oldframe.rules.events import (
    Activated,
    Attacked,
    Blocked,
    Cast,
    CombatDamageOnStack,
    Countered,
    DamageDealt,
    Discarded,
    DrawActionOnStack,
    Drew,
    DrewFromEmpty,
    Event,
    Fizzled,
    GameOver,
    Kept,
    LandPlayed,
    LifeGained,
    Lost,
    ManaAdded,
    ManaBurned,
    Moved,
    Mulliganed,
    PipelineChanged,
    Regenerated,
    Resolved,
    Revealed,
    Sacrificed,
    StateBasedAction,
    StockReshuffled,
    Triggered,
    TurnBegan,
    TypeChosen,
)
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

    def lines(self, events: Iterable[Event]) -> Iterator[str]:
        for e in events:
            line = self.line(e)
            if line:
                yield line

    def line(self, e: Event) -> str | None:
        match e:
            case Moved(owner=owner, old=old, name=name, from_zone=frm, to=to, new=new):
                if new is not None:
                    self.names[new] = name or ""
                if old is not None:
                    self.names[old] = name or ""
                if to == Zone.BATTLEFIELD and frm not in (Zone.HAND,):
                    return f"  {name} comes into play."
                if frm == Zone.BATTLEFIELD and to == Zone.GRAVEYARD:
                    return f"  {name} is put into P{owner + 1}'s graveyard from play."
                if to == Zone.EXILE:  # a card removed face down is not named (CR 406.3; 2003: 217.7b)
                    return f"  {name or 'A card'} is removed from the game{'' if name else ' face down'}."
                return None
            case TurnBegan(turn=turn, active=active):
                return f"Turn {turn} (P{active + 1})"
            case Mulliganed(player=p, hand_size=n):
                return f"P{p + 1} mulligans a hand of {n}."
            case Kept(player=p, cards=n):
                return f"P{p + 1} keeps {n} cards."
            case Drew(player=p, oid=oid):
                return f"  P{p + 1} draws {self._obj(oid) if oid is not None else 'a card'}."
            case DrewFromEmpty(player=p):
                return f"  P{p + 1} must draw from an empty library."
            case LandPlayed(player=p, name=name):
                return f"  P{p + 1} plays {name}."
            case Cast(player=p, oid=oid, name=name, targets=targets):
                self.names[oid] = name
                return f"  P{p + 1} plays {name}{self._targets(targets)}."
            case Activated(player=p, name=name, targets=targets):
                return f"  P{p + 1} plays an ability of {name}{self._targets(targets)}."
            case Triggered(name=name, targets=targets):
                return f"  {name}'s ability triggers{self._targets(targets)}."
            case Resolved(name=name, item_kind=item_kind):
                what = name if item_kind == "spell" else f"{name}'s ability"
                return f"  {what} resolves."
            case Fizzled(name=name):
                return f"  {name} is countered on resolution (no legal target)."
            case Countered(name=name):
                return f"  {name} is countered."
            case ManaAdded(player=p, mana=mana):
                return f"  P{p + 1} adds {mana_str(mana)} to his or her mana pool."
            case DamageDealt(source=src, target_kind=tkind, target=tid, amount=amount, combat=combat):
                what = f"P{tid + 1}" if tkind == "player" else self._obj(tid)
                return f"  {self._obj(src)} deals {amount} {'combat ' if combat else ''}damage to {what}."
            case Attacked(name=name, defender=defender):  # no name: a face-down creature (CR 708.2)
                return f"  {name or 'A face-down creature'} attacks P{defender + 1}."
            case Blocked(name=name, attacker=attacker):
                return f"  {name or 'A face-down creature'} blocks {self._obj(attacker)}."
            case CombatDamageOnStack():
                return "  Combat damage is put on the stack."
            case DrawActionOnStack(player=p):  # 2003 304.1 (scourge2003)
                return f"  P{p + 1}'s draw for the turn is put on the stack."
            case ManaBurned(player=p, amount=amount):
                return f"  P{p + 1} loses {amount} life to mana burn."
            case LifeGained(player=p, amount=amount):
                return f"  P{p + 1} gains {amount} life."
            case Discarded(player=p, name=name):
                return f"  P{p + 1} discards {name}."
            case Sacrificed(player=p, name=name):
                return f"  P{p + 1} sacrifices {name}."
            case StateBasedAction(name=name, why=why):  # CR 704.3 (2003: 420.3)
                return f"  {name or 'A face-down creature'} is put into the graveyard ({why})."
            case Regenerated(name=name):
                return f"  {name or 'A face-down creature'} regenerates."
            case TypeChosen(player=p, name=name):
                return f"  P{p + 1} chooses {name}."
            case Lost(player=p, why=why):
                return f"P{p + 1} loses the game ({why})."
            case GameOver(winners=winners):
                return "Game over: " + (", ".join(f"P{w + 1}" for w in winners) + " wins." if winners else "a draw.")
            case PipelineChanged(player=p, count=count, size=size):  # Magical War (MW 2.4, 3.3)
                return f"  P{p + 1}'s pipeline: {count} card{'s' if count != 1 else ''} face down (size {size})."
            case Revealed(player=p, name=name):
                return f"  P{p + 1} reveals {name}."
            case StockReshuffled(cards=cards):  # MW 1.4
                return f"  The common graveyard is shuffled into a new stock of {cards} cards."
        return None


def pool_text(pool: list[int]) -> str:
    return mana_str(pool)
