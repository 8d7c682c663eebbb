"""The engine's event vocabulary: one frozen, slotted record per kind of thing that happens.

Rules modules announce what happened through :func:`oldframe.rules.zones.emit`; triggered
abilities (:mod:`oldframe.rules.triggers`, CR 603.2) and readers of ``Game.log`` (narration,
hidden-information filtering, tests) read the fields by name, usually with ``match``::

    match event:
        case Moved(from_zone=Zone.BATTLEFIELD, to=Zone.GRAVEYARD, new=new): ...

Each class keeps the short ``kind`` word the log used before events were typed; ``to_json``
gives ``[kind, *fields]``, the form events have always had on the wire. Zones and steps are stored
as plain ints (``Zone``/``Step`` are ``IntEnum``, so ``to=Zone.GRAVEYARD`` still matches).

This module imports nothing from the engine: every other rules module may use it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar, cast

Target = tuple[str, int]  # ("player" | "object", id), as in rules.state
Mana = tuple[int, ...]  # W U B R G colorless, as in rules.mana


class BaseEvent:
    """What every event has: its ``kind`` word and its JSON form."""

    __slots__ = ()
    kind: ClassVar[str]
    _names: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> list[Any]:
        """``[kind, field, …]`` in declaration order (tuples become lists in ``json.dumps``)."""
        return [self.kind, *(getattr(self, n) for n in type(self)._names)]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            raise TypeError(f"event class {cls.__name__} must name its kind")


E = TypeVar("E", bound=BaseEvent)

#: Every event class by its ``kind`` word.
KINDS: dict[str, type[BaseEvent]] = {}


def _event(cls: type[E]) -> type[E]:
    """Register a dataclass event: fill in its field names for ``to_json`` and the kind table."""
    cls._names = tuple(f.name for f in fields(cast(Any, cls)))
    KINDS[cls.kind] = cls
    return cls


# -- the game and the turn (CR 103, 500) ------------------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class Mulliganed(BaseEvent):
    """A player takes a mulligan (CR 103.4; 2003: 101.5) with a hand of ``hand_size`` cards."""

    kind: ClassVar[str] = "mulligan"
    player: int
    hand_size: int


@_event
@dataclass(frozen=True, slots=True)
class Kept(BaseEvent):
    """A player keeps an opening hand of ``cards`` cards (CR 103.4)."""

    kind: ClassVar[str] = "keep"
    player: int
    cards: int


@_event
@dataclass(frozen=True, slots=True)
class TurnBegan(BaseEvent):
    """Turn number ``turn`` of player ``active`` begins (CR 500.1)."""

    kind: ClassVar[str] = "turn"
    turn: int
    active: int


@_event
@dataclass(frozen=True, slots=True)
class StepBegan(BaseEvent):
    """A step or phase begins (CR 500.1); ``step`` is an ``int(Step)``."""

    kind: ClassVar[str] = "step"
    step: int
    active: int


@_event
@dataclass(frozen=True, slots=True)
class UntapChosen(BaseEvent):
    """The active player chose whether a "may choose not to untap" permanent untaps (CR 502.2)."""

    kind: ClassVar[str] = "untap_choice"
    player: int
    oid: int
    untap: bool


@_event
@dataclass(frozen=True, slots=True)
class TurnSkipped(BaseEvent):
    """A player skips their next turn (Time Vault)."""

    kind: ClassVar[str] = "skip_turn"
    player: int


@_event
@dataclass(frozen=True, slots=True)
class SkipTurnChosen(BaseEvent):
    """A player chose whether to skip a turn to untap ``vault`` (None: they did not)."""

    kind: ClassVar[str] = "skip_turn_choice"
    player: int
    vault: int | None


@_event
@dataclass(frozen=True, slots=True)
class PoolEmptied(BaseEvent):
    """A mana pool empties at the end of a step or phase (CR 500.4; 2003: 300.4), losing ``lost`` mana."""

    kind: ClassVar[str] = "pool_empties"
    player: int
    lost: int


@_event
@dataclass(frozen=True, slots=True)
class ManaBurned(BaseEvent):
    """Mana burn (2003: 300.4): the player loses ``amount`` life for unspent mana."""

    kind: ClassVar[str] = "mana_burn"
    player: int
    amount: int


@_event
@dataclass(frozen=True, slots=True)
class Lost(BaseEvent):
    """A player loses the game (CR 104.3) for the reason ``why``."""

    kind: ClassVar[str] = "lose"
    player: int
    why: str


@_event
@dataclass(frozen=True, slots=True)
class GameDrawn(BaseEvent):
    """The game is a draw (CR 104.4), e.g. an unbreakable loop (CR 104.4b)."""

    kind: ClassVar[str] = "draw_game"
    why: str


@_event
@dataclass(frozen=True, slots=True)
class GameOver(BaseEvent):
    """The game is over; ``winners`` is empty for a draw (CR 104.4a)."""

    kind: ClassVar[str] = "game_over"
    winners: tuple[int, ...]


@_event
@dataclass(frozen=True, slots=True)
class CoinFlipped(BaseEvent):
    """A player flipped a coin for ``source`` (CR 705) and ``won`` or not."""

    kind: ClassVar[str] = "coin_flip"
    player: int
    source: str
    won: bool


# -- zones (CR 400) ---------------------------------------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class Moved(BaseEvent):
    """An object changes zones and becomes a new object (CR 400.7). ``old`` is None for a token
    created from nowhere (``from_zone`` -1), ``new`` None for a token that left play; ``name`` is ""
    when the card may not be named (face down) and None when redacted for a viewer."""

    kind: ClassVar[str] = "zone"
    owner: int
    old: int | None
    name: str | None
    from_zone: int
    to: int
    new: int | None
    controller: int


@_event
@dataclass(frozen=True, slots=True)
class Drew(BaseEvent):
    """A player draws a card (CR 121.1); ``oid`` is the card in hand (None when redacted)."""

    kind: ClassVar[str] = "draw"
    player: int
    oid: int | None


@_event
@dataclass(frozen=True, slots=True)
class DrewFromEmpty(BaseEvent):
    """A player had to draw from an empty library (CR 704.5b; 2003: 420.5b)."""

    kind: ClassVar[str] = "draw_empty"
    player: int


@_event
@dataclass(frozen=True, slots=True)
class DrawReplaced(BaseEvent):
    """A draw was replaced (CR 614.1a; 2003: 419.6a), e.g. Ring of Ma'rûf."""

    kind: ClassVar[str] = "draw_replaced"
    player: int


@_event
@dataclass(frozen=True, slots=True)
class Wished(BaseEvent):
    """A card was brought from outside the game (a Wish) into the hand; ``from_zone`` is its zone."""

    kind: ClassVar[str] = "wish"
    player: int
    oid: int | None
    name: str
    from_zone: int


@_event
@dataclass(frozen=True, slots=True)
class Revealed(BaseEvent):
    """A card is revealed (CR 701.16) to every player; also a face-down card leaving play (CR 708.9)."""

    kind: ClassVar[str] = "reveal"
    player: int
    oid: int | None
    name: str


@_event
@dataclass(frozen=True, slots=True)
class HandLooked(BaseEvent):
    """``player`` looks at ``target``'s hand; ``names`` is None when redacted for another viewer."""

    kind: ClassVar[str] = "look_hand"
    player: int
    target: int
    names: tuple[str, ...] | None


@_event
@dataclass(frozen=True, slots=True)
class PilesSeparated(BaseEvent):
    """Fact or Fiction's piles: ``player`` separated the cards into ``pile`` and ``rest``."""

    kind: ClassVar[str] = "piles"
    player: int
    pile: tuple[int, ...]
    rest: tuple[int, ...]


@_event
@dataclass(frozen=True, slots=True)
class Discarded(BaseEvent):
    """A player discards a card (CR 701.8); the zone change follows."""

    kind: ClassVar[str] = "discard"
    player: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class Sacrificed(BaseEvent):
    """A player sacrifices a permanent (CR 701.17); the zone change follows."""

    kind: ClassVar[str] = "sacrifice"
    player: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class MadnessPlayed(BaseEvent):
    """A discarded card with madness was played (CR 702.35)."""

    kind: ClassVar[str] = "madness"
    player: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class LandPlayed(BaseEvent):
    """A player plays a land (CR 305.1; 2003: 212.6a); ``oid`` is the land in play."""

    kind: ClassVar[str] = "play_land"
    player: int
    oid: int | None
    name: str


# -- spells, abilities and the stack (CR 601-608) ---------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class Cast(BaseEvent):
    """A spell becomes cast (CR 601.2i; 2003: 409.1i: "played"); ``name`` is "" for a face-down spell."""

    kind: ClassVar[str] = "cast"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@_event
@dataclass(frozen=True, slots=True)
class Activated(BaseEvent):
    """An activated ability is played (CR 602.2; 2003: 403)."""

    kind: ClassVar[str] = "activate"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@_event
@dataclass(frozen=True, slots=True)
class Triggered(BaseEvent):
    """A triggered ability is put on the stack (CR 603.3; 2003: 410.3)."""

    kind: ClassVar[str] = "trigger"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@_event
@dataclass(frozen=True, slots=True)
class Copied(BaseEvent):
    """A copy of a spell is put on the stack (CR 707.10; 2003: 503.10a), e.g. Fork."""

    kind: ClassVar[str] = "copy"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@_event
@dataclass(frozen=True, slots=True)
class Cycled(BaseEvent):
    """A player cycled a card (CR 702.28; 2003: 502.18); ``source`` is the card's id."""

    kind: ClassVar[str] = "cycle"
    player: int
    source: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class CostPaid(BaseEvent):
    """A player paid a mana cost (CR 601.2g)."""

    kind: ClassVar[str] = "pay"
    player: int
    cost: str


@_event
@dataclass(frozen=True, slots=True)
class ManaAdded(BaseEvent):
    """Mana is added to a player's pool (CR 106.3)."""

    kind: ClassVar[str] = "mana"
    player: int
    mana: Mana


@_event
@dataclass(frozen=True, slots=True)
class Resolved(BaseEvent):
    """A spell or ability resolves (CR 608.2); ``item_kind`` is the stack item's kind."""

    kind: ClassVar[str] = "resolve"
    player: int
    oid: int
    name: str
    item_kind: str


@_event
@dataclass(frozen=True, slots=True)
class Fizzled(BaseEvent):
    """Countered on resolution: all its targets are illegal (CR 608.2b; 2003: 413.2a)."""

    kind: ClassVar[str] = "fizzle"
    player: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class Countered(BaseEvent):
    """A spell or ability is countered (CR 701.5)."""

    kind: ClassVar[str] = "countered"
    player: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class TriggerRemoved(BaseEvent):
    """A triggered ability is removed from the stack: no legal targets to choose (CR 603.3d)."""

    kind: ClassVar[str] = "trigger_removed"
    player: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class TriggerFailed(BaseEvent):
    """An intervening "if" is false on resolution: the ability does nothing (CR 603.4; 2003: 404.3)."""

    kind: ClassVar[str] = "trigger_fails"
    player: int
    name: str


# -- answers to decisions ---------------------------------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class MayAnswered(BaseEvent):
    """A player answered a "you may" (CR 603.5 and others)."""

    kind: ClassVar[str] = "may"
    player: int
    yes: bool


@_event
@dataclass(frozen=True, slots=True)
class TypeChosen(BaseEvent):
    """A player chose a creature type (CR 205.3)."""

    kind: ClassVar[str] = "choose_type"
    player: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class ColorChosen(BaseEvent):
    """A player chose a color (CR 105)."""

    kind: ClassVar[str] = "choose_color"
    player: int
    color: str


@_event
@dataclass(frozen=True, slots=True)
class PlayerChosen(BaseEvent):
    """A player chose a player ("choose an opponent", Black Vise's "As CARDNAME comes into play")."""

    kind: ClassVar[str] = "choose_player"
    player: int
    chosen: int


@_event
@dataclass(frozen=True, slots=True)
class ModeChosen(BaseEvent):
    """A modal spell's mode was chosen (CR 700.2)."""

    kind: ClassVar[str] = "choose_mode"
    player: int
    oid: int
    index: int


@_event
@dataclass(frozen=True, slots=True)
class XAnnounced(BaseEvent):
    """The value of X was announced (CR 601.2b; 2003: 409.1b)."""

    kind: ClassVar[str] = "announce_x"
    player: int
    oid: int
    x: int


# -- permanents (CR 110, 701) -----------------------------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class Tapped(BaseEvent):
    """A permanent becomes tapped by an effect (CR 701.21)."""

    kind: ClassVar[str] = "tap"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class Untapped(BaseEvent):
    """A permanent becomes untapped by an effect (CR 701.21)."""

    kind: ClassVar[str] = "untap"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class Regenerated(BaseEvent):
    """A regeneration shield replaced destruction (CR 701.15)."""

    kind: ClassVar[str] = "regenerate"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class CounterPlaced(BaseEvent):
    """``count`` counters of kind ``counter`` are put on a permanent (CR 122)."""

    kind: ClassVar[str] = "counter"
    oid: int
    counter: str
    count: int


@_event
@dataclass(frozen=True, slots=True)
class CounterRemoved(BaseEvent):
    """A counter of kind ``counter`` is removed from a permanent (CR 122)."""

    kind: ClassVar[str] = "counter_removed"
    oid: int
    name: str
    counter: str


@_event
@dataclass(frozen=True, slots=True)
class ControlChanged(BaseEvent):
    """A permanent's controller changes (CR 613.1b, layer 2)."""

    kind: ClassVar[str] = "control"
    oid: int
    name: str
    controller: int


@_event
@dataclass(frozen=True, slots=True)
class PhasedOut(BaseEvent):
    """A permanent phases out (CR 702.26; 2003: 217.8, 502.15: it leaves play)."""

    kind: ClassVar[str] = "phase_out"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class PhasedIn(BaseEvent):
    """A permanent phases in (CR 702.26; 2003: 502.15)."""

    kind: ClassVar[str] = "phase_in"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class TokenCeased(BaseEvent):
    """A phased-out token ceases to exist (2003: 502.15; CR 704.5d)."""

    kind: ClassVar[str] = "token_ceases"
    owner: int
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class TurnedFaceUp(BaseEvent):
    """A face-down permanent is turned face up (CR 708.8; 2003: 504.5); ``x`` from its morph cost."""

    kind: ClassVar[str] = "turned_face_up"
    player: int
    oid: int
    name: str
    x: int


@_event
@dataclass(frozen=True, slots=True)
class TurnedFaceDown(BaseEvent):
    """A permanent is turned face down (CR 708)."""

    kind: ClassVar[str] = "turned_face_down"
    player: int
    oid: int


@_event
@dataclass(frozen=True, slots=True)
class TextChanged(BaseEvent):
    """A text-changing effect rewrites ``old`` to ``new`` (CR 612.2; 2003: 415.4); ``change`` is what kind of word."""

    kind: ClassVar[str] = "text_change"
    oid: int
    name: str
    change: str
    old: str
    new: str


@_event
@dataclass(frozen=True, slots=True)
class BecameCopy(BaseEvent):
    """A permanent becomes a copy of ``copied`` (CR 707.2)."""

    kind: ClassVar[str] = "becomes_copy"
    oid: int
    name: str
    copied: str


@_event
@dataclass(frozen=True, slots=True)
class AuraMoved(BaseEvent):
    """An Aura is attached to another object ``host`` (CR 303.4)."""

    kind: ClassVar[str] = "aura_moved"
    oid: int
    name: str
    host: int


@_event
@dataclass(frozen=True, slots=True)
class LicidAttached(BaseEvent):
    """A Licid becomes an Aura attached to ``host`` (Licid rulings)."""

    kind: ClassVar[str] = "licid_attach"
    oid: int
    name: str
    host: int


@_event
@dataclass(frozen=True, slots=True)
class LicidEnded(BaseEvent):
    """A Licid's effect ends: it is a creature again (Licid rulings)."""

    kind: ClassVar[str] = "licid_end"
    oid: int
    name: str


# -- life, damage and combat (CR 118-120, 506-511) --------------------------------------------------
@_event
@dataclass(frozen=True, slots=True)
class DamageDealt(BaseEvent):
    """``source`` deals ``amount`` damage to a player or object (CR 120.3); ``combat`` if combat damage."""

    kind: ClassVar[str] = "damage"
    source: int
    source_controller: int
    target_kind: str
    target: int
    amount: int
    combat: bool


@_event
@dataclass(frozen=True, slots=True)
class DamagePrevented(BaseEvent):
    """A prevention shield prevented damage (CR 615)."""

    kind: ClassVar[str] = "damage_prevented"
    source: int
    target_kind: str
    target: int
    amount: int


@_event
@dataclass(frozen=True, slots=True)
class LifeGained(BaseEvent):
    """A player gains life (CR 118.3)."""

    kind: ClassVar[str] = "gain_life"
    player: int
    amount: int


@_event
@dataclass(frozen=True, slots=True)
class LifeLost(BaseEvent):
    """A player loses life (CR 118.3)."""

    kind: ClassVar[str] = "lose_life"
    player: int
    amount: int


@_event
@dataclass(frozen=True, slots=True)
class PoisonGiven(BaseEvent):
    """A player gets poison counters (CR 122.1f; 2003: 102.8)."""

    kind: ClassVar[str] = "poison"
    player: int
    count: int


@_event
@dataclass(frozen=True, slots=True)
class Attacked(BaseEvent):
    """A creature is declared as an attacker (CR 508.1) of player ``defender``."""

    kind: ClassVar[str] = "attacks"
    oid: int
    name: str
    defender: int


@_event
@dataclass(frozen=True, slots=True)
class Blocked(BaseEvent):
    """``blocker`` is declared as a blocker (CR 509.1) of ``attacker``."""

    kind: ClassVar[str] = "blocks"
    blocker: int
    name: str
    attacker: int


@_event
@dataclass(frozen=True, slots=True)
class Unblocked(BaseEvent):
    """An attacking creature is unblocked (CR 509.1h; 2003 glossary "Unblocked Creature")."""

    kind: ClassVar[str] = "unblocked"
    oid: int
    name: str


@_event
@dataclass(frozen=True, slots=True)
class CombatDamageOnStack(BaseEvent):
    """Combat damage is put on the stack (2003: 310.2): ``(source, target, amount)`` per assignment."""

    kind: ClassVar[str] = "combat_damage_on_stack"
    assignments: tuple[tuple[int, Target, int], ...]


@_event
@dataclass(frozen=True, slots=True)
class CombatDamageResolved(BaseEvent):
    """The combat damage object resolves (2003: 310.4)."""

    kind: ClassVar[str] = "combat_damage_resolves"


Event = (
    Mulliganed | Kept | TurnBegan | StepBegan | UntapChosen | TurnSkipped | SkipTurnChosen | PoolEmptied
    | ManaBurned | Lost | GameDrawn | GameOver | CoinFlipped
    | Moved | Drew | DrewFromEmpty | DrawReplaced | Wished | Revealed | HandLooked | PilesSeparated
    | Discarded | Sacrificed | MadnessPlayed | LandPlayed
    | Cast | Activated | Triggered | Copied | Cycled | CostPaid | ManaAdded | Resolved | Fizzled | Countered
    | TriggerRemoved | TriggerFailed
    | MayAnswered | TypeChosen | ColorChosen | PlayerChosen | ModeChosen | XAnnounced
    | Tapped | Untapped | Regenerated | CounterPlaced | CounterRemoved | ControlChanged | PhasedOut | PhasedIn
    | TokenCeased | TurnedFaceUp | TurnedFaceDown | TextChanged | BecameCopy | AuraMoved | LicidAttached
    | LicidEnded
    | DamageDealt | DamagePrevented | LifeGained | LifeLost | PoisonGiven | Attacked | Blocked | Unblocked
    | CombatDamageOnStack | CombatDamageResolved
)
"""Every event the engine emits (``match`` on it; mypy checks the cases' fields)."""
