"""A permanent swapped with a card in its controller's graveyard (the grammar:
``grammar/graveyard_swaps.lark``; the rules: ``rules.atoms.graveyard_swaps``): "Choose target artifact a
player controls and target artifact card in that player's graveyard. If both targets are still legal as
this ability resolves, that player simultaneously sacrifices the artifact and returns the artifact card to
the battlefield." The two sentences are one instruction: the first only names the targets."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.filters import CARD_IN_A_GRAVEYARD
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.graveyard_swaps import PREVIOUS_CONTROLLER, SwapWithGraveyardCard
from oldframe.rules.model.cards import TargetSpec

__all__ = ["GraveyardSwapTemplates"]

_CARD_FILTERS = ("type", "nontype")


class GraveyardSwapTemplates:
    """Transformer methods for ``grammar/graveyard_swaps.lark``."""

    def gs_swap(self, items: list[object]) -> Clause:
        first = items[0]
        if not isinstance(first, Thing) or first.spec is None or first.ref != THIS_TARGET:
            raise ValueError("a target permanent first")
        spec = first.spec
        if spec.controller is not None or spec.filters or len(spec.kinds) != 1 or spec.kinds[0] in (
                "player", "spell", "creature or player") or spec.kinds[0] in (CARD_IN_A_GRAVEYARD,):
            raise ValueError("a plain permanent type")
        words = [str(i) for i in items[1:]]
        kind_at = next(k for k, w in enumerate(words) if ":" not in w)
        adjs, kind, again = words[:kind_at], words[kind_at], words[kind_at + 1:]
        if kind != spec.kinds[0] or adjs != again or any(a.split(":")[0] not in _CARD_FILTERS for a in adjs):
            raise ValueError("the same permanent and card named again")
        card = TargetSpec((CARD_IN_A_GRAVEYARD,), filters=tuple(adjs), relation=PREVIOUS_CONTROLLER)
        return Clause((SwapWithGraveyardCard(THIS_TARGET),), (spec, card))


def _adjectives(filters: tuple[str, ...]) -> str:
    words = []
    for f in filters:
        key, _, value = f.partition(":")
        words.append(value if key == "type" else "non" + value)
    return " ".join(words)


@renders(SwapWithGraveyardCard)
def _render_swap(eff: SwapWithGraveyardCard, words: Words) -> list[str]:
    i = int(eff.permanent.removeprefix("target:"))
    spec = words.specs[i]
    card = words.specs[i + 1] if i + 1 < len(words.specs) else None
    if card is None or card.relation != PREVIOUS_CONTROLLER or card.kinds != (CARD_IN_A_GRAVEYARD,) \
            or spec.controller is not None or spec.filters or len(spec.kinds) != 1:
        raise ValueError("a permanent and a card in its controller's graveyard")
    kind, adjs = spec.kinds[0], _adjectives(card.filters)
    return [f"choose target {kind} a player controls and target {adjs} card in that player's graveyard",
            f"if both targets are still legal as this ability resolves, that player simultaneously sacrifices "
            f"the {kind} and returns the {adjs} card to the battlefield"]
