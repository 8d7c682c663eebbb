"""Keywords for each player's basic lands while that player has few lands: "Basic lands each player controls have
shroud as long as that player controls three or fewer lands." (Sheltering Prayers). One static ability whose
condition is read per land, for the land's controller, continuously (CR 611.3a-b; 2003: 418.3a): a layer-6
effect (CR 613.1f). The lands are counted by their types through layer 4 without static abilities' keywords (so
the count never depends on what it grants)."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules.atoms.static_counts import _plain_types
from oldframe.rules.characteristics import STATIC_KINDS, layer_builder
from oldframe.rules.layers import LayerEffect, Work
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj

#: ``StaticAbility.kind``: ``keywords`` for basic lands whose controller controls ``power`` or fewer lands.
BASIC_LANDS_HAVE_IF_FEW_LANDS = "basic_lands_have_if_few_lands"
STATIC_KINDS.add(BASIC_LANDS_HAVE_IF_FEW_LANDS)


def _lands(state: GameState, player: int) -> int:
    return sum(1 for o in state.battlefield if state.objects[o].controller == player
               and "Land" in _plain_types(state, state.objects[o])[0])


def _applies(state: GameState, st: StaticAbility, obj: Obj) -> Callable[[Work], bool]:
    def applies(w: Work) -> bool:
        return "Land" in w.types and "Basic" in obj.card.supertypes and not obj.face_down \
            and _lands(state, obj.controller) <= st.power
    return applies


def _grant(kws: frozenset[str]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.keywords |= kws
    return apply


@layer_builder("6")
def _basic_land_keywords(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                         mine: list[ContinuousEffect]) -> list[LayerEffect]:
    return [LayerEffect(src.timestamp, _applies(state, st, obj), _grant(st.keywords))
            for st, src in statics if st.kind == BASIC_LANDS_HAVE_IF_FEW_LANDS]
