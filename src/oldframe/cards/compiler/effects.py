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

from oldframe.cards.compiler.common import THIS_TARGET, Amends, Clause, ExileSelfMarker, KickedMarker, Thing
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD, GRAVEYARD_KINDS
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.rules.atoms.compiled import (
    CounterUnlessPay,
    DestroyAll,
    PreventNextDamage,
    PutCounters,
    PutOnTopOfLibrary,
    Rampage,
    SacrificeUnlessPay,
)
from oldframe.rules.atoms.durations import PreventAllCombatDamage
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.atoms.turns_hands import (
    DiscardHand,
    DiscardHandsDrawGreatest,
    DiscardRandomAmount,
    ExtraTurn,
    NoUntapNext,
    ShuffleHandAndGraveyard,
    UntapLands,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import (
    Amount,
    Count,
    CounterObject,
    DamageEach,
    DealDamage,
    Destroy,
    DestroyNoRegenerate,
    DiscardAtRandom,
    Draw,
    DrawNextUpkeep,
    Effect,
    ExileCard,
    ExileSelf,
    GainLife,
    GrantKeyword,
    LoseLife,
    ModifyPT,
    PumpAll,
    Regenerate,
    ReturnFromGraveyardToPlay,
    ReturnToHand,
    Sacrifice,
    SacrificePermanent,
    Selector,
    Tap,
    TargetSpec,
    Untap,
)

X = Count("x")
EVENT_AMOUNT = Count("event_amount")


def _counter_kind(pt: Token) -> str:
    """A P/T counter: +1/+1, -1/-1, and the +1/+0, -0/-1 … of older cards, all applied in layer 7c
    (``rules.characteristics.pt_counter_delta``, CR 613.4c)."""
    return str(pt)


def _sac_kind(kind: str) -> str:
    if not kind.islower():
        raise ValueError("a creature type to sacrifice: not a card type")
    return kind


def uses_x(effects: tuple[Effect, ...]) -> bool:
    """Whether an effect reads X (only a spell announces X, CR 601.2b; 2003: 409.1b)."""
    return any(getattr(e, f) == X for e in effects for f in e.__dataclass_fields__)


NUMBER_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
PLAYER = TargetSpec(("player",))
IT = "it:?"  # placeholder for the pronoun until clauses are joined


def parse_pt(tok: Token) -> tuple[int, int]:
    p, t = str(tok).split("/")
    return int(p), int(t)


def _renumber(effect: Effect, index: int) -> Effect:
    """Replace the placeholder target reference of one clause by ``target:index``, and "it" by the
    last target named before (``target:index-1``) or, if none, the source."""
    it = f"target:{index - 1}" if index else "self"
    changes = {f: f"target:{index}" if getattr(effect, f) == THIS_TARGET else it
               for f in effect.__dataclass_fields__ if getattr(effect, f) in (THIS_TARGET, IT)}
    return replace(effect, **changes) if changes else effect


def _that_creature(effect: Effect, specs: list[TargetSpec]) -> Effect:
    """"that creature" after a creature target in the same ability is that target ("Tap target
    creature. That creature doesn't untap …"); with none it stays the creature a trigger event names,
    which only a triggered ability has (``compile_line`` refuses it elsewhere)."""
    last = next((i for i in range(len(specs) - 1, -1, -1) if "creature" in specs[i].kinds), None)
    if last is None:
        return effect
    changes = {f: f"target:{last}" for f in effect.__dataclass_fields__ if getattr(effect, f) == "event_object"}
    return replace(effect, **changes) if changes else effect


def _clause(thing: Thing, effect: Effect) -> Clause:
    return Clause((effect,), () if thing.spec is None else (thing.spec,))


class EffectTemplates:
    # -- references -------------------------------------------------------------------------------
    def self_ref(self, items: list[Token]) -> Thing:
        return Thing("self")

    def it_ref(self, items: list[Token]) -> Thing:
        """"it": the last target named before it in the same ability, else the source itself."""
        return Thing(IT)

    def tkind(self, items: list[Token]) -> str:
        return str(items[0])

    def target2(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0], items[1])))

    def target3(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((items[0], items[1], items[2])))

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
    def amount_n(self, items: list[Token]) -> Amount:
        return int(str(items[0]))

    def amount_x(self, items: list[Token]) -> Amount:
        return X

    def that_player(self, items: list[Token]) -> Thing:
        return Thing("event_player")

    def enchanted_ref(self, items: list[Token]) -> Thing:
        return Thing("enchanted")

    def bounce_yours(self, items: list[Thing]) -> Clause:
        """"Return target creature card from your graveyard to your hand." (the owner's hand)."""
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != (CARD_IN_YOUR_GRAVEYARD,):
            raise ValueError("only a card from your graveyard returns to your hand")
        return _clause(thing, ReturnToHand(thing.ref))

    def put_on_top(self, items: list[Thing]) -> Clause:
        """"Put target creature on top of its owner's library." (a permanent only), or the card itself
        ("{U}: Put CARDNAME on top of its owner's library.", Wayward Soul; spell_permanents.py)."""
        thing = items[0]
        if thing.ref == "self":
            return _clause(thing, PutOnTopOfLibrary("self"))
        if thing.spec is None or any(k in GRAVEYARD_KINDS or k in ("spell", "player") for k in thing.spec.kinds):
            raise ValueError("a targeted permanent only")
        return _clause(thing, PutOnTopOfLibrary(thing.ref))

    def put_on_top_yours(self, items: list[Thing]) -> Clause:
        """"Put target card from your graveyard on top of your library." (its owner's library)."""
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != (CARD_IN_YOUR_GRAVEYARD,):
            raise ValueError("only a card from your graveyard goes on top of your library")
        return _clause(thing, PutOnTopOfLibrary(thing.ref))

    def reanimate(self, items: list[Thing]) -> Clause:
        """Resurrection: a card from your graveyard onto the battlefield (under its owner's control)."""
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != (CARD_IN_YOUR_GRAVEYARD,):
            raise ValueError("only a card from your graveyard")
        return _clause(thing, ReturnFromGraveyardToPlay(thing.ref))

    def exile_card(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.ref == "self":  # "Exile CARDNAME. Return it … at the beginning of the next end step." (flicker.py)
            return Clause((ExileSelfMarker(),))
        if thing.spec is not None and not {"player", "spell", *GRAVEYARD_KINDS} & set(thing.spec.kinds):
            from oldframe.rules.atoms.spell_permanents import ExilePermanent  # a permanent (spell_permanents.py)

            return _clause(thing, ExilePermanent(thing.ref))
        if thing.spec is None or thing.spec.kinds[0] not in GRAVEYARD_KINDS:
            raise ValueError("exile from a graveyard only")
        return _clause(thing, ExileCard(thing.ref))

    def sacrifice_a(self, items: list[str]) -> Clause:
        """"Sacrifice a creature." (the player chooses which, CR 701.17a)."""
        return Clause((SacrificePermanent("controller", (_sac_kind(items[-1]),)),))

    def sacrifice_target(self, items: list[str]) -> Clause:
        """Diabolic Edict: "Target player sacrifices a creature." """
        return Clause((SacrificePermanent(THIS_TARGET, (_sac_kind(items[-1]),)),), (PLAYER,))

    def sacrifice_each(self, items: list[str]) -> Clause:
        return Clause((SacrificePermanent("each_player", (_sac_kind(items[-1]),)),))

    def counter_unless(self, items: list[object]) -> Clause:
        """Force Spike, Mana Leak: "Counter target spell unless its controller pays {N}." """
        thing, *mana = items
        assert isinstance(thing, Thing) and thing.spec is not None
        if thing.spec.kinds != ("spell",):
            raise ValueError("only a spell's controller pays")
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if (cost.x and (cost.converted or cost.x != 1)) or not (cost.x or cost.converted):
            raise ValueError("{N}, or {X}: the counterspell's own X (CR 107.3)")
        return _clause(thing, CounterUnlessPay(thing.ref, cost))

    def pump_gain(self, items: list[object]) -> Clause:
        """Giant Growth with a keyword: "Target creature gets +3/+3 and gains flying until end of turn." """
        thing, pt, kw = items
        assert isinstance(thing, Thing) and isinstance(pt, Token) and isinstance(kw, str)
        p, t = parse_pt(pt)
        return Clause((ModifyPT(thing.ref, p, t), GrantKeyword(thing.ref, kw)),
                      () if thing.spec is None else (thing.spec,))

    def loot(self, items: list[int]) -> Clause:
        """Merfolk Looter-style "Draw a card, then discard a card." (the discard is chosen, CR 701.8)."""
        return Clause((Draw("controller", items[0]), DiscardChosen("controller", items[1])))

    def put_counter(self, items: list[object]) -> Clause:
        pt, thing = items
        assert isinstance(pt, Token) and isinstance(thing, Thing)
        return _clause(thing, PutCounters(thing.ref, _counter_kind(pt), 1))

    def put_counters(self, items: list[object]) -> Clause:
        n, pt, thing = items
        assert isinstance(pt, Token) and isinstance(thing, Thing)
        return _clause(thing, PutCounters(thing.ref, _counter_kind(pt), NUMBER_WORDS[str(n)]))

    def sac_unless_pay(self, items: list[Token]) -> Clause:
        cost = ManaCost.parse("".join(str(t).upper() for t in items))
        if cost.x or not cost.converted:
            raise ValueError("no X in an unless cost")
        return Clause((SacrificeUnlessPay("self", cost),))

    def all_creatures(self, items: list[Token]) -> tuple[str, str]:
        return "creature", ""

    def all_artifacts(self, items: list[Token]) -> tuple[str, str]:
        return "artifact", ""

    def all_enchantments(self, items: list[Token]) -> tuple[str, str]:
        return "enchantment", ""

    def all_lands(self, items: list[Token]) -> tuple[str, str]:
        return "land", ""

    def all_land_type(self, items: list[Token]) -> tuple[str, str]:
        word = str(items[0])
        return "land", "Plains" if word == "plains" else word[:-1].capitalize()

    def destroy_all(self, items: list[tuple[str, str]]) -> Clause:
        kind, subtype = items[0]
        return Clause((DestroyAll(kind, subtype),))

    def discard_that(self, items: list[Token]) -> Clause:
        return Clause((DiscardChosen("event_player"),))

    def discard_target(self, items: list[Token]) -> Clause:
        return Clause((DiscardChosen(THIS_TARGET),), (PLAYER,))

    def discard_target_n(self, items: list[Token]) -> Clause:
        """Mind Rot's kin: "Target player discards two cards." (chosen by that player, CR 701.8b)."""
        return Clause((DiscardChosen(THIS_TARGET, NUMBER_WORDS[str(items[0])]),), (PLAYER,))

    def discard_opponent(self, items: list[int]) -> Clause:
        """Deception: "Target opponent discards two cards." """
        return Clause((DiscardChosen(THIS_TARGET, items[0]),), (TargetSpec(("player",), "opponent"),))

    def discard_each(self, items: list[Token]) -> Clause:
        """Earsplitting Rats: "each player discards a card" (each in APNAP order, CR 101.4; 2003: 103.4)."""
        return Clause((DiscardChosen("each_player"),))

    def gain_that_much(self, items: list[Token]) -> Clause:
        return Clause((GainLife("controller", EVENT_AMOUNT),))

    def draw_next_upkeep(self, items: list[Token]) -> Clause:
        return Clause((DrawNextUpkeep("controller"),))

    def draw_target_x(self, items: list[Token]) -> Clause:
        return Clause((Draw(THIS_TARGET, X),), (PLAYER,))

    def gain_life_x(self, items: list[Token]) -> Clause:
        return Clause((GainLife("controller", X),))

    def damage(self, items: list[object]) -> Clause:
        n, to = items[0], items[1]
        assert isinstance(n, (int, Count))
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

    def prevent_next(self, items: list[object]) -> Clause:
        """Samite Healer: "Prevent the next 1 damage that would be dealt to any target this turn." """
        n, thing = items
        assert isinstance(n, Token) and isinstance(thing, Thing)
        return _clause(thing, PreventNextDamage(int(str(n)), thing.ref))

    def prevent_next_you(self, items: list[Token]) -> Clause:
        return Clause((PreventNextDamage(int(str(items[0])), "controller"),))

    def prevent_combat(self, items: list[Token]) -> Clause:
        """Fog: "Prevent all combat damage that would be dealt this turn." (2003: 419.7)."""
        return Clause((PreventAllCombatDamage(),))

    def pump_per_blocker(self, items: list[object]) -> Clause:
        """Elvish Berserker: "it gets +1/+1 until end of turn for each creature blocking it" (only
        in a "becomes blocked" trigger, checked in ``triggers``)."""
        thing, pt = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        p, t = parse_pt(pt)
        if thing.ref != IT or p != t or p <= 0:
            raise ValueError("only the source gets +N/+N per blocker")
        return Clause((Rampage(p, beyond=0),))

    def drain(self, items: list[Token]) -> Clause:
        """Last Caress-style "Target player loses 1 life and you gain 1 life." """
        return Clause((LoseLife(THIS_TARGET, int(str(items[0]))), GainLife("controller", int(str(items[1])))),
                      (PLAYER,))

    def damage_and_you(self, items: list[object]) -> Clause:
        """Fireslinger: "CARDNAME deals 1 damage to any target and 1 damage to you." """
        n, to, back = items
        assert isinstance(n, int) and isinstance(back, int) and isinstance(to, Thing) and to.spec is not None
        return Clause((DealDamage(n, to.ref), DealDamage(back, "controller")), (to.spec,))

    def no_regen(self, items: list[Token]) -> Clause:  # "It/They can't be regenerated."
        return Clause((), mana_choice=(), specs=())  # marker handled in ``effects``

    def extra_turn(self, items: list[Token]) -> Clause:
        """Time Walk: "Take an extra turn after this one." (CR 500.7)."""
        return Clause((ExtraTurn("controller"),))

    def wheel(self, items: list[int]) -> Clause:
        """Wheel of Fortune: "Each player discards their hand, then draws seven cards." """
        return Clause((DiscardHand("each_player"), Draw("each_player", items[0])))

    def windfall(self, items: list[Token]) -> Clause:
        """Windfall: "… then draws cards equal to the greatest number of cards a player discarded this way." """
        return Clause((DiscardHandsDrawGreatest(),))

    def twister(self, items: list[int]) -> Clause:
        """Timetwister: "Each player shuffles their hand and graveyard into their library, then draws
        seven cards." """
        return Clause((ShuffleHandAndGraveyard("each_player"), Draw("each_player", items[0])))

    def discard_x_random(self, items: list[Token]) -> Clause:
        """Mind Twist: "Target player discards X cards at random." """
        return Clause((DiscardRandomAmount(THIS_TARGET, X),), (PLAYER,))

    def no_untap_next_yours(self, items: list[Thing]) -> Clause:
        """Cinder Marsh: "CARDNAME doesn't untap during your next untap step." (CR 502.3)."""
        if items[0].ref != "self":
            raise ValueError("only the source, in 'your next untap step'")
        return _clause(items[0], NoUntapNext(items[0].ref, yours=True))

    def no_untap_next(self, items: list[Thing]) -> Clause:
        """Apes of Rath, Elvish Hunter: "… doesn't untap during its controller's next untap step." """
        thing = items[0]
        if thing.spec is not None and thing.spec.kinds not in (("creature",), ("permanent",), ("artifact",),
                                                               ("land",)):
            raise ValueError("only a permanent untaps")
        if thing.ref in ("event_player", "controller"):
            raise ValueError("a player doesn't untap")
        return _clause(thing, NoUntapNext(thing.ref))

    def untap_lands(self, items: list[Token]) -> Clause:
        """Frantic Search, Great Whale: "Untap up to N lands." """
        return Clause((UntapLands(NUMBER_WORDS[str(items[0])]),))

    # -- sentences joined ---------------------------------------------------------------------------
    def effects(self, items: list[Clause]) -> Clause:
        effects: list[Effect] = []
        specs: list[TargetSpec] = []
        choice: tuple[tuple[int, int, int, int, int, int], ...] = ()
        for clause in items:
            if not clause.effects and not clause.mana_choice:  # "It/They can't be regenerated."
                last = effects[-1] if effects else None
                if isinstance(last, DestroyAll) and last.regenerate:
                    effects[-1] = replace(last, regenerate=False)
                    continue
                if not isinstance(last, Destroy):
                    raise ValueError("'It can't be regenerated' without a destruction")
                effects[-1] = DestroyNoRegenerate(last.what)
                continue
            if clause.mana_choice:
                if choice or effects:
                    raise ValueError("mana choice must come first")
                choice = clause.mana_choice
            for eff in clause.effects:
                if isinstance(eff, Amends):  # "It's still a land." (animate.py), "… instead" (counter_variants.py)
                    if not effects:
                        raise ValueError("nothing before it to amend")
                    effects[-1] = eff.amend(effects[-1])
                    continue
                effects.append(_that_creature(_renumber(eff, len(specs)), specs))
            specs.extend(clause.specs)
        return Clause(tuple(effects), tuple(specs), choice)

    def spell_line(self, items: list[Clause]) -> SpellPiece:
        body = items[0]
        if body.effects and isinstance(body.effects[-1], ExileSelfMarker):  # "… Exile CARDNAME." (CR 608.2n)
            body = replace(body, effects=(*body.effects[:-1], ExileSelf()))
        if body.mana_choice:
            raise ValueError("a spell can't choose mana this way")
        markers = [i for i, e in enumerate(body.effects) if isinstance(e, KickedMarker)]
        if markers:  # "If this spell was kicked, …" (compiler/spell_lines.py)
            last = body.effects[-1]
            if markers != [len(body.effects) - 1] or not isinstance(last, KickedMarker):
                raise ValueError("'If this spell was kicked' is the last sentence")
            base = Clause(body.effects[:-1], body.specs)
            return self.kicked_spell(base, last.clause, last.instead)  # type: ignore[attr-defined,no-any-return]
        return SpellPiece(body.effects, body.specs)
