"""Typed parameters of static abilities whose meaning takes more than one value: a
:class:`~oldframe.rules.model.cards.StaticAbility`'s ``params`` (never packed into its ``text``).

A count is a :class:`CountSpec` (``rules.atoms.static_counts.count``); its text form,
"zone|scope|filters", is the language the compiler's counts and spell effects share.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.mana import ManaCost


@dataclass(frozen=True, slots=True)
class CountSpec:
    """What a count counts: ``zone`` "bf" (permanents), "hand" or "gy" (cards), or "domain" (basic land
    types among lands "you" control); ``scope`` whose ("you", "opp", "all", "chosen": the player chosen
    as the source came into play); ``filters`` each object must pass ("type:Land", "sub:Swamp",
    "color:B", "nonbasic", "other", "untapped", …)."""

    zone: str
    scope: str
    filters: tuple[str, ...] = ()

    @classmethod
    def parse(cls, spec: str) -> CountSpec:
        """From the text form "zone|scope|filter,filter" (made once, where the card is compiled)."""
        known = _PARSED.get(spec)
        if known is None:
            zone, scope, rest = spec.split("|")
            known = _PARSED[spec] = cls(zone, scope, tuple(f for f in rest.split(",") if f))
        return known

    def __str__(self) -> str:
        return f"{self.zone}|{self.scope}|{','.join(self.filters)}"


_PARSED: dict[str, CountSpec] = {}


@dataclass(frozen=True, slots=True)
class CountedPT:
    """A characteristic-defining P/T equal to a count (layer 7a, CR 604.3, 613.4a; 2003: 418.5e):
    "CARDNAME's power and toughness are each equal to 1 plus the number of …". ``sets_power`` /
    ``sets_toughness`` say which the count defines, each plus its offset."""

    sets_power: bool
    sets_toughness: bool
    plus_power: int
    plus_toughness: int
    count: CountSpec


@dataclass(frozen=True, slots=True)
class PerCount:
    """"gets +N/+M for each …" (layer 7c): the count (the ability's ``power``/``toughness`` per unit)."""

    count: CountSpec


@dataclass(frozen=True, slots=True)
class SpellCostChange:
    """"<spells> [you cast | your opponents cast] cost {B} more / {1} less to cast" (CR 601.2f;
    2003: 409.1f). ``more`` is the mana added (None for a reduction, whose generic amount is the
    ability's ``power``); ``caster`` whose spells ("you", "opp", "all"); ``spells`` the spells named:
    alternatives, each a conjunction of "color:R", "sub:Goblin" and "+"-joined types ("type:Artifact+
    type:Enchantment": "artifact and enchantment spells"; "nontype:Creature")."""

    more: ManaCost | None
    caster: str
    spells: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class CombatCondition:
    """When an attack, block or evasion rule applies (``rules.atoms.static_combat``): ``when`` is
    "def_count" (the defending player controls one of ``count``), "you_count" (you control one),
    "fewer" (you control no more of ``count`` than the other player), "fewer_creatures" (no more
    creatures), "enchanted" (the creature is enchanted)."""

    when: str
    count: CountSpec | None = None


@dataclass(frozen=True, slots=True)
class PermanentFilter:
    """Which permanents a rule applies to: filters as in a count spec ("type:Land", "nonbasic"), or
    ``chosen_type``: creatures of the type chosen as the source came into play."""

    filters: tuple[str, ...] = ()
    chosen_type: bool = False


@dataclass(frozen=True, slots=True)
class DomainAmount:
    """An amount equal to the source controller's Domain count: basic land types among lands they
    control (Collective Restraint's attack tax)."""


#: Every kind of typed static-ability parameters.
StaticParams = CountedPT | PerCount | SpellCostChange | CombatCondition | PermanentFilter | DomainAmount
