""""Each player chooses … one of each kind, then sacrifices the rest": Cataclysm ("Each player chooses
from among the permanents they control an artifact, a creature, an enchantment, and a land, then
sacrifices the rest.") and Global Ruin ("Each player chooses from the lands they control a land of each
basic land type, then sacrifices the rest.").

Each player in turn order chooses (CR 101.4; 2003: 101.4 — the active player first, the others
seeing the earlier choices), one kind at a time in the printed order, among what they control that is
of that kind and not already chosen: a permanent of two kinds (an artifact creature, a dual land) is
chosen for one kind only (the cards' rulings). A player who controls none of a kind chooses nothing for
it; a player with one candidate has it chosen for them (nothing else could be). Then every player
sacrifices the rest at once (CR 701.17; 2003: 419.1b for sacrifice by a spell's instructions), so no
player's sacrifice changes what another keeps."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import chars, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, executes, sacrifice
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem

#: The kinds a choice can be of: card types (lower case) and the basic land types (CR 205.3i).
CARD_TYPES = ("artifact", "creature", "enchantment", "land")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True, slots=True)
class KeepOneOfEach(Effect):
    """Each player keeps one permanent of each of ``kinds`` among the ``among`` ("permanent" or
    "land") they control, then sacrifices the rest of them."""

    among: str
    kinds: tuple[str, ...]


def is_kind(state: GameState, oid: int, kind: str) -> bool:
    c = chars(state, state.objects[oid])
    return kind.capitalize() in c.types if kind in CARD_TYPES else kind in c.creature_types


def _pool(state: GameState, player: int, among: str) -> list[int]:
    return [o for o in state.battlefield if state.objects[o].controller == player
            and (among == "permanent" or is_kind(state, o, among))]


@executes(KeepOneOfEach)
def _keep_one_of_each(state: GameState, item: StackItem, eff: KeepOneOfEach) -> Decision | None:
    ch = item.choices
    kept: dict[str, list[int]] = {k: list(v) for k, v in dict(ch.get("kept", {})).items()}
    if "keep_pick" in ch:
        who, picked = str(ch.pop("keep_player")), ch.pop("keep_pick")
        if picked is not None:
            kept[who] = [*kept.get(who, []), int(picked)]
        ch["keep_slot"] = int(ch.get("keep_slot", 0)) + 1
    players = state.apnap()
    slot = int(ch.get("keep_slot", 0))  # which (player, kind) pair is next: players in order, kinds in order
    while slot < len(players) * len(eff.kinds):
        p, kind = players[slot // len(eff.kinds)], eff.kinds[slot % len(eff.kinds)]
        mine = kept.get(str(p), [])
        options = [o for o in _pool(state, p, eff.among) if o not in mine and is_kind(state, o, kind)]
        if len(options) > 1:
            ch["kept"], ch["keep_slot"], ch["keep_player"] = kept, slot, p
            return Decision(DecisionKind.PICK, p, {"key": "keep_pick", "options": options, "keep": kind})
        if options:
            kept[str(p)] = [*mine, options[0]]
        slot += 1
    for p in players:  # then everyone sacrifices the rest at once (CR 701.17)
        for oid in _pool(state, p, eff.among):
            if oid not in kept.get(str(p), []):
                sacrifice(state, oid)
    ch.pop("kept", None)
    ch.pop("keep_slot", None)
    return None


@dataclass(frozen=True, slots=True)
class SacrificeCount(Effect):
    """``who`` ("each_player" or a target player) sacrifices ``count`` permanents of type ``kind``
    (only attacking ones if ``attacking``): each player in turn order chooses them one at a time (CR
    101.4), all of them if they control no more than that, then all are sacrificed at once (CR 701.17a)."""

    who: Ref
    kind: str
    count: int = 1
    attacking: bool = False


def _sacrifice_options(state: GameState, player: int, eff: SacrificeCount) -> list[int]:
    combat = state.combat
    return [o for o in state.battlefield if state.objects[o].controller == player
            and is_type(state, state.objects[o], eff.kind)
            and (not eff.attacking or (combat is not None and o in combat.attackers))]


@executes(SacrificeCount)
def _sacrifice_count(state: GameState, item: StackItem, eff: SacrificeCount) -> Decision | None:
    ch = item.choices
    chosen: dict[str, list[int]] = {k: list(v) for k, v in dict(ch.get("kept", {})).items()}
    if "sacrifice" in ch:
        who = str(ch.pop("keep_player"))
        chosen[who] = [*chosen.get(who, []), int(ch.pop("sacrifice"))]
    for p in _players(state, item, eff.who):
        options = _sacrifice_options(state, p, eff)
        mine = chosen.get(str(p), [])
        if len(options) <= eff.count:
            chosen[str(p)] = options
            continue
        if len(mine) < eff.count:
            ch["kept"], ch["keep_player"] = chosen, p
            return Decision(DecisionKind.SACRIFICE, p, {"options": [o for o in options if o not in mine]})
    ch.pop("kept", None)
    for p in _players(state, item, eff.who):
        for oid in chosen.get(str(p), []):
            if state.objects.get(oid) is not None and oid in state.battlefield:
                sacrifice(state, oid)
    return None
