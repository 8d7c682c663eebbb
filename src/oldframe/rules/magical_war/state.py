"""The state Magical War keeps beside the core's (``GameState.variant``): the common stock, every
player's pipeline and its size, and where the set-up (MW 2) and the last gasp (MW 4.1) stand.

Cards in the stock are objects in the library zone listed in no player's own library list: the stock
is everyone's library (MW 1.2), and ``GameState.library(player)`` returns it; pipeline cards stay in
their player's hand list (they are part of the hand, MW 2.4) and are listed here in order, first card
first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from oldframe.rules.magical_war import NAME
from oldframe.rules.rng import Rng
from oldframe.rules.state import GameState

#: MW 2.4: a pipeline holds two cards unless an effect changes its size.
BASE_PIPELINE = 2
#: MW 1.5: a player's hand size.
HAND_SIZE = 9

#: Set-up stages (MW 2): mulligans, the initial round of zero-cost cards, pipelines, then play.
MULLIGANS, INITIAL_ROUND, PIPELINES, PLAY = "mulligans", "initial_round", "pipelines", "play"


@dataclass(slots=True)
class MagicalWar:
    """Everything Magical War adds to a position (copied, written to JSON and viewed by the core)."""

    stock: list[int] = field(default_factory=list)  # the common library, top card last
    pipelines: list[list[int]] = field(default_factory=list)  # per seat, first card first
    base: list[int] = field(default_factory=list)  # per seat, the pipeline size before errata (MW 2.4)
    size: list[int] = field(default_factory=list)  # per seat, the size in force (set at their upkeep, MW 6.1)
    stage: str = MULLIGANS
    queue: list[int] = field(default_factory=list)  # players still to act in the set-up stage, in turn order
    piped: bool = False  # the active player took this turn's pipeline subphase (MW 3.3)
    gasping: list[int] = field(default_factory=list)  # players taking their last gasp (MW 4.1), first acts
    gasp_reasons: dict[int, str] = field(default_factory=dict)
    gasp_attacked: bool = False
    gasped: list[int] = field(default_factory=list)  # players who took it: they now leave for good
    retargets: dict[int, int] = field(default_factory=dict)  # Vise/Rack id -> opponent chosen anew (MW 6.1)
    retarget_asked: list[int] = field(default_factory=list)  # Vises/Racks already asked this upkeep
    shuffle_due: bool = False  # a mulligan put a hand into the stock: shuffle it before the next draw
    name: str = NAME

    @classmethod
    def fresh(cls, n_players: int) -> MagicalWar:
        return cls(pipelines=[[] for _ in range(n_players)], base=[BASE_PIPELINE] * n_players,
                   size=[BASE_PIPELINE] * n_players)

    def copy(self) -> MagicalWar:
        return MagicalWar(list(self.stock), [list(p) for p in self.pipelines], list(self.base), list(self.size),
                          self.stage, list(self.queue), self.piped, list(self.gasping),
                          dict(self.gasp_reasons), self.gasp_attacked, list(self.gasped), dict(self.retargets),
                          list(self.retarget_asked), self.shuffle_due)

    def to_json(self) -> dict[str, Any]:
        return {"stock": list(self.stock), "pipelines": [list(p) for p in self.pipelines], "base": list(self.base),
                "size": list(self.size), "stage": self.stage, "queue": list(self.queue), "piped": self.piped,
                "gasping": list(self.gasping),
                "gasp_reasons": [[k, v] for k, v in sorted(self.gasp_reasons.items())],
                "gasp_attacked": self.gasp_attacked, "gasped": list(self.gasped),
                "retargets": [[k, v] for k, v in sorted(self.retargets.items())],
                "retarget_asked": list(self.retarget_asked), "shuffle_due": self.shuffle_due}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> MagicalWar:
        return cls(list(d["stock"]), [list(p) for p in d["pipelines"]], list(d["base"]), list(d["size"]),
                   str(d["stage"]), list(d["queue"]), bool(d["piped"]), list(d["gasping"]),
                   {int(k): str(v) for k, v in d["gasp_reasons"]}, bool(d["gasp_attacked"]), list(d["gasped"]),
                   {int(k): int(v) for k, v in d["retargets"]}, list(d["retarget_asked"]), bool(d["shuffle_due"]))

    def shared_library(self) -> list[int]:
        """MW 1.2: the stock is every player's library ("search your library" searches it)."""
        return self.stock

    def view(self, state: GameState, viewer: int) -> dict[str, Any]:
        """Public: the stock's size, the common graveyard, each pipeline's size and card count and each
        player's hand size; the viewer's own pipeline cards in order (MW 2.4: only their owner may
        look at them)."""
        from oldframe.rules.magical_war.errata import hand_size  # (errata reads this module's state)

        graveyard = [{"oid": o, "name": state.objects[o].card.name} for p in state.players for o in p.graveyard]
        pipes = []
        for seat, pipe in enumerate(self.pipelines):
            entry: dict[str, Any] = {"player": seat, "size": self.size[seat], "count": len(pipe),
                                     "hand_size": hand_size(state, seat)}
            if seat == viewer:
                entry["cards"] = [{"oid": o, "name": state.objects[o].card.name} for o in pipe]
            pipes.append(entry)
        return {"name": self.name, "stock_size": len(self.stock), "graveyard": graveyard, "pipelines": pipes,
                "stage": self.stage}

    def describe(self, state: GameState) -> str:
        """One line of public text for the board: the stock, the common graveyard, the pipelines."""
        pipes = "  ".join(f"P{seat + 1} {len(pipe)}/{self.size[seat]}" for seat, pipe in enumerate(self.pipelines)
                          if not state.players[seat].lost)
        graveyard = sum(len(p.graveyard) for p in state.players)
        return f"Magical War: stock {len(self.stock)}  common graveyard {graveyard}  pipelines {pipes}"

    def resample(self, state: GameState, seat: int, rng: Rng, remap: dict[int, int]) -> None:
        """Deal again what ``seat`` can't see: the stock and the other players' hands (their pipelines
        included) are pooled and dealt at random to the same places; ``remap`` gives the new ids the
        core gave those hands' cards."""
        self.pipelines = [[remap.get(o, o) for o in pipe] for pipe in self.pipelines]
        places = [o for p in state.players if p.index != seat for o in p.hand] + list(self.stock)
        cards = sorted((state.objects[o].printed for o in places), key=lambda c: c.name)
        for i in range(len(cards) - 1, 0, -1):
            j = rng.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        for oid, card in zip(places, cards, strict=True):
            clone = state.objects[oid].clone()
            clone.card = clone.printed = card
            clone.form = None
            state.objects[oid] = clone


def of(state: GameState) -> MagicalWar | None:
    """The game's Magical War state, or None in any other game."""
    v = state.variant
    return v if isinstance(v, MagicalWar) else None


def pipeline_of(state: GameState, player: int) -> list[int]:
    mw = of(state)
    return [] if mw is None else mw.pipelines[player]


def hand_outside_pipeline(state: GameState, player: int) -> list[int]:
    """The player's hand cards that are not in their pipeline, in hand order."""
    pipe = set(pipeline_of(state, player))
    return [o for o in state.players[player].hand if o not in pipe]
