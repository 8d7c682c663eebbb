""""That creature can't be regenerated." after "Destroy target … creature." (Nekrataal): the words of the
"It can't be regenerated." rider (CR 701.15c; 2003: 419.6b), the destroyed target creature — not the
creature of a trigger event. The rider's marker is ``EffectTemplates.no_regen``; the line compares as
"It can't be regenerated." (``preprocess.comparable``)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing


class NoRegenWordTemplates:
    """Transformer methods of ``grammar/no_regen_words.lark``."""

    no_regen: Callable[[list[Token]], Clause]  # EffectTemplates.no_regen (another Builder mixin)

    def no_regen_that_creature(self, items: list[object]) -> Clause:
        thing = items[0]
        if not isinstance(thing, Thing) or thing.ref != "event_object":  # the words "that creature"
            raise ValueError("'That creature can't be regenerated.' only")
        return self.no_regen([])
