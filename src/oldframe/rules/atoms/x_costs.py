"""Costs sized by X: "As an additional cost to cast this spell, discard X cards." (Sickening Dreams,
Firestorm) / "… exile X cards from your graveyard." (Skeletal Scrying) / "Flashback—{1}{U}, Exile X blue
cards from your graveyard." (Flash of Insight), "Spend only black mana on X." (Drain Life); and "You draw
X cards and you lose X life.", Drain Life's damage with its capped life gain.

X is announced as the spell is cast (CR 601.2b; 2003: 409.1b), before costs are paid (CR 601.2g-h), so
the cost is the printed one with X replaced: ``costparts.x_sized`` is applied where the spell's costs are
read (``casting._cost`` and ``altcosts.can_cast_with``); an X the player can't pay is never offered.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import toughness
from oldframe.rules.costparts import X_CARDS  # noqa: F401  (the compiler reads it here)
from oldframe.rules.effects import _amount, deal_damage, execute, executes, lose_life, resolve_targets, source_colors
from oldframe.rules.mana import MANA_INDEX, ManaCost
from oldframe.rules.model.cards import Amount, CardDef, Count, Effect, GainLife, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DrawAndLoseLife(Effect):
    """"You draw X cards and you lose X life." (Skeletal Scrying): the draw, then the life loss (not
    damage, CR 119.3), both of the announced X."""

    amount: Amount


@executes(DrawAndLoseLife)
def _draw_and_lose(state: GameState, item: StackItem, eff: DrawAndLoseLife) -> Decision | None:
    n = _amount(state, item, eff.amount)
    zones.draw(state, item.controller, n)
    lose_life(state, item.controller, n)
    return None


# -- "Spend only black mana on X." ---------------------------------------------------------------------
#: The cost keyword of "Spend only <color> mana on X." (``condition`` the color letter).
X_COLOR = "x_color"


def x_color_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool) -> ManaCost:
    """``extensions.SPELL_COST``: with "Spend only black mana on X." the announced X of the spell's own
    mana cost is paid in that color (CR 107.3, 601.2g; 2003: 409.1b): its generic part becomes black."""
    color = next((kw.condition for kw in card.behaviour.cost_keywords if kw.keyword == X_COLOR), "")
    own = card.mana_cost
    if not color or face_down or not own.x or base.colored != own.colored or base.generic <= own.generic:
        return base
    x = base.generic - own.generic
    colored = list(base.colored)
    colored[MANA_INDEX[color]] += x
    return ManaCost((colored[0], colored[1], colored[2], colored[3], colored[4], colored[5]), own.generic, base.x)


# -- "You gain life equal to the damage dealt, but not more …" -----------------------------------------
@dataclass(frozen=True, slots=True)
class DamageAndGainCapped(Effect):
    """"CARDNAME deals X damage to any target. You gain life equal to the damage dealt, but not more life
    than the player's life total before the damage was dealt, … or the creature's toughness." (Drain
    Life): the damage actually dealt after prevention (CR 120.3, 615), capped by the player's life total
    or the creature's toughness as they were before the damage (CR 608.2h)."""

    amount: Amount
    to: Ref


@executes(DamageAndGainCapped)
def _damage_and_gain(state: GameState, item: StackItem, eff: DamageAndGainCapped) -> Decision | None:
    n = _amount(state, item, eff.amount)
    gained = 0
    for t in resolve_targets(state, item, eff.to):
        kind, ident = t
        if kind == "player":
            cap = state.players[ident].life
        else:
            obj = state.objects.get(ident)
            cap = toughness(state, obj) if obj is not None and obj.zone == Zone.BATTLEFIELD else 0
        dealt = deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
        gained += max(0, min(dealt, cap))
    if gained:
        return execute(state, item, GainLife("controller", gained))
    return None


@dataclass(frozen=True, slots=True)
class SacrificeXCount(Effect):
    """"Each player sacrifices X lands." (Devastating Dreams): ``SacrificeCount`` of the announced X (CR
    107.3), each player choosing in turn order (CR 101.4), all sacrificed at once (CR 701.17a)."""

    who: Ref
    kind: str


@executes(SacrificeXCount)
def _sacrifice_x(state: GameState, item: StackItem, eff: SacrificeXCount) -> Decision | None:
    from oldframe.rules.atoms.keep_and_sacrifice import SacrificeCount

    return execute(state, item, SacrificeCount(eff.who, eff.kind, _amount(state, item, Count("x"))))
