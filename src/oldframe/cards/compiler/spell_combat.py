"""Spell effects on attacking and blocking: evasion and requirements for a turn, lures, combat-damage
prevention, combat keywords (the rules: ``rules.atoms.spell_combat``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import IT, parse_pt
from oldframe.cards.compiler.pieces import SpellPiece, StaticPiece
from oldframe.cards.compiler.render import Words, _pt, renders, renders_static
from oldframe.cards.compiler.spell_lines import THAT_CREATURE
from oldframe.cards.compiler.spell_targets import _creature_clause
from oldframe.rules.atoms.spell_combat import (
    AttacksThisTurnIfAble,
    CantBeBlockedThisTurn,
    CantBlockThisTurn,
    GrantKeywordCombat,
    LureThisTurn,
    OthersCantBlock,
    PowerDamageInsteadOfCombat,
    PreventCombatDamageBy,
    PreventCombatDamageToAndBy,
    PreventDamageThisTurn,
    PumpAttacking,
    UntapAndRemoveFromCombat,
)
from oldframe.rules.model.cards import StaticAbility, TargetSpec

__all__ = ["SpellCombatTemplates"]


class SpellCombatTemplates:
    """Transformer methods for ``grammar/spells.lark``: combat effects."""

    subtype_names: dict[str, str]

    # -- effects ------------------------------------------------------------------------------------
    def spells_unblockable_turn(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.ref not in (THIS_TARGET, "self") or (thing.spec is not None and thing.spec.kinds != ("creature",)):
            raise ValueError("only a creature can be blocked")
        return Clause((CantBeBlockedThisTurn(thing.ref),), () if thing.spec is None else (thing.spec,))

    def spells_pump_attacking(self, items: list[Token]) -> Clause:
        p, t = parse_pt(items[0])
        return Clause((PumpAttacking(p, t),))

    def spells_attacks_if_able(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], AttacksThisTurnIfAble(items[0].ref))

    # -- can't block, blocking creatures, two targets ----------------------------------------------------
    def spells_cant_block_turn(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], CantBlockThisTurn(items[0].ref))

    def spells_pump_blocking(self, items: list[Token]) -> Clause:
        p, t = parse_pt(items[0])
        return Clause((PumpAttacking(p, t, blocking=True),))

    # -- lure (CR 509.1c; 2003: 309.2b) ------------------------------------------------------------------
    def spells_lure_turn(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], LureThisTurn(items[0].ref))

    def spells_lure_self(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("lure"))

    def spells_lure_enchanted(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("lure_enchanted"))

    def spells_others_cant_block(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((OthersCantBlock("target:0"),), (TargetSpec(("player",), "opponent"),))

    def spells_untap_remove(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], UntapAndRemoveFromCombat(items[0].ref))

    def spells_power_instead_of_combat(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("creature",):
            raise ValueError("target creature")
        return Clause((PowerDamageInsteadOfCombat(THIS_TARGET),), (thing.spec,))

    def spells_prevent_combat_by(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], PreventCombatDamageBy(items[0].ref))

    def spells_prevent_by_attackers(self, items: list[Token]) -> Clause:
        return Clause((PreventDamageThisTurn("by_attackers"),))

    def spells_prevent_to_creatures(self, items: list[Token]) -> Clause:
        return Clause((PreventDamageThisTurn("to_creatures"),))

    def spells_attackers_gain(self, items: list[str]) -> Clause:
        return Clause((GrantKeywordCombat(items[0]),))

    def spells_blockers_gain(self, items: list[str]) -> Clause:
        return Clause((GrantKeywordCombat(items[0], blocking=True),))

    def spells_prevent_to_and_by(self, items: list[Thing]) -> Clause:
        """Maze of Ith: "that creature" / "it" is the creature the ability named before; Deftblade Elite:
        "… dealt to and dealt by CARDNAME this turn"."""
        thing = items[0]
        if thing.ref == "self":
            return Clause((PreventCombatDamageToAndBy("self", "CARDNAME"),))
        if thing.ref == THIS_TARGET and thing.spec is not None and thing.spec.kinds == ("creature",):
            return Clause((PreventCombatDamageToAndBy(THIS_TARGET, "target"),), (thing.spec,))  # Cephalid Illusionist
        if thing.ref not in (THAT_CREATURE, IT):
            raise ValueError("that creature / it")
        word = "that creature" if thing.ref == THAT_CREATURE else "it"
        return Clause((PreventCombatDamageToAndBy(IT, word),))


@renders(CantBeBlockedThisTurn)
def _render_unblockable(eff: CantBeBlockedThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't be blocked this turn"]


@renders(PumpAttacking)
def _render_pump_attacking(eff: PumpAttacking, words: Words) -> list[str]:
    which = "blocking" if eff.blocking else "attacking"
    return [f"{which} creatures get {_pt(eff.power, eff.toughness)} until end of turn"]


@renders(AttacksThisTurnIfAble)
def _render_attacks_if_able(eff: AttacksThisTurnIfAble, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} attacks this turn if able"]


@renders(CantBlockThisTurn)
def _render_cant_block_turn(eff: CantBlockThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't block this turn"]


@renders(LureThisTurn)
def _render_lure_turn(eff: LureThisTurn, words: Words) -> list[str]:
    return [f"all creatures able to block {words.thing(eff.who)} this turn do so"]


@renders_static("lure")
def _render_lure_self(st: StaticAbility) -> str:
    if st != StaticAbility("lure"):
        raise ValueError("lure, and nothing more")
    return "All creatures able to block CARDNAME do so."


@renders_static("lure_enchanted")
def _render_lure_enchanted(st: StaticAbility) -> str:
    if st != StaticAbility("lure_enchanted"):
        raise ValueError("lure, and nothing more")
    return "All creatures able to block enchanted creature do so."


@renders(OthersCantBlock)
def _render_others_cant_block(eff: OthersCantBlock, words: Words) -> list[str]:
    if eff.who != "target:0" or words.specs != (TargetSpec(("player",), "opponent"),):
        raise ValueError("target opponent")
    return ["target opponent chooses a creature they control", "other creatures they control can't block this turn"]


@renders(UntapAndRemoveFromCombat)
def _render_untap_remove(eff: UntapAndRemoveFromCombat, words: Words) -> list[str]:
    return [f"untap {words.thing(eff.what)} and remove it from combat"]


@renders(PowerDamageInsteadOfCombat)
def _render_power_instead(eff: PowerDamageInsteadOfCombat, words: Words) -> list[str]:
    return [f"have it deal damage equal to its power to {words.thing(eff.to)}",
            "if you do, CARDNAME assigns no combat damage this turn"]


@renders(PreventCombatDamageBy)
def _render_prevent_combat_by(eff: PreventCombatDamageBy, words: Words) -> list[str]:
    return [f"prevent all combat damage that would be dealt by {words.thing(eff.who)} this turn"]


@renders(PreventDamageThisTurn)
def _render_prevent_this_turn(eff: PreventDamageThisTurn, words: Words) -> list[str]:
    if eff.what == "by_attackers":
        return ["prevent all damage that would be dealt to you this turn by attacking creatures"]
    if eff.what == "to_creatures":
        return ["prevent all damage that would be dealt this turn to creatures you control"]
    raise ValueError(eff.what)


@renders(GrantKeywordCombat)
def _render_grant_combat(eff: GrantKeywordCombat, words: Words) -> list[str]:
    return [f"{'blocking' if eff.blocking else 'attacking'} creatures gain {eff.keyword} until end of turn"]


@renders(PreventCombatDamageToAndBy)
def _render_prevent_to_and_by(eff: PreventCombatDamageToAndBy, words: Words) -> list[str]:
    if eff.who == "self" and eff.word == "CARDNAME":
        return ["prevent all combat damage that would be dealt to and dealt by CARDNAME this turn"]
    if eff.word == "target" and eff.who.startswith("target:") and eff.who not in words.seen \
            and words.specs[int(eff.who[7:])].kinds == ("creature",):
        return [f"prevent all combat damage that would be dealt to and dealt by {words.thing(eff.who)} this turn"]
    if not eff.who.startswith("target:") or eff.who not in words.seen \
            or words.specs[int(eff.who[7:])].kinds != ("creature",) or eff.word not in ("that creature", "it"):
        raise ValueError("the creature targeted before")
    return [f"prevent all combat damage that would be dealt to and dealt by {eff.word} this turn"]
