"""Static replacement effects on what happens to a player (CR 614.1a; 2003: 419.6a): "If a player would
gain life, that player gains no life instead." (Sulfuric Vortex) and "If you would draw a card, you may
instead choose land or nonland and reveal cards from the top of your library until you reveal a card of
the chosen kind. …" (Abundance), and damage to a player dealt elsewhere: "All damage that would be dealt to
you is dealt to enchanted creature instead." (Pariah; CR 614.9) and "If damage would be dealt to a player,
that player exiles that many cards from the top of their library instead." (Crumbling Sanctuary)
(compiler/player_replacements.py). The damage ones are replacement effects offered with the others
(``rules.replacement.DAMAGE_EFFECTS``; CR 616.1, 2003: 419.8), not prevention (CR 615.12 doesn't stop them).

Life gain is replaced where every gain passes (``zones.gain_life``, ``extensions.LIFE_GAIN_REPLACEMENTS``),
a draw where every draw passes (``zones.draw``, ``extensions.DRAW_REPLACEMENTS``). The optional draw
replacement is a choice of the drawing player (CR 614.1a "may … instead"), asked by replay
(``rules.replacement.ask``): the options are "draw", "land", "nonland"."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules import zones
from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import deal_damage
from oldframe.rules.events import DrawReplaced, Revealed
from oldframe.rules.replacement import Applicable, DamageEvent, ask, choice_possible_when, damage_effect
from oldframe.rules.state import GameState, Zone

#: "If a player would gain life, that player gains no life instead." (CR 614.1a; 2003: 419.6a)
NO_LIFE_GAIN = "no_life_gain"
#: "If you would draw a card, you may instead choose land or nonland and reveal cards … until you reveal
#: a card of the chosen kind. Put that card into your hand and put all other cards revealed this way on
#: the bottom of your library in any order."
DRAW_CHOSEN_KIND = "draw_chosen_kind"
#: On an Aura: "All damage that would be dealt to you is dealt to enchanted creature instead."
PLAYER_DAMAGE_TO_ENCHANTED = "player_damage_to_enchanted"
#: "If damage would be dealt to a player, that player exiles that many cards from the top of their
#: library instead."
PLAYER_DAMAGE_EXILES_LIBRARY = "player_damage_exiles_library"
#: The drawing player's options, in the order of the decision's answers.
DRAW_OPTIONS = ("draw", "land", "nonland")


def no_life_gain(state: GameState, player: int, amount: int) -> bool:
    """True (the gain is replaced by nothing) while any permanent has the static: it affects every
    player, its controller too."""
    return any(_own_statics(state.objects[o], NO_LIFE_GAIN) for o in state.battlefield)


def _chooser_sources(state: GameState, player: int) -> list[int]:
    return [o for o in state.battlefield
            if state.objects[o].controller == player and _own_statics(state.objects[o], DRAW_CHOSEN_KIND)]


@choice_possible_when
def _draw_choice_possible(state: GameState) -> bool:
    return any(_own_statics(state.objects[o], DRAW_CHOSEN_KIND) for o in state.battlefield)


def draw_chosen_kind(state: GameState, player: int) -> bool:
    """Replace one draw of ``player`` if they choose to (True: replaced). Each source asks once per
    draw; the first accepted replaces it (CR 616.1: the affected player picks among replacements)."""
    for source in _chooser_sources(state, player):
        pick = ask(state, player, list(DRAW_OPTIONS),
                   {"source": state.objects[source].card.name, "replaces": "draw"})
        if pick == 0:
            continue
        zones.emit(state, DrawReplaced(player))
        _reveal_until(state, player, want_land=DRAW_OPTIONS[pick] == "land")
        return True
    return False


def _reveal_until(state: GameState, player: int, want_land: bool) -> None:
    """Reveal from the top until a card of the chosen kind (CR 701.16a); it goes to the hand, the others
    to the bottom in the order revealed. With no such card every revealed card goes to the bottom and
    nothing is put into the hand — no card was drawn, so an empty library loses no game (CR 704.5b needs
    a draw)."""
    library = state.library(player)
    revealed: list[int] = []
    found: int | None = None
    for oid in reversed(list(library)):  # the top is the end of the list
        obj = state.objects[oid]
        zones.emit(state, Revealed(player, None, obj.card.name))
        if ("Land" in obj.card.types) == want_land:  # a card in the library: its printed types
            found = oid
            break
        revealed.append(oid)
    if found is not None:
        zones.move(state, found, Zone.HAND)
    for oid in revealed:
        zones.move(state, oid, Zone.LIBRARY, top=False)


# -- damage to a player dealt elsewhere ------------------------------------------------------------------
@damage_effect
def player_damage_replacements(state: GameState, event: DamageEvent) -> list[Applicable]:
    kind, player = event.target
    if kind != "player":
        return []
    out = []
    for oid in state.battlefield:
        src = state.objects[oid]
        if _own_statics(src, PLAYER_DAMAGE_TO_ENCHANTED) and src.controller == player \
                and src.attached_to is not None:
            host = state.objects.get(src.attached_to)
            if host is not None and host.zone == Zone.BATTLEFIELD and is_creature(state, host):
                out.append(Applicable(f"to_enchanted:{oid}", f"deal it to {host.card.name} instead ({src.card.name})",
                                      _to_creature(host.oid), prevention=False))
        if _own_statics(src, PLAYER_DAMAGE_EXILES_LIBRARY):
            out.append(Applicable(f"exile_library:{oid}", f"exile that many cards from the top of the library instead "
                                  f"({src.card.name})", _exile_top, prevention=False))
    return out


def _to_creature(host: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def apply(state: GameState, event: DamageEvent) -> DamageEvent:
        # the same source deals it to the creature (CR 614.9; 2003: 419.6c)
        deal_damage(state, event.source, event.source_controller, event.source_colors, ("object", host),
                    event.amount, event.combat)
        return event.prevent()
    return apply


def _exile_top(state: GameState, event: DamageEvent) -> DamageEvent:
    library = state.library(event.target[1])
    for _ in range(min(event.amount, len(library))):
        zones.move(state, library[-1], Zone.EXILE)
    return event.prevent()
