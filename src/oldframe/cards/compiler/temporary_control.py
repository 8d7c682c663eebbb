"""Control until end of turn (the grammar: ``grammar/temporary_control.lark``; the rules:
``rules.atoms.temporary_control``): "Untap target creature and gain control of it until end of turn.",
"Gain control of target creature until end of turn."."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.temporary_control import GainControlUntilEndOfTurn

__all__ = ["TemporaryControlTemplates"]


def _permanent_target(thing: Thing) -> Thing:
    if thing.ref != THIS_TARGET or thing.spec is None or any(k in ("player", "spell") for k in thing.spec.kinds):
        raise ValueError("a target permanent")
    return thing


class TemporaryControlTemplates:
    """Transformer methods for ``grammar/temporary_control.lark``."""

    def tc_untap_gain_control_eot(self, items: list[Thing]) -> Clause:
        thing = _permanent_target(items[0])
        assert thing.spec is not None
        return Clause((GainControlUntilEndOfTurn(THIS_TARGET, untap=True),), (thing.spec,))

    def tc_gain_control_eot(self, items: list[Thing]) -> Clause:
        thing = _permanent_target(items[0])
        assert thing.spec is not None
        return Clause((GainControlUntilEndOfTurn(THIS_TARGET),), (thing.spec,))


@renders(GainControlUntilEndOfTurn)
def _render_gain_control(eff: GainControlUntilEndOfTurn, words: Words) -> list[str]:
    if eff.untap:
        return [f"untap {words.thing(eff.what)} and gain control of it until end of turn"]
    return [f"gain control of {words.thing(eff.what)} until end of turn"]
