""""Then return another target creature to its owner's hand unless its controller pays {1}." (Withdraw): a second
target creature (different from the first, CR 115.3) returned unless its controller pays as the spell resolves.
The rules: ``rules.atoms.bounce_unless``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.bounce_unless import ReturnUnlessControllerPays
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import TargetSpec


class BounceUnlessTemplates:
    """Transformer methods of ``grammar/bounce_unless.lark``."""

    def bu_then_return_another_unless(self, items: list[Token]) -> Clause:
        cost = ManaCost.parse("".join(str(t).upper() for t in items))
        if cost.x or not cost.converted:
            raise ValueError("a fixed mana payment")
        return Clause((ReturnUnlessControllerPays(THIS_TARGET, cost),), (TargetSpec(("creature",)),))


@renders(ReturnUnlessControllerPays)
def _render(eff: ReturnUnlessControllerPays, words: Words) -> list[str]:
    target = words.thing(eff.what)
    if target != "target creature":
        raise ValueError("another target creature")
    return [f"then return another {target} to its owner's hand unless its controller pays {eff.cost}"]
