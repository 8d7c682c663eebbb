"""Permanents that punish whoever targets them (Forsaken Wastes, Lava Runner; CR 603.2, 115.1), with Forsaken
Wastes' other lines: "Players can't gain life." (the ``NO_LIFE_GAIN`` static of ``rules.atoms.player_replacements``,
CR 119.7; written here in its own words) and "that player loses N life" after an each-upkeep trigger. The grammar:
``grammar/targeted_punishers.lark``; the rules: ``rules.atoms.targeted_punishers``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler import player_replacements
from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import STATIC_RENDERERS, Words, renders, renders_static, renders_trigger
from oldframe.rules.atoms.player_replacements import NO_LIFE_GAIN
from oldframe.rules.atoms.targeted_punishers import BY_SPELL, TargeterLosesLife, TargeterSacrifices
from oldframe.rules.model.cards import LoseLife, StaticAbility, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["TargetedPunisherTemplates"]

#: ``StaticAbility.text`` of "Players can't gain life." (the rules read no difference from Sulfuric Vortex's words).
_CANT = "players_cant"


class TargetedPunisherTemplates:
    """Transformer methods for ``grammar/targeted_punishers.lark``."""

    def tp_targeted_by_spell(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.TARGETED_BY, filters=(BY_SPELL,))

    def tp_targeter_loses(self, items: list[Token]) -> Clause:
        return Clause((TargeterLosesLife(int(str(items[0]))),))

    def tp_targeter_sacrifices(self, items: list[str]) -> Clause:
        kind = str(items[-1])
        if not kind.islower():
            raise ValueError("a card type")
        return Clause((TargeterSacrifices(kind),))

    def tp_that_player_loses(self, items: list[Token]) -> Clause:
        return Clause((LoseLife("event_player", int(str(items[0]))),))

    def tp_players_cant_gain_life(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_LIFE_GAIN, text=_CANT))


@renders_trigger(TriggerEvent.TARGETED_BY)
def _render_trigger(t: Trigger) -> str:
    if t.filters != (BY_SPELL,):
        raise ValueError("'of a spell' only")
    return "Whenever CARDNAME becomes the target of a spell"


@renders(TargeterLosesLife)
def _render_loses(eff: TargeterLosesLife, words: Words) -> list[str]:
    return [f"that {eff.noun}'s controller loses {eff.amount} life"]


@renders(TargeterSacrifices)
def _render_sacrifices(eff: TargeterSacrifices, words: Words) -> list[str]:
    a = "an" if eff.kind[0] in "aeiou" else "a"
    return [f"that {eff.noun}'s controller sacrifices {a} {eff.kind}"]


_EARLIER = STATIC_RENDERERS[NO_LIFE_GAIN]
assert player_replacements  # registers the earlier renderer


@renders_static(NO_LIFE_GAIN)
def _render_no_life_gain(st: StaticAbility) -> str:
    return "Players can't gain life." if st.text == _CANT else _EARLIER(st)
