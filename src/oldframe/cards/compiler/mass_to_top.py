"""Many permanents on top of their owners' libraries: "Put all enchantments on top of their owners'
libraries." (Harmonic Convergence; any card type of ``all_kind``). The rules are in
``rules.atoms.mass_to_top``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.mass_to_top import PutAllOnTop
from oldframe.rules.model.words import plural_of


class MassToTopTemplates:
    """Transformer methods of ``grammar/mass_to_top.lark``."""

    def mt_put_all_on_top(self, items: list[tuple[str, str]]) -> Clause:
        kind, subtype = items[0]
        if subtype:
            raise ValueError("card types only")
        return Clause((PutAllOnTop(kind),))


@renders(PutAllOnTop)
def _render(eff: PutAllOnTop, words: Words) -> list[str]:
    return [f"put all {plural_of(eff.kind)} on top of their owners' libraries"]
