"""Mass effects with a count or a chosen number, from the stack family's list: "Destroy all creatures.
They can't be regenerated. Draw a card for each creature destroyed this way." (Decree of Pain),
"Destroy all creatures except for CARDNAME. Those creatures can't be regenerated." (Mageta the Lion),
"Choose a number. Destroy all artifacts and creatures with mana value equal to that number. Then target
player reveals their hand and discards all nonland cards with mana value equal to the number." (Void),
"Each player shuffles the cards from their hand into their library, then draws that many cards."
(Winds of Change, Whirlpool Warrior).

Destruction is simultaneous over a set fixed first (CR 701.7; 2003: 413.2); "destroyed this way" counts
the permanents that actually left play (a regenerated one didn't). A number a player chooses is a
pending decision among 0 to :data:`HIGHEST_MANA_VALUE` (no card of the era costs more). The
shuffle-and-draw is one player at a time in APNAP order, each drawing as many as they shuffled away.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.hand_disruption import reveal_hand
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, destroy, discard, execute, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value

#: The numbers offered for "Choose a number." (the highest mana value among the era's cards is 16).
HIGHEST_MANA_VALUE = 16


@dataclass(frozen=True, slots=True)
class DestroyAllThenDraw(Effect):
    """``destroy`` (a ``DestroyAll``), then "Draw a card for each creature destroyed this way."."""

    destroy: DestroyAll


@dataclass(frozen=True, slots=True)
class DestroyAllCreaturesButSelf(Effect):
    """"Destroy all creatures except for CARDNAME." (``regenerate=False``: "Those creatures can't be
    regenerated.")."""

    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class ChosenNumberPurge(Effect):
    """Void: a number chosen as it resolves (CR 608.2d), then the destruction, then the hand."""

    who: Ref


@dataclass(frozen=True, slots=True)
class ShuffleHandsDrawThatMany(Effect):
    """"<Each player shuffles / Shuffle> the cards from <their / your> hand into <their / your> library,
    then draw(s) that many cards.": ``who`` is "each_player" or "controller"."""

    who: Ref


def _on_battlefield(state: GameState, oids: list[int]) -> int:
    return sum(1 for o in oids if o in state.objects and state.objects[o].zone == Zone.BATTLEFIELD)


@executes(DestroyAllThenDraw)
def _destroy_then_draw(state: GameState, item: StackItem, eff: DestroyAllThenDraw) -> Decision | None:
    before = [o for o in state.battlefield if is_type(state, state.objects[o], eff.destroy.kind)]
    execute(state, item, eff.destroy)
    n = len(before) - _on_battlefield(state, before)
    if n:
        zones.draw(state, item.controller, n)
    return None


@executes(DestroyAllCreaturesButSelf)
def _destroy_but_self(state: GameState, item: StackItem, eff: DestroyAllCreaturesButSelf) -> Decision | None:
    doomed = [o for o in state.battlefield if o != item.source and is_type(state, state.objects[o], "creature")]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:  # CR 701.15c (2003: 419.6b)
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


@executes(ChosenNumberPurge)
def _void(state: GameState, item: StackItem, eff: ChosenNumberPurge) -> Decision | None:
    if "x_paid" not in item.choices:
        return Decision(DecisionKind.CHOOSE_X, item.controller, {"options": list(range(HIGHEST_MANA_VALUE + 1))})
    n = int(item.choices["x_paid"])
    if "threshold_done" not in item.choices:  # the destruction, once
        doomed = [o for o in state.battlefield if mana_value(state.objects[o]) == n
                  and (is_type(state, state.objects[o], "artifact") or is_type(state, state.objects[o], "creature"))]
        for oid in doomed:
            if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
                destroy(state, oid)
        item.choices["threshold_done"] = 1
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        for oid in list(state.players[p].hand):
            card = state.objects[oid].card
            if not card.is_land and card.mana_cost.converted == n:
                discard(state, p, oid)
    return None


@executes(ShuffleHandsDrawThatMany)
def _shuffle_draw(state: GameState, item: StackItem, eff: ShuffleHandsDrawThatMany) -> Decision | None:
    players = state.apnap() if eff.who == "each_player" else [item.controller]
    for p in players:
        if state.players[p].lost:
            continue
        hand = list(state.players[p].hand)
        for oid in hand:
            zones.move(state, oid, Zone.LIBRARY)
        zones.shuffle_library(state, p)
        if hand:
            zones.draw(state, p, len(hand))
    return None


@dataclass(frozen=True, slots=True)
class LoseAThirdOfEverything(Effect):
    """"Each player loses a third of their life, then discards a third of the cards in their hand, then
    sacrifices a third of the creatures they control, then sacrifices a third of the lands they control.
    Round up each time." (Pox). Each part is done by every player before the next begins; each player
    chooses their own cards and permanents, in APNAP order (CR 101.4; 2003: 103.4), and the chosen ones
    are discarded or sacrificed together. The thirds are counted when each part begins."""


_STAGES = ("hand", "creature", "land")


def _third(n: int) -> int:
    return -(-n // 3)  # "Round up" (ceiling)


def _pool(state: GameState, p: int, stage: str) -> list[int]:
    if stage == "hand":
        return list(state.players[p].hand)
    return [o for o in state.battlefield
            if state.objects[o].controller == p and is_type(state, state.objects[o], stage)]


@executes(LoseAThirdOfEverything)
def _pox(state: GameState, item: StackItem, eff: LoseAThirdOfEverything) -> Decision | None:
    from oldframe.rules.decisions.choice_record import indexed, set_answer
    from oldframe.rules.effects import lose_life, sacrifice

    choices = indexed(item.choices)
    if not choices.get("stack:pox_life"):
        for p in state.apnap():
            life = state.players[p].life
            if life > 0 and not state.players[p].lost:
                lose_life(state, p, _third(life))
        set_answer(item.choices, "stack:pox_life", True)
    stage_index = int(choices.get("stack:pox_stage", 0))
    while stage_index < len(_STAGES):
        stage = _STAGES[stage_index]
        chosen: dict[str, list[int]] = choices.setdefault("stack:pox_chosen", {})
        wanted: dict[str, int] = choices.setdefault("stack:pox_wanted", {})
        picked = choices.pop("stack:pox_pick", None)
        if picked is not None:  # the answer of the player asked last
            chosen.setdefault(str(choices["stack:pox_picker"]), []).append(int(picked))
        for p in state.apnap():
            if state.players[p].lost:
                continue
            key = str(p)
            if key not in wanted:
                wanted[key] = _third(len(_pool(state, p, stage)))
            mine = chosen.setdefault(key, [])
            options = [o for o in _pool(state, p, stage) if o not in mine]
            if len(mine) < wanted[key] and options:
                if len(options) <= wanted[key] - len(mine):
                    mine.extend(options)  # no choice left
                else:
                    set_answer(item.choices, "stack:pox_picker", p)
                    return Decision(DecisionKind.PICK, p, {"key": "stack:pox_pick", "options": options})
        for p in state.apnap():  # together (CR 101.4)
            for oid in chosen.get(str(p), []):
                if stage == "hand" and oid in state.players[p].hand:
                    discard(state, p, oid)
                elif stage != "hand" and oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
                    sacrifice(state, oid)
        stage_index += 1
        set_answer(item.choices, "stack:pox_stage", stage_index)
        choices.pop("stack:pox_chosen", None)
        choices.pop("stack:pox_wanted", None)
    return None


@dataclass(frozen=True, slots=True)
class ExileSelfDiscardHandsReturn(Effect):
    """"Exile CARDNAME. Each player discards their hand, then returns up to three cards from their
    graveyard to their hand." (Ill-Gotten Gains): the spell goes to exile as it leaves the stack (so it
    can't be returned); the hands are discarded together, then each player in APNAP order picks up to
    ``count`` cards of their graveyard, one at a time (CR 101.4); the cards aren't targeted."""

    count: int = 3


@executes(ExileSelfDiscardHandsReturn)
def _ill_gotten_gains(state: GameState, item: StackItem, eff: ExileSelfDiscardHandsReturn) -> Decision | None:
    from oldframe.rules.decisions.choice_record import indexed, set_answer

    choices = indexed(item.choices)
    if not choices.get("stack:hands_discarded"):
        item.choices["exile_self"] = True  # "Exile CARDNAME." (where it goes as it leaves the stack)
        for p in state.apnap():
            for oid in list(state.players[p].hand):
                discard(state, p, oid)
        set_answer(item.choices, "stack:hands_discarded", True)
    returned: dict[str, list[int]] = choices.setdefault("stack:returned", {})
    picked = choices.pop("stack:return_pick", "none")
    if picked != "none":
        who = str(choices["stack:returner"])
        returned.setdefault(who, []).append(-1 if picked is None else int(picked))
        if picked is not None and int(picked) in state.players[int(who)].graveyard:
            zones.move(state, int(picked), Zone.HAND)
    for p in state.apnap():
        mine = returned.setdefault(str(p), [])
        if state.players[p].lost or -1 in mine or len(mine) >= eff.count or not state.players[p].graveyard:
            continue
        set_answer(item.choices, "stack:returner", p)
        return Decision(DecisionKind.PICK, p, {"key": "stack:return_pick", "options": list(state.players[p].graveyard),
                                               "optional": True})
    return None
