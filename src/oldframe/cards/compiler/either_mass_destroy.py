"""One of two mass destructions chosen on resolution (Essence Filter, Catastrophe; CR 608.2d, 701.7), and
"Creatures destroyed this way can't be regenerated." after it (CR 701.15c). The grammar:
``grammar/either_mass_destroy.lark``; the rules: ``rules.atoms.either_mass_destroy``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause
from oldframe.cards.compiler.render import COLOR_NAMES, Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.either_mass_destroy import DestroyAllEither
from oldframe.rules.atoms.mass_destroy import DestroyAllFiltered
from oldframe.rules.model.cards import Effect

__all__ = ["EitherMassDestroyTemplates"]

_PLURALS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}


def _words(eff: DestroyAll) -> str:
    if isinstance(eff, DestroyAllFiltered):
        if eff.other or len(eff.kinds) != 1 or len(eff.filters) != 1 or not eff.filters[0].startswith("noncolor:"):
            raise ValueError("a nonwhite group")
        return f"non{COLOR_NAMES[eff.filters[0][9:]]} {_PLURALS[eff.kinds[0]]}"
    if eff.subtype:
        raise ValueError("card types only")
    return _PLURALS[eff.kind]


@dataclass(frozen=True, slots=True)
class CreaturesNoRegen(Amends):
    """"Creatures destroyed this way can't be regenerated." after a choice of which all to destroy."""

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, DestroyAllEither):
            raise ValueError("'Creatures destroyed this way' after a choice of destructions")
        parts = [last.first, last.second]
        hits = [i for i, p in enumerate(parts) if type(p) is DestroyAll and p.kind == "creature" and p.regenerate]
        if len(hits) != 1:
            raise ValueError("one of them destroys all creatures")
        parts[hits[0]] = replace(parts[hits[0]], regenerate=False)
        return replace(last, first=parts[0], second=parts[1])


class EitherMassDestroyTemplates:
    """Transformer methods for ``grammar/either_mass_destroy.lark``."""

    def emd_plain(self, items: list[tuple[str, str]]) -> DestroyAll:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return DestroyAll(kind)

    def emd_noncolor(self, items: list[object]) -> DestroyAll:
        color, group = items
        assert isinstance(color, Token) and isinstance(group, tuple)
        kind, subtype = group
        if subtype:
            raise ValueError("card types only")
        return DestroyAllFiltered("", kinds=(kind,), filters=(f"noncolor:{COLOR_LETTERS[str(color)]}",))

    def emd_destroy_either(self, items: list[DestroyAll]) -> Clause:
        first, second = items
        if first == second:
            raise ValueError("two different groups")
        return Clause((DestroyAllEither(first, second, (_words(first), _words(second))),))

    def emd_creatures_no_regen(self, items: list[Token]) -> Clause:
        return Clause((CreaturesNoRegen(),))


@renders(DestroyAllEither)
def _render(eff: DestroyAllEither, words: Words) -> list[str]:
    if eff.labels != (_words(eff.first), _words(eff.second)):
        raise ValueError("labels that are the groups' words")
    out = [f"destroy all {eff.labels[0]} or all {eff.labels[1]}"]
    if not eff.first.regenerate or not eff.second.regenerate:
        out.append("creatures destroyed this way can't be regenerated")
    return out
