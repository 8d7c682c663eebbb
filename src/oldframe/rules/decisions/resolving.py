"""Choices made while a spell or ability resolves (CR 608.2d; 2003: 413.2c): the effect that asks
pauses ``state.resolving``; the answer goes to the resolving item's ``choices`` (under the
decision's ``key``, or the kind's own entry) and the same effect runs again and reads it."""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.actions import (
    Action,
    ChooseColor,
    ChooseNumber,
    ChooseObject,
    ChooseTarget,
    ChooseType,
    ChooseYesNo,
)
from oldframe.rules.atoms import choices
from oldframe.rules.characteristics import COLOR_WORDS
from oldframe.rules.decisions.announcing import number_explain
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name, resolving_choices_set
from oldframe.rules.effects import all_creature_types
from oldframe.rules.events import ColorChosen, MayAnswered, PlayerChosen, TypeChosen
from oldframe.rules.state import Decision, GameState


def _yes_no(state: GameState, d: Decision) -> list[Action]:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _may_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 603.5 (2003: 410.5): a "may" choice is made as the ability resolves; stored under the
    decision's ``key`` ("may" unless the spell asks several)."""
    assert isinstance(action, ChooseYesNo)
    resolving_choices_set(state, str(d.data.get("key", "may")), action.yes)
    zones.emit(state, MayAnswered(d.player, action.yes))


def _objects(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in d.data["options"]]


def _objects_or_nothing(state: GameState, d: Decision) -> list[Action]:
    return [*_objects(state, d), ChooseYesNo(False)]


def _creature_type_legal(state: GameState, d: Decision) -> list[Action]:
    forbidden = set(d.data.get("forbidden", ()))
    return [ChooseType(t) for t in all_creature_types(state) if t not in forbidden]


def _creature_type_apply(state: GameState, d: Decision, action: Action) -> None:
    """A creature type: one per player when the spell asks each player ("types"), else the one
    "creature_type" choice."""
    assert isinstance(action, ChooseType)
    state.decision = None
    item = state.resolving
    assert item is not None
    if "types" in item.choices and str(d.player) not in item.choices["types"]:
        item.choices["types"][str(d.player)] = action.name
    else:
        item.choices["creature_type"] = action.name
    zones.emit(state, TypeChosen(d.player, action.name))


def _creature_type_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, ChooseType)
    if action.name in set(d.data.get("forbidden", ())):
        return f"{action.name} can't be chosen here"
    return f"{action.name!r} is not a creature type (CR 205.3m)"


def _color_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseColor(c) for c in COLOR_WORDS]


def _color_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, ChooseColor)
    resolving_choices_set(state, str(d.data["key"]), action.name)
    zones.emit(state, ColorChosen(d.player, action.name))


def _color_explain(state: GameState, d: Decision, action: Action) -> str | None:
    return f"a color is one of {', '.join(COLOR_WORDS)}, not {getattr(action, 'name', '?')!r}"


def _word_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseType(w) for w in d.data["options"]]


def _word_apply(state: GameState, d: Decision, action: Action) -> None:
    """A word from the list: a text change's words (CR 612; 2003: 415.4), a card name."""
    assert isinstance(action, ChooseType)
    resolving_choices_set(state, str(d.data["key"]), action.name)
    zones.emit(state, TypeChosen(d.player, action.name))


def _number_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseNumber(n) for n in d.data["options"]]


def _number_apply(state: GameState, d: Decision, action: Action) -> None:
    """A number chosen on resolution ("you may pay {X}", "up to N")."""
    assert isinstance(action, ChooseNumber)
    resolving_choices_set(state, "x_paid", action.n)


def _opponent_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseTarget(("player", int(p))) for p in d.data["options"]]


def _opponent_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, ChooseTarget)
    resolving_choices_set(state, str(d.data["key"]), int(action.target[1]))
    zones.emit(state, PlayerChosen(d.player, int(action.target[1])))


def _sacrifice_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, ChooseObject)
    resolving_choices_set(state, "sacrifice", action.oid)


def _hand_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in distinct_by_name(state, state.players[d.player].hand)]


def _discard_apply(state: GameState, d: Decision, action: Action) -> None:
    """"discards a card": the player chooses (CR 701.8b; 2003 glossary "Discard")."""
    assert isinstance(action, ChooseObject)
    resolving_choices_set(state, "discard", action.oid)


def _pick_legal(state: GameState, d: Decision) -> list[Action]:
    return _objects_or_nothing(state, d) if d.data.get("optional") else _objects(state, d)


def _pick_apply(state: GameState, d: Decision, action: Action) -> None:
    """An object or nothing, stored under ``key``, or handed on when the pick was asked outside a
    resolution (Ring of Ma'rûf's replaced draw: ``then``)."""
    picked = action.oid if isinstance(action, ChooseObject) else None
    if d.data.get("then") == "outside_draw":
        state.decision = None
        choices.outside_draw_answer(state, d.player, picked)
        return
    resolving_choices_set(state, str(d.data["key"]), picked)


def _copy_apply(state: GameState, d: Decision, action: Action) -> None:
    """"You may have it come into play as a copy of any creature" (CR 707.2; 2003: 503.1): the creature,
    or None for no copy."""
    resolving_choices_set(state, "copy_of", action.oid if isinstance(action, ChooseObject) else None)


def _wish_apply(state: GameState, d: Decision, action: Action) -> None:
    """"You may choose a card you own from outside the game": a card, or None."""
    resolving_choices_set(state, "wish", action.oid if isinstance(action, ChooseObject) else None)


def _new_target_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseTarget(t) for t in d.data["options"]]


def _new_target_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 707.10c (2003: 503.10): a new target for a copy (or the same one)."""
    assert isinstance(action, ChooseTarget)
    resolving_choices_set(state, f"new_target:{d.data['index']}", list(action.target))


def _not_an_option(state: GameState, d: Decision, action: Action) -> str | None:
    oid = getattr(action, "oid", None)
    if oid is not None:
        return f"#{oid} is not one of the objects to choose from"
    return None


_PICK = (ChooseObject, ChooseYesNo)
RULES = (
    DecisionRule(DecisionKind.MAY, (ChooseYesNo,), _yes_no, _may_apply),
    DecisionRule(DecisionKind.CHOOSE_CREATURE_TYPE, (ChooseType,), _creature_type_legal, _creature_type_apply,
                 _creature_type_explain),
    DecisionRule(DecisionKind.CHOOSE_COLOR, (ChooseColor,), _color_legal, _color_apply, _color_explain),
    DecisionRule(DecisionKind.CHOOSE_WORD, (ChooseType,), _word_legal, _word_apply),
    DecisionRule(DecisionKind.CHOOSE_X, (ChooseNumber,), _number_legal, _number_apply, number_explain),
    DecisionRule(DecisionKind.CHOOSE_OPPONENT, (ChooseTarget,), _opponent_legal, _opponent_apply),
    DecisionRule(DecisionKind.SACRIFICE, (ChooseObject,), _objects, _sacrifice_apply, _not_an_option),
    DecisionRule(DecisionKind.DISCARD, (ChooseObject,), _hand_legal, _discard_apply, _not_an_option),
    DecisionRule(DecisionKind.PICK, _PICK, _pick_legal, _pick_apply, _not_an_option),
    DecisionRule(DecisionKind.COPY_CHOICE, _PICK, _objects_or_nothing, _copy_apply, _not_an_option),
    DecisionRule(DecisionKind.WISH, _PICK, _objects_or_nothing, _wish_apply, _not_an_option),
    DecisionRule(DecisionKind.NEW_TARGET, (ChooseTarget,), _new_target_legal, _new_target_apply),
)
