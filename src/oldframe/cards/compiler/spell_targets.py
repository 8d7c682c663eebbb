"""Target filters the spells templates add: creature, land and Aura types ("target Wall", "target
Island"), "nonbasic", "non-Aura", "with power N or less"; shared with the counting templates."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.filters import TargetTemplates
from oldframe.cards.compiler.statics import plural_of
from oldframe.rules.model.cards import Effect, TargetSpec


def _creature_clause(thing: Thing, effect: Effect) -> Clause:
    """A clause about one creature: the card itself, "it" or a target creature."""
    if thing.ref not in (THIS_TARGET, "self", IT) or (thing.spec is not None and thing.spec.kinds != ("creature",)):
        raise ValueError("a creature")
    return Clause((effect,), () if thing.spec is None else (thing.spec,))


#: "target Wall": a creature of that type (the noun is the type; CR 205.3).
CREATURE_TYPE = "creature_type"


__all__ = ["SpellTargetTemplates"]


class SpellTargetTemplates:
    """Transformer methods for ``grammar/spells.lark``: target filters."""

    subtype_names: dict[str, str]

    def spells_land_type(self, items: list[Token]) -> str:
        return str(items[0])

    def spells_target_aura(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",), filters=("enchantment_type:Aura",)))

    def spells_target_land_type(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("land",), filters=(f"land_type:{str(items[0]).capitalize()}",)))

    def spells_another_target(self, items: list[tuple[str, tuple[str, ...]]]) -> Thing:
        """"another target creature": not the source of the ability (for a spell, the engine already
        keeps a spell's targets different)."""
        kind, filters = items[0]
        if kind in ("player", "spell"):
            raise ValueError("another target permanent only")
        return Thing(THIS_TARGET, TargetSpec((kind,), filters=filters, exclude_self=True))

    def spells_target_aura_on_creature(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",), filters=("enchantment_type:Aura", "attached:creature")))

    def spells_target_aura_on_yours(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("enchantment",),
                                             filters=("enchantment_type:Aura", "attached:creature_yours")))

    def spells_adj_non_aura(self, items: list[Token]) -> str:
        return "nonsubtype:Aura"

    def spells_adj_pt(self, items: list[Token]) -> str:
        return f"pt_is:{items[0]}"

    # -- target filters -----------------------------------------------------------------------------
    def spells_target_type(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("creature",), filters=(f"{CREATURE_TYPE}:{self._type_name(items[0])}",)))

    def spells_tnoun_comma(self, items: list[str]) -> tuple[str, tuple[str, ...]]:
        """"nonartifact, nonblack creature": two "non-" adjectives, a comma between them."""
        return TargetTemplates.tnoun(self, items)  # type: ignore[arg-type]

    def spells_adj_subtype(self, items: list[Token]) -> str:
        return "subtype:" + self._type_name(items[0])

    def spells_adj_nonbasic(self, items: list[Token]) -> str:
        return "nonsuper:basic"

    def spells_suf_power_le(self, items: list[Token]) -> str:
        return f"power_le:{int(items[0])}"

    def _type_name(self, tok: Token) -> str:
        """The creature type a word names; a plural names its singular ("Elves" → Elf, though one
        card's type line has "Elves")."""
        word = str(tok)
        name = self.subtype_names.get(word)
        if name is None:
            raise ValueError(f"unknown creature type {tok}")
        singular = next((n for n in self.subtype_names.values() if plural_of(n).lower() == word and n != name), None)
        return singular or name
