"""Atoms and rules for the Serra Avatar, Grindstone and Lifeline ruling scenarios:

* Serra Avatar's "if it would be put into a graveyard from anywhere, shuffle it into its owner's
  library instead", treated as a replacement effect as in Saturday School #6 (2003: 419.6; CR 614.6),
  registered in :data:`oldframe.rules.zones.MOVE_REPLACEMENTS`;
* Grindstone's "repeat this process" with the mandatory-loop check of :mod:`oldframe.rules.loops`
  (CR 104.4b; 2003: 102.6);
* Lifeline's delayed return from the graveyard at the next end of turn (CR 603.7; 2003: 404.4);
* Control Magic's "You control enchanted creature" (layer 2), applied with state-based actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import loops, zones
from oldframe.rules.characteristics import chars
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, Obj, StackItem, Zone

#: Static ability kind: "if CARDNAME would be put into a graveyard from anywhere, shuffle it into
#: its owner's library instead" (Serra Avatar, 2003 treatment).
SHUFFLE_INSTEAD_OF_GRAVEYARD = "shuffle_into_library_instead_of_graveyard"


def _shuffle_instead(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool] | None:
    if to != Zone.GRAVEYARD or obj.is_token:
        return None
    card = obj.printed if obj.face_down else obj.card
    if not any(st.kind == SHUFFLE_INSTEAD_OF_GRAVEYARD for st in card.behaviour.static):
        return None
    if obj.zone == Zone.BATTLEFIELD and (obj.face_down or chars(state, obj).abilities_lost):
        # a permanent's own replacement effect exists only while it has the ability: one that lost
        # all its abilities (Humble, Humility: layer 6, CR 613.1f; 2003: 418.5a, 407) or a face-down
        # one (CR 708.2) leaves play as any other would (CR 614.12: checked as it is before the event)
        return None
    return Zone.LIBRARY, True


zones.MOVE_REPLACEMENTS.append(_shuffle_instead)


@dataclass(frozen=True, slots=True)
class MillRepeatIfShareColor(Effect):
    """"``who`` puts the top ``count`` cards of his or her library into his or her graveyard. If both
    cards share a color, repeat this process." (Grindstone; CR 701.13, 104.4b; 2003: 102.6)."""

    who: Ref
    count: int = 2


#: Safety bound on a repeated process that never repeats a position (each pass changes the game).
MAX_REPEATS = 10_000


@executes(MillRepeatIfShareColor)
def _mill_repeat(state: GameState, item: StackItem, eff: MillRepeatIfShareColor) -> Decision | None:
    for kind, p in resolve_targets(state, item, eff.who):
        if kind != "player":
            continue
        seen: list[loops.Position] = []
        for _ in range(MAX_REPEATS):
            lib = state.library(p)
            cards = list(reversed(lib[-eff.count:])) if eff.count else []
            colors = [state.objects[o].card.colors for o in cards]
            for oid in cards:
                zones.move(state, oid, Zone.GRAVEYARD)
            if len(cards) < 2 or not frozenset.intersection(*colors):
                break
            if loops.repeats(state, seen):  # the same position again, with nothing to choose: a draw
                return None
    return None


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyardAtNextEndOfTurn(Effect):
    """"Return ``what`` (a card in a graveyard) to play under its owner's control at the beginning of
    the next end of turn" (Lifeline): a delayed trigger (CR 603.7; 2003: 404.4, 313.2). Made during an
    end-of-turn step, it waits for the next turn's, whose beginning has already passed."""

    what: Ref


@executes(ReturnFromGraveyardAtNextEndOfTurn)
def _return_at_eot(state: GameState, item: StackItem, eff: ReturnFromGraveyardAtNextEndOfTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.GRAVEYARD:
            state.delayed.append(DelayedTrigger("end_of_turn", item.controller, item.source_name,
                                                "return_from_graveyard", ident, state.turn, int(state.step)))
    return None


# -- "You control enchanted creature" (Control Magic; CR 613.1b layer 2, 303.4; 2003: 212.4, 418.5) --
#: Static ability kind of a control-changing Aura.
CONTROL_ENCHANTED = "control_enchanted"
_CONTROL = "control_aura"


def apply_control_auras(state: GameState) -> bool:
    """Give each permanent enchanted by a control Aura to the Aura's controller (the latest Aura
    wins, CR 613.7), and give it back once no such Aura is attached. The controller before the first
    Aura is kept in a ``"control_aura"`` record (``toughness``). Checked as often as state-based
    actions, like the ends of "for as long as" durations. True if a controller changed."""
    wanted: dict[int, tuple[int, int]] = {}  # permanent -> (aura timestamp, controller)
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to is None or aura.face_down:
            continue
        if any(st.kind == CONTROL_ENCHANTED for st in aura.card.behaviour.static):
            best = wanted.get(aura.attached_to)
            if best is None or aura.timestamp > best[0]:
                wanted[aura.attached_to] = (aura.timestamp, aura.controller)
    records = {e.affected: e for e in state.effects if e.kind == _CONTROL}
    if not wanted and not records:
        return False
    changed = False
    for oid, (_ts, controller) in wanted.items():
        obj = state.objects.get(oid)
        if obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        if oid not in records:
            state.effects.append(ContinuousEffect(_CONTROL, oid, state.new_timestamp(), "while_there",
                                                  power=controller, toughness=obj.controller))
        if obj.controller != controller:
            _give_control(state, obj, controller)
            changed = True
    for oid, rec in records.items():
        obj = state.objects.get(oid)
        if oid in wanted or obj is None:
            continue
        state.effects.remove(rec)
        if obj.zone == Zone.BATTLEFIELD and obj.controller != rec.toughness:
            _give_control(state, obj, rec.toughness)
            changed = True
    return changed


def _give_control(state: GameState, obj: Obj, controller: int) -> None:
    """A permanent changing controller leaves combat and is new to its controller (CR 506.4, 302.6;
    2003: 306.2, 214.7c)."""
    remove_from_combat(state, obj.oid)
    obj.controller = controller
    obj.sick = True
    zones.emit(state, ControlChanged(obj.oid, obj.card.name, controller))


# -- "CARDNAME becomes a 2/2 Gargoyle creature with flying" (Opal Gargoyle; Urza's Saga Opals) --------
@dataclass(frozen=True, slots=True)
class BecomeCreature(Effect):
    """``who`` becomes a ``power``/``toughness`` creature of creature types ``subtypes`` with
    ``keywords``, indefinitely (until it leaves play): type-changing (layer 4; it keeps its other
    types, an enchantment becomes an enchantment creature; 2003: 214.4, 418.5), ability-adding
    (layer 6) and P/T-setting (layer 7b) effects (CR 613.1d, 613.1f, 613.4b)."""

    who: Ref
    power: int
    toughness: int
    subtypes: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()


@executes(BecomeCreature)
def _become_creature(state: GameState, item: StackItem, eff: BecomeCreature) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        ts = state.new_timestamp()
        state.effects.append(ContinuousEffect("add_types", ident, ts, "while_there", value="Creature"))
        for sub in eff.subtypes:
            state.effects.append(ContinuousEffect("creature_type", ident, ts, "while_there", value=sub))
        for kw in sorted(eff.keywords):
            state.effects.append(ContinuousEffect("keyword", ident, ts, "while_there", value=kw))
        state.effects.append(ContinuousEffect("set_pt", ident, ts, "while_there", eff.power, eff.toughness))
        state.version += 1
    return None
