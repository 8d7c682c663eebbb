"""Spell effects that change, move or destroy permanents, one target or all of a kind (the rules:
``rules.atoms.spell_permanents``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import X, parse_pt
from oldframe.cards.compiler.render import COLOR_NAMES, Words, _pt, render_selector, renders
from oldframe.cards.compiler.spell_targets import _creature_clause
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.choices import GainProtectionFromChosenColor, SwitchPT
from oldframe.rules.atoms.players import TapOrUntap
from oldframe.rules.atoms.spell_permanents import (
    BecomeChosenColor,
    BecomeColorless,
    CantBeRegeneratedThisTurn,
    DamageEachFiltered,
    DestroyAllOfColor,
    DestroyAllOfKinds,
    ExilePermanent,
    GrantKeywordAll,
    LoseKeyword,
    ModifyPTAmount,
    PumpAndGrantAll,
    ReturnAll,
    TapAllWithout,
    UntapAllYours,
)
from oldframe.rules.model.cards import PhaseOut, Selector, SetCreatureTypeChosen, TargetSpec

__all__ = ["SpellPermanentTemplates"]


class SpellPermanentTemplates:
    """Transformer methods for ``grammar/spells.lark``: effects on permanents."""

    subtype_names: dict[str, str]

    def spells_switch_pt(self, items: list[Token]) -> Clause:
        return Clause((SwitchPT(THIS_TARGET),), (TargetSpec(("creature",)),))

    def spells_destroy_color(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllOfColor("creature", color=COLOR_LETTERS[str(items[0])]),))

    # -- "each creature with flying and each player" (CR 120.3) -------------------------------------
    def spells_each_with(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, with_kw=str(items[0]))

    def spells_each_with_player(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, players=True, with_kw=str(items[0]))

    def spells_each_without_player(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, players=True, without=str(items[0]))

    # -- "+X/+0", "attacks this turn if able" ----------------------------------------------------------
    def spells_pump_x(self, items: list[object]) -> Clause:
        thing, pt = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        return _creature_clause(thing, ModifyPTAmount(thing.ref, X, int(str(pt).split("/")[1])))

    # -- keywords for a turn, cards per creature, X life -----------------------------------------------
    def spells_gain_kw_all(self, items: list[object]) -> Clause:
        sel, kw = items
        assert isinstance(sel, Selector) and isinstance(kw, str)
        return Clause((GrantKeywordAll(sel, kw),))

    def spells_lose_kw(self, items: list[object]) -> Clause:
        thing, kw = items
        assert isinstance(thing, Thing) and isinstance(kw, str)
        return _creature_clause(thing, LoseKeyword(thing.ref, kw))

    # -- more effects ----------------------------------------------------------------------------------
    def spells_each_attacking(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, combat="attacking")

    def spells_untap_all_yours(self, items: list[Token]) -> Clause:
        return Clause((UntapAllYours(),))

    # -- tap or untap, half your life, its owner, damage to two targets ---------------------------------
    def spells_tap_or_untap(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None:
            raise ValueError("a target to tap or untap")
        return Clause((TapOrUntap(thing.ref),), (thing.spec,))

    def spells_become_color(self, items: list[Thing]) -> Clause:
        """Any permanent may become a color (Distorting Lens: "target permanent"; layer 5)."""
        thing = items[0]
        if thing.ref == "enchanted" or (thing.spec is not None and thing.spec.kinds == ("permanent",)):
            return Clause((BecomeChosenColor(thing.ref),), () if thing.spec is None else (thing.spec,))
        return _creature_clause(thing, BecomeChosenColor(thing.ref))

    def spells_become_type(self, items: list[Thing]) -> Clause:
        """A creature's creature type (layer 4), "enchanted creature" too (Mistform Mask)."""
        if items[0].ref == "enchanted":
            return Clause((SetCreatureTypeChosen("enchanted"),))
        return _creature_clause(items[0], SetCreatureTypeChosen(items[0].ref))

    # -- destroy all of several kinds; damage equal to a count; cards per tapped creature ---------------
    def spells_destroy_all_kinds(self, items: list[tuple[str, str]]) -> Clause:
        if any(sub for _kind, sub in items) or len({k for k, _ in items}) != len(items):
            raise ValueError("card types only, each once")
        return Clause((DestroyAllOfKinds("", kinds=tuple(k for k, _ in items)),))

    # -- phasing, a player's delayed draw, Auras on creatures -------------------------------------------
    def spells_phase_out(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is not None and thing.spec.kinds not in (("creature",), ("artifact",), ("permanent",)):
            raise ValueError("a permanent phases out")
        return Clause((PhaseOut(thing.ref),), () if thing.spec is None else (thing.spec,))

    def spells_cant_regenerate(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], CantBeRegeneratedThisTurn(items[0].ref))

    def spells_become_colorless(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], BecomeColorless(items[0].ref))

    # -- Overrun, Deluge, mill -------------------------------------------------------------------------
    def spells_pump_gain_all(self, items: list[object]) -> Clause:
        sel, pt, kw = items
        assert isinstance(sel, Selector) and isinstance(pt, Token) and isinstance(kw, str)
        p, t = parse_pt(pt)
        return Clause((PumpAndGrantAll(sel, p, t, kw),))

    def spells_tap_all_without(self, items: list[Token]) -> Clause:
        return Clause((TapAllWithout(str(items[0])),))

    def spells_return_all(self, items: list[tuple[str, str]]) -> Clause:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((ReturnAll(kind),))

    def spells_return_all_color(self, items: list[Token]) -> Clause:
        return Clause((ReturnAll("permanent", COLOR_LETTERS[str(items[0])]),))


@renders(SwitchPT)
def _render_switch(eff: SwitchPT, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or eff.who in words.seen \
            or words.specs[int(eff.who[7:])] != TargetSpec(("creature",)):
        raise ValueError("switch: only target creature")
    return [f"switch {words.thing(eff.who)}'s power and toughness until end of turn"]


@renders(DestroyAllOfColor)
def _render_destroy_color(eff: DestroyAllOfColor, words: Words) -> list[str]:
    if eff.kind != "creature" or eff.subtype:
        raise ValueError("destroy all <color> creatures only")
    no_regen = [] if eff.regenerate else ["they can't be regenerated"]
    return [f"destroy all {COLOR_NAMES[eff.color]} creatures", *no_regen]


@renders(DamageEachFiltered)
def _render_damage_each_filtered(eff: DamageEachFiltered, words: Words) -> list[str]:
    if eff.combat:
        if eff.combat != "attacking" or eff.with_kw or eff.without or eff.players or not eff.creatures:
            raise ValueError("each attacking creature only")
        return [f"CARDNAME deals {words.num(eff.amount)} damage to each attacking creature"]
    if not eff.creatures or bool(eff.with_kw) == bool(eff.without):
        raise ValueError("each creature with or without one keyword")
    who = f"each creature with {eff.with_kw}" if eff.with_kw else f"each creature without {eff.without}"
    if not eff.players and eff.without:
        raise ValueError("'each creature without …' alone is DamageEach's")
    return [f"CARDNAME deals {words.num(eff.amount)} damage to {who}{' and each player' if eff.players else ''}"]


@renders(ModifyPTAmount)
def _render_pump_x(eff: ModifyPTAmount, words: Words) -> list[str]:
    if eff.power == X and eff.toughness == X:
        return [f"{words.thing(eff.who)} gets +X/+X until end of turn"]
    if eff.power != X or not isinstance(eff.toughness, int) or eff.toughness < 0:
        raise ValueError("+X/+N only")
    return [f"{words.thing(eff.who)} gets +X/+{eff.toughness} until end of turn"]


@renders(ExilePermanent)
def _render_exile_permanent(eff: ExilePermanent, words: Words) -> list[str]:
    return [f"exile {words.thing(eff.what)}"]


@renders(GrantKeywordAll)
def _render_gain_kw_all(eff: GrantKeywordAll, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} gain {eff.keyword} until end of turn"]


@renders(LoseKeyword)
def _render_lose_kw(eff: LoseKeyword, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} loses {eff.keyword} until end of turn"]


@renders(UntapAllYours)
def _render_untap_all(eff: UntapAllYours, words: Words) -> list[str]:
    return ["untap all creatures you control"]


@renders(TapOrUntap)
def _render_tap_or_untap(eff: TapOrUntap, words: Words) -> list[str]:
    return [f"you may tap or untap {words.thing(eff.what)}"]


@renders(BecomeChosenColor)
def _render_become_color(eff: BecomeChosenColor, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} becomes the color of your choice until end of turn"]


@renders(SetCreatureTypeChosen)
def _render_become_type(eff: SetCreatureTypeChosen, words: Words) -> list[str]:
    if eff.forbidden:
        raise ValueError("a forbidden type")
    return [f"{words.thing(eff.what)} becomes the creature type of your choice until end of turn"]


@renders(GainProtectionFromChosenColor)
def _render_protection_choice(eff: GainProtectionFromChosenColor, words: Words) -> list[str]:
    whose = "its controller's" if eff.its_controller else "your"  # chosen_protection.py: Wishmonger
    return [f"{words.thing(eff.who)} gains protection from the color of {whose} choice until end of turn"]


_PLURAL_KINDS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}


@renders(DestroyAllOfKinds)
def _render_destroy_all_kinds(eff: DestroyAllOfKinds, words: Words) -> list[str]:
    if eff.kind or eff.subtype or len(eff.kinds) < 2:
        raise ValueError("two or more card types")
    names = [_PLURAL_KINDS[k] for k in eff.kinds]
    listed = " and ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", and " + names[-1]
    return [f"destroy all {listed}", *([] if eff.regenerate else ["they can't be regenerated"])]


@renders(PhaseOut)
def _render_phase_out(eff: PhaseOut, words: Words) -> list[str]:
    return [f"{words.thing(eff.what)} phases out"]


@renders(CantBeRegeneratedThisTurn)
def _render_cant_regenerate(eff: CantBeRegeneratedThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't be regenerated this turn"]


@renders(BecomeColorless)
def _render_become_colorless(eff: BecomeColorless, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} becomes colorless until end of turn"]


@renders(PumpAndGrantAll)
def _render_pump_and_grant_all(eff: PumpAndGrantAll, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} get {_pt(eff.power, eff.toughness)} and gain {eff.keyword} "
            "until end of turn"]


@renders(TapAllWithout)
def _render_tap_all_without(eff: TapAllWithout, words: Words) -> list[str]:
    return [f"tap all creatures without {eff.keyword}"]


@renders(ReturnAll)
def _render_return_all(eff: ReturnAll, words: Words) -> list[str]:
    if eff.color:
        if eff.kind != "permanent":
            raise ValueError("<color> permanents")
        return [f"return all {COLOR_NAMES[eff.color]} permanents to their owners' hands"]
    what = "permanents" if eff.kind == "permanent" else _PLURAL_KINDS[eff.kind]  # Upheaval: compiler/mass_bounce.py
    return [f"return all {what} to their owners' hands"]
