"""Extra target requirements the Oracle-text compiler emits (``TargetSpec.filters``; CR 115.1,
2003: 409.1c "target nonblack creature", "target attacking creature", "target creature spell"),
and shroud (CR 702.18; 2003: 502.24 "can't be the target of spells or abilities")."""

from __future__ import annotations

from oldframe.cards.model import CardDef
from oldframe.rules.characteristics import colors_of, has_keyword, is_type
from oldframe.rules.state import GameState, Obj


def permanent_passes(state: GameState, obj: Obj, filters: tuple[str, ...]) -> bool:
    """Whether a permanent meets every filter, with its characteristics now (CR 613)."""
    for f in filters:
        kind, _, arg = f.partition(":")
        c = state.combat
        if kind == "color":
            ok = arg in colors_of(state, obj)
        elif kind == "noncolor":
            ok = arg not in colors_of(state, obj)
        elif kind == "type":
            ok = is_type(state, obj, arg)
        elif kind == "nontype":
            ok = not is_type(state, obj, arg)
        elif kind == "attacking":  # CR 506.4: only during combat
            ok = c is not None and obj.oid in c.attackers
        elif kind == "blocking":
            ok = c is not None and obj.oid in c.blockers
        elif kind == "attacking_or_blocking":
            ok = c is not None and (obj.oid in c.attackers or obj.oid in c.blockers)
        elif kind == "tapped":
            ok = obj.tapped
        elif kind == "untapped":
            ok = not obj.tapped
        elif kind == "kw":
            ok = has_keyword(state, obj, arg)
        elif kind == "nokw":
            ok = not has_keyword(state, obj, arg)
        elif kind == "defending":  # "target creature defending player controls" (Provoke; CR 506.2)
            ok = c is not None and obj.controller in c.attackers.values()
        else:
            raise ValueError(f"unknown target filter {f!r}")
        if not ok:
            return False
    return True


def spell_passes(card: CardDef, filters: tuple[str, ...]) -> bool:
    """Whether a spell on the stack meets every filter (its card's characteristics, CR 112.1b)."""
    for f in filters:
        kind, _, arg = f.partition(":")
        if kind == "color":
            ok = arg in card.colors
        elif kind == "noncolor":
            ok = arg not in card.colors
        elif kind == "type":
            ok = arg.capitalize() in card.types
        elif kind == "nontype":
            ok = arg.capitalize() not in card.types
        else:
            return False
        if not ok:
            return False
    return True


def has_shroud(state: GameState, obj: Obj) -> bool:
    """CR 702.18a (2003: 502.24): a permanent with shroud can't be the target of spells or abilities."""
    return has_keyword(state, obj, "shroud")
