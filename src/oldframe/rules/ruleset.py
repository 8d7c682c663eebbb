"""Rule presets as independent typed axes (phase.rs style).

Each axis is an enum whose members are the positions the rules have taken over time. A preset is a
:class:`RuleSet` naming one position per axis. The engine implements only some positions; a RuleSet
naming a position that is not implemented cannot be built (:class:`UnsupportedRulesError`), so no
preset ever pretends to play rules the engine does not have.

Three presets: ``oldframe`` (today's rules plus the seven seed-000 deltas: the first six axes),
``scourge2003`` (the 26 May 2003 rulebook: also the 2003 positions of the later axes, the rules the
deltas don't restore) and ``modern`` (today's rules alone).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum


class UnsupportedRulesError(ValueError):
    """A preset or RuleSet names an axis position the engine does not implement."""


class Mulligan(Enum):
    """CR 103.5 (London) vs 2003 101.5 (Paris: shuffle hand back, draw one fewer)."""

    PARIS = "paris"
    LONDON = "london"


class ManaPool(Enum):
    """When mana pools empty (CR 500.4; 2003: 300.4 with mana burn, CR 2003 glossary "Mana Burn")."""

    EMPTY_AT_END_OF_PHASE_WITH_BURN = "phase+burn"
    EMPTY_AT_END_OF_STEP = "step"


class CombatDamage(Enum):
    """CR 510.2 (dealt at once) vs 2003 310.2–310.4 (assigned, put on the stack as one object)."""

    ON_THE_STACK = "stack"
    DEALT_AT_ONCE = "immediate"


class LegendRule(Enum):
    """CR 704.5j (each controller keeps one) vs 2003 420.5e (oldest survives, controller-blind)."""

    TIMESTAMP = "timestamp"
    PER_CONTROLLER_CHOICE = "controller-choice"


class Phasing(Enum):
    """CR 702.26 (a status) vs 2003 217.8/502.15 (a zone: leaves play, tokens cease to exist)."""

    PHASED_OUT_ZONE = "zone"
    STATUS = "status"


class OutsideTheGame(Enum):
    """October 2002 rulings (sideboard + removed from the game) vs CR 400.11 (sideboard only)."""

    SIDEBOARD_AND_REMOVED = "sideboard+removed"
    SIDEBOARD_ONLY = "sideboard"


class DrawStep(Enum):
    """CR 504.1 (the draw is a turn-based action) vs 2003 304.1 (the draw step action goes on the stack
    above the beginning-of-draw-step triggers, a triggered ability controlled by no one)."""

    TURN_BASED = "turn-based"
    ON_THE_STACK = "stack"


class CharacteristicOrder(Enum):
    """CR 613 (layers and sublayers: setting 7b, modifying 7c, counters 7c, switching 7d) vs 2003 418.5e
    (copy, type-changing, then P/T changes from counters, then every other effect in timestamp order)."""

    LAYERS = "layers"
    COUNTERS_THEN_TIMESTAMPS = "2003"


class TokenNames(Enum):
    """CR 111.4 (a token without a name is named for its subtypes plus "Token") vs 2003 216 and 415.4
    (a token's name is its creature type words: "Goblin")."""

    SUBTYPES_AND_TOKEN = "subtypes+token"
    CREATURE_TYPES = "types"


class WishSideboard(Enum):
    """CR 400.11a-b (a Wish that took a sideboard card stays where its text puts it) vs the October 2002
    tournament procedure (it goes into the sideboard face up instead, keeping the sideboard at 15)."""

    STAYS = "stays"
    SWAPPED_INTO_SIDEBOARD = "swap"


class BandingDamage(Enum):
    """CR 702.22j-k (the banding player divides the other side's damage among the creatures blocking or
    blocked only) vs 2003 502.10h (that player assigns it as its source could: a trampler's damage may
    also go to the defending player)."""

    AMONG_CREATURES_ONLY = "creatures"
    AS_THE_SOURCE_COULD = "as-source"


class BandsWithOther(Enum):
    """CR 702.22c (a "bands with other [quality]" band holds only creatures of that quality) vs 2003
    502.11b (creatures having "bands with other [quality]" may band together, with banding creatures
    too; they need not have the quality themselves)."""

    QUALITY_ONLY = "quality"
    ABILITY_HOLDERS = "holders"


class Madness(Enum):
    """CR 702.35 (discarded: exiled instead, a trigger then lets it be cast for the madness cost or put
    into the graveyard) vs 2003 502.24 (removed from the game instead; until its owner next passes
    priority it may be played as though from the hand, then it goes to the graveyard)."""

    TRIGGER_CAST_OR_GRAVEYARD = "trigger"
    PLAY_UNTIL_PASS = "until-pass"


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One position on every axis. Build through :func:`rules_for` or directly (then validated)."""

    name: str
    mulligan: Mulligan
    mana_pool: ManaPool
    combat_damage: CombatDamage
    legend_rule: LegendRule
    phasing: Phasing
    outside_the_game: OutsideTheGame
    draw_step: DrawStep = DrawStep.TURN_BASED
    characteristic_order: CharacteristicOrder = CharacteristicOrder.LAYERS
    token_names: TokenNames = TokenNames.SUBTYPES_AND_TOKEN
    wish_sideboard: WishSideboard = WishSideboard.STAYS
    banding_damage: BandingDamage = BandingDamage.AMONG_CREATURES_ONLY
    bands_with_other: BandsWithOther = BandsWithOther.QUALITY_ONLY
    madness: Madness = Madness.TRIGGER_CAST_OR_GRAVEYARD

    def __post_init__(self) -> None:
        missing = [
            f"{f.name}={getattr(self, f.name).value}"
            for f in fields(self)
            if f.name != "name" and getattr(self, f.name) not in IMPLEMENTED[f.name]
        ]
        if missing:
            raise UnsupportedRulesError(
                f"rule set {self.name!r} names axis positions the engine has not implemented: "
                + ", ".join(missing)
            )

    def axes(self) -> dict[str, str]:
        """The axis positions as plain strings (for JSON and logs)."""
        return {f.name: getattr(self, f.name).value for f in fields(self) if f.name != "name"}

    @classmethod
    def from_axes(cls, name: str, axes: dict[str, str]) -> RuleSet:
        """A RuleSet from :meth:`axes` output; an axis left out keeps the ``oldframe`` position (records
        saved before that axis existed). Unknown axes or positions are a clear error."""
        known = {f.name: f for f in fields(cls) if f.name != "name"}
        unknown = sorted(set(axes) - set(known))
        if unknown:
            raise UnsupportedRulesError(f"unknown rule axes {unknown}; known: {sorted(known)}")
        values: dict[str, Enum] = {}
        for axis, value in axes.items():
            enum = type(getattr(OLDFRAME, axis))
            try:
                values[axis] = enum(value)
            except ValueError:
                raise UnsupportedRulesError(
                    f"rule axis {axis!r} has no position {value!r}; choose one of {[m.value for m in enum]}"
                ) from None
        return replace(OLDFRAME, name=name, **values)  # type: ignore[arg-type]


#: Axis positions the engine plays; every position changes play somewhere (the module that reads it
#: cites the rule). A position not listed here cannot be selected.
IMPLEMENTED: dict[str, frozenset[Enum]] = {
    "mulligan": frozenset({Mulligan.PARIS, Mulligan.LONDON}),
    "mana_pool": frozenset({ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN, ManaPool.EMPTY_AT_END_OF_STEP}),
    "combat_damage": frozenset({CombatDamage.ON_THE_STACK, CombatDamage.DEALT_AT_ONCE}),
    "legend_rule": frozenset({LegendRule.TIMESTAMP, LegendRule.PER_CONTROLLER_CHOICE}),
    "phasing": frozenset({Phasing.PHASED_OUT_ZONE, Phasing.STATUS}),
    "outside_the_game": frozenset({OutsideTheGame.SIDEBOARD_AND_REMOVED, OutsideTheGame.SIDEBOARD_ONLY}),
    "draw_step": frozenset({DrawStep.TURN_BASED, DrawStep.ON_THE_STACK}),
    "characteristic_order": frozenset({CharacteristicOrder.LAYERS, CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS}),
    "token_names": frozenset({TokenNames.SUBTYPES_AND_TOKEN, TokenNames.CREATURE_TYPES}),
    "wish_sideboard": frozenset({WishSideboard.STAYS, WishSideboard.SWAPPED_INTO_SIDEBOARD}),
    "banding_damage": frozenset({BandingDamage.AMONG_CREATURES_ONLY, BandingDamage.AS_THE_SOURCE_COULD}),
    "bands_with_other": frozenset({BandsWithOther.QUALITY_ONLY, BandsWithOther.ABILITY_HOLDERS}),
    "madness": frozenset({Madness.TRIGGER_CAST_OR_GRAVEYARD, Madness.PLAY_UNTIL_PASS}),
}

OLDFRAME = RuleSet(
    name="oldframe",
    mulligan=Mulligan.PARIS,
    mana_pool=ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN,
    combat_damage=CombatDamage.ON_THE_STACK,
    legend_rule=LegendRule.TIMESTAMP,
    phasing=Phasing.PHASED_OUT_ZONE,
    outside_the_game=OutsideTheGame.SIDEBOARD_AND_REMOVED,
)

MODERN = RuleSet(
    name="modern",
    mulligan=Mulligan.LONDON,
    mana_pool=ManaPool.EMPTY_AT_END_OF_STEP,
    combat_damage=CombatDamage.DEALT_AT_ONCE,
    legend_rule=LegendRule.PER_CONTROLLER_CHOICE,
    phasing=Phasing.STATUS,
    outside_the_game=OutsideTheGame.SIDEBOARD_ONLY,
)

SCOURGE2003 = RuleSet(
    name="scourge2003",
    mulligan=Mulligan.PARIS,
    mana_pool=ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN,
    combat_damage=CombatDamage.ON_THE_STACK,
    legend_rule=LegendRule.TIMESTAMP,
    phasing=Phasing.PHASED_OUT_ZONE,
    outside_the_game=OutsideTheGame.SIDEBOARD_AND_REMOVED,
    draw_step=DrawStep.ON_THE_STACK,
    characteristic_order=CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS,
    token_names=TokenNames.CREATURE_TYPES,
    wish_sideboard=WishSideboard.SWAPPED_INTO_SIDEBOARD,
    banding_damage=BandingDamage.AS_THE_SOURCE_COULD,
    bands_with_other=BandsWithOther.ABILITY_HOLDERS,
    madness=Madness.PLAY_UNTIL_PASS,
)

PRESETS: dict[str, RuleSet] = {"oldframe": OLDFRAME, "scourge2003": SCOURGE2003, "modern": MODERN}

#: Presets that are planned but whose rules are not built; selecting one is an error that says so.
PLANNED_PRESETS: dict[str, str] = {}


def rules_for(rules: str | RuleSet) -> RuleSet:
    """The RuleSet for a preset name, or the RuleSet itself; a clear error for anything else."""
    if isinstance(rules, RuleSet):
        return rules
    if rules in PRESETS:
        return PRESETS[rules]
    if rules in PLANNED_PRESETS:
        raise UnsupportedRulesError(f"preset {rules!r} cannot be selected: {PLANNED_PRESETS[rules]}")
    raise UnsupportedRulesError(f"unknown rules preset {rules!r}; choose one of {sorted(PRESETS)}")
