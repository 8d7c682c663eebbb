""""choose a color, then …" as a triggered ability resolves (the Invasion dragons; CR 608.2d — 2003:
413.2c — choices made on resolution):

- "… you may pay {2}{U}. If you do, choose a color, then return all creatures of that color to their
  owners' hands." (Dromar, the Banisher)
- "… you may pay {2}{G}. If you do, choose a color, then create a 1/1 green Saproling creature token
  for each permanent of that color." (Rith, the Awakener)

The color is a ``CHOOSE_COLOR`` decision of the ability's controller, stored under "color". Creatures
return all at once (CR 608.2h), each to its owner's hand (CR 110.2 … 400.3); permanents are counted
once, after the color is chosen, by their colors then (CR 105.2, layer 5) — the dragon itself
included if it has that color.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import colors_of, is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.model.cards import CreateTokens, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


def _chosen(item: StackItem) -> Decision | str:
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    return str(item.choices["color"])


@dataclass(frozen=True, slots=True)
class ReturnAllCreaturesOfChosenColor(Effect):
    """"choose a color, then return all creatures of that color to their owners' hands"."""


@executes(ReturnAllCreaturesOfChosenColor)
def _return_chosen(state: GameState, item: StackItem, eff: ReturnAllCreaturesOfChosenColor) -> Decision | None:
    color = _chosen(item)
    if isinstance(color, Decision):
        return color
    leaving = [o for o in state.battlefield
               if is_creature(state, state.objects[o]) and color in colors_of(state, state.objects[o])]
    for oid in leaving:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, Zone.HAND)
    return None


@dataclass(frozen=True, slots=True)
class TokensPerPermanentOfChosenColor(CreateTokens):
    """"choose a color, then create a 1/1 green Saproling creature token for each permanent of that
    color": ``count`` is unused; the number is counted after the color is chosen."""


@executes(TokensPerPermanentOfChosenColor)
def _tokens_per_color(state: GameState, item: StackItem, eff: TokensPerPermanentOfChosenColor) -> Decision | None:
    color = _chosen(item)
    if isinstance(color, Decision):
        return color
    n = sum(1 for o in state.battlefield if color in colors_of(state, state.objects[o]))
    if n == 0:
        return None
    plain = CreateTokens(n, eff.name, eff.power, eff.toughness, eff.colors, eff.subtypes, eff.keywords, eff.who)
    return EXECUTORS[CreateTokens](state, item, plain)
