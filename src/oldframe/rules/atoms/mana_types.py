"""Mana of a type other lands could produce: "{T}: Add one mana of any type that a land you control
could produce." (Reflecting Pool) and "{T}: Add one mana of any color that a land an opponent controls
could produce." (Fellwar Stone).

Such an ability is one mana ability per type (W, U, B, R, G and, for "any type", colorless), like any
other choice of mana (CR 605.1a: the choice is the ability activated, an ordinary legal action), each
with the activation restriction ``could_produce:<whose>`` (CR 602.5b; 2003: 403.5): it may be activated
only while a land of that player (or of an opponent) could produce its type.

What a land "could produce" (CR 106.7) is every type its mana abilities would add if they resolved now,
whatever their costs: a basic land type's intrinsic ability (CR 305.6), "Add {R} or {G}", "any color",
the chosen color. An ability that itself looks at what other lands could produce adds what those lands
could produce — found as a fixed point, so Reflecting Pools that see only each other produce nothing
(CR 106.7: "If … no type of mana can be defined this way, there's no type of mana it could produce").
"""

from __future__ import annotations

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import is_type
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.model.cards import ActivatedAbility, AddMana
from oldframe.rules.state import GameState, Obj

#: The restriction prefix of these abilities; the rest is "you" or "opponent" (whose lands).
COULD_PRODUCE = "could_produce"
#: Mana types in ``Mana`` order (W, U, B, R, G, colorless).
_TYPES = range(6)


def restriction(whose: str) -> str:
    return f"{COULD_PRODUCE}:{whose}"


def _whose(ab: ActivatedAbility) -> str | None:
    head, _, whose = ab.restriction.partition(":")
    return whose if head == COULD_PRODUCE else None


def _own_types(state: GameState, obj: Obj) -> tuple[set[int], list[str]]:
    """The types ``obj``'s mana abilities add by themselves, and the "could produce" abilities it has
    (by whose lands they look at)."""
    types: set[int] = set()
    looks: list[str] = []
    for ab in activated_abilities(state, obj):
        if not ab.is_mana:
            continue
        whose = _whose(ab)
        if whose is not None:
            looks.append(whose)
            continue
        for eff in ab.effects:
            if not isinstance(eff, AddMana):
                continue
            if eff.any_color:
                types.update(range(5))
            elif type(eff) is not AddMana and ext.CHOSEN_COLOR_MANA:  # "the chosen color" (Sol Grail)
                mana = ext.CHOSEN_COLOR_MANA[0](state, obj.oid)
                types.update(i for i in _TYPES if mana[i])
            else:
                types.update(i for i in _TYPES if eff.mana[i])
    return types, looks


def lands_could_produce(state: GameState, player: int, opponents: bool) -> set[int]:
    """The mana types lands ``player`` controls (or, with ``opponents``, lands their opponents
    control) could produce (CR 106.7)."""
    lands = [state.objects[o] for o in state.battlefield if is_type(state, state.objects[o], "land")]
    own = {obj.oid: _own_types(state, obj) for obj in lands}
    could = {oid: set(types) for oid, (types, _looks) in own.items()}

    def union(viewer: int, whose: str) -> set[int]:
        out: set[int] = set()
        for obj in lands:
            theirs = obj.controller != viewer
            if theirs == (whose == "opponent"):
                out |= could[obj.oid]
        return out

    changed = True
    while changed:  # a fixed point: each pass only adds types, at most six per land
        changed = False
        for obj in lands:
            for whose in own[obj.oid][1]:
                more = union(obj.controller, whose) - could[obj.oid]
                if more:
                    could[obj.oid] |= more
                    changed = True
    return union(player, "opponent" if opponents else "you")


def could_produce_allows(state: GameState, player: int, obj: Obj, ab: ActivatedAbility) -> bool:
    """The ability's type is one a land of the named player(s) could produce now (CR 106.7)."""
    whose = _whose(ab)
    mana = next((e.mana for e in ab.effects if isinstance(e, AddMana)), None)
    if whose is None or mana is None:
        return False
    return any(mana[i] for i in lands_could_produce(state, player, whose == "opponent"))
