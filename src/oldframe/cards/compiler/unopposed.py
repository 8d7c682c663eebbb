"""Bonuses of a permanent's own while no opponent controls a creature [of some colors] (CR 611.3b; 2003:
418.3a): "CARDNAME has haste as long as no opponent controls a white or blue creature." (Kavu Runner),
"CARDNAME gets +3/+3 as long as no opponent controls a creature." (Vexing Beetle). The grammar
(``grammar/unopposed.lark``) adds a condition to the shared ``sr_cond`` of ``grammar/static_rules.lark``,
so every "as long as …" line there takes it; the condition: ``rules.atoms.unopposed``. The renderer
answers for this condition and hands every other conditional static to the renderer registered before."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler import static_counts
from oldframe.cards.compiler.render import COLOR_NAMES, STATIC_RENDERERS, _pt, render_keywords, renders_static
from oldframe.cards.compiler.static_entry import _SELF, _color
from oldframe.rules.atoms.static_kinds import CONDITIONAL
from oldframe.rules.atoms.unopposed import NO_OPPONENT_CONTROLS
from oldframe.rules.model.cards import StaticAbility

__all__ = ["UnopposedTemplates"]


class UnopposedTemplates:
    """Transformer methods for ``grammar/unopposed.lark``."""

    def ca_creature(self, items: list[Token]) -> str:
        return "Creature:"

    def ca_color_creature(self, items: list[Token]) -> str:
        letters = [_color(t) for t in items]
        if len(set(letters)) != len(letters):
            raise ValueError("the same color twice")
        return "Creature:" + "".join(letters)

    def ca_no_opponent_controls(self, items: list[str]) -> str:
        return f"{NO_OPPONENT_CONTROLS}:{items[0]}"


def _words(arg: str) -> str:
    kind, _, letters = arg.partition(":")
    if kind != "Creature":
        raise ValueError(f"no opponent controls a {kind!r}")
    colors = " or ".join(COLOR_NAMES[c] for c in letters)
    noun = f"{colors} creature" if colors else "creature"
    return f"no opponent controls {'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def _render(st: StaticAbility) -> str | None:
    name, _, arg = st.condition.partition(":")
    if name != NO_OPPONENT_CONTROLS:
        return None
    if st.affected != _SELF or st.text or not (st.power or st.toughness or st.keywords):
        raise ValueError("a bonus of its own while no opponent controls …")
    words = _words(arg)
    if not (st.power or st.toughness):
        return f"CARDNAME has {render_keywords(st.keywords)} as long as {words}."
    if not st.keywords:
        return f"CARDNAME gets {_pt(st.power, st.toughness)} as long as {words}."
    return f"As long as {words}, CARDNAME gets {_pt(st.power, st.toughness)} and has {render_keywords(st.keywords)}."


_EARLIER = STATIC_RENDERERS[CONDITIONAL]
assert static_counts  # registers the first conditional renderer


@renders_static(CONDITIONAL)
def _render_conditional(st: StaticAbility) -> str:
    line = _render(st)
    return line if line is not None else _EARLIER(st)
