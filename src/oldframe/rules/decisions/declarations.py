"""Combat decisions: declaring attackers and attacking bands (CR 508.1, 702.22c; 2003: 308.2,
502.10b), declaring blockers (CR 509.1; 2003: 309.2) and dividing an attacker's combat damage
(CR 510.1c; 2003: 310.4)."""

from __future__ import annotations

from oldframe.rules import banding, combat, turn
from oldframe.rules.actions import Action, AssignDamage, Band, DeclareAttacker, DeclareBlocker, FinishDeclaring
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule
from oldframe.rules.evasion import must_still_attack
from oldframe.rules.state import Decision, GameState


def _attackers_legal(state: GameState, d: Decision) -> list[Action]:
    options = combat.attack_options(state)
    # CR 508.1d (2003: 308.2b): "attacks each combat if able" — no finishing while one still can
    done: list[Action] = [] if must_still_attack(state, options) else [FinishDeclaring()]
    bands: list[Action] = [Band(a, b) for a, b in banding.band_options(state)]  # CR 702.22c (2003: 502.10b)
    declare: list[Action] = [DeclareAttacker(a, dfd) for a, dfd in options]
    return declare + bands + done


def _attackers_apply(state: GameState, d: Decision, action: Action) -> None:
    if isinstance(action, DeclareAttacker):
        combat.declare_attacker(state, action.attacker, action.defender)
    elif isinstance(action, Band):  # CR 702.22c (2003: 502.10b): an attacking band
        banding.form_band(state, action.attacker, action.with_attacker)
    if isinstance(action, FinishDeclaring) or (
            not combat.attack_options(state) and not banding.band_options(state)):
        combat.finish_attacks(state)
        state.priority = state.active


def _attackers_explain(state: GameState, d: Decision, action: Action) -> str | None:
    if isinstance(action, FinishDeclaring):
        return "a creature that attacks each combat if able must still attack (CR 508.1d; 2003: 308.2b)"
    if isinstance(action, DeclareAttacker):
        return f"#{action.attacker} can't attack P{action.defender + 1} now (CR 508.1; 2003: 308.2)"
    return None


def _blockers_legal(state: GameState, d: Decision) -> list[Action]:
    """Blocking requirements and menace (CR 509.1b-c, 2003: 309.2) narrow the options."""
    blocks, may_finish = combat.block_options(state, d.player), True
    for requirement in combat.BLOCK_REQUIREMENTS:  # menace, lures, provoke (CR 509.1b-c)
        blocks, ok = requirement(state, blocks)
        may_finish = may_finish and ok
    may_finish = may_finish or not blocks  # a requirement never demands an impossible block (CR 509.1c)
    return [DeclareBlocker(b, a) for b, a in blocks] + ([FinishDeclaring()] if may_finish else [])


def _blockers_apply(state: GameState, d: Decision, action: Action) -> None:
    if isinstance(action, DeclareBlocker):
        combat.declare_blocker(state, action.blocker, action.attacker)
        if not combat.block_options(state, d.player):
            turn.done_blocking(state)
    else:
        turn.done_blocking(state)


def _blockers_explain(state: GameState, d: Decision, action: Action) -> str | None:
    if isinstance(action, FinishDeclaring):
        return "a blocking requirement can still be met (CR 509.1c; 2003: 309.2)"
    if isinstance(action, DeclareBlocker):
        return f"#{action.blocker} can't block #{action.attacker} now (CR 509.1; 2003: 309.2)"
    return None


def _damage_legal(state: GameState, d: Decision) -> list[Action]:
    return [AssignDamage(t, n) for t, n in combat.assignment_options(state)]


def _damage_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, AssignDamage)
    combat.assign(state, action.target, action.amount)
    if state.decision is None:
        state.priority = state.active


def _damage_explain(state: GameState, d: Decision, action: Action) -> str | None:
    return ("lethal damage goes to each blocker in order before the next, and no more than the damage "
            "left (CR 510.1c; 2003: 310.4)")


RULES = (
    DecisionRule(DecisionKind.ATTACKERS, (DeclareAttacker, Band, FinishDeclaring), _attackers_legal,
                 _attackers_apply, _attackers_explain),
    DecisionRule(DecisionKind.BLOCKERS, (DeclareBlocker, FinishDeclaring), _blockers_legal, _blockers_apply,
                 _blockers_explain),
    DecisionRule(DecisionKind.DAMAGE_ASSIGNMENT, (AssignDamage,), _damage_legal, _damage_apply, _damage_explain),
)
