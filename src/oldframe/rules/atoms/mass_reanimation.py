"""Cards put onto the battlefield for every player at once: "Each player returns all creature cards from
their graveyard to the battlefield." (Twilight's Call), "Each player exiles all creature cards from their
graveyard, then sacrifices all creatures they control, then puts all cards they exiled this way onto the
battlefield." (Living Death), "Each player may put an artifact, creature, enchantment, or land card from
their hand onto the battlefield." (Show and Tell), "Return all basic land cards from all graveyards to the
battlefield tapped under their owners' control." (Planar Birth).

Each card comes into play under its owner's control (CR 110.2; 2003: 217.1 "owner"), all of one step at
the same time (CR 608.2; they share one timestamp for the legend rule, 2003: 420.5e). Show and Tell's
choices are made in turn order, each player seeing the earlier ones (CR 101.4), then every chosen card
is put onto the battlefield at once."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone

#: Card types Show and Tell may put onto the battlefield.
PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land")


def _enter_together(state: GameState, cards: list[int], tapped: bool = False) -> None:
    ts = state.new_timestamp()
    for oid in cards:
        new = zones.move(state, oid, Zone.BATTLEFIELD, tapped=tapped)
        if new is not None:
            state.objects[new].timestamp = ts  # entered simultaneously (2003 420.5e tie)


@dataclass(frozen=True, slots=True)
class EachPlayerReturnsCreatures(Effect):
    """Twilight's Call."""


@executes(EachPlayerReturnsCreatures)
def _each_returns(state: GameState, item: StackItem, eff: EachPlayerReturnsCreatures) -> Decision | None:
    cards = [o for p in state.apnap() for o in state.players[p].graveyard if is_creature(state, state.objects[o])]
    _enter_together(state, cards)
    return None


@dataclass(frozen=True, slots=True)
class LivingDeath(Effect):
    """Exile, sacrifice, return: three steps, each done by every player at once."""


@executes(LivingDeath)
def _living_death(state: GameState, item: StackItem, eff: LivingDeath) -> Decision | None:
    players = state.apnap()
    exiled: list[int] = []
    for p in players:
        for oid in [o for o in state.players[p].graveyard if is_creature(state, state.objects[o])]:
            new = zones.move(state, oid, Zone.EXILE)
            if new is not None:
                exiled.append(new)
    for oid in [o for o in state.battlefield if is_creature(state, state.objects[o])
                and state.objects[o].controller in players]:
        sacrifice(state, oid)
    _enter_together(state, [o for o in exiled if o in state.objects and state.objects[o].zone == Zone.EXILE])
    return None


@dataclass(frozen=True, slots=True)
class EachPlayerMayPutFromHand(Effect):
    """Show and Tell: each player may choose an artifact, creature, enchantment, or land card in their hand."""


@executes(EachPlayerMayPutFromHand)
def _show_and_tell(state: GameState, item: StackItem, eff: EachPlayerMayPutFromHand) -> Decision | None:
    ch = item.choices
    chosen: dict[str, list[int]] = {k: list(v) for k, v in dict(ch.get("kept", {})).items()}
    if "put_from_hand" in ch:
        who, picked = str(ch.pop("keep_player")), ch.pop("put_from_hand")
        chosen[who] = [] if picked is None else [int(picked)]
    for p in state.apnap():
        if str(p) in chosen:
            continue
        options = [o for o in state.players[p].hand
                   if any(t in state.objects[o].card.types for t in PERMANENT_TYPES)]
        if not options:
            chosen[str(p)] = []
            continue
        ch["kept"], ch["keep_player"] = chosen, p
        return Decision(DecisionKind.PICK, p, {"key": "put_from_hand", "options": options, "optional": True})
    ch.pop("kept", None)
    _enter_together(state, [o for p in state.apnap() for o in chosen.get(str(p), [])])
    return None


@dataclass(frozen=True, slots=True)
class ReturnBasicLandsFromAllGraveyards(Effect):
    """Planar Birth: every basic land card in every graveyard, tapped, under its owner's control."""


@executes(ReturnBasicLandsFromAllGraveyards)
def _planar_birth(state: GameState, item: StackItem, eff: ReturnBasicLandsFromAllGraveyards) -> Decision | None:
    cards = [o for p in state.apnap() for o in state.players[p].graveyard
             if "Land" in state.objects[o].card.types and "Basic" in state.objects[o].card.supertypes]
    _enter_together(state, cards, tapped=True)
    return None
