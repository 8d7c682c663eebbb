"""Hand disruption: a player reveals their hand and loses cards from it — chosen by the spell's
controller from the revealed cards (Duress, Unmask), or every card with a chosen name (Cabal Therapy) or
of a chosen color (Persecute).

Hidden information (CR 400.2, 701.15; 2003: glossary "Reveal"): revealing shows the cards to every
player, so each card of the hand is announced with a public "reveal" event (player, object, name) before
any choice; the choice is then an ordinary pending decision (``pick`` among the revealed objects,
``choose_word`` for a name, ``choose_color``) with its legal answers listed, never a callback.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, discard, executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import CardDef, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class CardQuality:
    """Which cards in a hand qualify: any of ``kinds`` (card types, empty = any card) and none of
    ``non`` ("a noncreature, nonland card": kinds=(), non=("Creature", "Land"))."""

    kinds: tuple[str, ...] = ()
    non: tuple[str, ...] = ()
    not_basic_land: bool = False  # "a card other than a basic land card" (Lobotomy)

    def admits(self, card: CardDef) -> bool:
        types = card.types
        if self.not_basic_land and "Land" in types and "Basic" in card.supertypes:
            return False
        return (not self.kinds or any(k in types for k in self.kinds)) and not any(n in types for n in self.non)


def reveal_hand(state: GameState, item: StackItem, player: int) -> None:
    """Reveal ``player``'s hand once per resolution: every card shown to every player (CR 701.15a)."""
    key = f"revealed:{player}"
    if indexed(item.choices).get(key):
        return
    set_answer(item.choices, key, True)
    for oid in state.players[player].hand:
        zones.emit(state, Revealed(player, oid, state.objects[oid].card.name))


@dataclass(frozen=True, slots=True)
class RevealChoose(Effect):
    """"Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player
    discards that card." (Duress, Unmask, Ostracize) and "… you choose a nonland card from it. Exile that
    card." (Mesmeric Fiend's kind): the controller picks one qualifying revealed card, if there is one
    (CR 608.2d; 2003: 413.2c); the owner discards it (a discard: madness applies, CR 702.35), it is
    exiled (``then="exile"``), or every card with its name in three zones is (Lobotomy,
    ``then="exile_all_named"``)."""

    who: Ref
    quality: CardQuality
    then: str = "discard"  # or "exile", or "exile_all_named" (Lobotomy)
    joined: bool = False  # "… reveals their hand and you choose …" (one sentence; the same rules)


@executes(RevealChoose)
def _reveal_choose(state: GameState, item: StackItem, eff: RevealChoose) -> Decision | None:
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        key = f"reveal_pick:{p}"
        if key not in item.choices:
            options = [o for o in state.players[p].hand if eff.quality.admits(state.objects[o].card)]
            if not options:
                continue
            return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options})
        picked = indexed(item.choices)[key]
        if picked is not None and int(picked) in state.players[p].hand:
            set_answer(item.choices, key, None)  # done: a resumed resolution doesn't discard twice
            if eff.then == "exile":
                zones.move(state, int(picked), Zone.EXILE)
            elif eff.then == "exile_all_named":
                exile_all_named(state, p, state.objects[int(picked)].card.name)
            else:
                discard(state, p, int(picked))
    return None


def exile_all_named(state: GameState, player: int, name: str) -> None:
    """"Search that player's graveyard, hand, and library for all cards with the same name as the chosen
    card and exile them. Then that player shuffles." (Lobotomy): a search of hidden zones may fail to
    find cards (CR 701.19b; 2003: glossary "Search"), so the searcher finds every one here (the choice to
    leave some would only ever help the opponent); then the library is shuffled."""
    pl = state.players[player]
    for zone in (pl.graveyard, pl.hand, state.library(player)):
        for oid in [o for o in zone if state.objects[o].card.name == name]:
            zones.move(state, oid, Zone.EXILE)
    zones.shuffle_library(state, player)


@dataclass(frozen=True, slots=True)
class RevealDiscardAll(Effect):
    """"Target player reveals their hand and discards all cards with that name." (Cabal Therapy, after
    "Choose a nonland card name.") / "… all cards of that color." (Persecute, after "Choose a color."):
    the choice made by the spell's earlier sentence is in ``choices[key]``; ``by`` is "name" or "color"."""

    who: Ref
    by: str  # "name" or "color"
    key: str


@executes(RevealDiscardAll)
def _reveal_discard_all(state: GameState, item: StackItem, eff: RevealDiscardAll) -> Decision | None:
    from oldframe.rules.characteristics import colors_of

    chosen = indexed(item.choices).get(eff.key)
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        for oid in list(state.players[p].hand):
            obj = state.objects[oid]
            if (obj.card.name == chosen) if eff.by == "name" else (chosen in colors_of(state, obj)):
                discard(state, p, oid)
    return None


@dataclass(frozen=True, slots=True)
class ChooseCardName(Effect):
    """"Choose a [nonland] card name." — the controller names a card as the spell resolves (CR 608.2d;
    2003 Oracle: "Name a card"). The names offered are those the player may know without hidden
    information (``restricted_spells.nameable``: their own cards, every public card, and one name of no
    card in their library); the answer is kept in ``choices[key]``."""

    key: str = "named"
    nonland: bool = False


def name_options(state: GameState, player: int, nonland: bool) -> list[str]:
    from oldframe.rules.atoms.restricted_spells import nameable

    names = nameable(state, player)
    if not nonland:
        return names
    lands = {o.printed.name for o in state.objects.values() if "Land" in o.printed.types}
    return [n for n in names if n not in lands]


@executes(ChooseCardName)
def _choose_card_name(state: GameState, item: StackItem, eff: ChooseCardName) -> Decision | None:
    if eff.key not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                        {"key": eff.key, "options": name_options(state, item.controller, eff.nonland)})
    return None


@dataclass(frozen=True, slots=True)
class ChooseAColor(Effect):
    """"Choose a color." as a sentence of a spell (Persecute): the answer (W, U, B, R or G) is kept in
    ``choices[key]`` for the sentences after it (CR 608.2d)."""

    key: str = "color"


@executes(ChooseAColor)
def _choose_a_color(state: GameState, item: StackItem, eff: ChooseAColor) -> Decision | None:
    if eff.key not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": eff.key})
    return None


@dataclass(frozen=True, slots=True)
class NamedRandomRevealDamage(Effect):
    """"Choose a card name, then reveal a card at random from your hand. If that card has the chosen
    name, CARDNAME deals 2 damage to any target." (Cursed Scroll): the name is chosen as the ability
    resolves (CR 608.2d), the card is picked by the game's seeded random generator and shown to every
    player (CR 701.15a); the target was chosen on activation."""

    amount: int
    to: Ref


@executes(NamedRandomRevealDamage)
def _named_random_reveal(state: GameState, item: StackItem, eff: NamedRandomRevealDamage) -> Decision | None:
    from oldframe.rules.effects import execute
    from oldframe.rules.model.cards import DealDamage

    if "named" not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                        {"key": "named", "options": name_options(state, item.controller, False)})
    hand = state.players[item.controller].hand
    if not hand:
        return None
    oid = hand[state.rng.below(len(hand))]
    name = state.objects[oid].card.name
    zones.emit(state, Revealed(item.controller, oid, name))
    if name == item.choices["named"]:
        return execute(state, item, DealDamage(eff.amount, eff.to))
    return None


@dataclass(frozen=True, slots=True)
class ChosenTypePurge(Effect):
    """"Choose a creature type. Target player reveals their hand and discards all creature cards of that
    type. Then destroy all creatures of that type that player controls. They can't be regenerated."
    (Tsabo's Decree): the type is chosen as the spell resolves (the ``choose_creature_type`` decision,
    kept in ``choices["creature_type"]``); creature types of permanents are their current ones (layer 4)."""

    who: Ref


@executes(ChosenTypePurge)
def _chosen_type_purge(state: GameState, item: StackItem, eff: ChosenTypePurge) -> Decision | None:
    from oldframe.rules.characteristics import creature_types, is_creature

    if "creature_type" not in item.choices:
        return Decision(DecisionKind.CHOOSE_CREATURE_TYPE, item.controller, {"forbidden": []})
    chosen = item.choices["creature_type"]
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        for oid in list(state.players[p].hand):
            card = state.objects[oid].card
            if "Creature" in card.types and chosen in card.subtypes:
                discard(state, p, oid)
        doomed = [o for o in state.battlefield if state.objects[o].controller == p
                  and is_creature(state, state.objects[o]) and chosen in creature_types(state, state.objects[o])]
        for oid in doomed:  # CR 701.15c (2003: 419.6b): "can't be regenerated"
            if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None
