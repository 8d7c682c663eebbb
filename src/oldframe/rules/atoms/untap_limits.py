"""Limits on how many permanents untap: "As long as CARDNAME is untapped, players can't untap more than
one land during their untap steps." (Winter Orb), "… more than two permanents …" (Static Orb;
compiler/untap_limits.py).

In the untap step the active player untaps their permanents (CR 502.3; 2003: 302.1); a limit holds some
of them back and that player chooses which ones untap, one at a time (``DecisionKind.UNTAP_CHOICE``),
as many as every limit allows — untapping is not optional, so the choice is only which (Winter Orb's
rulings). A limit applies only while its source is untapped ("as long as CARDNAME is untapped"), and
several limits all hold at once. Permanents no limit covers, and those other effects keep tapped
("doesn't untap …"), are not counted.

The choice joins the untap step through ``extensions.UNTAP_CHOICES``; the chosen permanents are noted
in ``GameState.untap_asked`` and the rest of the limited ones in ``GameState.keep_tapped``, which the untap
step reads (``rules.turn.untap_step``)."""

from __future__ import annotations

from oldframe.rules import turn, zones
from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import UntapChosen
from oldframe.rules.state import Decision, GameState, Obj, Step

#: "Players skip their untap steps." (Stasis; CR 614.10; 2003: 419.1b): the untap step doesn't happen, and
#: phasing, which happens in it, with it (2003: 502.15c).
SKIP_UNTAP_STEPS = "skip_untap_steps"

#: ``StaticAbility(UNTAP_LIMIT, text=<kind>, power=<N>)``: "players can't untap more than N <kind>s
#: during their untap steps" while the source is untapped; kind a card type in lower case or "permanent".
UNTAP_LIMIT = "untap_limit"


def _limits(state: GameState) -> list[tuple[str, int]]:
    return [(st.text, st.power) for o in state.battlefield if not (src := state.objects[o]).tapped
            for st in _own_statics(src, UNTAP_LIMIT)]


def _covers(state: GameState, obj: Obj, kind: str) -> bool:
    return kind == "permanent" or is_type(state, obj, kind)


def untap_choice(state: GameState) -> Decision | None:
    """The active player's next choice of a permanent to untap, or None once every limit is settled
    (the limited permanents that won't untap are then in ``keep_tapped``)."""
    limits = _limits(state)
    if not limits:
        return None
    ap = state.active
    limited = [o for o in state.battlefield
               if (obj := state.objects[o]).controller == ap and obj.tapped and o not in state.keep_tapped
               and any(_covers(state, obj, k) for k, _ in limits) and not turn.untap_restricted(state, obj)]
    chosen = [o for o in limited if o in state.untap_asked]
    free = [o for o in limited if o not in state.untap_asked]

    def fits(group: list[int]) -> bool:
        return all(sum(_covers(state, state.objects[o], k) for o in group) <= n for k, n in limits)

    if not free or fits(chosen + free):  # every one may untap: no choice to make
        return None
    options = [o for o in free if fits([*chosen, o])]
    if options:
        return Decision(DecisionKind.UNTAP_CHOICE, ap, {"options": options})
    state.keep_tapped.extend(free)
    return None


def answer_untap_choice(state: GameState, oid: int) -> None:
    """The chosen permanent will untap; the untap step goes on (CR 502.3; 2003: 302.1)."""
    state.decision = None
    state.untap_asked.append(oid)
    zones.emit(state, UntapChosen(state.active, oid, True))
    turn.untap_step(state)


def untap_step_skipped(state: GameState, step: Step) -> bool:
    """``extensions.SKIP_STEP``: every untap step is skipped while a permanent says so (Stasis)."""
    return step == Step.UNTAP and any(_own_statics(state.objects[o], SKIP_UNTAP_STEPS) for o in state.battlefield)
