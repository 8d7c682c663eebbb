"""Each player's end step and damage by the untapped lands that player controls (Citadel of Pain; CR 513.1,
608.2h). The grammar: ``grammar/untapped_land_damage.lark``; the rules: ``rules.atoms.untapped_land_damage``. The
trigger is the end step of every turn with "that player" the active player, worded "each player's end step"."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import X
from oldframe.cards.compiler.render import _STEP_WORDS, Words, renders
from oldframe.rules.atoms.untapped_land_damage import THEIR_UNTAPPED_LANDS, DamageByUntappedLands
from oldframe.rules.model.cards import Count, DealDamage, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["UntappedLandDamageTemplates"]

#: ``Trigger.whose``: every player's end step (the rules read any whose but "yours" as every turn's).
_EACH_PLAYERS = "each_player"
_STEP_WORDS[(TriggerEvent.END_OF_TURN, _EACH_PLAYERS)] = "At the beginning of each player's end step"


class UntappedLandDamageTemplates:
    """Transformer methods for ``grammar/untapped_land_damage.lark``."""

    def uld_each_players_end_step(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.END_OF_TURN, _EACH_PLAYERS)

    def uld_damage_untapped_lands(self, items: list[object]) -> Clause:
        clause = items[0]
        assert isinstance(clause, Clause)
        eff = clause.effects[0] if len(clause.effects) == 1 else None
        if not isinstance(eff, DealDamage) or eff.amount != X or eff.to != "event_player" or clause.specs:
            raise ValueError("X damage to that player")
        return Clause((DamageByUntappedLands(Count(f"{THEIR_UNTAPPED_LANDS}:"), "event_player"),))


@renders(DamageByUntappedLands)
def _render(eff: DamageByUntappedLands, words: Words) -> list[str]:
    if eff.to != "event_player":
        raise ValueError("that player")
    return ["CARDNAME deals X damage to that player, where X is the number of untapped lands they control"]
