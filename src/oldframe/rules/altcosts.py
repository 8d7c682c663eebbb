"""Other ways to play a card and the costs that come with them: morph (face-down casting and the
turn-face-up special action), kicker, buyback, flashback, pitch/conditional alternative costs,
announced X, playing a removed card for free; and the rules that hang off them: where a flashback or
buyback spell goes when it leaves the stack, echo, storm, "one spell each turn".

2003 rules: 502.26 (morph), 504 (face-down permanents), 502.21 (kicker), 502.16 (buyback), 502.22
(flashback), 502.19 (echo), 502.30 (storm), glossary "Alternative Cost"; current CR 702.37, 708,
702.33, 702.27, 702.34, 702.30, 702.40, 118.9.
"""

from __future__ import annotations

from typing import Any

from oldframe.rules import casting, costparts, zones
from oldframe.rules.actions import Action, CastWith, Unmorph
from oldframe.rules.atoms import shared_color_discards
from oldframe.rules.atoms.free_casting import may_cast_free_instant
from oldframe.rules.atoms.graveyard_permissions import YOU_ONE_SPELL_EACH_TURN, controls_static
from oldframe.rules.atoms.mechanics import gift_available, gift_pending, sacrifice_at_next_cleanup
from oldframe.rules.atoms.restricted import may_play_from_graveyard
from oldframe.rules.atoms.two_kickers import after_resolving, and_or_cost, kicked_with
from oldframe.rules.casting import castable_modes, modes_of
from oldframe.rules.characteristics import (
    affects,
    colors_of,
    creature_types,
    is_creature,
    is_type,
    kinds_in_play,
    static_effects,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import lose_life
from oldframe.rules.events import ControlChanged, Copied, Cycled, Event, Revealed, TurnedFaceDown, TurnedFaceUp
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef, CostKeyword, SplitCardDef, TriggeredAbility
from oldframe.rules.model.forms import SPLIT, split_half
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    GameState,
    Obj,
    PendingTrigger,
    StackItem,
    Zone,
    player_marker,
)
from oldframe.rules.targets import SPELL_CMC_X, legal_targets, spec_with_x, spell_mana_value

#: The largest X offered when announcing an X (the legal-action list must stay finite).
MAX_X = 10
#: The halves of a split card, announced as ``CastWith(oid, "left" | "right", 0)`` (CR 709.3; 2003: 505.3).
SPLIT_HALVES = ("left", "right")
#: Hand-cast modes offered by a costed keyword.
_HAND_MODES = {"morph": "morph", "kicker": "kicker", "buyback": "buyback", "pitch": "pitch", "free_if": "free_if",
               "alt_cost": "alt_cost", "flash_sac": "flash_sac", "flash_pay": "flash_pay", "alt_gift": "alt_gift"}


def keyword_costs(card: CardDef, keyword: str) -> list[CostKeyword]:
    return [k for k in card.behaviour.cost_keywords if k.keyword == keyword]


def _add(a: ManaCost, b: ManaCost) -> ManaCost:
    return ManaCost(tuple(x + y for x, y in zip(a.colored, b.colored, strict=True)),  # type: ignore[arg-type]
                    a.generic + b.generic, a.x + b.x)


#: Ways of playing that pay a cost keyword other than their own name.
PAID_KEYWORD = {"free_buyback": "buyback", "free_kicker": "kicker"}


def mode_cost(card: CardDef, how: str, x: int) -> tuple[ManaCost, int, str]:
    """(mana to pay, life to pay, color of a card to remove from hand) for a way of playing ``card``."""
    base = card.mana_cost.with_x(0)
    if how == "morph":  # CR 702.37c (2003: 502.26a): a face-down spell costs {3}
        return ManaCost(generic=3), 0, ""
    if how == "x":
        return card.mana_cost.with_x(x), 0, ""
    if how == "graveyard":  # cast from there with Yawgmoth's Will (rules.atoms.restricted), X = 0
        return card.mana_cost.with_x(0), 0, ""
    if how == "library":  # from the top of the library (Future Sight; rules.atoms.library_top), X = 0
        return card.mana_cost.with_x(0), 0, ""
    if how == "exiled":  # a card exiled with permission to play it (Elkin Bottle; rules.atoms.exile_plays)
        return card.mana_cost.with_x(0), 0, ""
    if how == "library_free":  # … without paying its mana cost (Temporal Aperture; CR 118.9)
        return ManaCost(), 0, ""
    if how in ("kicker", "free_kicker"):
        kick = keyword_costs(card, "kicker")[0].cost.mana.with_x(x)
        return (kick if how == "free_kicker" else _add(base, kick)), 0, ""
    if how in ("kicker_a", "kicker_b", "kicker_ab"):  # "Kicker {A} and/or {B}" (atoms.two_kickers)
        return _add(base, and_or_cost(card, how)), 0, ""
    if how == "buyback":
        return _add(base, keyword_costs(card, "buyback")[0].cost.mana), 0, ""
    if how == "free_buyback":  # without paying its mana cost, buyback paid (CR 601.2b, 601.2f, 118.9)
        return keyword_costs(card, "buyback")[0].cost.mana, 0, ""
    if how == "flashback":
        kws = keyword_costs(card, "flashback")
        if not kws:  # granted: "The flashback cost is equal to its mana cost." (Recoup; CR 702.34a)
            return base, 0, ""
        return kws[0].cost.mana, kws[0].life, ""
    if how == "madness":  # 2003 502.24: play it by paying its madness cost
        return keyword_costs(card, "madness")[0].cost.mana, 0, ""
    if how == "pitch":
        kw = keyword_costs(card, "pitch")[0]
        return ManaCost(), kw.life, kw.pitch_color
    if how in ("free_if", "free", "alt_cost", "alt_gift", "free_instant",  # alt_cost: other parts paid as costs
               shared_color_discards.HOW):  # Dream Halls: a discard instead (atoms.shared_color_discards)
        return ManaCost(), 0, ""
    if how in SPLIT_HALVES:  # ``card`` is the half played: its own mana cost (CR 709.3; 2003: 505.3)
        return base, 0, ""
    if how == "flash_sac":  # "as though it had flash" (Lightning Reflexes): its own mana cost
        return base, 0, ""
    if how == "flash_pay":  # "… as though it had flash if you pay {2} more" (Rout, Ghitu Fire; CR 601.2f)
        return _add(card.mana_cost.with_x(x), keyword_costs(card, "flash_pay")[0].cost.mana), 0, ""
    raise ValueError(f"unknown way to play {how!r}")


# -- markers kept as data in state.effects (copied and serialised with the state) --------------------
_player_marker = player_marker


def spells_played(state: GameState, p: int) -> int:
    """Spells ``p`` played this turn (Arcane Laboratory)."""
    return sum(e.power for e in state.effects if e.kind == "spells_played" and e.affected == _player_marker(p))


#: ``ContinuousEffect.kind`` of a card in a graveyard that "gains flashback until end of turn" with its
#: mana cost as the flashback cost (``rules.atoms.flashback_grants``).
GRANTED_FLASHBACK = "granted_flashback"


def mark(state: GameState, oid: int, kind: str, value: int = 0, until: str = "while_there") -> None:
    state.effects.append(ContinuousEffect(kind, oid, state.new_timestamp(), until, value))


def marked(state: GameState, oid: int, kind: str) -> ContinuousEffect | None:
    for e in state.effects:
        if e.kind == kind and e.affected == oid:
            return e
    return None


def unmark(state: GameState, oid: int, kind: str) -> None:
    state.effects = [e for e in state.effects if not (e.kind == kind and e.affected == oid)]


def may_play_with_madness(state: GameState, p: int, oid: int) -> bool:
    """A card removed by madness its owner may still play for its madness cost (2003 502.24)."""
    e = marked(state, oid, "madness")
    return e is not None and e.power == p


def may_play_free(state: GameState, p: int, oid: int) -> bool:
    e = marked(state, oid, "play_free")
    return e is not None and e.power == p


# -- legal actions ---------------------------------------------------------------------------------
def one_spell_limit(state: GameState, p: int) -> bool:
    """"Each player can't play more than one spell each turn." (Arcane Laboratory; 2003 410.4), or only
    the controller: "You can't cast more than one spell each turn." (Yawgmoth's Agenda)."""
    kinds = kinds_in_play(state)
    if "one_spell_each_turn" not in kinds and not (YOU_ONE_SPELL_EACH_TURN in kinds and controls_static(
            state, p, YOU_ONE_SPELL_EACH_TURN)):
        return False
    return spells_played(state, p) >= 1


def priority_actions(state: GameState, p: int) -> list[Action]:
    """Playing a card another way, and turning face-down permanents face up."""
    out: list[Action] = []
    ps = state.players[p]
    seen: set[tuple[str, int]] = set()
    cands: list[tuple[int, str, int]] = []
    removed = [o for q in state.players for o in q.exile]  # a removed card anyone may let you play
    will = may_play_from_graveyard(state, p)  # Yawgmoth's Will: the graveyard is played from like the hand
    objects = state.objects
    halls = shared_color_discards.offered(state)  # "Rather than pay the mana cost for a spell, …" (CR 118.9)
    for zone_list, zone in ((ps.hand, Zone.HAND), (ps.graveyard, Zone.GRAVEYARD), (removed, Zone.EXILE)):
        # (the zone tests once per zone: an enum member lookup is slow on Python 3.11)
        in_hand, in_yard, in_exile, zone_key = zone == Zone.HAND, zone == Zone.GRAVEYARD, zone == Zone.EXILE, int(zone)
        if in_exile and not state.effects:  # only a marker effect lets a removed card be played
            break
        as_from_hand = in_hand or (in_yard and will)
        for oid in zone_list:
            card = objects[oid].card
            if in_yard and state.effects and marked(state, oid, GRANTED_FLASHBACK) is not None \
                    and card.playable and not keyword_costs(card, "flashback"):
                cands.append((oid, "flashback", 0))  # "… gains flashback until end of turn" (CR 702.34a)
            if card.is_land or not card.playable or (card.name, zone_key) in seen:
                continue
            seen.add((card.name, zone_key))
            if in_yard and will:
                if not isinstance(card, SplitCardDef):
                    cands.append((oid, "graveyard", 0))  # its mana cost (CastSpell is for the hand)
            if as_from_hand:
                for kw in card.behaviour.cost_keywords:
                    mode = _HAND_MODES.get(kw.keyword)
                    if kw.keyword == "kicker_and_or":  # either kicker, or both (CR 702.33c; atoms.two_kickers)
                        cands.extend((oid, how, 0) for how in ("kicker_a", "kicker_b", "kicker_ab"))
                    if mode is None:
                        continue
                    xs = range(MAX_X + 1) if (mode == "kicker" and kw.cost.mana.x) \
                        or (mode == "flash_pay" and card.mana_cost.x) else (0,)
                    cands.extend((oid, mode, x) for x in xs)
                if card.mana_cost.x or _x_in_additional_cost(card):  # CR 601.2b: X announced
                    cands.extend((oid, "x", x) for x in range(1, MAX_X + 1))
                if isinstance(card, SplitCardDef):  # choose the half to play (CR 709.3; 2003: 505.3)
                    cands.extend((oid, how, 0) for how in SPLIT_HALVES)
                if in_hand and may_cast_free_instant(state, p, objects[oid]):  # Aluren (atoms.free_casting)
                    cands.append((oid, "free_instant", 0))
                if in_hand and halls and card.colors:  # Dream Halls (atoms.shared_color_discards)
                    cands.append((oid, shared_color_discards.HOW, 0))
            if in_yard and card.behaviour.cost_keywords and keyword_costs(card, "flashback"):
                # "Flashback—{1}{U}, Exile X blue cards from your graveyard.": X announced (CR 601.2b)
                xs = range(MAX_X + 1) if _x_in_flashback_cost(card) else (0,)
                cands.extend((oid, "flashback", x) for x in xs)
            elif in_exile and may_play_with_madness(state, p, oid):  # 2003 502.24
                cands.append((oid, "madness", 0))
            elif in_exile and may_play_free(state, p, oid):
                cands.append((oid, "free", 0))
                for kw in keyword_costs(card, "kicker"):
                    xs = range(MAX_X + 1) if kw.cost.mana.x else (0,)
                    cands.extend((oid, "free_kicker", x) for x in xs)
                if keyword_costs(card, "buyback"):  # optional additional costs may still be paid (CR 118.9,
                    cands.append((oid, "free_buyback", 0))  # 601.2b; 2003 409.1b: announced, then paid)
    out.extend(CastWith(oid, how, x) for oid, how, x in cands if can_cast_with(state, p, oid, how, x))
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down and obj.controller == p and can_unmorph(state, p, oid):
            out.append(Unmorph(oid))
    return out


def _x_in_additional_cost(card: CardDef) -> bool:
    """"As an additional cost to cast this spell, discard X cards." (``atoms.x_costs``)"""
    from oldframe.rules.costparts import X_CARDS

    own = card.behaviour.spell.additional_cost if card.behaviour.spell else None
    return own is not None and X_CARDS in (own.discard, own.exile_from_graveyard, own.discard_random, own.life)


def _x_in_flashback_cost(card: CardDef) -> bool:
    """A flashback cost with "X cards" (``atoms.x_costs``): X is announced as it is cast."""
    from oldframe.rules.costparts import X_CARDS

    return any(X_CARDS in (kw.cost.discard, kw.cost.exile_from_graveyard) for kw in keyword_costs(card, "flashback"))


def can_cast_with(state: GameState, p: int, oid: int, how: str, x: int) -> bool:
    obj = state.objects[oid]
    card = obj.card
    if how in SPLIT_HALVES:  # only the half played is looked at (CR 709.3a; 2003: 505.3)
        from_yard = obj.zone == Zone.GRAVEYARD and may_play_from_graveyard(state, p)  # Yawgmoth's Will
        if not isinstance(card, SplitCardDef) or (obj.zone != Zone.HAND and not from_yard) or obj.owner != p:
            return False
        card = split_half(card, how)
    if one_spell_limit(state, p):
        return False
    if how == "morph":  # a face-down spell is a colorless 2/2 creature spell (2003 502.26a)
        if not casting.sorcery_timing(state, p):
            return False
    else:
        if how == "free_instant" and not (obj.zone == Zone.HAND and obj.owner == p
                                          and may_cast_free_instant(state, p, obj)):
            return False
        if how == "free_if" and not _condition(state, p, keyword_costs(card, "free_if")[0].condition):
            return False
        instant = "Instant" in card.types or "flash" in card.behaviour.keywords \
            or how in ("madness", "flash_sac", "flash_pay", "free_instant")  # madness: while its window is open
        if not instant and not casting.sorcery_timing(state, p):
            return False
        if not all(rule(state, p, card) for rule in casting.CAST_RESTRICTIONS):  # CR 601.3 (2003: 409.1)
            return False
        if how == "flash_sac" and casting.sorcery_timing(state, p):
            return False  # when a sorcery could be cast it is an ordinary cast (no sacrifice)
        sp = card.behaviour.spell
        if sp is None and not card.is_permanent_card:
            return False
        specs = tuple(spec_with_x(s, x) if how == "x" else s  # "with mana value X or less": this X
                      for s in casting.spell_specs(card, how in ("kicker", "free_kicker")))
        for spec in specs:
            if SPELL_CMC_X in spec.kinds:
                if not any(it.kind == "spell" and spell_mana_value(state, it) == x for it in state.stack):
                    return False
            elif not casting.targets_available(state, (spec,), p, oid, card.colors):
                return False
        plain = tuple(s for s in specs if SPELL_CMC_X not in s.kinds)
        if len(plain) > 1 and not casting.targets_available(state, plain, p, oid, card.colors):
            return False  # different targets for each requirement (2003: 409.1c)
        x_group = [s for s in specs if s.relation == "x_count"]  # "each of X targets": X different ones
        if x_group and (x > len(x_group) or len(legal_targets(state, x_group[0], p, oid, card.colors)) < x):
            return False
        from oldframe.rules.costparts import x_sized  # "discard X cards": X is the announced one

        if sp is not None and sp.additional_cost is not None \
                and not casting._cost_choices_available(state, p, x_sized(sp.additional_cost, x), oid):
            return False
        if modes_of(card) and not castable_modes(state, p, oid, card):  # a modal spell (2003: 409.1b)
            return False
    if how == "alt_cost" and not costparts.alt_cost_payable(state, p, oid, card):  # CR 118.9
        return False
    if how == shared_color_discards.HOW and not (  # a card to discard that shares a color (CR 105.4)
            shared_color_discards.offered(state) and obj.zone == Zone.HAND
            and shared_color_discards.discard_options(state, p, card.colors, oid)):
        return False
    if how == "alt_gift":  # "If you control a Forest, rather than pay … have an opponent gain 3 life."
        if not gift_available(state, p, keyword_costs(card, "alt_gift")[0]):
            return False
    if how == "free_kicker" and costparts.buyback_parts(card, "kicker") is not None:
        return False  # a kicker of objects or life with "without paying its mana cost": not offered
    if how in ("buyback", "flashback", "kicker", "free_buyback"):  # "Buyback—Sacrifice a land." (CR 702.27a)
        extra = costparts.buyback_parts(card, PAID_KEYWORD.get(how, how))
        if extra is not None:
            extra = costparts.x_sized(extra, x)  # "Exile X blue cards": the announced X
        own = card.behaviour.spell.additional_cost if card.behaviour.spell else None
        whole = None if extra is None else costparts.combined(own, extra)
        if extra is not None and (whole is None or not casting._cost_choices_available(state, p, whole, oid)):
            return False
    mana, life, pitch = mode_cost(card, how, x)
    if how == "flashback" and len(_tap_cost_options(state, p, _tap_cost(card))) < _tap_cost_count(card):
        return False  # "Flashback—Tap three untapped white creatures you control" (2003: 502.22, 409.1f)
    if life and state.players[p].life < life:  # CR 119.4 (2003: 212.?): can't pay more life than you have
        return False
    if pitch and not _pitch_options(state, p, pitch, exclude=oid):
        return False
    return casting.can_pay_mana(state, p, casting.spell_cost(state, p, card, mana, face_down=how == "morph"))


#: The keyword of "… you may cast this spell without paying its mana cost." when a condition holds.
FREE_IF = "free_if"


def lands_condition(theirs: str, yours: str) -> str:
    """The ``CostKeyword.condition`` "If an opponent controls an Island and you control a Mountain"."""
    return f"opponent:{theirs}+you:{yours}"


def parse_lands_condition(cond: str) -> tuple[str, str] | None:
    """(their land type, your land type) of a ``lands_condition``, or None."""
    theirs, _, yours = cond.partition("+")
    if not theirs.startswith("opponent:") or not yours.startswith("you:"):
        return None
    return theirs[9:], yours[4:]


def _controls_land_type(state: GameState, p: int, land_type: str, opponent: bool) -> bool:
    """Whether ``p`` (or, with ``opponent``, any opponent of ``p``) controls a land of that type now
    (its current types, CR 305.6; 2003: 212.6)."""
    return any((state.objects[o].controller != p) == opponent and is_type(state, state.objects[o], "land")
               and land_type in creature_types(state, state.objects[o]) for o in state.battlefield)


#: "If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana cost."
#: (Land Grant): the ``CostKeyword.condition`` of that free cast; the reveal is its cost (CR 118.9, 701.16;
#: 2003 glossary "Alternative Cost").
NO_LAND_IN_HAND = "no_land_in_hand"


def reveal_hand_for_free_cast(state: GameState, item: StackItem, card: CardDef) -> None:
    """Pay "reveal your hand": every card left in the caster's hand is shown to every player (CR 701.16a)."""
    kws = keyword_costs(card, FREE_IF)
    if not kws or kws[0].condition != NO_LAND_IN_HAND:
        return
    for oid in state.players[item.controller].hand:
        zones.emit(state, Revealed(item.controller, oid, state.objects[oid].card.name))


def _condition(state: GameState, p: int, cond: str) -> bool:
    if cond == NO_LAND_IN_HAND:  # checked as the spell is announced (2003: 409.1b); a land card, CR 205.2a
        return not any(state.objects[o].card.is_land for o in state.players[p].hand)
    lands = parse_lands_condition(cond)
    if lands is not None:  # Mogg Salvage, the Legates: checked as the spell is announced (2003: 409.1b)
        return _controls_land_type(state, p, lands[0], True) and _controls_land_type(state, p, lands[1], False)
    if cond == "opponent_plains_you_swamp":  # Massacre
        opp = any(state.objects[o].controller != p and "Plains" in state.objects[o].card.subtypes
                  and is_type(state, state.objects[o], "land") for o in state.battlefield)
        you = any(state.objects[o].controller == p and "Swamp" in state.objects[o].card.subtypes
                  for o in state.battlefield)
        return opp and you
    raise ValueError(f"unknown alternative-cost condition {cond!r}")


def _tap_cost(card: CardDef) -> str:
    """A flashback cost of tapping creatures: ``CostKeyword.condition`` "tap:<N>:<color>" ("Tap three
    untapped white creatures you control", Battle Screech); "" for none."""
    kws = keyword_costs(card, "flashback")
    return kws[0].condition if kws and kws[0].condition.startswith("tap:") else ""


def _tap_cost_count(card: CardDef) -> int:
    cond = _tap_cost(card)
    return int(cond.split(":")[1]) if cond else 0


def _tap_cost_options(state: GameState, p: int, cond: str) -> list[int]:
    """Untapped creatures ``p`` controls of the cost's color; summoning sickness doesn't matter, as
    no {T} ability is played (CR 302.6; 2003: 212.3f)."""
    if not cond:
        return []
    color = cond.split(":")[2]
    return [o for o in state.battlefield if state.objects[o].controller == p and not state.objects[o].tapped
            and is_creature(state, state.objects[o]) and (not color or color in colors_of(state, state.objects[o]))]


def _pitch_options(state: GameState, p: int, color: str, exclude: int | None = None) -> list[int]:
    return [h for h in state.players[p].hand if h != exclude and color in state.objects[h].card.colors]


# -- doing it --------------------------------------------------------------------------------------
def begin_cast_with(state: GameState, p: int, oid: int, how: str, x: int) -> None:
    """Announce the spell (it moves to the stack, face down for morph), then targets and costs as for
    any spell (CR 601.2; 2003: 409.1); the mode's mana cost replaces the mana cost paid."""
    card = state.objects[oid].card
    if how in SPLIT_HALVES:
        card = split_half(card, how)
    face_down = how == "morph"
    new = zones.move(state, oid, Zone.STACK, controller=p, face_down=face_down)
    assert new is not None
    if how in SPLIT_HALVES:  # CR 709.3b (2003: 505.3): on the stack only the half played exists
        state.objects[new].card, state.objects[new].form = card, SPLIT + how
    item = StackItem("spell", new, p, new, card.name)
    item.choices["source_colors"] = [] if face_down else sorted(card.colors)
    mana, life, pitch = mode_cost(card, how, x)
    item.choices["how"] = how
    item.choices["mana_cost"] = str(mana)
    if how in ("x", "flash_pay", "flashback"):  # flashback: "Exile X blue cards" (CR 601.2b)
        item.x = x
    if how in ("kicker", "free_kicker", "kicker_a", "kicker_b", "kicker_ab"):
        item.choices["kicked"] = True
        item.choices["kicker_x"] = x
    if life:
        item.choices["life_cost"] = life
    if pitch:
        item.choices["pitch_color"] = pitch
    if how == "flashback" and _tap_cost(card):
        item.choices["tap_cost"] = _tap_cost(card)
    if how == "alt_gift":  # the life given is the cost (rules.atoms.mechanics)
        item.choices["gift"] = keyword_costs(card, "alt_gift")[0].text
    if how == shared_color_discards.HOW:  # the colors as cast (a face-up spell's own, CR 105.2)
        item.choices["shared_color_discard"] = sorted(card.colors)
    if how == FREE_IF:  # "you may reveal your hand rather than pay …" (Land Grant)
        reveal_hand_for_free_cast(state, item, card)
    state.casting = item
    casting._continue(state)


def pending_extra_cost(state: GameState, item: StackItem) -> Decision | None:
    """Life and "remove a card from your hand" parts of an alternative cost (2003 409.1f)."""
    paid: dict[str, int] = item.choices.setdefault("paid", {})
    life = int(item.choices.get("life_cost", 0))
    if life and not paid.get("life"):
        paid["life"] = 1
        lose_life(state, item.controller, life)  # paying life (CR 119.4)
    tap = str(item.choices.get("tap_cost", ""))
    if tap and paid.get("tap", 0) < int(tap.split(":")[1]):  # tap N untapped creatures (2003: 409.1f)
        return Decision(DecisionKind.COST_CHOICE, item.controller,
                        {"what": "tap", "options": _tap_cost_options(state, item.controller, tap)})
    if item.choices.get("gift") and not paid.get("gift"):
        gift = gift_pending(state, item)
        if gift is not None:
            return gift
    shared = item.choices.get("shared_color_discard")
    if isinstance(shared, list) and not paid.get(shared_color_discards.HOW):  # Dream Halls' discard (CR 601.2h)
        return Decision(DecisionKind.COST_CHOICE, item.controller,
                        {"what": shared_color_discards.HOW,
                         "options": shared_color_discards.discard_options(state, item.controller, shared, item.oid)})
    color = str(item.choices.get("pitch_color", ""))
    if color and not paid.get("pitch"):
        return Decision(DecisionKind.COST_CHOICE, item.controller,
                        {"what": "pitch", "options": _pitch_options(state, item.controller, color)})
    return None


def leave_stack_zone(item: StackItem, resolved: bool) -> Zone:
    """Where a spell goes as it leaves the stack: flashback removes it from the game whatever happens
    (CR 702.34a; 2003: 502.22a); buyback returns it to hand only when it resolves (CR 702.27a;
    2003: 502.16a)."""
    how = item.choices.get("how")
    if how == "flashback":
        return Zone.EXILE
    if resolved and how in ("buyback", "free_buyback"):
        return Zone.HAND
    return Zone.GRAVEYARD


def after_cast(state: GameState, item: StackItem) -> None:
    """A spell became played (CR 601.2i): count it per player, and trigger storm (CR 702.40a;
    2003: 502.30a: "When you play this spell, copy it for each other spell played before it this
    turn")."""
    marker = _player_marker(item.controller)
    state.effects.append(ContinuousEffect("spells_played", marker, state.new_timestamp(), "end_of_turn", 1))
    card = state.objects[item.oid].card
    if state.objects[item.oid].face_down:
        return
    for index, ab in enumerate(card.behaviour.triggered):
        if ab.trigger.event == TriggerEvent.STORM:
            state.pending_triggers.append(PendingTrigger(
                item.controller, item.oid, card.name, ab,
                {"player": item.controller, "ability_index": index, "spell": item.oid,
                 "storm_count": state.spells_cast_this_turn - 1}))


def copy_spell(state: GameState, original: StackItem, controller: int) -> int:
    """Put a copy of a spell on the stack (CR 707.10; 2003: 503.10): not played, so no storm count;
    it ceases to exist when it leaves the stack (a token-like object)."""
    src = state.objects[original.oid]
    copy = Obj(state.new_id(), src.card, src.owner, Zone.STACK, state.new_timestamp(), is_token=True)
    if src.form is not None and src.form.startswith(SPLIT):  # a copy of a split card's half (CR 709.3b)
        copy.printed, copy.form = src.printed, src.form
    copy.controller = controller
    state.objects[copy.oid] = copy
    it = StackItem("spell", copy.oid, controller, copy.oid, src.card.name)
    it.targets = list(original.targets)
    it.x = original.x
    it.choices["source_colors"] = list(original.choices.get("source_colors", ()))
    if "mode" in original.choices:  # the mode is copied too (CR 707.10; 2003: 503.10a)
        it.choices["mode"] = original.choices["mode"]
    it.choices["copy"] = True
    state.stack.append(it)
    zones.emit(state, Copied(controller, copy.oid, src.card.name, tuple(it.targets)))
    return copy.oid


# -- morph ----------------------------------------------------------------------------------------
def can_unmorph(state: GameState, p: int, oid: int) -> bool:
    obj = state.objects[oid]
    kws = keyword_costs(obj.printed, "morph")
    if kws and state.players[p].life < kws[0].cost.life:  # "Morph—Pay 5 life." (CR 119.4)
        return False
    return bool(kws) and casting.can_pay_mana(state, p, kws[0].cost.mana.with_x(0))


def unmorph(state: GameState, p: int, oid: int) -> None:
    """Pay the morph cost and turn it face up: no stack, no response (CR 116.2b, 702.37e; 2003:
    502.26d). X in the morph cost is announced as 0 here."""
    kw = keyword_costs(state.objects[oid].printed, "morph")[0]
    casting.pay_mana_cost(state, p, kw.cost.mana.with_x(0))
    if kw.cost.life:  # "Morph—Pay 5 life.": paying life is losing it (CR 119.4, 119.3c)
        lose_life(state, p, kw.cost.life)
    turn_face_up(state, oid, 0)


def turn_face_up(state: GameState, oid: int, x: int) -> None:
    """CR 708.8 (2003: 504.5): it keeps being the same permanent; "when turned face up" triggers,
    comes-into-play abilities don't."""
    obj = state.objects[oid]
    obj.face_down = False
    state.version += 1
    zones.emit(state, TurnedFaceUp(obj.controller, oid, obj.card.name, x))


def turn_face_down(state: GameState, oid: int) -> None:
    obj = state.objects[oid]
    obj.face_down = True
    state.version += 1
    zones.emit(state, TurnedFaceDown(obj.controller, oid))


# -- echo, kicker markers ---------------------------------------------------------------------------
def on_enter_play(state: GameState, oid: int) -> None:
    """Remember a permanent with echo that came under its controller's control (2003 502.19a: echo
    triggers at the controller's next upkeep)."""
    obj = state.objects.get(oid)
    if obj is not None and keyword_costs(obj.card, "echo") and not marked(state, oid, "echo_due"):
        mark(state, oid, "echo_due")


def on_control_change(state: GameState, event: Event) -> None:
    """A permanent with echo that comes under another player's control is due again: echo triggers at
    the beginning of its controller's upkeep "if it came under your control since your last upkeep"
    (2003 502.19; CR 702.30a; the Urza's Saga rules' example of Control Magic on Pouncing Jaguar)."""
    if isinstance(event, ControlChanged):
        obj = state.objects.get(event.oid)
        if obj is not None and keyword_costs(obj.card, "echo") and not marked(state, event.oid, "echo_due"):
            mark(state, event.oid, "echo_due")


def has_lost_abilities(state: GameState, obj: Obj) -> bool:
    """"Loses all abilities" from a resolved effect or a static ability (Humble, Humility)."""
    if marked(state, obj.oid, "lose_abilities"):
        return True
    return any(st.kind == "lose_abilities_set_pt" and affects(state, st.affected, src, obj)
               for st, src in static_effects(state))


def condition(state: GameState, cond: str, source: int) -> bool | None:
    """Intervening-if conditions of this module (CR 603.4; 2003: 404.3); None: not one of them."""
    obj = state.objects.get(source)
    if cond == "echo_due":
        return obj is not None and obj.zone == Zone.BATTLEFIELD and marked(state, source, "echo_due") is not None \
            and not has_lost_abilities(state, obj)
    if cond == "kicked":
        return marked(state, source, "kicked") is not None
    if cond.startswith("kicked_with:"):  # "if it was kicked with its {2}{U} kicker" (atoms.two_kickers)
        return kicked_with(state, source, cond)
    return None


def after_resolving_permanent(state: GameState, item: StackItem, new: int) -> None:
    """A kicked permanent spell: remember the kicker on the permanent and trigger its "if it was
    kicked" comes-into-play abilities (CR 702.33d; 2003: 502.21)."""
    if item.choices.get("how") == "flash_sac":  # sacrificed at the beginning of the next cleanup step
        sacrifice_at_next_cleanup(state, item, new)
    if not item.choices.get("kicked"):
        return
    mark(state, new, "kicked", int(item.choices.get("kicker_x", 0)))
    after_resolving(state, item, new)  # which of two kickers were paid (CR 702.33c)
    obj = state.objects[new]
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == TriggerEvent.COMES_INTO_PLAY and ab.trigger.condition == "kicked":
            state.pending_triggers.append(PendingTrigger(obj.controller, new, obj.card.name, ab,
                                                         {"player": obj.controller, "ability_index": index}))
    for st in obj.card.behaviour.static:
        if st.kind == "enters_kicked":  # "If kicked, it comes into play with N +1/+1 counters and <keywords>"
            obj.counters = dict(obj.counters or {})
            obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + st.power
            for kw in st.keywords:
                state.effects.append(ContinuousEffect("keyword", new, state.new_timestamp(), "while_there",
                                                      value=kw))
            state.version += 1


def trigger_info(ab: TriggeredAbility, event: TurnedFaceUp, obj: Obj) -> dict[str, Any] | None:
    """"When CARDNAME is turned face up" (matched in :mod:`oldframe.rules.trigger_matchers`)."""
    if ab.trigger.event == TriggerEvent.TURNED_FACE_UP and event.oid == obj.oid:
        return {"player": obj.controller, "x": event.x}  # CR 702.37f (2003: 502.26e)
    return None


def cycled_self(state: GameState, event: Cycled) -> None:
    """"When you cycle CARDNAME" (CR 702.29c; 2003: 502.18a): the card, now in its owner's
    graveyard, triggers."""
    player = event.player
    gy = state.players[player].graveyard
    if not gy:
        return
    obj = state.objects[gy[-1]]
    if obj.card.name != event.name:
        return
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == TriggerEvent.YOU_CYCLE_THIS:
            state.pending_triggers.append(PendingTrigger(player, obj.oid, obj.card.name, ab,
                                                         {"player": player, "ability_index": index}))
