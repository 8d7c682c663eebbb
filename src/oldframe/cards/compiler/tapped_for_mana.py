"""Permanents tapped for mana (CR 106.12): "Whenever enchanted land is tapped for mana, its controller adds
an additional {G}." (Wild Growth; a triggered mana ability, CR 605.1b) and "Whenever a player taps an
Island for mana, CARDNAME deals 1 damage to that player." (Scald; "an opponent": Sanctimony-style). The
rules are in ``rules.atoms.tapped_for_mana``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_mana, renders, renders_trigger
from oldframe.rules.atoms.tapped_for_mana import AddAdditionalMana
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

#: The land types a player can tap "for mana" by name (their intrinsic mana abilities, CR 305.6).
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class TappedForManaTemplates:
    """Transformer methods of ``grammar/tapped_for_mana.lark``."""

    def tfm_enchanted_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_TAPPED_FOR_MANA)

    def _land_type(self, word: Token) -> str:
        return next(t for t in _LAND_TYPES if t.lower() == str(word))

    def tfm_player_taps(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.TAPS_FOR_MANA, filters=("subtype:" + self._land_type(items[-1]),))

    def tfm_opponent_taps(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.TAPS_FOR_MANA, "opponent", filters=("subtype:" + self._land_type(items[-1]),))

    def tfm_adds_additional(self, items: list[Token]) -> Clause:
        return Clause((AddAdditionalMana(parse_mana(str(items[0]).upper())),))


def _article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


@renders_trigger(TriggerEvent.ENCHANTED_TAPPED_FOR_MANA)
def _render_enchanted(t: Trigger) -> str:
    return "Whenever enchanted land is tapped for mana"


@renders_trigger(TriggerEvent.TAPS_FOR_MANA)
def _render_taps(t: Trigger) -> str:
    [land] = [f[8:] for f in t.filters if f.startswith("subtype:")]
    who = "an opponent" if t.whose == "opponent" else "a player"
    return f"Whenever {who} taps {_article(land)} {land} for mana"


@renders(AddAdditionalMana)
def _render_additional(eff: AddAdditionalMana, words: Words) -> list[str]:
    return [f"its controller adds an additional {render_mana(eff.mana)}"]
