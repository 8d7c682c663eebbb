"""Moving objects between zones (CR 400.7: a new object each time) and drawing cards.

Every move emits an event; :mod:`oldframe.rules.triggers` looks at each event as it happens.
"""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules import extensions as ext
from oldframe.rules import triggers
from oldframe.rules.characteristics import chars
from oldframe.rules.events import Drew, DrewFromEmpty, Event, LifeGained, Moved, Revealed, Tapped
from oldframe.rules.model.cards import CardDef
from oldframe.rules.replacement import ask
from oldframe.rules.rng import Rng
from oldframe.rules.state import GameState, Obj, StackItem, Zone


def emit(state: GameState, event: Event) -> None:
    """Record an event and let triggered abilities see it (CR 603.2)."""
    state.events.append(event)
    state.version += 1  # characteristics may have changed (cache key, rules.characteristics)
    triggers.on_event(state, event)


def tap(state: GameState, obj: Obj) -> None:
    """``obj`` becomes tapped (CR 701.21a), by a cost, an effect or attacking: "whenever CARDNAME becomes
    tapped" sees it (City of Brass; CR 603.2). Tapping a tapped permanent is no event."""
    if obj.tapped:
        return
    obj.tapped = True
    emit(state, Tapped(obj.oid, obj.card.name))  # bumps the version: conditional statics read it (Castle)


def _remove_from_zone(state: GameState, obj: Obj) -> None:
    z = obj.zone
    if z == Zone.BATTLEFIELD:
        state.battlefield.remove(obj.oid)
    elif z == Zone.STACK:
        pass  # the stack list holds StackItems; the caller pops it
    elif z == Zone.PHASED_OUT:
        state.phased_out.remove(obj.oid)
    elif z == Zone.LIBRARY:
        state.library(obj.owner).remove(obj.oid)
    else:
        state.players[obj.owner].zone_list(z).remove(obj.oid)


#: Zone-change replacement effects (CR 614.1a, 614.6; 2003: 419.6): each returns ``(zone, shuffle)``
#: when the object would go to ``to`` but goes to ``zone`` instead (then the owner's library is
#: shuffled if ``shuffle``), or None. Modules register here (Serra Avatar, ``rules.atoms.rulings``).
MOVE_REPLACEMENTS: list[Callable[[GameState, Obj, Zone], tuple[Zone, bool] | None]] = []


def _replace_move(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool]:
    """Replacement effects on a zone change (CR 614.6; 2003: 419.6: the replaced event never happens),
    one at a time; when several apply, the controller of the moving object (its owner outside the
    battlefield and the stack) chooses which first, and the rest are checked against the new event
    (CR 616.1, 616.1f; 2003: 419.8) — e.g. Serra Avatar's "shuffle it into its library instead" or
    Yawgmoth's Will's "exile it instead"."""
    shuffle = False
    applied: set[int] = set()
    while True:
        found = [(i, res) for i, r in enumerate(MOVE_REPLACEMENTS)
                 if i not in applied and (res := r(state, obj, to)) is not None]
        if not found:
            return to, shuffle
        pick = 0
        if len(found) > 1:
            who = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
            labels = [f"{'shuffle it into its library' if sh else 'put it into ' + z.name.lower()} instead"
                      for _, (z, sh) in found]
            pick = ask(state, who, labels, {"source": obj.card.name, "what": "zone_change"})
        index, (to, sh) = found[pick]
        applied.add(index)
        shuffle = shuffle or sh


def move(state: GameState, oid: int, to: Zone, *, controller: int | None = None, top: bool = True,
         tapped: bool = False, as_card: tuple[CardDef, str] | None = None, face_down: bool = False) -> int | None:
    """Move an object to ``to``; return the new object's id (None for a token leaving play).

    Cards go to their owner's library, hand and graveyard (CR 400.3). A token that leaves play
    moves (so triggers see it) and then ceases to exist as a state-based action (CR 704.5d); here
    it simply never gets a new object in a non-battlefield zone.
    """
    obj = state.objects[oid]
    to, shuffle = _replace_move(state, obj, to)
    old_zone = obj.zone
    last_name = obj.printed.name  # the name it had as it left: a copy's is the copied one (CR 707.2; 2003: 503.2)
    if old_zone == Zone.BATTLEFIELD:  # last known information, before its effects end (CR 603.10a; 2003: 410.10)
        for look_back in ext.LEAVING_BATTLEFIELD:
            look_back(state, obj)
        lk = chars(state, obj)
        last_name = lk.name or last_name
        state.last_known_types[oid] = lk.types
        if state.resolving is not None:  # for "… equal to its power" later in the same resolution (CR 608.2h)
            state.resolving.choices.setdefault("lki", {})[str(oid)] = [  # its mana value too (CR 202.3)
                lk.power, lk.toughness, obj.controller, 0 if obj.face_down else obj.card.mana_cost.converted,
                ("Snow" in lk.supertypes) | ("Basic" in lk.supertypes) << 1]  # supertypes (CR 205.4)
        if obj.face_down or lk.abilities_lost or lk.land_type_set:
            state.last_known_silent.add(oid)
    _remove_from_zone(state, obj)
    if old_zone == Zone.BATTLEFIELD:
        _detach_all(state, oid)
        if state.combat is not None:  # CR 506.4 (2003: 306.2): it leaves combat
            state.combat.attackers.pop(oid, None)
            state.combat.blockers.pop(oid, None)
        if state.effects:
            state.effects = [e for e in state.effects if e.affected != oid]
    elif old_zone == Zone.STACK and state.effects:  # a new object; effects on the spell end (CR 400.7)
        state.effects = [e for e in state.effects if e.affected != oid]
    del state.objects[oid]
    if obj.is_token and to != Zone.BATTLEFIELD:
        emit(state, Moved(obj.owner, oid, obj.printed.name, int(old_zone), int(to), None, obj.controller))
        state.last_known_types.pop(oid, None)
        state.last_known_silent.discard(oid)
        return None
    owner = obj.owner
    if ext.NEW_OWNER and to not in (Zone.BATTLEFIELD, Zone.STACK):
        owner = next((o for o in (point(state, obj, to) for point in ext.NEW_OWNER) if o is not None), owner)
    new = Obj(state.new_id(), obj.printed, owner, to, state.new_timestamp(), obj.is_token)
    state.objects[new.oid] = new
    if face_down and to in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE):  # CR 708.4 (2003: 504.1): a face-down spell
        new.face_down = True  # or permanent; a card exiled face down (CR 406.3; 2003: 217.7b)
    if to == Zone.BATTLEFIELD:
        new.controller = obj.owner if controller is None else controller
        new.sick = True
        if as_card is not None:  # "as it comes into play" copy (CR 707.5; 2003: 503.5) applies on entry
            new.card, new.form = as_card
        new.tapped = tapped or new.card.behaviour.enters_tapped  # CR 614.1c
        for st in () if new.face_down else new.card.behaviour.static:
            if st.kind in ("enters_with_counters", "enters_tapped_with_counters"):  # CR 614.1c (2003: 419.6b)
                new.tapped = new.tapped or st.kind == "enters_tapped_with_counters"  # "… tapped with N counters"
                new.counters = {**(new.counters or {}), st.text: (new.counters or {}).get(st.text, 0) + st.power}
        state.battlefield.append(new.oid)
        if ext.ENTERS_TAPPED and not new.tapped and any(point(state, new) for point in ext.ENTERS_TAPPED):
            new.tapped = True  # "Artifacts and lands enter the battlefield tapped." (CR 614.1c, 614.12)
    elif to == Zone.STACK:
        new.controller = obj.controller if controller is None else controller
    else:
        lst = state.library(owner) if to == Zone.LIBRARY else state.players[owner].zone_list(to)
        if top or to != Zone.LIBRARY:
            lst.append(new.oid)
        else:
            lst.insert(0, new.oid)
    hidden_exile = obj.face_down and old_zone == Zone.EXILE and to in (Zone.HAND, Zone.LIBRARY)
    if obj.face_down and not new.face_down and not hidden_exile:  # CR 708.9 (2003: 504.6): revealed as it
        emit(state, Revealed(obj.owner, new.oid, obj.printed.name))  # leaves play or the stack
    # A face-down card entering the stack or play is not named (CR 708.2, 406.3; 2003: 504.1), nor one
    # going from face down in exile to a hidden zone (Necropotence, Memory Jar; CR 406.3).
    shown = "" if new.face_down or hidden_exile else last_name
    emit(state, Moved(owner, oid, shown, int(old_zone), int(to), new.oid, obj.controller))
    state.last_known_types.pop(oid, None)
    state.last_known_silent.discard(oid)
    if to == Zone.EXILE and state.resolving is not None:  # "return the exiled card" (CR 607.2a)
        for point in ext.EXILED_WHILE_RESOLVING:
            point(state, new.oid)
    if shuffle:  # "shuffle it into its owner's library" as it moves: the caller may still hold ids of
        state.rng.shuffle(state.library(owner))  # that library (a mill of two), so no new ids
    return new.oid


def _detach_all(state: GameState, oid: int) -> None:
    for other in state.battlefield:
        o = state.objects[other]
        if o.attached_to == oid:
            o.attached_to = None


def draw(state: GameState, player: int, count: int = 1) -> None:
    """Draw cards one at a time (CR 121.2); drawing from an empty library marks the player for the
    state-based action of CR 704.5b (2003: 420.5b)."""
    p = state.players[player]
    for _ in range(count):
        if any(point(state, player) for point in ext.DRAW_REPLACEMENTS):  # CR 614.1a (2003: 419.6a)
            continue
        library = state.library(player)
        if not library:
            p.drew_from_empty = True
            emit(state, DrewFromEmpty(player))
            continue
        oid = library[-1]
        new = move(state, oid, Zone.HAND)
        emit(state, Drew(player, new))


def gain_life(state: GameState, player: int, amount: int) -> None:
    """A player gains life (CR 119.3; 2003: glossary "Gain Life"): the one place every effect's gain
    passes, so a replacement of life gain (CR 614.1a; 2003: 419.6a) sees them all."""
    if any(point(state, player, amount) for point in ext.LIFE_GAIN_REPLACEMENTS):
        return
    state.players[player].life += amount
    emit(state, LifeGained(player, amount))


def shuffle_library(state: GameState, player: int) -> None:
    """Shuffle (CR 701.20a; 2003: glossary "Shuffle") and give every card of the library a new id, so no id seen
    before the shuffle (a searched or revealed card's) can be followed through it."""
    library = state.library(player)
    state.rng.shuffle(library)
    renumber(state, library)


#: Salt of the generator that draws new ids; it starts from the game's generator's state but never
#: advances it, so renumbering leaves every shuffle and random choice of the game unchanged.
_ID_SALT = 0x5DEECE66D2B7E151


def renumber(state: GameState, hidden: list[int]) -> None:
    """Give the objects listed in a hidden zone fresh ids in a random order (in place): an id then says
    nothing about which card it is (deck-list order) or where it lies (the library's order)."""
    fresh = [state.new_id() for _ in hidden]
    Rng(state=state.rng.state ^ _ID_SALT).shuffle(fresh)
    objects = state.objects
    for i, (old, new) in enumerate(zip(hidden, fresh, strict=True)):
        obj = objects.pop(old).clone()  # a copy: other states may share the old object
        obj.oid = new
        objects[new] = obj
        hidden[i] = new
def leave_stack_zone(item: StackItem, resolved: bool) -> Zone:
    """Where a spell goes as it leaves the stack (CR 608.2n; 2003: 413.2j): its owner's graveyard
    unless a way of casting it says otherwise (flashback, buyback)."""
    for point in ext.LEAVE_STACK:
        zone = point(item, resolved)
        if zone is not None:
            return zone
    return Zone.GRAVEYARD
