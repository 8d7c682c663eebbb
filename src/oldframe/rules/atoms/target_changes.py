"""Changing the target of a spell on the stack: "Change the target of target spell with a single
target." (Misdirection, and Divert's "… unless that spell's controller pays {2}"), and the target
requirements that look at what a spell or ability on the stack is doing rather than at its card:
"target spell with a single target" and "target spell or ability … that targets a land you control"
(Teferi's Response; ``extensions.STACK_TARGET_FILTERS``).

The rules (CR 115.7, 115.7a; 2003: 415.2): the new target must be a legal target for that spell,
chosen by the player who changes it; it must be another target than the current one, and if no other
legal target exists the target is left unchanged. A spell can't be made to target itself (CR 115.5)
and the spell changing the target, which is resolving, is no longer a choice either. The spell keeps
its mode and its other choices; the new target is checked again when that spell resolves (CR 608.2b;
2003: 413.2a).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import casting, zones
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.events import TargetChanged
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, Ref, TargetSpec
from oldframe.rules.state import Decision, GameState, StackItem, Target, Zone
from oldframe.rules.targets import legal_targets

#: ``TargetSpec.filters``: "with a single target" (a spell that targets exactly one object or player).
SINGLE_TARGET = "single_target"
#: ``TargetSpec.filters`` prefix: "that targets a <kind> you control" (``targets:land_yours``).
TARGETS = "targets"
#: ``TargetSpec.filters`` prefix: "activated ability" / "triggered ability" (``ability_kind:activated``).
ABILITY_KIND = "ability_kind"
#: The key of the resolving item's ``choices`` the new target is stored under (``new_target:change``).
CHANGE_KEY = "change"


def has_single_target(state: GameState, item: StackItem, arg: str, chooser: int) -> bool:
    """"… with a single target" (CR 115.7 rulings): exactly one target, whatever it is."""
    return len(item.targets) == 1 and item.targets[0] is not None


def is_ability_kind(state: GameState, item: StackItem, arg: str, chooser: int) -> bool:
    """"target activated ability" (Bind): an activated ability on the stack (mana abilities never are,
    CR 605.3b)."""
    return item.kind == arg


def targets_a_permanent(state: GameState, item: StackItem, arg: str, chooser: int) -> bool:
    """"… that targets a land you control" / "… that targets a creature": one of its targets is a
    permanent of that card type in play, controlled by the player choosing when ``arg`` is
    "<card type>_yours" ("<card type>_any": anyone's)."""
    kind, _, whose = arg.partition("_")
    for target in item.targets:
        if target is None or target[0] != "object":
            continue
        obj = state.objects.get(target[1])
        if obj is None or obj.zone != Zone.BATTLEFIELD or kind.capitalize() not in obj.card.types:
            continue
        if whose != "yours" or obj.controller == chooser:
            return True
    return False


def spell_on_stack(state: GameState, oid: int) -> StackItem | None:
    return next((it for it in state.stack if it.oid == oid and it.kind == "spell"), None)


def target_spec_of(state: GameState, spell: StackItem) -> TargetSpec | None:
    """The one target requirement of a spell with a single target (an Aura's "enchant" included)."""
    _effects, specs = spell.effects_and_targets(state.objects[spell.oid].card)
    return specs[0] if len(specs) == 1 and len(spell.targets) == 1 else None


def other_legal_targets(state: GameState, spell: StackItem) -> list[Target]:
    """Every legal target for ``spell`` other than its current one (CR 115.7a), as its controller
    would choose it (protection and shroud against the spell's own colors)."""
    spec = target_spec_of(state, spell)
    if spec is None:
        return []
    colors = frozenset(spell.choices.get("source_colors", ()))
    current = spell.targets[0]
    return [t for t in legal_targets(state, spec, spell.controller, spell.oid, colors) if t != current]


def change_target(state: GameState, spell: StackItem, new: Target) -> None:
    old = spell.targets[0]
    spell.targets[0] = new
    zones.emit(state, TargetChanged(spell.controller, spell.oid, spell.source_name, old, new))


@dataclass(frozen=True, slots=True)
class ChangeTarget(Effect):
    """"Change the target of <what>" (CR 115.7; 2003: 415.2): ``what`` is the spell whose one target
    changes. ``unless`` is a payment that spell's controller may make to keep it ("… unless that
    spell's controller pays {2}", Divert), or None."""

    what: Ref
    unless: ManaCost | None = None


@executes(ChangeTarget)
def _change_target(state: GameState, item: StackItem, eff: ChangeTarget) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        spell = spell_on_stack(state, ident) if kind == "object" else None
        if spell is None or target_spec_of(state, spell) is None:
            continue
        if eff.unless is not None:
            if "may" not in item.choices:
                if not casting.can_pay_mana(state, spell.controller, eff.unless):
                    item.choices["may"] = False
                else:
                    return Decision(DecisionKind.MAY, spell.controller,
                                    {"source": item.source_name, "text": f"Pay {eff.unless}?"})
            if item.choices["may"]:
                casting.pay_mana_cost(state, spell.controller, eff.unless)
                return None
        key = f"new_target:{CHANGE_KEY}"
        if key not in item.choices:
            options = other_legal_targets(state, spell)
            if not options:  # no other legal target: unchanged (CR 115.7a)
                return None
            if len(options) > 1:
                return Decision(DecisionKind.NEW_TARGET, item.controller,
                                {"index": CHANGE_KEY, "options": options, "current": spell.targets[0]})
            set_answer(item.choices, key, list(options[0]))
        chosen = indexed(item.choices)[key]
        new = (str(chosen[0]), int(chosen[1]))
        if new in other_legal_targets(state, spell):
            change_target(state, spell, new)
    return None
