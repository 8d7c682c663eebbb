"""Counterspells that do more than counter, and checks made on resolution: Memory Lapse ("If that
spell is countered this way, put it on top of its owner's library instead of into that player's
graveyard."), Dissipate and Liquify ("… exile it instead …"), Teferi's Response ("If a permanent's
ability is countered this way, destroy that permanent."), Prohibit ("Counter target spell if its mana
value is 2 or less. If this spell was kicked, counter that spell if its mana value is 4 or less
instead.") and Overload (the same with "Destroy target artifact"). The rules are in
``rules.atoms.counter_variants``.

A sentence that changes the counter before it is an :class:`~oldframe.cards.compiler.common.Amends`
marker: ``effects`` turns "Counter target spell." + the marker into the one atom."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.compiled import CounterUnlessPay
from oldframe.rules.atoms.counter_variants import (
    EXILE,
    LIBRARY_TOP,
    CounterAndDamage,
    CounterDestroySource,
    CounterExileAllNamed,
    CounterGainManaValue,
    CounterIfKicked,
    CounterSteal,
    CounterTo,
    CounterUnlessPayDomain,
    CounterUnlessPayOrLoseMana,
    CounterUnlessPayTo,
    IfManaValue,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CounterObject, Effect

_INSTEAD = {LIBRARY_TOP: "If that spell is countered this way, put it on top of its owner's library instead of "
                         "into that player's graveyard",
            EXILE: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard"}


@dataclass(frozen=True, slots=True)
class CounteredGoes(Amends):
    """"If that spell is countered this way, <put it elsewhere> instead …" after "Counter target spell"."""

    to: str

    def amend(self, last: Effect) -> Effect:
        if type(last) is CounterUnlessPay:  # Syncopate
            return CounterUnlessPayTo(last.what, last.cost, self.to)
        if not isinstance(last, CounterObject):
            raise ValueError("'countered this way' after a counter")
        return CounterTo(last.what, self.to)


@dataclass(frozen=True, slots=True)
class CounteredAbilitySource(Amends):
    """"If a permanent's ability is countered this way, destroy that permanent." after a counter."""

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, CounterObject):
            raise ValueError("'countered this way' after a counter")
        return CounterDestroySource(last.what)


@dataclass(frozen=True, slots=True)
class LoseManaUnlessPaid(Amends):
    """"If that player doesn't, they tap all lands with mana abilities they control and lose all unspent
    mana." after "Counter target spell unless its controller pays {X}."."""

    def amend(self, last: Effect) -> Effect:
        if type(last) is not CounterUnlessPay:
            raise ValueError("'If that player doesn't' after 'unless its controller pays'")
        return CounterUnlessPayOrLoseMana(last.what, last.cost)


@dataclass(frozen=True, slots=True)
class ExileAllNamed(Amends):
    """"Search its controller's graveyard, hand, and library for all cards with the same name as that
    spell and exile them. Then that player shuffles." after a counter (Quash)."""

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, CounterObject):
            raise ValueError("'that spell' after a counter")
        return CounterExileAllNamed(last.what)


@dataclass(frozen=True, slots=True)
class CounteredSteal(Amends):
    """"If an artifact or creature spell is countered this way, put that card onto the battlefield under
    your control instead …" after "Counter target spell." (Desertion)."""

    def amend(self, last: Effect) -> Effect:
        if type(last) is not CounterObject:
            raise ValueError("'countered this way' after a counter")
        return CounterSteal(last.what)


@dataclass(frozen=True, slots=True)
class GainManaValue(Amends):
    """"Its controller gains life equal to its mana value." after a counter (Illumination)."""

    def amend(self, last: Effect) -> Effect:
        if type(last) is not CounterObject:
            raise ValueError("'its mana value' after a counter")
        return CounterGainManaValue(last.what)


def _if_mv(action: str, items: list[object]) -> Clause:
    thing, most = items
    assert isinstance(thing, Thing) and isinstance(most, int)
    if thing.spec is None:
        raise ValueError("a target")
    if (action == "counter") != (thing.spec.kinds == ("spell",)) or len(thing.spec.kinds) != 1:
        raise ValueError("counter a spell, destroy a permanent")
    return Clause((IfManaValue(action, thing.ref, most),), (thing.spec,))


class CounterVariantTemplates:
    def cv_steal(self, items: list[Token]) -> Clause:
        return Clause((CounteredSteal(),))

    def cv_gain_mana_value(self, items: list[Token]) -> Clause:
        return Clause((GainManaValue(),))

    def cv_counter_and_damage(self, items: list[object]) -> Clause:
        first, amount, second = items
        assert isinstance(first, Thing) and isinstance(second, Thing)
        if first.spec is None or second.spec is None or first.spec.kinds != ("spell",) or not isinstance(amount, int):
            raise ValueError("a spell, and a fixed amount to a second target")
        return Clause((CounterAndDamage(first.ref, amount),), (first.spec, second.spec))

    def cv_exile_all_named(self, items: list[Token]) -> Clause:
        return Clause((ExileAllNamed(),))

    def cv_lose_mana_unless_paid(self, items: list[Token]) -> Clause:
        return Clause((LoseManaUnlessPaid(),))

    def cv_counter_unless_domain(self, items: list[object]) -> Clause:
        thing, mana = items
        assert isinstance(thing, Thing) and thing.spec is not None
        if thing.spec.kinds != ("spell",) or ManaCost.parse(str(mana).upper()) != ManaCost(generic=1):
            raise ValueError("{1} for each basic land type, from a spell's controller")
        return Clause((CounterUnlessPayDomain(thing.ref),), (thing.spec,))

    def cv_counter_if_kicked(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("spell",):
            raise ValueError("a spell")
        return Clause((CounterIfKicked(thing.ref),), (thing.spec,))

    def cv_to_library(self, items: list[Token]) -> Clause:
        return Clause((CounteredGoes(LIBRARY_TOP),))

    def cv_to_exile(self, items: list[Token]) -> Clause:
        return Clause((CounteredGoes(EXILE),))

    def cv_destroy_source(self, items: list[Token]) -> Clause:
        return Clause((CounteredAbilitySource(),))

    def cv_mv_le(self, items: list[Token]) -> int:
        return int(items[0])

    def cv_counter_if_mana_value(self, items: list[object]) -> Clause:
        return _if_mv("counter", items)

    def cv_destroy_if_mana_value(self, items: list[object]) -> Clause:
        return _if_mv("destroy", items)

    def cv_counter_that_if_mana_value(self, items: list[int]) -> Clause:
        """"counter that spell if …": the spell's target named before (a kicked instruction)."""
        return Clause((IfManaValue("counter", IT, items[0]),))

    def cv_destroy_that_if_mana_value(self, items: list[object]) -> Clause:
        kind, most = items
        assert isinstance(kind, str) and isinstance(most, int)
        if kind in ("spell", "player"):
            raise ValueError("destroy a permanent")
        return Clause((IfManaValue("destroy", IT, most),))


@renders(CounterTo)
def _render_counter_to(eff: CounterTo, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)}. {_INSTEAD[eff.to]}"]


@renders(CounterDestroySource)
def _render_counter_destroy_source(eff: CounterDestroySource, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)}. If a permanent's ability is countered this way, destroy that permanent"]


@renders(IfManaValue)
def _render_if_mana_value(eff: IfManaValue, words: Words) -> list[str]:
    if eff.what in words.seen and eff.what.startswith("target:"):  # "destroy that artifact if …" (kicked)
        what = "that " + words.specs[int(eff.what[7:])].kinds[0]
    else:
        what = words.thing(eff.what)
    return [f"{eff.action} {what} if its mana value is {eff.most} or less"]


@renders(CounterUnlessPayOrLoseMana)
def _render_power_sink(eff: CounterUnlessPayOrLoseMana, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)} unless its controller pays {eff.cost}. If that player doesn't, they "
            "tap all lands with mana abilities they control and lose all unspent mana"]


@renders(CounterUnlessPayDomain)
def _render_domain_counter(eff: CounterUnlessPayDomain, words: Words) -> list[str]:
    return [f"domain — Counter {words.thing(eff.what)} unless its controller pays {{1}} for each basic land type "
            "among lands you control"]


@renders(CounterIfKicked)
def _render_counter_if_kicked(eff: CounterIfKicked, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)} if it was kicked"]


@renders(CounterExileAllNamed)
def _render_quash(eff: CounterExileAllNamed, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)}. Search its controller's graveyard, hand, and library for all cards "
            "with the same name as that spell and exile them. Then that player shuffles"]


@renders(CounterUnlessPayTo)
def _render_syncopate(eff: CounterUnlessPayTo, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)} unless its controller pays {eff.cost}. {_INSTEAD[eff.to]}"]


@renders(CounterSteal)
def _render_desertion(eff: CounterSteal, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)}. If an artifact or creature spell is countered this way, put that card "
            "onto the battlefield under your control instead of into its owner's graveyard"]


@renders(CounterGainManaValue)
def _render_illumination(eff: CounterGainManaValue, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)}. Its controller gains life equal to its mana value"]


@renders(CounterAndDamage)
def _render_counter_and_damage(eff: CounterAndDamage, words: Words) -> list[str]:
    second = f"target:{int(eff.what[7:]) + 1}"
    return [f"counter {words.thing(eff.what)} and {words.self_word} deals {eff.amount} damage to {words.thing(second)}"]
