"""Combat (CR 506–511; 2003: 306–311): attack and block legality, evasion, damage assignment, and
dealing damage at once or as one combat damage object on the stack (the ``combat_damage`` axis).

Declarations are broken into one decision per creature so every option list stays enumerable.
"""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules import extensions as ext
from oldframe.rules import zones
from oldframe.rules.characteristics import (
    colors_of,
    has_keyword,
    has_static,
    is_creature,
    power,
    toughness,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage
from oldframe.rules.events import Attacked, Blocked, CombatDamageOnStack
from oldframe.rules.ruleset import BandingDamage, CombatDamage
from oldframe.rules.state import Combat, DamageAssignment, Decision, GameState, Obj, StackItem, Target
from oldframe.rules.targets import protects


# -- declaring attackers (CR 508; 2003: 308) --------------------------------------------------------
def can_attack(state: GameState, obj: Obj) -> bool:
    if not is_creature(state, obj) or obj.tapped:
        return False
    if obj.sick and not has_keyword(state, obj, "haste"):  # CR 302.6 (2003: 214.7c)
        return False
    if has_keyword(state, obj, "defender") or ("Wall" in obj.card.subtypes and not obj.face_down):
        # CR 702.3b; 2003 308.1: Walls can't attack — unless "it can attack as though it didn't have defender"
        return any(point(state, obj) for point in ext.DEFENDER_IGNORED)
    return True


def defenders(state: GameState, attacker: int) -> list[int]:
    """The players ``attacker`` may attack: every opponent still in the game (free-for-all, CR 806 with
    the attack multiple players option, CR 802; the 2003 rules, 100.1, leave multiplayer to optional
    rules), or under the table option ``attack_left_only`` only the next living player in turn order,
    the one seated to the left (CR 803.1a; the Battle Royale house rule of the 2003 era)."""
    if state.attack_left_only:
        left = state.next_living(attacker)
        return [] if left == attacker else [left]
    return state.opponents(attacker)


def attack_options(state: GameState) -> list[tuple[int, int]]:
    c = state.combat
    assert c is not None
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != state.active or oid in c.attackers or not can_attack(state, obj):
            continue
        for d in defenders(state, state.active):
            if all(rule(state, obj, d) for rule in ATTACK_RESTRICTIONS):
                out.append((oid, d))
    return out


#: Extra attacking restrictions (CR 508.1c; 2003: 308.2a), each returning False when ``attacker``
#: can't attack ``defender`` ("can't attack unless defending player controls an Island").
ATTACK_RESTRICTIONS: list[Callable[[GameState, Obj, int], bool]] = []


#: Costs to attack (CR 508.1d-h; 2003: 308.2: paid as the attacker is declared), each (state,
#: attacker, defending player) paying what it asks ("pays {2} for each creature … attacking you").
ATTACK_COSTS: list[Callable[[GameState, int, int], None]] = []


def declare_attacker(state: GameState, oid: int, defender: int) -> None:
    assert state.combat is not None
    for pay in ATTACK_COSTS:
        pay(state, oid, defender)
    state.combat.attackers[oid] = defender


def finish_attacks(state: GameState) -> None:
    """CR 508.1f: attacking creatures tap (vigilance excepted); then attack triggers."""
    c = state.combat
    assert c is not None
    state.decision = None
    c.attackers_declared = True
    for oid in sorted(c.attackers):
        obj = state.objects[oid]
        if not has_keyword(state, obj, "vigilance"):
            zones.tap(state, obj)
        zones.emit(state, Attacked(oid, obj.card.name, c.attackers[oid]))


# -- declaring blockers (CR 509; 2003: 309) ---------------------------------------------------------
#: Extra blocking restrictions (evasion keywords such as landwalk or shadow), each returning False
#: when ``blocker`` can't block ``attacker``. Modules register here instead of editing can_block.
BLOCK_RESTRICTIONS: list[Callable[[GameState, Obj, Obj], bool]] = []


def can_block(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    if not is_creature(state, blocker) or blocker.tapped:
        return False
    if not all(rule(state, blocker, attacker) for rule in BLOCK_RESTRICTIONS):
        return False
    if has_static(blocker, "cant_block"):
        return False
    if has_keyword(state, attacker, "flying") and not (
        has_keyword(state, blocker, "flying") or has_keyword(state, blocker, "reach")
    ):
        return False  # CR 702.9b (2003: 502.4)
    if has_keyword(state, attacker, "fear") and not (
        "B" in colors_of(state, blocker) or "Artifact" in blocker.card.types
    ):
        return False
    return not protects(state, attacker, blocker.oid, colors_of(state, blocker))  # CR 702.16f (2003: 502.7)


BlockRule = Callable[[GameState, list[tuple[int, int]]], tuple[list[tuple[int, int]], bool]]
#: Rules on the whole block declaration, applied in order (see :func:`block_rule`): each takes the
#: (blocker, attacker) options left and returns the options still open and whether the declaration may
#: end now — restrictions on the declaration first (menace, CR 509.1b), then requirements, which are
#: obeyed as far as the restrictions allow (CR 509.1c; 2003: 309.2b).
BLOCK_REQUIREMENTS: list[BlockRule] = []
_BLOCK_ORDER: dict[BlockRule, int] = {}


def block_rule(order: int) -> Callable[[BlockRule], BlockRule]:
    """Register a declaration rule: order 0 restrictions, 10 lures, 20 provoke."""
    def register(fn: BlockRule) -> BlockRule:
        if fn not in _BLOCK_ORDER:
            _BLOCK_ORDER[fn] = order
            BLOCK_REQUIREMENTS.append(fn)
            BLOCK_REQUIREMENTS.sort(key=lambda f: _BLOCK_ORDER[f])
        return fn
    return register


def block_options(state: GameState, defender: int) -> list[tuple[int, int]]:
    c = state.combat
    assert c is not None
    out = []
    attackers = [a for a, d in sorted(c.attackers.items()) if d == defender]
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != defender or (oid in c.blockers and not _can_block_more(state, obj)):
            continue  # "can block any number of creatures" (CR 509.1a; 2003: 309.2a)
        for a in attackers:
            if can_block(state, obj, state.objects[a]) and not _already_blocks(state, oid, a):
                out.append((oid, a))
    return out


def declare_blocker(state: GameState, blocker: int, attacker: int) -> None:
    assert state.combat is not None
    if blocker in state.combat.blockers:  # one more attacker for a "block any number" creature
        for add_block in ext.ADD_BLOCK:
            add_block(state, blocker, attacker)
    else:
        state.combat.blockers[blocker] = attacker
    state.combat.blocked.add(attacker)
    state.combat.blocked.update(_group(state, attacker))  # CR 702.22h (2003: 502.10e): the whole band


def finish_blocks(state: GameState, defender: int) -> None:
    c = state.combat
    assert c is not None
    for b, a in sorted(c.blockers.items()):
        if state.objects[b].controller == defender:
            zones.emit(state, Blocked(b, state.objects[b].card.name, a))


# -- combat damage (CR 510; 2003: 310) --------------------------------------------------------------
def _deals_now(state: GameState, obj: Obj, first_step: bool) -> bool:
    c = state.combat
    assert c is not None
    if any(e.kind == "assigns_no_combat_damage" and e.affected == obj.oid for e in state.effects):
        return False  # "assigns no combat damage this turn" (Ophidian; CR 510.1a; 2003: 310.1)
    fs = has_keyword(state, obj, "first strike")
    ds = has_keyword(state, obj, "double strike")
    if first_step:
        return fs or ds
    return obj.oid not in c.first_strike_dealt or ds  # CR 510.4 (2003: 310.1 / 502.28)


def needs_first_strike_step(state: GameState) -> bool:
    c = state.combat
    assert c is not None
    for oid in list(c.attackers) + list(c.blockers):
        obj = state.objects.get(oid)
        if obj is not None and (has_keyword(state, obj, "first strike") or has_keyword(state, obj, "double strike")):
            return True
    return False


def _group(state: GameState, attacker: int) -> list[int]:
    """``attacker`` and the attacking creatures blocked with it (its band, CR 702.22h), sorted."""
    members = {attacker}
    for point in ext.ATTACKER_GROUP:
        members.update(point(state, attacker))
    return sorted(members)


def _can_block_more(state: GameState, blocker: Obj) -> bool:
    """A creature already blocking may block another attacker ("can block any number", CR 509.1a)."""
    return any(point(state, blocker) for point in ext.BLOCKS_MORE)


def _already_blocks(state: GameState, blocker: int, attacker: int) -> bool:
    c = state.combat
    return c is not None and (c.blockers.get(blocker) == attacker
                              or any(point(state, blocker, attacker) for point in ext.ALSO_BLOCKS))


def defender_assigns(state: GameState, attacker: int) -> bool:
    """The defending player divides ``attacker``'s damage among its blockers (CR 702.22j)."""
    return any(point(state, attacker) for point in ext.DEFENDER_ASSIGNS)


def assigning_player(state: GameState, oid: int) -> int:
    """Who divides ``oid``'s combat damage (an attacker or a blocker in the assignment queue): its
    controller (CR 510.1), unless banding gives the division to the other player (CR 702.22j-k)."""
    c = state.combat
    assert c is not None
    if oid in c.attackers:
        return c.attackers[oid] if defender_assigns(state, oid) else state.active
    if any(point(state, oid) for point in ext.ATTACKER_ASSIGNS_FOR):
        return state.active
    return state.objects[oid].controller


def _assigned_this_step(state: GameState, blocker: int) -> int:
    """Combat damage other attackers already assigned to ``blocker`` this step (2003: 502.9f)."""
    return sum(point(state, blocker) for point in ext.ASSIGNED_THIS_STEP)


def _blockers_of(state: GameState, attacker: int) -> list[int]:
    """Creatures blocking ``attacker``: blocking a band member blocks the band (CR 702.22h), and
    further blocks of a creature that can block several (2003: 309.2a)."""
    c = state.combat
    assert c is not None
    group = set(_group(state, attacker))
    found = {b for b, a in c.blockers.items() if a in group and b in state.objects}
    for point in ext.EXTRA_BLOCKERS:
        found.update(point(state, attacker))
    return sorted(found)


def _blocked_by(state: GameState, blocker: int) -> list[int]:
    """Attackers ``blocker`` blocks: its band (CR 702.22h) and further attackers of a creature that
    can block any number (2003: 309.2a)."""
    c = state.combat
    assert c is not None
    found = [m for m in _group(state, c.blockers[blocker]) if m in state.objects]
    for point in ext.EXTRA_BLOCKED:
        found += point(state, blocker)
    return found


def lethal_needed(state: GameState, oid: int) -> int:
    """Damage that counts as lethal for assignment: toughness minus damage already marked
    (CR 702.19c, 510.1c; 2003: 502.9 and 310.1)."""
    obj = state.objects[oid]
    return max(0, toughness(state, obj) - obj.damage)


def begin_damage_step(state: GameState, first_step: bool) -> None:
    """Work out who deals damage this step; trivial assignments are made at once, the others
    become decisions for the attacking player (queued)."""
    c = state.combat
    assert c is not None
    c.assignments = []
    c.queue = []
    c.partial = []
    for a in sorted(c.attackers):
        obj = state.objects.get(a)
        if obj is None or not _deals_now(state, obj, first_step):
            continue
        if first_step:
            c.first_strike_dealt.add(a)
        amount = power(state, obj)
        if amount <= 0:
            continue
        blockers = _blockers_of(state, a)
        trample = has_keyword(state, obj, "trample")
        unblocked_choice = _as_though_unblocked(state, obj)
        if a not in c.blocked:
            _freeze(state, obj, ("player", c.attackers[a]), amount)
        elif unblocked_choice:  # "you may have it assign … as though it weren't blocked": its controller chooses
            c.queue.append(a)
        elif not blockers:
            if trample:  # CR 702.19e: a blocked trampler with no blockers assigns to the player
                _freeze(state, obj, ("player", c.attackers[a]), amount)
        elif len(blockers) == 1 and (not trample or (defender_assigns(state, a) and not _defender_may_take(state))):
            _freeze(state, obj, ("object", blockers[0]), amount)
        else:
            c.queue.append(a)
    for b in sorted(c.blockers):
        obj = state.objects.get(b)
        if obj is None or not _deals_now(state, obj, first_step):
            continue
        if first_step:
            c.first_strike_dealt.add(b)
        target = c.blockers[b]
        if len(_blocked_by(state, b)) > 1 and power(state, obj) > 0:
            c.queue.append(b)  # it blocks a band: its damage is divided (CR 702.22k; 2003: 502.10h)
        elif target in c.attackers and power(state, obj) > 0:  # not if it was removed from combat (CR 506.4)
            _freeze(state, obj, ("object", target), power(state, obj))
    _next_assignment(state)


def _as_though_unblocked(state: GameState, obj: Obj) -> bool:
    """Lone Wolf: "You may have CARDNAME assign its combat damage as though it weren't blocked." (CR
    510.1c-d; 2003: 310.4b): the attacking player may assign all of it to the defending player instead
    of to the blockers; not when the defending player divides it (banding, CR 702.22j)."""
    return any(point(obj) for point in ext.ASSIGNS_AS_UNBLOCKED) and not defender_assigns(state, obj.oid)


def _freeze(state: GameState, obj: Obj, target: Target, amount: int) -> None:
    assert state.combat is not None
    state.combat.assignments.append(
        DamageAssignment(obj.oid, obj.card.name, obj.controller, colors_of(state, obj), target, amount)
    )


def _next_assignment(state: GameState) -> None:
    c = state.combat
    assert c is not None
    if c.queue:
        # CR 702.22j-k (2003: 502.10h): banding can give the division to the other player
        state.decision = Decision(DecisionKind.DAMAGE_ASSIGNMENT, assigning_player(state, c.queue[0]),
                                  {"attacker": c.queue[0]})
        return
    state.decision = None
    _deal_or_stack(state)


def _defender_may_take(state: GameState) -> bool:
    """2003 502.10h vs CR 702.22j: may a banding defender assign a trampler's damage to themselves?"""
    return state.rules.banding_damage == BandingDamage.AS_THE_SOURCE_COULD


def assignment_options(state: GameState) -> list[tuple[Target, int]]:
    """(target, amount) pairs for the attacker being assigned: any split among its blockers
    (current rules and 2003 alike have no ordering), the defending player only under trample once
    every blocker has lethal damage assigned."""
    c = state.combat
    assert c is not None
    a = c.queue[0]
    obj = state.objects[a]
    remaining = power(state, obj) - sum(p[2] for p in c.partial)
    if a not in c.attackers:  # a blocker dividing its damage among the band it blocks (CR 702.22k)
        return [(("object", m), n) for m in _blocked_by(state, a) for n in range(1, remaining + 1)]
    blockers = _blockers_of(state, a)
    out: list[tuple[Target, int]] = []
    for b in blockers:
        for n in range(1, remaining + 1):
            out.append((("object", b), n))
    if _as_though_unblocked(state, obj) and not c.partial:  # all of it to the player (CR 510.1c-d)
        out.append((("player", c.attackers[a]), remaining))
    if has_keyword(state, obj, "trample") and defender_assigns(state, a) and _defender_may_take(state):
        # 2003 502.10h: the banding defender assigns the trampler's damage as it could be assigned, so
        # some may go to the defending player (no lethal-first order binds the defender's own choice)
        out.extend((("player", c.attackers[a]), n) for n in range(1, remaining + 1))
    if has_keyword(state, obj, "trample") and not defender_assigns(state, a):  # CR 702.22j
        assigned = {(k, i): n for k, i, n in c.partial}
        # 2003 502.9f: damage other attackers already assigned to a blocker counts toward lethal
        if all(assigned.get(("object", b), 0) + _assigned_this_step(state, b) >= lethal_needed(state, b)
               for b in blockers):
            out.append((("player", c.attackers[a]), remaining))
    return out


def assignment_status(state: GameState) -> dict[str, object] | None:
    """What a damage assignment prompt shows (CR 510.1c-d; 2003: 310.4): the creature whose combat
    damage is being divided, its power, what has been assigned so far, what is left, and each
    creature it may go to with the damage that counts as lethal for it (702.19c; 2003: 502.9). Read
    only by views; the legal answers stay :func:`assignment_options`'s."""
    c = state.combat
    if c is None or not c.queue:
        return None
    a = c.queue[0]
    obj = state.objects[a]
    total = power(state, obj)
    assigned: dict[tuple[str, int], int] = {}
    for k, i, n in c.partial:
        assigned[(k, i)] = assigned.get((k, i), 0) + n
    creatures = _blocked_by(state, a) if a not in c.attackers else _blockers_of(state, a)
    return {
        "source": a, "power": total, "remaining": total - sum(assigned.values()),
        "assigned": [[k, i, n] for (k, i), n in sorted(assigned.items())],
        "creatures": [[b, lethal_needed(state, b)] for b in sorted(creatures) if b in state.objects],
        "trample": has_keyword(state, obj, "trample"),
        "defender": c.attackers.get(a),
    }


def assign(state: GameState, target: Target, amount: int) -> None:
    c = state.combat
    assert c is not None
    a = c.queue[0]
    obj = state.objects[a]
    c.partial.append((target[0], target[1], amount))
    if sum(p[2] for p in c.partial) >= power(state, obj):
        merged: dict[Target, int] = {}
        for k, i, n in c.partial:
            merged[(k, i)] = merged.get((k, i), 0) + n
        for t, n in sorted(merged.items()):
            _freeze(state, obj, t, n)
        c.partial = []
        c.queue.pop(0)
    _next_assignment(state)


def _deal_or_stack(state: GameState) -> None:
    c = state.combat
    assert c is not None
    if not c.assignments:
        return
    if state.rules.combat_damage == CombatDamage.ON_THE_STACK:
        # 2003 310.3: the assigned damage goes on the stack as one object (not a spell or ability).
        item = StackItem("combat_damage", state.new_id(), state.active, 0, "combat damage")
        item.damage = list(c.assignments)
        state.stack.append(item)
        zones.emit(state, CombatDamageOnStack(tuple((a.source, a.target, a.amount) for a in item.damage)))
    else:
        # CR 510.2: all combat damage is dealt simultaneously, at once.
        for a in c.assignments:
            deal_damage(state, a.source, a.source_controller, a.source_colors, a.target, a.amount, combat=True)
    c.assignments = []


def start_combat(state: GameState) -> None:
    state.combat = Combat()


def combat_over(state: GameState) -> None:
    """CR 511.3 (2003: 311): creatures stop being attacking or blocking."""
    state.combat = None


def any_attackers(state: GameState) -> bool:
    return state.combat is not None and bool(state.combat.attackers)
