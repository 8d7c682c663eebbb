"""The intervening-if "if there are N or more creatures on the battlefield" on an upkeep trigger (Planar
Collapse; CR 603.4). The grammar: ``grammar/upkeep_quorums.lark`` (a condition of ``upkeep_players``'
``up_cond``); the rules: ``rules.atoms.upkeep_quorums``; the words: ``render.TRIGGER_CONDITION_WORDS``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.render import TRIGGER_CONDITION_WORDS
from oldframe.cards.compiler.upkeep_players import _CONDITIONS_ON, _UPKEEPS
from oldframe.rules.atoms.upkeep_quorums import CREATURES_AT_LEAST

__all__ = ["UpkeepQuorumTemplates"]

_NUMWORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_NAMES = {n: w for w, n in _NUMWORDS.items()}
_CONDITIONS_ON[CREATURES_AT_LEAST] = _UPKEEPS


class UpkeepQuorumTemplates:
    """Transformer methods for ``grammar/upkeep_quorums.lark``."""

    def cb_if_creatures_at_least(self, items: list[Token]) -> str:
        return f"{CREATURES_AT_LEAST}{_NUMWORDS[str(items[0])]}"


def _words(cond: str) -> str | None:
    if not cond.startswith(CREATURES_AT_LEAST):
        return None
    return f"there are {_NAMES[int(cond[len(CREATURES_AT_LEAST):])]} or more creatures on the battlefield"


if _words not in TRIGGER_CONDITION_WORDS:
    TRIGGER_CONDITION_WORDS.append(_words)
