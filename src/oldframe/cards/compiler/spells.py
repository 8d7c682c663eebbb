"""Spell effects, modes and spell-level lines (the atoms and their rules: ``rules.atoms.spells2``).

Spell-level lines:

* Modal spells: "Choose one —" followed by "• mode" lines, joined to one line by preprocess (CR 700.2;
  2003: 409.1b — the mode is chosen as the spell is announced, only its targets are chosen): the
  Elemental Blasts, Hull Breach, the charms.
* Damage or prevention divided as you choose among targets, one mode per division (CR 601.2d; 2003:
  409.1d): Pyrotechnics, Arc Lightning, Forked Lightning, Remedy.
* "Cast this spell only during …" (CR 601.3; 2003: 409.1): Assassin's Blade, Teleport.
* Kicker on instants and sorceries, "If this spell was kicked, … [instead]", a kicker-only target chosen
  only if kicked (CR 702.33d; 2003: 502.21, 409.1c): Dismantling Blow, Explosive Growth, Jilt, Probe.
* "This spell can't be countered." (CR 101.2, 701.5): Blurred Mongoose, Scragnoth, Obliterate.
* An extra turn whose end step you lose at (CR 500.7, 603.7): Final Fortune, Last Chance.

Effects (for spells and the abilities that reuse them):

* "… can't be blocked this turn", "… can't block this turn", "… attacks this turn if able", "All
  creatures able to block … do so" (CR 508.1d, 509.1b-c): Infiltrate, Stun, Boiling Blood, Alluring Scent.
* Switch P/T (layer 7d), "+X/+0", "attacking/blocking creatures get +N/+N", "<creatures> gain <keyword>",
  "loses <keyword>", "becomes the color / creature type of your choice", "becomes colorless",
  "protection from the color of your choice" (CR 611.2c, 613).
* Counting as it resolves: life or cards per creature, damage equal to a count, "lose half your life".
* Destroy all <color> creatures / several card types; exile a permanent; two targets ("two target
  creatures", "target artifact and target enchantment", "another target creature").
* Choices on resolution: return a creature you control, put a creature from your hand, search for cards
  to exile, look at the top N and put them back, look at a player's hand (shown to the looker only).
* Target filters: creature, land and Aura types ("target Wall", "target Island", "target Aura attached to
  a creature"), "nonbasic", "non-Aura", "with power N or less", "nonartifact, nonblack".
"""
from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, KickedMarker, Thing
from oldframe.cards.compiler.effects import IT, NUMBER_WORDS, X, parse_pt
from oldframe.cards.compiler.filters import TargetTemplates, render_noun
from oldframe.cards.compiler.pieces import SpellPiece, StaticPiece
from oldframe.cards.compiler.render import (
    _COUNT_WORDS,
    COLOR_NAMES,
    Words,
    _pt,
    render_effect,
    render_effects,
    render_selector,
    render_target,
    renders,
    renders_static,
    sentences,
)
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.cards.model import (
    DealDamage,
    Effect,
    GainLife,
    LoseLife,
    ModalSpell,
    PhaseOut,
    Selector,
    SetCreatureTypeChosen,
    SpellAbility,
    StaticAbility,
    TargetSpec,
)
from oldframe.rules.atoms.choices import GainProtectionFromChosenColor, SwitchPT
from oldframe.rules.atoms.compiled import PreventNextDamage
from oldframe.rules.atoms.players import DiscardChosen, TapOrUntap
from oldframe.rules.atoms.spell_cards import (
    CantPlayLandsThisTurn,
    HaveDiscard,
    LookAtHand,
    LookAtTopPutBack,
    MillCards,
    PutCreatureFromHand,
    ReturnChosenPermanent,
    SearchExile,
    TargetDrawsNextUpkeep,
    TargetLoots,
)
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
from oldframe.rules.atoms.spell_counts import (
    DamageEqualToCount,
    DrawAndLoseLife,
    DrawPerCreature,
    DrawPerTappedCreature,
    DrawThenDiscardRandom,
    DrawUpToOrGainLife,
    GainLifePerCreature,
    GainLifeX,
    LoseHalfLife,
    PerBattlefieldCount,
    TapAnyNumberForLife,
    WhereXIsCount,
)
from oldframe.rules.atoms.spell_lines import (
    CAST_TIMINGS,
    CastOnly,
    DividedModes,
    IfItsColor,
    IfKicked,
    LoseAtThatTurnsEnd,
    OwnerGainsLife,
    SelfAndTarget,
    TwoTargets,
    divisions,
)
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

ANY_TARGET = TargetSpec(("creature", "player"))


def divided_modes(kind: str, total: int, most: int, spec: TargetSpec) -> DividedModes:
    """One mode per division of ``total`` among 1 to ``most`` different targets of ``spec``."""
    modes = []
    for div in divisions(total, most):
        refs = [f"target:{i}" for i in range(len(div))]
        effects: tuple[Effect, ...] = tuple(
            DealDamage(n, r) if kind == "damage" else PreventNextDamage(n, r) for n, r in zip(div, refs, strict=True))
        modes.append(SpellAbility(effects, tuple(spec for _ in div)))
    return DividedModes(tuple(modes), total, most)


def _creature_clause(thing: Thing, effect: Effect) -> Clause:
    """A clause about one creature: the card itself, "it" or a target creature."""
    if thing.ref not in (THIS_TARGET, "self", IT) or (thing.spec is not None and thing.spec.kinds != ("creature",)):
        raise ValueError("a creature")
    return Clause((effect,), () if thing.spec is None else (thing.spec,))


def _two_specs(items: list[Thing]) -> tuple[TargetSpec, TargetSpec]:
    first, second = items
    if first.spec is None or second.spec is None or "player" in first.spec.kinds or "player" in second.spec.kinds:
        raise ValueError("two target permanents")
    return first.spec, second.spec


def _if_color(action: str, items: list[object]) -> Clause:
    thing, color = items
    assert isinstance(thing, Thing) and isinstance(color, Token)
    wanted = ("spell",) if action == "counter" else ("permanent",)
    if thing.spec is None or thing.spec != TargetSpec(wanted):
        raise ValueError("target spell / target permanent, the color checked on resolution")
    return Clause((IfItsColor(action, THIS_TARGET, COLOR_LETTERS[str(color)]),), (thing.spec,))


#: "that creature" in a kicked instruction: the creature the spell targets.
THAT_CREATURE = "event_object"  # the grammar's "that creature" (compiler/trigger_events.py) until bound


def _kicked_effects(base: Clause, kicked: Clause) -> tuple[Effect, ...]:
    """The kicked instruction with its pronouns bound to the spell's targets: "that creature" (the last
    creature target), "that player" (the last player target), "it" (the last target, else the spell).
    A target only the kicked instruction names (Jilt's "another target creature") comes after the
    spell's others: it is chosen only if the spell is kicked (2003: 409.1c, 502.21)."""
    if len(kicked.specs) > 1 or kicked.mana_choice or base.mana_choice:
        raise ValueError("one kicker-only target at most")

    pronouns: dict[str, tuple[str, ...] | None] = {IT: None, THAT_CREATURE: ("creature",), "event_player": ("player",)}

    def last(kinds: tuple[str, ...] | None) -> str:
        for i in range(len(base.specs) - 1, -1, -1):
            if kinds is None or base.specs[i].kinds == kinds:
                return f"target:{i}"
        if kinds is None:
            return "self"
        raise ValueError(f"no {kinds} target to refer to")

    out = []
    for eff in kicked.effects:
        changes = {}
        for f in eff.__dataclass_fields__:
            v = getattr(eff, f)
            if v == THIS_TARGET:
                changes[f] = f"target:{len(base.specs)}"  # the kicker-only target
            elif isinstance(v, str) and v in pronouns:
                changes[f] = last(pronouns[v])
        out.append(replace(eff, **changes) if changes else eff)
    return tuple(out)


#: "target Wall": a creature of that type (the noun is the type; CR 205.3).
CREATURE_TYPE = "creature_type"

__all__ = ["SpellTemplates"]


class SpellTemplates:
    """Transformer methods for ``grammar/spells.lark``."""

    subtype_names: dict[str, str]

    # -- modal spells (CR 700.2; 2003: 409.1b) ----------------------------------------------------
    def spells_mode(self, items: list[Clause]) -> SpellAbility:
        body = items[0]
        if body.mana_choice:
            raise ValueError("a mode can't choose mana this way")
        return SpellAbility(body.effects, body.specs)

    def spells_modal(self, items: list[SpellAbility]) -> SpellPiece:
        if len(items) < 2:
            raise ValueError("a modal spell has two or more modes")
        return SpellPiece((ModalSpell(tuple(items)),), ())

    # -- effects ------------------------------------------------------------------------------------
    def spells_unblockable_turn(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.ref not in (THIS_TARGET, "self") or (thing.spec is not None and thing.spec.kinds != ("creature",)):
            raise ValueError("only a creature can be blocked")
        return Clause((CantBeBlockedThisTurn(thing.ref),), () if thing.spec is None else (thing.spec,))

    def spells_switch_pt(self, items: list[Token]) -> Clause:
        return Clause((SwitchPT(THIS_TARGET),), (TargetSpec(("creature",)),))

    def spells_gain_per_creature(self, items: list[Token]) -> Clause:
        return Clause((GainLifePerCreature(int(items[0])),))

    def spells_pump_attacking(self, items: list[Token]) -> Clause:
        p, t = parse_pt(items[0])
        return Clause((PumpAttacking(p, t),))

    def spells_destroy_color(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllOfColor("creature", color=COLOR_LETTERS[str(items[0])]),))

    def spells_look_top(self, items: list[Token]) -> Clause:
        return Clause((LookAtTopPutBack(NUMBER_WORDS[str(items[0])]),))

    # -- "Cast this spell only during …" (CR 601.3; 2003: 409.1) ---------------------------------------
    def spells_cast_only(self, items: list[str]) -> SpellPiece:
        return SpellPiece((CastOnly(items[0]),), ())

    def spells_t_attacked(self, items: list[Token]) -> str:
        return "attacked"

    def spells_t_declare_attackers(self, items: list[Token]) -> str:
        return "declare_attackers"

    def spells_t_before_blockers(self, items: list[Token]) -> str:
        return "before_blockers"

    def spells_t_declare_blockers(self, items: list[Token]) -> str:
        return "declare_blockers"

    def spells_t_combat(self, items: list[Token]) -> str:
        return "combat"

    # -- divided damage / prevention (CR 601.2d; 2003: 409.1d) ----------------------------------------
    def spells_divided_damage(self, items: list[object]) -> SpellPiece:
        total, among = items
        if not isinstance(total, int):
            raise ValueError("a variable amount to divide")
        assert isinstance(among, tuple)
        most, spec = among
        return SpellPiece((divided_modes("damage", total, most or total, spec),), ())

    def spells_divided_prevent(self, items: list[Token]) -> SpellPiece:
        total = int(items[0])
        return SpellPiece((divided_modes("prevent", total, total, ANY_TARGET),), ())

    def spells_among_any(self, items: list[TargetSpec]) -> tuple[int, TargetSpec]:
        return 0, items[0]

    def spells_among_three(self, items: list[TargetSpec]) -> tuple[int, TargetSpec]:
        return 3, items[0]

    def spells_among_two(self, items: list[TargetSpec]) -> tuple[int, TargetSpec]:
        return 2, items[0]

    def spells_div_any(self, items: list[Token]) -> TargetSpec:
        return ANY_TARGET

    def spells_div_creatures(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("creature",))

    # -- "each creature with flying and each player" (CR 120.3) -------------------------------------
    def spells_each_with(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, with_kw=str(items[0]))

    def spells_each_with_player(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, players=True, with_kw=str(items[0]))

    def spells_each_without_player(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, players=True, without=str(items[0]))

    # -- kicker on instants and sorceries (CR 702.33d; 2003: 502.21) ---------------------------------
    def spells_that_discards_n(self, items: list[Token]) -> Clause:
        return Clause((DiscardChosen("event_player", NUMBER_WORDS[str(items[0])]),))

    def spells_kicked_marker(self, items: list[Clause]) -> Clause:
        return Clause((KickedMarker(items[0]),))

    def spells_kicked_instead_marker(self, items: list[Clause]) -> Clause:
        return Clause((KickedMarker(items[0], instead=True),))

    def kicked_spell(self, base: Clause, kicked: Clause, instead: bool) -> SpellPiece:
        """The spell's sentences and its last one, "If this spell was kicked, …" (CR 702.33d)."""
        return self.spells_kicked_instead([base, kicked]) if instead else self.spells_kicked([base, kicked])

    def spells_kicked(self, items: list[Clause]) -> SpellPiece:
        base, kicked = items
        extra = f"target:{len(base.specs)}" if kicked.specs else ""
        return SpellPiece((*base.effects, IfKicked(_kicked_effects(base, kicked), kicker_target=extra)),
                          (*base.specs, *kicked.specs))

    def spells_kicked_instead(self, items: list[Clause]) -> SpellPiece:
        """"… instead" replaces the one instruction before it with one of the same kind."""
        base, kicked = items
        if kicked.specs:
            raise ValueError("'instead' names the spell's own targets")
        then = _kicked_effects(base, kicked)
        if len(base.effects) != 1 or len(then) != 1 or type(then[0]) is not type(base.effects[0]):
            raise ValueError("'instead' replaces one instruction of the same kind")
        return SpellPiece((IfKicked(then, base.effects),), base.specs)

    # -- "This spell can't be countered." (CR 101.2, 701.5) -----------------------------------------
    def spells_uncounterable(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("cant_be_countered"))

    # -- "+X/+0", "attacks this turn if able" ----------------------------------------------------------
    def spells_pump_x(self, items: list[object]) -> Clause:
        thing, pt = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        return _creature_clause(thing, ModifyPTAmount(thing.ref, X, int(str(pt).split("/")[1])))

    def spells_attacks_if_able(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], AttacksThisTurnIfAble(items[0].ref))

    # -- keywords for a turn, cards per creature, X life -----------------------------------------------
    def spells_gain_kw_all(self, items: list[object]) -> Clause:
        sel, kw = items
        assert isinstance(sel, Selector) and isinstance(kw, str)
        return Clause((GrantKeywordAll(sel, kw),))

    def spells_lose_kw(self, items: list[object]) -> Clause:
        thing, kw = items
        assert isinstance(thing, Thing) and isinstance(kw, str)
        return _creature_clause(thing, LoseKeyword(thing.ref, kw))

    def spells_draw_per_creature(self, items: list[Token]) -> Clause:
        return Clause((DrawPerCreature(),))

    def spells_gain_x_target(self, items: list[Token]) -> Clause:
        return Clause((GainLifeX(THIS_TARGET, X),), (TargetSpec(("player",)),))

    def spells_land_type(self, items: list[Token]) -> str:
        return str(items[0])

    def spells_target_aura(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",), filters=("enchantment_type:Aura",)))

    def spells_target_land_type(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("land",), filters=(f"land_type:{str(items[0]).capitalize()}",)))

    # -- "… At the beginning of that turn's end step, you lose the game." ------------------------------
    def spells_lose_at_that_end(self, items: list[Token]) -> Clause:
        return Clause((LoseAtThatTurnsEnd(),))

    # -- more effects ----------------------------------------------------------------------------------
    def spells_each_attacking(self, items: list[Token]) -> DamageEachFiltered:
        return DamageEachFiltered(0, combat="attacking")

    def spells_untap_all_yours(self, items: list[Token]) -> Clause:
        return Clause((UntapAllYours(),))

    def spells_draw_lose(self, items: list[Token]) -> Clause:
        return Clause((DrawAndLoseLife(NUMBER_WORDS[str(items[0])], int(items[1])),))

    def spells_draw_discard_random(self, items: list[int]) -> Clause:
        return Clause((DrawThenDiscardRandom(items[0], items[1]),))

    def spells_another_target(self, items: list[tuple[str, tuple[str, ...]]]) -> Thing:
        """"another target creature": not the source of the ability (for a spell, the engine already
        keeps a spell's targets different)."""
        kind, filters = items[0]
        if kind in ("player", "spell"):
            raise ValueError("another target permanent only")
        return Thing(THIS_TARGET, TargetSpec((kind,), filters=filters, exclude_self=True))

    # -- can't block, blocking creatures, two targets ----------------------------------------------------
    def spells_cant_block_turn(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], CantBlockThisTurn(items[0].ref))

    def spells_pump_blocking(self, items: list[Token]) -> Clause:
        p, t = parse_pt(items[0])
        return Clause((PumpAttacking(p, t, blocking=True),))

    def spells_tnoun_pl(self, items: list[str]) -> TargetSpec:
        if any(f.startswith("type:") or f in ("player", "spell") for f in items):
            raise ValueError("plain creature filters only")
        return TargetSpec(("creature",), filters=tuple(items))

    def spells_two_damage(self, items: list[object]) -> Clause:
        n, spec = items[-2], items[-1]
        if not isinstance(n, int) or not isinstance(spec, TargetSpec):
            raise ValueError("a fixed amount to each of two targets")
        return Clause((TwoTargets("damage", THIS_TARGET, n),), (spec, spec))

    def spells_two_bounce(self, items: list[TargetSpec]) -> Clause:
        return Clause((TwoTargets("bounce", THIS_TARGET),), (items[0], items[0]))

    def spells_two_destroy(self, items: list[TargetSpec]) -> Clause:
        return Clause((TwoTargets("destroy", THIS_TARGET),), (items[0], items[0]))

    # -- tap or untap, half your life, its owner, damage to two targets ---------------------------------
    def spells_tap_or_untap(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None:
            raise ValueError("a target to tap or untap")
        return Clause((TapOrUntap(thing.ref),), (thing.spec,))

    def spells_lose_half(self, items: list[Token]) -> Clause:
        return Clause((LoseHalfLife(),))

    def spells_owner_gains(self, items: list[Token]) -> Clause:
        return Clause((OwnerGainsLife(IT, int(items[0])),))

    def spells_damage_pair(self, items: list[object]) -> Clause:
        n, first, m, second = items
        if not (isinstance(n, int) and isinstance(m, int) and isinstance(first, Thing) and isinstance(second, Thing)):
            raise ValueError("fixed damage to two targets")
        if first.spec is None or second.spec is None or first.ref != THIS_TARGET:
            raise ValueError("two targets")
        return Clause((TwoTargets("damage_pair", THIS_TARGET, n, m),), (first.spec, second.spec))

    # -- chosen things: a creature to return, a color, a creature type, protection ---------------------
    def spells_return_chosen(self, items: list[ReturnChosenPermanent]) -> Clause:
        return Clause((items[-1],))

    def spells_rw_two_colors(self, items: list[Token]) -> ReturnChosenPermanent:
        a, b = COLOR_LETTERS[str(items[0])], COLOR_LETTERS[str(items[1])]
        if a == b:
            raise ValueError("two colors")
        return ReturnChosenPermanent("creature", frozenset({a, b}))

    def spells_rw_color(self, items: list[Token]) -> ReturnChosenPermanent:
        return ReturnChosenPermanent("creature", frozenset({COLOR_LETTERS[str(items[0])]}))

    def spells_rw_creature(self, items: list[Token]) -> ReturnChosenPermanent:
        return ReturnChosenPermanent("creature")

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

    def spells_protection_choice(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], GainProtectionFromChosenColor(items[0].ref))

    # -- lure (CR 509.1c; 2003: 309.2b) ------------------------------------------------------------------
    def spells_lure_turn(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], LureThisTurn(items[0].ref))

    def spells_lure_self(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("lure"))

    def spells_lure_enchanted(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("lure_enchanted"))

    # -- two requirements in one instruction; "if it's red" ---------------------------------------------
    def spells_destroy_pair(self, items: list[Thing]) -> Clause:
        return Clause((TwoTargets("destroy_pair", THIS_TARGET),), _two_specs(items))

    def spells_bounce_pair(self, items: list[Thing]) -> Clause:
        return Clause((TwoTargets("bounce_pair", THIS_TARGET),), _two_specs(items))

    def spells_counter_if_color(self, items: list[object]) -> Clause:
        return _if_color("counter", items)

    def spells_destroy_if_color(self, items: list[object]) -> Clause:
        return _if_color("destroy", items)

    # -- destroy all of several kinds; damage equal to a count; cards per tapped creature ---------------
    def spells_destroy_all_kinds(self, items: list[tuple[str, str]]) -> Clause:
        if any(sub for _kind, sub in items) or len({k for k, _ in items}) != len(items):
            raise ValueError("card types only, each once")
        return Clause((DestroyAllOfKinds("", kinds=tuple(k for k, _ in items)),))

    def spells_damage_count(self, items: list[object]) -> Clause:
        thing, count = items
        assert isinstance(thing, Thing) and isinstance(count, str) and thing.spec is not None
        if (count == "hand") != (thing.spec.kinds == ("player",)):
            raise ValueError("'that player's hand' needs a target player")
        return Clause((DamageEqualToCount(thing.ref, count),), (thing.spec,))

    def spells_count_lands(self, items: list[Token]) -> str:
        return "lands:" + {"plains": "Plains"}.get(str(items[0]), str(items[0])[:-1].capitalize())

    def spells_count_hand(self, items: list[Token]) -> str:
        return "hand"

    def spells_draw_per_tapped(self, items: list[Token]) -> Clause:
        return Clause((DrawPerTappedCreature(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def spells_put_from_hand(self, items: list[Token]) -> Clause:
        return Clause((PutCreatureFromHand(),))

    def spells_search_exile(self, items: list[Token]) -> Clause:
        return Clause((SearchExile(NUMBER_WORDS[str(items[0])]),))

    def spells_look_hand_player(self, items: list[Token]) -> Clause:
        return Clause((LookAtHand(THIS_TARGET),), (TargetSpec(("player",)),))

    def spells_look_hand_opponent(self, items: list[Token]) -> Clause:
        return Clause((LookAtHand(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    # -- phasing, a player's delayed draw, Auras on creatures -------------------------------------------
    def spells_phase_out(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is not None and thing.spec.kinds not in (("creature",), ("artifact",), ("permanent",)):
            raise ValueError("a permanent phases out")
        return Clause((PhaseOut(thing.ref),), () if thing.spec is None else (thing.spec,))

    def spells_target_draws_next_upkeep(self, items: list[Token]) -> Clause:
        return Clause((TargetDrawsNextUpkeep(THIS_TARGET),), (TargetSpec(("player",)),))

    def spells_target_aura_on_creature(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",), filters=("enchantment_type:Aura", "attached:creature")))

    def spells_target_aura_on_yours(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",),
                                             filters=("enchantment_type:Aura", "attached:creature_yours")))

    def spells_adj_non_aura(self, items: list[Token]) -> str:
        return "nonsubtype:Aura"

    # -- drain an opponent, "have … discard", can't be regenerated, CARDNAME and a target ---------------
    def spells_drain_opponent(self, items: list[Token]) -> Clause:
        return Clause((LoseLife(THIS_TARGET, int(items[0])), GainLife("controller", int(items[1]))),
                      (TargetSpec(("player",), "opponent"),))

    def spells_have_discard(self, items: list[Token]) -> Clause:
        return Clause((HaveDiscard(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def spells_cant_regenerate(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], CantBeRegeneratedThisTurn(items[0].ref))

    def spells_bounce_self_and(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("creature",) or not thing.spec.exclude_self:
            raise ValueError("another target creature")
        return Clause((SelfAndTarget("bounce", THIS_TARGET),), (thing.spec,))

    def spells_exile_self_and_attacker(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("creature",) or thing.spec.controller is not None:
            raise ValueError("target creature")
        spec = replace(thing.spec, filters=(*thing.spec.filters, "attacking_you"))
        return Clause((SelfAndTarget("exile", THIS_TARGET),), (spec,))

    def spells_become_colorless(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], BecomeColorless(items[0].ref))

    def spells_others_cant_block(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((OthersCantBlock("target:0"),), (TargetSpec(("player",), "opponent"),))

    # -- Overrun, Deluge, mill -------------------------------------------------------------------------
    def spells_pump_gain_all(self, items: list[object]) -> Clause:
        sel, pt, kw = items
        assert isinstance(sel, Selector) and isinstance(pt, Token) and isinstance(kw, str)
        p, t = parse_pt(pt)
        return Clause((PumpAndGrantAll(sel, p, t, kw),))

    def spells_tap_all_without(self, items: list[Token]) -> Clause:
        return Clause((TapAllWithout(str(items[0])),))

    def spells_mill(self, items: list[Token]) -> Clause:
        return Clause((MillCards(THIS_TARGET, NUMBER_WORDS[str(items[0])]),), (TargetSpec(("player",)),))

    def spells_adj_pt(self, items: list[Token]) -> str:
        return f"pt_is:{items[0]}"

    def spells_cant_play_lands(self, items: list[Token]) -> Clause:
        return Clause((CantPlayLandsThisTurn(THIS_TARGET),), (TargetSpec(("player",)),))

    # -- "…, where X is the number of Elves on the battlefield." ---------------------------------------
    def spells_where_x_type(self, items: list[object]) -> Clause:
        clause, word = items
        assert isinstance(clause, Clause) and isinstance(word, Token)
        if clause.mana_choice or not any(getattr(e, f) == X for e in clause.effects for f in e.__dataclass_fields__):
            raise ValueError("an instruction reading X")
        refs = {getattr(e, f) for e in clause.effects for f in e.__dataclass_fields__}
        return Clause((WhereXIsCount(clause.effects, self._type_name(word), THIS_TARGET if THIS_TARGET in refs else "",
                                     IT if IT in refs else ""),), clause.specs)

    def spells_x_damage_and_you(self, items: list[object]) -> Clause:
        """Sparksmith: "CARDNAME deals X damage to target creature and X damage to you, where X is …" """
        n, to, back = items
        if n != X or back != X or not isinstance(to, Thing) or to.spec is None:
            raise ValueError("X damage to a target and X damage to you")
        return Clause((DealDamage(X, to.ref), DealDamage(X, "controller")), (to.spec,))

    def spells_x_damage_and_gain(self, items: list[object]) -> Clause:
        """Profane Prayers: "CARDNAME deals X damage to any target and you gain X life, where X is …" """
        n, to = items
        if n != X or not isinstance(to, Thing) or to.spec is None:
            raise ValueError("X damage to a target and X life")
        return Clause((DealDamage(X, to.ref), GainLife("controller", X)), (to.spec,))

    def spells_pump_xx(self, items: list[object]) -> Clause:
        thing = items[0]
        assert isinstance(thing, Thing)
        return _creature_clause(thing, ModifyPTAmount(thing.ref, X, X))

    def spells_untap_remove(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], UntapAndRemoveFromCombat(items[0].ref))

    def spells_power_instead_of_combat(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("creature",):
            raise ValueError("target creature")
        return Clause((PowerDamageInsteadOfCombat(THIS_TARGET),), (thing.spec,))

    def spells_truce(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((DrawUpToOrGainLife(2, int(items[0])),), ())

    def spells_tap_for_life(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((TapAnyNumberForLife(int(items[0])),), ())

    def spells_prevent_combat_by(self, items: list[Thing]) -> Clause:
        return _creature_clause(items[0], PreventCombatDamageBy(items[0].ref))

    def spells_prevent_by_attackers(self, items: list[Token]) -> Clause:
        return Clause((PreventDamageThisTurn("by_attackers"),))

    def spells_prevent_to_creatures(self, items: list[Token]) -> Clause:
        return Clause((PreventDamageThisTurn("to_creatures"),))

    def spells_target_loots(self, items: list[int]) -> Clause:
        return Clause((TargetLoots(THIS_TARGET, items[0], items[1]),), (TargetSpec(("player",)),))

    def spells_attackers_gain(self, items: list[str]) -> Clause:
        return Clause((GrantKeywordCombat(items[0]),))

    def spells_blockers_gain(self, items: list[str]) -> Clause:
        return Clause((GrantKeywordCombat(items[0], blocking=True),))

    def spells_return_all(self, items: list[tuple[str, str]]) -> Clause:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((ReturnAll(kind),))

    def spells_return_all_color(self, items: list[Token]) -> Clause:
        return Clause((ReturnAll("permanent", COLOR_LETTERS[str(items[0])]),))

    def spells_prevent_to_and_by(self, items: list[Thing]) -> Clause:
        """Maze of Ith: "that creature" / "it" is the creature the ability named before."""
        thing = items[0]
        if thing.ref not in (THAT_CREATURE, IT):
            raise ValueError("that creature / it")
        word = "that creature" if thing.ref == THAT_CREATURE else "it"
        return Clause((PreventCombatDamageToAndBy(IT, word),))

    # -- "… for each Elf on the battlefield" -------------------------------------------------------------
    def spells_bf_creature(self, items: list[Token]) -> str:
        return "creature"

    def spells_bf_type(self, items: list[Token]) -> str:
        return "creature:" + self._type_name(items[0])

    def spells_bf_land(self, items: list[str]) -> str:
        return "land:" + items[0].capitalize()

    def spells_draw_per_bf(self, items: list[str]) -> Clause:
        return Clause((PerBattlefieldCount("draw", "controller", 1, items[0]),))

    def spells_gain_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("gain", "controller", int(str(items[0])), str(items[1])),))

    def spells_gain_per_graveyard(self, items: list[Token]) -> Clause:
        return Clause((PerBattlefieldCount("gain", "controller", int(items[0]), "your_graveyard"),))

    def spells_target_gains_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("gain", THIS_TARGET, int(str(items[0])), str(items[1])),),
                      (TargetSpec(("player",)),))

    def spells_each_loses_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("lose", "each_player", int(str(items[0])), str(items[1])),))

    # -- target filters -----------------------------------------------------------------------------
    def spells_target_type(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("creature",), filters=(f"{CREATURE_TYPE}:{self._type_name(items[0])}",)))

    def spells_tnoun_comma(self, items: list[str]) -> tuple[str, tuple[str, ...]]:
        """"nonartifact, nonblack creature": two "non-" adjectives, a comma between them."""
        return TargetTemplates.tnoun(self, items)  # type: ignore[arg-type]

    def spells_adj_subtype(self, items: list[Token]) -> str:
        return "subtype:" + self._type_name(items[0])

    def spells_adj_nonbasic(self, items: list[Token]) -> str:
        return "nonsuper:basic"

    def spells_suf_power_le(self, items: list[Token]) -> str:
        return f"power_le:{int(items[0])}"

    def _type_name(self, tok: Token) -> str:
        """The creature type a word names; a plural names its singular ("Elves" → Elf, though one
        card's type line has "Elves")."""
        word = str(tok)
        name = self.subtype_names.get(word)
        if name is None:
            raise ValueError(f"unknown creature type {tok}")
        singular = next((n for n in self.subtype_names.values() if plural_of(n).lower() == word and n != name), None)
        return singular or name


@renders(ModalSpell)
def _render_modal(eff: ModalSpell, words: Words) -> list[str]:
    """"Choose one — • A. • B" (the caller adds the last period); each mode names its own targets."""
    modes = " ".join("• " + sentences(render_effects(m.effects, m.targets)) for m in eff.modes)
    return ["Choose one — " + modes[:-1]]


@renders(CantBeBlockedThisTurn)
def _render_unblockable(eff: CantBeBlockedThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't be blocked this turn"]


@renders(SwitchPT)
def _render_switch(eff: SwitchPT, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or eff.who in words.seen \
            or words.specs[int(eff.who[7:])] != TargetSpec(("creature",)):
        raise ValueError("switch: only target creature")
    return [f"switch {words.thing(eff.who)}'s power and toughness until end of turn"]


@renders(GainLifePerCreature)
def _render_gain_per_creature(eff: GainLifePerCreature, words: Words) -> list[str]:
    return [f"you gain {eff.amount} life for each creature you control"]


@renders(PumpAttacking)
def _render_pump_attacking(eff: PumpAttacking, words: Words) -> list[str]:
    which = "blocking" if eff.blocking else "attacking"
    return [f"{which} creatures get {_pt(eff.power, eff.toughness)} until end of turn"]


@renders(DestroyAllOfColor)
def _render_destroy_color(eff: DestroyAllOfColor, words: Words) -> list[str]:
    if eff.kind != "creature" or eff.subtype:
        raise ValueError("destroy all <color> creatures only")
    no_regen = [] if eff.regenerate else ["they can't be regenerated"]
    return [f"destroy all {COLOR_NAMES[eff.color]} creatures", *no_regen]


@renders(LookAtTopPutBack)
def _render_look_top(eff: LookAtTopPutBack, words: Words) -> list[str]:
    return [f"look at the top {_COUNT_WORDS[eff.count]} cards of your library, then put them back in any order"]


@renders(CastOnly)
def _render_cast_only(eff: CastOnly, words: Words) -> list[str]:
    return [CAST_TIMINGS[eff.when]]


@renders(DividedModes)
def _render_divided(eff: DividedModes, words: Words) -> list[str]:
    """Only the exact set of divisions the wording allows renders (CR 601.2d)."""
    first = eff.modes[0]
    spec = first.targets[0]
    kind = "damage" if isinstance(first.effects[0], DealDamage) else "prevent"
    if eff != divided_modes(kind, eff.total, eff.most, spec):
        raise ValueError("not every division of the amount")
    if kind == "prevent":
        if eff.most != eff.total or spec != ANY_TARGET:
            raise ValueError("prevention divided among any number of targets only")
        return [f"prevent the next {eff.total} damage that would be dealt this turn to any number of targets, "
                "divided as you choose"]
    noun = {ANY_TARGET: "targets", TargetSpec(("creature",)): "target creatures"}[spec]
    among = {eff.total: "any number of", 3: "one, two, or three", 2: "one or two"}[eff.most]
    return [f"CARDNAME deals {eff.total} damage divided as you choose among {among} {noun}"]


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


def _kicked_words(eff: Effect, words: Words, seen: set[str]) -> str:
    """The kicked instruction, naming the spell "it" and a target named before "that creature" /
    "that player"."""
    parts = render_effect(eff, words.specs, "CARDNAME", seen)
    if len(parts) != 1:
        raise ValueError("one kicked instruction")
    text = parts[0]
    if text.startswith("CARDNAME deals "):
        return "it deals " + text.removeprefix("CARDNAME deals ")
    if text.startswith("it "):
        ref = next((getattr(eff, f) for f in eff.__dataclass_fields__
                    if isinstance(getattr(eff, f), str) and getattr(eff, f).startswith("target:")), None)
        if ref is None:
            raise ValueError("'it' names no target")
        kinds = words.specs[int(ref[7:])].kinds
        nouns: dict[tuple[str, ...], str] = {("creature",): "that creature", ("player",): "that player"}
        noun = nouns.get(kinds)
        if noun is None:
            raise ValueError("'it' names a target that isn't a creature or player")
        return noun + " " + text.removeprefix("it ")
    return text


@renders(IfKicked)
def _render_if_kicked(eff: IfKicked, words: Words) -> list[str]:
    if len(eff.then) != 1:
        raise ValueError("one kicked instruction")
    named = {getattr(eff.then[0], f) for f in eff.then[0].__dataclass_fields__}
    if eff.kicker_target and (eff.otherwise or eff.kicker_target not in named
                              or int(eff.kicker_target[7:]) != len(words.specs) - 1):
        raise ValueError("the kicker-only target is the spell's last, named by the kicked instruction")
    if not eff.kicker_target and any(isinstance(v, str) and v.startswith("target:") and v not in words.seen
                                     and not eff.otherwise for v in named):
        raise ValueError("a target named first by the kicked instruction is a kicker-only target")
    if not eff.otherwise:
        return [f"if this spell was kicked, {_kicked_words(eff.then[0], words, words.seen)}"]
    base = render_effects(eff.otherwise, words.specs)
    seen = {f"target:{i}" for i in range(len(words.specs))}
    return [*base, f"if this spell was kicked, {_kicked_words(eff.then[0], words, seen)} instead"]


@renders_static("cant_be_countered")
def _render_uncounterable(st: StaticAbility) -> str:
    if st != StaticAbility("cant_be_countered"):
        raise ValueError("can't be countered, and nothing more")
    return "This spell can't be countered."


@renders(ModifyPTAmount)
def _render_pump_x(eff: ModifyPTAmount, words: Words) -> list[str]:
    if eff.power == X and eff.toughness == X:
        return [f"{words.thing(eff.who)} gets +X/+X until end of turn"]
    if eff.power != X or not isinstance(eff.toughness, int) or eff.toughness < 0:
        raise ValueError("+X/+N only")
    return [f"{words.thing(eff.who)} gets +X/+{eff.toughness} until end of turn"]


@renders(AttacksThisTurnIfAble)
def _render_attacks_if_able(eff: AttacksThisTurnIfAble, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} attacks this turn if able"]


@renders(ExilePermanent)
def _render_exile_permanent(eff: ExilePermanent, words: Words) -> list[str]:
    return [f"exile {words.thing(eff.what)}"]


@renders(GrantKeywordAll)
def _render_gain_kw_all(eff: GrantKeywordAll, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} gain {eff.keyword} until end of turn"]


@renders(LoseKeyword)
def _render_lose_kw(eff: LoseKeyword, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} loses {eff.keyword} until end of turn"]


@renders(DrawPerCreature)
def _render_draw_per_creature(eff: DrawPerCreature, words: Words) -> list[str]:
    return ["draw a card for each creature you control"]


@renders(GainLifeX)
def _render_gain_life_x(eff: GainLifeX, words: Words) -> list[str]:
    if eff.amount != X or not eff.who.startswith("target:"):
        raise ValueError("target player gains X life")
    return [f"{words.thing(eff.who)} gains X life"]


@renders(LoseAtThatTurnsEnd)
def _render_lose_at_that_end(eff: LoseAtThatTurnsEnd, words: Words) -> list[str]:
    return ["at the beginning of that turn's end step, you lose the game"]


@renders(UntapAllYours)
def _render_untap_all(eff: UntapAllYours, words: Words) -> list[str]:
    return ["untap all creatures you control"]


@renders(DrawAndLoseLife)
def _render_draw_lose(eff: DrawAndLoseLife, words: Words) -> list[str]:
    if eff.count < 2:
        raise ValueError("'you draw N cards'")
    return [f"you draw {_COUNT_WORDS[eff.count]} cards and you lose {eff.life} life"]


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{_COUNT_WORDS[n]} cards"


@renders(DrawThenDiscardRandom)
def _render_draw_discard_random(eff: DrawThenDiscardRandom, words: Words) -> list[str]:
    return [f"draw {_cards(eff.draw)}, then discard {_cards(eff.discard)} at random"]


@renders(CantBlockThisTurn)
def _render_cant_block_turn(eff: CantBlockThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't block this turn"]


@renders(TwoTargets)
def _render_two_targets(eff: TwoTargets, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if eff.action in ("damage_pair", "destroy_pair", "bounce_pair"):
        pass
    elif first != second or first.kinds != ("creature",) or first.controller is not None or first.exclude_self:
        raise ValueError("two targets of one plain creature requirement")
    if eff.action == "damage_pair":
        return [f"CARDNAME deals {eff.amount} damage to {words.thing(f'target:{base}')} and {eff.second_amount} "
                f"damage to {words.thing(f'target:{base + 1}')}"]
    if eff.action == "destroy_pair":
        return [f"destroy {words.thing(f'target:{base}')} and {words.thing(f'target:{base + 1}')}"]
    if eff.action == "bounce_pair":
        return [f"return {words.thing(f'target:{base}')} and {words.thing(f'target:{base + 1}')} to their "
                "owners' hands"]
    words.seen.update({f"target:{base}", f"target:{base + 1}"})
    noun = render_noun(first) + "s"
    if eff.action == "damage":
        return [f"CARDNAME deals {eff.amount} damage to each of two target {noun}"]
    if eff.action == "bounce":
        return [f"return two target {noun} to their owners' hands"]
    return [f"destroy two target {noun}"]


@renders(TapOrUntap)
def _render_tap_or_untap(eff: TapOrUntap, words: Words) -> list[str]:
    return [f"you may tap or untap {words.thing(eff.what)}"]


@renders(LoseHalfLife)
def _render_lose_half(eff: LoseHalfLife, words: Words) -> list[str]:
    return ["you lose half your life, rounded up"]


@renders(OwnerGainsLife)
def _render_owner_gains(eff: OwnerGainsLife, words: Words) -> list[str]:
    if eff.what not in words.seen:
        raise ValueError("'its owner' names a target named before")
    return [f"its owner gains {eff.amount} life"]


def _a(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


@renders(ReturnChosenPermanent)
def _render_return_chosen(eff: ReturnChosenPermanent, words: Words) -> list[str]:
    if eff.kind == "land":
        if eff.colors or not eff.subtype:
            raise ValueError("a land of a basic land type")
        what = eff.subtype
    elif eff.kind != "creature":
        raise ValueError("a creature or a land")
    elif eff.subtype:
        if eff.colors:
            raise ValueError("a creature type or colors")
        what = eff.subtype
    else:
        order = [c for c in "WUBRG" if c in eff.colors]
        names = [COLOR_NAMES[c] for c in order]
        if len(names) == 2 and (order[0], order[1]) in (("W", "G"), ("W", "R"), ("U", "G")):
            names.reverse()  # Oracle's order around the color wheel: "green or white", "red or white"
        what = " or ".join(names) + " creature" if names else "creature"
    return [f"return {_a(what)} you control to its owner's hand"]


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
    return [f"{words.thing(eff.who)} gains protection from the color of your choice until end of turn"]


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


@renders(IfItsColor)
def _render_if_its_color(eff: IfItsColor, words: Words) -> list[str]:
    return [f"{eff.action} {words.thing(eff.what)} if it's {COLOR_NAMES[eff.color]}"]


_PLURAL_KINDS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}


@renders(DestroyAllOfKinds)
def _render_destroy_all_kinds(eff: DestroyAllOfKinds, words: Words) -> list[str]:
    if eff.kind or eff.subtype or len(eff.kinds) < 2:
        raise ValueError("two or more card types")
    names = [_PLURAL_KINDS[k] for k in eff.kinds]
    listed = " and ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", and " + names[-1]
    return [f"destroy all {listed}", *([] if eff.regenerate else ["they can't be regenerated"])]


@renders(DamageEqualToCount)
def _render_damage_count(eff: DamageEqualToCount, words: Words) -> list[str]:
    if eff.count == "hand":
        what = "cards in that player's hand"
    else:
        land = eff.count.removeprefix("lands:")
        what = ("Plains" if land == "Plains" else land + "s") + " you control"
    return [f"CARDNAME deals damage to {words.thing(eff.to)} equal to the number of {what}"]


@renders(DrawPerTappedCreature)
def _render_draw_per_tapped(eff: DrawPerTappedCreature, words: Words) -> list[str]:
    return [f"draw a card for each tapped creature {words.thing(eff.whose)} controls"]


@renders(PutCreatureFromHand)
def _render_put_from_hand(eff: PutCreatureFromHand, words: Words) -> list[str]:
    return ["you may put a creature card from your hand onto the battlefield"]


@renders(SearchExile)
def _render_search_exile(eff: SearchExile, words: Words) -> list[str]:
    return [f"search your library for {_COUNT_WORDS[eff.count]} cards, exile them, then shuffle"]


@renders(LookAtHand)
def _render_look_hand(eff: LookAtHand, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or eff.who in words.seen:
        raise ValueError("look at target player's hand")
    spec = words.specs[int(eff.who[7:])]
    words.seen.add(eff.who)
    if spec == TargetSpec(("player",)):
        return ["look at target player's hand"]
    if spec == TargetSpec(("player",), "opponent"):
        return ["look at target opponent's hand"]
    raise ValueError("a player")


@renders(PhaseOut)
def _render_phase_out(eff: PhaseOut, words: Words) -> list[str]:
    return [f"{words.thing(eff.what)} phases out"]


@renders(TargetDrawsNextUpkeep)
def _render_target_draws_next_upkeep(eff: TargetDrawsNextUpkeep, words: Words) -> list[str]:
    if not eff.who.startswith("target:"):
        raise ValueError("a target player")
    return [f"{words.thing(eff.who)} draws a card at the beginning of the next turn's upkeep"]


@renders(CantBeRegeneratedThisTurn)
def _render_cant_regenerate(eff: CantBeRegeneratedThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't be regenerated this turn"]


@renders(HaveDiscard)
def _render_have_discard(eff: HaveDiscard, words: Words) -> list[str]:
    if eff.count != 1 or not eff.who.startswith("target:"):
        raise ValueError("have target opponent discard a card")
    return [f"have {words.thing(eff.who)} discard a card"]


@renders(SelfAndTarget)
def _render_self_and_target(eff: SelfAndTarget, words: Words) -> list[str]:
    spec = words.specs[int(eff.what[7:])] if eff.what.startswith("target:") else None
    if spec is None:
        raise ValueError("a target")
    if eff.action == "bounce":
        return [f"return CARDNAME and {words.thing(eff.what)} to their owners' hands"]
    if not spec.filters or spec.filters[-1] != "attacking_you":
        raise ValueError("… that's attacking you")
    inner = render_target(replace(spec, filters=spec.filters[:-1]))
    words.seen.add(eff.what)
    return [f"exile CARDNAME and {inner} that's attacking you"]


@renders(BecomeColorless)
def _render_become_colorless(eff: BecomeColorless, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} becomes colorless until end of turn"]


@renders(OthersCantBlock)
def _render_others_cant_block(eff: OthersCantBlock, words: Words) -> list[str]:
    if eff.who != "target:0" or words.specs != (TargetSpec(("player",), "opponent"),):
        raise ValueError("target opponent")
    return ["target opponent chooses a creature they control", "other creatures they control can't block this turn"]


@renders(PumpAndGrantAll)
def _render_pump_and_grant_all(eff: PumpAndGrantAll, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} get {_pt(eff.power, eff.toughness)} and gain {eff.keyword} "
            "until end of turn"]


@renders(TapAllWithout)
def _render_tap_all_without(eff: TapAllWithout, words: Words) -> list[str]:
    return [f"tap all creatures without {eff.keyword}"]


@renders(MillCards)
def _render_mill(eff: MillCards, words: Words) -> list[str]:
    if eff.count < 2:
        raise ValueError("mills N cards")
    return [f"{words.thing(eff.who)} mills {_COUNT_WORDS[eff.count]} cards"]


@renders(CantPlayLandsThisTurn)
def _render_cant_play_lands(eff: CantPlayLandsThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't play lands this turn"]


@renders(WhereXIsCount)
def _render_where_x(eff: WhereXIsCount, words: Words) -> list[str]:
    parts: list[str] = []
    for inner in eff.bound():
        parts.extend(render_effect(inner, words.specs, words.self_word, words.seen))
    if len(parts) == 2 and parts[0].startswith("CARDNAME deals X damage to ") \
            and parts[1] in ("CARDNAME deals X damage to you", "you gain X life"):
        parts = [parts[0] + " and " + parts[1].removeprefix("CARDNAME deals ")]
    if len(parts) != 1:
        raise ValueError("one sentence reading X")
    return [f"{parts[0]}, where X is the number of {plural_of(eff.subtype)} on the battlefield"]


@renders(UntapAndRemoveFromCombat)
def _render_untap_remove(eff: UntapAndRemoveFromCombat, words: Words) -> list[str]:
    return [f"untap {words.thing(eff.what)} and remove it from combat"]


@renders(PowerDamageInsteadOfCombat)
def _render_power_instead(eff: PowerDamageInsteadOfCombat, words: Words) -> list[str]:
    return [f"have it deal damage equal to its power to {words.thing(eff.to)}",
            "if you do, CARDNAME assigns no combat damage this turn"]


@renders(DrawUpToOrGainLife)
def _render_truce(eff: DrawUpToOrGainLife, words: Words) -> list[str]:
    if eff.most != 2:
        raise ValueError("up to two cards")
    return ["each player may draw up to two cards",
            f"for each card less than two a player draws this way, that player gains {eff.life} life"]


@renders(TapAnyNumberForLife)
def _render_tap_for_life(eff: TapAnyNumberForLife, words: Words) -> list[str]:
    return ["tap any number of untapped creatures you control",
            f"you gain {eff.life} life for each creature tapped this way"]


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


@renders(TargetLoots)
def _render_target_loots(eff: TargetLoots, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} draws {_cards(eff.draw)}, then discards {_cards(eff.discard)}"]


@renders(GrantKeywordCombat)
def _render_grant_combat(eff: GrantKeywordCombat, words: Words) -> list[str]:
    return [f"{'blocking' if eff.blocking else 'attacking'} creatures gain {eff.keyword} until end of turn"]


@renders(ReturnAll)
def _render_return_all(eff: ReturnAll, words: Words) -> list[str]:
    if eff.color:
        if eff.kind != "permanent":
            raise ValueError("<color> permanents")
        return [f"return all {COLOR_NAMES[eff.color]} permanents to their owners' hands"]
    return [f"return all {_PLURAL_KINDS[eff.kind]} to their owners' hands"]


@renders(PreventCombatDamageToAndBy)
def _render_prevent_to_and_by(eff: PreventCombatDamageToAndBy, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or eff.who not in words.seen \
            or words.specs[int(eff.who[7:])].kinds != ("creature",) or eff.word not in ("that creature", "it"):
        raise ValueError("the creature targeted before")
    return [f"prevent all combat damage that would be dealt to and dealt by {eff.word} this turn"]


@renders(PerBattlefieldCount)
def _render_per_bf(eff: PerBattlefieldCount, words: Words) -> list[str]:
    kind, _, sub = eff.count.partition(":")
    what = "creature" if kind == "creature" and not sub else sub
    tail = f"for each {what} on the battlefield"
    if eff.count == "your_graveyard":
        if eff.action != "gain" or eff.who != "controller":
            raise ValueError("you gain life for each card in your graveyard")
        return [f"you gain {eff.amount} life for each card in your graveyard"]
    if eff.action == "draw" and eff.who == "controller" and eff.amount == 1:
        return [f"draw a card {tail}"]
    if eff.action == "gain" and eff.who == "controller":
        return [f"you gain {eff.amount} life {tail}"]
    if eff.action == "gain" and eff.who.startswith("target:"):
        return [f"{words.thing(eff.who)} gains {eff.amount} life {tail}"]
    if eff.action == "lose" and eff.who == "each_player":
        return [f"each player loses {eff.amount} life {tail}"]
    raise ValueError(f"no rendering for {eff!r}")
