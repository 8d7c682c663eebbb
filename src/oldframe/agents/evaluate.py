"""How good a position is for one player, as a number in [0, 1]: the score of a search rollout
cut at its horizon. It reads only ``game.view(seat)``, so it can score a real position as well as a
sampled one.

The terms are the usual ones of a Magic position: life (each point worth more as it runs low,
since the last points decide the game), cards in hand (options), the creatures on the board
(power, and toughness as staying power), and lands (mana to use the cards). The weights are
hand-set, and measured only through the arena (``oldframe arena``).
"""

from __future__ import annotations

import math
from typing import Any

LIFE_POINT = 0.45
LOW_LIFE = 10  # below this, each point lost costs LOW_LIFE_POINT more
LOW_LIFE_POINT = 0.25
CARD_IN_HAND = 1.0
LAND = 1.3  # up to LANDS_WANTED lands; more are worth OTHER_PERMANENT
LANDS_WANTED = 7
POWER = 1.2
TOUGHNESS = 0.8
CREATURE = 1.5
OTHER_PERMANENT = 0.4
SCALE = 6.0  # a lead of SCALE points of score is worth about 73 % (logistic)


def _life_value(life: int) -> float:
    """Concave in life: going from 3 to 0 costs more than going from 20 to 17."""
    if life <= 0:
        return -20.0
    return LIFE_POINT * life - LOW_LIFE_POINT * max(0, LOW_LIFE - life)


def player_score(view: dict[str, Any], player: int) -> float:
    p = view["players"][player]
    score: float = _life_value(p["life"]) + CARD_IN_HAND * p["hand_size"] - 2.0 * p["poison"]
    score += 0.02 * min(p["library_size"], 10)  # an empty library loses (CR 704.5b)
    lands = 0
    for perm in view["battlefield"]:
        if perm["controller"] != player:
            continue
        if "power" in perm:
            score += CREATURE + POWER * max(perm["power"], 0) + TOUGHNESS * max(perm["toughness"] - perm["damage"], 0)
        elif _is_land(perm["name"]):
            lands += 1
            score += LAND if lands <= LANDS_WANTED else OTHER_PERMANENT
        else:
            score += OTHER_PERMANENT
    return score


_LANDS: dict[str, bool] = {}


def _is_land(name: str) -> bool:
    known = _LANDS.get(name)
    if known is None:
        from oldframe.cards.registry import UnknownCardError, default_registry

        try:
            known = bool(default_registry().get(name).is_land)
        except UnknownCardError:  # "face-down creature" and the like
            known = False
        _LANDS[name] = known
    return known


def evaluate(view: dict[str, Any], seat: int) -> float:
    """``seat``'s chance-like value of the position: 1 won, 0 lost, else logistic in the score lead."""
    if view["over"]:
        winners = view["winners"]
        return 1.0 if winners == [seat] else (0.5 if not winners else 0.0)
    mine = player_score(view, seat)
    theirs = max(player_score(view, p["index"]) for p in view["players"] if p["index"] != seat and not p["lost"])
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / SCALE))
