"""MW 6: the variant's versions of cards whose meaning changes in Magical War, as static kinds and
atoms the card definitions of ``cards/magical_war_errata.py`` use (no card is named here).

* ``mw_pipeline_size_of_chosen`` (Black Vise, The Rack; MW 6.1): while the permanent is untapped,
  the chosen opponent's pipeline size is ``power`` larger. The controller may choose another opponent
  in their upkeep (``MW_RETARGET``); a pipeline's size is set in its player's upkeep.
* ``mw_hand_size`` (Library of Leng; MW 6.7): the controller's hand size is ``power`` larger.
* ``mw_lands_from_hand`` (Fastbond; MW 6.4): lands may be played from hand in the controller's main
  phase outside combat, any number; 1 damage to them from the permanent for each land played so.
* ``mw_stolen_instead`` (Jeweled Bird, an instant of cost 0; MW 6.5): before a card is taken at random
  from its holder's hand, they may give this card instead (**reading**: "play it to substitute it for
  a card about to be stolen" is this choice, made as the stealing spell resolves).
* :class:`NewHandAndPipeline` (Contract from Below; MW 6.2) and :class:`TakeRandomCard` (Darkpact;
  MW 6.3) are spell atoms; :class:`SpreadToALand` (Kudzu; MW 6.6) the atom of an Aura's "when
  enchanted land becomes tapped" trigger.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.actions import Action, ChooseTarget
from oldframe.rules.atoms.static_entry import chosen_player
from oldframe.rules.characteristics import colors_of, has_static
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule
from oldframe.rules.effects import destroy, discard, executes
from oldframe.rules.events import AuraMoved, ControlChanged, PipelineChanged, PlayerChosen, PoolEmptied
from oldframe.rules.magical_war.state import HAND_SIZE, MagicalWar, of
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Step, Zone
from oldframe.rules.targets import legal_targets

PIPELINE_SIZE = "mw_pipeline_size_of_chosen"
STOLEN_INSTEAD = "mw_stolen_instead"
HAND_SIZE_BONUS = "mw_hand_size"
LANDS_FROM_HAND = "mw_lands_from_hand"


def _statics(obj: Obj, kind: str) -> int:
    if not has_static(obj, kind):
        return 0
    return sum(max(1, st.power) for st in obj.card.behaviour.static if st.kind == kind)


def hand_size(state: GameState, player: int) -> int:
    """MW 1.5, 6.7: nine, one more for each Library of Leng-style permanent the player controls."""
    return HAND_SIZE + sum(_statics(state.objects[o], HAND_SIZE_BONUS) for o in state.battlefield
                           if state.objects[o].controller == player)


def chosen_opponent(state: GameState, mw: MagicalWar, oid: int) -> int | None:
    return mw.retargets.get(oid, chosen_player(state, oid))


def pipeline_size(state: GameState, mw: MagicalWar, player: int) -> int:
    """MW 6.1: the base size plus one for each untapped Vise-style permanent choosing ``player``."""
    bonus = 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not obj.tapped and has_static(obj, PIPELINE_SIZE) and chosen_opponent(state, mw, oid) == player:
            bonus += _statics(obj, PIPELINE_SIZE)
    return mw.base[player] + bonus


def set_pipeline_size(state: GameState, mw: MagicalWar, player: int) -> None:
    """MW 6.1: "the new pipeline size takes effect during that opponent's upkeep"."""
    size = pipeline_size(state, mw, player)
    if size != mw.size[player]:
        mw.size[player] = size
        zones.emit(state, PipelineChanged(player, len(mw.pipelines[player]), size))


def lands_from_hand_source(state: GameState, player: int) -> int | None:
    """The permanent that lets ``player`` play lands from hand (MW 6.4), if any."""
    return next((o for o in state.battlefield if state.objects[o].controller == player
                 and has_static(state.objects[o], LANDS_FROM_HAND)), None)


# -- MW 6.1: choosing another opponent in the upkeep ---------------------------------------------------
def retarget_due(state: GameState) -> bool:
    """Checked as often as state-based actions: in its controller's upkeep, each Vise-style permanent
    may choose a different opponent (asked once per upkeep, MW 6.1)."""
    mw = of(state)
    if mw is None or state.step != Step.UPKEEP or state.decision is not None or state.casting is not None:
        return False
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == state.active and has_static(obj, PIPELINE_SIZE) and oid not in mw.retarget_asked \
                and len(state.opponents(state.active)) > 1:
            mw.retarget_asked.append(oid)
            state.decision = Decision(DecisionKind.MW_RETARGET, state.active, {"oid": oid})
            return True
    return False


def _retarget_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseTarget(("player", q)) for q in state.opponents(d.player)]


def _retarget_apply(state: GameState, d: Decision, action: Action) -> None:
    mw = of(state)
    assert mw is not None and isinstance(action, ChooseTarget)
    state.decision = None
    oid = int(d.data["oid"])
    mw.retargets[oid] = action.target[1]
    zones.emit(state, PlayerChosen(d.player, action.target[1]))


# -- MW 6.2 and 6.3: spell atoms -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class NewHandAndPipeline(Effect):
    """MW 6.2: discard your hand and pipeline, draw a new hand, put a new pipeline in place (its first
    cards, in the order drawn: **(reading)** the engine lays it from the new hand's top cards), then
    tap all your lands and empty your mana pool without mana burn."""


@executes(NewHandAndPipeline)
def _new_hand(state: GameState, item: StackItem, eff: Effect) -> Decision | None:
    p = item.controller
    mw = of(state)
    if mw is None:
        return None
    for oid in list(state.players[p].hand):
        discard(state, p, oid)
    zones.draw(state, p, hand_size(state, p))
    hand = state.players[p].hand
    mw.pipelines[p] = list(hand[-mw.size[p]:]) if mw.size[p] > 0 else []
    zones.emit(state, PipelineChanged(p, len(mw.pipelines[p]), mw.size[p]))
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == p and obj.card.is_land:
            zones.tap(state, obj)
    pool = state.players[p].pool
    lost = sum(pool)
    state.players[p].pool = [0, 0, 0, 0, 0, 0]
    if lost:
        zones.emit(state, PoolEmptied(p, lost))  # no ManaBurned: MW 6.2 says no mana burn
    return None


@dataclass(frozen=True, slots=True)
class TakeRandomCard(Effect):
    """MW 6.3: take a card at random from target opponent's hand (pipeline included) into your hand."""


@executes(TakeRandomCard)
def _take_random(state: GameState, item: StackItem, eff: Effect) -> Decision | None:
    victim = next((t[1] for t in item.targets if t is not None and t[0] == "player"), None)
    if victim is None or not state.players[victim].hand:
        return None
    hand = state.players[victim].hand
    stand_in = next((o for o in hand if has_static(state.objects[o], STOLEN_INSTEAD)), None)
    if stand_in is not None and "may" not in item.choices:  # MW 6.5: give the stand-in instead?
        return Decision(DecisionKind.MAY, victim, {"source": item.source_name,
                                                   "text": f"Give {state.objects[stand_in].card.name} instead?"})
    given = stand_in is not None and bool(item.choices.pop("may", False))
    oid = stand_in if given and stand_in is not None else hand[state.rng.below(len(hand))]
    card = state.objects[oid].clone()  # it changes hands: its new owner is the taker (stock.py's reading)
    card.owner = item.controller
    state.objects[oid] = card
    hand.remove(oid)
    state.players[item.controller].hand.append(oid)
    mw = of(state)
    if mw is not None and oid in mw.pipelines[victim]:
        mw.pipelines[victim].remove(oid)
        zones.emit(state, PipelineChanged(victim, len(mw.pipelines[victim]), mw.size[victim]))
    return None


@dataclass(frozen=True, slots=True)
class SpreadToALand(Effect):
    """MW 6.6: destroy the enchanted land; control of this Aura passes to that land's controller, who
    moves it to a land: if control came from another player, one they or a neighbouring opponent (the
    next living seat either way) controls, never one of the player it came from; if it stays with the
    same player, any land it could enchant. With no such land, or if the land survives (regenerated),
    the Aura stays or is destroyed as the rules say."""


def _neighbours(state: GameState, player: int) -> set[int]:
    n = state.n_players
    left = next(((player + k) % n for k in range(1, n) if not state.players[(player + k) % n].lost), player)
    right = next(((player - k) % n for k in range(1, n) if not state.players[(player - k) % n].lost), player)
    return {left, right} - {player}


@executes(SpreadToALand)
def _spread(state: GameState, item: StackItem, eff: Effect) -> Decision | None:
    aura = state.objects.get(item.source)
    if aura is None or aura.zone != Zone.BATTLEFIELD or aura.card.behaviour.enchant is None:
        return None
    if "new_host" not in item.choices:
        land = state.objects.get(int(item.event.get("object", -1)))
        if land is None or land.zone != Zone.BATTLEFIELD:
            return None
        came_from, goes_to = aura.controller, land.controller
        if not destroy(state, land.oid):
            return None  # regenerated: nothing destroyed, nothing passes
        item.event["mw_from"], item.event["mw_to"] = came_from, goes_to
        allowed = {goes_to} if came_from == goes_to else ({goes_to} | _neighbours(state, goes_to)) - {came_from}
        spec = aura.card.behaviour.enchant
        opts = [ident for kind, ident in legal_targets(state, spec, goes_to, aura.oid, colors_of(state, aura))
                if kind == "object" and ident != land.oid
                and (came_from == goes_to or state.objects[ident].controller in allowed)]
        if not opts:
            destroy(state, aura.oid)
            return None
        return Decision(DecisionKind.PICK, goes_to, {"key": "new_host", "options": opts})
    new_host = item.choices["new_host"]
    goes_to = int(item.event["mw_to"])
    if new_host is None or new_host not in state.battlefield:
        destroy(state, aura.oid)
        return None
    aura.attached_to = int(new_host)
    aura.timestamp = state.new_timestamp()
    state.version += 1
    zones.emit(state, AuraMoved(aura.oid, aura.card.name, int(new_host)))
    if aura.controller != goes_to:
        aura.controller = goes_to  # "its controller is the last player who put it on a land"
        zones.emit(state, ControlChanged(aura.oid, aura.card.name, goes_to))
    return None


RULES = (DecisionRule(DecisionKind.MW_RETARGET, (ChooseTarget,), _retarget_legal, _retarget_apply),)
