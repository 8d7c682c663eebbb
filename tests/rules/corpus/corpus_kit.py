"""Small readers shared by the independent scenario corpus (tests/rules/corpus).

The corpus drives games only through :mod:`oldframe.testing` (legal actions, public state); these
helpers just read the outcome in the words a ruling uses: life, power/toughness, who controls what,
which cards are where.
"""

from __future__ import annotations

import pytest

from oldframe import Game
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Zone
from oldframe.testing import names, obj

# The corpus's rulings hold under the 2003 rulebook (``scourge2003``) as under ``oldframe``: OLDFRAME marks
# the ones that need the seed-000 deltas (so not ``modern``), BOTH those today's rules share. A ruling
# that differs between the 2003 rulebook and the deltas uses the narrower marks below.
OLDFRAME = pytest.mark.parametrize("rules", ["oldframe", "scourge2003"])
MODERN = pytest.mark.parametrize("rules", ["modern"])
BOTH = pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])
#: Today's rule beyond the seven deltas (``oldframe`` and ``modern``, not the 2003 rulebook).
TODAY = pytest.mark.parametrize("rules", ["oldframe", "modern"])
#: The 2003 rulebook alone, where the deltas don't restore it.
SCOURGE = pytest.mark.parametrize("rules", ["scourge2003"])


def life(g: Game, p: int) -> int:
    return g.state.players[p].life


def pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def in_play(g: Game, oid: int) -> bool:
    return oid in g.state.battlefield


def graveyard(g: Game, p: int) -> list[str]:
    return names(g, Zone.GRAVEYARD, p)


def hand(g: Game, p: int) -> list[str]:
    return names(g, Zone.HAND, p)


def controller(g: Game, oid: int) -> int:
    return obj(g, oid).controller


def can_cast(g: Game, oid: int) -> bool:
    return CastSpell(oid) in g.legal_actions()


def can_activate(g: Game, oid: int, index: int = 0) -> bool:
    return ActivateAbility(oid, index) in g.legal_actions()


def stack_kinds(g: Game) -> list[str]:
    return [it.kind for it in g.state.stack]


def pool_total(g: Game, p: int) -> int:
    return sum(g.state.players[p].pool)
