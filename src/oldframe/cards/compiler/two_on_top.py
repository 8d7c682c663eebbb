"""Two targets of one requirement beyond creatures: "Put two target lands on top of their owners'
libraries." (Plow Under; the rules: ``rules.atoms.two_on_top``), "Destroy two target artifacts." (Rack
and Ruin), "Destroy two target enchantments." (Peace and Quiet; ``rules.atoms.spell_lines.TwoTargets``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.filters import render_noun
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.two_on_top import TwoOnTopOfLibraries
from oldframe.rules.model.cards import TargetSpec


class TwoOnTopTemplates:
    def tt_tnoun_pl(self, items: list[object]) -> TargetSpec:
        *adjs, noun = items
        assert isinstance(noun, Token)
        if any(not isinstance(f, str) or f.startswith("type:") or f in ("player", "spell") for f in adjs):
            raise ValueError("plain filters only")
        return TargetSpec((str(noun)[:-1],), filters=tuple(str(f) for f in adjs))

    def tt_two_on_top(self, items: list[TargetSpec]) -> Clause:
        spec = items[0]
        return Clause((TwoOnTopOfLibraries(THIS_TARGET),), (spec, spec))


@renders(TwoOnTopOfLibraries)
def _render(eff: TwoOnTopOfLibraries, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if first != second or len(first.kinds) != 1 or first.controller is not None or first.exclude_self:
        raise ValueError("two targets of one plain requirement")
    words.seen.update({f"target:{base}", f"target:{base + 1}"})
    return [f"put two target {render_noun(first)}s on top of their owners' libraries"]
