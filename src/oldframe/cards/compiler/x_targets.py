"""Damage to each of X targets (the grammar: ``grammar/x_targets.lark``; the rules:
``rules.atoms.x_targets``): up to ``altcosts.MAX_X`` optional "any target" requirements, as many chosen
as the announced X."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import X
from oldframe.cards.compiler.filters import CARD_IN_YOUR_GRAVEYARD
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.altcosts import MAX_X
from oldframe.rules.atoms.x_targets import (
    X_COUNT,
    BounceEachOfXTargets,
    DamageEachOfXTargets,
    ReturnEachOfXTargetsToHand,
    TapEachOfXTargets,
)
from oldframe.rules.model.cards import TargetSpec

__all__ = ["XTargetTemplates"]

#: One of the X targets: a creature or player (2003 "target creature or player").
X_TARGET = TargetSpec(("creature", "player"), optional=True, relation=X_COUNT)


_KINDS = {"lands": "land", "creatures": "creature", "artifacts": "artifact", "permanents": "permanent"}
_NOUNS = {v: k for k, v in _KINDS.items()}


def _x_target(kind: str) -> TargetSpec:
    return TargetSpec((kind,), optional=True, relation=X_COUNT)


class XTargetTemplates:
    """Transformer methods for ``grammar/x_targets.lark``."""

    def xt_tap_each(self, items: list[Token]) -> Clause:
        kind = _KINDS[str(items[0])]
        return Clause((TapEachOfXTargets(THIS_TARGET),), (_x_target(kind),) * MAX_X)

    def xt_return_each(self, items: list[Token]) -> Clause:
        return Clause((ReturnEachOfXTargetsToHand(THIS_TARGET),), (_x_target(CARD_IN_YOUR_GRAVEYARD),) * MAX_X)

    def xt_bounce_each(self, items: list[Token]) -> Clause:
        kind = _KINDS[str(items[0])]
        return Clause((BounceEachOfXTargets(THIS_TARGET),), (_x_target(kind),) * MAX_X)

    def xt_damage_each(self, items: list[object]) -> Clause:
        if items[-1] != X:
            raise ValueError("X damage")
        return Clause((DamageEachOfXTargets(X, THIS_TARGET),), (X_TARGET,) * MAX_X)


@renders(DamageEachOfXTargets)
def _render_damage_each(eff: DamageEachOfXTargets, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    if eff.amount != X or words.specs[start:] != (X_TARGET,) * MAX_X:
        raise ValueError("X damage to each of X targets")
    return [f"{words.thing('self')} deals X damage to each of X targets"]


@renders(TapEachOfXTargets)
def _render_tap_each(eff: TapEachOfXTargets, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    specs = words.specs[start:]
    if len(specs) != MAX_X or specs[0].kinds[0] not in _NOUNS or specs != (_x_target(specs[0].kinds[0]),) * MAX_X:
        raise ValueError("X targets of one kind")
    return [f"tap X target {_NOUNS[specs[0].kinds[0]]}"]


@renders(ReturnEachOfXTargetsToHand)
def _render_return_each(eff: ReturnEachOfXTargetsToHand, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    if words.specs[start:] != (_x_target(CARD_IN_YOUR_GRAVEYARD),) * MAX_X:
        raise ValueError("X target cards from your graveyard")
    return ["return X target cards from your graveyard to your hand"]


@renders(BounceEachOfXTargets)
def _render_bounce_each(eff: BounceEachOfXTargets, words: Words) -> list[str]:
    start = int(eff.first.removeprefix("target:"))
    specs = words.specs[start:]
    if len(specs) != MAX_X or specs[0].kinds[0] not in _NOUNS or specs != (_x_target(specs[0].kinds[0]),) * MAX_X:
        raise ValueError("X targets of one kind")
    return [f"return X target {_NOUNS[specs[0].kinds[0]]} to their owners' hands"]
