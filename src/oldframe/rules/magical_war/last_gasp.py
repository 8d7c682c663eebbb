"""MW 4.1: a player who loses first picks up their pipeline and may cast instants and sorceries from
hand with the mana they have, and make one attack with all their untapped creatures; then they leave.

The engine's form: the loss (``sba.lose``) is delayed (``extensions.LEAVING``) and the player gets the
``MW_LAST_GASP`` decision whenever nothing is on the stack or being cast: ``cast #id`` (an instant or a
sorcery they can pay for, at any time; it goes on the stack and resolves as usual before the next
gasp decision), ``target P<n>`` (the attack, once) or ``done`` (they leave). **(reading)** The attack
happens outside any combat phase, so no one blocks it: each untapped creature is tapped and deals
combat damage equal to its power to the chosen opponent. A conceding player leaves at once.
"""

from __future__ import annotations

from oldframe.rules import casting, sba, zones
from oldframe.rules.actions import Action, CastSpell, ChooseTarget, FinishDeclaring
from oldframe.rules.characteristics import is_type, power
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.effects import deal_damage
from oldframe.rules.events import Attacked, PipelineChanged
from oldframe.rules.magical_war.state import PLAY, of
from oldframe.rules.state import Decision, GameState, Obj


def delay_leaving(state: GameState, player: int, why: str) -> bool:
    """``extensions.LEAVING``: a losing player takes the last gasp first (not when conceding)."""
    mw = of(state)
    if mw is not None and why == "concede" and player in mw.gasping:  # conceding ends the gasp too
        mw.gasping.remove(player)
        mw.gasp_reasons.pop(player, None)
        mw.gasp_attacked = False
    if mw is None or why == "concede" or player in mw.gasped or mw.stage != PLAY:
        return False
    if player not in mw.gasping:
        mw.gasping.append(player)
        mw.gasp_reasons[player] = why
        if mw.pipelines[player]:  # picked up into the hand
            mw.pipelines[player] = []
            zones.emit(state, PipelineChanged(player, 0, mw.size[player]))
    return True


def leaving_delayed(state: GameState, player: int) -> bool:
    mw = of(state)
    return mw is not None and player in mw.gasping


def gasp_due(state: GameState) -> bool:
    """Checked as often as state-based actions: the first gasping player decides, once the stack is
    empty and nothing is being cast or resolved."""
    mw = of(state)
    if mw is None or not mw.gasping or state.decision is not None or state.stack or state.casting is not None \
            or state.resolving is not None or state.over:
        return False
    state.decision = Decision(DecisionKind.MW_LAST_GASP, mw.gasping[0])
    return True


def any_time(state: GameState, player: int, obj: Obj) -> bool:
    """``extensions.ANY_TIME_CASTING``: a gasping player casts sorceries at once (MW 4.1)."""
    mw = of(state)
    return mw is not None and player in mw.gasping and "Sorcery" in obj.card.types


def _attackers(state: GameState, player: int) -> list[int]:
    return [o for o in state.battlefield if state.objects[o].controller == player
            and not state.objects[o].tapped and is_type(state, state.objects[o], "creature")]


def _legal(state: GameState, d: Decision) -> list[Action]:
    mw = of(state)
    assert mw is not None
    p = d.player
    acts: list[Action] = [CastSpell(o) for o in distinct_by_name(state, state.players[p].hand)
                          if {"Instant", "Sorcery"} & state.objects[o].card.types and casting.can_cast(state, p, o)]
    if not mw.gasp_attacked and _attackers(state, p):
        acts.extend(ChooseTarget(("player", q)) for q in state.opponents(p) if q not in mw.gasping)
    acts.append(FinishDeclaring())
    return acts


def _apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None
    p = d.player
    state.decision = None
    if isinstance(action, CastSpell):
        state.priority = p
        casting.begin_cast(state, p, action.oid)
    elif isinstance(action, ChooseTarget):
        mw.gasp_attacked = True
        q = action.target[1]
        attackers = _attackers(state, p)
        for oid in attackers:
            obj = state.objects[oid]
            zones.tap(state, obj)
            zones.emit(state, Attacked(oid, obj.card.name, q))
        for oid in attackers:
            if oid in state.objects:
                src = state.objects[oid]
                deal_damage(state, oid, p, src.card.colors, ("player", q), power(state, src), combat=True)
        state.priority = state.active
    else:
        mw.gasping.remove(p)
        mw.gasp_attacked = False
        mw.gasped.append(p)
        sba.lose(state, p, mw.gasp_reasons.pop(p, "life"))
        if not state.over:
            state.priority = state.active if not state.players[state.active].lost else state.next_living(state.active)


def _explain(state: GameState, d: Decision, action: Action) -> str | None:
    if isinstance(action, CastSpell):
        return "the last gasp casts only instants and sorceries from hand that can be paid for now (MW 4.1)"
    if isinstance(action, ChooseTarget):
        return "the last gasp makes one attack, with untapped creatures, at an opponent still playing (MW 4.1)"
    return None


RULES = (DecisionRule(DecisionKind.MW_LAST_GASP, (CastSpell, ChooseTarget, FinishDeclaring), _legal, _apply,
                      _explain),)
