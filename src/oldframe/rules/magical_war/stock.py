"""MW 1: one common stock from every deck, drawing from it, and the common graveyard.

Reading of the engine (docs/magical-war.md): a card drawn from the stock is owned by the player who
drew it, so "its owner's hand" is the hand it came from; the player who brought it is not tracked.
Every graveyard list together is the common graveyard (MW 1.3): "your graveyard" in a card's text
means all of it, and a card a spell or ability returns from it (or from the stock) to a hand goes to
its controller's hand and is theirs; all of it is shuffled into a new stock when the stock would be
drawn from while empty (MW 1.4). A card put into any library goes into the stock (on top, or at the
bottom when the effect says so).
"""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.events import Drew, Event, Moved, Mulliganed, PipelineChanged, StockReshuffled
from oldframe.rules.magical_war.state import MagicalWar, of
from oldframe.rules.state import GameState, Obj, Zone


def install(state: GameState) -> None:
    """MW 1.2: every card of every main deck goes into one stock, shuffled (called by ``Game`` once
    the decks are in the libraries, before the game starts)."""
    mw = MagicalWar.fresh(state.n_players)
    for p in state.players:
        mw.stock.extend(p.library)
        p.library.clear()
    state.variant = mw
    shuffle_stock(state, mw)


def shuffle_stock(state: GameState, mw: MagicalWar) -> None:
    """Shuffle the stock and give its cards new ids (as any library's shuffle, CR 701.20a)."""
    state.rng.shuffle(mw.stock)
    zones.renumber(state, mw.stock)


def draw_from_stock(state: GameState, player: int) -> bool:
    """MW 1.2, 1.4: every draw is from the stock (a draw replacement, CR 614.1a); an empty stock is
    first refilled from the common graveyard; with both empty the draw does nothing (no one loses)."""
    mw = of(state)
    if mw is None:
        return False
    if mw.shuffle_due:  # a Paris mulligan shuffled the hand back in (MW 2.2)
        mw.shuffle_due = False
        shuffle_stock(state, mw)
    if not mw.stock:
        reshuffle_graveyard(state, mw)
        if not mw.stock:
            return True
    oid = mw.stock[-1]
    card = state.objects[oid].clone()  # objects outside play are shared with copies: change a clone
    card.owner = player
    state.objects[oid] = card
    new = zones.move(state, oid, Zone.HAND)  # out of the stock: it is every player's library
    zones.emit(state, Drew(player, new))
    return True


def reshuffle_graveyard(state: GameState, mw: MagicalWar) -> None:
    """MW 1.4: the common graveyard is shuffled to form a new stock."""
    cards = [o for p in state.players for o in p.graveyard]
    if not cards:
        return
    for oid in cards:
        if oid in state.objects and state.objects[oid].zone == Zone.GRAVEYARD:
            zones.move(state, oid, Zone.LIBRARY)  # absorb_library_cards moves each onto the stock
    shuffle_stock(state, mw)
    zones.emit(state, StockReshuffled(len(mw.stock)))


def on_event(state: GameState, event: Event) -> None:
    """A card leaving a hand leaves its pipeline (a discard, a card taken). (A card put into a
    library needs nothing here: ``GameState.library`` is the stock, so it lands on the stock.)"""
    mw = of(state)
    if mw is None:
        return
    if isinstance(event, Mulliganed):
        mw.shuffle_due = True
        return
    if not isinstance(event, Moved):
        return
    if event.from_zone == Zone.HAND and event.old is not None:
        for seat, pipe in enumerate(mw.pipelines):
            if event.old in pipe:
                pipe.remove(event.old)
                zones.emit(state, PipelineChanged(seat, len(pipe), mw.size[seat]))


def common_graveyard(state: GameState) -> bool:
    """``extensions.COMMON_GRAVEYARD``: MW 1.3's reading, "your graveyard" means the common graveyard."""
    return of(state) is not None


def new_owner(state: GameState, obj: Obj, to: Zone) -> int | None:
    """``extensions.NEW_OWNER``: a card a spell or ability takes from the common graveyard or the stock
    into a hand goes to the hand of that spell's or ability's controller, who owns it from then on
    (the reading of this module's docstring)."""
    if of(state) is None or to != Zone.HAND or obj.zone not in (Zone.GRAVEYARD, Zone.LIBRARY):
        return None
    return None if state.resolving is None else state.resolving.controller
