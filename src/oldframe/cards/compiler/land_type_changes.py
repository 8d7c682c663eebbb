"""Lands becoming a basic land type until end of turn (the rules: ``rules.atoms.land_type_changes``):
"Target land becomes the basic land type of your choice until end of turn." (Reef Shaman), "Target land
becomes an Island until end of turn." (Tidal Warrior), Vision Charm's "Choose a land type and a basic
land type. Each land of the first chosen type becomes the second chosen type until end of turn."."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.land_type_changes import LandBecomesBasicType, LandsOfChosenTypeBecome
from oldframe.rules.model.cards import TargetSpec

LAND = TargetSpec(("land",))


def _target_land(thing: Thing) -> Thing:
    if thing.spec is None or thing.spec.kinds != ("land",):
        raise ValueError("a target land")
    return thing


class LandTypeChangeTemplates:
    def ltc_basic(self, items: list[Token]) -> str:
        return str(items[0]).capitalize()

    def ltc_becomes_chosen(self, items: list[Thing]) -> Clause:
        thing = _target_land(items[0])
        return Clause((LandBecomesBasicType(thing.ref),), (thing.spec,) if thing.spec else ())

    def ltc_becomes_type(self, items: list[object]) -> Clause:
        thing, land_type = items
        assert isinstance(thing, Thing) and isinstance(land_type, str)
        thing = _target_land(thing)
        return Clause((LandBecomesBasicType(thing.ref, land_type),), (thing.spec,) if thing.spec else ())

    def ltc_lands_of_chosen_type(self, items: list[Token]) -> Clause:
        return Clause((LandsOfChosenTypeBecome(),))


@renders(LandBecomesBasicType)
def _render_becomes(eff: LandBecomesBasicType, words: Words) -> list[str]:
    what = words.thing(eff.what)
    if not eff.land_type:
        return [f"{what} becomes the basic land type of your choice until end of turn"]
    article = "an" if eff.land_type[0] in "AEIOU" else "a"
    return [f"{what} becomes {article} {eff.land_type} until end of turn"]


@renders(LandsOfChosenTypeBecome)
def _render_vision(eff: LandsOfChosenTypeBecome, words: Words) -> list[str]:
    return ["choose a land type and a basic land type",
            "each land of the first chosen type becomes the second chosen type until end of turn"]
