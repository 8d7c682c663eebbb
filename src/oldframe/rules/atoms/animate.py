"""Permanents that become creatures until end of turn: "CARDNAME becomes a 2/2 Assembly-Worker artifact
creature until end of turn. It's still a land." (the manlands: Mishra's Factory, Treetop Village,
Faerie Conclave, Ghitu Encampment, Forbidding Watchtower, Nantuko Monastery; compiler/animate.py),
"Target land becomes a 1/1 creature until end of turn. It's still a land." (Kamahl, Fist of Krosa) and
an artifact that becomes an artifact creature, "CARDNAME becomes a 3/3 Turtle artifact creature until
end of turn." after "Tap all lands you control." (Chimeric Idol).

One activation makes four timestamped effects that end at end of turn (CR 514.2; 2003: 314.2):
type-changing (layer 4: it gains the creature type, and "artifact" if the card says so, and keeps
"land" because the card says "It's still a land", CR 205.1b; 2003: 214.4), color-setting (layer 5,
CR 613.1e; 2003: 418.5), ability-adding (layer 6) and P/T-setting (layer 7b, CR 613.4b; 2003 214.5:
such an ability sets the initial values). A land that came under its controller's control this turn
is summoning sick once it is a creature: it can't attack or use {T} (CR 302.6; 2003: 214.7c); that
check reads ``Obj.sick`` with the permanent's current types, so nothing here changes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.granted import GRANTED_BY_EFFECT, effect_granted
from oldframe.rules.model.cards import ActivatedAbility, Behaviour, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class BecomeCreatureUntilEndOfTurn(Effect):
    """``who`` becomes a ``power``/``toughness`` creature until end of turn: of creature type
    ``subtype`` (none, one, or several joined by ","), colors ``colors`` (letters, "" keeps its own),
    with the extra card types ``types`` ("Artifact") and ``keywords``; ``still_land``: "It's still a land."."""

    who: Ref
    power: int
    toughness: int
    subtype: str = ""
    colors: str = ""
    types: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    still_land: bool = True
    #: how long: "end_of_turn", or "while_there" for "Target land becomes a 2/2 creature that's still a
    #: land." (Verdant Touch: no end, while the permanent stays on the battlefield, CR 611.2a)
    until: str = "end_of_turn"
    #: 'with "{B}: Regenerate this creature"' (Spawning Pool): an activated ability it gains (layer 6), its
    #: "this creature" the permanent itself; only a permanent that animates itself has one.
    granted: ActivatedAbility | None = None


def granted_by(behaviour: Behaviour) -> tuple[ActivatedAbility, ...]:
    """``extensions.EFFECT_GRANTED``: the quoted abilities a card's own "becomes a … creature with "…""
    abilities grant, in the order of its abilities."""
    return tuple(eff.granted for ab in behaviour.activated for eff in ab.effects
                 if isinstance(eff, BecomeCreatureUntilEndOfTurn) and eff.granted is not None)


@executes(BecomeCreatureUntilEndOfTurn)
def _become_creature(state: GameState, item: StackItem, eff: BecomeCreatureUntilEndOfTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        ts = state.new_timestamp()
        added = ",".join((*eff.types, "Creature"))
        new = [ContinuousEffect("add_types", ident, ts, eff.until, value=added)]
        if eff.subtype:
            new.append(ContinuousEffect("creature_type", ident, ts, eff.until, value=eff.subtype))
        if eff.colors:
            new.append(ContinuousEffect("color", ident, ts, eff.until, value=eff.colors))
        new += [ContinuousEffect("keyword", ident, ts, eff.until, value=kw) for kw in eff.keywords]
        new.append(ContinuousEffect("set_pt", ident, ts, eff.until, eff.power, eff.toughness))
        if eff.granted is not None and eff.granted in (own := effect_granted(obj.card.behaviour)):
            new.append(ContinuousEffect(GRANTED_BY_EFFECT, ident, ts, eff.until, value=str(own.index(eff.granted))))
        state.effects.extend(new)
        state.version += 1
    return None


@dataclass(frozen=True, slots=True)
class TapAllYourLands(Effect):
    """"Tap all lands you control." (Chimeric Idol's cost-like first sentence, an effect: CR 701.21)."""


@executes(TapAllYourLands)
def _tap_all_your_lands(state: GameState, item: StackItem, eff: TapAllYourLands) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == item.controller and not obj.tapped and is_type(state, obj, "land"):
            zones.tap(state, obj)
    return None


@dataclass(frozen=True, slots=True)
class BecomeArtifactCreatureOfManaValue(Effect):
    """"Target noncreature artifact becomes an artifact creature with power and toughness each equal to its
    mana value until end of turn." (Karn, Silver Golem): the P/T is set from its mana value as the ability
    resolves (CR 608.2h; layer 7b, CR 613.4b; a face-down permanent's mana value is 0, CR 708.2)."""

    who: Ref


@executes(BecomeArtifactCreatureOfManaValue)
def _become_artifact_creature(state: GameState, item: StackItem,
                              eff: BecomeArtifactCreatureOfManaValue) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        mv = 0 if obj.face_down else obj.card.mana_cost.converted
        _become_creature(state, item, BecomeCreatureUntilEndOfTurn(eff.who, mv, mv, types=("Artifact",),
                                                                   still_land=False))
    return None
