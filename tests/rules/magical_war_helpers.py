"""Helpers shared by the Magical War tests (tests/rules/test_magical_war*.py)."""

from __future__ import annotations

from oldframe import Game
from oldframe.rules.actions import ChooseObject, ChooseTarget, ChooseYesNo, FinishDeclaring, PassPriority
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.magical_war.errata import chosen_opponent
from oldframe.rules.magical_war.pipeline import RunPipeline
from oldframe.rules.magical_war.state import MagicalWar
from oldframe.rules.ruleset import PRESETS
from oldframe.rules.state import Step

MW = "magical-war"
#: MWR-* scenarios hold under "all three" presets: every preset the engine has (scourge2003 joins
#: when it is built).
ALL_PRESETS = sorted(PRESETS)


def mw(g: Game) -> MagicalWar:
    v = g.state.variant
    assert isinstance(v, MagicalWar)
    return v


def deck(*parts: tuple[str, int]) -> list[str]:
    return [name for name, n in parts for _ in range(n)]


def advance(g: Game, step: Step, *, active: int | None = None, turn: int | None = None,
            stop: DecisionKind = DecisionKind.PRIORITY) -> None:
    """Pass until ``step`` (of ``active``'s turn / turn ``turn``), taking a pipeline subphase that
    can't be skipped with the first card offered and declining the spell turned up; no attackers or
    blockers are declared on the way. Stops at the decision ``stop`` (default: priority)."""
    for _ in range(3000):
        st = g.state
        d = st.decision
        assert d is not None and not st.over
        if st.step == step and (active is None or st.active == active) and (turn is None or st.turn == turn) \
                and d.kind == stop:
            return
        legal = g.legal_actions()
        if d.kind == DecisionKind.PRIORITY:
            g.apply(PassPriority() if PassPriority() in legal else RunPipeline())
        elif d.kind == DecisionKind.MW_PIPELINE_ADD:
            g.apply(legal[0])
        elif d.kind == DecisionKind.MW_PIPELINE_CAST:
            g.apply(ChooseYesNo(False))
        elif d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
            g.apply(FinishDeclaring())
        elif d.kind == DecisionKind.MW_RETARGET:  # keep the opponent chosen before
            g.apply(ChooseTarget(("player", chosen_opponent(st, mw(g), int(d.data["oid"])) or 0)))
        elif d.kind == DecisionKind.DISCARD_TO_HAND_SIZE:
            g.apply(next(a for a in legal if isinstance(a, ChooseObject)))
        else:
            raise AssertionError(f"advance: unexpected decision {d.kind} for P{d.player + 1}")
    raise AssertionError(f"advance: {step.name} not reached")
