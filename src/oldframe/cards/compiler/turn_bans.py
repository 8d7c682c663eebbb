"""Bans for the rest of the turn: "Target player can't cast spells this turn. If this spell was kicked,
creatures can't attack this turn." (Orim's Chant, with Kicker {W}), "Whenever CARDNAME attacks, defending
player can't cast spells this turn." (Xantid Swarm). The rules are in ``rules.atoms.turn_bans``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.turn_bans import DEFENDING_PLAYER, CantCastSpellsThisTurn, CreaturesCantAttackThisTurn
from oldframe.rules.model.cards import TargetSpec


class TurnBanTemplates:
    def tb_target_cant_cast(self, items: list[Token]) -> Clause:
        return Clause((CantCastSpellsThisTurn(THIS_TARGET),), (TargetSpec(("player",)),))

    def tb_defending_cant_cast(self, items: list[Token]) -> Clause:
        return Clause((CantCastSpellsThisTurn(DEFENDING_PLAYER),))

    def tb_creatures_cant_attack(self, items: list[Token]) -> Clause:
        return Clause((CreaturesCantAttackThisTurn(),))


@renders(CantCastSpellsThisTurn)
def _render_cant_cast(eff: CantCastSpellsThisTurn, words: Words) -> list[str]:
    who = "defending player" if eff.who == DEFENDING_PLAYER else words.thing(eff.who)
    return [f"{who} can't cast spells this turn"]


@renders(CreaturesCantAttackThisTurn)
def _render_cant_attack(eff: CreaturesCantAttackThisTurn, words: Words) -> list[str]:
    return ["creatures can't attack this turn"]
