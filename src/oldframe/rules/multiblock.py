""""CARDNAME can block any number of creatures" (Ironfist Crusher; CR 509.1a, 2003: 309.2a): one
creature blocks several attackers. The first attacker it blocks is in ``Combat.blockers`` as usual;
each further one is a marker effect ("also_blocks") on the blocker, so the combat record and its
serialisation stay as they are. Its combat damage is divided among the attackers it blocks by its
controller (CR 510.1d; 2003: 310.1), and an attacker's lethal damage to it counts the damage other
attackers already assigned to it this step (2003: 502.9f).
"""

from __future__ import annotations

from oldframe.rules.characteristics import has_static
from oldframe.rules.state import ContinuousEffect, GameState, Obj

BLOCK_ANY_NUMBER = "block_any_number"
#: "CARDNAME can block an additional creature each combat." (Foriysian Brigade; CR 509.1a): two at most.
BLOCK_ONE_MORE = "block_additional_creature"


#: A marker effect: "{2}: CARDNAME can block an additional creature this turn." (Luminous Guardian), one
#: more block for each resolved activation (rules/atoms/extra_blocks.py).
BLOCK_MORE_THIS_TURN = "block_more_this_turn"


def can_block_more(state: GameState, blocker: Obj) -> bool:
    if has_static(blocker, BLOCK_ANY_NUMBER):
        return True
    extra = int(has_static(blocker, BLOCK_ONE_MORE))
    extra += sum(1 for e in state.effects if e.kind == BLOCK_MORE_THIS_TURN and e.affected == blocker.oid)
    return extra > 0 and len(_also_blocks(state, blocker.oid)) < extra


def _also_blocks(state: GameState, blocker: int) -> list[int]:
    c = state.combat
    if c is None or blocker not in c.blockers or not state.effects:
        return []
    return [int(e.value) for e in state.effects
            if e.kind == "also_blocks" and e.affected == blocker and int(e.value) in c.attackers]


def add_block(state: GameState, blocker: int, attacker: int) -> None:
    """Declare ``blocker`` (already blocking) as blocking ``attacker`` too."""
    state.effects.append(ContinuousEffect("also_blocks", blocker, state.new_timestamp(), "end_of_turn",
                                          value=str(attacker)))


def already_blocks(state: GameState, blocker: int, attacker: int) -> bool:
    c = state.combat
    return c is not None and (c.blockers.get(blocker) == attacker or attacker in _also_blocks(state, blocker))


def extra_blockers(state: GameState, attacker: int) -> list[int]:
    """Blockers of ``attacker`` recorded as additional blocks."""
    c = state.combat
    if c is None:
        return []
    return sorted(b for b in c.blockers if b in state.objects and attacker in _also_blocks(state, b))


def extra_blocked(state: GameState, blocker: int) -> list[int]:
    """Attackers ``blocker`` blocks besides the first one."""
    return [a for a in _also_blocks(state, blocker) if a in state.objects]


def assigned_this_step(state: GameState, blocker: int) -> int:
    """Combat damage other creatures already assigned to ``blocker`` this step (2003: 502.9f)."""
    c = state.combat
    if c is None:
        return 0
    return sum(a.amount for a in c.assignments if a.target == ("object", blocker))
