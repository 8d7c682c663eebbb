"""Cards exiled from a graveyard as a permanent enters, and P/T from them: "As CARDNAME enters the
battlefield, exile any number of creature cards from your graveyard." + "CARDNAME's power is equal to
the total power of the exiled cards and its toughness is equal to their total toughness." (Sutured Ghoul)

The exile is a replacement on how the permanent enters (CR 614.1c, 614.12): as the spell resolves its
controller picks cards one at a time (``PICK`` decisions, nothing to stop; an ``extensions.ENTRY_CHOICES``
point), then the picked cards still in the graveyard are exiled before it enters (``BEFORE_ENTERING``) and
their total power and toughness, as printed cards in a graveyard have them (CR 208.3), is kept on the
permanent (a ``ContinuousEffect`` of kind :data:`EXILED_TOTAL`, ``AFTER_ENTERING``; it ends as the
permanent leaves, CR 400.7). The P/T is characteristic-defining (layer 7a, CR 604.3, 613.4a): with nothing
exiled it stays 0/0. (Put onto the battlefield other than by its spell resolving, it exiles nothing here.)"""

from __future__ import annotations

from typing import Final

from oldframe.rules import zones
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``StaticAbility.kind`` of "As CARDNAME enters the battlefield, exile any number of <type> cards from your
#: graveyard." (``text``: the card type, e.g. "Creature").
ENTERS_EXILING: Final = "enters_exiling_cards"
#: ``StaticAbility.kind`` of "CARDNAME's power is equal to the total power of the exiled cards and its
#: toughness is equal to their total toughness."
PT_OF_EXILED: Final = "pt_total_of_exiled"
#: ``ContinuousEffect.kind`` keeping the exiled cards' total power and toughness on the permanent.
EXILED_TOTAL: Final = "exiled_total_pt"
_KEY = "entry_exile"


def _kind(state: GameState, item: StackItem) -> str | None:
    if item.kind != "spell":
        return None
    obj = state.objects[item.oid]
    if obj.face_down:
        return None
    return next((st.text for st in obj.card.behaviour.static if st.kind == ENTERS_EXILING), None)


def _key(n: int) -> str:
    return f"{_KEY}:{n:03d}"


def _picks(item: StackItem) -> list[int]:
    answers = indexed(item.choices)
    return [int(v) for k, v in sorted(answers.items()) if k.startswith(_KEY + ":") and v is not None]


def entry_exile_choice(state: GameState, item: StackItem) -> Decision | None:
    """The next card to exile as it enters, or None when the player stopped or none is left."""
    card_type = _kind(state, item)
    if card_type is None:
        return None
    answers = indexed(item.choices)
    n = sum(1 for k in answers if k.startswith(_KEY + ":"))
    if n and answers.get(_key(n - 1)) is None:
        return None
    picked = set(_picks(item))
    options = [o for o in state.players[item.controller].graveyard
               if o not in picked and card_type in state.objects[o].card.types]
    if not options:
        return None
    return Decision(DecisionKind.PICK, item.controller, {
        "key": _key(n), "options": options, "optional": True,
        "text": f"Exile {card_type.lower()} cards from your graveyard as it enters ({n} so far)"})


def exile_before_entering(state: GameState, item: StackItem) -> None:
    """Exile the picked cards still in the graveyard; keep their total P/T for the permanent."""
    if _kind(state, item) is None:
        return
    power = toughness = 0
    for oid in _picks(item):
        obj = state.objects.get(oid)
        if obj is None or obj.zone != Zone.GRAVEYARD:
            continue
        power += obj.card.power or 0  # a "*" is 0 outside the battlefield here
        toughness += obj.card.toughness or 0
        zones.move(state, oid, Zone.EXILE)
    item.choices["exiled_total"] = [power, toughness]


def keep_total(state: GameState, item: StackItem, new: int) -> None:
    total = item.choices.get("exiled_total")
    if total is None or new not in state.objects:
        return
    state.effects.append(ContinuousEffect(EXILED_TOTAL, new, state.new_timestamp(), "while_there",
                                          power=int(total[0]), toughness=int(total[1])))


def exiled_pt(state: GameState, obj: Obj, power: int, toughness: int,
              statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    """Layer 7a (a ``characteristics.CDA_PT`` entry): the total kept as it entered."""
    if not state.effects:
        return power, toughness
    for e in state.effects:
        if e.kind == EXILED_TOTAL and e.affected == obj.oid:
            return e.power, e.toughness
    return power, toughness
