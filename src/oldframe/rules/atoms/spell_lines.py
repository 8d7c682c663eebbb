"""Spell-level rules of instants and sorceries: cast timing, divided modes, kicker, the extra turn
you lose at, "if it's red", two targets; they change how a spell is cast or resolves as a whole."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.spell_permanents import _permanents
from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.characteristics import colors_of
from oldframe.rules.effects import counter, destroy, execute, executes, resolve_targets
from oldframe.rules.events import Event, Moved, TurnBegan
from oldframe.rules.model.cards import CardDef, DealDamage, Destroy, Effect, ModalSpell, Ref, ReturnToHand
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    DelayedTrigger,
    GameState,
    StackItem,
    Step,
    Zone,
    player_marker,
)

# -- "Cast this spell only during …" -------------------------------------------------------------------
#: The timing restrictions spells print, by key: the wording and whether ``player`` may cast now.
CAST_TIMINGS = {
    "attacked": "cast this spell only during the declare attackers step and only if you've been attacked this step",
    "declare_attackers": "cast this spell only during the declare attackers step",
    "before_blockers": "cast this spell only during combat before blockers are declared",
    "declare_blockers": "cast this spell only during the declare blockers step",
    "combat": "cast this spell only during combat",
}


@dataclass(frozen=True, slots=True)
class CastOnly(Effect):
    """"Cast this spell only during …" (Assassin's Blade, Teleport, False Orders): a restriction on
    casting the card (CR 601.3; 2003: 409.1), kept among the spell's instructions so it travels with
    the card; it does nothing as the spell resolves. ``when`` is a key of :data:`CAST_TIMINGS`."""

    when: str


@executes(CastOnly)
def _cast_only(state: GameState, item: StackItem, eff: CastOnly) -> Decision | None:
    return None  # checked when the spell is cast, not when it resolves


def timing_allows(state: GameState, player: int, when: str) -> bool:
    """Whether the printed timing allows casting now. The combat steps are the 2003 ones (2003: 306–310):
    "before blockers are declared" is the beginning-of-combat and declare-attackers steps (CR 506.1)."""
    step, c = state.step, state.combat
    if when == "attacked":
        return step == Step.DECLARE_ATTACKERS and c is not None and player in c.attackers.values()
    if when == "declare_attackers":
        return step == Step.DECLARE_ATTACKERS
    if when == "before_blockers":
        return step in (Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS)
    if when == "declare_blockers":
        return step == Step.DECLARE_BLOCKERS
    if when == "combat":
        return Step.BEGIN_COMBAT <= step <= Step.END_COMBAT
    raise ValueError(f"unknown casting timing {when!r}")


def printed_timing(state: GameState, player: int, card: CardDef) -> bool:
    """The casting restriction of :data:`casting.CAST_RESTRICTIONS` for spells that print one."""
    sp = card.behaviour.spell
    if sp is None:
        return True
    return all(timing_allows(state, player, e.when) for e in sp.effects if isinstance(e, CastOnly))


if printed_timing not in CAST_RESTRICTIONS:
    CAST_RESTRICTIONS.append(printed_timing)


# -- "… N damage divided as you choose among any number of targets" ------------------------------------
@dataclass(frozen=True, slots=True)
class DividedModes(ModalSpell):
    """A spell dividing ``total`` damage (or prevention) among one to ``most`` targets (Pyrotechnics,
    Arc Lightning, Remedy). The number of targets and the division are announced as it is cast
    (CR 601.2c-d; 2003: 409.1c-d), each target getting at least 1: played as one mode per division
    (the modes are :func:`divisions`), the chosen mode's targets then being chosen, all different."""

    total: int = 0
    most: int = 0


def divisions(total: int, most: int) -> list[tuple[int, ...]]:
    """Every ordered split of ``total`` into 1 to ``most`` positive parts, fewest parts first."""
    out: list[tuple[int, ...]] = []

    def split(rest: int, parts: int, prefix: tuple[int, ...]) -> None:
        if parts == 1:
            out.append((*prefix, rest))
            return
        for first in range(1, rest - parts + 2):
            split(rest - first, parts - 1, (*prefix, first))

    for k in range(1, min(total, most) + 1):
        split(total, k, ())
    return out


# -- kicker on instants and sorceries -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class IfKicked(Effect):
    """"If this spell was kicked, …" (Dismantling Blow, Explosive Growth): ``then`` if the kicker
    was paid as the spell was cast (CR 702.33d; 2003: 502.21), else ``otherwise`` ("… instead")."""

    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()
    kicker_target: Ref = ""  # a target only the kicked spell has (Jilt), the spell's last: chosen if kicked


def kicker_only_target(card: CardDef) -> int | None:
    """The index of the spell's target that exists only if it is kicked (2003: 409.1c, 502.21), if any."""
    sp = card.behaviour.spell
    if sp is None:
        return None
    for e in sp.effects:
        if isinstance(e, IfKicked) and e.kicker_target:
            index = int(e.kicker_target[7:])
            return index if index == len(sp.targets) - 1 else None
    return None


@executes(IfKicked)
def _if_kicked(state: GameState, item: StackItem, eff: IfKicked) -> Decision | None:
    branch = eff.then if item.choices.get("kicked") else eff.otherwise
    done = int(item.choices.get("kicked_done", 0))
    while done < len(branch):
        d = execute(state, item, branch[done])
        if d is not None:
            return d
        done += 1
        item.choices["kicked_done"] = done
    return None


# -- "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game." ---
#: A marker on the player (``affected`` = -1 - player) for an extra turn whose end step they lose at;
#: ``power`` is the extra turn's place in ``state.extra_turns`` (turns are taken from its end).
LOSE_AT_EXTRA_TURN = "lose_at_extra_turn_end"


@dataclass(frozen=True, slots=True)
class LoseAtThatTurnsEnd(Effect):
    """"At the beginning of that turn's end step, you lose the game." after "Take an extra turn after
    this one." (Final Fortune, Last Chance, Warrior's Oath): a delayed triggered ability (CR 603.7;
    2003: 404.4) set up for the extra turn just created, whenever that turn comes (extra turns
    created later are taken first, CR 500.7; 2003: 300.7)."""


@executes(LoseAtThatTurnsEnd)
def _lose_at_that_turns_end(state: GameState, item: StackItem, eff: LoseAtThatTurnsEnd) -> Decision | None:
    p = item.controller
    if state.extra_turns and state.extra_turns[-1] == p:  # the turn the instruction before created
        state.effects.append(ContinuousEffect(LOSE_AT_EXTRA_TURN, player_marker(p), state.new_timestamp(), "game",
                                              len(state.extra_turns) - 1, value=item.source_name))
    return None


def extra_turn_begins(state: GameState, event: Event) -> None:
    """When a turn begins, an extra turn whose place in the list is now empty is the marked one: its
    end-step trigger waits from now on (it triggers at this turn's end step)."""
    if not isinstance(event, TurnBegan):
        return
    for e in [e for e in state.effects if e.kind == LOSE_AT_EXTRA_TURN]:
        if e.affected == -1 - state.active and e.power == len(state.extra_turns):
            state.effects.remove(e)
            state.delayed.append(DelayedTrigger("end_of_turn", state.active, e.value, "lose_game", 0,
                                                state.turn, int(state.step)))




# -- "… two target creatures" -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TwoTargets(Effect):
    """The same instruction for each of two targets ``first`` and the one after it: "N damage to each
    of two target creatures" (Swelter), "Return two target creatures to their owners' hands" (Undo),
    "Destroy two target nonblack creatures" (Wicked Pact); or for two different requirements: "Destroy
    target artifact and target enchantment" (Hull Breach), "Return target creature and target land you
    control to their owners' hands" (Churning Eddy). ``action``: "damage", "bounce", "destroy",
    "damage_pair", "destroy_pair", "bounce_pair"."""

    action: str
    first: Ref
    amount: int = 0
    second_amount: int = 0  # "damage_pair": "N damage to target creature and M damage to target player"


@executes(TwoTargets)
def _two_targets(state: GameState, item: StackItem, eff: TwoTargets) -> Decision | None:
    base = int(eff.first[7:])
    for i, ref in enumerate((f"target:{base}", f"target:{base + 1}")):
        amount = eff.second_amount if eff.action == "damage_pair" and i else eff.amount
        one: Effect = {"damage": DealDamage(amount, ref), "damage_pair": DealDamage(amount, ref),
                       "bounce": ReturnToHand(ref), "destroy": Destroy(ref), "destroy_pair": Destroy(ref),
                       "bounce_pair": ReturnToHand(ref)}[eff.action]
        execute(state, item, one)
    return None


# -- "Destroy target creature. Its owner gains N life." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class OwnerGainsLife(Effect):
    """"Its owner gains N life." after the permanent was destroyed (Path of Peace, Misfortune's Gain):
    the owner is known from the card, wherever it went (last known information, CR 608.2h; 2003:
    413.2f)."""

    what: Ref
    amount: int


@executes(OwnerGainsLife)
def _owner_gains_life(state: GameState, item: StackItem, eff: OwnerGainsLife) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind != "object":
            continue
        obj = state.objects.get(ident)
        owner = obj.owner if obj is not None else next(
            (ev.owner for ev in reversed(state.events) if isinstance(ev, Moved) and ev.old == ident), None)
        if owner is not None and not state.players[owner].lost:
            zones.gain_life(state, owner, eff.amount)  # CR 119.3 (2003: glossary "Gain Life")
    return None


# -- "Counter target spell if it's red." / "Destroy target permanent if it's red." --------------------------
@dataclass(frozen=True, slots=True)
class IfItsColor(Effect):
    """"Counter target spell if it's red." / "Destroy target permanent if it's blue." (Hydroblast,
    Pyroblast): any spell or permanent can be the target; the color is checked as it resolves (CR
    608.2b; 2003: 413.2a), and a target of another color is left alone. ``action``: "counter", "destroy"."""

    action: str
    what: Ref
    color: str


@executes(IfItsColor)
def _if_its_color(state: GameState, item: StackItem, eff: IfItsColor) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None:
            continue
        if eff.action == "counter" and obj.zone == Zone.STACK and eff.color in obj.card.colors:
            counter(state, ident)  # a spell's color is its card's (CR 112.1b)
        elif eff.action == "destroy" and obj.zone == Zone.BATTLEFIELD and eff.color in colors_of(state, obj):
            destroy(state, ident)
    return None


# -- "Return CARDNAME and another target creature to their owners' hands." ------------------------------------
@dataclass(frozen=True, slots=True)
class SelfAndTarget(Effect):
    """"Return CARDNAME and another target creature to their owners' hands." (Coastal Wizard, Lady Sun),
    "Exile CARDNAME and target creature without flying that's attacking you." (Giant Trap Door Spider):
    both at once (CR 608.2; 2003: 413.2). ``action``: "bounce", "exile"."""

    action: str
    what: Ref


@executes(SelfAndTarget)
def _self_and_target(state: GameState, item: StackItem, eff: SelfAndTarget) -> Decision | None:
    to = Zone.HAND if eff.action == "bounce" else Zone.EXILE
    for oid in [*_permanents(state, item, "self"), *_permanents(state, item, eff.what)]:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, to)
    return None
