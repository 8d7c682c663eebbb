"""Entering in exchange for a sacrificed land: "If CARDNAME would enter the battlefield, sacrifice a Plains
instead. If you do, put CARDNAME onto the battlefield. If you don't, put it into its owner's graveyard."
(Kjeldoran Outpost, Heart of Yavimaya; Soldevi Excavations: "an untapped Island")
(compiler/entry_sacrifices.py).

A replacement effect on the permanent's own zone change (CR 614.1c, 614.6, 614.12; 2003: 419.6), however it
would enter (played as a land, put onto the battlefield by an effect): a land of the type that its
controller controls is sacrificed, and it enters; with none, it goes to its owner's graveyard instead. The
sacrifice is not optional ("If you don't" covers having none). Which land, when several fit, is the
player's choice, asked by replay (``rules.replacement.ask``). A marker on the entering object keeps the
replacement from being applied twice while other zone-change replacements are checked (CR 614.5)."""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import creature_types, is_type
from oldframe.rules.effects import sacrifice
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.replacement import ask, choice_possible_when
from oldframe.rules.state import ContinuousEffect, GameState, Obj, Zone

#: The static: ``text`` the land to sacrifice: its type, "untapped " first if it must be ("untapped Island").
ENTER_SACRIFICING_LAND = "enter_sacrificing_land"
#: Marker (``ContinuousEffect.kind``) on an object whose entering already sacrificed a land.
_PAID = "entry_land_sacrificed"


def _candidates(state: GameState, player: int, st: StaticAbility) -> list[int]:
    untapped, land_type = st.text.startswith("untapped "), st.text.split()[-1]
    return [o for o in state.battlefield
            if state.objects[o].controller == player and is_type(state, state.objects[o], "land")
            and land_type in creature_types(state, state.objects[o])  # its subtypes now (CR 305.6; 2003: 212.6)
            and not (untapped and state.objects[o].tapped)]


@choice_possible_when
def _choice_possible(state: GameState) -> bool:
    """A card with the replacement in a hand (where such lands are played from)."""
    return any(_own_statics(state.objects[o], ENTER_SACRIFICING_LAND) for p in state.players for o in p.hand)


def enter_sacrificing_land(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool] | None:
    """``zones.MOVE_REPLACEMENTS``: sacrifice the land as ``obj`` would enter (then it enters: None), or
    send it to the graveyard instead."""
    if to != Zone.BATTLEFIELD or obj.zone == Zone.BATTLEFIELD:
        return None
    statics = _own_statics(obj, ENTER_SACRIFICING_LAND)
    if not statics or any(e.kind == _PAID and e.affected == obj.oid for e in state.effects):
        return None
    st = statics[0]
    options = _candidates(state, obj.controller, st)
    if not options:
        return Zone.GRAVEYARD, False
    pick = 0
    if len(options) > 1:
        labels = [f"sacrifice {state.objects[o].card.name}{' (tapped)' if state.objects[o].tapped else ''}"
                  for o in options]
        pick = ask(state, obj.controller, labels, {"source": obj.card.name, "what": "sacrifice_to_enter"})
    state.effects.append(ContinuousEffect(_PAID, obj.oid, state.new_timestamp(), "end_of_turn"))
    sacrifice(state, options[pick])
    return None
