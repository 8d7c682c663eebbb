"""Mana at the beginning of a main phase: "At the beginning of each of your main phases, if you haven't
added mana with this ability this turn, you may add X mana of any one color, where X is the number of
Islands target opponent controls." (Carpet of Flowers). The rules are in ``rules.atoms.main_phase_mana``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.main_phase_mana import MayAddManaPerLandType
from oldframe.rules.model.cards import TargetSpec, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

_PLURALS = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
            "forests": "Forest"}
_TARGET_OPPONENT = TargetSpec(("player",), "opponent")


class MainPhaseManaTemplates:
    """Transformer methods of ``grammar/main_phase_mana.lark``."""

    def mp_your_main_phases(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.YOUR_MAIN_PHASE, "yours")

    def mp_may_add_per_land(self, items: list[object]) -> Clause:
        word, target = items
        if not isinstance(target, Thing) or target.spec != _TARGET_OPPONENT:
            raise ValueError("'target opponent' only")
        return Clause((MayAddManaPerLandType(_PLURALS[str(word)], "target:0"),), (target.spec,))


@renders_trigger(TriggerEvent.YOUR_MAIN_PHASE)
def _render_trigger(t: Trigger) -> str:
    return "At the beginning of each of your main phases"


@renders(MayAddManaPerLandType)
def _render_add(eff: MayAddManaPerLandType, words: Words) -> list[str]:
    plural = next(k for k, v in _PLURALS.items() if v == eff.land_type).capitalize()
    return ["if you haven't added mana with this ability this turn, you may add X mana of any one color, where X "
            f"is the number of {plural} target opponent controls"]
