"""Exiling every card with the target's name (the rules: ``rules.atoms.same_name``): "Exile target
artifact. Search its controller's graveyard, hand, and library for all cards with the same name as that
artifact and exile them. Then that player shuffles." (Splinter; Eradicate, Scour)."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.same_name import ExileAllSameName


class SameNameTemplates:
    def sn_exile_same_name(self, items: list[str]) -> Clause:
        return Clause((ExileAllSameName(IT, str(items[0])),))


@renders(ExileAllSameName)
def _render(eff: ExileAllSameName, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen \
            or eff.noun not in words.specs[int(eff.what[7:])].kinds:
        raise ValueError("'that <noun>' is the target exiled before")
    return [f"search its controller's graveyard, hand, and library for all cards with the same name as that "
            f"{eff.noun} and exile them", "then that player shuffles"]
