""""…, you may pay {U}. If you don't, …" on a triggered ability, and "destroy target Knight and it can't be
regenerated" (Knight of the Mists; CR 603.5, 701.15c). The grammar: ``grammar/unless_you_pay.lark``; the rules:
``rules.atoms.unless_you_pay``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_effects, renders
from oldframe.rules.atoms.unless_you_pay import DestroyAndNoRegen, MayPayElse
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Trigger, TriggeredAbility

__all__ = ["UnlessYouPayTemplates"]


class UnlessYouPayTemplates:
    """Transformer methods for ``grammar/unless_you_pay.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def uyp_triggered_pay_else(self, items: list[object]) -> TriggeredPiece:
        trig, *mana, body = items
        assert isinstance(trig, Trigger) and isinstance(body, Clause)
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("no X here")
        ab = self.triggered([trig, body]).ability
        if any(isinstance(e, MayPayElse) for e in ab.effects):
            raise ValueError("one 'may' choice per resolution")
        return TriggeredPiece(TriggeredAbility(ab.trigger, (MayPayElse(cost, ab.effects),), ab.targets))

    def uyp_destroy_and_no_regen(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None:
            raise ValueError("a target")
        return Clause((DestroyAndNoRegen(thing.ref),), (thing.spec,))


@renders(MayPayElse)
def _render_else(eff: MayPayElse, words: Words) -> list[str]:
    body = render_effects(eff.otherwise, words.specs, words.self_word)
    return [f"you may pay {eff.cost}", f"if you don't, {body[0]}", *body[1:]]


@renders(DestroyAndNoRegen)
def _render_destroy(eff: DestroyAndNoRegen, words: Words) -> list[str]:
    return [f"destroy {words.thing(eff.what)} and it can't be regenerated"]
