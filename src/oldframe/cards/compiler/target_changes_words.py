"""How ``render.render_target`` writes a target requirement about what a spell or ability on the
stack is doing (``target_changes``): apart, so that the renderer can ask it without importing the
template module (which imports the renderer)."""

from __future__ import annotations

from oldframe.rules.atoms.target_changes import ABILITY_KIND, TARGETS
from oldframe.rules.model.cards import TargetSpec

#: "target spell or ability": the two kinds, in this order.
SPELL_OR_ABILITY = ("spell", "ability")


def render_stack_target(spec: TargetSpec) -> str | None:
    """"target spell or ability an opponent controls that targets a land you control", "target
    activated ability", or None for a target this family doesn't write."""
    if spec.kinds == ("ability",) and spec.filters == (f"{ABILITY_KIND}:activated",) and spec.controller is None:
        return "target activated ability"
    if spec.kinds != SPELL_OR_ABILITY or len(spec.filters) != 1 or not spec.filters[0].startswith(TARGETS + ":"):
        return None
    kind, _, whose = spec.filters[0].partition(":")[2].partition("_")
    if spec.controller != "opponent" or whose != "yours":
        raise ValueError("a spell or ability an opponent controls that targets a permanent you control")
    return f"target spell or ability an opponent controls that targets a {kind} you control"
