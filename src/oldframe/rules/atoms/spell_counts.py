"""Spell effects that count as they resolve (life, cards or damage per creature, "where X is",
"for each"): one place for the counting rules."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import creature_types, is_creature, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    _amount,
    _players,
    deal_damage,
    discard,
    execute,
    executes,
    lose_life,
    resolve_targets,
    source_colors,
)
from oldframe.rules.events import Tapped
from oldframe.rules.model.cards import Effect, GainLife, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


# -- "You gain N life for each creature you control." -------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainLifePerCreature(Effect):
    """"You gain N life for each creature you control." (Folk Medicine, Festival of Trokin): the
    creatures are counted as the spell resolves (CR 608.2h; 2003: 413.2f)."""

    amount: int


@executes(GainLifePerCreature)
def _gain_per_creature(state: GameState, item: StackItem, eff: GainLifePerCreature) -> Decision | None:
    count = sum(1 for oid in state.battlefield
                if state.objects[oid].controller == item.controller and is_creature(state, state.objects[oid]))
    if count:  # CR 119.3 (2003: glossary "Gain Life")
        zones.gain_life(state, item.controller, eff.amount * count)
    return None


# -- "Draw a card for each creature you control." --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawPerCreature(Effect):
    """"Draw a card for each creature you control." (Collective Unconscious): counted as it resolves
    (CR 608.2h; 2003: 413.2f)."""


@executes(DrawPerCreature)
def _draw_per_creature(state: GameState, item: StackItem, eff: DrawPerCreature) -> Decision | None:
    count = sum(1 for oid in state.battlefield
                if state.objects[oid].controller == item.controller and is_creature(state, state.objects[oid]))
    if count:
        zones.draw(state, item.controller, count)
    return None


# -- "Target player gains X life." -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainLifeX(GainLife):
    """"Target player gains X life." (Stream of Life, Energy Bolt): X as announced (CR 107.3)."""


@executes(GainLifeX)
def _gain_life_x(state: GameState, item: StackItem, eff: GainLifeX) -> Decision | None:
    n = _amount(state, item, eff.amount)
    for p in _players(state, item, eff.who):
        zones.gain_life(state, p, n)  # CR 119.3 (2003: glossary "Gain Life")
    return None


# -- "You draw three cards and you lose 3 life."; "Draw four cards, then discard three cards at random." ---
@dataclass(frozen=True, slots=True)
class DrawAndLoseLife(Effect):
    """"You draw N cards and you lose N life." (Ambition's Cost, Ancient Craving): life loss, not
    damage (CR 119.3)."""

    count: int
    life: int


@executes(DrawAndLoseLife)
def _draw_and_lose(state: GameState, item: StackItem, eff: DrawAndLoseLife) -> Decision | None:
    zones.draw(state, item.controller, eff.count)
    lose_life(state, item.controller, eff.life)
    return None


@dataclass(frozen=True, slots=True)
class DrawThenDiscardRandom(Effect):
    """"Draw N cards, then discard M cards at random." (Goblin Lore, Control of the Court): the
    discarded cards are chosen at random after the draw (CR 701.8c)."""

    draw: int
    discard: int


@executes(DrawThenDiscardRandom)
def _draw_then_discard_random(state: GameState, item: StackItem, eff: DrawThenDiscardRandom) -> Decision | None:
    p = item.controller
    zones.draw(state, p, eff.draw)
    for _ in range(eff.discard):
        hand = state.players[p].hand
        if hand:
            discard(state, p, hand[state.rng.below(len(hand))])
    return None


# -- "You lose half your life, rounded up." --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseHalfLife(Effect):
    """"You lose half your life, rounded up." (Cruel Bargain, Infernal Contract): life loss (CR 119.3),
    the amount read as it resolves, rounded up (CR 107.1a)."""


@executes(LoseHalfLife)
def _lose_half_life(state: GameState, item: StackItem, eff: LoseHalfLife) -> Decision | None:
    life = state.players[item.controller].life
    if life > 0:
        lose_life(state, item.controller, (life + 1) // 2)
    return None


# -- "… damage … equal to the number of Mountains you control / cards in that player's hand" ------------------
@dataclass(frozen=True, slots=True)
class DamageEqualToCount(Effect):
    """"CARDNAME deals damage to target creature equal to the number of Mountains you control."
    (Spitting Earth), "… to target player equal to the number of cards in that player's hand." (Sudden
    Impact): counted as it resolves (CR 608.2h; 2003: 413.2f). ``count``: "lands:<type>" or "hand"."""

    to: Ref
    count: str


@executes(DamageEqualToCount)
def _damage_equal_to_count(state: GameState, item: StackItem, eff: DamageEqualToCount) -> Decision | None:
    for target in resolve_targets(state, item, eff.to):
        if eff.count == "hand":
            if target[0] != "player":
                continue
            n = len(state.players[target[1]].hand)
        else:
            land = eff.count.removeprefix("lands:")
            n = sum(1 for o in state.battlefield if state.objects[o].controller == item.controller
                    and is_type(state, state.objects[o], "land") and land in creature_types(state, state.objects[o]))
        if n > 0:
            deal_damage(state, item.source, item.controller, source_colors(state, item), target, n)
    return None


# -- "Draw a card for each tapped creature target opponent controls." ---------------------------------------
@dataclass(frozen=True, slots=True)
class DrawPerTappedCreature(Effect):
    """"Draw a card for each tapped creature target opponent controls." (Theft of Dreams): counted as
    it resolves (CR 608.2h)."""

    whose: Ref


@executes(DrawPerTappedCreature)
def _draw_per_tapped(state: GameState, item: StackItem, eff: DrawPerTappedCreature) -> Decision | None:
    for p in _players(state, item, eff.whose):
        n = sum(1 for o in state.battlefield if state.objects[o].controller == p and state.objects[o].tapped
                and is_creature(state, state.objects[o]))
        if n:
            zones.draw(state, item.controller, n)
    return None


# -- "…, where X is the number of Elves on the battlefield." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class WhereXIsCount(Effect):
    """An instruction reading X, "where X is the number of Elves on the battlefield" (Wirewood Pride,
    Timberwatch Elf, Thunder of Hooves): X is counted as it resolves (CR 608.2h; 2003: 413.2f), every
    creature of that type counting, whoever controls it. ``subtype`` is the creature type."""

    effects: tuple[Effect, ...]
    subtype: str
    first: Ref = ""  # what the instructions' own target placeholder ("target:?") names
    it: Ref = ""  # what their "it" placeholder ("it:?") names

    def bound(self) -> tuple[Effect, ...]:
        """The instructions with their placeholders bound (the compiler numbers only top-level refs)."""
        from dataclasses import replace

        names = {"target:?": self.first, "it:?": self.it}
        out = []
        for e in self.effects:
            changes = {f: names[v] for f in e.__dataclass_fields__
                       if isinstance(v := getattr(e, f), str) and v in names and names[v]}
            out.append(replace(e, **changes) if changes else e)
        return tuple(out)


@executes(WhereXIsCount)
def _where_x_is_count(state: GameState, item: StackItem, eff: WhereXIsCount) -> Decision | None:
    n = sum(1 for o in state.battlefield if is_creature(state, state.objects[o])
            and eff.subtype in creature_types(state, state.objects[o]))
    announced = item.x
    item.x = n  # the instructions read X (CR 107.3)
    try:
        for inner in eff.bound():
            execute(state, item, inner)
    finally:
        item.x = announced
    return None


# -- "Each player may draw up to two cards. For each card less than two a player draws this way, that player
# gains 2 life." -------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawUpToOrGainLife(Effect):
    """Truce, Temporary Truce: each player in turn order chooses how many cards (0 to ``most``) to draw
    (CR 101.4; 2003: 103.4 APNAP), then each draws that many and gains ``life`` for each card fewer."""

    most: int
    life: int


@executes(DrawUpToOrGainLife)
def _draw_up_to_or_gain(state: GameState, item: StackItem, eff: DrawUpToOrGainLife) -> Decision | None:
    chosen: dict[str, int] = dict(item.choices.get("draw_up_to", {}))
    for p in state.apnap():
        if str(p) in chosen:
            continue
        if "x_paid" in item.choices:
            chosen[str(p)] = int(item.choices.pop("x_paid"))
            item.choices["draw_up_to"] = chosen
            continue
        return Decision(DecisionKind.CHOOSE_X, p, {"options": list(range(eff.most + 1))})
    for p in state.apnap():
        n = chosen.get(str(p), 0)
        if n:
            zones.draw(state, p, n)
        if eff.most - n > 0:
            zones.gain_life(state, p, eff.life * (eff.most - n))  # CR 119.3 (2003: glossary "Gain Life")
    item.choices.pop("draw_up_to", None)
    return None


# -- "Tap any number of untapped creatures you control. You gain N life for each creature tapped this way." ------
@dataclass(frozen=True, slots=True)
class TapAnyNumberForLife(Effect):
    """Harmony of Nature, Marshaling the Troops: the controller picks untapped creatures they control one
    at a time (or stops), taps them, and gains ``life`` for each (CR 608.2d; 2003: 413.2c)."""

    life: int


@executes(TapAnyNumberForLife)
def _tap_any_number(state: GameState, item: StackItem, eff: TapAnyNumberForLife) -> Decision | None:
    p = item.controller
    picked: list[int] = list(item.choices.get("tap_for_life", []))
    if "tap_pick" in item.choices:
        choice = item.choices.pop("tap_pick")
        if choice is None:
            item.choices["tap_done"] = True
        else:
            picked.append(int(choice))
            item.choices["tap_for_life"] = picked
    if not item.choices.get("tap_done"):
        options = [o for o in state.battlefield if state.objects[o].controller == p and not state.objects[o].tapped
                   and is_creature(state, state.objects[o]) and o not in picked]
        if options:
            return Decision(DecisionKind.PICK, p, {"key": "tap_pick", "options": options, "optional": True})
    tapped = 0
    for oid in picked:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and not obj.tapped:
            obj.tapped = True
            state.version += 1
            zones.emit(state, Tapped(oid, obj.card.name))
            tapped += 1
    if tapped:
        zones.gain_life(state, p, eff.life * tapped)  # CR 119.3
    item.choices.pop("tap_for_life", None)
    item.choices.pop("tap_done", None)
    return None


# -- "… for each Elf on the battlefield." ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PerBattlefieldCount(Effect):
    """"Draw a card for each Bird on the battlefield." (Airborne Aid), "You gain 1 life for each Elf on
    the battlefield." (Wellwisher), "Target player gains 2 life for each creature on the battlefield."
    (Congregate), "Each player loses 1 life for each Zombie on the battlefield." (Shepherd of Rot): the
    permanents are counted as it resolves, whoever controls them (CR 608.2h; 2003: 413.2f).

    ``action``: "draw", "gain", "lose"; ``count``: "creature", "creature:<type>", "land:<type>", or
    "your_graveyard" ("You gain 2 life for each card in your graveyard.", Ancestral Tribute)."""

    action: str
    who: Ref
    amount: int
    count: str


def battlefield_count(state: GameState, count: str) -> int:
    kind, _, sub = count.partition(":")
    n = 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        if kind == "creature" and not is_creature(state, obj):
            continue
        if kind == "land" and not is_type(state, obj, "land"):
            continue
        if sub and sub not in creature_types(state, obj):
            continue
        n += 1
    return n


@executes(PerBattlefieldCount)
def _per_battlefield_count(state: GameState, item: StackItem, eff: PerBattlefieldCount) -> Decision | None:
    if eff.count == "your_graveyard":  # "for each card in your graveyard" (Ancestral Tribute)
        n = len(state.players[item.controller].graveyard) * eff.amount
    else:
        n = battlefield_count(state, eff.count) * eff.amount
    if n <= 0:
        return None
    for p in _players(state, item, eff.who):
        if eff.action == "draw":
            zones.draw(state, p, n)
        elif eff.action == "gain":
            zones.gain_life(state, p, n)  # CR 119.3
        else:
            lose_life(state, p, n)
    return None
