"""A spell's effect replaced with threshold (the grammar: ``grammar/threshold_instead.lark``; the rules:
``rules.atoms.threshold_instead``). The threshold line compiles on its own to a ``ThresholdInstead`` with
no base; ``join_threshold_lines`` (called as a card's lines are assembled) gives it the effect of the
spell line before it."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, cap, render_effect, renders
from oldframe.rules.atoms.threshold_instead import DestroyAllThenReturnYours, DestroyThat, ThresholdInstead
from oldframe.rules.model.cards import AddMana, CreateTokens, DamageEach, Destroy, Effect

__all__ = ["ThresholdInsteadTemplates", "join_threshold_lines"]

#: Effects that ask no question as they resolve, so one can stand in for the other.
_SIMPLE = (AddMana, CreateTokens)
#: "that land" until the line before is known (``join_threshold_lines``).
_THAT = "that"
#: Effects that may follow "instead …" in the condition-first wording (none asks a question).
_SIMPLE_MORE = (*_SIMPLE, DamageEach)


class ThresholdInsteadTemplates:
    """Transformer methods for ``grammar/threshold_instead.lark``."""

    def ti_threshold_instead(self, items: list[Clause]) -> SpellPiece:
        clause = items[0]
        if len(clause.effects) != 1 or clause.specs or clause.mana_choice or type(clause.effects[0]) not in _SIMPLE:
            raise ValueError("one effect without targets or questions")
        return SpellPiece((ThresholdInstead(None, clause.effects[0]),), ())


    def ti_lead_threshold(self, items: list[object]) -> SpellPiece:
        eff = items[0]
        assert isinstance(eff, ThresholdInstead)
        return SpellPiece((eff,), ())

    def ti_lead_clause(self, items: list[Clause]) -> ThresholdInstead:
        return ThresholdInstead(None, _simple(items[0])[0], lead=True)

    def ti_lead_destroy_that(self, items: list[object]) -> ThresholdInstead:
        """"destroy that land and …": the line before's first target (the joined card is checked to have one)."""
        clause = items[1]
        assert isinstance(clause, Clause)
        return ThresholdInstead(None, DestroyThat(_THAT, str(items[0])), lead=True, more=_simple(clause))

    def ti_kind(self, items: list[Token]) -> str:
        return str(items[0])

    def ti_lead_destroy_return(self, items: list[tuple[str, str]]) -> ThresholdInstead:
        kind, subtype = items[0]  # the shared ``all_kind``: "enchantments" -> ("enchantment", "")
        if subtype or kind not in ("enchantment", "artifact", "creature"):
            raise ValueError("all permanents of a card type")
        return ThresholdInstead(None, DestroyAllThenReturnYours(kind), lead=True)


def _simple(clause: Clause) -> tuple[Effect, ...]:
    """A clause's effects when they ask nothing and name no new target."""
    if clause.specs or clause.mana_choice or any(type(e) not in _SIMPLE_MORE for e in clause.effects):
        raise ValueError("effects without targets or questions")
    return clause.effects


def join_threshold_lines(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """A ``ThresholdInstead`` without a base takes the effect just before it, of the same kind ("… instead
    if …"), or whatever single effect the line before had ("If …, instead …")."""
    out: list[Effect] = []
    for eff in effects:
        if isinstance(eff, ThresholdInstead) and eff.base is None and out and eff.lead:
            base = out[-1]
            if isinstance(eff.instead, DestroyThat):  # "destroy that land": what the line before destroys
                if type(base) is not Destroy or not base.what.startswith("target:"):
                    out.append(eff)
                    continue
                eff = replace(eff, instead=replace(eff.instead, what=base.what))
            out[-1] = replace(eff, base=base)
        elif isinstance(eff, ThresholdInstead) and eff.base is None and out and type(out[-1]) is type(eff.instead):
            out[-1] = replace(eff, base=out[-1])
        else:
            out.append(eff)
    return tuple(out)


@renders(ThresholdInstead)
def _render_threshold_instead(eff: ThresholdInstead, words: Words) -> list[str]:
    base = [] if eff.base is None else render_effect(eff.base, words.specs)
    if eff.lead:
        if len(base) > 1:
            raise ValueError("one line replaced")
        said = [line for e in (eff.instead, *eff.more) for line in render_effect(e, words.specs)]
        return [*base, f"threshold — If seven or more cards are in your graveyard, instead {' and '.join(said)}"]
    instead = render_effect(eff.instead, words.specs)
    if len(instead) != 1:
        raise ValueError("one sentence")
    return [*base, f"threshold — {cap(instead[0])} instead if seven or more cards are in your graveyard"]


@renders(DestroyThat)
def _render_destroy_that(eff: DestroyThat, words: Words) -> list[str]:
    if eff.what != _THAT and not eff.what.startswith("target:"):
        raise ValueError("the target of the line before")
    return [f"destroy that {eff.kind}"]


@renders(DestroyAllThenReturnYours)
def _render_destroy_return(eff: DestroyAllThenReturnYours, words: Words) -> list[str]:
    return [f"destroy all {eff.kind}s, then return all cards in your graveyard destroyed this way to the battlefield"]
