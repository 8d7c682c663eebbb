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
from collections.abc import Mapping, Sequence
from typing import Any

LIFE_POINT = 0.45
LOW_LIFE = 10  # below this, each point lost costs LOW_LIFE_POINT more
LOW_LIFE_POINT = 0.25
CARD_IN_HAND = 2.0  # a spell: worth about four life points early on
LAND_IN_HAND = 0.6  # a land not yet played: less than one in play, so lands get played
UNKNOWN_CARD = 1.6  # a card whose name the scorer does not know
LAND = 1.3  # up to LANDS_WANTED lands; more are worth OTHER_PERMANENT
LANDS_WANTED = 7
POWER = 1.2
TOUGHNESS = 0.8
CREATURE = 1.5
OTHER_PERMANENT = 0.4
SCALE = 6.0  # a lead of SCALE points of score is worth about 73 % (logistic)
#: Free-for-all: the opponents' side is the strongest opponent's score moved this share of the way to
#: the opponents' mean, a player who left counting as OUT; so the main threat counts most, and
#: weakening or finishing off any opponent is worth something too.
FIELD_SHARE = 0.3
OUT = -20.0


def _life_value(life: int) -> float:
    """Concave in life: going from 3 to 0 costs more than going from 20 to 17."""
    if life <= 0:
        return -20.0
    return LIFE_POINT * life - LOW_LIFE_POINT * max(0, LOW_LIFE - life)


def player_score(view: dict[str, Any], player: int, hand: Sequence[str] | None = None) -> float:
    """``hand``: the names of the player's cards in hand where known (a sampled world knows them)."""
    p = view["players"][player]
    score: float = _life_value(p["life"]) - 2.0 * p["poison"]
    if hand is None:
        score += UNKNOWN_CARD * p["hand_size"]
    else:
        score += sum(LAND_IN_HAND if _is_land(n) else CARD_IN_HAND for n in hand)
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


def evaluate(view: dict[str, Any], seat: int, hands: Mapping[int, Sequence[str]] | None = None) -> float:
    """``seat``'s chance-like value of the position: 1 won, 0 lost, else logistic in the score lead
    over the opponents (two players: over the one opponent; a free-for-all: see FIELD_SHARE).
    ``hands``: the players' hands by name, where known."""
    if view["over"]:
        winners = view["winners"]
        return 1.0 if winners == [seat] else (0.5 if not winners else 0.0)
    if view["players"][seat]["lost"]:  # out of a free-for-all that goes on without them
        return 0.0
    hands = hands or {}
    mine = player_score(view, seat, hands.get(seat))
    others = [p for p in view["players"] if p["index"] != seat]
    scores = [OUT if p["lost"] else player_score(view, p["index"], hands.get(p["index"])) for p in others]
    strongest = max(v for v, p in zip(scores, others, strict=True) if not p["lost"])
    theirs = strongest if len(scores) == 1 else strongest + FIELD_SHARE * (sum(scores) / len(scores) - strongest)
    return 1.0 / (1.0 + math.exp(-(mine - theirs) / SCALE))
