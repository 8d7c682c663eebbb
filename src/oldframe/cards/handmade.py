"""Hand-written behaviour for the cards the core needs before the Oracle compiler exists: the peer
benchmark decks and the ruling scenarios. Each entry is data in the card-definition model, written
from the card's Oracle text; the compiler (a later issue) must reproduce them from text.
Keyword lines and plain "{T}: Add …" lines come from the templates in ``registry``; entries here hold
only the rest.
"""

from __future__ import annotations

from oldframe.rules.mana import ManaCost, parse_mana
from oldframe.rules.model.cards import (
    ActivatedAbility,
    AddMana,
    Behaviour,
    ChooseCreatureTypeEach,
    CopySpec,
    Cost,
    CostKeyword,
    Count,
    CounterObject,
    DealDamage,
    DiscardAtRandom,
    Draw,
    ExileSelf,
    GainLife,
    ModifyPT,
    PhaseOut,
    RemoveFromGameReturnAtEndOfTurn,
    ReturnChosenTypeFromGraveyards,
    SacrificePermanent,
    Selector,
    SetCreatureTypeChosen,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
    WishFromOutsideTheGame,
)
from oldframe.rules.model.trigger_event import TriggerEvent

ANY_TARGET = TargetSpec(("creature", "player"))
CREATURE = TargetSpec(("creature",))


HANDMADE: dict[str, Behaviour] = {
    "Stifle": Behaviour(spell=SpellAbility((CounterObject("target:0"),), (TargetSpec(("ability",)),))),
    "Patriarch's Bidding": Behaviour(
        spell=SpellAbility((ChooseCreatureTypeEach(), ReturnChosenTypeFromGraveyards()))
    ),
    "Hypnotic Specter": Behaviour(
        triggered=(
            TriggeredAbility(Trigger(TriggerEvent.DEALS_DAMAGE_TO_OPPONENT), (DiscardAtRandom("event_player"),)),
        )
    ),
    "Worship": Behaviour(static=(StaticAbility("life_floor_one_with_creature"),)),
    "Upwelling": Behaviour(static=(StaticAbility("mana_pools_dont_empty"),)),
    "Drinker of Sorrow": Behaviour(
        static=(StaticAbility("cant_block"),),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE), (SacrificePermanent("controller"),)),),
    ),
    "Tolarian Academy": Behaviour(
        activated=(
            ActivatedAbility(Cost(tap=True), (AddMana(parse_mana("{U}"), Count("artifacts_you_control")),),
                             is_mana=True),
        )
    ),
    "Unnatural Selection": Behaviour(
        activated=(
            ActivatedAbility(Cost(mana=ManaCost.parse("{1}")),
                             (SetCreatureTypeChosen("target:0", forbidden=("Wall",)),), (CREATURE,)),
        )
    ),
    "Howling Mine": Behaviour(
        triggered=(
            TriggeredAbility(Trigger(TriggerEvent.DRAW_STEP_BEGINS, "each", "self_untapped"), (Draw("event_player"),)),
        )
    ),
    "Astral Slide": Behaviour(
        triggered=(
            TriggeredAbility(Trigger(TriggerEvent.CYCLES), (RemoveFromGameReturnAtEndOfTurn("target:0"),), (CREATURE,),
                             optional=True),
        )
    ),
}

#: Lines of a hand-written card's text (by prefix) that its behaviour above does NOT cover yet: the
#: registry still reports them, so the card stays unplayable until the rules exist (Blistering
#: Firecat's morph, CR 702.37; 2003: 502.26).
HANDMADE_LACKS: dict[str, tuple[str, ...]] = {}


# -- rules-depth mechanics: Licids, phasing, lifelink-style triggers, Wishes ----------------------
def _enchanted_gets(keywords: frozenset[str] = frozenset(), p: int = 0, t: int = 0) -> StaticAbility:
    return StaticAbility("continuous", affected=Selector("enchanted"), power=p, toughness=t, keywords=keywords)


_GAIN_THAT_MUCH = (GainLife("controller", Count("event_amount")),)

HANDMADE.update({
    "Teferi's Curse": Behaviour(enchant=TargetSpec(("artifact", "creature")),
                                static=(_enchanted_gets(frozenset({"phasing"})),)),
    "Reality Ripple": Behaviour(
        spell=SpellAbility((PhaseOut("target:0"),), (TargetSpec(("artifact", "creature", "land")),))
    ),
    "Spirit Link": Behaviour(
        enchant=CREATURE,
        triggered=(TriggeredAbility(Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE), _GAIN_THAT_MUCH),),
    ),
    "Armadillo Cloak": Behaviour(
        enchant=CREATURE,
        static=(_enchanted_gets(frozenset({"trample"}), 2, 2),),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.ENCHANTED_DEALS_DAMAGE), _GAIN_THAT_MUCH),),
    ),
    "Burning Wish": Behaviour(spell=SpellAbility((WishFromOutsideTheGame(("sorcery",)), ExileSelf()))),
    "Cunning Wish": Behaviour(spell=SpellAbility((WishFromOutsideTheGame(("instant",)), ExileSelf()))),
    "Living Wish": Behaviour(spell=SpellAbility((WishFromOutsideTheGame(("creature", "land")), ExileSelf()))),
    "Golden Wish": Behaviour(
        spell=SpellAbility((WishFromOutsideTheGame(("artifact", "enchantment")), ExileSelf()))
    ),
})

HANDMADE.update({
    "Clone": Behaviour(enters_as_copy=CopySpec()),
    "Vesuvan Doppelganger": Behaviour(enters_as_copy=CopySpec(keep_color=True, doppelganger=True)),
})


# -- ruling scenarios: poison, Fog, "isn't blocked", tap-and-hold, protection, fading, cantrips ----
from oldframe.rules.atoms.durations import (  # noqa: E402
    PREVENT_COMBAT_TO_AND_BY_ENCHANTED,
    AssignsNoCombatDamage,
)
from oldframe.rules.atoms.players import (  # noqa: E402
    DamageEqualToPower,
    DestroyAllCreatures,
    GivePoison,
)
from oldframe.rules.model.cards import DrawNextUpkeep  # noqa: E402

_UNBLOCKED = Trigger(TriggerEvent.ATTACKS_UNBLOCKED)
_MAY_NOT_UNTAP = StaticAbility("may_not_untap")  # "You may choose not to untap CARDNAME …" (CR 502.3)
_TAP = Cost(tap=True)

HANDMADE.update({
    "Marsh Viper": Behaviour(
        triggered=(TriggeredAbility(Trigger(TriggerEvent.DEALS_DAMAGE_TO_PLAYER), (GivePoison("event_player", 2),)),)
    ),
    "Gaseous Form": Behaviour(enchant=CREATURE, static=(StaticAbility(PREVENT_COMBAT_TO_AND_BY_ENCHANTED),)),
    "Ophidian": Behaviour(
        triggered=(TriggeredAbility(_UNBLOCKED, (Draw("controller"), AssignsNoCombatDamage("self")), optional=True),)
    ),
    "Dwarven Vigilantes": Behaviour(
        triggered=(TriggeredAbility(_UNBLOCKED, (DamageEqualToPower("target:0"), AssignsNoCombatDamage("self")),
                                    (CREATURE,), optional=True),)
    ),
    "Wrath of God": Behaviour(spell=SpellAbility((DestroyAllCreatures(regenerate=False),))),
    "Portent": Behaviour(spell=SpellAbility((DrawNextUpkeep("controller"),), (TargetSpec(("player",)),))),
})
HANDMADE_LACKS.update({
    "Darigaaz's Charm": ("Choose one", "• Return", "• Target creature gets"),  # modes; only the damage mode
    "Portent": ("Look at the top three",),
})


# -- morph, kicker, flashback, buyback, echo, cycling triggers, threshold, storm, pitch spells -------
# (rules in ``oldframe.rules.altcosts`` and ``oldframe.rules.atoms.altcost_atoms``)
from oldframe.rules.model.cards import (  # noqa: E402
    CounterRemoveMayPlay,
    CreateTokens,
    DestroyAllNoRegenerate,
    EchoUpkeep,
    IfThreshold,
    LoseAllAbilities,
    MayPayXForTokens,
    OpponentsPutPermanentsFromHand,
    PumpAll,
    PumpAllMinusX,
    ReturnFromGraveyardToPlay,
    ReturnToHand,
    SacrificeAtEndOfTurn,
    SetBasePT,
    TurnFaceDown,
    TurnFaceUp,
)


def _morph(cost: str) -> CostKeyword:
    return CostKeyword("morph", Cost(mana=ManaCost.parse(cost)))


def _face_up(*effects: object, targets: tuple[TargetSpec, ...] = ()) -> TriggeredAbility:
    return TriggeredAbility(Trigger(TriggerEvent.TURNED_FACE_UP), tuple(effects), targets)  # type: ignore[arg-type]


def _echo(cost: str) -> tuple[CostKeyword, TriggeredAbility]:
    return (CostKeyword("echo", Cost(mana=ManaCost.parse(cost))),
            TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours", "echo_due"),
                             (EchoUpkeep(ManaCost.parse(cost)),)))


_NONBLACK_CREATURE = TargetSpec(("creature",), filters=("noncolor:B",))
_ECHO_TROLL = _echo("{1}{G}")
_SAPROLING = CreateTokens(Count("kicker_x"), "Saproling", 1, 1, frozenset({"G"}), ("Saproling",))

HANDMADE.update({
    "Backslide": Behaviour(spell=SpellAbility((TurnFaceDown("target:0"),), (TargetSpec(("creature with morph",)),))),
    "Bane of the Living": Behaviour(cost_keywords=(_morph("{X}{B}{B}"),), triggered=(_face_up(PumpAllMinusX()),)),
    "Skirk Alarmist": Behaviour(activated=(
        ActivatedAbility(Cost(tap=True), (TurnFaceUp("target:0"), SacrificeAtEndOfTurn("target:0")),
                         (TargetSpec(("face-down creature",), controller="you"),)),)),
    "Unearth": Behaviour(spell=SpellAbility(
        (ReturnFromGraveyardToPlay("target:0"),),
        (TargetSpec(("creature card with converted mana cost 3 or less in your graveyard",)),))),
    "Break Open": Behaviour(spell=SpellAbility((TurnFaceUp("target:0"),),
                                               (TargetSpec(("face-down creature",), controller="opponent"),))),
    "Humble": Behaviour(spell=SpellAbility((SetBasePT("target:0", 0, 1), LoseAllAbilities("target:0")), (CREATURE,))),
    "Humility": Behaviour(static=(StaticAbility("lose_abilities_set_pt", affected=Selector("creatures"),
                                                power=1, toughness=1),)),
    "Engineered Plague": Behaviour(static=(StaticAbility("chosen_type_pt", affected=Selector("creatures"),
                                                         power=-1, toughness=-1),)),
    "Shifting Sky": Behaviour(static=(StaticAbility("chosen_color_all_nonland"),)),
    "Castle": Behaviour(static=(StaticAbility("continuous_if_untapped", affected=Selector("creatures_you_control"),
                                              toughness=2),)),
    # cycling
    "Decree of Justice": Behaviour(
        spell=SpellAbility((CreateTokens(Count("x"), "Angel", 4, 4, frozenset({"W"}), ("Angel",),
                                         frozenset({"flying"})),)),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.YOU_CYCLE_THIS), (MayPayXForTokens(
            CreateTokens(Count("x_paid"), "Soldier", 1, 1, frozenset({"W"}), ("Soldier",))),)),),
    ),
    "Gempalm Incinerator": Behaviour(triggered=(
        TriggeredAbility(Trigger(TriggerEvent.YOU_CYCLE_THIS), (DealDamage(Count("goblins_in_play"), "target:0"),),
                         (CREATURE,), optional=True),)),
    # flashback, threshold, graveyards
    "Ground Seal": Behaviour(
        triggered=(TriggeredAbility(Trigger(TriggerEvent.COMES_INTO_PLAY), (Draw("controller"),)),),
        static=(StaticAbility("graveyard_cards_untargetable"),),
    ),
    "Bearscape": Behaviour(activated=(
        ActivatedAbility(Cost(mana=ManaCost.parse("{1}{G}"), exile_from_graveyard=2),
                         (CreateTokens(1, "Bear", 2, 2, frozenset({"G"}), ("Bear",)),)),)),
    "Nimble Mongoose": Behaviour(keywords=frozenset({"shroud"}),
                                 static=(StaticAbility("threshold", affected=Selector("self"), power=2, toughness=2),)),
    "Kirtar's Wrath": Behaviour(spell=SpellAbility((IfThreshold(
        (DestroyAllNoRegenerate(), CreateTokens(2, "Spirit", 1, 1, frozenset({"W"}), ("Spirit",),
                                                frozenset({"flying"}))),
        (DestroyAllNoRegenerate(),)),))),
    # buyback, kicker, echo
    "Arcane Laboratory": Behaviour(static=(StaticAbility("one_spell_each_turn"),)),
    "Verdeloth the Ancient": Behaviour(
        cost_keywords=(CostKeyword("kicker", Cost(mana=ManaCost.parse("{X}"))),),
        static=(StaticAbility("continuous", affected=Selector("creatures", subtypes=frozenset({"Saproling"})),
                              power=1, toughness=1),
                StaticAbility("continuous", affected=Selector("other_creatures", subtypes=frozenset({"Treefolk"})),
                              power=1, toughness=1)),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.COMES_INTO_PLAY, condition="kicked"), (_SAPROLING,)),),
    ),
    "Tempting Wurm": Behaviour(triggered=(TriggeredAbility(Trigger(TriggerEvent.COMES_INTO_PLAY),
                                                           (OpponentsPutPermanentsFromHand(),)),)),
    "Spelljack": Behaviour(spell=SpellAbility((CounterRemoveMayPlay("target:0"),), (TargetSpec(("spell",)),))),
    # alternative costs
    "Massacre": Behaviour(spell=SpellAbility((PumpAll(Selector("creatures"), -2, -2),)),
                          cost_keywords=(CostKeyword("free_if", condition="opponent_plains_you_swamp"),)),
    "Spell Blast": Behaviour(spell=SpellAbility((CounterObject("target:0"),),
                                                (TargetSpec(("spell with converted mana cost X",)),))),
})
HANDMADE_LACKS.update({
    # "As CARDNAME comes into play, choose …": the choice on entry is not played yet (a scenario sets it)
    "Engineered Plague": ("As CARDNAME enters",),
    "Shifting Sky": ("As CARDNAME enters",),
})


# -- banding, Serra Avatar, Lifeline, text changing (rules in ``oldframe.rules.banding``,
# ``oldframe.rules.text_change``, ``oldframe.rules.loops`` and ``oldframe.rules.atoms.rulings``) ------
from oldframe.rules.atoms.rulings import (  # noqa: E402
    SHUFFLE_INSTEAD_OF_GRAVEYARD,
    MillRepeatIfShareColor,
    ReturnFromGraveyardAtNextEndOfTurn,
)
from oldframe.rules.text_change import COLOR, LAND, ChangeText  # noqa: E402
from oldframe.rules.text_change import CREATURE as CREATURE_TYPE  # noqa: E402

_SPELL_OR_PERMANENT = TargetSpec(("spell", "permanent"))

HANDMADE.update({
    "Mesa Pegasus": Behaviour(keywords=frozenset({"flying", "banding"})),
    "Serra Avatar": Behaviour(static=(StaticAbility("pt_equal_life"), StaticAbility(SHUFFLE_INSTEAD_OF_GRAVEYARD))),
    "Grindstone": Behaviour(activated=(ActivatedAbility(
        Cost(mana=ManaCost.parse("{3}"), tap=True), (MillRepeatIfShareColor("target:0"),),
        (TargetSpec(("player",)),)),)),
    "Lifeline": Behaviour(triggered=(TriggeredAbility(
        Trigger(TriggerEvent.CREATURE_PUT_INTO_GRAVEYARD_FROM_PLAY, condition="another_creature_in_play"),
        (ReturnFromGraveyardAtNextEndOfTurn("event_object"),)),)),
    "Sleight of Mind": Behaviour(spell=SpellAbility((ChangeText("target:0", COLOR),), (_SPELL_OR_PERMANENT,))),
    "Magical Hack": Behaviour(spell=SpellAbility((ChangeText("target:0", LAND),), (_SPELL_OR_PERMANENT,))),
    "Artificial Evolution": Behaviour(spell=SpellAbility((ChangeText("target:0", CREATURE_TYPE, ("Wall",)),),
                                                         (_SPELL_OR_PERMANENT,))),
})


# -- "as it comes into play, choose …", copies, modal spells, spell copies, draw replacement, layer
# 7d and Aura moves (rules in ``oldframe.rules.atoms.choices``) -----------------------------------------
from oldframe.rules.atoms.choices import (  # noqa: E402
    AURA_ON_CREATURE_OR_LAND,
    BecomeArtifactCreatureXX,
    CopyTriggeringSpell,
    CounterUnlessPaysPerGraveyardCard,
    DiscardHandDrawThatMany,
    LookAtTopReorder,
    LoseLifeEqualToDamageThisTurn,
    MoveAura,
    NextDrawFromOutside,
    PutCreatureFromHandHasteSacrifice,
    ShuffleRemoveTopMayPlayFree,
    SwitchPT,
)
from oldframe.rules.model.cards import BecomeCopy, ModalSpell, Storm  # noqa: E402
from oldframe.rules.targets import CARD_IN_YOUR_GRAVEYARD  # noqa: E402

_SELF = Selector("self")
_CHOOSE_COLOR = StaticAbility("enters_choose_color", "As CARDNAME comes into play, choose a color.")
_CHOOSE_TYPE = StaticAbility("enters_choose_type", "As CARDNAME comes into play, choose a creature type.")
_INSTANT_OR_SORCERY = ("nontype:creature", "nontype:artifact", "nontype:enchantment")
_SHAPESHIFT = CopySpec(shapeshifter=True)

HANDMADE.update({
    "Engineered Plague": Behaviour(static=(_CHOOSE_TYPE, StaticAbility("chosen_type_pt", affected=Selector("creatures"),
                                                                      power=-1, toughness=-1))),
    "Shifting Sky": Behaviour(static=(_CHOOSE_COLOR, StaticAbility("chosen_color_all_nonland"))),
    "Voice of All": Behaviour(static=(_CHOOSE_COLOR, StaticAbility("protection_chosen_color", affected=_SELF))),
    "Chameleon Spirit": Behaviour(static=(_CHOOSE_COLOR, StaticAbility("pt_chosen_color_opponents", affected=_SELF))),
    "Unstable Shapeshifter": Behaviour(triggered=(
        TriggeredAbility(Trigger(TriggerEvent.ANOTHER_CREATURE_COMES_INTO_PLAY),
                         (BecomeCopy("event_object", _SHAPESHIFT),)),)),
    "Darigaaz's Charm": Behaviour(spell=SpellAbility((ModalSpell((
        SpellAbility((ReturnToHand("target:0"),), (TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=("type:creature",)),)),
        SpellAbility((DealDamage(3, "target:0"),), (ANY_TARGET,)),
        SpellAbility((ModifyPT("target:0", 3, 3),), (CREATURE,)),
    )),))),
    "Final Punishment": Behaviour(spell=SpellAbility((LoseLifeEqualToDamageThisTurn("target:0"),),
                                                     (TargetSpec(("player",)),))),
    "Aquamoeba": Behaviour(activated=(ActivatedAbility(Cost(discard=1), (SwitchPT("self"),)),)),
    "Mirari": Behaviour(triggered=(
        TriggeredAbility(Trigger(TriggerEvent.CASTS_SPELL, "yours", filters=_INSTANT_OR_SORCERY),
                         (CopyTriggeringSpell(ManaCost.parse("{3}")),), optional=True),)),
    "Sneak Attack": Behaviour(activated=(
        ActivatedAbility(Cost(mana=ManaCost.parse("{R}")), (PutCreatureFromHandHasteSacrifice(),)),)),
    "Portent": Behaviour(spell=SpellAbility((LookAtTopReorder("target:0", 3), DrawNextUpkeep("controller")),
                                            (TargetSpec(("player",)),))),
    "Enchantment Alteration": Behaviour(spell=SpellAbility((MoveAura("target:0"),),
                                                           (TargetSpec((AURA_ON_CREATURE_OR_LAND,)),))),
    "Ring of Ma'rûf": Behaviour(activated=(
        ActivatedAbility(Cost(mana=ManaCost.parse("{5}"), tap=True, exile_self=True), (NextDrawFromOutside(),)),)),
    "Chimeric Staff": Behaviour(activated=(
        ActivatedAbility(Cost(mana=ManaCost.parse("{X}")), (BecomeArtifactCreatureXX("self"),)),)),
    "Tolarian Winds": Behaviour(spell=SpellAbility((DiscardHandDrawThatMany("controller"),))),
    "Circular Logic": Behaviour(spell=SpellAbility((CounterUnlessPaysPerGraveyardCard("target:0"),),
                                                   (TargetSpec(("spell",)),)),
                                cost_keywords=(CostKeyword("madness", Cost(mana=ManaCost.parse("{U}"))),)),
    "Ironfist Crusher": Behaviour(static=(StaticAbility("block_any_number"),),
                                  cost_keywords=(CostKeyword("morph", Cost(mana=ManaCost.parse("{3}{W}"))),)),
    "Mind's Desire": Behaviour(keywords=frozenset({"storm"}), spell=SpellAbility((ShuffleRemoveTopMayPlayFree(),)),
                               triggered=(TriggeredAbility(Trigger(TriggerEvent.STORM), (Storm(),)),)),
})
for _name in ("Engineered Plague", "Shifting Sky", "Darigaaz's Charm", "Portent"):
    HANDMADE_LACKS.pop(_name, None)


# -- split-card halves (keyed by the half's name; see ``cards.split``), Battle Screech, Opal Gargoyle --
from oldframe.rules.atoms.rulings import BecomeCreature  # noqa: E402

HANDMADE.update({
    # "Fire deals 2 damage divided as you choose among one or two targets": the number of targets and
    # the division are announced as it is played (CR 601.2c-d; 2003: 409.1c-d), so the two possible
    # announcements are played as two modes: 2 to one target, or 1 to each of two different targets.
    "Fire": Behaviour(spell=SpellAbility((ModalSpell((
        SpellAbility((DealDamage(2, "target:0"),), (ANY_TARGET,)),
        SpellAbility((DealDamage(1, "target:0"), DealDamage(1, "target:1")), (ANY_TARGET, ANY_TARGET)),
    )),))),
    # tokens without a name of their own are named for their types: "Elephant Token" (CR 111.4)
    "Battery": Behaviour(spell=SpellAbility((CreateTokens(1, "", 3, 3, frozenset({"G"}), ("Elephant",)),))),
    "Battle Screech": Behaviour(
        spell=SpellAbility((CreateTokens(2, "", 1, 1, frozenset({"W"}), ("Bird",), frozenset({"flying"})),)),
        cost_keywords=(CostKeyword("flashback", Cost(), condition="tap:3:W",
                                   text="Flashback—Tap three untapped white creatures you control."),)),
    "Opal Gargoyle": Behaviour(triggered=(TriggeredAbility(
        Trigger(TriggerEvent.CASTS_SPELL, "opponents", condition="self_enchantment", filters=("type:creature",)),
        (BecomeCreature("self", 2, 2, ("Gargoyle",), frozenset({"flying"})),)),)),
})
