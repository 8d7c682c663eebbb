"""Flashback granted to a card in a graveyard (the grammar: ``grammar/flashback_grants.lark``; the rules:
``rules.atoms.flashback_grants``): "Target sorcery card in your graveyard gains flashback until end of
turn. The flashback cost is equal to its mana cost." The second sentence completes the first."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.flashback_grants import GrantFlashback
from oldframe.rules.model.cards import TargetSpec

__all__ = ["FlashbackGrantTemplates"]

#: Only instants and sorceries have flashback (CR 702.34a).
_SPELL_TYPES = ("type:instant", "type:sorcery")


class FlashbackGrantTemplates:
    """Transformer methods for ``grammar/flashback_grants.lark``."""

    def fg_grant(self, items: list[str]) -> Clause:
        filters = tuple(str(i) for i in items)
        if len(filters) != 1 or filters[0] not in _SPELL_TYPES:
            raise ValueError("an instant or sorcery card gains flashback")
        return Clause((GrantFlashback(THIS_TARGET),), (TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=filters),))


@renders(GrantFlashback)
def _render_grant(eff: GrantFlashback, words: Words) -> list[str]:
    spec = words.specs[int(eff.what.removeprefix("target:"))] if eff.what.startswith("target:") else None
    if spec is None or spec.kinds != (CARD_IN_YOUR_GRAVEYARD,) or len(spec.filters) != 1 \
            or spec.filters[0] not in _SPELL_TYPES:
        raise ValueError("target instant or sorcery card in your graveyard")
    return [f"target {spec.filters[0][5:]} card in your graveyard gains flashback until end of turn",
            "the flashback cost is equal to its mana cost"]
