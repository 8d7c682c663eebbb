"""Exchange control of two targets (Political Trickery, Chromeshell Crab; CR 701.10). The grammar:
``grammar/control_exchanges.lark``; the rules: ``rules.atoms.control_exchanges``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.control_exchanges import ExchangeControl

__all__ = ["ControlExchangeTemplates"]


class ControlExchangeTemplates:
    """Transformer methods for ``grammar/control_exchanges.lark``."""

    def ce_exchange(self, items: list[Thing]) -> Clause:
        first, second = items
        if first.spec is None or second.spec is None or "player" in first.spec.kinds + second.spec.kinds:
            raise ValueError("two target permanents")
        if first.spec.controller != "you" or second.spec.controller != "opponent":
            raise ValueError("one you control and one an opponent controls")
        return Clause((ExchangeControl("target:0", "target:1"),), (first.spec, second.spec))


@renders(ExchangeControl)
def _render(eff: ExchangeControl, words: Words) -> list[str]:
    if (eff.first, eff.second) != ("target:0", "target:1") or len(words.specs) != 2:
        raise ValueError("the ability's only two targets")  # the clause names them as the first two
    return [f"exchange control of {words.thing(eff.first)} and {words.thing(eff.second)}"]
