"""oldframe: Magic: The Gathering as played when Scourge (May 2003) was the newest set.

The one object most users need is :class:`oldframe.Game`.

The names below load on first use (PEP 562), so importing one submodule — ``oldframe.rules.state``,
say — loads only what that module itself needs: each module's own imports are what make it work,
never the order of the lines here (``tests/test_imports.py`` imports every module first, alone).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from oldframe.cards.decks import Deck, DeckError, parse_deck
    from oldframe.game import Game, Pending
    from oldframe.rules.actions import Action, action_from_json, parse_notation
    from oldframe.rules.decisions.kinds import DecisionKind
    from oldframe.rules.engine import IllegalActionError
    from oldframe.rules.ruleset import PRESETS, RuleSet, UnsupportedRulesError, rules_for

#: Where each public name lives.
_PUBLIC = {
    "Deck": "oldframe.cards.decks",
    "DeckError": "oldframe.cards.decks",
    "parse_deck": "oldframe.cards.decks",
    "Game": "oldframe.game",
    "Pending": "oldframe.game",
    "Action": "oldframe.rules.actions",
    "action_from_json": "oldframe.rules.actions",
    "parse_notation": "oldframe.rules.actions",
    "DecisionKind": "oldframe.rules.decisions.kinds",
    "IllegalActionError": "oldframe.rules.engine",
    "PRESETS": "oldframe.rules.ruleset",
    "RuleSet": "oldframe.rules.ruleset",
    "UnsupportedRulesError": "oldframe.rules.ruleset",
    "rules_for": "oldframe.rules.ruleset",
}

__all__ = [
    "PRESETS",
    "Action",
    "DecisionKind",
    "Deck",
    "DeckError",
    "Game",
    "IllegalActionError",
    "Pending",
    "RuleSet",
    "UnsupportedRulesError",
    "__version__",
    "action_from_json",
    "parse_deck",
    "parse_notation",
    "rules_for",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'oldframe' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
