"""Permanents tapped for mana (CR 106.12): "Whenever enchanted land is tapped for mana, its controller adds
an additional {G}." (Wild Growth; a triggered mana ability, CR 605.1b) and "Whenever a player taps an
Island for mana, CARDNAME deals 1 damage to that player." (Scald; "an opponent": Sanctimony-style). The
rules are in ``rules.atoms.tapped_for_mana``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_mana, renders, renders_trigger
from oldframe.rules.atoms.tapped_for_mana import AddAdditionalMana, AddProducedMana, LandTypeRiderUntilEndOfTurn
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

    def tfm_you_tap_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.TAPS_FOR_MANA, "you", filters=("type:land",))

    def tfm_player_taps_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.TAPS_FOR_MANA, filters=("type:land",))

    def tfm_land_is_tapped(self, items: list[Token]) -> Trigger:
        """"Whenever a Forest is tapped for mana" (Vernal Bloom): whoever taps it (CR 106.12)."""
        return Trigger(TriggerEvent.TAPS_FOR_MANA, "is_tapped", filters=("subtype:" + self._land_type(items[-1]),))

    def tfm_add_produced(self, items: list[Token]) -> Clause:
        return Clause((AddProducedMana(),))

    def tfm_that_player_adds_produced(self, items: list[Token]) -> Clause:
        return Clause((AddProducedMana(that_player=True),))

    def tfm_adds_produced_and_damage(self, items: list[Token]) -> Clause:
        """Overabundance: "…, and CARDNAME deals 1 damage to the player." (one mana ability, CR 605.1b)."""
        return Clause((AddProducedMana(that_player=True, damage=int(str(items[-1]))),))

    def tfm_until_eot_rider(self, items: list[Token]) -> Clause:
        """High Tide: the land type and the mana, a delayed triggered mana ability until end of turn."""
        return Clause((LandTypeRiderUntilEndOfTurn(self._land_type(items[-2]), parse_mana(str(items[-1]).upper())),))

    def tfm_adds_additional(self, items: list[Token]) -> Clause:
        return Clause((AddAdditionalMana(parse_mana(str(items[0]).upper())),))


def _article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


@renders_trigger(TriggerEvent.ENCHANTED_TAPPED_FOR_MANA)
def _render_enchanted(t: Trigger) -> str:
    return "Whenever enchanted land is tapped for mana"


@renders_trigger(TriggerEvent.TAPS_FOR_MANA)
def _render_taps(t: Trigger) -> str:
    if t.filters == ("type:land",):
        return f"Whenever {'you tap' if t.whose == 'you' else 'a player taps'} a land for mana"
    [land] = [f[8:] for f in t.filters if f.startswith("subtype:")]
    if t.whose == "is_tapped":
        return f"Whenever {_article(land)} {land} is tapped for mana"
    who = "an opponent" if t.whose == "opponent" else "a player"
    return f"Whenever {who} taps {_article(land)} {land} for mana"


@renders(AddProducedMana)
def _render_produced(eff: AddProducedMana, words: Words) -> list[str]:
    hurt = f", and CARDNAME deals {eff.damage} damage to the player" if eff.damage else ""
    if hurt and not eff.that_player:
        raise ValueError("damage to the player who tapped it: 'that player adds'")
    return [f"{'that player adds' if eff.that_player else 'add'} one mana of any type that land produced{hurt}"]


@renders(LandTypeRiderUntilEndOfTurn)
def _render_until_eot(eff: LandTypeRiderUntilEndOfTurn, words: Words) -> list[str]:
    return [f"until end of turn, whenever a player taps {_article(eff.land)} {eff.land} for mana, that player adds "
            f"an additional {render_mana(eff.mana)}"]


@renders(AddAdditionalMana)
def _render_additional(eff: AddAdditionalMana, words: Words) -> list[str]:
    return [f"its controller adds an additional {render_mana(eff.mana)}"]
