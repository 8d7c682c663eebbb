"""Threshold anthems (CR 702.38, 611.3b; 2003: 502.23, 418.3a): a group or the enchanted creature gets a
bonus while seven or more cards are in your graveyard — "Threshold — Squirrel creatures get +2/+2 as long
as seven or more cards are in your graveyard." (Nut Collector), "… get an additional +1/+1 …" (Divine
Sacrament's second bonus), "Threshold — Enchanted creature gets +3/+0 as long as …" (Kamahl's Desire).
The grammar: ``grammar/threshold_anthems.lark``; the rules need nothing new (``rules.conditions``'
"threshold" holds for any selector). All are the ``conditional`` static kind: this module's renderer
answers for the shapes it builds and hands the rest to the renderers registered before it."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler import unopposed
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import STATIC_RENDERERS, _pt, cap, render_keywords, render_selector, renders_static
from oldframe.cards.compiler.static_entry import _ENCHANTED, _SELF
from oldframe.rules.atoms.static_kinds import CONDITIONAL
from oldframe.rules.model.cards import Selector, StaticAbility

__all__ = ["ThresholdAnthemTemplates"]

_THRESHOLD = "threshold"
#: ``StaticAbility.text`` of a bonus worded "an additional +N/+N" (the rules read no difference).
_ADDITIONAL = "additional"


class ThresholdAnthemTemplates:
    """Transformer methods for ``grammar/threshold_anthems.lark``."""

    def _threshold(self, sel: Selector, pt: Token, more: bool) -> StaticPiece:
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(CONDITIONAL, text=_ADDITIONAL if more else "", affected=sel, power=p,
                                         toughness=t, condition=_THRESHOLD))

    def ca_threshold_anthem(self, items: list[object]) -> StaticPiece:
        sel, grant = items
        assert isinstance(sel, Selector) and isinstance(grant, tuple)
        p, t, kws = grant
        return StaticPiece(StaticAbility(CONDITIONAL, affected=sel, power=p, toughness=t, keywords=kws,
                                         condition=_THRESHOLD))

    def ca_threshold_anthem_more(self, items: list[object]) -> StaticPiece:
        sel, pt = items
        assert isinstance(sel, Selector) and isinstance(pt, Token)
        return self._threshold(sel, pt, True)

    def ca_threshold_enchanted(self, items: list[Token]) -> StaticPiece:
        return self._threshold(_ENCHANTED, items[0], False)

    def ca_threshold_enchanted_more(self, items: list[Token]) -> StaticPiece:
        return self._threshold(_ENCHANTED, items[0], True)


def _render(st: StaticAbility) -> str | None:
    """The line of a threshold anthem, or None for another family's conditional static."""
    if st.condition != _THRESHOLD or st.affected is None or st.affected == _SELF \
            or not (st.power or st.toughness) or (st.text and st.keywords):
        return None
    enchanted = st.affected == _ENCHANTED
    subject = "Enchanted creature" if enchanted else cap(render_selector(st.affected))
    gets, has = ("gets", "has") if enchanted else ("get", "have")
    more = "an additional " if st.text == _ADDITIONAL else ""
    grant = f"{gets} {more}{_pt(st.power, st.toughness)}"
    if st.keywords:
        grant += f" and {has} {render_keywords(st.keywords)}"
    return f"Threshold — {subject} {grant} as long as seven or more cards are in your graveyard."


_EARLIER = STATIC_RENDERERS[CONDITIONAL]
assert unopposed  # its renderer is among the earlier ones


@renders_static(CONDITIONAL)
def _render_conditional(st: StaticAbility) -> str:
    line = _render(st)
    return line if line is not None else _EARLIER(st)
