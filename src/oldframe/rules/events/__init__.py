"""The engine's event vocabulary: one frozen, slotted record per kind of thing that happens.

Rules modules announce what happened through :func:`oldframe.rules.zones.emit`; triggered
abilities (:mod:`oldframe.rules.triggers`, CR 603.2) and readers of ``Game.log`` (narration,
hidden-information filtering, tests) read the fields by name, usually with ``match``::

    match event:
        case Moved(from_zone=Zone.BATTLEFIELD, to=Zone.GRAVEYARD, new=new): ...

Each class keeps the short ``kind`` word the log used before events were typed; ``to_json``
gives ``[kind, *fields]``, the form events have always had on the wire. Zones and steps are stored
as plain ints (``Zone``/``Step`` are ``IntEnum``, so ``to=Zone.GRAVEYARD`` still matches).

The classes live in small modules by what they are about (``turn``, ``zones``, ``stack``, ``choices``,
``permanents``, ``combat``); import them from here. This package imports nothing else from the
engine: every other rules module may use it.
"""

from __future__ import annotations

from oldframe.rules.events.base import KINDS, BaseEvent, Mana, Target
from oldframe.rules.events.choices import (
    ColorChosen,
    MayAnswered,
    ModeChosen,
    NameChosen,
    PlayerChosen,
    TypeChosen,
    XAnnounced,
)
from oldframe.rules.events.combat import (
    Attacked,
    Blocked,
    CombatDamageOnStack,
    CombatDamageResolved,
    DamageDealt,
    DamagePrevented,
    LifeGained,
    LifeLost,
    PoisonGiven,
    Unblocked,
)
from oldframe.rules.events.permanents import (
    AuraMoved,
    BecameCopy,
    ControlChanged,
    CounterPlaced,
    CounterRemoved,
    Destroyed,
    LicidAttached,
    LicidEnded,
    PhasedIn,
    PhasedOut,
    Regenerated,
    StateBasedAction,
    Tapped,
    TappedForMana,
    TextChanged,
    TokenCeased,
    TurnedFaceDown,
    TurnedFaceUp,
    Untapped,
)
from oldframe.rules.events.stack import (
    Activated,
    Cast,
    Copied,
    CostPaid,
    Countered,
    Cycled,
    Fizzled,
    ManaAdded,
    Resolved,
    TargetChanged,
    Triggered,
    TriggerFailed,
    TriggerRemoved,
)
from oldframe.rules.events.turn import (
    CoinFlipped,
    DrawActionOnStack,
    GameDrawn,
    GameOver,
    Kept,
    Lost,
    ManaBurned,
    Mulliganed,
    PoolEmptied,
    SkipTurnChosen,
    StepBegan,
    TurnBegan,
    TurnSkipped,
    UntapChosen,
)
from oldframe.rules.events.variant import PipelineChanged, StockReshuffled
from oldframe.rules.events.zones import (
    Discarded,
    DrawReplaced,
    Drew,
    DrewFromEmpty,
    HandLooked,
    LandPlayed,
    LibraryLooked,
    MadnessPlayed,
    Moved,
    PilesSeparated,
    Revealed,
    Sacrificed,
    Wished,
)

Event = (
    Mulliganed | Kept | TurnBegan | StepBegan | UntapChosen | TurnSkipped | SkipTurnChosen | PoolEmptied
    | ManaBurned | Lost | GameDrawn | GameOver | CoinFlipped
    | Moved | Drew | DrewFromEmpty | DrawReplaced | Wished | Revealed | HandLooked | LibraryLooked | PilesSeparated
    | Discarded | Sacrificed | MadnessPlayed | LandPlayed
    | Cast | Activated | Triggered | Copied | Cycled | CostPaid | ManaAdded | Resolved | Fizzled | Countered
    | TargetChanged | TriggerRemoved | TriggerFailed
    | MayAnswered | TypeChosen | NameChosen | ColorChosen | PlayerChosen | ModeChosen | XAnnounced
    | Tapped | Untapped | Destroyed | Regenerated | StateBasedAction | CounterPlaced | CounterRemoved | ControlChanged
    | PhasedOut | PhasedIn | TappedForMana
    | TokenCeased | TurnedFaceUp | TurnedFaceDown | TextChanged | BecameCopy | AuraMoved | LicidAttached
    | LicidEnded
    | DamageDealt | DamagePrevented | LifeGained | LifeLost | PoisonGiven | Attacked | Blocked | Unblocked
    | CombatDamageOnStack | CombatDamageResolved | DrawActionOnStack
    | PipelineChanged | StockReshuffled
)
"""Every event the engine emits (``match`` on it; mypy checks the cases' fields)."""

__all__ = [
    "KINDS",
    "Activated",
    "Attacked",
    "AuraMoved",
    "BaseEvent",
    "BecameCopy",
    "Blocked",
    "Cast",
    "CoinFlipped",
    "ColorChosen",
    "CombatDamageOnStack",
    "CombatDamageResolved",
    "ControlChanged",
    "Copied",
    "CostPaid",
    "CounterPlaced",
    "CounterRemoved",
    "Countered",
    "Cycled",
    "DamageDealt",
    "DamagePrevented",
    "Destroyed",
    "Discarded",
    "DrawActionOnStack",
    "DrawReplaced",
    "Drew",
    "DrewFromEmpty",
    "Event",
    "Fizzled",
    "GameDrawn",
    "GameOver",
    "HandLooked",
    "Kept",
    "LandPlayed",
    "LibraryLooked",
    "LicidAttached",
    "LicidEnded",
    "LifeGained",
    "LifeLost",
    "Lost",
    "MadnessPlayed",
    "Mana",
    "ManaAdded",
    "ManaBurned",
    "MayAnswered",
    "ModeChosen",
    "Moved",
    "Mulliganed",
    "NameChosen",
    "PhasedIn",
    "PhasedOut",
    "PilesSeparated",
    "PipelineChanged",
    "PlayerChosen",
    "PoisonGiven",
    "PoolEmptied",
    "Regenerated",
    "Resolved",
    "Revealed",
    "Sacrificed",
    "SkipTurnChosen",
    "StateBasedAction",
    "StepBegan",
    "StockReshuffled",
    "Tapped",
    "TappedForMana",
    "Target",
    "TargetChanged",
    "TextChanged",
    "TokenCeased",
    "TriggerFailed",
    "TriggerRemoved",
    "Triggered",
    "TurnBegan",
    "TurnSkipped",
    "TurnedFaceDown",
    "TurnedFaceUp",
    "TypeChosen",
    "Unblocked",
    "UntapChosen",
    "Untapped",
    "Wished",
    "XAnnounced",
]
