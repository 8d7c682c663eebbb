"""Cost parts of activated abilities beyond mana, {T}, sacrifice, discard and life (CR 602.2b,
118; 2003: 409.1f "the player pays the total cost in any order"):

- "Remove N <kind> counters from CARDNAME" (CR 122.1) — Spike Feeder, Triskelion, Thallid;
- "Discard a card at random" (CR 701.8) — Amok, Frenetic Ogre;
- "Discard a creature card" (a discard of a given card type) — Survival of the Fittest;
- "Tap N untapped <kind> you control" — Field Surgeon, Catapult Squad; a creature tapped this way
  needn't have been under its controller's control since the turn began: summoning sickness
  restricts only {T} and {Q} costs of the creature's own abilities (CR 302.6; 2003: 212.3f);
- "Exile N (creature) cards from your graveyard", "Exile the top creature card of your graveyard"
  — Cabal Surgeon, Necratog;
- "Return CARDNAME to its owner's hand" — Attunement, Broken Fall; "Return a Forest you control to
  its owner's hand" — Quirion Ranger;
- "Sacrifice two Goblins" — Goblin Warrens; "Exile a card from your hand" — Cadaverous Bloom;
- "Remove any number of storage counters from CARDNAME" (the number is the ability's X) — the
  storage lands and Mana Batteries;
- the parts of buyback costs (CR 702.27a; "Buyback—Sacrifice a land.") and of alternative costs
  (CR 118.9; "You may sacrifice two Mountains rather than pay this spell's mana cost."), paid like a
  spell's additional costs.

``casting`` calls in here: whether the parts can be paid (CR 602.2b: an ability is activated only if
its whole cost can be paid; 2003: 409.1f), the parts paid without a choice, and the choices asked
for the rest. Creatures that a tapping cost will need are kept out of mana payment, so a cost that
was payable when the ability was announced stays payable after the mana is paid.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, replace

from oldframe.rules import zones
from oldframe.rules.characteristics import COLOR_WORDS, colors_of, creature_types, is_creature, power, toughness
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, sacrifice
from oldframe.rules.events import CounterPlaced, CounterRemoved
from oldframe.rules.mana import ManaCost, solve_payment
from oldframe.rules.model.cards import CardDef, Cost
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone

#: ``Cost.remove_counters`` count for "Remove any number of <kind> counters": chosen while paying.
ANY_NUMBER = -1
COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}


def only_taps(cost: Cost) -> bool:
    """The cost has no part beyond mana and {T}: a source the payment solver may use (CR 605.3a)."""
    return not (cost.sacrifice_self or cost.sacrifice is not None or cost.discard or cost.discard_self
                or cost.exile_from_graveyard or cost.exile_self or cost.life or cost.remove_counters
                or cost.put_counters or cost.exile_from_library
                or cost.discard_random or cost.tap_untapped or cost.return_self or cost.return_permanents
                or cost.exile_from_hand or cost.sacrifice_all)


def needs_choice(cost: Cost) -> bool:
    """A part whose object the player chooses while paying (CR 601.2h; 2003: 409.1f)."""
    return bool(cost.sacrifice is not None or cost.discard or cost.tap_untapped or cost.return_permanents
                or cost.exile_from_hand
                or (cost.exile_from_graveyard and not cost.exile_top)
                or (cost.remove_counters is not None and cost.remove_counters[1] == ANY_NUMBER))


def pays_now(cost: Cost) -> bool:
    """A part paid without a choice."""
    return bool(cost.remove_counters or cost.discard_random or cost.return_self or cost.exile_top or cost.put_counters
                or cost.exile_from_library or cost.sacrifice_all)


def _card_is(state: GameState, oid: int, kind: str) -> bool:
    """A card type in lower case ("creature"), a subtype ("Plains") or a color word ("black": a card of
    that color, CR 105.2; "the top three black cards of your graveyard")."""
    card = state.objects[oid].card
    if kind in COLOR_LETTERS:
        return COLOR_LETTERS[kind] in card.colors
    return not kind or (kind in card.subtypes if kind[0].isupper() else kind.capitalize() in card.types)


def _discards_of_kind(cost: Cost) -> int:
    """How many discarded cards must be of ``discard_kind``."""
    return cost.discard_of_kind or cost.discard


def discard_options(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    return [h for h in state.players[player].hand if h != source and _card_is(state, h, cost.discard_kind)]


def exile_options(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """Cards in the graveyard the cost may exile; for "the top …" only the topmost one (the graveyard
    list's end is its top)."""
    cards = [g for g in state.players[player].graveyard if g != source and _card_is(state, g, cost.exile_kind)]
    return cards[-cost.exile_from_graveyard:] if cost.exile_top else cards


def tap_options(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """Untapped creatures of the cost's kind ``player`` controls; the source itself too unless the
    cost also has {T} (then it is tapped already)."""
    assert cost.tap_untapped is not None
    kind, _n, color = cost.tap_untapped
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or obj.tapped or (cost.tap and oid == source) or not is_creature(state, obj):
            continue
        if kind != "creature" and kind not in creature_types(state, obj):
            continue
        if color and COLOR_LETTERS[color] not in colors_of(state, obj):
            continue
        out.append(oid)
    return out


def reserved_for_tapping(state: GameState, player: int, cost: Cost, source: int) -> set[int]:
    """The creatures a tapping cost will need, kept out of mana payment: those that aren't mana
    sources first. Empty if there aren't enough."""
    if cost.tap_untapped is None:
        return set()
    from oldframe.rules.casting import mana_sources

    n = cost.tap_untapped[1]
    sources = {s.oid for s in mana_sources(state, player)}
    options = sorted(tap_options(state, player, cost, source), key=lambda o: (o in sources, o))
    return set(options[:n]) if len(options) >= n else set()


def available(state: GameState, player: int, cost: Cost, source: int) -> bool:
    """Whether these parts can be paid now (CR 602.2b; 2003: 409.1f)."""
    obj = state.objects[source]
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if (obj.counters or {}).get(kind, 0) < n:
            return False
    if cost.discard_random and len([h for h in state.players[player].hand if h != source]) < cost.discard_random:
        return False
    if cost.discard_kind and len(discard_options(state, player, cost, source)) < _discards_of_kind(cost):
        return False
    if cost.exile_from_graveyard and (cost.exile_kind or cost.exile_top):
        need = cost.exile_from_graveyard
        if len(exile_options(state, player, cost, source)) < need:
            return False
    if cost.return_self and obj.zone != Zone.BATTLEFIELD:
        return False
    if cost.put_counters is not None and obj.zone != Zone.BATTLEFIELD:  # only on a permanent (CR 122.1)
        return False
    if len(state.library(player)) < cost.exile_from_library:
        return False
    if cost.exile_from_hand and len([h for h in state.players[player].hand if h != source]) < cost.exile_from_hand:
        return False
    if cost.return_permanents is not None:
        from oldframe.rules.casting import sacrifice_options  # the same "a <kind> you control" choice

        if len(sacrifice_options(state, player, cost.return_permanents[:1])) < cost.return_permanents[1]:
            return False
    if cost.sacrifice is not None and cost.sacrifice_count > 1:
        from oldframe.rules.casting import sacrifice_options

        if len(sacrifice_options(state, player, cost.sacrifice)) < cost.sacrifice_count:
            return False
    if cost.tap_untapped is not None:
        if len(tap_options(state, player, cost, source)) < cost.tap_untapped[1]:
            return False
        from oldframe.rules.casting import mana_sources
        if cost.mana.converted:
            keep = reserved_for_tapping(state, player, cost, source)
            sources = [s for s in mana_sources(state, player, source if cost.tap else None) if s.oid not in keep]
            if solve_payment(cost.mana, state.players[player].pool, sources) is None:
                return False
    return True


def _remove(state: GameState, obj: Obj, kind: str, n: int) -> None:
    counters = dict(obj.counters or {})
    counters[kind] = counters.get(kind, 0) - n
    if not counters[kind]:
        del counters[kind]
    obj.counters = counters or None
    state.version += 1  # +1/+1 counters are read by the layers (CR 613.4c)
    for _ in range(n):
        zones.emit(state, CounterRemoved(obj.oid, obj.card.name, kind))


def _put(state: GameState, obj: Obj, kind: str, n: int) -> None:
    obj.counters = {**(obj.counters or {}), kind: (obj.counters or {}).get(kind, 0) + n}
    state.version += 1  # P/T counters are read by the layers (CR 613.4c)
    zones.emit(state, CounterPlaced(obj.oid, kind, n))


def pay_now(state: GameState, player: int, obj: Obj, cost: Cost, paid: dict[str, int] | None) -> None:
    """Pay the parts that need no choice (CR 601.2h; 2003: 409.1f)."""
    if cost.remove_counters is not None and cost.remove_counters[1] != ANY_NUMBER:  # CR 122.1 (2003: 216.1)
        _remove(state, obj, *cost.remove_counters)
    if cost.put_counters is not None and obj.zone == Zone.BATTLEFIELD:  # CR 122.1, 602.2b (2003: 409.1f)
        _put(state, obj, *cost.put_counters)
    for _ in range(cost.exile_from_library):  # the top card (CR 401.2): its mana value as it was exiled
        library = state.library(player)
        if library:
            top = state.objects[library[-1]]
            if paid is not None:
                paid["exiled_mana_value"] = paid.get("exiled_mana_value", 0) + top.card.mana_cost.converted
            zones.move(state, top.oid, Zone.EXILE)
    for _ in range(cost.discard_random):  # CR 701.8 (2003: glossary "Discard"): chosen at random
        hand = [h for h in state.players[player].hand if h != obj.oid]
        if hand:
            discard(state, player, hand[state.rng.below(len(hand))])
    if cost.exile_top:  # the topmost card of the kind: no choice
        for oid in exile_options(state, player, cost, obj.oid):
            zones.move(state, oid, Zone.EXILE)
        if paid is not None:
            paid["exile"] = cost.exile_from_graveyard
    if cost.return_self and obj.zone == Zone.BATTLEFIELD:
        zones.move(state, obj.oid, Zone.HAND)
    if cost.sacrifice_all:  # "sacrifice all permanents you control" (Kaervek's Spite; CR 701.17a)
        for oid in [o for o in state.battlefield if state.objects[o].controller == player]:
            sacrifice(state, oid)


def pending(state: GameState, item: StackItem, cost: Cost) -> Decision | None:
    """The next choice these parts ask for (before the plain sacrifice/discard/exile choices, which
    then find themselves paid)."""
    paid: dict[str, int] = item.choices.setdefault("paid", {})
    if cost.remove_counters is not None and cost.remove_counters[1] == ANY_NUMBER and not paid.get("counters"):
        obj = state.objects[item.source]
        kind = cost.remove_counters[0]
        if "x_announced" not in item.choices:  # how many: the ability's X (CR 107.3; 2003: 409.1b)
            have = (obj.counters or {}).get(kind, 0)
            return Decision(DecisionKind.ANNOUNCE_X, item.controller, {"options": list(range(have + 1))})
        _remove(state, obj, kind, item.x)
        paid["counters"] = 1
    if cost.sacrifice is not None and cost.sacrifice_count > 1 and paid.get("sacrifice", 0) < cost.sacrifice_count:
        from oldframe.rules.casting import sacrifice_options  # one at a time (CR 701.17; 2003: 409.1f)

        opts = sacrifice_options(state, item.controller, cost.sacrifice)
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "sacrifice", "options": opts})
    if cost.return_permanents is not None and paid.get("return", 0) < cost.return_permanents[1]:
        from oldframe.rules.casting import sacrifice_options

        opts = sacrifice_options(state, item.controller, cost.return_permanents[:1])
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "return", "options": opts})
    if cost.exile_from_hand and paid.get("pitch", 0) < cost.exile_from_hand:  # paid as "pitch" (casting)
        opts = [h for h in state.players[item.controller].hand if h != item.source]
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "pitch", "options": opts})
    if cost.tap_untapped is not None and paid.get("tap", 0) < cost.tap_untapped[1]:
        opts = tap_options(state, item.controller, cost, item.source)
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "tap", "options": opts})
    if cost.discard and cost.discard_kind and paid.get("discard", 0) < _discards_of_kind(cost):
        opts = discard_options(state, item.controller, cost, item.source)
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "discard", "options": opts})
    if cost.exile_from_graveyard and cost.exile_kind and paid.get("exile", 0) < cost.exile_from_graveyard:
        opts = exile_options(state, item.controller, cost, item.source)
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "exile", "options": opts})
    return None


def buyback_parts(card: CardDef, keyword: str = "buyback") -> Cost | None:
    """The parts of a buyback (or flashback) cost beyond mana ("Buyback—Sacrifice a land.",
    "Flashback—Sacrifice a Mountain."), paid as additional costs when the spell is played that way
    (CR 702.27a, 702.34a; 2003: 502.16a, 502.22a); None if it is only mana."""
    for kw in card.behaviour.cost_keywords:
        if kw.keyword == keyword and kw.cost != Cost(mana=kw.cost.mana):
            return replace(kw.cost, mana=ManaCost())
    return None


def alt_cost_parts(card: CardDef) -> Cost | None:
    """The cost paid instead of the mana cost: "You may sacrifice two Mountains rather than pay this
    spell's mana cost." (CR 118.9; 2003: glossary "Alternative Cost")."""
    for kw in card.behaviour.cost_keywords:
        if kw.keyword == "alt_cost":
            return kw.cost
    return None


def alt_cost_payable(state: GameState, player: int, oid: int, card: CardDef) -> bool:
    """Its condition ("If you control a Plains, …") holds and its parts can be paid."""
    from oldframe.rules.casting import _cost_choices_available

    kw = next((k for k in card.behaviour.cost_keywords if k.keyword == "alt_cost"), None)
    if kw is None:
        return False
    if kw.condition.startswith("control:") and not any(
            state.objects[o].controller == player and kw.condition[8:] in creature_types(state, state.objects[o])
            for o in state.battlefield):
        return False
    own = card.behaviour.spell.additional_cost if card.behaviour.spell else None
    whole = combined(own, kw.cost)
    return whole is not None and _cost_choices_available(state, player, whole, oid)


def combined(base: Cost | None, extra: Cost) -> Cost | None:
    """``with_buyback``, or None where both set the same part (such a way to play isn't offered)."""
    try:
        return with_buyback(base, extra)
    except ValueError:
        return None


_ADDITIVE = ("discard", "life", "discard_random", "exile_from_graveyard", "exile_from_hand")


def with_buyback(base: Cost | None, extra: Cost) -> Cost:
    """A spell's own additional cost together with the parts of its buyback or alternative cost:
    counts add up; other parts may come from one of them only (else the spell isn't offered that way)."""
    if base is None:
        return extra
    out = base
    for f in fields(Cost):
        if f.name == "mana":
            continue
        mine, theirs = getattr(base, f.name), getattr(extra, f.name)
        default = f.default if f.default is not MISSING else None
        if theirs == default or theirs is None:
            continue
        if f.name in _ADDITIVE:
            out = replace(out, **{f.name: mine + theirs})
        elif mine in (default, None):
            out = replace(out, **{f.name: theirs})
        else:
            raise ValueError(f"two {f.name} parts")
    return out


def remember_sacrificed(state: GameState, item: StackItem, oid: int) -> None:
    """The sacrificed permanent's power, toughness and mana value as it last existed on the
    battlefield, for "equal to the sacrificed creature's power" (CR 608.2h; 2003: 413.2f)."""
    obj = state.objects[oid]
    item.choices["sacrificed"] = {"power": power(state, obj), "toughness": toughness(state, obj),
                                  "mana value": obj.card.mana_cost.converted}


def sacrificed_stat(item: StackItem, stat: str) -> int:
    """What ``remember_sacrificed`` kept (0 if nothing was sacrificed)."""
    kept = item.choices.get("sacrificed")
    return max(0, int(kept.get(stat, 0))) if isinstance(kept, dict) else 0


#: The count of cards a cost part takes when the card says "X cards" (``Cost.discard``,
#: ``Cost.exile_from_graveyard``, ``Cost.discard_random``), or the life of "pay X life" (``Cost.life``);
#: never a real count.
X_CARDS = -2


def x_sized(cost: Cost, x: int) -> Cost:
    """The cost with every "X cards" part made ``x`` cards: X is announced before costs are paid
    (CR 601.2b, 601.2g-h; 2003: 409.1b) — "As an additional cost to cast this spell, discard X cards."."""
    if cost.discard == X_CARDS:
        cost = replace(cost, discard=x)
    if cost.exile_from_graveyard == X_CARDS:
        cost = replace(cost, exile_from_graveyard=x)
    if cost.discard_random == X_CARDS:  # "discard X cards at random" (Devastating Dreams)
        cost = replace(cost, discard_random=x)
    if cost.life == X_CARDS:  # "pay X life" (Hatred; CR 119.4: only with at least X life)
        cost = replace(cost, life=x)
    return cost
