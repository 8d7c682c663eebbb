"""Auras that bring a creature card back from a graveyard and stay on it: "Enchant creature card in a
graveyard" + "When CARDNAME enters the battlefield, if it's on the battlefield, it loses "enchant creature
card in a graveyard" and gains "enchant creature put onto the battlefield with CARDNAME." Return enchanted
creature card to the battlefield under your control and attach CARDNAME to it. When CARDNAME leaves the
battlefield, that creature's controller sacrifices it." (Animate Dead; Dance of the Dead puts it onto the
battlefield tapped; Necromancy, an enchantment that "becomes an Aura with …", targets the card instead).

The Aura spell targets a creature card in a graveyard and enters attached to it (CR 303.4a, 303.4f); the
state-based action that puts an Aura attached to an illegal object into its owner's graveyard (CR 704.5m;
2003: 420.5d) asks :func:`enchant_legality` (an ``extensions.ENCHANT_LEGALITY`` point): a card in a
graveyard that matches "enchant … card in a graveyard" is a legal object, so the enters ability triggers and
resolves with the Aura still there. The ability ("if it's on the battlefield", CR 603.4) returns the card
under its controller's control and attaches the Aura to it; from then on the Aura may enchant only that
creature (the link, a ``ContinuousEffect`` of kind :data:`PUT_ONTO_BATTLEFIELD_WITH` whose ``affected`` is
the creature and ``power`` the Aura, so it survives copy, undo and JSON). If the card left the graveyard
first, the Aura is attached to nothing and the state-based action puts it into the graveyard.

"When CARDNAME leaves the battlefield, that creature's controller sacrifices it." reads the link of the
Aura that left (``event["left"]``, CR 607.2a): the creature, if still on the battlefield, is sacrificed by
whoever controls it then (CR 701.17)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import executes, resolve_targets, sacrifice
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone
from oldframe.rules.target_filters import spell_passes

#: ``ContinuousEffect.kind`` of the link between a creature and the Aura it was put onto the battlefield with.
PUT_ONTO_BATTLEFIELD_WITH: Final = "put_onto_battlefield_with"
#: The ``TargetSpec`` kind of "enchant creature card in a graveyard" (= ``rules.targets`` "card in a graveyard").
CARD_IN_A_GRAVEYARD: Final = "card in a graveyard"


@dataclass(frozen=True, slots=True)
class ReturnAndAttach(Effect):
    """"Return enchanted creature card to the battlefield under your control and attach CARDNAME to it."
    ``what`` is "enchanted" (the card the Aura enchants in a graveyard) or a target ("Put target creature
    card from a graveyard onto the battlefield …"); ``tapped``: "onto the battlefield tapped";
    ``becomes_aura``: the enchantment "becomes an Aura with" the new enchant (Necromancy) rather than
    losing one enchant and gaining the other."""

    what: Ref
    tapped: bool = False
    becomes_aura: bool = False


@dataclass(frozen=True, slots=True)
class SacrificeReanimated(Effect):
    """"that creature's controller sacrifices it": the creature the Aura that left put onto the battlefield."""


def _linked(state: GameState, aura: int) -> list[ContinuousEffect]:
    return [e for e in state.effects if e.kind == PUT_ONTO_BATTLEFIELD_WITH and e.power == aura]


@executes(ReturnAndAttach)
def _return_and_attach(state: GameState, item: StackItem, eff: ReturnAndAttach) -> Decision | None:
    aura = state.objects.get(item.source)
    if aura is None or aura.zone != Zone.BATTLEFIELD:  # "if it's on the battlefield" (CR 603.4)
        return None
    if eff.what == "enchanted":
        card = state.objects.get(aura.attached_to) if aura.attached_to is not None else None
    else:
        found = resolve_targets(state, item, eff.what)
        card = state.objects.get(found[0][1]) if found and found[0][0] == "object" else None
    if card is None or card.zone != Zone.GRAVEYARD:  # gone in response: the Aura stays attached to nothing
        return None
    new = zones.move(state, card.oid, Zone.BATTLEFIELD, controller=item.controller, tapped=eff.tapped)
    if new is None:
        return None
    aura.attached_to = new
    state.effects.append(ContinuousEffect(PUT_ONTO_BATTLEFIELD_WITH, new, state.new_timestamp(), "linked",
                                          power=aura.oid))
    state.version += 1
    return None


@executes(SacrificeReanimated)
def _sacrifice_reanimated(state: GameState, item: StackItem, eff: SacrificeReanimated) -> Decision | None:
    left = item.event.get("left")
    links = _linked(state, int(left)) if left is not None else []
    state.effects = [e for e in state.effects if not any(e is link for link in links)]
    for link in links:
        creature = state.objects.get(link.affected)
        if creature is not None and creature.zone == Zone.BATTLEFIELD:
            sacrifice(state, creature.oid)  # by its controller now (CR 701.17a)
    return None


def enchant_legality(state: GameState, aura: Obj, host: Obj) -> bool | None:
    """``extensions.ENCHANT_LEGALITY``: "enchant creature card in a graveyard" before the Aura's enters
    ability resolves, "enchant creature put onto the battlefield with CARDNAME" after (CR 303.4, 704.5m)."""
    spec = aura.card.behaviour.enchant
    if spec is None or spec.kinds != (CARD_IN_A_GRAVEYARD,):
        return None
    links = _linked(state, aura.oid)
    if links:
        return host.zone == Zone.BATTLEFIELD and any(e.affected == host.oid for e in links) \
            and is_creature(state, host)
    return host.zone == Zone.GRAVEYARD and spell_passes(host.card, spec.filters)
