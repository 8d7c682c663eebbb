"""Mass destruction that pays each controller life for their permanents' mana values (Seeds of Innocence; CR
608.2h). "The controller of each of those artifacts gains life equal to its mana value." amends the "Destroy all
artifacts." before it (``common.Amends``). The grammar: ``grammar/destroyed_life.lark``; the rules:
``rules.atoms.destroyed_life``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.compiler.common import Amends, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.destroyed_life import DestroyAllGainManaValue
from oldframe.rules.model.cards import Effect

__all__ = ["DestroyedLifeTemplates"]

_PLURALS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands"}


@dataclass(frozen=True, slots=True)
class EachControllerGains(Amends):
    kind: str

    def amend(self, last: Effect) -> Effect:
        if type(last) is not DestroyAll or last.kind != self.kind or last.subtype:
            raise ValueError("'each of those' after destroying all of that type")
        return DestroyAllGainManaValue(last.kind, last.regenerate)


class DestroyedLifeTemplates:
    """Transformer methods for ``grammar/destroyed_life.lark``."""

    def dl_each_controller_gains(self, items: list[object]) -> Clause:
        group = items[-1]
        assert isinstance(group, tuple)
        kind, subtype = group
        if subtype:
            raise ValueError("a card type")
        return Clause((EachControllerGains(kind),))


@renders(DestroyAllGainManaValue)
def _render(eff: DestroyAllGainManaValue, words: Words) -> list[str]:
    plural = _PLURALS[eff.kind]
    return [f"destroy all {plural}", *([] if eff.regenerate else ["they can't be regenerated"]),
            f"the controller of each of those {plural} gains life equal to its mana value"]
