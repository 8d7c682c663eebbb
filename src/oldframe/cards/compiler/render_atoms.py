"""Renderers of the core effect atoms (``rules/model/cards.py`` and the first atom families): one
``@renders(Atom)`` function per atom, the single way an effect becomes words. Each returns the
sentence(s) with a lower-case first letter, or raises ValueError for a shape it doesn't write."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.cards.compiler.effects import EVENT_AMOUNT, X
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD
from oldframe.cards.compiler.render import (
    _COUNT_WORDS,
    COUNT_RENDERERS,
    EffectRenderer,
    Words,
    _cards,
    _pt,
    render_create_tokens,
    render_mana,
    render_selector,
    renders,
)
from oldframe.cards.compiler.search import render_search
from oldframe.rules.atoms.compiled import (
    CounterUnlessPay,
    DestroyAll,
    PreventNextDamage,
    PutCounters,
    PutOnTopOfLibrary,
    Rampage,
    SacrificeUnlessPay,
    SearchLibrary,
)
from oldframe.rules.atoms.cost_atoms import AddManaPerCounterRemoved, ReturnSourceFromGraveyard
from oldframe.rules.atoms.durations import PreventAllCombatDamage
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.atoms.turns_hands import (
    DiscardHandsDrawGreatest,
    DiscardRandomAmount,
    ExtraTurn,
    NoUntapNext,
    UntapLands,
)
from oldframe.rules.model.cards import (
    AddMana,
    Count,
    CounterObject,
    CreateTokens,
    DamageEach,
    DealDamage,
    Destroy,
    DestroyNoRegenerate,
    DiscardAtRandom,
    Draw,
    DrawNextUpkeep,
    ExileCard,
    GainLife,
    GrantKeyword,
    LoseLife,
    ModifyPT,
    PumpAll,
    Regenerate,
    ReturnFromGraveyardToPlay,
    ReturnToHand,
    Sacrifice,
    SacrificePermanent,
    Tap,
    TargetSpec,
    Untap,
)


@renders(DealDamage)
def _deal_damage(eff: DealDamage, words: Words) -> list[str]:
    thing, num = words.thing, words.num
    return [f"CARDNAME deals {num(eff.amount)} damage to {thing(eff.to)}"]


@renders(SacrificePermanent)
def _sacrifice_permanent(eff: SacrificePermanent, words: Words) -> list[str]:
    thing = words.thing
    if len(eff.kinds) == 1:
        kind = eff.kinds[0]
        a = "an" if kind[0] in "aeiou" else "a"
        if eff.who == "controller":
            return [f"sacrifice {a} {kind}"]
        who = "each player" if eff.who == "each_player" else thing(eff.who)
        return [f"{who} sacrifices {a} {kind}"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(CounterUnlessPay)
def _counter_unless_pay(eff: CounterUnlessPay, words: Words) -> list[str]:
    thing = words.thing
    return [f"counter {thing(eff.what)} unless its controller pays {eff.cost}"]


@renders(PreventAllCombatDamage)
def _prevent_all_combat_damage(eff: PreventAllCombatDamage, words: Words) -> list[str]:
    return ["prevent all combat damage that would be dealt this turn"]


@renders(Rampage)
def _rampage(eff: Rampage, words: Words) -> list[str]:
    if eff.beyond == 0:
        return [f"it gets {_pt(eff.amount, eff.amount)} until end of turn for each creature blocking it"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(PreventNextDamage)
def _prevent_next_damage(eff: PreventNextDamage, words: Words) -> list[str]:
    thing = words.thing
    return [f"prevent the next {eff.amount} damage that would be dealt to {thing(eff.what)} this turn"]


@renders(SearchLibrary)
def _search_library(eff: SearchLibrary, words: Words) -> list[str]:
    return [render_search(eff)]


@renders(PutCounters)
def _put_counters(eff: PutCounters, words: Words) -> list[str]:
    thing = words.thing
    n = "a" if eff.count == 1 else _COUNT_WORDS[eff.count]
    return [f"put {n} {eff.counter} counter{'s' if eff.count > 1 else ''} on {thing(eff.what)}"]


@renders(SacrificeUnlessPay)
def _sacrifice_unless_pay(eff: SacrificeUnlessPay, words: Words) -> list[str]:
    if eff.what == "self":
        return [f"sacrifice CARDNAME unless you pay {eff.cost}"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(DestroyAll)
def _destroy_all(eff: DestroyAll, words: Words) -> list[str]:
    plurals = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}
    what = ("Plains" if eff.subtype == "Plains" else eff.subtype + "s") if eff.subtype else plurals[eff.kind]
    return [f"destroy all {what}", *([] if eff.regenerate else ["they can't be regenerated"])]


@renders(DiscardChosen)
def _discard_chosen(eff: DiscardChosen, words: Words) -> list[str]:
    thing = words.thing
    who = "each player" if eff.who == "each_player" else thing(eff.who)
    return [f"{who} discards {_cards(eff.count)}"]


@renders(DrawNextUpkeep)
def _draw_next_upkeep(eff: DrawNextUpkeep, words: Words) -> list[str]:
    if eff.who == "controller":
        return ["draw a card at the beginning of the next turn's upkeep"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(Draw)
def _draw(eff: Draw, words: Words) -> list[str]:
    thing = words.thing
    if eff.count == X and eff.who != "controller":
        return [f"{thing(eff.who)} draws X cards"]
    if isinstance(eff.count, int):
        if eff.who == "controller":
            return [f"draw {_cards(eff.count)}"]
        return [f"{thing(eff.who)} draws {_cards(eff.count)}"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(GainLife)
def _gain_life(eff: GainLife, words: Words) -> list[str]:
    thing, num = words.thing, words.num
    if eff.who == "controller" and not isinstance(eff.amount, int):
        return [f"you gain {num(eff.amount)} life"]
    if eff.who == "controller":
        return [f"you gain {eff.amount} life"]
    return [f"{thing(eff.who)} gains {eff.amount} life"]


@renders(DamageEach)
def _damage_each(eff: DamageEach, words: Words) -> list[str]:
    num = words.num
    who = ("each creature and each player" if eff.creatures and eff.players
           else "each player" if eff.players else "each creature")
    without = f" without {eff.without}" if eff.without else ""
    return [f"CARDNAME deals {num(eff.amount)} damage to {who}{without}"]


@renders(ModifyPT)
def _modify_p_t(eff: ModifyPT, words: Words) -> list[str]:
    thing = words.thing
    return [f"{thing(eff.who)} gets {_pt(eff.power, eff.toughness)} until end of turn"]


@renders(GrantKeyword)
def _grant_keyword(eff: GrantKeyword, words: Words) -> list[str]:
    thing = words.thing
    return [f"{thing(eff.who)} gains {eff.keyword} until end of turn"]


@renders(PumpAll)
def _pump_all(eff: PumpAll, words: Words) -> list[str]:
    return [f"{render_selector(eff.affected)} get {_pt(eff.power, eff.toughness)} until end of turn"]


@renders(Regenerate)
def _regenerate(eff: Regenerate, words: Words) -> list[str]:
    thing = words.thing
    return [f"regenerate {thing(eff.what)}"]


@renders(DestroyNoRegenerate)
def _destroy_no_regenerate(eff: DestroyNoRegenerate, words: Words) -> list[str]:
    thing = words.thing
    return [f"destroy {thing(eff.what)}", "it can't be regenerated"]


def _moves(template: str) -> EffectRenderer:
    """A renderer for an atom that does one thing to ``eff.what``: ``template`` with ``{thing}`` (the
    object's words) and ``{owner}`` ("your" for a card in your graveyard, else "its owner's")."""
    def render(eff: Any, words: Words) -> list[str]:
        what: str = eff.what
        from_yours = what.startswith("target:") and words.specs[int(what[7:])].kinds == (CARD_IN_YOUR_GRAVEYARD,)
        return [template.format(thing=words.thing(what), owner="your" if from_yours else "its owner's")]
    return render


for _atom, _template in ((Destroy, "destroy {thing}"), (Tap, "tap {thing}"), (Untap, "untap {thing}"),
                         (ReturnToHand, "return {thing} to {owner} hand"),
                         (PutOnTopOfLibrary, "put {thing} on top of {owner} library"),
                         (ReturnFromGraveyardToPlay, "return {thing} to the battlefield"),
                         (ExileCard, "exile {thing}"), (CounterObject, "counter {thing}")):
    renders(_atom)(_moves(_template))


@renders(Sacrifice)
def _sacrifice(eff: Sacrifice, words: Words) -> list[str]:
    if eff.what == "self":
        return ["sacrifice CARDNAME"]
    raise ValueError(f"no rendering for {eff!r}")


#: Renderers of ``AddMana`` whose times are a count of a template family, by the count's prefix: the
#: whole sentences ("add {C}", "if you control …, add {C}{C} instead"; compiler/mana_amounts.py).
MANA_SENTENCES: dict[str, Callable[[AddMana], list[str]]] = {}


@renders(AddMana)
def _add_mana(eff: AddMana, words: Words) -> list[str]:
    if isinstance(eff.times, Count) and eff.times.what.partition(":")[0] in MANA_SENTENCES:
        return MANA_SENTENCES[eff.times.what.partition(":")[0]](eff)
    if not eff.any_color and eff.times == 1:
        return [f"add {render_mana(eff.mana)}"]
    if not eff.any_color and isinstance(eff.times, Count) and eff.times.what.partition(":")[0] in COUNT_RENDERERS:
        per = COUNT_RENDERERS[eff.times.what.partition(":")[0]](eff.times)  # "Add {G} for each creature you control."
        return [f"add {render_mana(eff.mana)} for each {per}"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(LoseLife)
def _lose_life(eff: LoseLife, words: Words) -> list[str]:
    thing = words.thing
    if eff.who == "each_player":
        return [f"each player loses {eff.amount} life"]
    if eff.who == "controller":
        return [f"you lose {words.num(eff.amount) if eff.amount == EVENT_AMOUNT else eff.amount} life"]
    return [f"{thing(eff.who)} loses {eff.amount} life"]


@renders(DiscardHandsDrawGreatest)
def _discard_hands_draw_greatest(eff: DiscardHandsDrawGreatest, words: Words) -> list[str]:
    return ["each player discards their hand, then draws cards equal to the greatest number of cards a player "
            "discarded this way"]


@renders(ExtraTurn)
def _extra_turn(eff: ExtraTurn, words: Words) -> list[str]:
    if eff.who == "controller":
        return ["take an extra turn after this one"]
    if eff.who.startswith("target:") and words.specs[int(eff.who[7:])] == TargetSpec(("player",)):  # Time Warp
        return [f"{words.thing(eff.who)} takes an extra turn after this one"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(DiscardRandomAmount)
def _discard_random_amount(eff: DiscardRandomAmount, words: Words) -> list[str]:
    thing = words.thing
    if eff.count == X:
        return [f"{thing(eff.who)} discards X cards at random"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(UntapLands)
def _untap_lands(eff: UntapLands, words: Words) -> list[str]:
    if eff.count > 1:
        return [f"untap up to {_COUNT_WORDS[eff.count]} lands"]
    raise ValueError(f"no rendering for {eff!r}")


@renders(NoUntapNext)
def _no_untap_next(eff: NoUntapNext, words: Words) -> list[str]:
    thing = words.thing
    if eff.yours:
        return [f"{thing(eff.what)} doesn't untap during your next untap step"]
    return [f"{thing(eff.what)} doesn't untap during its controller's next untap step"]


@renders(CreateTokens)
def _create_tokens(eff: CreateTokens, words: Words) -> list[str]:
    if not eff.name and eff.who == "controller":
        return [render_create_tokens(eff)]
    raise ValueError(f"no rendering for {eff!r}")


@renders(ReturnSourceFromGraveyard)
def _return_source_from_graveyard(eff: ReturnSourceFromGraveyard, words: Words) -> list[str]:
    """An ability of a card in a graveyard (costs.py)."""
    return [f"return CARDNAME from your graveyard to {'your hand' if eff.to == 'hand' else 'the battlefield'}"]


@renders(AddManaPerCounterRemoved)
def _add_mana_per_counter_removed(eff: AddManaPerCounterRemoved, words: Words) -> list[str]:
    """The storage lands (costs.py)."""
    if eff.plus == 1:
        mana = render_mana(eff.mana)
        return [f"add {mana}, then add an additional {mana} for each {eff.counter} counter removed this way"]
    if eff.plus:
        raise ValueError(f"no rendering for {eff!r}")
    return [f"add {render_mana(eff.mana)} for each {eff.counter} counter removed this way"]


@renders(DiscardAtRandom)
def _discard_at_random(eff: DiscardAtRandom, words: Words) -> list[str]:
    thing = words.thing
    if eff.count == 1:
        return [f"{thing(eff.who)} discards a card at random"]
    if eff.count in _COUNT_WORDS:  # "Target player discards two cards at random." (discard_variants.py)
        return [f"{thing(eff.who)} discards {_COUNT_WORDS[eff.count]} cards at random"]
    raise ValueError(f"no rendering for {eff!r}")
