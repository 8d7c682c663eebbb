"""Choices the core decisions don't cover, and the atoms of the ruling scenarios that need them.

The decisions these atoms ask (``choose_color``, ``choose_mode``, ``pick``, ``new_target``,
``announce_x``, ``may`` with a ``key``) are answered through the decision table
(:mod:`oldframe.rules.decisions`): the answer goes to ``choices[data["key"]]`` of the resolving item
(or, for a Ring of Ma'rûf draw asked outside a resolution, to :func:`outside_draw_answer`).

"As CARDNAME comes into play, choose …" (CR 614.12; 2003: 410.10e): the choice is made as the
permanent spell resolves, for the card it will come into play as (a Clone's copy makes its own
choice, 2003: 503.6), and is kept as a marker effect on the new permanent ("chosen_type",
"chosen_color"). A permanent that becomes a copy later never made the choice (2003: 503.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import casting, zones
from oldframe.rules.atoms.compiled import CounterUnlessPay, counter_unless_pay
from oldframe.rules.atoms.copies import copiable
from oldframe.rules.atoms.mechanics import amplify_counters, amplify_decision
from oldframe.rules.atoms.outside_game import wish_options
from oldframe.rules.casting import (  # noqa: F401  (modes and X: core casting rules, re-exported)
    MAX_X,
    can_pay_mana,
    castable_modes,
    mode_decision,
    mode_targets,
    modes_of,
    targets_available,
    x_decision,
)
from oldframe.rules.characteristics import COLOR_WORDS, colors_of, is_creature, is_type
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, executes, lose_life, resolve_targets
from oldframe.rules.events import AuraMoved, DrawReplaced, MadnessPlayed, Wished
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef, Effect, Ref
from oldframe.rules.replacement import choice_possible_when
from oldframe.rules.ruleset import Madness
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, StackItem, Zone, player_marker
from oldframe.rules.targets import legal_targets

COLORS = tuple(COLOR_WORDS)  # W U B R G


# -- "as CARDNAME comes into play, choose …" (CR 614.12; 2003: 410.10e) -------------------------------
def entry_card(state: GameState, item: StackItem) -> CardDef:
    """The card a resolving permanent spell will come into play as (a copy's copiable values)."""
    card = state.objects[item.oid].card
    copy_of = item.choices.get("copy_of")
    if card.behaviour.enters_as_copy is not None and copy_of is not None and copy_of in state.objects:
        _name, copied = copiable(state, copy_of)
        assert isinstance(copied, CardDef)
        return copied
    return card


#: "As CARDNAME enters the battlefield, an opponent chooses a creature type." (Callous Oppressor)
OPPONENT_CHOOSES_TYPE = "enters_opponent_chooses_type"


def choosing_opponent(state: GameState, player: int) -> int:
    """The opponent who makes "an opponent chooses" choices: the next living opponent in turn order
    (with two players, the opponent; CR 102.2)."""
    living = [p for p in state.opponents(player) if not state.players[p].lost]
    return living[0] if living else player


def entry_choice(state: GameState, item: StackItem) -> Decision | None:
    """The next "as it comes into play" choice the spell's controller must make, if any."""
    if state.objects[item.oid].face_down or not state.objects[item.oid].card.is_permanent_card:
        return None
    for st in entry_card(state, item).behaviour.static:
        if st.kind == "enters_choose_type" and "creature_type" not in item.choices:
            return Decision(DecisionKind.CHOOSE_CREATURE_TYPE, item.controller, {"forbidden": []})
        if st.kind == OPPONENT_CHOOSES_TYPE and "creature_type" not in item.choices:  # Callous Oppressor
            opponent = choosing_opponent(state, item.controller)
            return Decision(DecisionKind.CHOOSE_CREATURE_TYPE, opponent, {"forbidden": []})
        if st.kind == "enters_choose_color" and "entry_color" not in item.choices:
            return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "entry_color"})
        if st.kind == "enters_choose_name":  # "choose a [nonland] card name" (atoms.named_cards)
            from oldframe.rules.atoms.named_cards import entry_name_decision

            named = entry_name_decision(state, item, st.text == "nonland")
            if named is not None:
                return named
        if st.kind == "amplify":  # CR 702.38a (2003: 502.28a): reveal cards sharing a creature type
            amplify = amplify_decision(state, item, entry_card(state, item).subtypes)
            if amplify is not None:
                return amplify
    return None


def record_entry_choices(state: GameState, item: StackItem, new: int) -> None:
    """Keep the choices on the permanent that came into play (they end when it leaves play)."""
    obj = state.objects.get(new)
    if obj is None or obj.face_down:
        return
    for st in obj.card.behaviour.static:
        if st.kind in ("enters_choose_type", OPPONENT_CHOOSES_TYPE) and "creature_type" in item.choices:
            state.effects.append(ContinuousEffect("chosen_type", new, state.new_timestamp(), "while_there",
                                                  value=str(item.choices["creature_type"])))
        if st.kind == "enters_choose_color" and "entry_color" in item.choices:
            state.effects.append(ContinuousEffect("chosen_color", new, state.new_timestamp(), "while_there",
                                                  value=str(item.choices["entry_color"])))
        if st.kind == "enters_choose_name":
            from oldframe.rules.atoms.named_cards import record_entry_name

            record_entry_name(state, item, new)
        if st.kind == "amplify":
            amplify_counters(state, item, new, st.power)


# -- atoms ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainProtectionFromChosenColor(Effect):
    """"gains protection from the color of your choice until end of turn": the color is chosen as the
    ability resolves (CR 608.2d; 2003: 413.2c), by the ability's controller, or with ``its_controller`` by
    the target's controller ("the color of its controller's choice", Wishmonger)."""

    who: Ref
    its_controller: bool = False


@executes(GainProtectionFromChosenColor)
def _protection_choice(state: GameState, item: StackItem, eff: GainProtectionFromChosenColor) -> Decision | None:
    if "color" not in item.choices:
        chooser = item.controller
        if eff.its_controller:
            found = [state.objects[i].controller for k, i in resolve_targets(state, item, eff.who)
                     if k == "object" and i in state.objects]
            if not found:
                return None
            chooser = found[0]
        return Decision(DecisionKind.CHOOSE_COLOR, chooser, {"key": "color"})
    word = COLOR_WORDS[str(item.choices["color"])]
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("keyword", ident, state.new_timestamp(), "end_of_turn",
                                                  value="protection from " + word))
    return None


def note_damage_to_player(state: GameState, player: int, amount: int) -> None:
    """Remember damage dealt to a player this turn (Final Punishment; 2003 glossary "Damage")."""
    state.effects.append(ContinuousEffect("damage_taken", player_marker(player), 0, "end_of_turn", amount))


def damage_this_turn(state: GameState, player: int) -> int:
    return sum(e.power for e in state.effects if e.kind == "damage_taken" and e.affected == player_marker(player))


@dataclass(frozen=True, slots=True)
class LoseLifeEqualToDamageThisTurn(Effect):
    """"Target player loses life equal to the damage already dealt to him or her this turn": life
    loss, not damage (CR 119.3; 2003: glossary "Lose Life"), so Worship doesn't stop it."""

    who: Ref


@executes(LoseLifeEqualToDamageThisTurn)
def _final_punishment(state: GameState, item: StackItem, eff: LoseLifeEqualToDamageThisTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        if kind == "player":
            lose_life(state, ident, damage_this_turn(state, ident))
    return None


@dataclass(frozen=True, slots=True)
class SwitchPT(Effect):
    """"Switch CARDNAME's power and toughness until end of turn" (layer 7d, CR 613.4d)."""

    who: Ref


@executes(SwitchPT)
def _switch(state: GameState, item: StackItem, eff: SwitchPT) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("switch_pt", ident, state.new_timestamp(), "end_of_turn"))
    return None


@dataclass(frozen=True, slots=True)
class CopyTriggeringSpell(Effect):
    """"You may pay {cost}. If you do, put a copy of that spell onto the stack. You may choose new
    targets for the copy." (Mirari; 2003: 503.10). The copy isn't played (no storm, no "whenever you
    play" triggers) and copies X, the mode and the buyback choice (2003: 503.10a)."""

    cost: ManaCost


@executes(CopyTriggeringSpell)
def _copy_spell(state: GameState, item: StackItem, eff: CopyTriggeringSpell) -> Decision | None:
    from oldframe.rules import altcosts
    if "copied" not in item.choices:
        original = next((it for it in state.stack if it.kind == "spell" and it.oid == item.event.get("object")), None)
        if original is None or not casting.can_pay_mana(state, item.controller, eff.cost):
            item.choices["copied"] = None
            return None
        casting.pay_mana_cost(state, item.controller, eff.cost)
        new = altcosts.copy_spell(state, original, item.controller)
        copy = state.stack[-1]
        for key in ("how", "mode", "kicked", "kicker_x"):
            if key in original.choices:
                copy.choices[key] = original.choices[key]
        item.choices["copied"] = new
    copied = item.choices["copied"]
    copy_item = next((it for it in state.stack if it.oid == copied), None) if copied is not None else None
    if copy_item is None:
        return None
    _effects, specs = copy_item.effects_and_targets(state.objects[copy_item.oid].card)
    colors = frozenset(copy_item.choices.get("source_colors", ()))
    for i, spec in enumerate(specs[:len(copy_item.targets)]):
        key = f"new_target:{i}"
        if key not in item.choices:
            opts = legal_targets(state, spec, copy_item.controller, copy_item.oid, colors)
            current = copy_item.targets[i]
            if current is not None and current not in opts:
                opts.append(current)
            return Decision(DecisionKind.NEW_TARGET, item.controller, {"index": i, "options": opts})
        kind, ident = indexed(item.choices)[key]
        copy_item.targets[i] = (str(kind), int(ident))
    return None


@dataclass(frozen=True, slots=True)
class PutCreatureFromHandHasteSacrifice(Effect):
    """"You may put a creature card from your hand into play. That creature has haste. Sacrifice the
    creature at end of turn." (Sneak Attack): put into play, not played; the sacrifice is a delayed
    trigger (CR 603.7; 2003: 404.4) that can't find the creature once it left play or phased out
    (2003: 502.15g)."""


@executes(PutCreatureFromHandHasteSacrifice)
def _sneak(state: GameState, item: StackItem, eff: PutCreatureFromHandHasteSacrifice) -> Decision | None:
    if "sneak" not in item.choices:
        options = [o for o in state.players[item.controller].hand
                   if "Creature" in state.objects[o].card.types and state.objects[o].card.playable]
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": "sneak", "options": options, "optional": True})
    picked = item.choices["sneak"]
    if picked is None or picked not in state.players[item.controller].hand:
        return None
    new = zones.move(state, int(picked), Zone.BATTLEFIELD, controller=item.controller)
    if new is None:
        return None
    state.effects.append(ContinuousEffect("keyword", new, state.new_timestamp(), "while_there", value="haste"))
    state.delayed.append(DelayedTrigger("end_of_turn", item.controller, item.source_name, "sacrifice", new,
                                        state.turn, int(state.step)))
    return None


@dataclass(frozen=True, slots=True)
class LookAtTopReorder(Effect):
    """"Look at the top N cards of target player's library, then put them back in any order. You may
    have that player shuffle his or her library." (Portent): the controller picks the new top card,
    then the next, …"""

    who: Ref
    count: int = 3


@executes(LookAtTopReorder)
def _portent(state: GameState, item: StackItem, eff: LookAtTopReorder) -> Decision | None:
    players = [ident for kind, ident in resolve_targets(state, item, eff.who) if kind == "player"]
    if not players:
        return None
    lib = state.library(players[0])
    if "look_top" not in item.choices:
        item.choices["look_top"] = list(reversed(lib[-eff.count:]))  # top card first
        item.choices["look_order"] = []
    top: list[int] = item.choices["look_top"]
    order: list[int] = list(item.choices["look_order"])  # never mutated in place: undo copies choices shallowly
    if "look_pick" in item.choices:
        order.append(int(item.choices.pop("look_pick")))
        item.choices["look_order"] = order
    rest = [o for o in top if o not in order]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, item.controller, {"key": "look_pick", "options": rest})
    if "shuffle" not in item.choices:
        order.extend(rest)
        del lib[len(lib) - len(top):]
        lib.extend(reversed(order))  # the first picked is the new top card
        return Decision(DecisionKind.MAY, item.controller, {"key": "shuffle", "source": item.source_name,
                                                 "text": "shuffle the library"})
    if item.choices["shuffle"]:
        zones.shuffle_library(state, players[0])
    return None


#: "target Aura attached to a creature or land" (Enchantment Alteration; 2003 Oracle "local enchantment").
AURA_ON_CREATURE_OR_LAND = "Aura attached to a creature or land"


def aura_on_creature_or_land(state: GameState, oid: int) -> bool:
    obj = state.objects[oid]
    host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
    return obj.card.behaviour.enchant is not None and host is not None and host.zone == Zone.BATTLEFIELD \
        and (is_creature(state, host) or is_type(state, host, "land"))


@dataclass(frozen=True, slots=True)
class MoveAura(Effect):
    """Move the Aura to another permanent of the same type (creature or land) it could enchant; the
    moved Aura gets a new timestamp (2003: 418.5c, glossary "Move"; CR 613.7e)."""

    what: Ref


@executes(MoveAura)
def _move_aura(state: GameState, item: StackItem, eff: MoveAura) -> Decision | None:
    targets = resolve_targets(state, item, eff.what)
    if not targets:
        return None
    aura = state.objects.get(targets[0][1])
    if aura is None or aura.zone != Zone.BATTLEFIELD or aura.attached_to is None:
        return None
    host = state.objects[aura.attached_to]
    kind = "creature" if is_creature(state, host) else "land"
    if "new_host" not in item.choices:
        spec = aura.card.behaviour.enchant
        assert spec is not None
        opts = [ident for k, ident in legal_targets(state, spec, aura.controller, aura.oid, colors_of(state, aura))
                if k == "object" and ident != host.oid and is_type(state, state.objects[ident], kind)]
        if not opts:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": "new_host", "options": opts})
    new_host = item.choices["new_host"]
    if new_host is None or new_host not in state.battlefield:
        return None
    aura.attached_to = int(new_host)
    aura.timestamp = state.new_timestamp()
    state.version += 1
    zones.emit(state, AuraMoved(aura.oid, aura.card.name, int(new_host)))
    return None


@dataclass(frozen=True, slots=True)
class NextDrawFromOutside(Effect):
    """"The next time you would draw a card this turn, instead choose a card you own from outside the
    game and put it into your hand" (Ring of Ma'rûf): a replacement effect (2003: 419.6a; CR 614.1a)
    applying to the next draw, whether or not it is a turn-based action."""


@executes(NextDrawFromOutside)
def _ring(state: GameState, item: StackItem, eff: NextDrawFromOutside) -> Decision | None:
    state.effects.append(ContinuousEffect("draw_from_outside", -1 - item.controller, state.new_timestamp(),
                                          "end_of_turn"))
    return None


def draw_replaced(state: GameState, player: int) -> bool:
    """Called by ``zones.draw`` before each draw: apply a waiting Ring of Ma'rûf replacement."""
    me = player_marker(player)
    mark = next((e for e in state.effects if e.kind == "draw_from_outside" and e.affected == me), None)
    if mark is None:
        return False
    state.effects.remove(mark)
    options = wish_options(state, player, ("artifact", "creature", "enchantment", "instant", "sorcery", "land"))
    zones.emit(state, DrawReplaced(player))
    if options:
        state.decision = Decision(DecisionKind.PICK, player, {"options": options, "then": "outside_draw"})
    return True


def outside_draw_answer(state: GameState, player: int, picked: int | None) -> None:
    if picked is None:
        return
    came_from = state.objects[picked].zone
    new = zones.move(state, picked, Zone.HAND)
    zones.emit(state, Wished(player, new, state.objects[new].card.name if new else "", int(came_from)))


@dataclass(frozen=True, slots=True)
class ShuffleRemoveTopMayPlayFree(Effect):
    """"Shuffle your library. Then remove the top card of your library from the game. Until end of
    turn, you may play it as though it were in your hand without paying its mana cost." (Mind's
    Desire; Scourge FAQ): playing it is playing a spell (it counts for storm); a land is played only
    with a land drop left (the removed-zone land is not offered here, so never)."""


@executes(ShuffleRemoveTopMayPlayFree)
def _minds_desire(state: GameState, item: StackItem, eff: ShuffleRemoveTopMayPlayFree) -> Decision | None:
    from oldframe.rules import altcosts

    p = item.controller
    zones.shuffle_library(state, p)
    lib = state.library(p)
    if not lib:
        return None
    new = zones.move(state, lib[-1], Zone.EXILE)
    if new is not None:
        altcosts.mark(state, new, "play_free", p, until="end_of_turn")
    return None


@dataclass(frozen=True, slots=True)
class BecomeArtifactCreatureXX(Effect):
    """"CARDNAME becomes an X/X artifact creature until end of turn" (Chimeric Staff): a
    type-changing effect (layer 4) and a P/T-setting effect (layer 7b), neither copiable (2003: 503.2)."""

    who: Ref


@executes(BecomeArtifactCreatureXX)
def _animate_x(state: GameState, item: StackItem, eff: BecomeArtifactCreatureXX) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            ts = state.new_timestamp()
            state.effects.append(ContinuousEffect("add_types", ident, ts, "end_of_turn", value="Artifact,Creature"))
            state.effects.append(ContinuousEffect("set_pt", ident, ts, "end_of_turn", item.x, item.x))
    return None


# -- madness (2003 502.24; CR 702.35) -------------------------------------------------------------------
def remove_for_madness(state: GameState, player: int, oid: int) -> None:
    """"If you discard this card, you may remove it from the game instead; when removed this way,
    until you next pass priority you may play it as though from your hand for its madness cost; then
    it goes to your graveyard" (2003 502.24). Whether to remove it is asked in ``effects.discard``."""
    from oldframe.rules import altcosts

    new = zones.move(state, oid, Zone.EXILE)
    if new is not None:
        # the window lasts until the player next passes priority (madness_window_closes), not until the
        # cleanup step ends "until end of turn" effects: a card discarded to hand size can be played
        altcosts.mark(state, new, "madness", player)
        zones.emit(state, MadnessPlayed(player, new, state.objects[new].card.name))


@choice_possible_when
def _madness_in_hand(state: GameState) -> bool:
    """A discard could meet madness's "you may remove it instead" (asked by replay; only the 2003
    madness asks, 502.24)."""
    if state.rules.madness != Madness.PLAY_UNTIL_PASS:
        return False
    objects = state.objects
    known = _MADNESS
    for p in state.players:
        for o in p.hand:
            card = objects[o].card
            hit = known.get(card.name)  # _has_madness, its cache read inline (a per-action hook)
            if hit is None:
                hit = _has_madness(card)
            if hit:
                return True
    return False


_MADNESS: dict[str, bool] = {}


def _has_madness(card: CardDef) -> bool:
    hit = _MADNESS.get(card.name)
    if hit is None:
        hit = _MADNESS[card.name] = any(k.keyword == "madness" for k in card.behaviour.cost_keywords)
    return hit


def madness_waiting(state: GameState) -> bool:
    """A card removed for madness may still be played: in the cleanup step players then get priority
    (2003 314.3, 502.24; CR 514.3a, 702.35)."""
    return any(e.kind == "madness" for e in state.effects)


def madness_window_closes(state: GameState, player: int) -> None:
    """The player passes priority: their unplayed madness cards go to the graveyard (2003 502.24)."""
    if not state.effects:
        return
    waiting = [e.affected for e in state.effects if e.kind == "madness" and e.power == player]
    for oid in waiting:
        state.effects = [e for e in state.effects if not (e.kind == "madness" and e.affected == oid)]
        if oid in state.objects and state.objects[oid].zone == Zone.EXILE:
            zones.move(state, oid, Zone.GRAVEYARD)


@dataclass(frozen=True, slots=True)
class DiscardHandDrawThatMany(Effect):
    """"Discard your hand, then draw that many cards." (Tolarian Winds): each discard is a discard
    (madness applies, 2003 502.24); the count is the number of cards discarded."""

    who: Ref


@executes(DiscardHandDrawThatMany)
def _winds(state: GameState, item: StackItem, eff: DiscardHandDrawThatMany) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        if kind != "player":
            continue
        hand = list(state.players[ident].hand)
        for oid in hand:
            discard(state, ident, oid)
        zones.draw(state, ident, len(hand))
    return None


@dataclass(frozen=True, slots=True)
class CounterUnlessPaysPerGraveyardCard(Effect):
    """"Counter target spell unless its controller pays {1} for each card in your graveyard"
    (Circular Logic): the count is taken as it resolves (CR 608.2h; 2003: 413.2)."""

    what: Ref


@executes(CounterUnlessPaysPerGraveyardCard)
def _circular_logic(state: GameState, item: StackItem, eff: CounterUnlessPaysPerGraveyardCard) -> Decision | None:
    cost = ManaCost(generic=len(state.players[item.controller].graveyard))
    return counter_unless_pay(state, item, CounterUnlessPay(eff.what, cost))
