"""Sacrifice costs naming a kind of creature, and what the sacrificed creature leaves behind.

"{W}, {T}, Sacrifice a Cleric creature: You gain life equal to the sacrificed creature's toughness." and
"{B}, {T}, Sacrifice a Cleric creature: Target player loses life equal to the sacrificed creature's power."
(Starlit Sanctum), "{1}{R}, Sacrifice a Goblin creature: …" (Airdrop Condor), "Sacrifice a black or artifact
creature" (Soldevi Adnate). The kinds are the strings ``rules.casting.sacrifice_options`` reads ("Cleric
creature": every word must hold; "creature:B": a black creature); the sacrificed creature's power and
toughness are those it had as it last existed on the battlefield (CR 608.2h; 2003: 413.2g), kept by
``rules.costparts.remember_sacrificed`` when the cost is paid.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import PLAYER
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.sacrificed_kinds import LoseLifeBySacrificed
from oldframe.rules.model.cards import Cost


class SacrificedKindTemplates:
    """Transformer methods of ``grammar/sacrificed_kinds.lark``."""

    subtype_names: dict[str, str]

    def sk_subtype_creature(self, items: list[Token]) -> str:
        """"a Cleric creature": a creature type, singular (CR 205.3m)."""
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None or name.lower() != word:
            raise ValueError(f"not a singular creature type: {word}")
        return f"{name} creature"

    def sk_artifact_creature(self, items: list[Token]) -> str:
        return "artifact creature"

    def sk_second(self, items: list[Token]) -> str:
        return f"creature:{COLOR_LETTERS[str(items[0])]}" if items else "artifact creature"

    def sk_sac_pair(self, items: list[object]) -> Cost:
        """"Sacrifice a black or artifact creature": either kind will do (the cost's kinds are alternatives)."""
        color, second = items
        return Cost(sacrifice=(f"creature:{COLOR_LETTERS[str(color)]}", str(second)))

    def sk_target_loses(self, items: list[object]) -> Clause:
        noun_stat = items[0]
        assert isinstance(noun_stat, tuple)
        noun, stat = noun_stat
        return Clause((LoseLifeBySacrificed(THIS_TARGET, str(noun), str(stat)),), (PLAYER,))


@renders(LoseLifeBySacrificed)
def _render_lose_life(eff: LoseLifeBySacrificed, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} loses life equal to the sacrificed {eff.noun}'s {eff.stat}"]
