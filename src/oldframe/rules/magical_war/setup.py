"""MW 2: nine-card hands, the Paris mulligan from nine, the initial round of zero-cost cards and the
pipelines laid down before the first turn. Every step is a pending decision of the table's shape
(legal answers, why not, apply): ``MW_INITIAL_ROUND`` and ``MW_PIPELINE_SETUP``."""

from __future__ import annotations

from oldframe.rules import turn, zones
from oldframe.rules.actions import Action, ChooseObject, FinishDeclaring
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.events import PipelineChanged
from oldframe.rules.magical_war.state import HAND_SIZE, INITIAL_ROUND, MULLIGANS, PIPELINES, PLAY, MagicalWar, of
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import Decision, GameState, Zone


def opening_hand_size(state: GameState) -> int | None:
    """MW 2.1: each player draws nine cards."""
    return HAND_SIZE if of(state) is not None else None


def paris_mulligan(state: GameState) -> bool:
    """MW 2.2: the Paris mulligan from nine, whatever the preset's mulligan axis."""
    return of(state) is not None


def zero_cost_permanent(card: CardDef) -> bool:
    """MW 2.3: a nonland card with converted mana cost 0 that can be put into play."""
    return not card.is_land and card.is_permanent_card and card.playable and card.mana_cost.converted == 0


def _turn_order(state: GameState) -> list[int]:
    n = state.n_players
    order = [(state.starting_player + k) % n for k in range(n)]
    return [p for p in order if not state.players[p].lost]


def before_first_turn(state: GameState) -> bool:
    """After the mulligans: the initial round (MW 2.3), then the pipelines (MW 2.4)."""
    mw = of(state)
    if mw is None or mw.stage == PLAY:
        return False
    if mw.stage == MULLIGANS:
        mw.stage = INITIAL_ROUND
        mw.queue = _turn_order(state)
    else:  # resumed after a concession (``turn.resume_opening``): without the player who left
        mw.queue = [p for p in mw.queue if not state.players[p].lost]
    return _ask(state, mw)


def _zero_cost_in_hand(state: GameState, player: int) -> list[int]:
    return [o for o in distinct_by_name(state, state.players[player].hand)
            if zero_cost_permanent(state.objects[o].card)]


def _setup_options(state: GameState, mw: MagicalWar, player: int) -> list[int]:
    pipe = set(mw.pipelines[player])
    return distinct_by_name(state, [o for o in state.players[player].hand if o not in pipe])


def _ask(state: GameState, mw: MagicalWar) -> bool:
    """Ask the next set-up decision, moving on through the stages; False once play may begin."""
    while mw.queue:
        p = mw.queue[0]
        if mw.stage == INITIAL_ROUND and _zero_cost_in_hand(state, p):
            state.decision = Decision(DecisionKind.MW_INITIAL_ROUND, p)
            return True
        if mw.stage == PIPELINES and len(mw.pipelines[p]) < mw.base[p] and _setup_options(state, mw, p):
            state.decision = Decision(DecisionKind.MW_PIPELINE_SETUP, p)
            return True
        mw.queue.pop(0)
        if not mw.queue and mw.stage == INITIAL_ROUND:
            mw.stage = PIPELINES
            mw.queue = _turn_order(state)
    mw.stage = PLAY
    state.decision = None
    return False


def _continue(state: GameState, mw: MagicalWar) -> None:
    if not _ask(state, mw):
        turn.begin_turn(state, first=True)


# -- MW 2.3: the initial round -----------------------------------------------------------------------
def _initial_legal(state: GameState, d: Decision) -> list[Action]:
    return [*(ChooseObject(o) for o in _zero_cost_in_hand(state, d.player)), FinishDeclaring()]


def _initial_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None
    state.decision = None
    if isinstance(action, ChooseObject):  # onto the battlefield, and a replacement card from the stock
        zones.move(state, action.oid, Zone.BATTLEFIELD, controller=d.player)
        zones.draw(state, d.player, 1)
    else:
        mw.queue.pop(0)
        if not mw.queue:
            mw.stage = PIPELINES
            mw.queue = _turn_order(state)
    _continue(state, mw)


def _initial_explain(state: GameState, d: Decision, action: Action) -> str | None:
    if isinstance(action, ChooseObject):
        if action.oid not in state.players[d.player].hand:
            return f"#{action.oid} is not a card in P{d.player + 1}'s hand"
        return "only nonland cards with converted mana cost 0 are put into play in the initial round (MW 2.3)"
    return None


# -- MW 2.4: the pipelines ------------------------------------------------------------------------------
def _setup_legal(state: GameState, d: Decision) -> list[Action]:
    mw = of(state)
    assert mw is not None
    return [ChooseObject(o) for o in _setup_options(state, mw, d.player)]


def _setup_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None and isinstance(action, ChooseObject)
    state.decision = None
    mw.pipelines[d.player].append(action.oid)
    zones.emit(state, PipelineChanged(d.player, len(mw.pipelines[d.player]), mw.size[d.player]))
    _continue(state, mw)


def _setup_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, ChooseObject)
    if action.oid in pipeline_cards(state, d.player):
        return f"#{action.oid} is already in the pipeline"
    if action.oid not in state.players[d.player].hand:
        return f"#{action.oid} is not a card in P{d.player + 1}'s hand"
    return None


def pipeline_cards(state: GameState, player: int) -> list[int]:
    mw = of(state)
    return [] if mw is None else mw.pipelines[player]


RULES = (
    DecisionRule(DecisionKind.MW_INITIAL_ROUND, (ChooseObject, FinishDeclaring), _initial_legal, _initial_apply,
                 _initial_explain),
    DecisionRule(DecisionKind.MW_PIPELINE_SETUP, (ChooseObject,), _setup_legal, _setup_apply, _setup_explain),
)
