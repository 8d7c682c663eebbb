"""Spell-level lines of instants and sorceries: modes, cast timing, divided damage, kicker, "can't be
countered", the extra turn you lose at, two targets (the rules: ``rules.atoms.spell_lines``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, KickedMarker, Thing
from oldframe.cards.compiler.divided_damage import divided_x_piece
from oldframe.cards.compiler.effects import IT, NUMBER_WORDS
from oldframe.cards.compiler.filters import render_noun
from oldframe.cards.compiler.pieces import SpellPiece, StaticPiece
from oldframe.cards.compiler.render import (
    COLOR_NAMES,
    Words,
    render_effect,
    render_effects,
    render_target,
    renders,
    renders_static,
    sentences,
)
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.compiled import PreventNextDamage
from oldframe.rules.atoms.players import DiscardChosen
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
from oldframe.rules.model.cards import DealDamage, Effect, ModalSpell, SpellAbility, StaticAbility, TargetSpec

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


def _two_specs(items: list[Thing]) -> tuple[TargetSpec, TargetSpec]:
    first, second = items
    if first.spec is None or second.spec is None or "player" in first.spec.kinds or "player" in second.spec.kinds:
        raise ValueError("two target permanents")
    return first.spec, second.spec


def _if_color(action: str, items: list[object]) -> Clause:
    thing, color = items
    assert isinstance(thing, Thing) and isinstance(color, Token)
    wanted = [("spell",)] if action == "counter" else [("permanent",), ("creature",)]  # Soul Rend: a creature
    if thing.spec is None or thing.spec not in [TargetSpec(w) for w in wanted]:
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


__all__ = ["SpellLineTemplates"]


class SpellLineTemplates:
    """Transformer methods for ``grammar/spells.lark``: spell-level lines."""

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
        if not isinstance(total, int):  # X among any number of targets (Fire Covenant)
            return divided_x_piece(total, among, evenly=False)
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
        if len(base.effects) != 1 or len(then) != 1 or not isinstance(then[0], type(base.effects[0])):
            raise ValueError("'instead' replaces one instruction of the same kind")
        return SpellPiece((IfKicked(then, base.effects),), base.specs)

    # -- "This spell can't be countered." (CR 101.2, 701.5) -----------------------------------------
    def spells_uncounterable(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("cant_be_countered"))

    # -- "… At the beginning of that turn's end step, you lose the game." ------------------------------
    def spells_lose_at_that_end(self, items: list[Token]) -> Clause:
        return Clause((LoseAtThatTurnsEnd(),))

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

    def spells_owner_gains(self, items: list[Token]) -> Clause:
        return Clause((OwnerGainsLife(IT, int(items[0])),))

    def spells_damage_pair(self, items: list[object]) -> Clause:
        n, first, m, second = items
        if not (isinstance(n, int) and isinstance(m, int) and isinstance(first, Thing) and isinstance(second, Thing)):
            raise ValueError("fixed damage to two targets")
        if first.spec is None or second.spec is None or first.ref != THIS_TARGET:
            raise ValueError("two targets")
        return Clause((TwoTargets("damage_pair", THIS_TARGET, n, m),), (first.spec, second.spec))

    # -- two requirements in one instruction; "if it's red" ---------------------------------------------
    def spells_destroy_pair(self, items: list[Thing]) -> Clause:
        return Clause((TwoTargets("destroy_pair", THIS_TARGET),), _two_specs(items))

    def spells_bounce_pair(self, items: list[Thing]) -> Clause:
        return Clause((TwoTargets("bounce_pair", THIS_TARGET),), _two_specs(items))

    def spells_counter_if_color(self, items: list[object]) -> Clause:
        return _if_color("counter", items)

    def spells_destroy_if_color(self, items: list[object]) -> Clause:
        return _if_color("destroy", items)

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


@renders(ModalSpell)
def _render_modal(eff: ModalSpell, words: Words) -> list[str]:
    """"Choose one — • A. • B" (the caller adds the last period); each mode names its own targets."""
    modes = " ".join("• " + sentences(render_effects(m.effects, m.targets)) for m in eff.modes)
    return ["Choose one — " + modes[:-1]]


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
    kicked = _kicked_words(eff.then[0], words, seen)
    if kicked.startswith("instead "):  # "If this spell was kicked, instead it deals …" (kicker_riders.py)
        return [*base, f"if this spell was kicked, {kicked}"]
    return [*base, f"if this spell was kicked, {kicked} instead"]


@renders_static("cant_be_countered")
def _render_uncounterable(st: StaticAbility) -> str:
    if st != StaticAbility("cant_be_countered"):
        raise ValueError("can't be countered, and nothing more")
    return "This spell can't be countered."


@renders(LoseAtThatTurnsEnd)
def _render_lose_at_that_end(eff: LoseAtThatTurnsEnd, words: Words) -> list[str]:
    return ["at the beginning of that turn's end step, you lose the game"]


@renders(TwoTargets)
def _render_two_targets(eff: TwoTargets, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if eff.action in ("damage_pair", "destroy_pair", "bounce_pair"):
        pass
    elif first != second or len(first.kinds) != 1 or first.controller is not None or first.exclude_self \
            or (eff.action != "destroy" and first.kinds != ("creature",)):  # two artifacts: compiler/two_on_top.py
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


@renders(OwnerGainsLife)
def _render_owner_gains(eff: OwnerGainsLife, words: Words) -> list[str]:
    if eff.what not in words.seen:
        raise ValueError("'its owner' names a target named before")
    return [f"its owner gains {eff.amount} life"]


@renders(IfItsColor)
def _render_if_its_color(eff: IfItsColor, words: Words) -> list[str]:
    return [f"{eff.action} {words.thing(eff.what)} if it's {COLOR_NAMES[eff.color]}"]


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
