"""Mana by a count: "{T}: Add {G} for each creature you control." (Gaea's Cradle), "… for each
enchantment you control." (Serra's Sanctum), "… for each artifact you control." (Tolarian Academy),
"… for each Forest you control." (Rofellos), "… for each Elf on the battlefield." (Priest of Titania).
The count is taken as the mana ability resolves (CR 605.3; 2003: 406.1) and by the automatic payment
when it offers the permanent (``rules.casting``); the counting is ``rules.atoms.counts``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.cards.compiler.render import COUNT_RENDERERS
from oldframe.rules.atoms.counts import PER
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import ActivatedAbility, AddMana, Cost, Count


class ManaCountTemplates:
    subtype_names: dict[str, str]

    def mc_type(self, items: list[Token]) -> str:
        return str(items[0])

    def mc_yours_type(self, items: list[str]) -> str:
        return f"yours:{items[0]}"

    def mc_yours_land_type(self, items: list[object]) -> str:
        return f"yours:land:land_type:{str(items[0]).capitalize()}"

    def mc_yours_subtype(self, items: list[Token]) -> str:
        return f"yours:permanent:subtype:{self.subtype_names[str(items[0])]}"

    def mc_all_subtype(self, items: list[Token]) -> str:
        return f"all:permanent:subtype:{self.subtype_names[str(items[0])]}"

    def mc_add_per(self, items: list[object]) -> Clause:
        mana, what = items
        assert isinstance(mana, tuple) and isinstance(what, str)
        return Clause((AddMana(mana, Count(f"{PER}:{what}")),))

    def mc_activated_per(self, items: list[object]) -> ActivatedPiece:
        cost, mana, what = items
        assert isinstance(cost, Cost) and isinstance(what, str)
        body = AddMana(parse_mana(str(mana).upper()), Count(f"{PER}:{what}"))
        return ActivatedPiece((ActivatedAbility(cost, (body,), is_mana=True),))


def _words(count: Count) -> str:
    whose, kind, *rest = count.what.split(":", 3)[1:]
    if rest:
        _, name = rest[0].split(":", 1)
        noun = name
    else:
        noun = kind
    return f"{noun} you control" if whose == "yours" else f"{noun} on the battlefield"


COUNT_RENDERERS[PER] = _words
