"""Choices made as a permanent enters (CR 614.12; 2003: 410.10): a color, a creature type or an
opponent, and the mana of the chosen color; a decision of their own, kept apart."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.actions import Action, ChooseColor, ChooseTarget, ChooseType
from oldframe.rules.atoms.choices import choosing_opponent
from oldframe.rules.characteristics import COLOR_WORDS
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import all_creature_types, executes
from oldframe.rules.events import ColorChosen, ManaAdded, PlayerChosen, TypeChosen
from oldframe.rules.mana import ZERO, Mana
from oldframe.rules.model.cards import AddMana
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem

# -- "As CARDNAME enters the battlefield, choose a color / a creature type." (CR 614.12; 2003: 410.10e) --
#: A Ward with a chosen color: "Enchanted creature has protection from the chosen color. This effect
#: doesn't remove CARDNAME." (layer 6 in ``rules.characteristics``).
WARD_CHOSEN_COLOR = "ward_chosen_color"
_ENTRY = {"enters_choose_color": "chosen_color", "enters_choose_type": "chosen_type",
          "enters_choose_opponent": "chosen_player", "enters_opponent_chooses_type": "chosen_type",
          "enters_choose_name": "chosen_name"}
#: "As CARDNAME enters the battlefield, choose an opponent." (the marker's ``power`` is the player)
ENTERS_CHOOSE_OPPONENT = "enters_choose_opponent"


def _has_marker(state: GameState, oid: int, kind: str) -> bool:
    return any(e.kind == kind and e.affected == oid for e in state.effects)


def entry_choice_due(state: GameState) -> Decision | None:
    """A permanent that came into play as a card with an "as it comes into play, choose …" ability
    without the choice made (put into play by an effect, not by its spell resolving, which chooses in
    ``rules.resolve``) asks its controller now, before anything else happens. Only the card it came
    into play as counts: one that becomes a copy later never chooses (2003: 503.7)."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down:
            continue
        for st in obj.printed.behaviour.static:
            marker = _ENTRY.get(st.kind)
            if marker is not None and not _has_marker(state, oid, marker) and st in obj.card.behaviour.static:
                if marker == "chosen_player":
                    options = [p for p in state.opponents(obj.controller) if not state.players[p].lost]
                    if len(options) == 1:  # nothing to decide: the only opponent
                        _record_player(state, oid, options[0])
                        continue
                    return Decision(DecisionKind.ENTRY_CHOICE, obj.controller, {"oid": oid, "what": marker,
                                                                    "options": options})
                if marker == "chosen_name":  # "choose a [nonland] card name" (atoms.named_cards)
                    from oldframe.rules.atoms.hand_disruption import name_options

                    names = name_options(state, obj.controller, st.text == "nonland")
                    return Decision(DecisionKind.ENTRY_CHOICE, obj.controller,
                                    {"oid": oid, "what": marker, "options": names})
                if st.kind == "enters_opponent_chooses_type":  # "an opponent chooses a creature type"
                    return Decision(DecisionKind.ENTRY_CHOICE, choosing_opponent(state, obj.controller),
                                    {"oid": oid, "what": marker})
                return Decision(DecisionKind.ENTRY_CHOICE, obj.controller, {"oid": oid, "what": marker})
    return None


def _record_player(state: GameState, oid: int, player: int) -> None:
    state.effects.append(ContinuousEffect("chosen_player", oid, state.new_timestamp(), "while_there", power=player,
                                          value=str(player)))
    zones.emit(state, PlayerChosen(state.objects[oid].controller, player))


def chosen_player(state: GameState, oid: int) -> int | None:
    """The opponent chosen as ``oid`` came into play, if any."""
    return next((e.power for e in state.effects if e.kind == "chosen_player" and e.affected == oid), None)


#: The answers to an ``entry_choice`` decision: an opponent, a color, a creature type or a card name.
ENTRY_ANSWERS: tuple[type[Action], ...] = (ChooseTarget, ChooseColor, ChooseType)


def entry_legal(state: GameState, d: Decision) -> list[Action]:
    """The legal answers to an ``entry_choice`` (the decision table's entry)."""
    if d.data["what"] == "chosen_player":
        return [ChooseTarget(("player", p)) for p in d.data["options"]]
    if d.data["what"] == "chosen_color":
        return [ChooseColor(c) for c in COLOR_WORDS]
    if d.data["what"] == "chosen_name":
        return [ChooseType(n) for n in d.data["options"]]
    return [ChooseType(t) for t in all_creature_types(state)]


def entry_apply(state: GameState, d: Decision, action: Action) -> None:
    """The choice is kept as a marker effect on the permanent (it ends when it leaves play)."""
    state.decision = None
    if isinstance(action, ChooseTarget):
        _record_player(state, int(d.data["oid"]), action.target[1])
        return
    assert isinstance(action, ChooseColor | ChooseType)
    value = action.name
    oid = int(d.data["oid"])
    state.effects.append(ContinuousEffect(str(d.data["what"]), oid, state.new_timestamp(), "while_there", value=value))
    zones.emit(state, (ColorChosen if isinstance(action, ChooseColor) else TypeChosen)(d.player, value))


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor(AddMana):
    """"Add one mana of the chosen color." (Sol Grail, Quirion Elves): a mana ability (CR 605.1a)
    adding one mana of the color chosen as the permanent came into play; none if no color was chosen
    (a copy that never chose, 2003: 503.7). ``casting._mana_of`` reads it for payments."""


def chosen_color_mana(state: GameState, source: int) -> Mana:
    chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == source), "")
    if not chosen:
        return ZERO
    out = [0] * 6
    out["WUBRG".index(chosen)] = 1
    return (out[0], out[1], out[2], out[3], out[4], out[5])


@executes(AddManaOfChosenColor)
def _add_chosen(state: GameState, item: StackItem, eff: AddManaOfChosenColor) -> Decision | None:
    mana = chosen_color_mana(state, item.source)
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += mana[i]
    if any(mana):
        zones.emit(state, ManaAdded(item.controller, mana))
    return None
