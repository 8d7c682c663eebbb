""""Distribute two -2/-1 counters among one or two target creatures." (Contagion; the rules:
``rules.atoms.distributed_counters``): one mode per division, as for divided damage (CR 601.2d; 2003:
409.1d)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.distributed_counters import DistributedCounters, distributed_counters
from oldframe.rules.model.cards import TargetSpec

_AMONG = {3: "one, two, or three", 2: "one or two"}


class DistributedCounterTemplates:
    def dc_distribute(self, items: list[object]) -> SpellPiece:
        count, counter, among = items
        assert isinstance(count, Token) and isinstance(counter, Token) and isinstance(among, tuple)
        most, spec = among
        total = NUMBER_WORDS[str(count)]
        if spec != TargetSpec(("creature",)) or not most:
            raise ValueError("counters among one, two or three target creatures")
        return SpellPiece((distributed_counters(str(counter), total, most, spec),), ())


@renders(DistributedCounters)
def _render(eff: DistributedCounters, words: Words) -> list[str]:
    spec = eff.modes[0].targets[0]
    if eff != distributed_counters(eff.counter, eff.total, eff.most, spec) or spec != TargetSpec(("creature",)):
        raise ValueError("not every division of the counters")
    return [f"distribute {_COUNT_WORDS[eff.total]} {eff.counter} counters among {_AMONG[eff.most]} target creatures"]
