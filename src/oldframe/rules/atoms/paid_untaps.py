""""At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures
they control and pay {4} for each creature chosen this way. If the player does, untap those creatures."
(Magnetic Mountain, Thelon's Curse, Dream Tides, Mudslide): the upkeep's player — not the ability's
controller — chooses and pays (CR 603.5; 2003: 410.5), one creature at a time while they can still pay for
one more; then the whole payment is made at once (CR 601.2g-h as a payment during resolution, CR 608.2d)
and those creatures untap (CR 701.21b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.static_counts import _passes
from oldframe.rules.atoms.upkeep_players import untap
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem

_PICK = "paid_untap_pick"  # the item's choices: the last pick (None: no more) and those chosen so far


@dataclass(frozen=True, slots=True)
class ChooseTappedAndPayToUntap(Effect):
    """The tapped creatures that player controls that pass ``filters`` (count-spec filters:
    "color:U", "noncolor:G", "nokw:flying"), ``each`` paid for every one chosen."""

    filters: tuple[str, ...]
    each: ManaCost


def _times(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` paid ``n`` times over."""
    c = cost.colored
    return ManaCost((c[0] * n, c[1] * n, c[2] * n, c[3] * n, c[4] * n, c[5] * n), cost.generic * n)


@executes(ChooseTappedAndPayToUntap)
def _choose_and_pay(state: GameState, item: StackItem, eff: ChooseTappedAndPayToUntap) -> Decision | None:
    payer = item.event.get("player")
    if payer is None or state.players[int(payer)].lost:
        return None
    p = int(payer)
    chosen: list[int] = list(item.choices.get("paid_untap_chosen", []))
    if "paid_untap_pick" in item.choices:
        picked = item.choices.pop("paid_untap_pick")
        if picked is None:
            _pay_and_untap(state, item, p, eff, chosen)
            return None
        chosen.append(int(picked))
        item.choices["paid_untap_chosen"] = chosen
    src = state.objects.get(item.source)
    options = [oid for oid in state.battlefield
               if oid not in chosen and (o := state.objects[oid]).controller == p and o.tapped
               and "Creature" in _types_now(state, oid)
               and (src is None or _passes(state, o, eff.filters, src, o))]
    if not options or not can_pay_mana(state, p, _times(eff.each, len(chosen) + 1)):
        _pay_and_untap(state, item, p, eff, chosen)
        return None
    return Decision(DecisionKind.PICK, p, {"key": _PICK, "options": options, "optional": True,
                                           "source": item.source_name,
                                           "text": f"Untap a tapped creature for {eff.each}?"})


def _types_now(state: GameState, oid: int) -> frozenset[str]:
    from oldframe.rules.characteristics import chars

    return frozenset(chars(state, state.objects[oid]).types)


def _pay_and_untap(state: GameState, item: StackItem, p: int, eff: ChooseTappedAndPayToUntap,
                   chosen: list[int]) -> None:
    item.choices.pop("paid_untap_chosen", None)
    cost = _times(eff.each, len(chosen))
    if not chosen or not can_pay_mana(state, p, cost):
        return
    pay_mana_cost(state, p, cost)
    for oid in chosen:
        obj = state.objects.get(oid)
        if obj is not None and oid in state.battlefield:
            untap(state, obj)
