"""Automatic passing with stops: which priority decisions a person is asked, and which the client
answers "pass" for them (PokerKit's ``Automation``: what is done automatically is data, not UI code).

A game asks for priority some 300 times; a person wants to be asked only where they might act. The
settings are an :class:`AutoPass`: the steps where the person wants to stop (``(my_turn, step)``
pairs) and a mode. Whatever the settings, a person is always asked:

* every decision that is not priority (targets, attackers, blockers, mulligans, "you may" ...);
* when passing would make them lose life to mana burn (2003 300.4; see :func:`mana_burn_if_pass`).

Modes (set with :meth:`AutoPass.start`, which records where the mode began):

* ``STOPS``: stop at the stop steps, and whenever the top of the stack is an opponent's object (a spell,
  ability or combat damage they might want to answer). Combat stops count only when creatures attack.
* ``UNTIL_SOMETHING_HAPPENS``: pass until an object is put on the stack, a decision other than priority
  comes, or an opponent acts; or, if nothing happens, until the first stop of the person's own turn.
* ``END_OF_TURN``: pass until the next turn begins (then behave as ``STOPS``).

A mode entered without :meth:`AutoPass.start` has no anchor and behaves as ``STOPS``: it never passes
more than the person asked for.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from oldframe.rules.actions import PassPriority
from oldframe.rules.ruleset import ManaPool
from oldframe.rules.state import Step

if TYPE_CHECKING:
    from oldframe.game import Game

__all__ = [
    "COMBAT_STEPS",
    "DEFAULT_STOPS",
    "PRIORITY_STEPS",
    "Anchor",
    "AutoPass",
    "NextStop",
    "StopMode",
    "mana_burn_if_pass",
    "needs_person",
    "next_stop",
]


class StopMode(Enum):
    STOPS = "stops"
    UNTIL_SOMETHING_HAPPENS = "until something happens"
    END_OF_TURN = "end of turn"


# Steps in which players normally receive priority (no priority in untap, CR 502.3; nor normally in
# cleanup, CR 514.3).
PRIORITY_STEPS: tuple[Step, ...] = tuple(s for s in Step if s not in (Step.UNTAP, Step.CLEANUP))
COMBAT_STEPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                          Step.COMBAT_DAMAGE, Step.END_COMBAT})

DEFAULT_STOPS: frozenset[tuple[bool, Step]] = frozenset({
    (True, Step.MAIN1), (True, Step.DECLARE_BLOCKERS), (True, Step.MAIN2),  # my turn: play, pump after blocks
    (False, Step.DECLARE_ATTACKERS), (False, Step.END_OF_TURN),  # theirs: tricks after attacks, end-of-turn plays
})


@dataclass(frozen=True, slots=True)
class Anchor:
    """Where a mode was entered: how many actions the game had, the turn, and the stack's objects."""

    actions: int
    turn: int
    stack: tuple[int, ...]


@dataclass(frozen=True)
class AutoPass:
    """A person's automatic-passing settings (see the module docstring)."""

    stops: frozenset[tuple[bool, Step]] = DEFAULT_STOPS
    mode: StopMode = StopMode.STOPS
    anchor: Anchor | None = None

    def start(self, game: Game, mode: StopMode) -> AutoPass:
        """These settings in ``mode``, anchored at the game's current position."""
        stack = tuple(int(e["oid"]) for e in game.view(_viewer(game))["stack"])
        return replace(self, mode=mode, anchor=Anchor(len(game.actions), game.state.turn, stack))

    def stopped(self) -> AutoPass:
        """Back to plain stops (the client calls this when the person is asked)."""
        return replace(self, mode=StopMode.STOPS, anchor=None)

    def toggle(self, my_turn: bool, step: Step) -> AutoPass:
        key = (my_turn, step)
        return replace(self, stops=self.stops - {key} if key in self.stops else self.stops | {key})


def _viewer(game: Game) -> int:
    p = game.pending
    return p.player if p is not None else 0


def _kind(game: Game) -> str:
    """The pending decision's kind as text (it may become an enum; its value is the same word)."""
    p = game.pending
    if p is None:
        return ""
    kind: Any = p.kind
    return str(getattr(kind, "value", kind))


def needs_person(game: Game, seat: int, settings: AutoPass) -> bool:
    """Whether ``seat``'s pending decision must be put to the person. False only when the decision is
    priority and passing is the automatic answer under ``settings`` (and also when ``seat`` has nothing
    to decide now, so a caller may loop ``while not needs_person(...)`` for the deciding seat only)."""
    pending = game.pending
    if pending is None or game.is_over() or pending.player != seat:
        return False
    if _kind(game) != "priority":
        return True
    if PassPriority() not in game.legal_actions():
        return True  # passing isn't allowed now (Magical War's pipeline subphase is owed, MW 3.3)
    if mana_burn_if_pass(game, seat) > 0:
        return True  # never burn a person's life automatically (2003 300.4)
    view = game.view(seat)
    stack = view["stack"]
    my_turn = view["active_player"] == seat
    step = Step[str(view["step"]).upper()]
    anchor = settings.anchor
    if settings.mode is StopMode.END_OF_TURN and anchor is not None and game.state.turn == anchor.turn:
        return False
    if settings.mode is StopMode.UNTIL_SOMETHING_HAPPENS and anchor is not None:
        if _something_happened(game, anchor, stack):
            return True
        return not stack and my_turn and _is_stop(settings, view, my_turn, step)
    if stack and stack[-1]["controller"] != seat:
        return True  # an opponent's spell, ability or combat damage is on top: the person may answer
    return not stack and _is_stop(settings, view, my_turn, step)


def _something_happened(game: Game, anchor: Anchor, stack: list[dict[str, Any]]) -> bool:
    """An action other than passing since the anchor (the person only passes meanwhile, so it is an
    opponent's), or an object on the stack that wasn't there then."""
    if any(not isinstance(a, PassPriority) for a in game.actions[anchor.actions:]):
        return True
    return any(int(e["oid"]) not in anchor.stack for e in stack)


def _is_stop(settings: AutoPass, view: dict[str, Any], my_turn: bool, step: Step) -> bool:
    if (my_turn, step) not in settings.stops:
        return False
    if step in COMBAT_STEPS:  # combat stops matter only when creatures attack (CR 508.8; 2003: 308.5)
        combat = view.get("combat")
        return bool(combat and combat["attackers"])
    return True


def mana_burn_if_pass(game: Game, seat: int) -> int:
    """Life ``seat`` would lose to mana burn if every player passed now (2003 300.4: unspent mana
    empties at the end of each phase and costs its owner 1 life each). 0 under rules without mana burn
    (CR 500.4), with an empty pool, with objects on the stack (passing resolves the top one, the step
    goes on), or when the step ending now doesn't end its phase or the pool doesn't empty (Upwelling).

    Found by passing on a copy of the game until the step ends, so every rule that decides when pools
    empty is the engine's own.
    """
    state = game.state
    if state.rules.mana_pool is not ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN:
        return 0
    floating = sum(state.players[seat].pool)
    if not floating or state.stack or _kind(game) != "priority":
        return 0
    trial = game.copy()
    trial.keep_history = False
    step, turn = state.step, state.turn
    for _ in range(4 * state.n_players):  # each player passes once; a few more for safety
        if trial.is_over() or _kind(trial) != "priority" or trial.state.stack:
            break
        if trial.state.step != step or trial.state.turn != turn:
            break
        trial.apply(PassPriority())
    if trial.state.step == step and trial.state.turn == turn:
        return 0
    return max(0, floating - sum(trial.state.players[seat].pool))


@dataclass(frozen=True, slots=True)
class NextStop:
    """Where automatic passing will next ask the person (at the latest): ``turns_ahead`` is 0 for this
    turn; ``my_turn`` whose turn; ``step`` the step. ``text`` for the marker line."""

    turns_ahead: int
    my_turn: bool
    step: Step

    @property
    def text(self) -> str:
        from oldframe.play.narrate import STEP_WORDS

        whose = "your" if self.my_turn else "opponent's"
        when = "" if self.turns_ahead == 0 else " (next turn)" if self.turns_ahead == 1 else \
            f" ({self.turns_ahead} turns ahead)"
        return f"{whose} {STEP_WORDS[self.step]}{when}"


def next_stop(game: Game, seat: int, settings: AutoPass) -> NextStop | None:
    """The next step where the person will be asked if nobody does anything (opponents may act sooner:
    an object on the stack or a decision always stops). None if no stop can come (an empty stop set in
    a mode that only ends on events). The current step counts only if the person is not deciding now.

    Turn order is assumed to alternate (extra turns are not foreseen).
    """
    state = game.state
    n = state.n_players
    active, step = state.active, Step(state.step)
    mode, anchor = settings.mode, settings.anchor
    deciding_now = game.pending is not None and game.pending.player == seat
    # (read from the state: a view would also list the seat's legal actions, costly on every broadcast)
    attacking = bool(state.combat is not None and state.combat.attackers)
    for offset in range(n + 2):
        player = (active + offset) % n if offset else active
        my_turn = player == seat
        first = int(step) + (1 if deciding_now else 0) if offset == 0 else 0
        for s in PRIORITY_STEPS:
            if s < first:
                continue
            if mode is StopMode.END_OF_TURN and anchor is not None and offset == 0 and state.turn == anchor.turn:
                continue
            if mode is StopMode.UNTIL_SOMETHING_HAPPENS and anchor is not None and not my_turn:
                continue
            if s in COMBAT_STEPS and not (offset == 0 and attacking):
                continue  # if nobody does anything, nobody attacks (CR 508.8; 2003: 308.5)
            if (my_turn, s) in settings.stops:
                return NextStop(offset, my_turn, s)
    return None
