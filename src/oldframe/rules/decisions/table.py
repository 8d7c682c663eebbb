"""The decision table: for every :class:`DecisionKind`, one :class:`DecisionRule` (legal answers,
why an answer is illegal, how it applies). ``rules.engine`` answers every pending decision through
it. Adding a decision kind: a member of ``DecisionKind``, a ``DecisionRule`` in the family module it
belongs to (or a new one listed below); the table refuses to load with a kind left out.
"""

from __future__ import annotations

from oldframe.rules.actions import Action, ChooseNumber, ChooseObject
from oldframe.rules.decisions import announcing, declarations, opening, priority, resolving, turn_based
from oldframe.rules.decisions.kinds import VARIANT_KINDS, DecisionKind
from oldframe.rules.decisions.rule import DecisionRule
from oldframe.rules.state import GameState

TABLE: dict[DecisionKind, DecisionRule] = {
    rule.kind: rule
    for family in (opening, priority, announcing, declarations, turn_based, resolving)
    for rule in family.RULES
}
_missing = set(DecisionKind) - set(TABLE) - VARIANT_KINDS
if _missing:  # pragma: no cover - a programming error, caught by any import
    raise RuntimeError(f"decision kinds without a rule in the decision table: {sorted(_missing)}")

#: Decisions answered with a number (``ChooseNumber``); game records written before numbers had their
#: own action answered them with ``ChooseObject(n)``.
NUMERIC: frozenset[DecisionKind] = frozenset(
    kind for kind, rule in TABLE.items() if rule.answers == (ChooseNumber,))


def upgrade_legacy_answer(state: GameState, action: Action) -> Action:
    """An action from an older game record, in today's form: a number that was sent as an object
    choice (``choose 3`` for X = 3) becomes ``number 3``. Anything else is returned unchanged."""
    d = state.decision
    if d is not None and isinstance(action, ChooseObject) and d.kind in NUMERIC:
        return ChooseNumber(action.oid)
    return action
