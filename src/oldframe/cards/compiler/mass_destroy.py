"""Destroying every permanent that meets a filter: "Destroy all white permanents." (Anarchy; Flashfires'
cousins of each color), "Destroy all non-Aura enchantments." (Tranquil Domain), "Destroy all Auras."
(Serene Heart), "Destroy all creatures with flying." (Whirlwind), "Destroy all nonbasic lands."
(Ruination). The rules are in ``rules.atoms.mass_destroy``; "They can't be regenerated." after it is
joined by ``effects``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.mass_destroy import DestroyAllFiltered

_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
_PLURALS = {"permanent": "permanents", "enchantment": "enchantments", "creature": "creatures", "land": "lands",
            "artifact": "artifacts"}


class MassDestroyTemplates:
    def md_destroy_color_permanents(self, items: list[Token]) -> Clause:
        color = f"color:{COLOR_LETTERS[str(items[0])]}"
        return Clause((DestroyAllFiltered("", kinds=("permanent",), filters=(color,)),))

    def md_destroy_non_aura(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllFiltered("", kinds=("enchantment",), filters=("nonsubtype:Aura",)),))

    def md_destroy_auras(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllFiltered("", kinds=("enchantment",), filters=("enchantment_type:Aura",)),))

    def md_destroy_creatures_with(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllFiltered("", kinds=("creature",), filters=(f"kw:{items[0]}",)),))

    def md_destroy_all_other(self, items: list[tuple[str, str]]) -> Clause:
        """Tranquil Grove: "{1}{G}{G}: Destroy all other enchantments." """
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((DestroyAllFiltered("", kinds=(kind,), other=True),))

    def md_destroy_nonbasic_lands(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllFiltered("", kinds=("land",), filters=("nonsuper:basic",)),))


@renders(DestroyAllFiltered)
def _render(eff: DestroyAllFiltered, words: Words) -> list[str]:
    no_regeneration = [] if eff.regenerate else ["they can't be regenerated"]
    if eff.other and len(eff.kinds) == 1 and not eff.filters:
        return [f"destroy all other {_PLURALS[eff.kinds[0]]}", *no_regeneration]
    if len(eff.kinds) != 1 or len(eff.filters) != 1 or eff.other:
        raise ValueError("one kind, one filter")
    kind, _, arg = eff.filters[0].partition(":")
    no_regeneration = [] if eff.regenerate else ["they can't be regenerated"]
    if (kind, arg, eff.kinds) == ("enchantment_type", "Aura", ("enchantment",)):
        return ["destroy all Auras", *no_regeneration]
    if kind == "kw" and eff.kinds == ("creature",):
        return [f"destroy all creatures with {arg}", *no_regeneration]
    adjective = {"color": lambda: _COLOR_NAMES[arg], "nonsubtype": lambda: f"non-{arg}",
                 "nonsuper": lambda: f"non{arg}"}[kind]()
    return [f"destroy all {adjective} {_PLURALS[eff.kinds[0]]}", *no_regeneration]
