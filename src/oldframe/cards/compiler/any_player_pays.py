"""The Rhystic "unless any player pays {N}" (Wild Might, Nakaya Shade, Icy Prison; CR 118.12, 101.4). The
grammar: ``grammar/any_player_pays.lark``; the rules: ``rules.atoms.any_player_pays``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.render import Words, _pt, render_effects, render_selector, renders
from oldframe.rules.atoms.any_player_pays import (
    DamageUnlessTargetPays,
    PumpAllThenMoreUnlessPaid,
    PumpUnlessAnyPlayerPays,
    SacrificeUnlessAnyPlayerPays,
    UnlessAnyPlayerPaysThen,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, PumpAll, TargetSpec

__all__ = ["AnyPlayerPaysTemplates"]

#: "any target" (CR 115.4): a creature or a player.
ANY_TARGET = TargetSpec(("creature", "player"))


@dataclass(frozen=True, slots=True)
class TheyGetMore(Amends):
    """"They get an additional +N/+N … unless any player pays {2}." after "<creatures> get +N/+N …"."""

    power: int
    toughness: int
    cost: ManaCost

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, PumpAll):
            raise ValueError("'They get an additional' after a group's bonus")
        return PumpAllThenMoreUnlessPaid(last.affected, last.power, last.toughness, self.power, self.toughness,
                                         self.cost)


@dataclass(frozen=True, slots=True)
class IfTheyDoDamage(Amends):
    """"If they do, CARDNAME deals N damage to the permanent or player." after the damage unless they pay."""

    reduced: int

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, DamageUnlessTargetPays) or last.reduced:
            raise ValueError("'If they do' after damage unless the target's player pays")
        return replace(last, reduced=self.reduced)


def _cost(tokens: Sequence[object]) -> ManaCost:
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

    def apu_damage_unless_target(self, items: list[object]) -> Clause:
        amount, to, *mana = items
        if not isinstance(amount, int) or not isinstance(to, Thing) or to.spec != ANY_TARGET:
            raise ValueError("fixed damage to any target")
        return Clause((DamageUnlessTargetPays(amount, to.ref, _cost(mana), 0),), (to.spec,))

    def apu_if_they_do_damage(self, items: list[Token]) -> Clause:
        return Clause((IfTheyDoDamage(int(str(items[0]))),))

    def apu_unless_first(self, items: list[object]) -> Clause:
        *mana, clause = items
        assert isinstance(clause, Clause)
        if clause.specs or clause.mana_choice or not clause.effects:
            raise ValueError("instructions without targets")
        return Clause((UnlessAnyPlayerPaysThen(_cost(mana), clause.effects),))

    def apu_they_get_more(self, items: list[Token]) -> Clause:
        pt, *mana = items
        p, t = parse_pt(pt)
        return Clause((TheyGetMore(p, t, _cost(list(mana))),))

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


@renders(DamageUnlessTargetPays)
def _render_damage_unless(eff: DamageUnlessTargetPays, words: Words) -> list[str]:
    if not eff.reduced:
        raise ValueError("the damage if they pay")
    return [f"CARDNAME deals {eff.amount} damage to {words.thing(eff.to)} unless that permanent's controller or that "
            f"player pays {eff.cost}", f"if they do, CARDNAME deals {eff.reduced} damage to the permanent or player"]


@renders(UnlessAnyPlayerPaysThen)
def _render_unless_first(eff: UnlessAnyPlayerPaysThen, words: Words) -> list[str]:
    body = render_effects(eff.then, words.specs, words.self_word)
    if len(body) != 1:
        raise ValueError("one sentence")
    return [f"unless any player pays {eff.cost}, {body[0]}"]


@renders(PumpAllThenMoreUnlessPaid)
def _render_pump_all_more(eff: PumpAllThenMoreUnlessPaid, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} get {_pt(eff.power, eff.toughness)} until end of turn",
            f"they get an additional {_pt(eff.more_power, eff.more_toughness)} until end of turn unless any player "
            f"pays {eff.cost}"]
