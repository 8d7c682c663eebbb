"""Two targets of one requirement beyond creatures: "Put two target lands on top of their owners'
libraries." (Plow Under; the rules: ``rules.atoms.two_on_top``), "Destroy two target artifacts." (Rack
and Ruin), "Destroy two target enchantments." (Peace and Quiet; ``rules.atoms.spell_lines.TwoTargets``);
"Two target creatures each get +2/+2 until end of turn." (Symbiosis); targets of either of two colors,
"target black or green creature" (Rage Weaver), "target artifact or enchantment card from your graveyard"
(Argivian Find)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD, render_noun
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.two_on_top import TwoOnTopOfLibraries, TwoTargetsGetPT
from oldframe.rules.model.cards import TargetSpec


class TwoOnTopTemplates:
    def tt_adj_either_color(self, items: list[Token]) -> str:
        """"target black or green creature" (Rage Weaver), "… blue or black creature with flying" (Wallop)."""
        first, second = (COLOR_LETTERS[str(t)] for t in items)
        if first == second:
            raise ValueError("two colors")
        return f"anycolor:{first}{second}"

    def tt_tnoun_pl(self, items: list[object]) -> TargetSpec:
        *adjs, noun = items
        assert isinstance(noun, Token)
        if any(not isinstance(f, str) or f.startswith("type:") or f in ("player", "spell") for f in adjs):
            raise ValueError("plain filters only")
        return TargetSpec((str(noun)[:-1],), filters=tuple(str(f) for f in adjs))

    def tt_target_gy_either_type(self, items: list[str]) -> Thing:
        first, second = items
        if first == second or {first, second} & {"player", "spell", "permanent"}:
            raise ValueError("two card types")
        return Thing(THIS_TARGET, TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=(f"anytype:{first},{second}",)))

    def tt_two_get_pt(self, items: list[object]) -> Clause:
        spec, pt = items
        assert isinstance(spec, TargetSpec) and isinstance(pt, Token)
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((TwoTargetsGetPT(THIS_TARGET, p, t),), (spec, spec))

    def tt_two_on_top(self, items: list[object]) -> Clause:
        count, spec = items
        if str(count) != "two" or not isinstance(spec, TargetSpec):
            raise ValueError("put two target …")
        return Clause((TwoOnTopOfLibraries(THIS_TARGET),), (spec, spec))


@renders(TwoOnTopOfLibraries)
def _render(eff: TwoOnTopOfLibraries, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if first != second or len(first.kinds) != 1 or first.controller is not None or first.exclude_self:
        raise ValueError("two targets of one plain requirement")
    words.seen.update({f"target:{base}", f"target:{base + 1}"})
    return [f"put two target {render_noun(first)}s on top of their owners' libraries"]


@renders(TwoTargetsGetPT)
def _render_get_pt(eff: TwoTargetsGetPT, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if first != second or first.kinds != ("creature",) or first.controller is not None or first.exclude_self:
        raise ValueError("two targets of one plain creature requirement")
    words.seen.update({f"target:{base}", f"target:{base + 1}"})
    return [f"two target {render_noun(first)}s each get {eff.power:+d}/{eff.toughness:+d} until end of turn"]
