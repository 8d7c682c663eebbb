"""Shields against a source chosen as the spell or ability resolves (CR 609.7a; 2003: 419.7): "The next
time a source of your choice would deal damage to any target this turn, prevent that damage." (Sanctum
Guardian; with Honorable Passage's "If damage from a red source is prevented this way, CARDNAME deals that
much damage to the source's controller." and Reverse Damage's "You gain life equal to the damage
prevented this way."), "… to target creature this turn, that damage is dealt to CARDNAME instead."
(Shaman en-Kor; a redirection, CR 614.9), "Prevent all damage a source of your choice would deal this
turn." (Rith's Charm).

Each is a prevention or replacement effect (CR 615, 614.9; 2003: 419.7-419.9) on the damage event,
ordered with the others by the affected player (CR 616.1; ``rules.replacement``). "The next time" is used
up by the first damage event from that source to that player or permanent (CR 615.7); its rider happens
then, with the amount prevented. A source is any permanent, spell, or the source of an ability on the
stack (CR 609.7a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.events import DamagePrevented
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.replacement import Applicable, DamageEvent, choice_possible_when, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone, player_marker

#: ``ContinuousEffect.kind``: ``affected`` the protected object (or ``player_marker``), ``power`` the
#: chosen source, ``toughness`` the shield's controller, ``value`` "<spell id>|<rider>|<spell colors>".
SHIELD = "chosen_source_shield"
#: The same for "prevent all damage a source of your choice would deal this turn" (not used up).
ALL_FROM_SOURCE = "chosen_source_prevent_all"
#: Riders: nothing, "reflect:<color>" (that much damage to the source's controller if the source had the
#: color), "gain" (life equal to the damage prevented), "redirect" (the damage to the shield's source).
RIDERS = ("", "gain", "redirect")


@dataclass(frozen=True, slots=True)
class ShieldFromChosenSource(Effect):
    """The next time the chosen source would deal damage to ``protects`` ("controller" or a target)."""

    protects: Ref
    rider: str = ""


@dataclass(frozen=True, slots=True)
class ShieldRider(Effect):
    """The sentence after a shield that says what happens when it prevents damage ("reflect:R", "gain")."""

    rider: str


@dataclass(frozen=True, slots=True)
class PreventAllFromChosenSource(Effect):
    """Prevent all damage the chosen source would deal this turn."""


def source_options(state: GameState) -> list[int]:
    """Every source a player can choose (CR 609.7a): permanents, spells, the sources of abilities on the
    stack that are still there."""
    out = list(state.battlefield)
    for it in state.stack:
        oid = it.oid if it.kind == "spell" else it.source
        if oid in state.objects and oid not in out:
            out.append(oid)
    return out


def _chosen(state: GameState, item: StackItem) -> int | Decision | None:
    if "cop_source" not in item.choices:
        options = source_options(state)
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": "cop_source", "options": options})
    chosen = item.choices["cop_source"]
    return None if chosen is None else int(chosen)


@executes(ShieldFromChosenSource)
def _shield(state: GameState, item: StackItem, eff: ShieldFromChosenSource) -> Decision | None:
    targets = [] if eff.protects == "controller" else resolve_targets(state, item, eff.protects)
    protected = [player_marker(item.controller)] if eff.protects == "controller" else [
        ident if kind == "object" else player_marker(ident) for kind, ident in targets]
    if not protected:
        return None  # an illegal target (CR 608.2b)
    chosen = _chosen(state, item)
    if chosen is None or isinstance(chosen, Decision):
        return chosen
    colors = "".join(sorted(source_colors(state, item)))
    for marker in protected:
        state.effects.append(ContinuousEffect(SHIELD, marker, state.new_timestamp(), "end_of_turn", power=chosen,
                                              toughness=item.controller, value=f"{item.source}|{eff.rider}|{colors}"))
    state.version += 1
    return None


@executes(ShieldRider)
def _shield_rider(state: GameState, item: StackItem, eff: ShieldRider) -> Decision | None:
    """Attach the rider to the shields this spell just made."""
    for e in state.effects:
        if e.kind == SHIELD and e.value.split("|")[0] == str(item.source):
            spell, _, colors = e.value.split("|")
            e.value = f"{spell}|{eff.rider}|{colors}"
    return None


@executes(PreventAllFromChosenSource)
def _prevent_all(state: GameState, item: StackItem, eff: PreventAllFromChosenSource) -> Decision | None:
    chosen = _chosen(state, item)
    if chosen is None or isinstance(chosen, Decision):
        return chosen
    state.effects.append(ContinuousEffect(ALL_FROM_SOURCE, -1, state.new_timestamp(), "end_of_turn", power=chosen))
    state.version += 1
    return None


def _protected(event: DamageEvent) -> int:
    kind, ident = event.target
    return ident if kind == "object" else player_marker(ident)


@damage_effect
def chosen_source_shields(state: GameState, event: DamageEvent) -> list[Applicable]:
    """The shields on this damage's target against its source (CR 615.7, 616.1)."""
    out = []
    target = _protected(event)
    for e in state.effects:
        if e.kind == SHIELD and e.power == event.source and e.affected == target:
            out.append(Applicable(f"chosen:{e.timestamp}", f"prevent the chosen source's damage (#{e.timestamp})",
                                  _use(e.timestamp), uses_up=True))
        elif e.kind == ALL_FROM_SOURCE and e.power == event.source:
            out.append(Applicable(f"chosen_all:{e.timestamp}", "prevent all damage from the chosen source",
                                  lambda st, ev: ev.prevent()))
    return out


def _use(timestamp: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def use(state: GameState, event: DamageEvent) -> DamageEvent:
        for e in state.effects:  # found again by timestamp: a replay runs on a fresh copy of the state
            if e.kind == SHIELD and e.timestamp == timestamp:
                state.effects.remove(e)
                state.version += 1
                _rider(state, e, event)
                return event.prevent()
        return event
    return use


def _rider(state: GameState, e: ContinuousEffect, event: DamageEvent) -> None:
    spell, rider, colors = e.value.split("|")
    if rider != "redirect":
        zones.emit(state, DamagePrevented(event.source, event.target[0], event.target[1], event.amount))
    if rider.startswith("reflect:") and rider[8:] in event.source_colors:  # Honorable Passage
        deal_damage(state, int(spell), e.toughness, frozenset(colors), ("player", event.source_controller),
                    event.amount)
    elif rider == "gain" and event.amount > 0:  # Reverse Damage
        zones.gain_life(state, e.toughness, event.amount)
    elif rider == "redirect":  # Shaman en-Kor: the same source deals it to CARDNAME instead (CR 614.9)
        new = state.objects.get(int(spell))
        if new is not None and new.zone == Zone.BATTLEFIELD and is_creature(state, new):
            deal_damage(state, event.source, event.source_controller, event.source_colors, ("object", new.oid),
                        event.amount, event.combat)


@choice_possible_when
def _shields_exist(state: GameState) -> bool:
    return any(e.kind == SHIELD for e in state.effects)
