"""Turn structure (CR 500–514; 2003: 300–314): starting the game, mulligans, steps and their
turn-based actions, and mana pools emptying (the ``mana_pool`` axis; 2003 300.4 mana burn).
"""

from __future__ import annotations

from oldframe.rules import combat, zones
from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import has_keyword, has_static
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import end_of_turn_cleanup, lose_life
from oldframe.rules.events import (
    DrawActionOnStack,
    Kept,
    ManaBurned,
    Mulliganed,
    PoolEmptied,
    StepBegan,
    TurnBegan,
    TurnSkipped,
    Unblocked,
    UntapChosen,
)
from oldframe.rules.ruleset import DrawStep, ManaPool, Mulligan
from oldframe.rules.state import (
    DRAW_ACTION,
    PHASE_OF,
    ContinuousEffect,
    Decision,
    GameState,
    Obj,
    StackItem,
    Step,
    Zone,
)

HAND_SIZE = 7


# -- starting the game and mulligans (CR 103; 2003: 101) -----------------------------------------
def opening_hand_size(state: GameState) -> int:
    """CR 103.4 (2003: 101.4): seven cards, unless a variant says otherwise (``OPENING_HAND_SIZE``)."""
    return next((n for n in (point(state) for point in ext.OPENING_HAND_SIZE) if n is not None), HAND_SIZE)


def _paris(state: GameState) -> bool:
    return state.rules.mulligan == Mulligan.PARIS or any(point(state) for point in ext.PARIS_MULLIGAN)


def start_game(state: GameState) -> None:
    for p in state.players:
        zones.shuffle_library(state, p.index)
        zones.draw(state, p.index, opening_hand_size(state))
    state.mull_round = []
    if _paris(state):
        _ask_paris(state)
    else:
        _start_london_round(state)


def _turn_order(state: GameState) -> list[int]:
    n = state.n_players
    order = [(state.starting_player + k) % n for k in range(n)]
    return [p for p in order if not state.players[p].lost]  # a player who conceded decides nothing more


def resume_opening(state: GameState) -> None:
    """A player conceded before the first turn: the others go on with the mulligans (or the set-up a
    variant makes before turn one) from where they were."""
    if state.mull_round or state.mull_redraw or any(not state.players[p].kept for p in _turn_order(state)):
        if _paris(state):
            _ask_paris(state)
        else:
            _next_london(state)
        return
    _first_turn(state)


def _ask_paris(state: GameState) -> None:
    """2003 101.5: the starting player finishes all mulligans before the next player decides."""
    for p in _turn_order(state):
        pl = state.players[p]
        if pl.kept or pl.lost:  # a player who conceded during the mulligans is out (CR 800.4a)
            continue
        if not pl.hand:  # nothing left to mulligan away: keeping the empty hand is automatic
            pl.kept = True
            zones.emit(state, Kept(p, 0))
            continue
        state.decision = Decision(DecisionKind.MULLIGAN, p)
        return
    state.decision = None
    _first_turn(state)


def _first_turn(state: GameState) -> None:
    """Mulligans are over: a variant's set-up (``BEFORE_FIRST_TURN``) may come first, then turn one."""
    if any(point(state) for point in ext.BEFORE_FIRST_TURN):
        return
    begin_turn(state, first=True)


def mulligan(state: GameState, player: int) -> None:
    pl = state.players[player]
    zones.emit(state, Mulliganed(player, len(pl.hand)))
    for oid in list(pl.hand):
        zones.move(state, oid, Zone.LIBRARY)
    zones.shuffle_library(state, player)
    pl.mulligans += 1
    if _paris(state):
        zones.draw(state, player, max(0, opening_hand_size(state) - pl.mulligans))  # one fewer each time, to zero
        _ask_paris(state)
    else:
        state.mull_redraw.append(player)
        _next_london(state)


def keep(state: GameState, player: int) -> None:
    pl = state.players[player]
    pl.kept = True
    zones.emit(state, Kept(player, len(pl.hand)))
    if _paris(state):
        _ask_paris(state)
        return
    _next_london(state)


def _start_london_round(state: GameState) -> None:
    """CR 103.5: in turn order each player keeps or mulligans; mulligans redraw seven together."""
    state.mull_round = [p for p in _turn_order(state) if not state.players[p].kept]
    state.mull_redraw = []
    _next_london(state)


def _next_london(state: GameState) -> None:
    # keepers who mulliganed earlier put that many cards on the bottom first
    for p in _turn_order(state):
        pl = state.players[p]
        if pl.kept and pl.mulligans and state.bottomed.get(p, 0) < pl.mulligans and pl.hand and not pl.lost:
            state.decision = Decision(DecisionKind.LONDON_BOTTOM, p, {"left": pl.mulligans - state.bottomed.get(p, 0)})
            return
    while state.mull_round:
        p = state.mull_round[0]
        if state.players[p].kept or p in state.mull_redraw or state.players[p].lost:
            state.mull_round.pop(0)
            continue
        state.decision = Decision(DecisionKind.MULLIGAN, p)
        return
    state.mull_redraw = [p for p in state.mull_redraw if not state.players[p].lost]
    if state.mull_redraw:
        for p in state.mull_redraw:
            if not state.players[p].lost:
                zones.draw(state, p, opening_hand_size(state))
        _start_london_round(state)
        return
    state.decision = None
    _first_turn(state)


def bottom_card(state: GameState, player: int, oid: int) -> None:
    state.bottomed[player] = state.bottomed.get(player, 0) + 1
    zones.move(state, oid, Zone.LIBRARY, top=False)
    _next_london(state)


# -- turns and steps -------------------------------------------------------------------------------
def begin_turn(state: GameState, first: bool = False) -> None:
    if first:
        active = state.starting_player
        if state.players[active].lost:  # the starting player conceded before the game began
            active = state.next_living(active)
    else:
        active = state.extra_turn_owner() if state.extra_turns else state.next_living(state.active)
    start_turn(state, active)


def start_turn(state: GameState, active: int, skip_checked: bool = False) -> None:
    """The turn of ``active`` begins, unless a replacement skips it (Time Vault, CR 614.10; 2003:
    419.1b): its controller is asked first."""
    if not skip_checked:
        if any(point(state, active) for point in ext.TURN_SKIPPED):  # "You skip your next turn" (CR 614.10)
            zones.emit(state, TurnSkipped(active))
            state.active = active  # the skipped turn's player: the next turn is the one after it
            begin_turn(state)
            return
        ask = next((d for d in (point(state, active) for point in ext.SKIP_TURN) if d is not None), None)
        if ask is not None:
            state.decision = ask
            return
    state.active = active
    state.turn += 1
    state.spells_cast_this_turn = 0
    for p in state.players:
        p.lands_played = 0
    zones.emit(state, TurnBegan(state.turn, state.active))
    if ext.SKIP_STEP and any(point(state, Step.UNTAP) for point in ext.SKIP_STEP):  # "Players skip their untap
        for oid in state.battlefield:  # steps." (Stasis; CR 614.10): nothing untaps, but permanents controlled
            obj = state.objects[oid]  # since the turn began are no longer summoning sick (CR 302.6)
            if obj.controller == active:
                obj.sick = False
        enter_step(state, Step.UPKEEP)
        return
    enter_step(state, Step.UNTAP)


def enter_step(state: GameState, step: Step) -> None:
    state.step = step
    state.passes = 0
    state.priority = None
    zones.emit(state, StepBegan(int(step), state.active))
    ap = state.active
    if step == Step.UNTAP:
        for point in ext.UNTAP_STEP_BEGINS:  # CR 502.1 (2003: 302.3): phasing first
            point(state)
        state.keep_tapped = []
        untap_step(state)
        return
    if step == Step.DRAW:
        # a turn whose player left the game goes on without them (CR 800.4): no draw; a variant may
        # draw more (Magical War: to hand + pipeline = hand size + 1)
        count = next((n for n in (point(state, ap) for point in ext.TURN_DRAW) if n is not None), None)
        if count is None:  # CR 103.8a (2003: 101.4)
            count = 0 if (state.turn == 1 and state.n_players == 2) or state.players[ap].lost else 1
        if count == 1 and state.rules.draw_step == DrawStep.ON_THE_STACK:  # 2003 304.1: on the stack
            state.effects.append(ContinuousEffect(DRAW_ACTION_DUE, -1, 0, "end_of_turn", value=str(ap)))
        elif count:
            zones.draw(state, ap, count)  # CR 504.1: a turn-based action, not on the stack
    if step == Step.BEGIN_COMBAT:
        combat.start_combat(state)
    if step == Step.DECLARE_ATTACKERS:
        if state.combat is None:
            combat.start_combat(state)
        if combat.attack_options(state):
            state.decision = Decision(DecisionKind.ATTACKERS, ap)
            return
        combat.finish_attacks(state)
    if step == Step.DECLARE_BLOCKERS:
        ask_next_blocker(state, first=True)
        return
    if step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        combat.begin_damage_step(state, step == Step.FIRST_STRIKE_DAMAGE)
        if state.decision is not None:
            return
    if step == Step.CLEANUP:
        cleanup(state)
        return
    state.priority = ap


#: The draw step action still owed to the stack (2003 304.1; ``value``: the player who will draw).
DRAW_ACTION_DUE = "draw_action_due"


def put_draw_action(state: GameState) -> bool:
    """2003 304.1 (``DrawStep.ON_THE_STACK``): once the beginning-of-draw-step triggers are on the
    stack, the draw step action goes on top of them: a triggered ability controlled by no player, which
    nothing can target (it is neither a spell nor a player's ability) and which resolves first; 408.2g
    names it with combat damage as the game actions that use the stack. True if it was put there now."""
    due = next((e for e in state.effects if e.kind == DRAW_ACTION_DUE), None)
    if due is None:
        return False
    state.effects.remove(due)
    drawer = int(due.value)
    item = StackItem(DRAW_ACTION, state.new_id(), drawer, -1, "draw step")
    state.stack.append(item)
    zones.emit(state, DrawActionOnStack(drawer, item.oid))
    return True


def untap_step(state: GameState) -> None:
    """CR 502.3 (2003: 302.1): the active player untaps their permanents; nobody gets priority.
    A permanent with "you may choose not to untap it" asks its controller first, one at a time."""
    ap = state.active
    for oid in state.battlefield:
        obj = state.objects[oid]
        if (obj.controller == ap and obj.tapped and oid not in state.keep_tapped
                and oid not in state.untap_asked and has_static(obj, "may_not_untap")
                and not untap_restricted(state, obj)):
            state.decision = Decision(DecisionKind.MAY_UNTAP, ap, {"oid": oid})
            return
    for choice in ext.UNTAP_CHOICES:  # "can't untap more than one land" (Winter Orb): which ones untap
        decision = choice(state)
        if decision is not None:
            state.decision = decision
            return
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == ap:
            if not untap_restricted(state, obj) and oid not in state.keep_tapped:  # "doesn't untap"
                obj.tapped = False
                state.version += 1  # tapped status is read by conditional statics (Castle)
            obj.sick = False
    state.keep_tapped = []
    state.untap_asked = []
    # "doesn't untap during [its controller's] next untap step" lasts through this one (CR 502.3)
    state.effects = [e for e in state.effects if e.until != f"next_untap:{ap}"]
    end_step(state)


def answer_untap(state: GameState, untap: bool) -> None:
    assert state.decision is not None and state.decision.kind is DecisionKind.MAY_UNTAP
    oid = int(state.decision.data["oid"])
    state.decision = None
    state.untap_asked.append(oid)
    if not untap:
        state.keep_tapped.append(oid)
    zones.emit(state, UntapChosen(state.active, oid, untap))
    untap_step(state)


def ask_next_blocker(state: GameState, first: bool = False) -> None:
    c = state.combat
    assert c is not None
    defenders = sorted(set(c.attackers.values()), key=lambda d: state.apnap().index(d) if d in state.apnap() else 99)
    if first:
        state.block_queue = [d for d in defenders if combat.block_options(state, d)]
        for d in defenders:
            if d not in state.block_queue:
                combat.finish_blocks(state, d)
    if state.block_queue:
        state.decision = Decision(DecisionKind.BLOCKERS, state.block_queue[0])
        return
    for a in sorted(c.attackers):  # "attacks and isn't blocked" (CR 509.3g; 2003 glossary) triggers now
        if a not in c.blocked and a in state.objects:
            zones.emit(state, Unblocked(a, state.objects[a].card.name))
    state.decision = None
    state.priority = state.active


def done_blocking(state: GameState) -> None:
    d = state.block_queue.pop(0)
    combat.finish_blocks(state, d)
    ask_next_blocker(state)


def cleanup(state: GameState) -> None:
    """CR 514 (2003: 314): discard to hand size, then damage and "until end of turn" effects end."""
    ap = state.players[state.active]
    limit: int | None = HAND_SIZE
    for point in ext.HAND_SIZE:  # "no maximum hand size", "… is four" (CR 402.2)
        limit = point(state, state.active, limit)
    if limit is not None and len(ap.hand) > limit and not ap.lost:  # no discard for a player who left
        state.decision = Decision(DecisionKind.DISCARD_TO_HAND_SIZE, state.active, {"left": len(ap.hand) - limit})
        return
    state.decision = None
    end_of_turn_cleanup(state)
    # CR 514.3a: if state-based actions or triggers happen now, players get priority and another
    # cleanup step follows; the engine's main loop checks them when it hands out priority.
    state.cleanup_check = True


def untap_restricted(state: GameState, obj: Obj) -> bool:
    """"CARDNAME doesn't untap during your untap step." / "Enchanted creature doesn't untap during
    its controller's untap step." (CR 502.3; 2003: 302.1), and what features add: skipped by the
    untap step."""
    return has_static(obj, "doesnt_untap") or has_keyword(state, obj, "doesn't untap") \
        or any(point(state, obj) for point in ext.UNTAP_RESTRICTIONS)


def next_step(state: GameState) -> Step | None:
    """The step after the current one, skipping combat steps that don't happen (CR 506.1, 508.8)."""
    s = state.step
    if s == Step.CLEANUP:
        return None
    if s == Step.DECLARE_ATTACKERS and not combat.any_attackers(state):
        return Step.END_COMBAT
    if s == Step.DECLARE_BLOCKERS:
        return Step.FIRST_STRIKE_DAMAGE if combat.needs_first_strike_step(state) else Step.COMBAT_DAMAGE
    nxt = s + 1  # "Skip your draw step.", a whole skipped combat phase (CR 614.10; 2003: 419.1b)
    while nxt < Step.CLEANUP and any(point(state, Step(nxt)) for point in ext.SKIP_STEP):
        nxt += 1
    return Step(nxt)


def end_step(state: GameState) -> None:
    """The current step ends (CR 500.2): mana pools may empty, then the next step begins."""
    old = state.step
    if state.again_cleanup:
        state.again_cleanup = False
        _empty_pools(state, phase_ends=False)
        enter_step(state, Step.CLEANUP)
        return
    nxt = next_step(state)
    for point in ext.STEP_REDIRECTS:  # additional phases (CR 500.8; 2003: 300.6)
        redirect = point(state, old)
        if redirect is not None:
            nxt = redirect
            break
    phase_ends = nxt is None or PHASE_OF[nxt] != PHASE_OF[old]
    _empty_pools(state, phase_ends)
    if old == Step.END_COMBAT:
        combat.combat_over(state)
    if nxt is None:
        begin_turn(state)
    else:
        enter_step(state, nxt)


def _empty_pools(state: GameState, phase_ends: bool) -> None:
    """CR 500.4: pools empty at the end of each step and phase. 2003 300.4 (``oldframe``): only at
    the end of each phase, and each unspent mana lost costs its owner 1 life (mana burn is life
    loss, not damage)."""
    burn = state.rules.mana_pool == ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN
    if burn and not phase_ends:
        return
    if any(has_static(state.objects[o], "mana_pools_dont_empty") for o in state.battlefield):
        return  # Upwelling-style text overrides the rule (CR 101.1)
    for p in state.players:
        lost = sum(p.pool)
        if not lost:
            continue
        p.pool = [0, 0, 0, 0, 0, 0]
        zones.emit(state, PoolEmptied(p.index, lost))
        if burn:
            zones.emit(state, ManaBurned(p.index, lost))
            lose_life(state, p.index, lost)
