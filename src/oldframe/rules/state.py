"""The game state: players, zones, objects, the stack, combat and continuous effects.

Objects follow CR 400.7: a card that changes zones becomes a new object with a new id. Objects
outside play and off the stack never change in place, so :meth:`GameState.copy` shares them and
clones only permanents, stack items and the small per-player records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol, cast

from oldframe.rules import extensions as ext
from oldframe.rules.decisions.choice_record import Choices, indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import Event
from oldframe.rules.model.cards import ActivatedAbility, CardDef, Effect, ModalSpell, TargetSpec, TriggeredAbility
from oldframe.rules.rng import Rng
from oldframe.rules.ruleset import RuleSet


class Zone(IntEnum):
    """CR 400.1 zones; 2003: 217.1 (in play = battlefield, removed from the game = exile)."""

    LIBRARY = 0
    HAND = 1
    BATTLEFIELD = 2
    GRAVEYARD = 3
    STACK = 4
    EXILE = 5
    PHASED_OUT = 6
    SIDEBOARD = 7  # not a zone of the game: part of "outside the game" (2003 glossary, Oct 2002)


ZONE_WORDS = {
    Zone.LIBRARY: "library",
    Zone.HAND: "hand",
    Zone.BATTLEFIELD: "play",
    Zone.GRAVEYARD: "graveyard",
    Zone.STACK: "stack",
    Zone.EXILE: "removed from the game",
    Zone.PHASED_OUT: "phased out",
    Zone.SIDEBOARD: "sideboard",
}


class Step(IntEnum):
    """Steps of the turn (CR 500–514; 2003: 300–314), in order."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    MAIN1 = 3
    BEGIN_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_COMBAT = 9
    MAIN2 = 10
    END_OF_TURN = 11
    CLEANUP = 12


class Phase(IntEnum):
    BEGINNING = 0
    MAIN1 = 1
    COMBAT = 2
    MAIN2 = 3
    END = 4


PHASE_OF = {
    Step.UNTAP: Phase.BEGINNING,
    Step.UPKEEP: Phase.BEGINNING,
    Step.DRAW: Phase.BEGINNING,
    Step.MAIN1: Phase.MAIN1,
    Step.BEGIN_COMBAT: Phase.COMBAT,
    Step.DECLARE_ATTACKERS: Phase.COMBAT,
    Step.DECLARE_BLOCKERS: Phase.COMBAT,
    Step.FIRST_STRIKE_DAMAGE: Phase.COMBAT,
    Step.COMBAT_DAMAGE: Phase.COMBAT,
    Step.END_COMBAT: Phase.COMBAT,
    Step.MAIN2: Phase.MAIN2,
    Step.END_OF_TURN: Phase.END,
    Step.CLEANUP: Phase.END,
}


class Obj:
    """A game object: a card or token in some zone (CR 109). Permanent status lives here too."""

    __slots__ = (
        "attached_to",
        "card",
        "controller",
        "counters",
        "damage",
        "face_down",
        "form",
        "is_token",
        "oid",
        "owner",
        "phased",
        "printed",
        "regen_shields",
        "sick",
        "tapped",
        "timestamp",
        "zone",
    )

    def __init__(self, oid: int, card: CardDef, owner: int, zone: Zone, timestamp: int, is_token: bool = False):
        self.oid = oid
        self.card = card  # the characteristics in effect now (a Licid turned Aura, a copy, ...)
        self.printed = card  # the physical card: what moves to a new zone (CR 400.7)
        self.form: str | None = None  # how ``card`` derives from ``printed`` (for serialisation)
        self.phased = 0  # in the phased-out zone: 1 phased out directly, 2 indirectly (2003 502.15i)
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = timestamp
        self.tapped = False
        self.damage = 0
        self.counters: dict[str, int] | None = None
        self.sick = False
        self.attached_to: int | None = None
        self.is_token = is_token
        self.face_down = False
        self.regen_shields = 0

    def clone(self) -> Obj:
        o = Obj.__new__(Obj)
        o.oid = self.oid
        o.card = self.card
        o.printed = self.printed
        o.form = self.form
        o.phased = self.phased
        o.owner = self.owner
        o.controller = self.controller
        o.zone = self.zone
        o.timestamp = self.timestamp
        o.tapped = self.tapped
        o.damage = self.damage
        o.counters = None if self.counters is None else dict(self.counters)
        o.sick = self.sick
        o.attached_to = self.attached_to
        o.is_token = self.is_token
        o.face_down = self.face_down
        o.regen_shields = self.regen_shields
        return o

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.oid} p{self.controller} {ZONE_WORDS[self.zone]}>"


#: The kind of the 2003 draw step action on the stack (304.1): controlled by no player; ``controller``
#: holds the player who will draw.
DRAW_ACTION = "draw"


class StackItem:
    """A spell, ability or game action on the stack (CR 405; 2003: 217.6, combat damage 310.3).

    kind: "spell", "activated", "triggered", "combat_damage" or "draw" (2003 304.1). For a spell, ``oid`` is the card's
    object on the stack; otherwise it is a fresh id. ``source`` keeps the source's last known
    information (CR 113.7a) so the ability resolves even if the source left play.
    """

    __slots__ = (
        "ability",
        "choices",
        "controller",
        "damage",
        "event",
        "kind",
        "oid",
        "source",
        "source_name",
        "targets",
        "x",
    )

    def __init__(
        self,
        kind: str,
        oid: int,
        controller: int,
        source: int,
        source_name: str,
        ability: ActivatedAbility | TriggeredAbility | None = None,
    ):
        self.kind = kind
        self.oid = oid
        self.controller = controller
        self.source = source
        self.source_name = source_name
        self.ability = ability
        self.targets: list[Target] = []
        self.x = 0
        self.choices: Choices = {}
        self.event: dict[str, Any] = {}
        self.damage: list[DamageAssignment] = []

    def clone(self) -> StackItem:
        s = StackItem.__new__(StackItem)
        s.kind = self.kind
        s.oid = self.oid
        s.controller = self.controller
        s.source = self.source
        s.source_name = self.source_name
        s.ability = self.ability
        s.targets = list(self.targets)
        s.x = self.x
        s.choices = cast(Choices, _copy_data(indexed(self.choices)))  # nested lists/dicts ("paid") not shared
        s.event = _copy_data(self.event)
        s.damage = list(self.damage)
        return s

    def effects_and_targets(self, spell_card: CardDef | None) -> tuple[tuple[Effect, ...], tuple[TargetSpec, ...]]:
        if self.kind == "spell":
            assert spell_card is not None
            sp = spell_card.behaviour.spell
            effects = () if sp is None else sp.effects
            targets = () if sp is None else sp.targets
            if sp is not None and "mode" in self.choices:  # a modal spell's chosen mode (CR 700.2; 2003: 409.1b)
                if len(sp.effects) == 1 and isinstance(sp.effects[0], ModalSpell):
                    chosen = sp.effects[0].modes[int(self.choices["mode"])]
                    effects, targets = chosen.effects, chosen.targets
            if not self.choices.get("kicked"):  # a target only a kicked spell has (2003: 502.21)
                extra = next((i for i in (point(spell_card) for point in ext.KICKER_ONLY_TARGET)
                              if i is not None), None)
                if extra is not None and "mode" not in self.choices:
                    targets = targets[:extra]
            if spell_card.behaviour.enchant is not None:
                targets = (spell_card.behaviour.enchant, *targets)
            return effects, targets
        assert self.ability is not None
        return self.ability.effects, self.ability.targets


#: A target is ("player", index) or ("object", oid).
Target = tuple[str, int]


@dataclass(frozen=True, slots=True)
class DamageAssignment:
    """One frozen piece of combat damage (2003 310.2): source's LKI name/colors and the amount."""

    source: int
    source_name: str
    source_controller: int
    source_colors: frozenset[str]
    target: Target
    amount: int


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611; layers CR 613)."""

    kind: str  # "pt" (layer 7c), "creature_type" (layer 4)
    affected: int
    timestamp: int
    until: str  # "end_of_turn"
    power: int = 0
    toughness: int = 0
    value: str = ""


@dataclass(slots=True)
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7), e.g. "return it at end of turn"."""

    event: str  # "end_of_turn"
    controller: int
    source_name: str
    action: str  # "return_to_play"
    card_oid: int
    created_turn: int
    created_step: int


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that triggered and waits to be put on the stack (CR 603.3)."""

    controller: int
    source: int
    source_name: str
    ability: TriggeredAbility | None
    event: dict[str, Any]
    delayed: DelayedTrigger | None = None


@dataclass(slots=True)
class Combat:
    """Who attacks whom and who blocks what (CR 506–511; 2003: 306–311)."""

    attackers: dict[int, int] = field(default_factory=dict)  # attacker oid -> defending player
    blockers: dict[int, int] = field(default_factory=dict)  # blocker oid -> attacker oid
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked
    first_strike_dealt: set[int] = field(default_factory=set)  # creatures that dealt first-strike damage
    attackers_declared: bool = False
    blockers_declared: bool = False
    queue: list[int] = field(default_factory=list)  # attackers whose damage the attacker still assigns
    assignments: list[DamageAssignment] = field(default_factory=list)  # frozen so far this step
    partial: list[tuple[str, int, int]] = field(default_factory=list)  # (kind, id, amount) for queue[0]
    first_strike_step: bool = False

    def copy(self) -> Combat:
        return Combat(
            dict(self.attackers),
            dict(self.blockers),
            set(self.blocked),
            set(self.first_strike_dealt),
            self.attackers_declared,
            self.blockers_declared,
            list(self.queue),
            list(self.assignments),
            list(self.partial),
            self.first_strike_step,
        )


class PlayerState:
    """One player's life, counters, mana pool and private zones."""

    __slots__ = (
        "conceded",
        "drew_from_empty",
        "exile",
        "graveyard",
        "hand",
        "index",
        "kept",
        "lands_played",
        "library",
        "life",
        "lost",
        "mulligans",
        "poison",
        "pool",
        "sideboard",
    )

    def __init__(self, index: int, life: int = 20):
        self.index = index
        self.life = life
        self.poison = 0
        self.pool = [0, 0, 0, 0, 0, 0]
        self.library: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.exile: list[int] = []
        self.sideboard: list[int] = []
        self.lands_played = 0
        self.mulligans = 0
        self.kept = False
        self.lost = False
        self.conceded = False
        self.drew_from_empty = False

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.index = self.index
        p.life = self.life
        p.poison = self.poison
        p.pool = self.pool[:]
        p.library = self.library[:]
        p.hand = self.hand[:]
        p.graveyard = self.graveyard[:]
        p.exile = self.exile[:]
        p.sideboard = self.sideboard[:]
        p.lands_played = self.lands_played
        p.mulligans = self.mulligans
        p.kept = self.kept
        p.lost = self.lost
        p.conceded = self.conceded
        p.drew_from_empty = self.drew_from_empty
        return p

    def zone_list(self, zone: Zone) -> list[int]:
        if zone == Zone.LIBRARY:
            return self.library
        if zone == Zone.HAND:
            return self.hand
        if zone == Zone.GRAVEYARD:
            return self.graveyard
        if zone == Zone.EXILE:
            return self.exile
        if zone == Zone.SIDEBOARD:
            return self.sideboard
        raise ValueError(f"{zone!r} is not a per-player zone")


@dataclass(slots=True)
class Decision:
    """What the game waits for: ``kind`` (a :class:`DecisionKind`) names the decision, ``player``
    who makes it, ``data`` what the answer is chosen from (usually ``options``) and where it goes
    (``key``: the entry of the stack item's ``choices`` that receives it).

    Every kind, its legal answers, why an answer is illegal and how an answer applies are listed in
    one table, :data:`oldframe.rules.decisions.table.TABLE`: starting the game (mulligan,
    london_bottom), priority, announcing a spell or ability (target, cost_choice, choose_mode,
    announce_x, target_count, divide), combat (attackers, blockers, damage_assignment), turn-based and state-based
    choices (may_untap, untap_choice, r_skip_turn, discard_to_hand_size, trigger_order, legend_keep,
    replacement_order,
    entry_choice) and choices made on resolution (may, choose_creature_type, choose_color,
    choose_word, choose_x, r_choose_opponent, sacrifice, discard, pick, copy_choice, wish,
    new_target); the Magical War variant adds its own (mw_initial_round, mw_pipeline_setup,
    mw_pipeline_add, mw_pipeline_cast, mw_last_gasp, mw_retarget).
    """

    kind: DecisionKind
    player: int
    data: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Decision:
        return Decision(self.kind, self.player, _copy_data(self.data))


def _copy_data(data: dict[str, Any]) -> dict[str, Any]:
    if not data:
        return {}
    out: dict[str, Any] = {}
    for k, v in data.items():
        if isinstance(v, list):
            out[k] = list(v)
        elif isinstance(v, dict):
            out[k] = dict(v)
        else:
            out[k] = v
    return out


class VariantState(Protocol):
    """The state a variant keeps beside the core's (Magical War's stock and pipelines): the core only
    copies it, writes it to JSON, asks it what a player may see, and lets it deal its hidden cards
    again in a sampled world. The variant itself plugs in through ``extensions.VARIANTS``."""

    name: str

    def copy(self) -> VariantState: ...

    def to_json(self) -> dict[str, Any]: ...

    def view(self, state: GameState, viewer: int) -> dict[str, Any]: ...

    def describe(self, state: GameState) -> str: ...

    def resample(self, state: GameState, seat: int, rng: Rng, remap: dict[int, int]) -> None: ...

    def shared_library(self) -> list[int] | None:
        """The one library every player's "your library" means (Magical War's stock, MW 1.2), or None
        when each player has their own."""
        ...


def player_marker(player: int) -> int:
    """The ``ContinuousEffect.affected`` of a marker on a player (objects have positive ids)."""
    return -1 - player


class GameState:
    """Everything that defines a position. Mutated only by the rules modules."""

    def __init__(self, rules: RuleSet, n_players: int, seed: int, starting_life: int = 20):
        self.rules = rules
        self.players = [PlayerState(i, starting_life) for i in range(n_players)]
        self.objects: dict[int, Obj] = {}
        self.battlefield: list[int] = []
        self.phased_out: list[int] = []  # 2003 217.8: the phased-out zone (also today's phased-out status)
        self.stack: list[StackItem] = []
        self.next_id = 1
        self.next_timestamp = 1
        self.turn = 0
        self.active = 0
        self.starting_player = 0
        self.step = Step.UNTAP
        self.priority: int | None = None
        self.passes = 0
        self.combat: Combat | None = None
        self.effects: list[ContinuousEffect] = []
        self.delayed: list[DelayedTrigger] = []
        self.pending_triggers: list[PendingTrigger] = []
        self.decision: Decision | None = None
        self.resolving: StackItem | None = None  # a stack item waiting on a mid-resolution choice
        self.resolve_index = 0
        self.casting: StackItem | None = None  # a spell or ability being announced
        self.spells_cast_this_turn = 0
        self.rng = Rng(seed)
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.version = 0
        self.events: list[Event] = []  # emitted since the last apply; drained by Game
        self.mull_round: list[int] = []
        self.mull_redraw: list[int] = []
        self.bottomed: dict[int, int] = {}
        self.block_queue: list[int] = []
        self.cleanup_check = False
        self.again_cleanup = False
        self.extra_turns: list[int] = []
        self.keep_tapped: list[int] = []  # untap step: permanents their controller chose not to untap
        self.untap_asked: list[int] = []
        self.type_names: tuple[str, ...] = ()  # creature types that can be named; set by the Game
        self.chars_cache: dict[int, object] = {}  # rules.characteristics: per-object layer results
        # Last known card types of a permanent that just left play, by its old id, kept only while the
        # zone-change event is seen by triggers (CR 603.10a; 2003: 410.10 "look back in time").
        self.last_known_types: dict[int, frozenset[str]] = {}
        # ... and those that had no abilities as they left (face down, "loses all abilities", a land
        # whose type an effect set): their leaves-play abilities don't trigger (CR 603.10a, 708.2).
        self.last_known_silent: set[int] = set()
        # A replacement-order choice (CR 616.1) waiting to be made: the action being applied when it
        # arose, the answers so far and the decision that action answered (rules.replacement).
        self.replacement_pending: dict[str, Any] | None = None
        self.replay: Any = None  # rules.replacement.ReplayContext while an action is replayed
        # Table option of a free-for-all game: each player may attack only the next player in turn
        # order, "to the left" (the Battle Royale house rule of the 2003 era; rules.combat.defenders).
        self.attack_left_only = False
        self.variant: VariantState | None = None  # a variant's own state (extensions.VARIANTS)

    def extra_turn_owner(self) -> int:
        return self.extra_turns.pop()

    def library(self, player: int) -> list[int]:
        """The library a card's "your library" / "that player's library" means for ``player``: their
        own (CR 401.1), or the one a variant shares among all players (Magical War's stock, MW 1.2).
        Effects and costs that search, look at, reveal, mill or shuffle a library read it here."""
        v = self.variant
        if v is not None:
            shared = v.shared_library()
            if shared is not None:
                return shared
        return self.players[player].library

    def copy(self) -> GameState:
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.players = [p.clone() for p in self.players]
        objects = self.objects.copy()
        for oid in self.battlefield:
            objects[oid] = objects[oid].clone()
        s.objects = objects
        s.battlefield = self.battlefield[:]
        for oid in self.phased_out:
            objects[oid] = objects[oid].clone()
        s.phased_out = self.phased_out[:]
        s.stack = [i.clone() for i in self.stack]
        s.next_id = self.next_id
        s.next_timestamp = self.next_timestamp
        s.turn = self.turn
        s.active = self.active
        s.starting_player = self.starting_player
        s.step = self.step
        s.priority = self.priority
        s.passes = self.passes
        s.combat = None if self.combat is None else self.combat.copy()
        s.effects = [ContinuousEffect(e.kind, e.affected, e.timestamp, e.until, e.power, e.toughness, e.value)
                     for e in self.effects]
        s.delayed = self.delayed[:]
        s.pending_triggers = self.pending_triggers[:]
        s.decision = None if self.decision is None else self.decision.copy()
        s.resolving = None if self.resolving is None else self.resolving.clone()
        s.resolve_index = self.resolve_index
        s.casting = None if self.casting is None else self.casting.clone()
        s.spells_cast_this_turn = self.spells_cast_this_turn
        s.rng = self.rng.copy()
        s.over = self.over
        s.winners = self.winners
        s.version = self.version
        s.events = self.events[:]
        s.mull_round = self.mull_round[:]
        s.mull_redraw = self.mull_redraw[:]
        s.bottomed = self.bottomed.copy()
        s.block_queue = self.block_queue[:]
        s.cleanup_check = self.cleanup_check
        s.again_cleanup = self.again_cleanup
        s.extra_turns = self.extra_turns[:]
        s.keep_tapped = self.keep_tapped[:]
        s.untap_asked = self.untap_asked[:]
        s.type_names = self.type_names
        s.chars_cache = {}
        s.last_known_types = {}
        s.last_known_silent = set()
        p = self.replacement_pending
        s.replacement_pending = None if p is None else {
            "action": p["action"], "answers": list(p["answers"]),
            "prior": None if p["prior"] is None else p["prior"].copy()}
        s.replay = None
        s.attack_left_only = self.attack_left_only
        s.variant = None if self.variant is None else self.variant.copy()
        return s

    # -- small helpers used everywhere -------------------------------------------------------
    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    @property
    def n_players(self) -> int:
        return len(self.players)

    def living(self) -> list[int]:
        return [p.index for p in self.players if not p.lost]

    def apnap(self) -> list[int]:
        """Players in active-player, non-active-player order (CR 101.4), living only."""
        n = len(self.players)
        return [(self.active + k) % n for k in range(n) if not self.players[(self.active + k) % n].lost]

    def next_living(self, player: int) -> int:
        n = len(self.players)
        for k in range(1, n + 1):
            q = (player + k) % n
            if not self.players[q].lost:
                return q
        return player

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.players if p.index != player and not p.lost]
