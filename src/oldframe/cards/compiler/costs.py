"""Cost parts of activated abilities (CR 602.2b, 118; 2003: 409.1f) and two activation
restrictions (CR 602.5b; 2003: 403.5), paid and checked by ``rules.costparts`` and
``rules.activation``.

- "Remove a +1/+1 counter from CARDNAME" / "Remove three spore counters from CARDNAME" (CR 122.1):
  Spike Feeder, Triskelion, Thallid, Defender en-Vec (fade counters);
- "Discard a card at random" (CR 701.8): Amok, Frenetic Ogre, Canyon Drake;
- "Discard a creature card": Survival of the Fittest, Skyshroud Vampire;
- "Tap an untapped creature you control", "Tap two untapped Soldiers you control" (CR 302.6: no
  summoning sickness for these): Field Surgeon, Catapult Squad;
- "Exile two cards from your graveyard", "Exile the top creature card of your graveyard": Cabal
  Surgeon, Necratog;
- "Return CARDNAME to its owner's hand": Attunement, Broken Fall;
- "Sacrifice a Forest" (a land type): Foratog, Blighted Shaman;
- "Put a spore counter on CARDNAME" (a named counter, CR 122.1): Thallid's upkeep trigger;
- "Activate only during your turn." (Disrupting Scepter), "Activate only if you control a Swamp."
  — also on a mana ability (the Tainted lands, Temple of the False God; CR 605.1a keeps it a mana
  ability) — and other restrictions (CR 602.5b): Fool's Tome, Ghost Town, Desert, Gate to Phyrexia;
- storage lands and Mana Batteries ("Remove any number of storage counters …: Add {B} for each
  storage counter removed this way."), the Ice Age ones' "if CARDNAME is tapped" upkeep trigger;
- "Cumulative upkeep—Pay 1 life." (Gallowbraid), "Flashback—{1}{G}, Pay 3 life." (Acorn Harvest),
  "Buyback—Sacrifice a land." (Constant Mists);
- abilities of a card in the graveyard or hand: "Return CARDNAME from your graveyard to your hand.
  Activate only during your upkeep." (Shard Phoenix), "Exile CARDNAME from your hand: Add {G}."
  (Elvish Spirit Guide);
- additional and alternative costs of spells (CR 601.2f, 118.9): "As an additional cost to cast
  this spell, discard a card at random." (Sonic Burst), "You may sacrifice two Mountains rather
  than pay this spell's mana cost." (Fireblast), "If you control a Plains, you may tap an untapped
  creature you control rather than …" (Orim's Cure);
- "Sacrifice CARDNAME unless you discard a card at random / return a non-Lair land you control to
  its owner's hand / …" (CR 118.12): Balduvian Horde, the Lairs, Karoo lands, Bog Elemental.
"""

from __future__ import annotations

from dataclasses import fields, replace

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.keyword_abilities import ENTERS_WITH_COUNTERS
from oldframe.cards.compiler.pieces import (
    ActivatedPiece,
    AdditionalCostPiece,
    CostKeywordPiece,
    KeywordAbilityPiece,
    StaticPiece,
    TriggeredPiece,
)
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, _a, render_mana, renders
from oldframe.cards.compiler.statics import plural_of
from oldframe.rules.atoms.compiled import PutCounters
from oldframe.rules.atoms.cost_atoms import (
    AddManaBySacrificed,
    AddManaPerCounterRemoved,
    CumulativeUpkeepLife,
    DamageBySacrificed,
    LifeBySacrificed,
    LootBySacrificed,
    ReturnSourceFromGraveyard,
    SacrificeUnlessYou,
)
from oldframe.rules.costparts import ANY_NUMBER, COLOR_LETTERS
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import ActivatedAbility, Cost, CostKeyword, StaticAbility, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

#: ``Trigger.condition`` "if CARDNAME is tapped" (``rules.triggers.condition_holds``).
SELF_TAPPED = "self_tapped"
#: The Cost fields this module adds; ``merge_cost_part`` copies them from a part into the whole.
COST_PART_FIELDS = ("remove_counters", "discard_random", "discard_kind", "tap_untapped", "exile_kind",
                    "exile_top", "return_self", "sacrifice_count", "return_permanents", "exile_from_hand",
                    "exile_self", "put_counters", "exile_from_library", "discard_of_kind", "discard_hand")
#: Restrictions a mana ability may have: conditions on the game state, not counts or timing beyond
#: whose turn it is (``rules.activation``).
MANA_RESTRICTIONS = ("empty_hand", "not_your_turn", "five_lands", "your_turn", "fewer_lands")


def merge_cost_part(out: Cost, part: Cost) -> Cost:
    """Copy this module's fields of one cost part into the whole cost; ``exile_from_graveyard``
    comes with them (it has no merge of its own)."""
    defaults = {f.name: f.default for f in fields(Cost) if f.name in COST_PART_FIELDS}
    for name, default in defaults.items():
        value = getattr(part, name)
        if value != default:
            if getattr(out, name) != default:
                raise ValueError(f"two {name} cost parts")
            out = replace(out, **{name: value})
    if part.exile_from_graveyard:
        if out.exile_from_graveyard:
            raise ValueError("two graveyard cost parts")
        out = replace(out, exile_from_graveyard=part.exile_from_graveyard)
    return out


def _counter(tok: object) -> str:
    """A counter's kind: a named counter, or a P/T counter of any size (layer 7c, CR 613.4c)."""
    return str(tok)


def _noun_stat(value: object) -> tuple[str, str]:
    assert isinstance(value, tuple) and len(value) == 2
    return str(value[0]), str(value[1])


def _tap_kind(value: object) -> tuple[str, str, bool]:
    assert isinstance(value, tuple) and len(value) == 3
    return str(value[0]), str(value[1]), bool(value[2])


class CostTemplates:
    subtype_names: dict[str, str]

    # -- counters ----------------------------------------------------------------------------------
    def costs_counter(self, items: list[Token]) -> str:
        return _counter(items[0])

    def costs_remove_one(self, items: list[str]) -> Cost:
        return Cost(remove_counters=(items[-1], 1))

    def costs_remove_n(self, items: list[object]) -> Cost:
        return Cost(remove_counters=(str(items[-1]), NUMBER_WORDS[str(items[0])]))

    def costs_remove_any(self, items: list[Token]) -> Cost:
        """"Remove any number of storage counters from CARDNAME": the number is chosen while paying
        (``ANY_NUMBER``), and is the ability's X."""
        return Cost(remove_counters=(str(items[0]), ANY_NUMBER))

    def costs_mana_per_counter(self, items: list[object]) -> ActivatedPiece:
        """The storage lands: "{T}, Remove any number of storage counters from CARDNAME: Add {B} for
        each storage counter removed this way." A mana ability (CR 605.1a) whose cost asks for the
        number (CR 605.3b: it still doesn't use the stack)."""
        cost, mana, kind = items
        assert isinstance(cost, Cost)
        if cost.remove_counters != (str(kind), ANY_NUMBER):
            raise ValueError("no counters of that kind removed as the cost")
        effect = AddManaPerCounterRemoved(parse_mana(str(mana).upper()), str(kind))
        return ActivatedPiece((ActivatedAbility(cost, (effect,), is_mana=True),))

    def costs_mana_plus_per_counter(self, items: list[object]) -> ActivatedPiece:
        """The Mana Batteries: "{T}, Remove any number of charge counters from CARDNAME: Add {B}, then
        add an additional {B} for each charge counter removed this way." """
        cost, first, mana, kind = items
        if str(first) != str(mana):
            raise ValueError("two different manas")
        piece = self.costs_mana_per_counter([cost, mana, kind])
        ab = piece.abilities[0]
        effect = ab.effects[0]
        assert isinstance(effect, AddManaPerCounterRemoved)
        return ActivatedPiece((replace(ab, effects=(replace(effect, plus=1),)),))

    def costs_cumulative_life(self, items: list[Token]) -> KeywordAbilityPiece:
        """"Cumulative upkeep—Pay 1 life." (CR 702.24a; 2003: 502.13)."""
        return KeywordAbilityPiece("cumulative upkeep", triggered=(
            TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours"),
                             (CumulativeUpkeepLife(int(str(items[0]))),)),))

    def costs_put_named_counter(self, items: list[object]) -> Clause:
        """"Put a spore counter on CARDNAME" (CR 122.1)."""
        kind, thing = items[-2], items[-1]
        n = NUMBER_WORDS[str(items[0])] if len(items) == 3 else 1
        assert isinstance(thing, Thing)
        return Clause((PutCounters(thing.ref, str(kind), n),), () if thing.spec is None else (thing.spec,))

    def costs_etb_named(self, items: list[Token]) -> StaticPiece:
        """"CARDNAME enters the battlefield with three charge counters on it." (CR 614.1c; 2003: 419.6b)."""
        n = NUMBER_WORDS[str(items[0])] if len(items) == 2 else 1
        return StaticPiece(StaticAbility(ENTERS_WITH_COUNTERS, str(items[-1]), power=n))

    # -- discards ----------------------------------------------------------------------------------
    def costs_discard_random(self, items: list[Token]) -> Cost:
        return Cost(discard_random=1)

    def costs_discard_random_n(self, items: list[Token]) -> Cost:
        return Cost(discard_random=NUMBER_WORDS[str(items[0])])

    def costs_card_kind(self, items: list[Token]) -> str:
        return str(items[-1])

    def costs_discard_kind(self, items: list[object]) -> Cost:
        return Cost(discard=1, discard_kind=str(items[-1]))

    # -- tapping untapped creatures -------------------------------------------------------------------
    def costs_tap_creature(self, items: list[Token]) -> tuple[str, str, bool]:
        return "creature", "", True

    def costs_tap_color(self, items: list[Token]) -> tuple[str, str, bool]:
        return "creature", str(items[0]), True

    def costs_tap_type(self, items: list[Token]) -> tuple[str, str, bool]:
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None:
            raise ValueError(f"not a creature type: {word}")
        # "Elves" is also a (stray) type of its own in the pool; as a plural it names Elf.
        plural_of_other = [t for t in set(self.subtype_names.values()) if t.lower() != word
                           and plural_of(t).lower() == word]
        if plural_of_other:
            return plural_of_other[0], "", False
        return name, "", name.lower() == word

    def costs_tap_one(self, items: list[object]) -> Cost:
        kind, color, singular = _tap_kind(items[-1])
        if not singular:
            raise ValueError("a plural creature type after 'an untapped'")
        return Cost(tap_untapped=(str(kind), 1, str(color)))

    def costs_tap_n(self, items: list[object]) -> Cost:
        kind, color, singular = _tap_kind(items[-1])
        if singular and kind != "creature":
            raise ValueError("a singular creature type after a number")
        return Cost(tap_untapped=(str(kind), NUMBER_WORDS[str(items[0])], str(color)))

    # -- the graveyard ----------------------------------------------------------------------------------
    def costs_exile_n(self, items: list[Token]) -> Cost:
        return Cost(exile_from_graveyard=NUMBER_WORDS[str(items[0])])

    def costs_exile_n_kind(self, items: list[object]) -> Cost:
        return Cost(exile_from_graveyard=NUMBER_WORDS[str(items[0])], exile_kind=str(items[1]))

    def costs_exile_kind(self, items: list[object]) -> Cost:
        return Cost(exile_from_graveyard=1, exile_kind=str(items[-1]))

    def costs_exile_one(self, items: list[Token]) -> Cost:
        return Cost(exile_from_graveyard=1)

    def costs_exile_top(self, items: list[Token]) -> Cost:
        return Cost(exile_from_graveyard=1, exile_top=True)

    def costs_exile_top_kind(self, items: list[object]) -> Cost:
        return Cost(exile_from_graveyard=1, exile_top=True, exile_kind=str(items[-1]))

    # -- the source itself, land types ----------------------------------------------------------------
    def costs_return_self(self, items: list[object]) -> Cost:
        thing = items[0]
        if not isinstance(thing, Thing) or thing.ref != "self" or thing.spec is not None:
            raise ValueError("only CARDNAME returns to hand as a cost")
        return Cost(return_self=True)

    def costs_return_one(self, items: list[str]) -> Cost:
        """"Return a Forest you control to its owner's hand" (Quirion Ranger; CR 602.2b)."""
        return Cost(return_permanents=(items[-1], 1))

    def costs_return_n(self, items: list[object]) -> Cost:
        """"Return two Islands you control to their owner's hand" (Flooded Shoreline)."""
        return Cost(return_permanents=(str(items[1]), NUMBER_WORDS[str(items[0])]))

    def costs_rk_land_type(self, items: list[str]) -> str:
        return items[0]

    def costs_rk_type(self, items: list[Token]) -> str:
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None or name.lower() != word:
            raise ValueError(f"not a singular creature type: {word}")
        return name

    def costs_rk_kind(self, items: list[Token]) -> str:
        return str(items[0])

    def costs_rks_land_type(self, items: list[Token]) -> str:
        return {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
                "forests": "Forest"}[str(items[0])]

    def costs_land_type(self, items: list[Token]) -> str:
        return str(items[0]).capitalize()

    def costs_k_land_type(self, items: list[str]) -> str:
        """"Sacrifice a Forest": the kind is the land subtype (matched as a subtype)."""
        return items[0]

    # -- abilities of a card in the graveyard ------------------------------------------------------------------
    def costs_to_hand(self, items: list[Token]) -> str:
        return "hand"

    def costs_to_battlefield(self, items: list[Token]) -> str:
        return "battlefield"

    def costs_graveyard_ability(self, items: list[object]) -> ActivatedPiece:
        """"{R}{R}{R}: Return CARDNAME from your graveyard to your hand. Activate only during your
        upkeep." (Shard Phoenix, Hammer of Bogardan): an ability that functions only while the card
        is in its owner's graveyard (CR 113.6k), activated by its owner."""
        cost, to, restriction = items
        assert isinstance(cost, Cost)
        if cost.exile_from_graveyard or cost.return_self or cost.remove_counters or cost.tap or cost.sacrifice_self \
                or cost.discard_self or cost.exile_self:
            raise ValueError("a cost that would need the card on the battlefield or could exile itself")
        piece = self.activated_restricted(  # type: ignore[attr-defined]
            [cost, Clause((ReturnSourceFromGraveyard(str(to)),)), restriction])
        assert isinstance(piece, ActivatedPiece)
        return ActivatedPiece(tuple(replace(a, zone="graveyard") for a in piece.abilities))

    def costs_additional(self, items: list[Cost]) -> AdditionalCostPiece:
        """"As an additional cost to cast this spell, discard a card at random." / "…, pay 3 life."
        (CR 601.2f, 118.8; 2003: 409.1f)."""
        return AdditionalCostPiece(items[0])

    # -- alternative costs: "You may … rather than pay this spell's mana cost." (CR 118.9) ------------------
    def costs_alt(self, items: list[object]) -> CostKeywordPiece:
        """Fireblast ("You may sacrifice two Mountains …"), Daze ("… return an Island you control to
        its owner's hand …"), Abolish ("… discard a Plains card …"); paid by ``rules.costparts``."""
        cost = items[-1]
        assert isinstance(cost, Cost)
        if cost.mana.converted or cost.mana.x or cost.tap or cost.sacrifice_self or cost.discard_self \
                or cost.exile_self or cost.return_self or cost.remove_counters or cost == Cost():
            raise ValueError("not a cost a spell can pay instead of its mana cost")
        return CostKeywordPiece(CostKeyword("alt_cost", cost))

    def costs_alt_if(self, items: list[object]) -> CostKeywordPiece:
        """"If you control a Plains, you may tap an untapped creature you control rather than pay this
        spell's mana cost." (Orim's Cure; Snuff Out with life)."""
        piece = self.costs_alt([items[-1]])
        return CostKeywordPiece(replace(piece.keyword, condition=f"control:{items[0]}"))

    def costs_alt_pitch(self, items: list[Token]) -> CostKeywordPiece:
        """"You may exile a red card from your hand rather than pay this spell's mana cost." (Cave-In;
        with "pay 1 life and", Contagion): the engine's pitch cost (2003 glossary "Alternative Cost")."""
        life = int(str(items[0])) if len(items) == 2 else 0
        return CostKeywordPiece(CostKeyword("pitch", life=life, pitch_color=COLOR_LETTERS[str(items[-1])]))

    # -- flashback and buyback costs with other parts ---------------------------------------------------------
    def costs_flashback(self, items: list[object]) -> CostKeywordPiece:
        """"Flashback—{1}{G}, Pay 3 life." (CR 702.34a; 2003: 502.22): mana and life as the engine's
        flashback cost; "Flashback—Sacrifice a Mountain." (Lava Dart): other parts paid like
        additional costs (``rules.costparts.buyback_parts``)."""
        cost = items[-1]
        assert isinstance(cost, Cost)
        if cost.mana.x:
            raise ValueError("flashback with X")
        if cost.tap_untapped is not None and cost == Cost(tap_untapped=cost.tap_untapped) \
                and cost.tap_untapped[0] == "creature":  # "Flashback—Tap an untapped white creature you control."
            _kind, n, color = cost.tap_untapped
            return CostKeywordPiece(CostKeyword("flashback", condition=f"tap:{n}:{COLOR_LETTERS.get(color, '')}"))
        if cost == Cost(mana=cost.mana, life=cost.life) and cost.life:
            return CostKeywordPiece(CostKeyword("flashback", Cost(mana=cost.mana), life=cost.life))
        spell_parts = Cost(mana=cost.mana, sacrifice=cost.sacrifice, discard=cost.discard, life=cost.life,
                           discard_random=cost.discard_random, discard_kind=cost.discard_kind,
                           exile_from_graveyard=cost.exile_from_graveyard, exile_kind=cost.exile_kind)
        if cost != spell_parts or cost == Cost(mana=cost.mana):
            raise ValueError("flashback cost parts a spell can't pay")
        return CostKeywordPiece(CostKeyword("flashback", cost))

    def costs_buyback(self, items: list[object]) -> CostKeywordPiece:
        """"Buyback—Sacrifice a land." / "Buyback—Pay 4 life." (CR 702.27a; 2003: 502.16): an
        additional cost paid like a spell's other additional costs (``rules.costparts.buyback_cost``)."""
        cost = items[0]
        assert isinstance(cost, Cost)
        spell_parts = Cost(mana=cost.mana, sacrifice=cost.sacrifice, discard=cost.discard, life=cost.life,
                           discard_random=cost.discard_random, discard_kind=cost.discard_kind)
        if cost != spell_parts or cost.mana.x or cost == Cost(mana=cost.mana):
            raise ValueError("buyback cost parts a spell can't pay")
        return CostKeywordPiece(CostKeyword("buyback", cost))

    # -- the Ice Age storage lands' upkeep trigger --------------------------------------------------------------
    def costs_triggered_if_tapped(self, items: list[object]) -> TriggeredPiece:
        """"At the beginning of your upkeep, if CARDNAME is tapped, put a storage counter on it." (an
        intervening-if, checked as it triggers and as it resolves: CR 603.4; 2003: 404.3)."""
        trig, body = items
        assert isinstance(trig, Trigger)
        if (trig.event, trig.whose, trig.condition) != (TriggerEvent.UPKEEP_BEGINS, "yours", None):
            raise ValueError("'if CARDNAME is tapped' on another trigger")
        piece = self.triggered([replace(trig, condition=SELF_TAPPED), body])  # type: ignore[attr-defined]
        assert isinstance(piece, TriggeredPiece)
        return piece

    # -- "Sacrifice CARDNAME unless you …" (CR 118.12) ----------------------------------------------------------
    def costs_sac_unless(self, items: list[object]) -> Clause:
        """"When CARDNAME enters the battlefield, sacrifice it unless you discard a card at random."
        (Balduvian Horde), "… unless you return a non-Lair land you control …" (the Lairs), "At the
        beginning of your upkeep, sacrifice CARDNAME unless you sacrifice a land." (Bog Elemental)."""
        eff = items[-1]
        assert isinstance(eff, SacrificeUnlessYou)
        return Clause((eff,))

    def costs_tap_unless(self, items: list[object]) -> Clause:
        """"At the beginning of your upkeep, tap CARDNAME unless you pay 1 life." (Carnophage)."""
        eff = items[-1]
        assert isinstance(eff, SacrificeUnlessYou)
        return Clause((replace(eff, otherwise="tap"),))

    def cu_sacrifice_n(self, items: list[Token]) -> SacrificeUnlessYou:
        """"… unless you sacrifice two Mountains." (Rathi Dragon)."""
        return SacrificeUnlessYou("sacrifice", kind=self.costs_rks_land_type(items[1:]),
                                  count=NUMBER_WORDS[str(items[0])])

    def cu_exile_gy(self, items: list[Token]) -> SacrificeUnlessYou:
        """"… unless you exile a card from your graveyard." (Rotting Giant)."""
        return SacrificeUnlessYou("exile_gy")

    def cu_discard_random(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("discard_random")

    def cu_discard(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("discard")

    def cu_discard_kind(self, items: list[str]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("discard", kind=str(items[-1]))

    def cu_sacrifice(self, items: list[str]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("sacrifice", kind=items[-1])

    def cu_return_untapped(self, items: list[str]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("return", kind=items[-1], untapped=True)

    def cu_return_non_lair(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("return", kind="land", exclude="Lair")

    def cu_return_n(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("return", kind=self.costs_rks_land_type(items[1:]), count=NUMBER_WORDS[str(items[0])])

    def cu_exile_top(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("exile_top", kind="creature")

    def cu_life(self, items: list[Token]) -> SacrificeUnlessYou:
        return SacrificeUnlessYou("life", count=int(str(items[0])))

    # -- "equal to the sacrificed creature's power" (CR 608.2h: as it last existed) ------------------------------
    def costs_stat_power(self, items: list[Token]) -> str:
        return "power"

    def costs_stat_toughness(self, items: list[Token]) -> str:
        return "toughness"

    def costs_stat_mv(self, items: list[Token]) -> str:
        return "mana value"

    def costs_sacrificed(self, items: list[object]) -> tuple[str, str]:
        noun, stat = str(items[0]).removesuffix("'s"), str(items[1])
        if stat != "mana value" and noun != "creature":
            raise ValueError("power and toughness of a creature only")
        return noun, stat

    def costs_sac_damage(self, items: list[object]) -> Clause:
        """Bloodshot Cyclops: "{T}, Sacrifice a creature: CARDNAME deals damage equal to the sacrificed
        creature's power to any target."; Fling (an additional cost)."""
        noun, stat = _noun_stat(items[-2])
        target = items[-1]
        assert isinstance(target, Thing)
        return Clause((DamageBySacrificed(target.ref, str(noun), str(stat)),),
                      () if target.spec is None else (target.spec,))

    def costs_sac_damage_to(self, items: list[object]) -> Clause:
        """Final Strike: "CARDNAME deals damage to target opponent or planeswalker equal to the
        sacrificed creature's power." """
        clause = self.costs_sac_damage([items[-1], items[-2]])
        eff = clause.effects[0]
        assert isinstance(eff, DamageBySacrificed)
        return Clause((replace(eff, target_first=True),), clause.specs)

    def costs_sac_life(self, items: list[object]) -> Clause:
        """Diamond Valley, Life Chisel, Worthy Cause, Faith Healer."""
        noun, stat = _noun_stat(items[-1])
        return Clause((LifeBySacrificed(str(noun), str(stat)),))

    def costs_sac_loot(self, items: list[object]) -> Clause:
        """Greater Good: "Draw cards equal to the sacrificed creature's power, then discard three cards." """
        noun, stat = _noun_stat(items[0])
        return Clause((LootBySacrificed(NUMBER_WORDS[str(items[1])], str(noun), str(stat)),))

    def costs_sac_mana(self, items: list[object]) -> Clause:
        """Priest of Yawgmoth: "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed
        artifact's mana value."; Sacrifice (the spell)."""
        mana = items[0]
        noun, stat = _noun_stat(items[1])
        return Clause((AddManaBySacrificed(parse_mana(str(mana).upper()), noun=str(noun), stat=str(stat)),))

    # -- restrictions --------------------------------------------------------------------------------------
    def costs_r_your_turn(self, items: list[Token]) -> str:
        return "your_turn"

    def costs_r_control(self, items: list[str]) -> str:
        return f"control:{items[-1]}"

    def costs_r_empty_hand(self, items: list[Token]) -> str:
        return "empty_hand"

    def costs_r_not_your_turn(self, items: list[Token]) -> str:
        return "not_your_turn"

    def costs_r_five_lands(self, items: list[Token]) -> str:
        return "five_lands"

    def costs_r_end_of_combat(self, items: list[Token]) -> str:
        return "end_of_combat"

    def costs_r_upkeep_once(self, items: list[Token]) -> str:
        return "your_upkeep+once"

    def costs_r_turn_once(self, items: list[Token]) -> str:
        return "your_turn+once"

    def costs_r_no_creatures_once(self, items: list[Token]) -> str:
        return "no_creatures+once"

    def costs_r_upkeep_control(self, items: list[str]) -> str:
        return f"your_upkeep+control:{items[-1]}"

    def costs_r_thrice(self, items: list[Token]) -> str:
        return "thrice"

    def costs_r_fewer_lands(self, items: list[Token]) -> str:
        return "fewer_lands"

    def costs_r_attacking(self, items: list[Token]) -> str:
        return "self_attacking"

    def costs_r_in_combat_once(self, items: list[Token]) -> str:
        return "self_in_combat+once"

    def costs_activated_restricted(self, items: list[object]) -> ActivatedPiece:
        """"Activate only if you control a Swamp." and other restrictions (CR 602.5b; 2003: 403.5),
        checked by ``rules.activation``. A condition on the game state may sit on a mana ability (the
        Tainted lands, Temple of the False God): it stays a mana ability (CR 605.1a) and the payment
        solver uses it only while the condition holds; a count per turn may not (mana abilities
        aren't counted)."""
        cost, body, restriction = items[0], items[1], str(items[-1])
        piece = self.activated([cost, body])  # type: ignore[attr-defined]
        assert isinstance(piece, ActivatedPiece)
        if any(a.is_mana for a in piece.abilities) and restriction not in MANA_RESTRICTIONS \
                and not restriction.startswith("control:"):
            raise ValueError("a mana ability with a per-turn or timing restriction")
        return ActivatedPiece(tuple(replace(a, restriction=restriction) for a in piece.abilities))

    # -- cards in hand ----------------------------------------------------------------------------------------
    def costs_exile_from_hand(self, items: list[object]) -> ActivatedPiece:
        """"Exile CARDNAME from your hand: Add {G}." (Elvish Spirit Guide): an ability of the card
        in hand (CR 113.6k), a mana ability if it adds mana (CR 605.1a)."""
        piece = self.activated([Cost(exile_self=True), items[0]])  # type: ignore[attr-defined]
        assert isinstance(piece, ActivatedPiece)
        return ActivatedPiece(tuple(replace(a, zone="hand") for a in piece.abilities))

    def costs_exile_hand_card(self, items: list[Token]) -> Cost:
        """"Exile a card from your hand" (Cadaverous Bloom; 2003: 409.1f "remove … from the game")."""
        return Cost(exile_from_hand=1)

    # -- sacrificing several permanents, or one of two kinds ----------------------------------------------
    def costs_k_creatures(self, items: list[Token]) -> str:
        return "creature"

    def costs_k_lands(self, items: list[Token]) -> str:
        return "land"

    def costs_k_artifacts(self, items: list[Token]) -> str:
        return "artifact"

    def costs_k_types(self, items: list[Token]) -> str:
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None or name.lower() == word:
            raise ValueError(f"not a plural creature type: {word}")
        return name

    def costs_sac_n(self, items: list[object]) -> Cost:
        """"Sacrifice two Goblins" / "Sacrifice two lands" (CR 701.17; 2003: 409.1f)."""
        return Cost(sacrifice=(str(items[1]),), sacrifice_count=NUMBER_WORDS[str(items[0])])

    def costs_sac_either(self, items: list[str]) -> Cost:
        """"Sacrifice a creature or enchantment": a permanent of either kind."""
        if items[0] == items[1] or not (items[0].islower() and items[1].islower()):
            raise ValueError("two card types")
        return Cost(sacrifice=(items[0], items[1]))


@renders(SacrificeUnlessYou)
def _render_sacrifice_unless(eff: SacrificeUnlessYou, words: Words) -> list[str]:
    """"sacrifice CARDNAME unless you …" (the atom above)."""
    n = eff.count
    if eff.action == "discard_random" and n == 1 and not eff.kind:
        what = "discard a card at random"
    elif eff.action == "discard" and n == 1:
        what = f"discard {_a(eff.kind)} card" if eff.kind else "discard a card"
    elif eff.action == "sacrifice" and n == 1 and eff.kind and not eff.untapped and not eff.exclude:
        what = f"sacrifice {_a(eff.kind)}"
    elif eff.action == "sacrifice" and n > 1 and eff.kind[:1].isupper() and not eff.untapped and not eff.exclude:
        what = f"sacrifice {_COUNT_WORDS[n]} {plural_of(eff.kind)}"
    elif eff.action == "exile_gy" and n == 1 and not eff.kind:
        what = "exile a card from your graveyard"
    elif eff.action == "return" and n == 1 and eff.untapped and not eff.exclude:
        what = f"return an untapped {eff.kind} you control to its owner's hand"
    elif eff.action == "return" and n == 1 and eff.exclude and eff.kind == "land" and not eff.untapped:
        what = f"return a non-{eff.exclude} land you control to its owner's hand"
    elif eff.action == "return" and n > 1 and not eff.untapped and not eff.exclude:
        what = f"return {_COUNT_WORDS[n]} {plural_of(eff.kind)} you control to their owner's hand"
    elif eff.action == "exile_top" and eff.kind == "creature":
        what = "exile the top creature card of your graveyard"
    elif eff.action == "life":
        what = f"pay {n} life"
    else:
        raise ValueError(f"no rendering for {eff!r}")
    verb = {"sacrifice": "sacrifice", "tap": "tap"}[eff.otherwise]
    return [f"{verb} {words.thing('self')} unless you {what}"]


def _sacrificed(noun: str, stat: str) -> str:
    return f"the sacrificed {noun}'s {stat}"


@renders(DamageBySacrificed)
def _render_damage_by_sacrificed(eff: DamageBySacrificed, words: Words) -> list[str]:
    if eff.target_first:
        return [f"CARDNAME deals damage to {words.thing(eff.to)} equal to {_sacrificed(eff.noun, eff.stat)}"]
    return [f"CARDNAME deals damage equal to {_sacrificed(eff.noun, eff.stat)} to {words.thing(eff.to)}"]


@renders(LifeBySacrificed)
def _render_life_by_sacrificed(eff: LifeBySacrificed, words: Words) -> list[str]:
    return [f"you gain life equal to {_sacrificed(eff.noun, eff.stat)}"]


@renders(LootBySacrificed)
def _render_loot_by_sacrificed(eff: LootBySacrificed, words: Words) -> list[str]:
    return [f"draw cards equal to {_sacrificed(eff.noun, eff.stat)}, then discard {_COUNT_WORDS[eff.discard]} cards"]


@renders(AddManaBySacrificed)
def _render_mana_by_sacrificed(eff: AddManaBySacrificed, words: Words) -> list[str]:
    if eff.times != 1 or eff.any_color:
        raise ValueError(f"no rendering for {eff!r}")
    return [f"add an amount of {render_mana(eff.mana)} equal to {_sacrificed(eff.noun, eff.stat)}"]
