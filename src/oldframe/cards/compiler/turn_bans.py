"""Bans for the rest of the turn: "Target player can't cast spells this turn. If this spell was kicked,
creatures can't attack this turn." (Orim's Chant, with Kicker {W}), "Whenever CARDNAME attacks, defending
player can't cast spells this turn." (Xantid Swarm), "Until end of turn, target player can't cast instant
or sorcery spells, and that player can't activate abilities that aren't mana abilities." (Abeyance). The
rules are in ``rules.atoms.turn_bans``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.turn_bans import (
    DEFENDING_PLAYER,
    CantCastOrActivateUntilEndOfTurn,
    CantCastSpellsThisTurn,
    CreaturesCantAttackThisTurn,
)
from oldframe.rules.model.cards import TargetSpec


class TurnBanTemplates:
    def tb_target_cant_cast(self, items: list[Token]) -> Clause:
        return Clause((CantCastSpellsThisTurn(THIS_TARGET),), (TargetSpec(("player",)),))

    def tb_defending_cant_cast(self, items: list[Token]) -> Clause:
        return Clause((CantCastSpellsThisTurn(DEFENDING_PLAYER),))

    def tb_abeyance(self, items: list[Token]) -> Clause:
        return Clause((CantCastOrActivateUntilEndOfTurn(THIS_TARGET, ("instant", "sorcery")),),
                      (TargetSpec(("player",)),))

    def tb_creatures_cant_attack(self, items: list[Token]) -> Clause:
        return Clause((CreaturesCantAttackThisTurn(),))


@renders(CantCastSpellsThisTurn)
def _render_cant_cast(eff: CantCastSpellsThisTurn, words: Words) -> list[str]:
    if eff.kinds:
        raise ValueError("a ban on some spells is written with Abeyance's sentence")
    who = "defending player" if eff.who == DEFENDING_PLAYER else words.thing(eff.who)
    return [f"{who} can't cast spells this turn"]


@renders(CreaturesCantAttackThisTurn)
def _render_cant_attack(eff: CreaturesCantAttackThisTurn, words: Words) -> list[str]:
    return ["creatures can't attack this turn"]


@renders(CantCastOrActivateUntilEndOfTurn)
def _render_abeyance(eff: CantCastOrActivateUntilEndOfTurn, words: Words) -> list[str]:
    if eff.kinds != ("instant", "sorcery"):
        raise ValueError("instant or sorcery spells")
    return [f"until end of turn, {words.thing(eff.who)} can't cast instant or sorcery spells, and that player "
            "can't activate abilities that aren't mana abilities"]
