"""Spells and an artifact of the Old Frame Vintage restricted list whose resolution asks players to
choose (hand-made, cards/handmade_restricted.py): Memory Jar, Fact or Fiction (CR 700.3 piles),
Balance, Flash and Demonic Consultation. Split from ``restricted`` to keep files short."""
from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import casting, zones
from oldframe.rules.atoms.restricted import JAR, NEXT_END_STEP, _exile_face_down
from oldframe.rules.characteristics import is_creature, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, executes, sacrifice
from oldframe.rules.events import PilesSeparated, Revealed
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef, Effect
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    DelayedTrigger,
    GameState,
    StackItem,
    Zone,
)


# -- Memory Jar --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MemoryJar(Effect):
    """"Each player exiles all cards from their hand face down and draws seven cards. At the beginning
    of the next end step, each player discards their hand and returns to their hand each card they
    exiled this way." (2003 Oracle: removes … from the game face down; "at end of turn")."""


@executes(MemoryJar)
def _memory_jar(state: GameState, item: StackItem, eff: MemoryJar) -> Decision | None:
    key = state.new_id()
    for p in state.apnap():
        for card in list(state.players[p].hand):
            new = _exile_face_down(state, card)
            if new is not None:
                state.effects.append(ContinuousEffect(JAR, new, state.new_timestamp(), "while_there", key))
    for p in state.apnap():
        zones.draw(state, p, 7)
    state.delayed.append(DelayedTrigger(NEXT_END_STEP, item.controller, item.source_name, "r_jar_return", key,
                                        state.turn, int(state.step)))
    return None


# -- Fact or Fiction (CR 700.3 piles) -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FactOrFiction(Effect):
    """"Reveal the top five cards of your library. An opponent separates those cards into two piles.
    Put one pile into your hand and the other into your graveyard." (CR 700.3: a pile may be empty)."""


@executes(FactOrFiction)
def _fact_or_fiction(state: GameState, item: StackItem, eff: FactOrFiction) -> Decision | None:
    me = item.controller
    ch = item.choices
    if "fof_cards" not in ch:
        library = state.library(me)
        cards = list(reversed(library[-5:]))  # the top five, top first
        ch["fof_cards"] = cards
        ch["fof_pile"] = []
        for oid in cards:  # revealed: every player sees them (CR 701.15a; 2003 glossary "Reveal")
            zones.emit(state, Revealed(me, oid, state.objects[oid].card.name))
    if "fof_opponent" not in ch:  # "an opponent": the caster chooses which (CR 102.2)
        opponents = state.opponents(me)
        if len(opponents) > 1:
            return Decision(DecisionKind.CHOOSE_OPPONENT, me, {"key": "fof_opponent", "options": opponents})
        ch["fof_opponent"] = opponents[0] if opponents else me
    cards = [int(o) for o in ch["fof_cards"]]
    pile = [int(o) for o in ch["fof_pile"]]
    if "fof_pick" in ch:
        picked = ch.pop("fof_pick")
        if picked is None:
            ch["fof_separated"] = True
        else:
            pile = [*pile, int(picked)]
            ch["fof_pile"] = pile
    rest = [o for o in cards if o not in pile]
    if not ch.get("fof_separated") and rest and cards:
        return Decision(DecisionKind.PICK, int(ch["fof_opponent"]),
                        {"key": "fof_pick", "options": rest, "optional": True, "piles": "fact_or_fiction"})
    if not ch.get("fof_announced"):
        ch["fof_announced"] = True
        zones.emit(state, PilesSeparated(int(ch["fof_opponent"]), tuple(pile), tuple(rest)))
    if "fof_first" not in ch and cards:
        return Decision(DecisionKind.MAY, me, {"key": "fof_first", "pile_one": list(pile), "pile_two": list(rest)})
    first = bool(ch.pop("fof_first", True))
    to_hand, to_yard = (pile, rest) if first else (rest, pile)
    for oid in to_hand:
        if oid in state.objects and state.objects[oid].zone == Zone.LIBRARY:
            zones.move(state, oid, Zone.HAND)
    for oid in to_yard:
        if oid in state.objects and state.objects[oid].zone == Zone.LIBRARY:
            zones.move(state, oid, Zone.GRAVEYARD)
    ch.pop("fof_cards", None)
    ch.pop("fof_pile", None)
    ch.pop("fof_opponent", None)
    ch.pop("fof_separated", None)
    ch.pop("fof_announced", None)
    return None


# -- Balance -----------------------------------------------------------------------------------------
BALANCE_PARTS: tuple[str, ...] = ("lands", "hand", "creatures")


@dataclass(frozen=True, slots=True)
class Balance(Effect):
    """"Each player chooses a number of lands they control equal to the number of lands controlled by
    the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice
    creatures the same way." Choices are made in APNAP order (CR 101.4), then all players sacrifice
    (or discard) the rest at once; the lands first, then the cards in hand, then the creatures.

    ``parts`` are what is balanced, in order: "lands", "hand", "creatures" or "permanents" ("Each player
    chooses a number of permanents … Each player discards cards the same way.", Balancing Act)."""

    parts: tuple[str, ...] = BALANCE_PARTS


def _balance_candidates(state: GameState, player: int, part: str) -> list[int]:
    if part == "hand":
        return list(state.players[player].hand)
    if part == "permanents":
        return [o for o in state.battlefield if state.objects[o].controller == player]
    return [o for o in state.battlefield if state.objects[o].controller == player
            and (is_type(state, state.objects[o], "land") if part == "lands" else is_creature(state, state.objects[o]))]


@executes(Balance)
def _balance(state: GameState, item: StackItem, eff: Balance) -> Decision | None:
    ch = item.choices
    while int(ch.get("bal_part", 0)) < len(eff.parts):
        part = eff.parts[int(ch.get("bal_part", 0))]
        players = state.apnap()
        if "bal_keep" not in ch:  # the number is counted once, as this part begins
            ch["bal_keep"] = min(len(_balance_candidates(state, p, part)) for p in players) if players else 0
            ch["bal_kept"] = {}
        keep = int(ch["bal_keep"])
        kept: dict[str, list[int]] = {k: list(v) for k, v in dict(ch["bal_kept"]).items()}
        if "bal_pick" in ch:
            who = str(ch.pop("bal_pick_player"))
            kept[who] = [*kept.get(who, []), int(ch.pop("bal_pick"))]
            ch["bal_kept"] = kept
        for p in players:
            cands = _balance_candidates(state, p, part)
            mine = kept.get(str(p), [])
            if len(mine) < keep and len(cands) > keep:
                ch["bal_pick_player"] = p
                options = [o for o in cands if o not in mine]
                return Decision(DecisionKind.PICK, p, {"key": "bal_pick", "options": options, "balance": part})
        for p in players:  # then every player sacrifices (or discards) the rest at once
            cands = _balance_candidates(state, p, part)
            if len(cands) <= keep:
                continue
            mine = kept.get(str(p), [])
            for oid in cands:
                if oid in mine:
                    continue
                if part == "hand":
                    discard(state, p, oid)
                else:
                    sacrifice(state, oid)
        ch["bal_part"] = int(ch.get("bal_part", 0)) + 1
        ch.pop("bal_keep", None)
        ch.pop("bal_kept", None)
    ch.pop("bal_part", None)
    return None


# -- Flash -------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FlashIn(Effect):
    """"You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless
    you pay its mana cost reduced by up to {2}." (the reduction lowers only the generic part, CR 601.2f)."""


def flash_cost(card: CardDef) -> ManaCost:
    cost = card.mana_cost.with_x(0)
    return ManaCost(cost.colored, max(0, cost.generic - 2))


@executes(FlashIn)
def _flash(state: GameState, item: StackItem, eff: FlashIn) -> Decision | None:
    ch = item.choices
    me = item.controller
    if "flash_pick" not in ch:
        options = [o for o in state.players[me].hand if "Creature" in state.objects[o].card.types
                   and state.objects[o].card.playable]
        if not options:
            return None
        return Decision(DecisionKind.PICK, me, {"key": "flash_pick", "options": options, "optional": True})
    picked = ch.get("flash_pick")
    if picked is None:
        return None
    if "flash_in" not in ch:
        card = state.objects[int(picked)].card
        ch["flash_cost"] = str(flash_cost(card))
        new = zones.move(state, int(picked), Zone.BATTLEFIELD, controller=me)
        ch["flash_in"] = new
    new = ch.get("flash_in")
    obj = state.objects.get(int(new)) if new is not None else None
    if obj is None or obj.zone != Zone.BATTLEFIELD or not is_creature(state, obj):
        return None
    cost = ManaCost.parse(str(ch["flash_cost"]))
    if "flash_pay" not in ch and casting.can_pay_mana(state, me, cost):
        return Decision(DecisionKind.MAY, me, {"key": "flash_pay", "cost": str(cost)})
    if ch.get("flash_pay"):
        casting.pay_mana_cost(state, me, cost)
    elif obj.controller == me:
        sacrifice(state, obj.oid)
    return None


# -- Demonic Consultation ------------------------------------------------------------------------------
#: Real card names offered besides the player's own cards and the public ones, so a name of a card not
#: in the library is always available (naming any such card has the same outcome).
OTHER_NAMES = ("Chaos Orb", "Falling Star", "Mox Emerald")


@dataclass(frozen=True, slots=True)
class DemonicConsultation(Effect):
    """"Choose a card name. Exile the top six cards of your library, then reveal cards from the top of
    your library until you reveal a card with the chosen name. Put that card into your hand and exile
    all other cards revealed this way." (2003 Oracle: "Name a card", "remove … from the game")."""


def nameable(state: GameState, player: int) -> list[str]:
    """Names the player may choose without learning hidden information: their own cards (they know
    their deck) and every card in a public zone (CR 400.2)."""
    names: set[str] = set()
    public = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK)
    for obj in state.objects.values():
        if obj.is_token or obj.face_down:
            continue
        if obj.owner == player or obj.zone in public or obj.zone == Zone.EXILE:
            names.add(obj.printed.name)
    library = {state.objects[o].printed.name for o in state.library(player)}
    for other in OTHER_NAMES:
        if other not in library:
            names.add(other)
            break
    return sorted(names)


@executes(DemonicConsultation)
def _consultation(state: GameState, item: StackItem, eff: DemonicConsultation) -> Decision | None:
    me = item.controller
    if "named" not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, me, {"key": "named", "options": nameable(state, me)})
    named = str(item.choices["named"])
    library = state.library(me)
    for _ in range(6):
        if library:
            zones.move(state, library[-1], Zone.EXILE)
    while library:
        top = library[-1]
        card = state.objects[top].card
        zones.emit(state, Revealed(me, top, card.name))
        if card.name == named:
            zones.move(state, top, Zone.HAND)
            break
        zones.move(state, top, Zone.EXILE)
    return None

