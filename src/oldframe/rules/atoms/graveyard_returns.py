"""Cards coming back from graveyards, and counting cards there: a card's own upkeep return from its
owner's graveyard (Squee, Goblin Nabob; the effect is ``cost_atoms.ReturnSourceFromGraveyard``), "put
target creature card from a graveyard onto the battlefield under your control" (Reanimate), "each player
puts a creature card from their graveyard onto the battlefield" (Exhume), and "draw cards equal to the
number of cards named CARDNAME in all graveyards" (Accumulated Knowledge).

A triggered ability whose effect moves its own card out of the graveyard functions only while that card
is in the graveyard (CR 113.6k: the ability says where its card must be): such an ability has the
trigger event ``TriggerEvent.UPKEEP_FROM_GRAVEYARD``, which no permanent in play matches (its matcher in
``rules.trigger_matchers`` never fires) and this module's event hook looks for in the active player's
graveyard at the beginning of the upkeep (CR 503.1; 2003: 303.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import MayPayThen, may_pay_then
from oldframe.rules.atoms.positions_in_graveyard import CREATURES_ABOVE, enough_above
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, executes, lose_life, resolve_targets
from oldframe.rules.events import Event, StepBegan, TriggerFailed
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Decision, GameState, PendingTrigger, StackItem, Step, Zone

#: The trigger event of "At the beginning of your upkeep, … return CARDNAME from your graveyard …".
UPKEEP_FROM_GRAVEYARD = TriggerEvent.UPKEEP_FROM_GRAVEYARD


def upkeep_hook(state: GameState, event: Event) -> None:
    """At the beginning of a player's upkeep, the graveyard abilities of that player's cards trigger
    ("your upkeep": the card's owner is the active player)."""
    if not isinstance(event, StepBegan) or event.step != Step.UPKEEP:
        return
    active = state.active
    for oid in state.players[active].graveyard:
        obj = state.objects[oid]
        for index, ab in enumerate(obj.card.behaviour.triggered):
            if ab.trigger.event == UPKEEP_FROM_GRAVEYARD and graveyard_condition(state, oid, ab.trigger.filters):
                state.pending_triggers.append(
                    PendingTrigger(active, oid, obj.card.name, ab, {"player": active, "ability_index": index}))




@dataclass(frozen=True, slots=True)
class ReanimateUnderYourControl(Effect):
    """"Put target creature card from a graveyard onto the battlefield under your control. You lose life
    equal to its mana value." (Reanimate): put onto the battlefield, not cast (2003: "put into play");
    the life loss uses the card's converted mana cost as it was in the graveyard (CR 608.2h)."""

    what: Ref
    lose_life_mv: bool = False


@executes(ReanimateUnderYourControl)
def _reanimate_yours(state: GameState, item: StackItem, eff: ReanimateUnderYourControl) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.GRAVEYARD:
            continue
        mv = obj.card.mana_cost.converted
        zones.move(state, ident, Zone.BATTLEFIELD, controller=item.controller)
        if eff.lose_life_mv:
            lose_life(state, item.controller, mv)
    return None


@dataclass(frozen=True, slots=True)
class EachPlayerReanimates(Effect):
    """"Each player puts a creature card from their graveyard onto the battlefield." (Exhume): each
    player in turn order (APNAP, CR 101.4; 2003: 103.4) chooses one of their creature cards, then all of
    them are put onto the battlefield at the same time (CR 608.2e)."""

    kind: str = "Creature"


@executes(EachPlayerReanimates)
def _each_reanimates(state: GameState, item: StackItem, eff: EachPlayerReanimates) -> Decision | None:
    n = len(state.players)
    order = [(state.active + i) % n for i in range(n)]
    for p in order:
        key = f"exhume:{p}"
        if key in item.choices:
            continue
        options = [o for o in state.players[p].graveyard if eff.kind in state.objects[o].card.types]
        if len(options) > 1:
            return Decision(DecisionKind.PICK, p, {"key": key, "options": options})
        set_answer(item.choices, key, options[0] if options else None)
    for p in order:
        picked = indexed(item.choices).pop(f"exhume:{p}", None)
        if picked is not None and state.objects.get(int(picked)) is not None \
                and state.objects[int(picked)].zone == Zone.GRAVEYARD:
            zones.move(state, int(picked), Zone.BATTLEFIELD, controller=p)
    return None


@dataclass(frozen=True, slots=True)
class DrawPerNamedInGraveyards(Effect):
    """"Draw a card, then draw cards equal to the number of cards named CARDNAME in all graveyards."
    (Accumulated Knowledge): the count is taken after the first draw, as the spell resolves — the spell
    itself is on the stack, not in a graveyard (CR 608.2h)."""

    first: int = 1


@executes(DrawPerNamedInGraveyards)
def _draw_per_named(state: GameState, item: StackItem, eff: DrawPerNamedInGraveyards) -> Decision | None:
    zones.draw(state, item.controller, _amount(state, item, eff.first))
    name = item.source_name
    count = sum(1 for p in state.players for o in p.graveyard if state.objects[o].card.name == name)
    zones.draw(state, item.controller, count)
    return None


#: ``Trigger.filters`` words of a graveyard upkeep trigger: the intervening-if its text states (CR 603.4;
#: 2003: 404.3), checked as it triggers (the hook) and as it resolves (:class:`ReturnSourceIf`).
IF_IN_GRAVEYARD = "if_in_graveyard"  # "if CARDNAME is in your graveyard" (always true where it triggers)
IF_ONLY_CREATURE_CARD = "if_only_creature_card"  # "if CARDNAME is the only creature card in your graveyard"


def graveyard_condition(state: GameState, oid: int, filters: tuple[str, ...]) -> bool:
    obj = state.objects.get(oid)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return False
    if any(f.startswith(CREATURES_ABOVE + ":") and not enough_above(state, oid, f) for f in filters):
        return False  # "with three or more creature cards above it" (atoms.positions_in_graveyard)
    if IF_ONLY_CREATURE_CARD in filters:
        return all(o == oid or "Creature" not in state.objects[o].card.types
                   for o in state.players[obj.owner].graveyard)
    return True


@dataclass(frozen=True, slots=True)
class ReturnSourceIf(Effect):
    """"… return CARDNAME to your hand / to the battlefield." in a graveyard upkeep trigger with a stated
    condition (Nether Spirit, Pyre Zombie, Ghastly Remains): the condition is checked again as it resolves
    (CR 603.4); the card, still the same object, goes to its owner's hand or battlefield."""

    to: str
    filters: tuple[str, ...] = ()
    #: "put CARDNAME onto the battlefield" rather than "return CARDNAME to the battlefield" (same rules)
    put: bool = False


@executes(ReturnSourceIf)
def _return_source_if(state: GameState, item: StackItem, eff: ReturnSourceIf) -> Decision | None:
    if not graveyard_condition(state, item.source, eff.filters):
        zones.emit(state, TriggerFailed(item.controller, item.source_name))
        return None
    obj = state.objects[item.source]
    zones.move(state, obj.oid, Zone.HAND if eff.to == "hand" else Zone.BATTLEFIELD, controller=obj.owner)
    return None


@dataclass(frozen=True, slots=True)
class GraveyardMayPay(MayPayThen):
    """"…, if CARDNAME is in your graveyard, you may pay {1}{B}{B}. If you do, return CARDNAME to your
    hand." (Pyre Zombie): the intervening-if is checked before the payment is offered (CR 603.4: the
    ability does nothing if it no longer holds)."""

    filters: tuple[str, ...] = ()


@executes(GraveyardMayPay)
def _graveyard_may_pay(state: GameState, item: StackItem, eff: GraveyardMayPay) -> Decision | None:
    if "paid" not in item.choices and "may" not in item.choices \
            and not graveyard_condition(state, item.source, eff.filters):
        zones.emit(state, TriggerFailed(item.controller, item.source_name))
        return None
    return may_pay_then(state, item, eff)


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyard(Effect):
    """"Return all enchantment cards from your graveyard to the battlefield." (Replenish): every card of
    the type comes back at once (CR 608.2e). An Aura among them isn't cast, so it targets nothing: its
    controller chooses, as it enters, something it could enchant (a pending ``pick`` per Aura, before any
    card moves); with nothing to enchant it stays in the graveyard (CR 303.4f-g). The choice uses the
    Aura's enchant requirement as target rules read it, so a creature with shroud is not offered either
    (a simplification: shroud doesn't stop an Aura that isn't cast)."""

    kind: str = "Enchantment"
    #: Only the cards in ``choices["destroyed_cards"]`` ("cards … destroyed this way", threshold_instead)
    only_destroyed: bool = False


@executes(ReturnAllFromGraveyard)
def _return_all(state: GameState, item: StackItem, eff: ReturnAllFromGraveyard) -> Decision | None:
    from oldframe.rules.characteristics import colors_of
    from oldframe.rules.targets import legal_targets

    me = item.controller
    ch = item.choices
    cards = [o for o in state.players[me].graveyard if eff.kind in state.objects[o].card.types
             and (not eff.only_destroyed or o in ch.get("destroyed_cards", []))]
    hosts = dict(ch.get("aura_hosts", {}))
    if "aura_pick" in ch:
        hosts[str(ch.pop("aura_for"))] = ch.pop("aura_pick")
        ch["aura_hosts"] = hosts
    for oid in cards:
        spec = state.objects[oid].card.behaviour.enchant
        if spec is None or str(oid) in hosts:
            continue
        obj = state.objects[oid]
        options = [i for k, i in legal_targets(state, spec, me, oid, colors_of(state, obj)) if k == "object"]
        if len(options) > 1:
            ch["aura_for"] = oid
            return Decision(DecisionKind.PICK, me, {"key": "aura_pick", "options": options})
        hosts[str(oid)] = options[0] if options else None
        ch["aura_hosts"] = hosts
    for oid in cards:
        aura = state.objects[oid].card.behaviour.enchant is not None
        host = hosts.get(str(oid))
        if aura and (host is None or host not in state.battlefield):
            continue  # nothing to enchant: it stays (CR 303.4g)
        new = zones.move(state, oid, Zone.BATTLEFIELD, controller=me)
        if aura and new is not None:
            state.objects[new].attached_to = host
    ch.pop("aura_hosts", None)
    return None
