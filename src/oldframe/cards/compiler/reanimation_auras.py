"""Auras that return a creature card from a graveyard and stay on it (the grammar:
``grammar/reanimation_auras.lark``; the rules: ``rules.atoms.reanimation_auras``).

"Enchant creature card in a graveyard" is the Aura's enchant (a ``TargetSpec`` of kind "card in a
graveyard"); the paragraph "When CARDNAME enters the battlefield, if it's on the battlefield, it loses
"enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with
CARDNAME." Return enchanted creature card to the battlefield under your control and attach CARDNAME to
it. When CARDNAME leaves the battlefield, that creature's controller sacrifices it." is two triggered
abilities, one ``TriggeredPiece`` with the leaves ability in ``also`` (Animate Dead; Dance of the Dead
"Put enchanted creature card onto the battlefield tapped …"; Necromancy "it becomes an Aura with
"enchant creature put onto the battlefield with CARDNAME." Put target creature card from a graveyard
onto the battlefield …")."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.cards.compiler.filters import CARD_IN_A_GRAVEYARD
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.reanimation_auras import ReturnAndAttach, SacrificeReanimated
from oldframe.rules.model.cards import TargetSpec, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["ReanimationAuraTemplates"]

_LOSES = '"enchant creature card in a graveyard"'
_GAINS = '"enchant creature put onto the battlefield with cardname."'
#: Necromancy's target: "target creature card from a graveyard".
_CREATURE_CARD = TargetSpec((CARD_IN_A_GRAVEYARD,), filters=("type:creature",))


class ReanimationAuraTemplates:
    """Transformer methods for ``grammar/reanimation_auras.lark``."""

    def ra_enchant_card(self, items: list[Token]) -> TargetSpec:
        if str(items[0]) != "creature":
            raise ValueError("only creature cards come back this way")
        return _CREATURE_CARD

    def ra_loses_gains(self, items: list[Token]) -> bool:
        if [str(i) for i in items] != [_LOSES, _GAINS]:
            raise ValueError("the enchant a reanimating Aura loses and gains")
        return False

    def ra_becomes_aura(self, items: list[Token]) -> bool:
        if str(items[0]) != _GAINS:
            raise ValueError("the enchant a reanimating enchantment becomes an Aura with")
        return True

    def ra_return_enchanted(self, items: list[Token]) -> ReturnAndAttach:
        return ReturnAndAttach("enchanted")

    def ra_put_enchanted_tapped(self, items: list[Token]) -> ReturnAndAttach:
        return ReturnAndAttach("enchanted", tapped=True)

    def ra_put_target(self, items: list[Thing]) -> tuple[ReturnAndAttach, TargetSpec]:
        thing = items[0]
        if thing.spec != _CREATURE_CARD or thing.ref != THIS_TARGET:
            raise ValueError("target creature card from a graveyard")
        return ReturnAndAttach("target:0"), thing.spec

    def ra_line(self, items: list[object]) -> TriggeredPiece:
        enters, becomes, ret, leaves = items
        if enters != Trigger(TriggerEvent.COMES_INTO_PLAY) or leaves != Trigger(TriggerEvent.LEAVES_PLAY) \
                or not isinstance(becomes, bool):
            raise ValueError("an enters ability and a leaves ability")
        specs: tuple[TargetSpec, ...] = ()
        if isinstance(ret, tuple):
            ret, spec = ret
            specs = (spec,)
        if not isinstance(ret, ReturnAndAttach) or (ret.what == "enchanted") == becomes:
            raise ValueError("an Aura returns what it enchants; an enchantment that becomes one, its target")
        ret = ReturnAndAttach(ret.what, ret.tapped, becomes)
        return TriggeredPiece(TriggeredAbility(enters, (ret,), specs),
                              also=(TriggeredAbility(leaves, (SacrificeReanimated(),)),))


@renders(ReturnAndAttach)
def _render_return(eff: ReturnAndAttach, words: Words) -> list[str]:
    gains = '"enchant creature put onto the battlefield with CARDNAME."'
    change = f"it becomes an Aura with {gains}" if eff.becomes_aura else \
        f'it loses "enchant creature card in a graveyard" and gains {gains}'
    if eff.what == "enchanted":
        verb = "Put enchanted creature card onto the battlefield tapped" if eff.tapped else \
            "Return enchanted creature card to the battlefield"
    elif not eff.tapped:
        verb = f"Put {words.thing(eff.what)} onto the battlefield"
    else:
        raise ValueError("a tapped target")
    return [f"if it's on the battlefield, {change} {verb} under your control and attach CARDNAME to it"]


@renders(SacrificeReanimated)
def _render_sacrifice(eff: SacrificeReanimated, words: Words) -> list[str]:
    return ["that creature's controller sacrifices it"]
