""""Each other non-Aura enchantment is a creature in addition to its other types and has base power and
base toughness each equal to its mana value." (Opalescence).

Two effects of one static ability (CR 604.2, 611.3): a type-changing effect (layer 4; CR 613.1d; 2003:
418.5e applies type changes first) that makes each other non-Aura enchantment also a creature, and a
P/T-setting effect (layer 7b; CR 613.4b) on exactly the permanents the first one changed — its mana value
("converted mana cost", CR 202.3; 2003: 203.3) as base power and toughness. The set is checked
continuously (CR 611.3a): an enchantment that comes into play is a creature at once, an Aura never is,
and Opalescence itself isn't ("other")."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules.characteristics import STATIC_KINDS, layer_builder
from oldframe.rules.layers import LayerEffect, Work
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj
from oldframe.rules.target_filters import mana_value

#: ``StaticAbility.kind``; ``text`` is the card type made a creature ("enchantment"), ``affected``
#: ``Selector("others")``: every other permanent of that type, Auras excepted.
OTHER_ENCHANTMENTS_ARE_CREATURES = "other_enchantments_are_creatures"
STATIC_KINDS.add(OTHER_ENCHANTMENTS_ARE_CREATURES)


def _key(src: Obj) -> str:
    return f"opalescent:{src.oid}"


def _selected(st: StaticAbility, src: Obj, obj: Obj) -> Callable[[Work], bool]:
    kind = st.text.capitalize()

    def applies(w: Work) -> bool:
        return obj.oid != src.oid and kind in w.types and "Aura" not in w.creature_types
    return applies


def _become_creature(key: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.started.add(key)
        w.types = w.types | {"Creature"}
    return apply


@layer_builder("4")
def _enchantments_become_creatures(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                                   mine: list[ContinuousEffect]) -> list[LayerEffect]:
    return [LayerEffect(src.timestamp, _selected(st, src, obj), _become_creature(_key(src)))
            for st, src in statics if st.kind == OTHER_ENCHANTMENTS_ARE_CREATURES]


@layer_builder("7b")
def _base_pt_is_mana_value(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                           mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:
        if st.kind == OTHER_ENCHANTMENTS_ARE_CREATURES:
            key, mv = _key(src), mana_value(obj)

            def set_pt(w: Work, mv: int = mv) -> None:
                w.base_power = w.base_toughness = mv
            out.append(LayerEffect(src.timestamp, lambda w, key=key: key in w.started, set_pt))  # type: ignore[misc]
    return out
