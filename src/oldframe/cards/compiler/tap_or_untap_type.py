""""Choose artifact, creature, or land. Tap all untapped permanents of the chosen type target player controls, or
untap all tapped permanents of that type that player controls." (Turnabout). The rules:
``rules.atoms.tap_or_untap_type``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.tap_or_untap_type import TapOrUntapChosenType


class TapOrUntapTypeTemplates:
    """Transformer methods of ``grammar/tap_or_untap_type.lark``."""

    def tu_turnabout(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec is None or thing.spec.kinds != ("player",) or thing.spec.controller is not None:
            raise ValueError("target player")
        return Clause((TapOrUntapChosenType(thing.ref, ("artifact", "creature", "land")),), (thing.spec,))


@renders(TapOrUntapChosenType)
def _render(eff: TapOrUntapChosenType, words: Words) -> list[str]:
    if eff.types != ("artifact", "creature", "land"):
        raise ValueError("artifact, creature, or land")
    return ["choose artifact, creature, or land",
            f"tap all untapped permanents of the chosen type {words.thing(eff.who)} controls, or untap all tapped "
            "permanents of that type that player controls"]
