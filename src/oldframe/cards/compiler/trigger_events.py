"""More trigger events (CR 603) and the trigger bodies that refer to their event.

- State triggers (CR 603.8; 2003: 410.11): "When you control no Islands, sacrifice CARDNAME." (Dandân,
  Merchant Ship, Covetous Dragon "no artifacts", Emperor Crocodile "no other creatures"), "When there
  are no creatures on the battlefield, …" (Drop of Honey); the intervening-if "At the beginning of the
  end step, if no creatures are on the battlefield, sacrifice CARDNAME." (Pestilence, CR 603.4).
- Leaves-play triggers (CR 603.6c, 603.10a): "When CARDNAME leaves the battlefield, you lose 10 life."
  (Delusions of Mediocrity, Goblin Firebug); under 2003 rules phasing out is leaving play.
- "Whenever CARDNAME becomes the target of a spell or ability, …" (Task Force, Segmented Wurm;
  "When …, sacrifice it.": Skulking Ghost, Tar Pit Warrior).
- "Whenever a creature dealt damage by CARDNAME this turn dies, put a +1/+1 counter on CARDNAME."
  (Sengir Vampire, Sengir Bats, Vampiric Dragon).
- Creatures entering / dying / blocking: Soul Warden, Elvish Vanguard, Goblin Sharpshooter, Moonlit
  Wake, Heat of Battle ("CARDNAME deals 1 damage to that creature's controller").
- "At the beginning of the upkeep of enchanted creature's controller, CARDNAME deals 2 damage to that
  player." (Parasitic Bond, Cursed Land, Warp Artifact, Feedback).
- "Whenever CARDNAME blocks or becomes blocked by a non-Wall creature, destroy that creature at end
  of combat." (Cockatrice, Thicket Basilisk; a delayed trigger, CR 603.7).
- "Whenever CARDNAME attacks and isn't blocked, defending player gets a poison counter." (Crypt
  Cobra) and "defending player discards a card" (Abyssal Nightstalker).
- Small ones: "Whenever a permanent is turned face up", "Whenever a player cycles a card", "Whenever
  CARDNAME is dealt combat damage", "Whenever CARDNAME attacks alone", "When you cast a creature
  spell", "Whenever an opponent plays a land", "When CARDNAME enters the battlefield or dies".
- "When you cycle CARDNAME" (Gempalm Strider, Complicate — on an instant too, CR 702.29c), "… blocks
  or becomes blocked by one or more black creatures" (Serra Inquisitors, Dwarven Soldier), "blocks a
  creature with flying" (Woolly Spider, Crimson Roc), "Whenever an opponent draws / discards a card"
  (Underworld Dreams, Megrim), "Whenever CARDNAME is dealt damage" (Fungusaur).
- "that creature": the creature the event names (Sylvan Basilisk, Phyrexian Reaper "becomes blocked
  by a green creature", Voracious Cobra "deals combat damage to a creature", Mercurial Kite).
- "When CARDNAME attacks or blocks, destroy / sacrifice it at end of combat." (Ceremonial Guard, Cinder
  Wall, Fog Elemental; CR 603.7) and "that creature's controller sacrifices a land" (Burning Sands).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.filters import render_noun
from oldframe.cards.compiler.render import SELF_IT_EVENTS, Words, renders, renders_trigger
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.rules.atoms.trigger_bodies import (
    DamageObjectController,
    DefendingPlayerDiscards,
    DefendingPlayerPoison,
    GainLifeAfterMay,
    ObjectControllerSacrifices,
    PowerDamageInsteadOfCombat,
    SacrificeIt,
    SacrificeItAtEndOfCombat,
)
from oldframe.rules.model.cards import Destroy, DestroyAtEndOfCombat, Effect, TargetSpec, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
_LAND_TYPES = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
               "forests": "Forest"}
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
#: Events whose "that creature" is a creature the event names (``event_object``).
CREATURE_EVENTS = frozenset({TriggerEvent.BLOCKS_OR_BLOCKED_BY, TriggerEvent.CREATURE_BLOCKS,
                             TriggerEvent.BLOCKED_BY_CREATURE, TriggerEvent.CREATURE_ENTERS,
                             TriggerEvent.CREATURE_DIES, TriggerEvent.CREATURE_ATTACKS, TriggerEvent.BLOCKS_CREATURE,
                             TriggerEvent.BLOCKED_BY, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE,
                             TriggerEvent.ENCHANTED_BECOMES_TARGET, TriggerEvent.DEALS_DAMAGE_TO_CREATURE,
                             TriggerEvent.CREATURE_ENTERS_YOURS,
                             TriggerEvent.ENCHANTED_BECOMES_TAPPED,  # Insolence (enchanted_events.py)
                             TriggerEvent.ENCHANTED_DEALT_DAMAGE})
#: Events after which "that creature" names a creature in play the event names (``event_object``).
THAT_CREATURE_EVENTS = frozenset({TriggerEvent.BLOCKS_OR_BLOCKED_BY, TriggerEvent.CREATURE_BLOCKS,
                                  TriggerEvent.BLOCKED_BY_CREATURE, TriggerEvent.CREATURE_ENTERS,
                                  TriggerEvent.CREATURE_ATTACKS, TriggerEvent.BLOCKS_CREATURE, TriggerEvent.BLOCKED_BY,
                                  TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE, TriggerEvent.ENCHANTED_BECOMES_TARGET,
                                  TriggerEvent.DEALS_DAMAGE_TO_CREATURE, TriggerEvent.CREATURE_ENTERS_YOURS})
#: Combat events: "destroy that creature at end of combat" (CR 603.7; 2003: 404.4).
COMBAT_CREATURE_EVENTS = frozenset({TriggerEvent.BLOCKS_OR_BLOCKED_BY, TriggerEvent.CREATURE_BLOCKS,
                                    TriggerEvent.BLOCKED_BY_CREATURE, TriggerEvent.BLOCKS_CREATURE,
                                    TriggerEvent.BLOCKED_BY, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE,
                                    TriggerEvent.DEALS_DAMAGE_TO_CREATURE})
#: Events of the attacking card itself: "defending player" (CR 506.2; 2003: 306.1).
ATTACK_EVENTS = frozenset({TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_UNBLOCKED, TriggerEvent.BECOMES_BLOCKED,
                           TriggerEvent.BLOCKED_BY_CREATURE, TriggerEvent.ATTACKS_ALONE})
#: New events whose "that player" is a player the event names.
THAT_PLAYER_EVENTS = frozenset({TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP, TriggerEvent.PLAYS_LAND, TriggerEvent.CYCLES,
                                TriggerEvent.WHEN_CASTS, TriggerEvent.DRAWS_CARD, TriggerEvent.DISCARDS_CARD})
NEW_EVENTS = frozenset({TriggerEvent.STATE, TriggerEvent.END_STEP_IF, TriggerEvent.LEAVES_PLAY,
                        TriggerEvent.BECOMES_TARGET, TriggerEvent.DAMAGED_CREATURE_DIES, TriggerEvent.CREATURE_DIES,
                        TriggerEvent.CREATURE_ENTERS, TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP,
                        TriggerEvent.BLOCKS_OR_BLOCKED_BY, TriggerEvent.CREATURE_BLOCKS,
                        TriggerEvent.PERMANENT_TURNED_FACE_UP, TriggerEvent.CYCLES, TriggerEvent.DEALT_COMBAT_DAMAGE,
                        TriggerEvent.ATTACKS_ALONE, TriggerEvent.WHEN_CASTS, TriggerEvent.PLAYS_LAND,
                        TriggerEvent.ETB_OR_DIES, TriggerEvent.YOU_CYCLE_THIS, TriggerEvent.BLOCKS_OR_BLOCKED_BY_ONE,
                        TriggerEvent.DRAWS_CARD, TriggerEvent.DISCARDS_CARD, TriggerEvent.DEALT_DAMAGE,
                        TriggerEvent.ENCHANTED_BECOMES_TARGET, TriggerEvent.CREATURE_ATTACKS,
                        TriggerEvent.BLOCKS_CREATURE, TriggerEvent.BLOCKED_BY, TriggerEvent.DEALS_DAMAGE_TO_CREATURE})
SELF_IT_EVENTS.update({TriggerEvent.BECOMES_TARGET, TriggerEvent.ATTACKS_ALONE})


def check_body(trig: Trigger, effects: tuple[Effect, ...]) -> None:
    """Refuse a body whose words name something the trigger event doesn't provide."""
    if effects and getattr(effects[0], "reads_as_intervening_if", False):  # atoms.counters
        raise ValueError("'…, if …, …' right after the trigger is an intervening-if (CR 603.4), not an effect")
    for e in effects:
        if isinstance(e, DestroyAtEndOfCombat) and e.what == "event_object" \
                and trig.event not in COMBAT_CREATURE_EVENTS:
            raise ValueError("'that creature' at end of combat needs a combat event naming a creature")
        if (e == DestroyAtEndOfCombat("self") or isinstance(e, SacrificeItAtEndOfCombat)) \
                and trig.event not in (TriggerEvent.ATTACKS, TriggerEvent.BLOCKS, TriggerEvent.ATTACKS_OR_BLOCKS):
            raise ValueError("'… it at end of combat' outside the card's own combat triggers")
        if isinstance(e, (DamageObjectController, ObjectControllerSacrifices)) and trig.event not in CREATURE_EVENTS:
            raise ValueError("'that creature's controller' needs an event naming a creature")
        if isinstance(e, (DefendingPlayerPoison, DefendingPlayerDiscards)) and trig.event not in ATTACK_EVENTS:
            raise ValueError("'defending player' needs an attack event of the card itself")
        refs = {getattr(e, f) for f in e.__dataclass_fields__}
        if trig.event in NEW_EVENTS and trig.event not in THAT_PLAYER_EVENTS and "event_player" in refs:
            raise ValueError("'that player' the event doesn't name")
        enchanted_creature = trig.event == TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP and trig.filters == ("creature",)
        if "event_object" in refs and trig.event not in THAT_CREATURE_EVENTS and not enchanted_creature:
            raise ValueError("'that creature' the event doesn't name")


class TriggerEventTemplates:
    """Transformer methods of ``grammar/trigger_events.lark``."""

    subtype_names: dict[str, str]

    # -- state triggers (CR 603.8; 2003: 410.11) ---------------------------------------------------
    def trig_none_land_type(self, items: list[Token]) -> str:
        return "subtype:" + _LAND_TYPES[str(items[0])]

    def trig_none_artifacts(self, items: list[Token]) -> str:
        return "type:artifact"

    def trig_none_enchantments(self, items: list[Token]) -> str:
        return "type:enchantment"

    def trig_none_lands(self, items: list[Token]) -> str:
        return "type:land"

    def trig_none_creatures(self, items: list[Token]) -> str:
        return "type:creature"

    def trig_none_other_creatures(self, items: list[Token]) -> str:
        return "other:type:creature"

    def t_control_none(self, items: list[str]) -> Trigger:
        return Trigger(TriggerEvent.STATE, "yours", filters=("none_yours:" + items[0],))

    def t_no_creatures(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.STATE, "each", filters=("none:type:creature",))

    def trig_if_no_creatures(self, items: list[Token]) -> str:
        return "none:type:creature"

    def trig_if_you_no_creatures(self, items: list[Token]) -> str:
        return "none_yours:type:creature"

    # -- the card itself ------------------------------------------------------------------------
    def t_leaves(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.LEAVES_PLAY)

    def t_becomes_target(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BECOMES_TARGET)

    def t_becomes_target_when(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BECOMES_TARGET, "when")

    def t_damaged_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DAMAGED_CREATURE_DIES)

    def t_dealt_combat(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DEALT_COMBAT_DAMAGE)

    def t_attacks_alone(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ATTACKS_ALONE)

    def t_etb_or_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ETB_OR_DIES)

    # -- other creatures and players ----------------------------------------------------------------
    def t_creature_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_DIES)

    def t_creature_yours_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_DIES, "yours")

    def t_another_enters(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ENTERS, filters=("other",))

    def t_another_enters_when(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ENTERS, "when", filters=("other",))

    def t_another_type_enters(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ENTERS, filters=("other", "subtype:" + self.subtype_names[str(items[-1])]))

    def t_type_enters(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ENTERS, filters=("subtype:" + self.subtype_names[str(items[-1])],))

    def trig_host_creature(self, items: list[Token]) -> str:
        return "creature"

    def trig_host_land(self, items: list[Token]) -> str:
        return "land"

    def trig_host_artifact(self, items: list[Token]) -> str:
        return "artifact"

    def trig_host_enchantment(self, items: list[Token]) -> str:
        return "enchantment"

    def t_enchanted_upkeep(self, items: list[str]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP, filters=(items[0],))

    def trig_by_any(self, items: list[Token]) -> tuple[str, ...]:
        return ()

    def trig_by_nontype(self, items: list[Token]) -> tuple[str, ...]:
        return ("nonsubtype:" + self.subtype_names[str(items[0])],)

    def trig_by_noncolor(self, items: list[Token]) -> tuple[str, ...]:
        return ("noncolor:" + COLOR_LETTERS[str(items[0])],)

    def trig_by_color(self, items: list[Token]) -> tuple[str, ...]:
        return ("color:" + COLOR_LETTERS[str(items[0])],)

    def trig_by_colors(self, items: list[Token]) -> tuple[str, ...]:
        a, b = COLOR_LETTERS[str(items[0])], COLOR_LETTERS[str(items[1])]
        if a == b:
            raise ValueError("one color twice")
        return (f"anycolor:{a}:{b}",)

    def t_blocks_or_blocked_by(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.BLOCKS_OR_BLOCKED_BY, filters=items[0])

    def t_creature_blocks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_BLOCKS)

    def t_permanent_face_up(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.PERMANENT_TURNED_FACE_UP)

    def t_cycles(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CYCLES)

    def t_when_you_cast(self, items: list[tuple[str, ...]]) -> Trigger:
        if any(f.split(":")[0] not in ("color", "noncolor", "type", "nontype") for f in items[0]):
            raise ValueError("a spell is not in combat")
        return Trigger(TriggerEvent.WHEN_CASTS, "yours", filters=items[0])

    def t_when_opponent_casts(self, items: list[tuple[str, ...]]) -> Trigger:
        """Straw Golem: "When an opponent casts a creature spell" (CR 601.2i)."""
        return Trigger(TriggerEvent.WHEN_CASTS, "opponents", filters=self.t_when_you_cast(items).filters)

    def t_you_cycle_this(self, items: list[Token]) -> Trigger:
        """"When you cycle CARDNAME" (CR 702.29c; 2003: 502.18a): the cycled card triggers from the
        graveyard (``rules.altcosts.cycled_self``)."""
        return Trigger(TriggerEvent.YOU_CYCLE_THIS)

    def trig_by_type(self, items: list[Token]) -> tuple[str, ...]:
        return ("subtype:" + self.subtype_names[str(items[0])],)

    def t_blocks_or_blocked_by_one(self, items: list[tuple[str, ...]]) -> Trigger:
        """Serra Inquisitors: "… by one or more black creatures": once per combat (CR 509.3c, 509.3d)."""
        return Trigger(TriggerEvent.BLOCKS_OR_BLOCKED_BY_ONE, filters=items[0])

    def t_opponent_draws(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DRAWS_CARD, "opponents")

    def t_opponent_discards(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DISCARDS_CARD, "opponents")

    def t_player_discards(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DISCARDS_CARD, "each")

    def t_dealt_damage(self, items: list[Token]) -> Trigger:
        """Fungusaur: "Whenever CARDNAME is dealt damage" (CR 120.3)."""
        return Trigger(TriggerEvent.DEALT_DAMAGE)

    def t_enchanted_target(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_BECOMES_TARGET)

    def t_creature_yours_blocks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_BLOCKS, "yours")

    def t_creature_attacks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CREATURE_ATTACKS)

    def t_blocks_creature_with(self, items: list[str]) -> Trigger:
        """Woolly Spider: "Whenever CARDNAME blocks a creature with flying": once per attacker it blocks
        (CR 509.3c; 2003: 410.9)."""
        return Trigger(TriggerEvent.BLOCKS_CREATURE, filters=tuple(items))

    def t_blocked_by_filtered(self, items: list[tuple[str, ...]]) -> Trigger:
        """Phyrexian Reaper: "Whenever CARDNAME becomes blocked by a green creature": once per such
        blocker (CR 509.3e; 2003: 410.9)."""
        return Trigger(TriggerEvent.BLOCKED_BY, filters=items[0])

    def t_combat_damage_creature(self, items: list[Token]) -> Trigger:
        """Dripping Dead: "Whenever CARDNAME deals combat damage to a creature" (CR 510.2)."""
        return Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE)

    def trig_that_creature(self, items: list[Token]) -> Thing:
        """"that creature": the creature the trigger event names (checked by :func:`check_body`)."""
        return Thing("event_object")

    def trig_destroy_that(self, items: list[Token]) -> Clause:
        return Clause((Destroy("event_object"),))

    def trig_destroy_it_eoc(self, items: list[Token]) -> Clause:
        """Cinder Wall: "When CARDNAME blocks, destroy it at end of combat." (CR 603.7)."""
        return Clause((DestroyAtEndOfCombat("self"),))

    def trig_sacrifice_it_eoc(self, items: list[Token]) -> Clause:
        return Clause((SacrificeItAtEndOfCombat(),))

    def trig_controller_sacrifices(self, items: list[str]) -> Clause:
        kind = items[-1]
        if not kind.islower():
            raise ValueError("a creature type to sacrifice: not a card type")
        return Clause((ObjectControllerSacrifices(kind),))

    def t_when_attacks_or_blocks(self, items: list[Token]) -> Trigger:
        """Ceremonial Guard: "When CARDNAME attacks or blocks" (CR 508.3a, 509.3c)."""
        return Trigger(TriggerEvent.ATTACKS_OR_BLOCKS, "when")

    def t_when_blocks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BLOCKS, "when")

    def t_opponent_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.PLAYS_LAND, "opponents")

    def t_player_land(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.PLAYS_LAND, "each")

    # -- bodies ----------------------------------------------------------------------------------
    def trig_sacrifice_it(self, items: list[Token]) -> Clause:
        return Clause((SacrificeIt(),))

    def trig_destroy_eoc(self, items: list[Token]) -> Clause:
        return Clause((DestroyAtEndOfCombat("event_object"),))

    def trig_damage_controller(self, items: list[object]) -> Clause:
        amount = items[-1]
        if not isinstance(amount, int):
            raise ValueError("X damage in a trigger")
        return Clause((DamageObjectController(amount),))

    def trig_poison(self, items: list[Token]) -> Clause:
        return Clause((DefendingPlayerPoison(1),))

    def trig_poisons(self, items: list[Token]) -> Clause:
        return Clause((DefendingPlayerPoison(_NUMBERS[str(items[0])]),))

    def trig_defender_discards(self, items: list[int]) -> Clause:
        return Clause((DefendingPlayerDiscards(items[0]),))

    def trig_defender_discards_random(self, items: list[Token]) -> Clause:
        return Clause((DefendingPlayerDiscards(1, at_random=True),))

    def t_damage_creature(self, items: list[Token]) -> Trigger:
        """Lowland Basilisk: "Whenever CARDNAME deals damage to a creature" (CR 120.3)."""
        return Trigger(TriggerEvent.DEALS_DAMAGE_TO_CREATURE)


# -- renderers -----------------------------------------------------------------------------------
_NONE_WORDS = {"type:artifact": "artifacts", "type:enchantment": "enchantments", "type:land": "lands",
               "type:creature": "creatures", "other:type:creature": "other creatures"}


def _none_words(what: str) -> str:
    if what.startswith("subtype:"):
        return plural_of(what[8:]) if what[8:] != "Plains" else "Plains"
    return _NONE_WORDS[what]


@renders_trigger(TriggerEvent.STATE)
def _render_state(t: Trigger) -> str:
    scope, _, what = t.filters[0].partition(":")
    if scope == "none_yours":
        return f"When you control no {_none_words(what)}"
    if t.filters[0] == "none:type:creature":
        return "When there are no creatures on the battlefield"
    if scope == "self_power_ge":  # upkeep_players.py (Phyrexian Devourer)
        return f"When CARDNAME's power is {what} or greater"
    raise ValueError(t.filters[0])


@renders_trigger(TriggerEvent.END_STEP_IF)
def _render_end_if(t: Trigger) -> str:
    words = {"none:type:creature": "no creatures are on the battlefield",
             "none_yours:type:creature": "you control no creatures"}
    return f"At the beginning of the end step, if {words[str(t.condition)]}"


@renders_trigger(TriggerEvent.BECOMES_TARGET)
def _render_target(t: Trigger) -> str:
    return f"{'When' if t.whose == 'when' else 'Whenever'} CARDNAME becomes the target of a spell or ability"


@renders_trigger(TriggerEvent.CREATURE_ENTERS)
def _render_enters(t: Trigger) -> str:
    subtype = next((f[8:] for f in t.filters if f.startswith("subtype:")), None)
    other = "other" in t.filters
    noun = subtype or "creature"
    who = "another" if other else "an" if noun[0] in "AEIOU" else "a"
    return f"{'When' if t.whose == 'when' else 'Whenever'} {who} {noun} enters the battlefield"


@renders_trigger(TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP)
def _render_host_upkeep(t: Trigger) -> str:
    return f"At the beginning of the upkeep of enchanted {t.filters[0]}'s controller"


@renders_trigger(TriggerEvent.BLOCKS_OR_BLOCKED_BY)
def _render_blocked_by(t: Trigger) -> str:
    if not t.filters:
        noun = "a creature"
    else:
        kind, _, arg = t.filters[0].partition(":")
        if kind == "nonsubtype":
            noun = f"a non-{arg} creature"
        elif kind == "anycolor":
            a, b = arg.split(":")
            noun = f"a {_COLOR_NAMES[a]} or {_COLOR_NAMES[b]} creature"
        else:
            noun = "a " + render_noun(TargetSpec(("creature",), filters=t.filters))
    return f"Whenever CARDNAME blocks or becomes blocked by {noun}"


@renders_trigger(TriggerEvent.WHEN_CASTS)
def _render_when_cast(t: Trigger) -> str:
    noun = render_noun(TargetSpec(("spell",), filters=t.filters))
    who = "an opponent casts" if t.whose == "opponents" else "you cast"
    return f"When {who} {'an' if noun[0] in 'aeiou' else 'a'} {noun}"


@renders_trigger(TriggerEvent.BLOCKS_OR_BLOCKED_BY_ONE)
def _render_blocked_by_one(t: Trigger) -> str:
    kind, _, arg = t.filters[0].partition(":")
    if kind == "subtype":
        noun = plural_of(arg)
    elif kind == "anycolor":
        a, b = arg.split(":")
        noun = f"{_COLOR_NAMES[a]} and/or {_COLOR_NAMES[b]} creatures"
    else:
        noun = f"{_COLOR_NAMES[arg]} creatures"
    return f"Whenever CARDNAME blocks or becomes blocked by one or more {noun}"


@renders_trigger(TriggerEvent.BLOCKS_CREATURE)
def _render_blocks_creature(t: Trigger) -> str:
    return "Whenever CARDNAME blocks a " + render_noun(TargetSpec(("creature",), filters=t.filters))


@renders_trigger(TriggerEvent.BLOCKED_BY)
def _render_blocked_by_f(t: Trigger) -> str:
    return _render_blocked_by(t).replace("blocks or becomes blocked by", "becomes blocked by")


@renders_trigger(TriggerEvent.DRAWS_CARD)
def _render_draws(t: Trigger) -> str:
    return "Whenever an opponent draws a card"


@renders_trigger(TriggerEvent.DISCARDS_CARD)
def _render_discards(t: Trigger) -> str:
    return f"Whenever {'an opponent' if t.whose == 'opponents' else 'a player'} discards a card"


@renders_trigger(TriggerEvent.CREATURE_BLOCKS)
def _render_creature_blocks(t: Trigger) -> str:
    return "Whenever a creature you control blocks" if t.whose == "yours" else "Whenever a creature blocks"


@renders_trigger(TriggerEvent.PLAYS_LAND)
def _render_land(t: Trigger) -> str:
    if t.whose == "yours_other":  # City of Traitors (compiler/land_triggers.py)
        return "When you play another land"
    return f"Whenever {'an opponent' if t.whose == 'opponents' else 'a player'} plays a land"


_FIXED = {TriggerEvent.LEAVES_PLAY: "When CARDNAME leaves the battlefield",
          TriggerEvent.DAMAGED_CREATURE_DIES: "Whenever a creature dealt damage by CARDNAME this turn dies",
          TriggerEvent.PERMANENT_TURNED_FACE_UP: "Whenever a permanent is turned face up",
          TriggerEvent.CYCLES: "Whenever a player cycles a card",
          TriggerEvent.DEALT_COMBAT_DAMAGE: "Whenever CARDNAME is dealt combat damage",
          TriggerEvent.ATTACKS_ALONE: "Whenever CARDNAME attacks alone",
          TriggerEvent.ETB_OR_DIES: "When CARDNAME enters the battlefield or dies",
          TriggerEvent.YOU_CYCLE_THIS: "When you cycle CARDNAME",
          TriggerEvent.DEALT_DAMAGE: "Whenever CARDNAME is dealt damage",
          TriggerEvent.ENCHANTED_BECOMES_TARGET: "When enchanted creature becomes the target of a spell or ability",
          TriggerEvent.CREATURE_ATTACKS: "Whenever a creature attacks",
          TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE: "Whenever CARDNAME deals combat damage to a creature",
          TriggerEvent.DEALS_DAMAGE_TO_CREATURE: "Whenever CARDNAME deals damage to a creature"}


def _fixed(event: TriggerEvent) -> None:
    renders_trigger(event)(lambda t: _FIXED[t.event])


for _event in _FIXED:
    _fixed(_event)


@renders_trigger(TriggerEvent.CREATURE_DIES)
def _render_dies(t: Trigger) -> str:
    return "Whenever a creature you control dies" if t.whose == "yours" else "Whenever a creature dies"


@renders(SacrificeIt)
def _render_sacrifice_it(eff: SacrificeIt, words: Words) -> list[str]:
    if words.self_word != "it":
        raise ValueError("'sacrifice it' where the card is CARDNAME")
    return ["sacrifice it"]


@renders(DestroyAtEndOfCombat)
def _render_destroy_eoc(eff: DestroyAtEndOfCombat, words: Words) -> list[str]:
    if eff.what == "self" and words.self_word == "it":
        return ["destroy it at end of combat"]
    if eff.what != "event_object":
        raise ValueError(eff.what)
    return ["destroy that creature at end of combat"]


@renders(SacrificeItAtEndOfCombat)
def _render_sacrifice_eoc(eff: SacrificeItAtEndOfCombat, words: Words) -> list[str]:
    if words.self_word != "it":
        raise ValueError("'sacrifice it' where the card is CARDNAME")
    return ["sacrifice it at end of combat"]


@renders(ObjectControllerSacrifices)
def _render_controller_sacrifices(eff: ObjectControllerSacrifices, words: Words) -> list[str]:
    return [f"that creature's controller sacrifices {'an' if eff.kind[0] in 'aeiou' else 'a'} {eff.kind}"]


@renders_trigger(TriggerEvent.ATTACKS_OR_BLOCKS)
def _render_attacks_or_blocks(t: Trigger) -> str:
    return f"{'When' if t.whose == 'when' else 'Whenever'} CARDNAME attacks or blocks"


@renders_trigger(TriggerEvent.BLOCKS)
def _render_blocks(t: Trigger) -> str:
    return f"{'When' if t.whose == 'when' else 'Whenever'} CARDNAME blocks"


@renders(DamageObjectController)
def _render_damage_controller(eff: DamageObjectController, words: Words) -> list[str]:
    return [f"CARDNAME deals {eff.amount} damage to that creature's controller"]


@renders(DefendingPlayerPoison)
def _render_poison(eff: DefendingPlayerPoison, words: Words) -> list[str]:
    n = {2: "two", 3: "three", 4: "four"}
    return ["defending player gets a poison counter" if eff.count == 1
            else f"defending player gets {n[eff.count]} poison counters"]


@renders(DefendingPlayerDiscards)
def _render_defender_discards(eff: DefendingPlayerDiscards, words: Words) -> list[str]:
    n = {2: "two", 3: "three", 4: "four"}
    if eff.at_random:
        if eff.count != 1:
            raise ValueError("several cards at random")
        return ["defending player discards a card at random"]
    return ["defending player discards a card" if eff.count == 1 else f"defending player discards {n[eff.count]} cards"]


@renders(PowerDamageInsteadOfCombat)
def _render_power_instead(eff: PowerDamageInsteadOfCombat, words: Words) -> list[str]:
    amount = "damage equal to its power" if eff.amount == 0 else f"{eff.amount} damage"
    return [f"have it deal {amount} to {words.thing(eff.to)}", "if you do, CARDNAME assigns no combat damage this turn"]


@renders(GainLifeAfterMay)
def _render_may_gain(eff: GainLifeAfterMay, words: Words) -> list[str]:
    return [f"gain {eff.amount} life"]
