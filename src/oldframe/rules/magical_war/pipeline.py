"""MW 3: the turn with a pipeline — drawing to hand size + 1 (3.2), the pipeline subphase (3.3),
what may be cast from hand (3.4), the cleanup discard (3.5) and play straight from hand once a
pipeline's size is 0 or less (3.6).

The subphase is a special action of the active player in either main phase with an empty stack
(``RunPipeline``, notation ``pipeline``); it is taken once a turn, and the second main phase can't be
left before it (**reading**: "once, before or after combat" makes it mandatory). Its steps are the
decisions ``MW_PIPELINE_ADD`` (a hand card to the end of the pipeline, until the pipeline holds its
size + 1 cards) and ``MW_PIPELINE_CAST`` (cast the spell turned up, or let it go to the graveyard).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from oldframe.rules import casting, zones
from oldframe.rules.actions import (
    ACTION_TYPES,
    Action,
    CastSpell,
    CastWith,
    ChooseObject,
    ChooseYesNo,
    PassPriority,
    PlayLand,
)
from oldframe.rules.decisions import priority as core_priority
from oldframe.rules.decisions import turn_based as core_turn_based
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.effects import deal_damage
from oldframe.rules.events import Event, LandPlayed, PipelineChanged, Revealed, StepBegan, TurnBegan
from oldframe.rules.magical_war.errata import hand_size, lands_from_hand_source, set_pipeline_size
from oldframe.rules.magical_war.state import PLAY, MagicalWar, hand_outside_pipeline, of
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import Decision, GameState, Step, Zone


@dataclass(frozen=True, slots=True)
class RunPipeline(Action):
    """MW 3.3: take this turn's pipeline subphase now (a special action: no stack)."""

    kind: ClassVar[str] = "pipeline"


ACTION_TYPES[RunPipeline.kind] = RunPipeline


# -- MW 3.2 and 3.5: drawing and the hand size ------------------------------------------------------------
def turn_draw(state: GameState, player: int) -> int | None:
    """MW 3.2: draw until hand plus pipeline is one more than the hand size (the pipeline is part of
    the hand list); nothing if it already is. **(reading)** This replaces the first player's skip."""
    if of(state) is None:
        return None
    return max(0, hand_size(state, player) + 1 - len(state.players[player].hand))


def base_hand_size(state: GameState, player: int, limit: int | None) -> int | None:
    """MW 1.5: the maximum hand size checked in cleanup is the player's hand size (nine)."""
    if of(state) is None or limit is None:
        return limit
    return hand_size(state, player)


def pipeline_not_counted(state: GameState, player: int, limit: int | None) -> int | None:
    """MW 3.5 **(reading)**: pipeline cards do not count toward the cleanup discard."""
    mw = of(state)
    if mw is None or limit is None:
        return limit
    return limit + len(mw.pipelines[player])


# -- MW 3.4 and 3.6: what a player may do from hand ------------------------------------------------------
def castable_from_hand(card: CardDef) -> bool:
    """MW 3.4: from hand, only instants and spells with mana cost 0."""
    return "Instant" in card.types or (not card.is_land and card.mana_cost.converted == 0
                                       and not card.mana_cost.x)


def plays_from_hand(mw: MagicalWar, player: int) -> bool:
    """MW 3.6: with a pipeline size of 0 or less the player plays from hand as in normal Magic."""
    return mw.size[player] <= 0


def subphase_open(state: GameState, mw: MagicalWar, player: int) -> bool:
    return (mw.stage == PLAY and not mw.piped and state.active == player and player not in mw.gasping
            and state.step in casting.MAIN_STEPS and not state.stack and state.casting is None
            and not plays_from_hand(mw, player))


def _blocked_reason(state: GameState, mw: MagicalWar, player: int, action: Action) -> str | None:
    """Why MW forbids this priority action from hand (None: allowed as far as MW goes)."""
    oid = getattr(action, "oid", None)
    if oid is None or oid not in state.objects or oid not in state.players[player].hand:
        return None
    if oid in mw.pipelines[player]:
        return f"#{oid} is in the pipeline: it is played only when turned up (MW 2.4, 3.3)"
    if plays_from_hand(mw, player):
        return None
    card = state.objects[oid].card
    if isinstance(action, PlayLand) and lands_from_hand_source(state, player) is None:
        return "lands come into play through the pipeline (MW 3.3)"
    if isinstance(action, CastSpell | CastWith) and not castable_from_hand(card):
        return (f"{card.name} must go through the pipeline: from hand only instants and spells with mana "
                "cost 0 are cast (MW 3.4)")
    return None


def _same_name_outside(state: GameState, mw: MagicalWar, player: int, oid: int) -> int | None:
    """Cards of one name in a hand are offered once (``distinct_by_name``): when the one offered is in
    the pipeline, another of that name outside it stands for it."""
    name = state.objects[oid].card.name
    pipe = set(mw.pipelines[player])
    return next((o for o in state.players[player].hand if o not in pipe and state.objects[o].card.name == name), None)


def _outside_pipeline(state: GameState, mw: MagicalWar, player: int, acts: list[Action]) -> list[Action]:
    out: list[Action] = []
    pipe = set(mw.pipelines[player])
    for a in acts:
        oid = getattr(a, "oid", None)
        if oid is not None and oid in pipe:
            other = _same_name_outside(state, mw, player, oid)
            if other is None:
                continue
            a = replace(a, oid=other)  # type: ignore[call-arg]
        if a not in out:
            out.append(a)
    return out


def priority_legal(state: GameState, d: Decision) -> list[Action]:
    acts = core_priority.priority_actions(state, d)
    mw = of(state)
    if mw is None:
        return acts
    p = d.player
    if p in mw.gasping:  # MW 4.1: an eliminated player acts only through the last gasp
        return [PassPriority()]
    acts = [a for a in _outside_pipeline(state, mw, p, acts) if _blocked_reason(state, mw, p, a) is None]
    if (lands_from_hand_source(state, p) is not None and not plays_from_hand(mw, p) and state.active == p
            and state.step in casting.MAIN_STEPS and not state.stack):  # MW 6.4: lands from hand
        for oid in distinct_by_name(state, hand_outside_pipeline(state, p)):
            if state.objects[oid].card.is_land and PlayLand(oid) not in acts:
                acts.append(PlayLand(oid))
    if subphase_open(state, mw, p):
        acts.append(RunPipeline())
        if state.step == Step.MAIN2:  # the subphase can't be skipped
            acts = [a for a in acts if not isinstance(a, PassPriority)]
    return acts


def priority_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    if isinstance(action, RunPipeline):
        assert mw is not None
        state.decision = None
        state.passes = 0
        mw.piped = True
        _next_step(state, mw, d.player)
        return
    source = None
    if mw is not None and isinstance(action, PlayLand) and not plays_from_hand(mw, d.player) \
            and action.oid in state.players[d.player].hand:
        source = lands_from_hand_source(state, d.player)  # MW 6.4: 1 damage for each land so played
    core_priority.RULE.apply(state, d, action)
    if source is not None and source in state.objects:
        src = state.objects[source]
        deal_damage(state, source, src.controller, src.card.colors, ("player", d.player), 1)


def priority_explain(state: GameState, d: Decision, action: Action) -> str | None:
    mw = of(state)
    if mw is not None:
        if isinstance(action, RunPipeline):
            return "the pipeline subphase is taken once a turn, in your main phase with an empty stack (MW 3.3)"
        if isinstance(action, PassPriority) and subphase_open(state, mw, d.player):
            return "the pipeline subphase must be taken before the turn leaves its second main phase (MW 3.3)"
        reason = _blocked_reason(state, mw, d.player, action)
        if reason is not None:
            return reason
    explain = core_priority.RULE.explain
    return None if explain is None else explain(state, d, action)


PRIORITY = DecisionRule(DecisionKind.PRIORITY, (*core_priority.RULE.answers, RunPipeline), priority_legal,
                        priority_apply, priority_explain)


def discard_legal(state: GameState, d: Decision) -> list[Action]:
    """MW 3.5: the cleanup discard is made from the hand outside the pipeline."""
    acts = _core_discard().legal(state, d)
    mw = of(state)
    return acts if mw is None else _outside_pipeline(state, mw, d.player, acts)


def _core_discard() -> DecisionRule:
    return next(r for r in core_turn_based.RULES if r.kind == DecisionKind.DISCARD_TO_HAND_SIZE)


DISCARD = DecisionRule(DecisionKind.DISCARD_TO_HAND_SIZE, (ChooseObject,), discard_legal, _core_discard().apply,
                       _core_discard().explain)


# -- MW 3.3: the subphase ----------------------------------------------------------------------------------
def _next_step(state: GameState, mw: MagicalWar, player: int) -> None:
    """Fill the pipeline's end to its size + 1 cards, then turn its first card up."""
    if len(mw.pipelines[player]) < mw.size[player] + 1 and hand_outside_pipeline(state, player):
        state.decision = Decision(DecisionKind.MW_PIPELINE_ADD, player)
        return
    _turn_up(state, mw, player)


def _turn_up(state: GameState, mw: MagicalWar, player: int) -> None:
    state.priority = player  # a special action: the player keeps priority (CR 116.3; 2003: 408.2)
    pipe = mw.pipelines[player]
    if not pipe:
        return
    oid = pipe.pop(0)
    card = state.objects[oid].card
    zones.emit(state, PipelineChanged(player, len(pipe), mw.size[player]))
    zones.emit(state, Revealed(player, oid, card.name))
    if card.is_land:  # it counts as the land played this turn
        state.players[player].lands_played += 1
        new = zones.move(state, oid, Zone.BATTLEFIELD, controller=player)
        zones.emit(state, LandPlayed(player, new, card.name))
        return
    if casting.can_cast(state, player, oid):
        state.decision = Decision(DecisionKind.MW_PIPELINE_CAST, player, {"oid": oid})
        return
    zones.move(state, oid, Zone.GRAVEYARD)  # it can't be paid: to the graveyard without effect


def _add_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in distinct_by_name(state, hand_outside_pipeline(state, d.player))]


def _add_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None and isinstance(action, ChooseObject)
    state.decision = None
    mw.pipelines[d.player].append(action.oid)
    zones.emit(state, PipelineChanged(d.player, len(mw.pipelines[d.player]), mw.size[d.player]))
    _next_step(state, mw, d.player)


def _add_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, ChooseObject)
    mw = of(state)
    if mw is not None and action.oid in mw.pipelines[d.player]:
        return f"#{action.oid} is already in the pipeline"
    return f"#{action.oid} is not a card in P{d.player + 1}'s hand outside the pipeline"


def _cast_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _cast_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None and isinstance(action, ChooseYesNo)
    state.decision = None
    oid = int(d.data["oid"])
    if action.yes:
        casting.begin_cast(state, d.player, oid)
    else:
        zones.move(state, oid, Zone.GRAVEYARD)
        state.priority = d.player


RULES = (
    DecisionRule(DecisionKind.MW_PIPELINE_ADD, (ChooseObject,), _add_legal, _add_apply, _add_explain),
    DecisionRule(DecisionKind.MW_PIPELINE_CAST, (ChooseYesNo,), _cast_legal, _cast_apply),
)


# -- the turn's bookkeeping --------------------------------------------------------------------------------
def on_event(state: GameState, event: Event) -> None:
    """A new turn opens the subphase again; a player's pipeline size is set in their upkeep (MW 6.1)."""
    mw = of(state)
    if mw is None:
        return
    if isinstance(event, TurnBegan):
        mw.piped = False
        mw.retarget_asked = []
    elif isinstance(event, StepBegan) and event.step == Step.UPKEEP:
        set_pipeline_size(state, mw, event.active)
