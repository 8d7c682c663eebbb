"""The shape of one decision table entry: PokerKit's ``can_x`` / ``verify_x`` / ``x`` for a decision.

``legal`` lists every answer the deciding player may give now, ``why_illegal`` says why an answer is
not one of them (or None when it is), and ``apply`` makes an answer's change. ``apply`` is only ever
handed a legal answer (``Game.apply`` checks first, and an illegal answer changes nothing); the engine
then runs the game on to the next decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules.actions import Action
from oldframe.rules.decisions.choice_record import set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Decision, GameState

Legal = Callable[[GameState, Decision], list[Action]]
Apply = Callable[[GameState, Decision, Action], None]
Explain = Callable[[GameState, Decision, Action], str | None]


@dataclass(frozen=True, slots=True)
class DecisionRule:
    """How one kind of decision is answered.

    ``answers`` are the action types that answer it (anything else is the wrong kind of answer);
    ``explain``, if given, gives a reason specific to the kind for an answer of the right type that is
    not legal (a blocker that can't block that attacker, a card that can't be cast now)."""

    kind: DecisionKind
    answers: tuple[type[Action], ...]
    legal: Legal
    apply: Apply
    explain: Explain | None = None

    def why_illegal(self, state: GameState, decision: Decision, action: Action) -> str | None:
        """None if ``action`` is a legal answer now; else why not, in words for the player."""
        if not isinstance(action, self.answers):
            words = " or ".join(sorted({f"'{a.kind}'" for a in self.answers}))
            return f"'{self.kind.value}' is answered with {words}, not '{action.kind}'"
        legal = self.legal(state, decision)
        if action in legal:
            return None
        if self.explain is not None:
            reason = self.explain(state, decision, action)
            if reason:
                return reason
        return f"{action} is not one of the {len(legal)} legal answers"


def distinct_by_name(state: GameState, oids: list[int]) -> list[int]:
    """Cards with the same name in one hidden zone are interchangeable: offer the first of each."""
    seen: set[str] = set()
    out = []
    for oid in oids:
        name = state.objects[oid].card.name
        if name not in seen:
            seen.add(name)
            out.append(oid)
    return out


def resolving_choices_set(state: GameState, key: str, value: object) -> None:
    """Store a choice made on resolution in the resolving item's ``choices`` (the effect that asked
    runs again and reads it) and clear the decision."""
    state.decision = None
    item = state.resolving
    assert item is not None, "a choice made on resolution with nothing resolving"
    set_answer(item.choices, key, value)
