"""A player leaving a multiplayer game (CR 800.4a): everything they own goes with them.

The rules of May 2003 are written for two players (2003 CR 100.1: "Optional rules allow for more
players but aren't discussed here"), so a free-for-all game plays the house reading that the later
Comprehensive Rules wrote down (CR 800.4a), in its order:

1. every object the player owns leaves the game: their permanents (phased out too) and their spells
   on the stack are removed from the game (the 2003 name of exile), into that player's own zones,
   which nothing in the game reaches any more (a player who left is no player: ``state.opponents``,
   targets and "each player" skip them); their hand, library and graveyard stay with them;
2. effects that give them control of other players' permanents end, so those return to the
   controller they had before the effect;
3. their abilities on the stack (and spells they control but don't own, and copies) cease to exist;
4. whatever they still control (a card of another player put into play under their control, as by
   Reanimate) is removed from the game too.

Then the game goes on around them: creatures attacking them leave combat (there is no one left to
attack), their triggered abilities waiting for the stack and their delayed triggers are dropped, and
if they had priority it passes to the next player still in the game (CR 800.4a).

Objects move to exile through :func:`zones.move`, so every client sees them go; other players'
"leaves play" triggers see it too (a reading: the modern rule says the objects "leave the game",
which is no zone change).
"""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.effects import remove_from_combat
from oldframe.rules.events import ControlChanged
from oldframe.rules.state import GameState, Zone


def leave_game(state: GameState, player: int) -> None:
    """Take ``player`` (already marked lost) and everything they own out of the game (CR 800.4a)."""
    _drop_their_announcement(state, player)
    for oid in [o for o in state.battlefield + state.phased_out if state.objects[o].owner == player]:
        if oid in state.objects:  # an Aura leaving first may not take anything with it, but check
            zones.move(state, oid, Zone.EXILE)
    _end_their_control(state, player)
    for item in [it for it in state.stack if it.controller == player or
                 (it.kind == "spell" and it.oid in state.objects and state.objects[it.oid].owner == player)]:
        state.stack.remove(item)
        if item.kind == "spell" and item.oid in state.objects:
            zones.move(state, item.oid, Zone.EXILE)  # a copy of a spell simply ceases to exist (a token)
    for oid in [o for o in state.battlefield if state.objects[o].controller == player]:
        zones.move(state, oid, Zone.EXILE)
    state.pending_triggers = [t for t in state.pending_triggers if t.controller != player]
    state.delayed = [d for d in state.delayed if d.controller != player]
    if state.combat is not None:  # nobody to attack any more, and no blocks to declare for them
        for oid in [a for a, d in state.combat.attackers.items() if d == player]:
            remove_from_combat(state, oid)
        state.block_queue = [d for d in state.block_queue if d != player]
    if state.priority == player:
        state.priority = state.next_living(player)
        state.passes = 0


def _drop_their_announcement(state: GameState, player: int) -> None:
    """A spell they were announcing (a concession mid-announcement) leaves with them; an ability
    they were announcing ceases to exist (CR 800.4a)."""
    item = state.casting
    if item is None or item.controller != player:
        return
    state.casting = None
    if state.decision is not None and state.decision.player == player:
        state.decision = None
    if item.kind == "spell" and item.oid in state.objects and state.objects[item.oid].zone == Zone.STACK:
        zones.move(state, item.oid, Zone.EXILE)


def _end_their_control(state: GameState, player: int) -> None:
    """Control-changing effects that gave ``player`` control end (CR 800.4a): the permanent returns to
    the controller it had before the first of them, unless another, later effect still gives it to
    someone still in the game. Every control-changing effect is a ``ContinuousEffect`` of a kind
    starting "control" ("control" for "gain control of …", "control_aura" for Control Magic's
    record) with the new controller in ``power`` and the one before in ``toughness``."""
    mine = [e for e in state.effects if e.kind.startswith("control") and e.power == player]
    if not mine:
        return
    state.effects = [e for e in state.effects if not any(e is m for m in mine)]
    for e in mine:
        obj = state.objects.get(e.affected)
        if obj is None or obj.zone != Zone.BATTLEFIELD or obj.controller != player:
            continue
        later = [c for c in state.effects if c.kind.startswith("control") and c.affected == obj.oid
                 and not state.players[int(c.power)].lost]
        back = int(later[-1].power) if later else int(e.toughness)
        if state.players[back].lost:
            back = obj.owner
        if back != player and not state.players[back].lost:
            remove_from_combat(state, obj.oid)
            obj.controller = back
            obj.sick = True
            zones.emit(state, ControlChanged(obj.oid, obj.card.name, back))

