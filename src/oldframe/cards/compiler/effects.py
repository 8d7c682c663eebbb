"""Effect sentences shared by spells, activated and triggered abilities (CR 608.2), and the spell
template ("a line of instructions on an instant or sorcery").

Examples: Shock / Lightning Bolt ("CARDNAME deals N damage to any target."), Giant Growth
("Target creature gets +3/+3 until end of turn."), Terror's cousins "Destroy target creature. It
can't be regenerated.", Counterspell, Unsummon ("Return target creature to its owner's hand."),
Ancestral-style "Draw three cards.", Healing Salve-style "You gain 3 life.", Pyroclasm
("CARDNAME deals 2 damage to each creature."), Overrun-style "Creatures you control get +N/+N
until end of turn.", Twiddle ("Tap target …"), Mind Rot's random cousin Hymn ("discards … at
random").
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.model import (
    CounterObject,
    DamageEach,
    DealDamage,
    Destroy,
    DestroyNoRegenerate,
    DiscardAtRandom,
    Draw,
    Effect,
    GainLife,
    GrantKeyword,
    LoseLife,
    ModifyPT,
    PumpAll,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    Selector,
    Tap,
    TargetSpec,
    Untap,
)

NUMBER_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
PLAYER = TargetSpec(("player",))


def parse_pt(tok: Token) -> tuple[int, int]:
    p, t = str(tok).split("/")
    return int(p), int(t)


def _renumber(effect: Effect, index: int) -> Effect:
    """Replace the placeholder target reference of one clause by ``target:index``."""
    changes = {f: f"target:{index}" for f in effect.__dataclass_fields__ if getattr(effect, f) == THIS_TARGET}
    return replace(effect, **changes) if changes else effect


def _clause(thing: Thing, effect: Effect) -> Clause:
    return Clause((effect,), () if thing.spec is None else (thing.spec,))


class EffectTemplates:
    # -- references -------------------------------------------------------------------------------
    def self_ref(self, items: list[Token]) -> Thing:
        return Thing("self")

    def tkind(self, items: list[Token]) -> str:
        return str(items[0])

    def target1(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0],)))

    def target2(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0], items[1])))

    def target3(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0], items[1], items[2])))

    def target_yours(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0],), "you"))

    def target_opponent(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("player",), "opponent"))

    def any_target(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("creature", "player")))

    def to_you(self, items: list[Token]) -> Thing:
        return Thing("controller")

    def each_creature(self, items: list[Token]) -> DamageEach:
        return DamageEach(0)

    def each_player(self, items: list[Token]) -> DamageEach:
        return DamageEach(0, creatures=False, players=True)

    def each_creature_player(self, items: list[Token]) -> DamageEach:
        return DamageEach(0, players=True)

    def each_creature_without(self, items: list[Token]) -> DamageEach:
        return DamageEach(0, without=str(items[0]))

    def dtarget(self, items: list[Thing]) -> Thing:
        return items[0]

    # -- clauses ----------------------------------------------------------------------------------
    def damage(self, items: list[object]) -> Clause:
        n, to = int(str(items[0])), items[1]
        if isinstance(to, DamageEach):
            return Clause((replace(to, amount=n),))
        assert isinstance(to, Thing)
        return _clause(to, DealDamage(n, to.ref))

    def pump(self, items: list[object]) -> Clause:
        thing, pt = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        p, t = parse_pt(pt)
        return _clause(thing, ModifyPT(thing.ref, p, t))

    def gain_kw(self, items: list[object]) -> Clause:
        thing, kw = items
        assert isinstance(thing, Thing) and isinstance(kw, str)
        return _clause(thing, GrantKeyword(thing.ref, kw))

    def pump_all(self, items: list[object]) -> Clause:
        sel, pt = items
        assert isinstance(sel, Selector) and isinstance(pt, Token)
        p, t = parse_pt(pt)
        return Clause((PumpAll(sel, p, t),))

    def regenerate(self, items: list[Thing]) -> Clause:
        return _clause(items[0], Regenerate(items[0].ref))

    def destroy(self, items: list[Thing]) -> Clause:
        return _clause(items[0], Destroy(items[0].ref))

    def tap(self, items: list[Thing]) -> Clause:
        return _clause(items[0], Tap(items[0].ref))

    def untap(self, items: list[Thing]) -> Clause:
        return _clause(items[0], Untap(items[0].ref))

    def bounce(self, items: list[Thing]) -> Clause:
        return _clause(items[0], ReturnToHand(items[0].ref))

    def counter(self, items: list[Thing]) -> Clause:
        return _clause(items[0], CounterObject(items[0].ref))

    def sacrifice_self(self, items: list[Token]) -> Clause:
        return Clause((Sacrifice("self"),))

    def one_card(self, items: list[Token]) -> int:
        return 1

    def n_cards(self, items: list[Token]) -> int:
        return NUMBER_WORDS[str(items[0])]

    def draw(self, items: list[int]) -> Clause:
        return Clause((Draw("controller", items[0]),))

    def draw_target(self, items: list[int]) -> Clause:
        return Clause((Draw(THIS_TARGET, items[0]),), (PLAYER,))

    def gain_life(self, items: list[Token]) -> Clause:
        return Clause((GainLife("controller", int(str(items[0]))),))

    def gain_life_target(self, items: list[Token]) -> Clause:
        return Clause((GainLife(THIS_TARGET, int(str(items[0]))),), (PLAYER,))

    def lose_life(self, items: list[Token]) -> Clause:
        return Clause((LoseLife("controller", int(str(items[0]))),))

    def lose_life_target(self, items: list[Token]) -> Clause:
        return Clause((LoseLife(THIS_TARGET, int(str(items[0]))),), (PLAYER,))

    def lose_life_each(self, items: list[Token]) -> Clause:
        return Clause((LoseLife("each_player", int(str(items[0]))),))

    def discard_random(self, items: list[Token]) -> Clause:
        return Clause((DiscardAtRandom(THIS_TARGET),), (PLAYER,))

    def no_regen(self, items: list[Token]) -> Clause:
        return Clause((), mana_choice=(), specs=())  # marker handled in ``effects``

    # -- sentences joined ---------------------------------------------------------------------------
    def effects(self, items: list[Clause]) -> Clause:
        effects: list[Effect] = []
        specs: list[TargetSpec] = []
        choice: tuple[tuple[int, int, int, int, int, int], ...] = ()
        for clause in items:
            if not clause.effects and not clause.mana_choice:  # "It can't be regenerated."
                last = effects[-1] if effects else None
                if not isinstance(last, Destroy):
                    raise ValueError("'It can't be regenerated' without a destruction")
                effects[-1] = DestroyNoRegenerate(last.what)
                continue
            if clause.mana_choice:
                if choice or effects:
                    raise ValueError("mana choice must come first")
                choice = clause.mana_choice
            for eff in clause.effects:
                effects.append(_renumber(eff, len(specs)))
            specs.extend(clause.specs)
        return Clause(tuple(effects), tuple(specs), choice)

    def spell_line(self, items: list[Clause]) -> SpellPiece:
        body = items[0]
        if body.mana_choice:
            raise ValueError("a spell can't choose mana this way")
        return SpellPiece(body.effects, body.specs)
