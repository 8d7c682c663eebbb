"""Rule presets as independent typed axes (phase.rs style).

Each axis is an enum whose members are the positions the rules have taken over time. A preset is a
:class:`RuleSet` naming one position per axis. The engine implements only some positions; a RuleSet
naming a position that is not implemented cannot be built (:class:`UnsupportedRulesError`), so no
preset ever pretends to play rules the engine does not have.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
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


#: Axis positions the engine plays; every position changes play somewhere (the module that reads it
#: cites the rule). A position not listed here cannot be selected.
IMPLEMENTED: dict[str, frozenset[Enum]] = {
    "mulligan": frozenset({Mulligan.PARIS, Mulligan.LONDON}),
    "mana_pool": frozenset({ManaPool.EMPTY_AT_END_OF_PHASE_WITH_BURN, ManaPool.EMPTY_AT_END_OF_STEP}),
    "combat_damage": frozenset({CombatDamage.ON_THE_STACK, CombatDamage.DEALT_AT_ONCE}),
    "legend_rule": frozenset({LegendRule.TIMESTAMP, LegendRule.PER_CONTROLLER_CHOICE}),
    "phasing": frozenset({Phasing.PHASED_OUT_ZONE, Phasing.STATUS}),
    "outside_the_game": frozenset({OutsideTheGame.SIDEBOARD_AND_REMOVED, OutsideTheGame.SIDEBOARD_ONLY}),
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

PRESETS: dict[str, RuleSet] = {"oldframe": OLDFRAME, "modern": MODERN}

#: Presets that are planned but whose rules are not built; selecting one is an error that says so.
PLANNED_PRESETS: dict[str, str] = {
    "scourge2003": "the full May 2003 rulebook (draw step on the stack, 2003 characteristic order) "
    "is not implemented yet",
}


def rules_for(rules: str | RuleSet) -> RuleSet:
    """The RuleSet for a preset name, or the RuleSet itself; a clear error for anything else."""
    if isinstance(rules, RuleSet):
        return rules
    if rules in PRESETS:
        return PRESETS[rules]
    if rules in PLANNED_PRESETS:
        raise UnsupportedRulesError(f"preset {rules!r} cannot be selected: {PLANNED_PRESETS[rules]}")
    raise UnsupportedRulesError(f"unknown rules preset {rules!r}; choose one of {sorted(PRESETS)}")
