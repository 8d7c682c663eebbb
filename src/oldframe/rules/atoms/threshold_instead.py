"""A spell's effect replaced with threshold: "Add {B}{B}{B}." then "Threshold — Add {B}{B}{B}{B}{B} instead if
seven or more cards are in your graveyard." (Cabal Ritual), "Create two 2/2 green Bear creature tokens."
then "Threshold — Create four … instead if …" (Grizzly Fate).

Threshold is checked as the spell resolves (CR 702.38a, 608.2; 2003: 502.23a): with seven or more cards in
its controller's graveyard the "instead" effect happens and the first one doesn't (a replacement of the
spell's own instruction, CR 614.1a). The compiler joins the two lines into one ``ThresholdInstead``; a
threshold line with nothing before it to replace just does its effect with threshold.

The other wording, "Threshold — If seven or more cards are in your graveyard, instead destroy that land and
Rancid Earth deals 1 damage to each creature and each player." (Rancid Earth), "… instead destroy all
enchantments, then return all cards in your graveyard destroyed this way to the battlefield." (Cleansing
Meditation), replaces the line before with one or two instructions (``lead``; ``more`` after ``instead``).
Threshold is read once, as the instructions start (a returned card can't change the answer midway).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import execute, executes
from oldframe.rules.model.cards import Destroy, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem

#: Cards in a graveyard that make threshold (CR 702.38a; 2003: 502.23a).
THRESHOLD = 7


@dataclass(frozen=True, slots=True)
class ThresholdInstead(Effect):
    """``base`` without threshold, ``instead`` with it (each a single effect that asks no question)."""

    base: Effect | None
    instead: Effect
    #: "Threshold — If seven or more cards are in your graveyard, instead …" (the condition first)
    lead: bool = False
    #: Instructions after ``instead`` with threshold ("… and CARDNAME deals 1 damage to each creature …")
    more: tuple[Effect, ...] = ()


@executes(ThresholdInstead)
def _threshold_instead(state: GameState, item: StackItem, eff: ThresholdInstead) -> Decision | None:
    if "threshold" not in item.choices:
        item.choices["threshold"] = len(state.players[item.controller].graveyard) >= THRESHOLD
    if not item.choices["threshold"]:
        return None if eff.base is None else execute(state, item, eff.base)
    d = execute(state, item, eff.instead)
    if d is not None:
        return d
    for more in eff.more:
        d = execute(state, item, more)
        if d is not None:
            return d
    return None


@dataclass(frozen=True, slots=True)
class DestroyThat(Effect):
    """"destroy that land": the target the line before named (CR 701.7; regeneration as for any destroy)."""

    what: Ref
    #: the noun said: "land"
    kind: str = ""


@executes(DestroyThat)
def _destroy_that(state: GameState, item: StackItem, eff: DestroyThat) -> Decision | None:
    return execute(state, item, Destroy(eff.what))


@dataclass(frozen=True, slots=True)
class DestroyAllThenReturnYours(Effect):
    """"destroy all enchantments, then return all cards in your graveyard destroyed this way to the
    battlefield": each permanent of ``kind`` destroyed (CR 701.7), then those that went to their owner's
    graveyard, if that's the caster's, return together (CR 608.2e) — an Aura chooses what it enchants as
    it enters, or stays (CR 303.4f-g), as ``ReturnAllFromGraveyard`` does it."""

    kind: str


@executes(DestroyAllThenReturnYours)
def _destroy_then_return(state: GameState, item: StackItem, eff: DestroyAllThenReturnYours) -> Decision | None:
    from oldframe.rules.atoms.graveyard_returns import ReturnAllFromGraveyard
    from oldframe.rules.characteristics import is_type
    from oldframe.rules.effects import destroy

    ch = item.choices
    if "destroyed_cards" not in ch:
        before = set(state.players[item.controller].graveyard)
        for oid in [o for o in state.battlefield if is_type(state, state.objects[o], eff.kind)]:
            destroy(state, oid)
        ch["destroyed_cards"] = [o for o in state.players[item.controller].graveyard if o not in before]
    return execute(state, item, ReturnAllFromGraveyard(eff.kind.capitalize(), only_destroyed=True))
