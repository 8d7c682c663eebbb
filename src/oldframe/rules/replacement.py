"""Replacement and prevention effects on damage, applied one at a time in the order the affected
player chooses (CR 616.1; 2003: 419.8).

When damage would be dealt, every prevention or replacement effect that applies to that damage
event is listed; if two or more apply and the order can change the outcome, the affected player —
the damaged player, or the controller of the damaged permanent — chooses one to apply first; after
it is applied the list is made again, since the modified event may no longer be one that the others
apply to (CR 616.1f; 2003: 419.8b).

Damage is dealt deep inside resolutions and turn-based actions, so the choice is made by replay,
not by pausing a half-dealt event: :func:`apply_with_choices` (wrapped around every action the engine
applies) snapshots the position first; when a choice nobody has made yet is needed, the position goes
back to that snapshot, the choice becomes the pending decision, and the answer re-applies the original
action from the same position with the answers so far. The rules are deterministic (the random
generator is part of the position), so the replay reaches the same event and finds its answer.

Effects here are *providers*: functions ``(state, event) -> list[Applicable]`` in
:data:`DAMAGE_EFFECTS`. An :class:`Applicable` that "uses itself up" (a shield: "prevent the next 3
damage") is what makes the order matter; when none of the applicable effects does, all of them apply
in the listed order without a question (two "prevent all" effects give the same game either way).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Decision, GameState, Target


@dataclass(frozen=True, slots=True)
class DamageEvent:
    """Damage that would be dealt (CR 120.1; 2003: 419.1)."""

    source: int
    source_controller: int
    source_colors: frozenset[str]
    target: Target
    amount: int
    combat: bool
    #: "… and the damage can't be prevented" (CR 615.12): prevention effects don't apply to it.
    unpreventable: bool = False

    def prevent(self, n: int | None = None) -> DamageEvent:
        """The event with ``n`` of its damage prevented (all of it when ``n`` is None)."""
        return replace(self, amount=0 if n is None else max(0, self.amount - n))


@dataclass(frozen=True, slots=True)
class Applicable:
    """One prevention or replacement effect that applies to a damage event.

    ``key`` identifies the effect for this event (stable across a replay), ``label`` is what the
    choosing player reads, ``apply`` modifies the event (and uses the effect up, for a shield), and
    ``uses_up`` says whether applying it changes the effect itself — only then can order matter.
    """

    key: str
    label: str
    apply: Callable[[GameState, DamageEvent], DamageEvent]
    uses_up: bool = False
    #: A prevention effect (CR 615), as opposed to a replacement that redirects (CR 614.9): damage
    #: that can't be prevented skips it (CR 615.12).
    prevention: bool = True


Provider = Callable[[GameState, DamageEvent], list[Applicable]]
#: Every prevention/replacement effect family on damage registers a provider here (effects.py
#: protection, atoms.durations Fog-style effects, atoms.compiled shields, ...).
DAMAGE_EFFECTS: list[Provider] = []
#: Cheap checks, one per family of choices asked by replay (effects that use themselves up, optional
#: replacements such as madness): "could such a choice arise now?". The engine snapshots a position
#: before an action only when one says yes.
CHOICE_POSSIBLE: list[Callable[[GameState], bool]] = []


def damage_effect(fn: Provider) -> Provider:
    """Register a provider (idempotent, so re-imports don't apply an effect twice)."""
    if fn not in DAMAGE_EFFECTS:
        DAMAGE_EFFECTS.append(fn)
    return fn


def choice_possible_when(fn: Callable[[GameState], bool]) -> Callable[[GameState], bool]:
    if fn not in CHOICE_POSSIBLE:
        CHOICE_POSSIBLE.append(fn)
    return fn


def pure_prevention(fn: Callable[[GameState, int, Target, int, bool], int], label: str) -> Provider:
    """A provider from a check ``(state, source, target, amount, is_combat) -> damage left`` that
    changes nothing: the effect applies when it would leave less, and prevents that much."""
    def provider(state: GameState, event: DamageEvent) -> list[Applicable]:
        left = fn(state, event.source, event.target, event.amount, event.combat)
        if left >= event.amount:
            return []
        return [Applicable(f"{fn.__name__}:{event.target[0]}{event.target[1]}", label,
                           lambda s, e: e.prevent(e.amount - fn(s, e.source, e.target, e.amount, e.combat)))]
    provider.__name__ = fn.__name__
    return damage_effect(provider)


class ChoiceNeeded(Exception):
    """Raised when the affected player must choose and has not yet: the action is replayed after."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind.value)
        self.decision = decision


@dataclass(slots=True)
class ReplayContext:
    """Answers for the action being applied, consumed in the order the replay needs them."""

    answers: list[int]
    cursor: int = 0


def affected_player(state: GameState, target: Target) -> int:
    """CR 616.1: the affected player, or the controller of the affected object."""
    kind, ident = target
    if kind == "player":
        return ident
    obj = state.objects.get(ident)
    return obj.controller if obj is not None else 0


def replace_damage(state: GameState, event: DamageEvent) -> DamageEvent:
    """Apply every prevention/replacement effect that applies, in the affected player's order
    (CR 616.1, 616.1f; 2003: 419.8)."""
    applied: set[str] = set()
    while event.amount > 0:
        options = [a for provider in DAMAGE_EFFECTS for a in provider(state, event) if a.key not in applied
                   and not (event.unpreventable and a.prevention)]  # CR 615.12
        if not options:
            break
        pick = options[0]
        if len(options) > 1 and any(a.uses_up for a in options):
            pick = options[_choose(state, affected_player(state, event.target), event, options)]
        applied.add(pick.key)
        event = pick.apply(state, event)
    return event


def _choose(state: GameState, player: int, event: DamageEvent, options: list[Applicable]) -> int:
    source = state.objects.get(event.source)
    return ask(state, player, [a.label for a in options], {
        "source": source.card.name if source is not None and not source.face_down else "a face-down creature",
        "target": event.target, "amount": event.amount, "combat": event.combat,
    })


def ask(state: GameState, player: int, labels: list[str], data: dict[str, Any]) -> int:
    """The index of the option ``player`` chooses, asked by replay (a ``replacement_order``
    decision). Without a snapshot to go back to (the choice became possible in the middle of the
    action) the first option is taken."""
    ctx: ReplayContext | None = state.replay
    if ctx is None:
        return 0
    if ctx.cursor < len(ctx.answers):
        answer = ctx.answers[ctx.cursor]
        ctx.cursor += 1
        return answer if 0 <= answer < len(labels) else 0
    raise ChoiceNeeded(Decision(DecisionKind.REPLACEMENT_ORDER, player, {"options": list(labels), **data}))


def choice_possible(state: GameState) -> bool:
    return any(check(state) for check in CHOICE_POSSIBLE)


def apply_with_choices(state: GameState, run: Callable[[], None],
                       action_json: dict[str, Any] | Callable[[], dict[str, Any]], answers: list[int]) -> None:
    """Run ``run`` (applying one action); if a replacement-order choice is needed, go back to the
    position before it and ask (see the module docstring). ``action_json`` is the action's JSON, or
    a function giving it (called only when a choice is asked)."""
    if not choice_possible(state):
        run()
        return
    snapshot = state.copy()
    state.replay = ReplayContext(list(answers))
    try:
        run()
    except ChoiceNeeded as need:
        fresh = snapshot.copy()
        state.__dict__.clear()
        state.__dict__.update(fresh.__dict__)
        state.replacement_pending = {"action": action_json() if callable(action_json) else action_json,
                                     "answers": list(answers),
                                     "prior": None if snapshot.decision is None else snapshot.decision.copy()}
        state.decision = need.decision
    finally:
        state.replay = None
