"""The Rhystic "unless any player pays {N}" (Wild Might, Nakaya Shade, Icy Prison; CR 118.12, 101.4). The
grammar: ``grammar/any_player_pays.lark``; the rules: ``rules.atoms.any_player_pays``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.render import Words, _pt, renders
from oldframe.rules.atoms.any_player_pays import PumpUnlessAnyPlayerPays, SacrificeUnlessAnyPlayerPays
from oldframe.rules.mana import ManaCost

__all__ = ["AnyPlayerPaysTemplates"]


def _cost(tokens: list[object]) -> ManaCost:
    cost = ManaCost.parse("".join(str(t).upper() for t in tokens))
    if cost.x or not cost.converted:
        raise ValueError("no X in an unless cost")
    return cost


class AnyPlayerPaysTemplates:
    """Transformer methods for ``grammar/any_player_pays.lark``."""

    def _pump(self, items: list[object], more: bool) -> Clause:
        thing, pt, *mana = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        p, t = parse_pt(pt)
        eff = PumpUnlessAnyPlayerPays(thing.ref, p, t, _cost(mana), more)
        return Clause((eff,), () if thing.spec is None else (thing.spec,))

    def apu_pump(self, items: list[object]) -> Clause:
        return self._pump(items, False)

    def apu_pump_more(self, items: list[object]) -> Clause:
        return self._pump(items, True)

    def apu_sacrifice(self, items: list[Token]) -> Clause:
        return Clause((SacrificeUnlessAnyPlayerPays("self", _cost(list(items))),))


@renders(PumpUnlessAnyPlayerPays)
def _render_pump(eff: PumpUnlessAnyPlayerPays, words: Words) -> list[str]:
    more = "an additional " if eff.additional else ""
    who = "that creature" if eff.who in words.seen else words.thing(eff.who)  # the spell's target named again
    return [f"{who} gets {more}{_pt(eff.power, eff.toughness)} until end of turn unless any player "
            f"pays {eff.cost}"]


@renders(SacrificeUnlessAnyPlayerPays)
def _render_sacrifice(eff: SacrificeUnlessAnyPlayerPays, words: Words) -> list[str]:
    if eff.what != "self":
        raise ValueError("the source only")
    return [f"sacrifice CARDNAME unless any player pays {eff.cost}"]
