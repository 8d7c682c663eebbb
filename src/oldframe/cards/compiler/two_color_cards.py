""""target blue or red creature card from your graveyard" (Crypt Angel): a card of either color (CR
105.2, 115.1; "anycolor" in ``rules.target_filters.spell_passes``, rendered by ``filters.render_noun``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.model.cards import TargetSpec
from oldframe.rules.targets import CARD_IN_YOUR_GRAVEYARD


class TwoColorCardTemplates:
    """Transformer methods of ``grammar/two_color_cards.lark``."""

    def target_gy_two_colors(self, items: list[Token]) -> Thing:
        a, b = COLOR_LETTERS[str(items[0])], COLOR_LETTERS[str(items[1])]
        if a == b:
            raise ValueError("one color twice")
        return Thing(THIS_TARGET, TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=(f"anycolor:{a}:{b}", "type:creature")))
