"""A target with the greatest power among creatures on the battlefield (Topple; CR 115.1, 608.2b: checked as it
is chosen and again on resolution, ties included). The grammar: ``grammar/greatest_power.lark``; the filter:
``rules.target_filters.GREATEST_POWER``, written back by ``filters.render_noun``."""

from __future__ import annotations

from lark import Token

from oldframe.rules.target_filters import GREATEST_POWER

__all__ = ["GreatestPowerTemplates"]


class GreatestPowerTemplates:
    """Transformer methods for ``grammar/greatest_power.lark``."""

    def gp_suf_greatest_power(self, items: list[Token]) -> str:
        return GREATEST_POWER
