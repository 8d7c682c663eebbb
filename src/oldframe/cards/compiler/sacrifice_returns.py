"""Cards returned from a graveyard in exchange for a sacrifice (the grammar: ``grammar/sacrifice_returns.lark``;
the rules: ``rules.atoms.sacrifice_returns``): "Choose two target creature cards in your graveyard.
Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped." (Victimize) — three
sentences, one instruction."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD, render_noun
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, _a, renders
from oldframe.rules.atoms.sacrifice_returns import SacrificeThenReturnTargets
from oldframe.rules.model.cards import TargetSpec

__all__ = ["SacrificeReturnTemplates"]

_KINDS = ("creature", "artifact", "enchantment", "land", "permanent")


class SacrificeReturnTemplates:
    """Transformer methods for ``grammar/sacrifice_returns.lark``."""

    def sr_victimize(self, items: list[object]) -> Clause:
        count, *adjs, kind = (str(i) for i in items)
        n = NUMBER_WORDS[count]
        if kind not in _KINDS or not adjs or any(a.split(":")[0] not in ("type", "nontype", "color", "subtype")
                                                 for a in adjs):
            raise ValueError("a card type to sacrifice and a quality of the cards")
        spec = TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=tuple(adjs))
        return Clause((SacrificeThenReturnTargets(THIS_TARGET, n, kind),), tuple(spec for _ in range(n)))


@renders(SacrificeThenReturnTargets)
def _render(eff: SacrificeThenReturnTargets, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    specs = words.specs[start:start + eff.count]
    if eff.count < 2 or len(specs) != eff.count or len(set(specs)) != 1 or not eff.tapped:
        raise ValueError("N alike targets")
    noun = render_noun(specs[0]).removesuffix(" card from your graveyard")
    if specs[0].kinds != (CARD_IN_YOUR_GRAVEYARD,) or noun == render_noun(specs[0]):
        raise ValueError("cards in your graveyard")
    return [f"choose {_COUNT_WORDS[eff.count]} target {noun} cards in your graveyard",
            f"sacrifice {_a(eff.kind)}",
            "if you do, return the chosen cards to the battlefield tapped"]
