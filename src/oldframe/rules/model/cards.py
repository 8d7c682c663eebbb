"""The card-definition model: what a card does, as small frozen data the engine interprets.

The Oracle-text compiler targets exactly these types; hand-written definitions use them too. A
definition never holds code: effects are atoms (:class:`Effect` subclasses) that
``oldframe.rules.effects`` executes, so definitions can be compared, rendered back to text and
serialised by reference.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from oldframe.rules.mana import Mana, ManaCost
from oldframe.rules.model.static_params import StaticParams
from oldframe.rules.model.trigger_event import TriggerEvent

# -- references used inside effects ---------------------------------------------------------------
# A Ref names an object or player relative to the resolving ability:
#   "target:N"      the N-th chosen target            "self"          the source object
#   "controller"    the ability's controller          "each_player"   every player, APNAP order
#   "event_player"  the player the trigger event names (e.g. the damaged player)
#   "event_object"  the object the trigger event names
#   "chosen"        objects chosen earlier in this resolution
Ref = str


@dataclass(frozen=True, slots=True)
class Count:
    """A number counted on resolution, e.g. artifacts you control (Tolarian Academy)."""

    what: str  # "artifacts_you_control" | "x"


Amount = int | Count


# -- targets ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement (CR 115; 2003: 409.1c). ``kinds`` are alternatives.

    kinds: "creature", "player", "artifact", "enchantment", "land", "permanent", "spell",
    "ability" (an activated or triggered ability on the stack).
    """

    kinds: tuple[str, ...]
    controller: str | None = None  # None (any), "you", "opponent"
    exclude_self: bool = False
    #: Extra requirements, all of which must hold (``oldframe.rules.target_filters``): "color:B",
    #: "noncolor:B", "type:creature" / "nontype:artifact" (card types; for spells the spell's),
    #: "attacking", "blocking", "attacking_or_blocking", "tapped", "untapped", "kw:flying",
    #: "nokw:flying".
    filters: tuple[str, ...] = ()
    #: One of "up to N" targets (CR 601.2c; 2003: 409.1c "the player announces … how many targets"):
    #: N consecutive optional requirements, of which the player announces how many they'll choose.
    optional: bool = False
    #: How this target must stand to the others (checked as targets are chosen, CR 601.2c):
    #: "owner:<i>" (a card owned by the player chosen as target i: "from their graveyard"),
    #: "same_owner" (every such target has one owner: "from a single graveyard"), "previous_controller"
    #: (a card owned by the controller of the permanent chosen as the target just before: "target artifact
    #: a player controls and target artifact card in that player's graveyard"), "event_player" (a card owned
    #: by the player a triggered ability's event names: "from that player's graveyard"); and "x_count": the
    #: number of these optional targets is the announced X ("each of X targets").
    relation: str = ""
    #: "up to one target …": the controller may choose no target (CR 601.2c, 115.1; 2003: 409.1c)
    up_to_one: bool = False

    def describe(self) -> str:
        words = " or ".join(self.kinds)
        if self.controller == "you":
            words += " you control"
        elif self.controller == "opponent":
            words += " an opponent controls"
        return "target " + words


# -- effects (atoms) ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Effect:
    """Base class of effect atoms."""

    #: "This ability still resolves if its target becomes illegal." (2003: "can't be countered except by
    #: spells and abilities"): an ability with such an atom is not countered on resolution for want of a
    #: legal target (CR 608.2b; 2003: 413.2a)
    resolves_without_legal_target: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    mana: Mana
    times: Amount = 1
    any_color: bool = False


@dataclass(frozen=True, slots=True)
class CounterObject(Effect):
    """Counter a spell or ability on the stack (CR 701.5)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class ModifyPT(Effect):
    """+N/+N until end of turn (CR 613.4c layer 7c)."""

    who: Ref
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    who: Ref
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class DiscardAtRandom(Effect):
    who: Ref
    count: int = 1


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    what: Ref


@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """Create a regeneration shield (CR 701.15; 2003: 419.6b)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class SacrificePermanent(Effect):
    """The player sacrifices a permanent of their choice matching ``kinds`` (empty = any)."""

    who: Ref
    kinds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """Its controller sacrifices the referenced permanent ("sacrifice CARDNAME"), if it is still in
    play under that player's control (CR 701.17a); otherwise nothing happens."""

    what: Ref


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class Tap(Effect):
    what: Ref


@dataclass(frozen=True, slots=True)
class ChooseCreatureTypeEach(Effect):
    """Each player, in APNAP order, chooses a creature type (remembered for later atoms)."""


@dataclass(frozen=True, slots=True)
class ReturnChosenTypeFromGraveyards(Effect):
    """Each player returns to play every creature card in their graveyard of any chosen type."""


@dataclass(frozen=True, slots=True)
class SetCreatureTypeChosen(Effect):
    """The controller chooses a creature type; ``what``'s creature type becomes it until end of turn."""

    what: Ref
    forbidden: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RemoveFromGameReturnAtEndOfTurn(Effect):
    """Remove the object from the game; return it to play under its owner's control at the
    beginning of the next end-of-turn step (a delayed trigger, CR 603.7)."""

    what: Ref


# -- costs and abilities -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Cost:
    """An activation or additional cost (CR 118, 602.2b; 2003: 409.1f)."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[str, ...] | None = None  # kinds/creature types of a permanent to sacrifice
    discard: int = 0
    discard_self: bool = False
    exile_from_graveyard: int = 0
    #: "Remove CARDNAME from the game" as a cost (Ring of Ma'rûf; CR 602.2b; 2003: 409.1f).
    exile_self: bool = False
    #: "Pay N life" (CR 119.4: only with a life total of at least N; 2003: 409.1f).
    life: int = 0
    #: "Discard your hand" as a cost (Lion's Eye Diamond; CR 602.2b; 2003: 409.1f): always payable.
    discard_hand: bool = False
    #: "Remove N <kind> counters from CARDNAME" (CR 122.1, 602.2b; 2003: 409.1f): (kind, N).
    remove_counters: tuple[str, int] | None = None
    #: "Put a -0/-1 counter on CARDNAME" as a cost (Wall of Roots; CR 602.2b; 2003: 409.1f): (kind, N).
    put_counters: tuple[str, int] | None = None
    #: "Exile the top card of your library" as a cost (Phyrexian Devourer; CR 602.2b): how many cards; the
    #: exiled card's mana value is kept as the ability's ``paid["exiled_mana_value"]``.
    exile_from_library: int = 0
    #: "Discard N cards at random" (CR 701.8; 2003: 409.1f): the cards are chosen at random.
    discard_random: int = 0
    #: What a card discarded for ``discard`` must be ("creature", "land"); "" for any card.
    discard_kind: str = ""
    #: "Tap N untapped <kind> you control" (CR 602.2b; summoning sickness doesn't matter unless
    #: the cost is {T}, CR 302.6; 2003: 212.3f): (kind, N, color) with kind "creature" or a
    #: creature type and color "" or a color word.
    tap_untapped: tuple[str, int, str] | None = None
    #: What a card exiled from the graveyard for ``exile_from_graveyard`` must be ("creature");
    #: ``exile_top``: it must be the top such card (no choice; Necratog).
    exile_kind: str = ""
    exile_top: bool = False
    #: "Return CARDNAME to its owner's hand" as a cost (Attunement; CR 602.2b; 2003: 409.1f).
    return_self: bool = False
    #: How many permanents ``sacrifice`` takes ("Sacrifice two Goblins"); 0 means one.
    sacrifice_count: int = 0
    #: "Return a Forest you control to its owner's hand" (Quirion Ranger): (kind, N) with kind a
    #: card type in lower case or a subtype.
    return_permanents: tuple[str, int] | None = None
    #: "Exile a card from your hand" (Cadaverous Bloom): how many cards, chosen while paying.
    exile_from_hand: int = 0
    #: How many of the ``discard`` cards must be of ``discard_kind`` (0: all of them): "Discard an
    #: Island card and another card" (Foil) is two discards, one of them an Island card.
    discard_of_kind: int = 0
    #: "Sacrifice all permanents you control" (Kaervek's Spite's additional cost; CR 601.2h): no choice,
    #: always payable.
    sacrifice_all: bool = False


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana: bool = False
    zone: str = "battlefield"  # "hand" for cycling
    sorcery_speed: bool = False
    keyword: str = ""  # "cycling" for the cycling ability (CR 702.29; 2003: 502.18)
    text: str = ""
    #: "Activate only …" (CR 602.5b; 2003: 403.5): "before_attackers" (during your turn, before
    #: attackers are declared), "your_upkeep", "once" / "twice" (each turn); "" for none.
    restriction: str = ""
    #: "Any player may activate this ability." (CR 602.1; Ribbon Snake): not only its controller; the
    #: player who activates it controls it and pays its costs.
    any_player: bool = False


@dataclass(frozen=True, slots=True)
class Trigger:
    """What a triggered ability waits for (CR 603.2).

    event: the :class:`TriggerEvent` it waits for (a ``StrEnum``: each member is its old word).
    whose: for step triggers, "yours" or "each".
    condition: an intervening-if (CR 603.4), e.g. "self_untapped".
    """

    event: TriggerEvent
    whose: str = "each"
    condition: str | None = None
    #: For "casts_spell": what the spell must be (``TargetSpec.filters`` words, e.g. "color:W",
    #: "type:creature"); whose is "each" (a player), "opponents" or "yours".
    filters: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    trigger: Trigger
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class Selector:
    """Which permanents a static ability affects (CR 611.3a: re-evaluated continuously).

    who: "self", "enchanted" (what this Aura is attached to), "creatures" (every creature),
    "creatures_you_control", "other_creatures_you_control", "other_creatures".
    colors/subtypes narrow it (any of); ``exclude_colors`` removes colors ("nonblack").
    """

    who: str
    colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    exclude_colors: frozenset[str] = frozenset()
    #: card types the permanents have instead of "creature" (any of): "Other enchantments you control",
    #: "All artifacts", "Creatures and lands you control" (CR 611.3a; ``who`` still says whose / "other")
    types: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604). ``kind`` names rule-modifying statics the engine knows:
    "cant_block", "first_strike_while_attacking", "life_floor_one_with_creature" (Worship),
    "mana_pools_dont_empty" (Upwelling), "cant_attack", "doesnt_untap"; or "continuous" for a
    characteristic-changing effect on ``affected``: +power/+toughness (layer 7c, CR 613.4c) and
    granted keywords (layer 6, CR 613.1f).
    """

    kind: str
    text: str = ""
    affected: Selector | None = None
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    #: The effect applies only while this holds (``rules.conditions``): "threshold" (seven or more
    #: cards in the controller's graveyard, CR 702.38; 2003: 502.23).
    condition: str = ""
    #: For "set_color" (layer 5, CR 613.1e; 2003: 418.5b): the colors the affected object becomes.
    colors: frozenset[str] = frozenset()
    #: For "granted_ability" (layer 6, CR 613.1f): the activated ability the affected objects have
    #: ("All Sliver creatures have "{2}: This creature gets +0/+1 until end of turn."").
    granted: ActivatedAbility | None = None
    #: The kind's own parameters when it takes more than one value (``rules.model.static_params``):
    #: counted P/T, spell cost changes, combat conditions, untap filters, Domain amounts.
    params: StaticParams | None = None


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    additional_cost: Cost | None = None


@dataclass(frozen=True, slots=True)
class CopySpec:
    """How a copy effect copies (CR 707.9 exceptions): keep the copier's own color; give the copy
    Vesuvan Doppelganger's upkeep ability."""

    keep_color: bool = False
    doppelganger: bool = False
    #: "… except it has this ability" (Unstable Shapeshifter): the copy keeps the copier's trigger.
    shapeshifter: bool = False


@dataclass(frozen=True, slots=True)
class Behaviour:
    """Everything a card does beyond its printed characteristics."""

    keywords: frozenset[str] = frozenset()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    spell: SpellAbility | None = None
    enchant: TargetSpec | None = None  # an Aura / 2003 "Enchant creature": what it targets and enchants
    enters_as_copy: CopySpec | None = None  # Clone, Vesuvan Doppelganger (CR 707.5; 2003: 503.5)
    enters_tapped: bool = False  # "CARDNAME comes into play tapped" (CR 614.1c replacement)
    # Costed keywords and alternative/additional costs: morph, kicker, flashback, buyback, echo,
    # madness, pitch and conditional free casting (see :class:`CostKeyword`).
    cost_keywords: tuple[CostKeyword, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine plays it: characteristics plus behaviour.

    ``playable`` is False when some of the card's text is not understood; such a card is refused by
    deck validation (``unplayable_reason`` says why).
    """

    name: str
    mana_cost: ManaCost
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    text: str
    behaviour: Behaviour = field(default_factory=Behaviour)
    playable: bool = True
    unplayable_reason: str = ""

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & self.types)


# -- atoms for rules-depth mechanics (phasing, Licids, delayed destruction, Wishes) ----------------
@dataclass(frozen=True, slots=True)
class PhaseOut(Effect):
    """The object phases out (2003 502.15; CR 702.26)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class BecomeLicidAura(Effect):
    """A Licid loses this ability, becomes a creature enchantment on ``what``; its controller may pay
    ``end_cost`` to end the effect (Tempest; 2003 digest §14)."""

    what: Ref
    end_cost: ManaCost = field(default_factory=ManaCost)


@dataclass(frozen=True, slots=True)
class DestroyAtEndOfCombat(Effect):
    """Destroy the object at end of combat (a delayed trigger, CR 603.7; Serpentine Basilisk)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class WishFromOutsideTheGame(Effect):
    """You may put a card you own of one of ``kinds`` from outside the game into your hand
    (the ``outside_the_game`` axis: sideboard, and under oldframe also removed-from-game cards)."""

    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExileSelf(Effect):
    """"Remove CARDNAME from the game" as a spell's last instruction: it goes there, not to the
    graveyard (CR 608.2n)."""


# -- atoms added for the Oracle-text compiler (executors in ``oldframe.rules.atoms``) ------------------
@dataclass(frozen=True, slots=True)
class Untap(Effect):
    """Untap a permanent (CR 701.21; 2003: glossary "Untap")."""

    what: Ref


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """Return a permanent to its owner's hand (CR 400.3, 400.7; 2003: 217.1)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class DestroyNoRegenerate(Effect):
    """Destroy; "it can't be regenerated" (CR 701.15c; 2003: 419.6b)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class GrantKeyword(Effect):
    """The object gains a keyword until end of turn (layer 6, CR 613.1f; 2003: 418.5a)."""

    who: Ref
    keyword: str


@dataclass(frozen=True, slots=True)
class PumpAll(Effect):
    """Every creature the selector covers on resolution gets +N/+N until end of turn; the set is
    fixed then (CR 611.2c; 2003: 418.2c)."""

    affected: Selector
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class DamageEach(Effect):
    """Damage to each creature (optionally only those without ``without``) and/or each player
    (CR 120.3; 2003: 419.3)."""

    amount: Amount
    creatures: bool = True
    players: bool = False
    without: str = ""


@dataclass(frozen=True, slots=True)
class DrawNextUpkeep(Effect):
    """"Draw a card at the beginning of the next turn's upkeep": sets up a delayed triggered
    ability (CR 603.7; 2003: 404.4)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class BecomeCopy(Effect):
    """The source becomes a copy of ``what`` (CR 707.2; 2003: 503.4: no comes-into-play or leaves-play
    triggers, non-copy effects stay)."""

    what: Ref
    spec: CopySpec = field(default_factory=CopySpec)


# -- costed keywords and alternative costs (rules in ``oldframe.rules.altcosts`` / ``rules.morph``) --
@dataclass(frozen=True, slots=True)
class CostKeyword:
    """A keyword or line that offers another way to play the card, or an extra cost.

    keyword: "morph" (CR 702.37; 2003: 502.26), "kicker" (CR 702.33; 2003: 502.21), "flashback"
    (CR 702.34; 2003: 502.22), "buyback" (CR 702.27; 2003: 502.16), "echo" (CR 702.30; 2003:
    502.19), "madness" (CR 702.35; 2003: 502.24), "pitch" (an alternative cost: pay ``life`` and
    remove a ``pitch_color`` card in hand from the game, CR 118.9; 2003: glossary "Alternative
    Cost"), "free_if" (play without paying the mana cost if ``condition`` holds), "landcycling"
    (``condition`` names the land type searched for, CR 702.29e; 2003: 502.18c).
    ``cost.mana`` may hold {X} (kicker {X}, morph {X}{B}{B}).
    """

    keyword: str
    cost: Cost = field(default_factory=Cost)
    life: int = 0
    pitch_color: str = ""
    condition: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Effect):
    """Turn a face-down permanent face up (CR 702.37e, 708.8; 2003: 504.5); no morph cost is
    paid, so X in it is 0."""

    what: Ref


@dataclass(frozen=True, slots=True)
class TurnFaceDown(Effect):
    """Turn a permanent with morph face down (CR 708; 2003: 504; Backslide): effects on it stay."""

    what: Ref


@dataclass(frozen=True, slots=True)
class SacrificeAtEndOfTurn(Effect):
    """"At end of turn, sacrifice it": a delayed trigger (CR 603.7; 2003: 404.4)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class PumpAllMinusX(Effect):
    """All creatures get -X/-X until end of turn, X from the ability (Bane of the Living)."""


@dataclass(frozen=True, slots=True)
class SetBasePT(Effect):
    """Until end of turn the creature has base power/toughness N/M (layer 7b, CR 613.4b)."""

    who: Ref
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class LoseAllAbilities(Effect):
    """Until end of turn the object loses all abilities (layer 6, CR 613.1f; 2003: 418.5a)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyardToPlay(Effect):
    """Put a card from a graveyard into play under its owner's control, face up (CR 400.3)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class ExileCard(Effect):
    """Remove a card (in a graveyard) from the game."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CreateTokens(Effect):
    """Put ``count`` creature tokens into play under ``who``'s control (CR 111; 2003: 216)."""

    count: Amount
    name: str
    power: int
    toughness: int
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    who: Ref = "controller"


@dataclass(frozen=True, slots=True)
class DestroyAllNoRegenerate(Effect):
    """Destroy all creatures; they can't be regenerated (CR 701.15c)."""


@dataclass(frozen=True, slots=True)
class IfThreshold(Effect):
    """Threshold on resolution (CR 702.38; 2003: 502.23c): ``then`` if seven or more cards are in
    the controller's graveyard, else ``otherwise``."""

    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Storm(Effect):
    """The storm trigger's effect: copy the spell for each other spell played before it this turn
    (CR 702.40; 2003: 502.30)."""


@dataclass(frozen=True, slots=True)
class EchoUpkeep(Effect):
    """Echo's upkeep trigger: "sacrifice it unless you pay its echo cost" (CR 702.30a; 2003: 502.19a)."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class CounterRemoveMayPlay(Effect):
    """Counter target spell; if countered this way, remove it from the game instead of putting it
    into the graveyard; its new controller may play it without paying its mana cost while it stays
    removed (Spelljack)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class OpponentsPutPermanentsFromHand(Effect):
    """Each opponent may put any number of artifact, creature, enchantment and/or land cards from
    their hand into play (Tempting Wurm): put into play, not played (2003: 502.21a, 502.26b)."""


@dataclass(frozen=True, slots=True)
class MayPayXForTokens(Effect):
    """"You may pay {X}. If you do, put X <token>s into play." X is chosen as it resolves."""

    tokens: CreateTokens


# -- modal spells (rules in ``oldframe.rules.atoms.choices``) ----------------------------------------
@dataclass(frozen=True, slots=True)
class ModalSpell(Effect):
    """"Choose one —": the spell's only effect; the mode is chosen as the spell is announced, before
    targets (CR 601.2b, 700.2; 2003: 409.1b), and the spell then has that mode's targets and effects."""

    modes: tuple[SpellAbility, ...]


# -- split cards (rules in ``oldframe.rules.split``) -------------------------------------------------
@dataclass(frozen=True, slots=True)
class SplitCardDef(CardDef):
    """A split card (CR 709; 2003: 505): off the stack it has the combined characteristics of both
    halves (two names joined by "//", the colors and card types of both, the total mana cost); a
    player plays one half, and on the stack only that half's characteristics exist (``halves``:
    left, right, each a full :class:`CardDef` named for its half)."""

    halves: tuple[CardDef, ...] = ()


def token_card(name: str, colors: frozenset[str], types: frozenset[str], subtypes: tuple[str, ...],
               power: int | None, toughness: int | None, keywords: frozenset[str] = frozenset(),
               supertypes: frozenset[str] = frozenset()) -> CardDef:
    """A token's characteristics: set by the effect that made it, no card or mana cost behind it
    (CR 111.3; 2003: 216.1)."""
    return CardDef(name, ManaCost(), colors, supertypes, types, subtypes, power, toughness, "",
                   Behaviour(keywords=keywords))
