"""Casting spells and activating abilities (CR 601, 602, 605; 2003: 409).

A spell or ability is announced (the card moves to the stack), its targets are chosen one
requirement at a time as pending decisions, then its costs are paid: mana first through the
payment solver (activating mana abilities of untapped sources, CR 601.2g), then tap, sacrifice,
discard and graveyard costs. Only announcements that can be completed are offered as legal actions,
so no announcement ever has to be rewound.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from oldframe.rules import costparts, zones
from oldframe.rules import extensions as ext
from oldframe.rules.activation import note_activation, restriction_allows
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_creature, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, discard, execute, lose_life, sacrifice
from oldframe.rules.events import (
    Activated,
    Cast,
    CostPaid,
    Cycled,
    ManaAdded,
    TappedForMana,
    Triggered,
    TriggerRemoved,
)
from oldframe.rules.granted import granted_ref
from oldframe.rules.land_types import activated_abilities, own_activated_abilities
from oldframe.rules.mana import ManaCost, ManaSource, Payment, solve_payment
from oldframe.rules.model.cards import ActivatedAbility, AddMana, CardDef, Cost, ModalSpell, SpellAbility, TargetSpec
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Step, Target, Zone
from oldframe.rules.targets import has_legal_target, legal_targets, spec_with_x

MAIN_STEPS = (Step.MAIN1, Step.MAIN2)
#: Rules that forbid activating a permanent's activated abilities, mana abilities included ("Activated
#: abilities of creatures can't be activated.", ``rules.atoms.activation_bans``; CR 602.5, 2003: 403.5).
ACTIVATION_BANS: list[Callable[[GameState, Obj], bool]] = []


# -- what can be done ----------------------------------------------------------------------------
def mana_sources(state: GameState, player: int, exclude: int | None = None) -> list[ManaSource]:
    """Untapped permanents whose mana abilities cost only {T}: lands first, then by id.

    One source per permanent, with one option per mana ability (a dual land's two, Birds of
    Paradise's five), since tapping it pays for only one of them (CR 605.1a, 106.4)."""
    out: list[tuple[int, ManaSource]] = []
    riders = mana_riders(state)
    echoes = mana_echoes(state) if ext.MANA_ECHOES else None
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or obj.tapped or oid == exclude or obj.face_down:
            continue
        if ACTIVATION_BANS and any(ban(state, obj) for ban in ACTIVATION_BANS):
            continue
        options: list[tuple[int, int, int, int, int, int]] = []
        abilities: list[int] = []
        for i, ab in enumerate(activated_abilities(state, obj)):  # CR 305.6-305.7, 613.1f
            if not ab.is_mana or not ab.cost.tap or ab.cost.mana.converted or ab.cost.sacrifice_self:
                continue
            if not costparts.only_taps(ab.cost):  # other cost parts are paid by choice, not by the solver
                continue
            if ab.restriction and not restriction_allows(state, player, obj, i, ab):  # CR 602.5b (2003: 403.5)
                continue
            if is_creature(state, obj) and obj.sick and not has_keyword(state, obj, "haste"):
                continue  # CR 302.6 (2003: 214.7c)
            mana = _mana_of(state, obj, ab)
            if mana is not None and ext.LAND_MANA and is_type(state, obj, "land"):
                mana = land_mana_instead(state, obj) or mana  # "produces {B} instead" (CR 106.6)
            if mana is None:
                continue
            if echoes and oid in echoes:  # "add one mana of any type that land produced": each way (CR 605.4a)
                for made in echoed(mana, echoes[oid]):
                    made = _plus(made, riders[oid]) if oid in riders else made
                    if made not in options:
                        options.append(made)
                        abilities.append(i)
                continue
            if oid in riders:  # "adds an additional {G}" (CR 605.4a)
                mana = _plus(mana, riders[oid])
            if mana in options:
                continue
            options.append(mana)
            abilities.append(i)
        if options:
            source = ManaSource(oid, abilities[0], tuple(options), tuple(abilities))
            out.append((0 if is_type(state, obj, "land") else 1, source))
    out.sort(key=lambda t: (t[0], t[1].oid))
    return [s for _, s in out]


def mana_riders(state: GameState) -> dict[int, tuple[int, int, int, int, int, int]]:
    """The additional mana each permanent adds when tapped for mana (``extensions.MANA_RIDERS``)."""
    out: dict[int, tuple[int, int, int, int, int, int]] = {}
    for point in ext.MANA_RIDERS:
        for oid, extra in point(state).items():
            out[oid] = _plus(out.get(oid, ZERO_MANA), extra)
    return out


def mana_echoes(state: GameState) -> dict[int, int]:
    """How many mana "of any type that land produced" each land adds when tapped for mana
    (``extensions.MANA_ECHOES``)."""
    out: dict[int, int] = {}
    for point in ext.MANA_ECHOES:
        for oid, n in point(state).items():
            out[oid] = out.get(oid, 0) + n
    return out


def echoed(mana: tuple[int, int, int, int, int, int], n: int) -> list[tuple[int, int, int, int, int, int]]:
    """Every way ``mana`` grows by ``n`` more mana, each of a type it holds (Mirari's Wake's choice, made as
    the triggered mana ability resolves, CR 605.4a), in a fixed order."""
    ways = {mana}
    for _ in range(n):
        ways = {tuple(m[j] + (j == i) for j in range(6)) for m in ways for i in range(6) if mana[i]}  # type: ignore[misc]
    return sorted(ways, reverse=True)


def echo_type(made: tuple[int, int, int, int, int, int]) -> int:
    """The type a land tapped by hand adds again: the one it produced most of, a color before colorless.
    (Paying a cost, the solver offers every type; see :func:`echoed`.)"""
    return max((i for i in range(6) if made[i]), key=lambda i: (made[i], i != 5, -i))


def _plus(a: tuple[int, int, int, int, int, int], b: tuple[int, int, int, int, int, int]
          ) -> tuple[int, int, int, int, int, int]:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


#: ``_mana_of`` of abilities whose answer needs no state (their ``AddMana``s are all plain with a fixed
#: count, or one isn't an ``AddMana``), by ability: (ability, answer).
_FIXED_MANA: dict[int, tuple[ActivatedAbility, tuple[int, int, int, int, int, int] | None]] = {}


def _mana_of(state: GameState, obj: Obj, ab: ActivatedAbility) -> tuple[int, int, int, int, int, int] | None:
    hit = _FIXED_MANA.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    if any(not isinstance(eff, AddMana) or eff.any_color for eff in ab.effects):
        if len(_FIXED_MANA) >= 4096:  # (abilities of copies are made during games: stay bounded)
            _FIXED_MANA.clear()
        _FIXED_MANA[id(ab)] = (ab, None)  # (the answer is None whatever came before it)
        return None
    fixed = all(type(eff) is AddMana and isinstance(eff.times, int) for eff in ab.effects)
    total = _mana_of_now(state, obj, ab)
    if fixed:
        if len(_FIXED_MANA) >= 4096:  # (abilities of copies are made during games: stay bounded)
            _FIXED_MANA.clear()
        _FIXED_MANA[id(ab)] = (ab, total)
    return total


def _mana_of_now(state: GameState, obj: Obj, ab: ActivatedAbility) -> tuple[int, int, int, int, int, int] | None:
    total = [0] * 6
    probe = StackItem("activated", 0, obj.controller, obj.oid, obj.card.name, ab)
    for eff in ab.effects:
        if not isinstance(eff, AddMana) or eff.any_color:
            return None
        if type(eff) is not AddMana:  # "Add one mana of the chosen color." (Sol Grail)
            chosen = ext.CHOSEN_COLOR_MANA[0](state, obj.oid)
            total = [a + b for a, b in zip(total, chosen, strict=True)]
            continue
        n = _amount(state, probe, eff.times)
        for i in range(6):
            total[i] += eff.mana[i] * n
    return (total[0], total[1], total[2], total[3], total[4], total[5])


#: No mana (a land whose replacement mana was already produced).
ZERO_MANA = (0, 0, 0, 0, 0, 0)


def land_mana_instead(state: GameState, land: Obj) -> tuple[int, int, int, int, int, int] | None:
    """What a land tapped for mana produces instead, if an effect replaces it (``extensions.LAND_MANA``)."""
    return next((m for m in (point(state, land) for point in ext.LAND_MANA) if m is not None), None)


def can_pay_mana(state: GameState, player: int, cost: ManaCost, exclude: int | None = None) -> bool:
    if not cost.converted:
        return True
    sources = mana_sources(state, player, exclude)
    if solve_payment(cost, state.players[player].pool, sources) is not None:
        return True
    return any(point(state, player, cost, sources) is not None for point in ext.LIFE_FOR_MANA)  # CR 605.3a


def sorcery_timing(state: GameState, player: int) -> bool:
    """CR 307.1 (2003: 408.1d): own main phase, empty stack."""
    return state.active == player and state.step in MAIN_STEPS and not state.stack


def targets_available(state: GameState, specs: tuple[TargetSpec, ...], player: int, source: int,
                      colors: frozenset[str]) -> bool:
    specs = tuple(s for s in specs if not s.optional)  # "up to N" may be none (CR 601.2c)
    if not all(has_legal_target(state, s, player, source, colors) for s in specs):
        return False
    if any(s.relation == PREVIOUS_CONTROLLER for s in specs) and not _paired_targets_exist(
            state, specs, player, source, colors):
        return False
    return len(specs) < 2 or distinct_targets_exist(state, specs, player, source, colors, ())


#: ``TargetSpec.relation``: a card owned by the controller of the permanent targeted just before it.
PREVIOUS_CONTROLLER = "previous_controller"
#: ``TargetSpec.relation``: a card owned by the player the trigger event names ("that player's graveyard").
EVENT_PLAYER = "event_player"


def _owned_by_controller(state: GameState, permanent: Target | None, card: Target) -> bool:
    """"target … card in that player's graveyard" after "target … a player controls" (CR 601.2c)."""
    if permanent is None or permanent[0] != "object" or card[0] != "object":
        return False
    perm, obj = state.objects.get(permanent[1]), state.objects.get(card[1])
    return perm is not None and obj is not None and perm.controller == obj.owner


def _paired_targets_exist(state: GameState, specs: tuple[TargetSpec, ...], player: int, source: int,
                          colors: frozenset[str]) -> bool:
    """Each card bound to the permanent before it has a legal pair: a permanent whose controller's
    graveyard holds a legal card (CR 601.2c; 2003: 409.1c, a spell or ability needs every target)."""
    for i, spec in enumerate(specs):
        if spec.relation != PREVIOUS_CONTROLLER or i == 0:
            continue
        cards = legal_targets(state, spec, player, source, colors)
        if not any(_owned_by_controller(state, t, c) for t in legal_targets(state, specs[i - 1], player, source,
                                                                            colors) for c in cards):
            return False
    return True


def distinct_targets_exist(state: GameState, specs: tuple[TargetSpec, ...], player: int, source: int,
                           colors: frozenset[str], taken: tuple[Target, ...]) -> bool:
    """Whether every requirement can still get a legal target of its own, none of ``taken``: one
    announcement never names the same object twice here ("another target creature", "two target
    creatures", divided damage; CR 601.2c; 2003: 409.1c), so a choice that would leave a later
    requirement without a target isn't offered."""
    options = [[t for t in legal_targets(state, s, player, source, colors) if t not in taken] for s in specs]
    options.sort(key=len)
    used: set[Target] = set()

    def place(k: int) -> bool:
        if k == len(options):
            return True
        for t in options[k]:
            if t not in used:
                used.add(t)
                if place(k + 1):
                    return True
                used.discard(t)
        return False

    return place(0)


def _cost_choices_available(state: GameState, player: int, cost: Cost, source: int) -> bool:
    if cost.life and state.players[player].life < cost.life:  # CR 119.4 (2003: 409.1f)
        return False
    if not costparts.available(state, player, cost, source):  # CR 602.2b (2003: 409.1f)
        return False
    if cost.sacrifice is not None and not sacrifice_options(state, player, cost.sacrifice):
        return False
    if cost.discard and len([h for h in state.players[player].hand if h != source]) < cost.discard:
        return False
    return not (cost.exile_from_graveyard and len(state.players[player].graveyard) < cost.exile_from_graveyard)


def sacrifice_options(state: GameState, player: int, kinds: tuple[str, ...]) -> list[int]:
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player:
            continue
        if not kinds or any(_sacrificeable(state, obj, k) for k in kinds):
            out.append(oid)
    return out


def _sacrificeable(state: GameState, obj: Obj, kind: str) -> bool:
    """Whether ``obj`` is "a <kind>": a card type in lower case, a subtype, or "<type>:<color letter>"
    ("sacrifice a green creature", "… a blue permanent"; its colors now, CR 105.2, 613); words joined
    by a space must all hold ("a Cleric creature", "an artifact creature")."""
    kind, _, color = kind.partition(":")
    if color and color not in colors_of(state, obj):
        return False
    return all(word == "permanent" or (is_type(state, obj, word) if word.islower()
                                       else word in creature_types(state, obj)) for word in kind.split(" "))


#: Restrictions a spell prints on when it may be cast ("Cast this spell only during combat"; CR 601.3,
#: 2003: 409.1), each returning False when ``player`` can't cast ``card`` now. Modules register here.
CAST_RESTRICTIONS: list[Callable[[GameState, int, CardDef], bool]] = []


def can_cast(state: GameState, player: int, oid: int) -> bool:
    obj = state.objects[oid]
    card = obj.card
    if card.is_land or not card.playable:
        return False
    instant = "Instant" in card.types or "flash" in card.behaviour.keywords
    if not instant and not sorcery_timing(state, player) \
            and not any(point(state, player, obj) for point in ext.ANY_TIME_CASTING):  # (cheapest checks first)
        return False
    if not all(rule(state, player, card) for rule in CAST_RESTRICTIONS):
        return False
    sp = card.behaviour.spell
    specs = tuple(spec_with_x(sp_, 0) for sp_ in spell_specs(card))  # a plain cast announces X = 0 (CR 107.3)
    if not targets_available(state, specs, player, oid, card.colors):
        return False
    if modes_of(card) and not castable_modes(state, player, oid, card):  # CR 601.2c (2003: 409.1c)
        return False
    if sp is not None:
        if sp.additional_cost is not None and not _cost_choices_available(state, player, sp.additional_cost, oid):
            return False
    elif not card.is_permanent_card:
        return False
    return can_pay_mana(state, player, spell_cost(state, player, card, card.mana_cost.with_x(0)))


def can_activate(state: GameState, player: int, oid: int, index: int) -> bool:
    obj = state.objects[oid]
    abilities = activated_abilities(state, obj) if obj.zone == Zone.BATTLEFIELD else obj.card.behaviour.activated
    if index >= len(abilities):  # Humility, Blood Moon: fewer abilities now (CR 613.1f, 305.7)
        return False
    ab = abilities[index]
    if ext.ABILITY_BANS and any(ban(state, player, ab) for ban in ext.ABILITY_BANS):  # CR 602.5
        return False
    if ab.zone == "battlefield":
        if obj.zone != Zone.BATTLEFIELD or (obj.controller != player and not ab.any_player) or obj.face_down:
            return False  # "Any player may activate this ability." (CR 602.1)
        if any(ban(state, obj) for ban in ACTIVATION_BANS):
            return False
    elif ab.zone == "hand":
        if obj.zone != Zone.HAND or obj.owner != player:
            return False
    elif ab.zone == "graveyard":  # only its owner may activate it there (CR 113.6k)
        if obj.zone != Zone.GRAVEYARD or obj.owner != player:
            return False
    if ab.sorcery_speed and not sorcery_timing(state, player):
        return False
    if ab.restriction and not restriction_allows(state, player, obj, index, ab):  # CR 602.5b (2003: 403.5)
        return False
    cost = ab.cost
    if cost.tap:
        if obj.tapped:
            return False
        if is_creature(state, obj) and obj.sick and not has_keyword(state, obj, "haste"):
            return False
    if not _cost_choices_available(state, player, cost, oid):
        return False
    if not targets_available(state, ab.targets, player, oid, colors_of(state, obj)):
        return False
    exclude = oid if cost.tap else None
    if cost.mana.x and any(f.endswith(":x") for spec in ab.targets for f in spec.filters):
        # targets "with mana value X" (Gorilla Shaman): some X must be payable and leave a target (CR 601.2b-c)
        colors = frozenset(colors_of(state, obj))
        return any(can_pay_mana(state, player, ability_mana_cost(state, player, obj, ab, x), exclude)
                   and targets_available(state, tuple(spec_with_x(spec, x) for spec in ab.targets), player, oid, colors)
                   for x in range(MAX_X + 1))
    return can_pay_mana(state, player, ability_mana_cost(state, player, obj, ab), exclude=exclude)


def any_player_may_activate(obj: Obj) -> bool:
    """Whether a permanent's card has an ability any player may activate (Ribbon Snake), cached per
    behaviour (asked for every other player's permanent on each legal-action query)."""
    behaviour = obj.card.behaviour
    if not behaviour.activated:
        return False
    hit = _ANY_PLAYER.get(id(behaviour))
    if hit is not None and hit[0] is behaviour:
        return hit[1]
    found = any(ab.any_player for ab in behaviour.activated)
    _ANY_PLAYER[id(behaviour)] = (behaviour, found)
    return found


_ANY_PLAYER: dict[int, tuple[object, bool]] = {}


def ability_mana_cost(state: GameState, player: int, source: Obj, ab: ActivatedAbility, x: int = 0) -> ManaCost:
    """The mana an activation costs: its cost with X, changed by every increase and reduction
    (CR 602.2b, 601.2f; 2003: 409.1f)."""
    base = ab.cost.mana.with_x(x)
    for point in ext.ABILITY_COST:
        base = point(state, player, source, ab, base)
    return base


# -- doing it --------------------------------------------------------------------------------------
def begin_cast(state: GameState, player: int, oid: int) -> None:
    """CR 601.2a: the card moves to the stack, then targets (601.2c) and costs (601.2g–h)."""
    card = state.objects[oid].card
    new = zones.move(state, oid, Zone.STACK, controller=player)
    assert new is not None
    item = StackItem("spell", new, player, new, card.name)
    item.choices["source_colors"] = sorted(card.colors)
    state.casting = item
    _continue(state)


def begin_activate(state: GameState, player: int, oid: int, index: int) -> None:
    obj = state.objects[oid]
    ab = (activated_abilities(state, obj) if obj.zone == Zone.BATTLEFIELD else obj.card.behaviour.activated)[index]
    if ab.is_mana and not ab.targets and not costparts.needs_choice(ab.cost):
        instead = land_mana_instead(state, obj) if ab.cost.tap and ext.LAND_MANA and is_type(state, obj, "land") \
            else None
        rider = mana_riders(state).get(oid) if ab.cost.tap and ext.MANA_RIDERS else None
        echo = mana_echoes(state).get(oid, 0) if ab.cost.tap and ext.MANA_ECHOES else 0
        before = tuple(state.players[player].pool)
        _pay_non_mana_costs_now(state, player, obj, ab.cost)
        _pay_mana(state, player, ab.cost.mana, None)
        item = StackItem("activated", 0, player, oid, obj.card.name, ab)
        if ab.restriction:  # "Activate only once each turn." counts mana abilities too (CR 602.5b)
            item.choices["ability_index"] = index
            note_activation(state, item)
        for eff in ab.effects:  # CR 605.3b: mana abilities resolve immediately
            if instead is not None and isinstance(eff, AddMana):  # a land tapped for mana (CR 106.6)
                if any(instead):
                    pool = state.players[player].pool
                    for i in range(6):
                        pool[i] += instead[i]
                    zones.emit(state, ManaAdded(player, instead))
                instead = ZERO_MANA  # produced once, whatever the ability's other mana effects
                continue
            execute(state, item, eff)
        if ab.cost.tap:  # tapped for mana (CR 106.12): its triggered mana abilities, then the event
            pool = state.players[player].pool
            own = tuple(max(0, pool[i] - before[i]) for i in range(6))
            if echo and any(own):  # "one mana of any type that land produced" (CR 605.4a)
                again = echo_type(own)  # type: ignore[arg-type]
                pool[again] += echo
                zones.emit(state, ManaAdded(player, tuple(echo if i == again else 0 for i in range(6))))
            if rider is not None and any(rider):
                for i in range(6):
                    pool[i] += rider[i]
                zones.emit(state, ManaAdded(player, rider))
            made = tuple(max(0, pool[i] - before[i]) for i in range(6))
            zones.emit(state, TappedForMana(player, oid, (made[0], made[1], made[2], made[3], made[4], made[5])))
            for point in ext.TAPPED_FOR_MANA:  # the rest of a triggered mana ability (CR 605.4a)
                point(state, player, oid)
        return
    item = StackItem("activated", state.new_id(), player, oid, obj.card.name, ab)
    item.choices["source_colors"] = sorted(colors_of(state, obj))
    item.choices["ability_index"] = index
    if obj.counters:  # its counters before costs are paid: "… on CARDNAME" after it is sacrificed (CR 113.7a)
        item.choices["source_counters"] = dict(obj.counters)
    if obj.zone == Zone.BATTLEFIELD:  # a granted ability: saved by its granting card (rules.granted)
        ref = granted_ref(state, obj, index, len(own_activated_abilities(state, obj)))
        if ref is not None:
            item.choices["granted"] = ref
    if obj.attached_to is not None:  # "enchanted creature" by last known information (CR 113.7a; 2003: 413.2f)
        item.choices["enchanted"] = obj.attached_to
    state.casting = item
    _continue(state)


def begin_trigger(state: GameState, item: StackItem) -> None:
    """Put a triggered ability on the stack, choosing its targets (CR 603.3d)."""
    state.casting = item
    _continue(state)


def spell_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool = False) -> ManaCost:
    """The total cost of casting ``card``: ``base`` changed by every increase and reduction (CR 601.2f;
    2003: 409.1f)."""
    for point in ext.SPELL_COST:
        base = point(state, player, card, base, face_down)
    return base


def kicker_only_target(card: CardDef) -> int | None:
    """The index of the first target only a kicked spell has (2003: 502.21), if any."""
    return next((i for i in (point(card) for point in ext.KICKER_ONLY_TARGET) if i is not None), None)


def spell_specs(card: CardDef, kicked: bool = False) -> tuple[TargetSpec, ...]:
    """Targets of a spell: an Aura targets what it will enchant (CR 303.4a; 2003: 214.8a); a target
    only a kicked spell has is chosen only if it is kicked (2003: 409.1c, 502.21)."""
    sp = card.behaviour.spell
    own = () if sp is None else sp.targets
    extra = kicker_only_target(card)
    if extra is not None and not kicked:
        own = own[:extra]
    return own if card.behaviour.enchant is None else (card.behaviour.enchant, *own)


def _specs(state: GameState, item: StackItem) -> tuple[TargetSpec, ...]:
    if item.kind == "spell":
        chosen = mode_targets(state, item)  # a modal spell's chosen mode (CR 700.2; 2003: 409.1b)
        card = state.objects[item.oid].card
        specs = spell_specs(card, bool(item.choices.get("kicked"))) if chosen is None else chosen
    else:
        assert item.ability is not None
        specs = item.ability.targets
    if "target_count" in item.choices:  # "up to N": only as many as announced (CR 601.2c)
        n = item.choices["target_count"]
        specs = tuple(s for i, s in enumerate(specs)
                      if not s.optional or sum(1 for o in specs[:i] if o.optional) < n)
    return specs


def _relation_holds(state: GameState, item: StackItem, spec: TargetSpec, target: Target) -> bool:
    """A target's relation to the targets chosen before it (TargetSpec.relation; CR 601.2c)."""
    if not spec.relation or target[0] != "object":
        return True
    owner = state.objects[target[1]].owner
    if spec.relation == PREVIOUS_CONTROLLER:  # "… card in that player's graveyard"
        return bool(item.targets) and _owned_by_controller(state, item.targets[-1], target)
    if spec.relation == EVENT_PLAYER:  # "target creature card from that player's graveyard" (a trigger's player)
        return item.event.get("player") == owner
    if spec.relation.startswith("owner:"):  # "target cards from their graveyard"
        i = int(spec.relation[6:])
        return i < len(item.targets) and item.targets[i] == ("player", owner)
    if spec.relation != "same_owner":
        return True
    specs = _specs(state, item)
    others = [t for i, t in enumerate(item.targets) if t is not None and t[0] == "object" and t[1] in state.objects
              and i < len(specs) and specs[i].relation == "same_owner"]
    return all(state.objects[t[1]].owner == owner for t in others)  # "same_owner": a single graveyard


def target_count_decision(state: GameState, item: StackItem, specs: tuple[TargetSpec, ...]) -> Decision | None:
    """Announce how many of "up to N" targets (CR 601.2c; 2003: 409.1c): from none to as many as there are
    different legal targets for them (with a single owner, if they must share one)."""
    k = len(item.targets)
    if "target_count" in item.choices or k >= len(specs) or not specs[k].optional:
        return None
    if specs[k].relation == "x_count":  # "each of X targets": as many as the announced X (CR 601.2b-c)
        item.choices["target_count"] = item.x
        return None
    n = sum(1 for s in specs[k:] if s.optional)
    colors = frozenset(item.choices.get("source_colors", ()))
    opts = [t for t in legal_targets(state, specs[k], item.controller, item.source, colors) if t not in item.targets]
    if specs[k].relation == "same_owner":
        by_owner: dict[int, int] = {}
        for t in opts:
            owner = state.objects[t[1]].owner if t[0] == "object" else -1
            by_owner[owner] = by_owner.get(owner, 0) + 1
        most = max(by_owner.values(), default=0)
    else:
        most = sum(1 for t in opts if _relation_holds(state, item, specs[k], t))
    options = list(range(min(n, most) + 1))
    if len(options) == 1:
        item.choices["target_count"] = 0
        return None
    return Decision(DecisionKind.TARGET_COUNT, item.controller, {"options": options})


def _cost(state: GameState, item: StackItem) -> Cost | None:
    if item.kind == "spell":
        card = state.objects[item.oid].card
        own = card.behaviour.spell.additional_cost if card.behaviour.spell else None
        if own is not None:
            own = costparts.x_sized(own, item.x)  # "discard X cards": the announced X
        how = item.choices.get("how")
        extra = None  # the non-mana parts of the way it is played (rules.costparts)
        if how in ("buyback", "flashback", "kicker", "free_buyback"):  # "Buyback—Sacrifice a land." (CR 702.27a)
            paid = "buyback" if how == "free_buyback" else str(how)  # (with or without the mana cost, CR 118.9)
            extra = costparts.buyback_parts(card, paid)  # "Kicker—Pay 3 life." (CR 702.33a)
            if extra is not None:
                extra = costparts.x_sized(extra, item.x)  # "Flashback—…, Exile X blue cards …"
        elif how == "alt_cost":  # "You may sacrifice two Mountains rather than pay …" (CR 118.9)
            extra = costparts.alt_cost_parts(card)
        return own if extra is None else costparts.with_buyback(own, extra)
    if item.kind == "activated":
        assert isinstance(item.ability, ActivatedAbility)
        return item.ability.cost
    return None


def target_options(state: GameState, item: StackItem) -> list[tuple[str, int]]:
    specs = _specs(state, item)
    spec = specs[len(item.targets)]
    colors = frozenset(item.choices.get("source_colors", ()))
    chooser = target_chooser(state, item)
    opts = [t for t in legal_targets(state, spec, chooser, item.source, colors) if t not in item.targets]
    if spec.relation:
        opts = [t for t in opts if _relation_holds(state, item, spec, t)]
        if spec.relation == "same_owner" and not any(s.relation for s in specs[:len(item.targets)]):
            need = sum(1 for s in specs[len(item.targets):] if s.relation == "same_owner")  # the first:
            opts = [t for t in opts  # only from a graveyard that holds enough of them
                    if sum(1 for o in opts if state.objects[o[1]].owner == state.objects[t[1]].owner) >= need]
    rest = specs[len(item.targets) + 1:]
    if rest and rest[0].relation == PREVIOUS_CONTROLLER:  # only a permanent whose controller has such a card
        cards = legal_targets(state, rest[0], chooser, item.source, colors)
        opts = [t for t in opts if any(_owned_by_controller(state, t, c) for c in cards)]
    if "target_count" not in item.choices:  # "up to N" not announced yet: it may be none (CR 601.2c)
        rest = tuple(s for s in rest if not s.optional)
    if not rest:
        return opts
    taken = tuple(t for t in item.targets if t is not None)
    return [t for t in opts if distinct_targets_exist(state, rest, chooser, item.source, colors, (*taken, t))]


def target_chooser(state: GameState, item: StackItem) -> int:
    """Who chooses the targets: the controller, or for a triggered ability whose text says so, the player
    it names ("that player chooses target player …"; CR 603.3d, 2003: 410.4)."""
    if item.kind == "triggered" and ext.TARGET_CHOOSER:
        for point in ext.TARGET_CHOOSER:
            chooser = point(state, item)
            if chooser is not None:
                return chooser
    return item.controller


def _continue(state: GameState) -> None:
    """Advance the announcement until a decision is needed or it is complete."""
    item = state.casting
    assert item is not None
    mode = mode_decision(state, item) or x_decision(state, item)  # CR 601.2b (2003: 409.1b): the mode
    if mode is not None:  # and the value of X are announced before targets
        state.decision = mode
        return
    for announce in ext.TARGET_COUNTS:  # "any number of targets" with a feature's limits (CR 601.2c)
        asked = announce(state, item)
        if asked is not None:
            state.decision = asked
            return
    specs = _specs(state, item)
    count = target_count_decision(state, item, specs)
    if count is not None:
        state.decision = count
        return
    specs = _specs(state, item)
    while len(item.targets) < len(specs) and specs[len(item.targets)].up_to_one \
            and not target_options(state, item):  # "up to one target": none to choose (CR 601.2c)
        item.targets.append(None)  # type: ignore[arg-type]  # no target chosen
    if len(item.targets) < len(specs):
        opts = target_options(state, item)
        if specs[len(item.targets)].up_to_one:  # the answer may be "no target" (2003: 409.1c)
            state.decision = Decision(DecisionKind.TARGET, item.controller, {"options": opts, "optional": True})
            return
        if not opts:
            if item.kind == "triggered":  # CR 603.3d: removed from the stack
                state.casting = None
                zones.emit(state, TriggerRemoved(item.controller, item.source_name))
                return
            raise AssertionError("announcement offered without a legal target")
        state.decision = Decision(DecisionKind.TARGET, target_chooser(state, item), {"options": opts})
        return
    for divide in ext.DIVISIONS:  # the division among the targets (CR 601.2d; 2003: 409.1d)
        asked = divide(state, item)
        if asked is not None:
            state.decision = asked
            return
    if item.kind == "triggered":
        _finish(state, item)
        return
    if not item.choices.get("mana_paid"):
        mana = _mana_cost(state, item)
        _pay_mana(state, item.controller, mana, item)
        item.choices["mana_paid"] = True
    if item.kind == "spell" and ("life_cost" in item.choices or "pitch_color" in item.choices
                                 or "tap_cost" in item.choices or "gift" in item.choices
                                 or "shared_color_discard" in item.choices):
        for extra_cost in ext.EXTRA_COSTS:  # life and pitch parts of an alternative cost (2003: 409.1f)
            extra = extra_cost(state, item)
            if extra is not None:
                state.decision = extra
                return
    cost = _cost(state, item)
    if cost is not None:
        if cost.tap or cost.sacrifice_self or cost.discard_self or cost.exile_self or cost.life \
                or cost.discard_hand or costparts.pays_now(cost):
            if not item.choices.get("self_cost_paid"):
                obj = state.objects[item.source]
                _pay_non_mana_costs_now(state, item.controller, obj, cost, item.choices.setdefault("paid", {}))
                item.choices["self_cost_paid"] = True
        need = costparts.pending(state, item, cost) or _pending_cost_choice(state, item, cost)
        if need is not None:
            state.decision = need
            return
    _finish(state, item)


def _mana_cost(state: GameState, item: StackItem) -> ManaCost:
    if item.kind == "spell":
        obj = state.objects[item.oid]
        if "mana_cost" in item.choices:  # an alternative or additional cost (CR 601.2f; 2003: 409.1f)
            base = ManaCost.parse(str(item.choices["mana_cost"]))
        else:
            base = obj.card.mana_cost.with_x(item.x)
        return spell_cost(state, item.controller, obj.card, base, obj.face_down)
    assert isinstance(item.ability, ActivatedAbility)
    source = state.objects.get(item.source)
    if source is None:
        return item.ability.cost.mana.with_x(item.x)
    return ability_mana_cost(state, item.controller, source, item.ability, item.x)  # X announced (CR 601.2b)


def pay_mana_cost(state: GameState, player: int, cost: ManaCost) -> None:
    """Pay a mana cost outside casting (special actions): same solver, same order."""
    _pay_mana(state, player, cost, None)


def _pay_mana(state: GameState, player: int, cost: ManaCost, item: StackItem | None) -> None:
    if not cost.converted:
        return
    # A source whose ability costs {T} can't also tap for mana to pay it; one without {T} (Basalt
    # Monolith's "{3}: Untap") may pay for itself (CR 601.2g, 602.2b) — as can_activate assumed.
    taps_itself = item is not None and isinstance(item.ability, ActivatedAbility) and item.ability.cost.tap
    exclude = item.source if item is not None and item.kind == "activated" and taps_itself else None
    sources = mana_sources(state, player, exclude)
    if item is not None and isinstance(item.ability, ActivatedAbility) and item.ability.cost.tap_untapped:
        keep = costparts.reserved_for_tapping(state, player, item.ability.cost, item.source)  # for its tap cost
        sources = [s for s in sources if s.oid not in keep]
    pay = solve_payment(cost, state.players[player].pool, sources, best=True)
    if pay is None:  # Channel: "any time you could activate a mana ability", i.e. while paying (CR 605.3a)
        pay = next((p for p in (point(state, player, cost, sources) for point in ext.LIFE_PAYMENT)
                    if p is not None), None)
    assert pay is not None, "payment checked before announcement"
    _apply_payment(state, player, pay, cost)


def _apply_payment(state: GameState, player: int, pay: Payment, cost: ManaCost) -> None:
    pool = state.players[player].pool
    for oid, _index, mana in pay.taps:
        zones.tap(state, state.objects[oid])  # "becomes tapped" triggers see mana paid this way
        for i in range(6):
            pool[i] += mana[i]
        zones.emit(state, ManaAdded(player, mana))
        zones.emit(state, TappedForMana(player, oid, mana))  # riders included (CR 605.4a)
        for point in ext.TAPPED_FOR_MANA:  # the rest of a triggered mana ability (CR 605.4a)
            point(state, player, oid)
    # Spend: colored pips from matching mana, generic from whatever is left (CR 601.2h).
    need = list(cost.colored)
    for i in range(6):
        take = min(pool[i], need[i])
        pool[i] -= take
    generic = cost.generic
    for i in (5, 0, 1, 2, 3, 4):
        take = min(pool[i], generic)
        pool[i] -= take
        generic -= take
    zones.emit(state, CostPaid(player, str(cost)))


def _pay_non_mana_costs_now(state: GameState, player: int, obj: Obj, cost: Cost,
                            paid: dict[str, int] | None = None) -> None:
    if cost.tap:
        zones.tap(state, obj)
    if cost.sacrifice_self:
        sacrifice(state, obj.oid)
    if cost.discard_self:
        discard(state, player, obj.oid)
    if cost.exile_self:  # "Remove CARDNAME from the game" as a cost (CR 602.2b; 2003: 409.1f)
        zones.move(state, obj.oid, Zone.EXILE)
    if cost.life:  # paying life is life loss (CR 119.4, 119.3c; 2003: 409.1f)
        lose_life(state, player, cost.life)
    if cost.discard_hand:  # "Discard your hand" (Lion's Eye Diamond; CR 602.2b)
        for card in list(state.players[player].hand):
            discard(state, player, card)
    costparts.pay_now(state, player, obj, cost, paid)


def _pending_cost_choice(state: GameState, item: StackItem, cost: Cost) -> Decision | None:
    paid: dict[str, int] = item.choices.setdefault("paid", {})
    if cost.sacrifice is not None and paid.get("sacrifice", 0) < 1:
        return Decision(DecisionKind.COST_CHOICE, item.controller,
                        {"what": "sacrifice", "options": sacrifice_options(state, item.controller, cost.sacrifice)})
    if cost.discard and paid.get("discard", 0) < cost.discard:
        opts = [h for h in state.players[item.controller].hand]
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "discard", "options": opts})
    if cost.exile_from_graveyard and paid.get("exile", 0) < cost.exile_from_graveyard:
        opts = list(state.players[item.controller].graveyard)
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "exile", "options": opts})
    return None


def answer_cost_choice(state: GameState, oid: int) -> None:
    item = state.casting
    assert item is not None and state.decision is not None
    what = state.decision.data["what"]
    paid: dict[str, int] = item.choices.setdefault("paid", {})
    state.decision = None
    if what == "sacrifice":
        costparts.remember_sacrificed(state, item, oid)  # "the sacrificed creature's power" (LKI)
        sacrifice(state, oid)
        paid["sacrifice"] = paid.get("sacrifice", 0) + 1  # "Sacrifice two Goblins" counts them
    elif what == "discard":
        discard(state, item.controller, oid)
        paid["discard"] = paid.get("discard", 0) + 1
    elif what == "shared_color_discard":  # an alternative cost's discard (rules.atoms.shared_color_discards)
        discard(state, item.controller, oid)
        paid[what] = 1
    elif what == "exile":
        zones.move(state, oid, Zone.EXILE)
        paid["exile"] = paid.get("exile", 0) + 1
    elif what == "tap":  # tapping untapped creatures as a cost (Battle Screech's flashback; 2003: 409.1f)
        zones.tap(state, state.objects[oid])
        paid["tap"] = paid.get("tap", 0) + 1
    elif what == "return":  # Gush's Islands (CR 118.9), "Return a Forest you control" (2003: 409.1f)
        zones.move(state, oid, Zone.HAND)
        paid["return"] = paid.get("return", 0) + 1
    elif what == "pitch":  # "remove a blue card in your hand from the game" (2003 glossary "Alternative Cost")
        zones.move(state, oid, Zone.EXILE)
        paid["pitch"] = paid.get("pitch", 0) + 1
    elif what == "gift":  # "have an opponent gain 3 life": ``oid`` is the chosen opponent (CR 118.9)
        for point in ext.GIVE_LIFE:
            point(state, item, [oid])
    _continue(state)


def answer_target(state: GameState, target: tuple[str, int] | None) -> None:
    """The next target, or None for no target where the words say "up to one target" (CR 601.2c)."""
    item = state.casting
    assert item is not None
    state.decision = None
    item.targets.append(target)  # type: ignore[arg-type]  # None: no target chosen
    _continue(state)


def _finish(state: GameState, item: StackItem) -> None:
    """The spell becomes cast / the ability becomes activated (CR 601.2i, 602.2e)."""
    state.casting = None
    if item.kind == "activated" and isinstance(item.ability, ActivatedAbility) and item.ability.is_mana:
        for eff in item.ability.effects:  # a mana ability whose costs needed choices: CR 605.3b
            execute(state, item, eff)
        return
    state.stack.append(item)
    state.passes = 0
    if item.kind == "spell":
        state.spells_cast_this_turn += 1
        hidden = state.objects[item.oid].face_down  # a face-down spell is not named (CR 708.2)
        zones.emit(state, Cast(item.controller, item.oid, "" if hidden else item.source_name,
                   tuple(item.targets)))
        for after in ext.AFTER_CAST:  # per-player count, storm (CR 601.2i, 702.40; 2003: 502.30)
            after(state, item)
    elif item.kind == "activated":
        zones.emit(state, Activated(item.controller, item.oid, item.source_name, tuple(item.targets)))
        note_activation(state, item)
        if isinstance(item.ability, ActivatedAbility) and item.ability.keyword == "cycling":
            zones.emit(state, Cycled(item.controller, item.source, item.source_name))
    else:
        zones.emit(state, Triggered(item.controller, item.oid, item.source_name, tuple(item.targets)))
    if item.kind != "triggered":
        state.priority = item.controller  # CR 117.3c


# -- modal spells (CR 700.2; 2003: 409.1b) -----------------------------------------------------------
def modes_of(card: CardDef) -> tuple[SpellAbility, ...]:
    sp = card.behaviour.spell
    if sp is not None and len(sp.effects) == 1 and isinstance(sp.effects[0], ModalSpell):
        return sp.effects[0].modes
    return ()


def castable_modes(state: GameState, player: int, oid: int, card: CardDef) -> list[int]:
    """Modes whose every target requirement has a legal choice (CR 601.2c; 2003: 409.1c), with as
    many different legal targets as the mode names the same requirement (the same object can't be
    chosen twice for one "target", 2003: 409.1c; divided damage, CR 601.2d)."""
    def enough(mode: SpellAbility) -> bool:
        return all(n == 1 or len(legal_targets(state, spec, player, oid, card.colors)) >= n
                   for spec, n in Counter(mode.targets).items())

    return [i for i, mode in enumerate(modes_of(card))
            if targets_available(state, mode.targets, player, oid, card.colors) and enough(mode)]


def mode_decision(state: GameState, item: StackItem) -> Decision | None:
    """The mode is announced first (2003 409.1b), before targets."""
    if item.kind != "spell" or "mode" in item.choices:
        return None
    card = state.objects[item.oid].card
    if not modes_of(card):
        return None
    return Decision(DecisionKind.CHOOSE_MODE, item.controller,
                    {"options": castable_modes(state, item.controller, item.oid, card)})


def mode_targets(state: GameState, item: StackItem) -> tuple[Any, ...] | None:
    """The chosen mode's targets, or None for a spell without modes."""
    card = state.objects[item.oid].card
    modes = modes_of(card)
    if not modes or "mode" not in item.choices:
        return None
    return modes[int(item.choices["mode"])].targets


#: The largest X offered when announcing X for an activated ability (the action list stays finite).
MAX_X = 10


def _x_allows_targets(state: GameState, item: StackItem, x: int) -> bool:
    """Whether targets whose words read X ("with mana value X") have legal choices for this X: X is
    announced before targets are chosen (CR 601.2b-c, 602.2b; 2003: 409.1b-c)."""
    ab = item.ability
    assert isinstance(ab, ActivatedAbility)
    if not any(f.endswith(":x") for s in ab.targets for f in s.filters):
        return True
    specs = tuple(spec_with_x(s, x) for s in ab.targets)
    return targets_available(state, specs, item.controller, item.source,
                             frozenset(colors_of(state, state.objects[item.source])))


def x_decision(state: GameState, item: StackItem) -> Decision | None:
    """An activated ability with {X} in its cost: X is announced (CR 601.2b, 602.2b; 2003: 409.1b),
    answered as ``ChooseNumber(X)``; only values that can be paid are offered."""
    ab = item.ability
    if item.kind != "activated" or not isinstance(ab, ActivatedAbility) or not ab.cost.mana.x \
            or "x_announced" in item.choices:
        return None
    exclude = item.source if ab.cost.tap else None
    source, p = state.objects[item.source], item.controller
    most = MAX_X
    x_group = [s for s in ab.targets if s.relation == "x_count"]  # "Tap X target lands": X different targets
    if x_group:
        most = len(legal_targets(state, x_group[0], p, item.source, frozenset(colors_of(state, source))))
    options = [x for x in range(min(MAX_X, most) + 1)
               if can_pay_mana(state, p, ability_mana_cost(state, p, source, ab, x), exclude)
               and _x_allows_targets(state, item, x)]
    return Decision(DecisionKind.ANNOUNCE_X, item.controller, {"options": options})
