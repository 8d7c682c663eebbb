"""The stack as a target: "Change the target of target spell with a single target." (Misdirection),
"Change the target of target spell with a single target unless that spell's controller pays {2}."
(Divert), and "target spell or ability an opponent controls that targets a land you control"
(Teferi's Response; its counter is in ``counter_variants``). The rules are in
``rules.atoms.target_changes`` (CR 115.7; 2003: 415.2)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.target_changes_words import SPELL_OR_ABILITY
from oldframe.rules.atoms.target_changes import ABILITY_KIND, SINGLE_TARGET, TARGETS, ChangeTarget
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import TargetSpec


def _single_spell(thing: Thing) -> None:
    if thing.spec is None or thing.spec.kinds != ("spell",) or SINGLE_TARGET not in thing.spec.filters:
        raise ValueError("the target of a spell with a single target")


class TargetChangeTemplates:
    def tc_change_target(self, items: list[Thing]) -> Clause:
        _single_spell(items[0])
        assert items[0].spec is not None
        return Clause((ChangeTarget(items[0].ref),), (items[0].spec,))

    def tc_change_target_unless(self, items: list[object]) -> Clause:
        thing, *mana = items
        assert isinstance(thing, Thing)
        _single_spell(thing)
        assert thing.spec is not None
        return Clause((ChangeTarget(thing.ref, ManaCost.parse("".join(str(t).upper() for t in mana))),), (thing.spec,))

    def tc_suf_single_target(self, items: list[Token]) -> str:
        return SINGLE_TARGET

    def tc_suf_targets_a(self, items: list[str]) -> str:
        """"target spell that targets a creature" (Intervene)."""
        if items[0] in ("player", "spell"):
            raise ValueError("a permanent")
        return f"{TARGETS}:{items[0]}_any"

    def tc_target_activated_ability(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("ability",), filters=(f"{ABILITY_KIND}:activated",)))

    def tc_target_targeting_yours(self, items: list[str]) -> Thing:
        """"… that targets a land you control": a spell or an ability (CR 115.1)."""
        kind = items[0]
        if kind in ("player", "spell"):
            raise ValueError("a permanent you control")
        return Thing(THIS_TARGET, TargetSpec(SPELL_OR_ABILITY, "opponent", filters=(f"{TARGETS}:{kind}_yours",)))


@renders(ChangeTarget)
def _render_change_target(eff: ChangeTarget, words: Words) -> list[str]:
    text = f"change the target of {words.thing(eff.what)}"
    if eff.unless is not None:
        text += f" unless that spell's controller pays {eff.unless}"
    return [text]
