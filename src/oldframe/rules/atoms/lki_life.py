"""Life equal to a creature's power or toughness, or a permanent's mana value, after it was removed or
destroyed (Swords to Plowshares, Chastise, Exile, Sever Soul; Crumble, Divine Offering): the value and
its controller are the permanent's as it last existed on the battlefield if it has left (last known
information, CR 608.2h; 2003: 413.2f). Mana value is the 2003 "converted mana cost" (CR 202.3; 2003:
203.3): a face-down permanent's is 0."""

from __future__ import annotations

from dataclasses import dataclass, replace

from oldframe.rules import zones
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.effects import execute, executes
from oldframe.rules.model.cards import CreateTokens, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value

#: Where each value sits in the last known information ``zones.move`` keeps (``Choices.lki``).
_LKI_INDEX = {"power": 0, "toughness": 1, "mana value": 3}


@dataclass(frozen=True, slots=True)
class GainLifeEqualToStat(Effect):
    """"``who`` gains life equal to ``what``'s ``stat``": ``who`` is "controller" (you) or
    "its_controller" (the permanent's controller, named "that ``noun``'s controller" when ``noun`` is
    set: "That artifact's controller gains life equal to its mana value.")."""

    who: str
    what: Ref
    stat: str  # "power", "toughness" or "mana value"
    noun: str = ""


@executes(GainLifeEqualToStat)
def _gain_equal(state: GameState, item: StackItem, eff: GainLifeEqualToStat) -> Decision | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None  # an illegal target: nothing to measure (CR 608.2b)
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        value = (power(state, obj) if eff.stat == "power" else toughness(state, obj) if eff.stat == "toughness"
                 else mana_value(obj))
        owner_now = obj.controller
    else:
        known = item.choices.get("lki", {}).get(str(oid))
        if known is None:
            return None
        value = int(known[_LKI_INDEX[eff.stat]])
        owner_now = int(known[2])
    player = item.controller if eff.who == "controller" else owner_now
    if value > 0:  # (no life for a creature with 0 or less power, CR 107.1b; nor for mana value 0)
        zones.gain_life(state, player, value)
    return None


@dataclass(frozen=True, slots=True)
class TokensPerManaValue(Effect):
    """"Create X 1/1 green Saproling creature tokens, where X is that enchantment's mana value." (Aura
    Mutation, Artifact Mutation): ``tokens`` made as many times as ``what``'s mana value, read from the
    permanent if it is still on the battlefield, else as it last existed there (CR 608.2h; 2003:
    413.2f) — the destroyed target's. ``noun`` is the word the card uses ("enchantment")."""

    tokens: CreateTokens
    what: Ref
    noun: str


@executes(TokensPerManaValue)
def _tokens_per_mv(state: GameState, item: StackItem, eff: TokensPerManaValue) -> Decision | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None  # an illegal target: nothing to measure (CR 608.2b)
    obj = state.objects.get(target[1])
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        value = mana_value(obj)
    else:
        known = item.choices.get("lki", {}).get(str(target[1]))
        if known is None:
            return None
        value = int(known[_LKI_INDEX["mana value"]])
    return execute(state, item, replace(eff.tokens, count=value)) if value > 0 else None
