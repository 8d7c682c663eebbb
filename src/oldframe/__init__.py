"""oldframe: Magic: The Gathering as played when Scourge (May 2003) was the newest set.

The one object most users need is :class:`oldframe.Game`.
"""

from oldframe.cards.decks import Deck, DeckError, parse_deck
from oldframe.game import Game, Pending
from oldframe.rules.actions import Action, action_from_json, parse_notation
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.ruleset import PRESETS, RuleSet, UnsupportedRulesError, rules_for

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
