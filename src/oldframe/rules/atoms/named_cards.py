"""A card name chosen as a permanent enters and what it forbids: "As CARDNAME enters the battlefield,
choose a nonland card name." and "Spells with the chosen name can't be cast." (Meddling Mage).

The choice is made as the permanent spell resolves (CR 614.12; 2003: 410.10e — ``atoms.choices`` asks
through ``entry_name_decision``), or, for a permanent put onto the battlefield another way, before
anything else happens (``static_entry.entry_choice_due``). The name is kept as a "chosen_name" marker
effect on the permanent, gone when it leaves play. The names offered are those the player may know
(``hand_disruption.name_options``). The prohibition is a cast restriction (CR 101.2, 601.2; 2003:
409.1) read from every permanent in play with the ability.
"""

from __future__ import annotations

from oldframe.rules import casting, zones
from oldframe.rules.atoms.hand_disruption import name_options
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import NameChosen
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: "As CARDNAME enters the battlefield, choose a nonland card name." (the static kind)
ENTERS_CHOOSE_NAME = "enters_choose_name"
#: "Spells with the chosen name can't be cast." (the static kind)
CHOSEN_NAME_CANT_BE_CAST = "chosen_name_cant_be_cast"
#: The marker effect keeping the name (``ContinuousEffect.value``).
CHOSEN_NAME = "chosen_name"


def entry_name_decision(state: GameState, item: StackItem, nonland: bool) -> Decision | None:
    """The name choice of a resolving permanent spell, if not made yet."""
    if "entry_name" in item.choices:
        return None
    return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                    {"key": "entry_name", "options": name_options(state, item.controller, nonland)})


def record_entry_name(state: GameState, item: StackItem, new: int) -> None:
    if "entry_name" in item.choices:
        record_name(state, new, item.choices["entry_name"])


def record_name(state: GameState, oid: int, name: str) -> None:
    state.effects.append(ContinuousEffect(CHOSEN_NAME, oid, state.new_timestamp(), "while_there", value=name))
    zones.emit(state, NameChosen(state.objects[oid].controller, name))


def chosen_name(state: GameState, oid: int) -> str | None:
    return next((e.value for e in state.effects if e.kind == CHOSEN_NAME and e.affected == oid), None)


def _not_forbidden(state: GameState, player: int, card: CardDef) -> bool:
    """CR 101.2: "can't" wins — a spell with a name some permanent forbids can't be cast."""
    if not any(e.kind == CHOSEN_NAME and e.value == card.name for e in state.effects):
        return True
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down or obj.zone != Zone.BATTLEFIELD:
            continue
        if any(st.kind == CHOSEN_NAME_CANT_BE_CAST for st in obj.card.behaviour.static) \
                and chosen_name(state, oid) == card.name:
            return False
    return True


casting.CAST_RESTRICTIONS.append(_not_forbidden)
