"""Revealing until a nonland card and using its mana value: "Choose any target. Reveal cards from the top of
your library until you reveal a nonland card. CARDNAME deals damage equal to that card's mana value to that
permanent or player. Put the revealed cards on the bottom of your library in any order." (Erratic
Explosion), "Reveal cards from the top of your library until you reveal a nonland card. CARDNAME gets +X/+0
until end of turn, where X is that card's mana value. Put the revealed cards on the bottom of your library in
any order." (Goblin Machinist), and Polymorph's "Its controller reveals cards … until they reveal a creature
card. The player puts that card onto the battlefield, then shuffles all other cards revealed this way into
their library."

The cards are revealed to all (CR 701.16a) from the top down; with no nonland card every card is revealed
and X is 0. Then the controller puts the revealed cards on the bottom one at a time, each beneath the ones
before (a ``pick`` per card; the order is public, the cards having been revealed)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import EXECUTORS, deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Effect, ModifyPT, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class RevealNonlandUse(Effect):
    """Reveal until a nonland card; X is its mana value; ``use`` "damage" (CARDNAME deals X damage to
    ``who``) or "pump" (CARDNAME gets +X/+0 until end of turn); then the revealed cards go to the bottom."""

    use: str
    who: Ref = "self"


@executes(RevealNonlandUse)
def _reveal_nonland_use(state: GameState, item: StackItem, eff: RevealNonlandUse) -> Decision | None:
    me = item.controller
    ch = item.choices
    library = state.library(me)
    if "revealed_seen" not in ch:
        seen: list[int] = []
        x = 0
        for oid in reversed(list(library)):  # from the top (the list's end) down
            card = state.objects[oid].card
            seen.append(oid)
            zones.emit(state, Revealed(me, oid, card.name))
            if not card.is_land:
                x = card.mana_cost.converted  # mana value (CR 202.3; X is 0 in a library)
                break
        ch["revealed_seen"] = seen
        if eff.use == "damage":
            for t in resolve_targets(state, item, eff.who):
                deal_damage(state, item.source, me, source_colors(state, item), t, x)
        else:
            EXECUTORS[ModifyPT](state, item, ModifyPT("self", x, 0))
    if ch.get("revealed_pick") is not None:
        picked = ch.pop("revealed_pick")
        if picked in library:
            library.remove(picked)
            library.insert(0, picked)
            ch["revealed_placed"] = [*ch.get("revealed_placed", []), picked]
    placed = ch.get("revealed_placed", [])
    rest = [o for o in ch["revealed_seen"] if o in library and o not in placed]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "revealed_pick", "options": rest})
    for o in rest:
        library.remove(o)
        library.insert(0, o)
    ch.pop("revealed_seen", None)
    ch.pop("revealed_placed", None)
    return None


@dataclass(frozen=True, slots=True)
class ControllerRevealsCreature(Effect):
    """"Its controller reveals cards from the top of their library until they reveal a creature card. The
    player puts that card onto the battlefield, then shuffles all other cards revealed this way into their
    library." (Polymorph): ``of`` is the creature whose controller (as it last existed, CR 608.2h) reveals."""

    of: Ref = "target:0"


@executes(ControllerRevealsCreature)
def _controller_reveals_creature(state: GameState, item: StackItem, eff: ControllerRevealsCreature) -> Decision | None:
    if not eff.of.startswith("target:") or int(eff.of[7:]) >= len(item.targets):
        return None
    target = item.targets[int(eff.of[7:])]
    if target is None or target[0] != "object":
        return None
    obj = state.objects.get(target[1])
    lki = item.choices.get("lki", {}).get(str(target[1]))
    if obj is not None:
        who = obj.controller
    elif lki is not None:  # it left play while this resolved: its last known controller
        who = int(lki[2])
    else:
        return None
    found = None
    for oid in reversed(list(state.library(who))):  # from the top down, shown to all
        card = state.objects[oid].card
        zones.emit(state, Revealed(who, oid, card.name))
        if "Creature" in card.types:
            found = oid
            break
    if found is not None:
        zones.move(state, found, Zone.BATTLEFIELD, controller=who)
    zones.shuffle_library(state, who)  # the other revealed cards are still in it (CR 701.20a)
    return None
