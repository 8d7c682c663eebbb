"""Abilities of a card an opponent's spell or ability makes its owner discard (the grammar:
``grammar/discard_triggers.lark``; the rules: ``rules.atoms.discard_triggers``): "When a spell or ability an
opponent controls causes you to discard CARDNAME, …" on any card, instants and sorceries too (the ability
works from the graveyard, CR 603.6c)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.render import renders_trigger
from oldframe.rules.atoms.discard_triggers import DISCARDED_SELF_BY_OPPONENT
from oldframe.rules.model.cards import Trigger

__all__ = ["DiscardTriggerTemplates"]


class DiscardTriggerTemplates:
    """Transformer methods for ``grammar/discard_triggers.lark``."""

    def dt_discarded_self(self, items: list[Token]) -> Trigger:
        return Trigger(DISCARDED_SELF_BY_OPPONENT)


@renders_trigger(DISCARDED_SELF_BY_OPPONENT)
def _render(trigger: Trigger) -> str:
    if trigger != Trigger(DISCARDED_SELF_BY_OPPONENT):
        raise ValueError("no conditions")
    return "When a spell or ability an opponent controls causes you to discard CARDNAME"
