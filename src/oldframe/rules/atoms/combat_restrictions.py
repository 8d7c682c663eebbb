"""Restrictions on the whole attack or block declaration (CR 508.1c, 509.1b; 2003: 308.2a, 309.2): "CARDNAME
can't be blocked except by three or more creatures." (Phyrexian Colossus) — menace's rule with another
number: a first blocker of such an attacker is offered only if enough others could join it, and once one
blocks, more must be declared to it until there are enough (the only options then; the declaration can't
end before). "No more than one creature can attack each combat." / "… can block each combat." (Dueling
Grounds): once one is declared, no other is offered."""

from __future__ import annotations

from typing import Final

from oldframe.rules.atoms.static_kinds import _layer5_colors, _own_statics
from oldframe.rules.state import GameState, Obj

#: The condition "enchanted_color:B" of an Aura's grant: "Enchanted creature can't block if it's black."
ENCHANTED_COLOR: Final = "enchanted_color"
#: "No more than one creature can attack each combat." / "… block …" (``text`` "attack" / "block")
ONE_PER_COMBAT: Final = "one_per_combat"
#: "CARDNAME can't be blocked except by N or more creatures." (``power`` = N)
BLOCKED_ONLY_BY_N: Final = "blocked_only_by_n"


def fewest_blockers(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """A block rule (``combat.block_rule``, order 0 with menace): the (blocker, attacker) options left and
    whether the declaration may end now."""
    c = state.combat
    if c is None or not options:
        return options, True
    for a in sorted(c.attackers):
        needs = max((st.power for st in _own_statics(state.objects[a], BLOCKED_ONLY_BY_N)), default=0)
        if needs < 2:
            continue
        blocking = sum(1 for x in c.blockers.values() if x == a)
        could = sorted({b for b, x in options if x == a})
        if 0 < blocking < needs and could:
            return [(b, a) for b in could], False  # complete the block first
        if not blocking and len(could) < needs:
            options = [(b, x) for b, x in options if x != a]
    return options, True


def enchanted_color(state: GameState, arg: str, source: Obj) -> bool:
    """``conditions.CONDITIONS[ENCHANTED_COLOR]``: the creature the Aura ``source`` enchants has the color
    ``arg`` now (CR 105.2): its colors through layer 5, read while the static abilities' effects are
    being gathered (the grant itself is layer 6, CR 613.1f)."""
    host = state.objects.get(source.attached_to) if source.attached_to is not None else None
    return host is not None and arg in _layer5_colors(state, host)


def _one_only(state: GameState, what: str) -> bool:
    return any(st.text == what for o in state.battlefield for st in _own_statics(state.objects[o], ONE_PER_COMBAT))


def one_attacker(state: GameState, attacker: Obj, defender: int) -> bool:
    """``combat.ATTACK_RESTRICTIONS``: no second attacker while such a permanent is on the battlefield."""
    c = state.combat
    return c is None or not c.attackers or attacker.oid in c.attackers or not _one_only(state, "attack")


def one_blocker(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """A block rule (order 0): once a creature blocks, no other may."""
    c = state.combat
    if c is None or not c.blockers or not options or not _one_only(state, "block"):
        return options, True
    return [(b, a) for b, a in options if b in c.blockers], True
