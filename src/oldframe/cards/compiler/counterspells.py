"""Counterspells with a filter or a rider: "Counter target artifact or enchantment spell." (Annul),
"Counter target creature or sorcery spell." (Mystic Denial), "Counter target instant or sorcery spell
unless its controller pays {1}." (Disrupt), "Counter target spell. Its controller loses 3 life."
(Undermine), and the same rider after a destruction: "Destroy target land. Its controller loses 2
life." (Despoil, Death Bomb). A spell's types are its card's (CR 112.1b); "its controller" is the
target's as it last existed (``rules.atoms.counterspells``; CR 608.2h)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.counterspells import ItsControllerLosesLife
from oldframe.rules.model.cards import TargetSpec

#: ``TargetSpec.filters`` entry for "a spell of any of these card types": ``anytype:artifact,enchantment``.
ANY_TYPE = "anytype"


def either_type_spell(first: str, second: str) -> Thing:
    if first == second or not {first, second} <= {"artifact", "enchantment", "creature", "land", "instant",
                                                    "sorcery"}:
        raise ValueError(f"'{first} or {second} spell'")
    return Thing(THIS_TARGET, TargetSpec(("spell",), filters=(f"{ANY_TYPE}:{first},{second}",)))


class CounterspellTemplates:
    def cs_target_either_spell(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), str(items[1]))

    def cs_target_instant_sorcery(self, items: list[Token]) -> Thing:
        return either_type_spell("instant", "sorcery")

    def cs_target_kind_or_sorcery(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), "sorcery")

    def cs_target_kind_or_instant(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), "instant")

    def cs_its_controller_loses(self, items: list[Token]) -> Clause:
        return Clause((ItsControllerLosesLife(IT, int(items[0])),))


@renders(ItsControllerLosesLife)
def _render_loses(eff: ItsControllerLosesLife, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen:
        raise ValueError("'its controller' names the target named before")
    return [f"its controller loses {eff.amount} life"]
