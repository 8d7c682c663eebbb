"""Rules for the ``static_rules`` template classes (``cards/compiler/static_rules.py``): blocking
restrictions by power and color (CR 509.1b; 2003: 309.2), conditional statics (CR 611.3b; 2003:
418.3a), prevention from static abilities and Circle-of-Protection shields (CR 615; 2003: 419.7), the
Wards' protection that doesn't remove the Ward (CR 702.16c exception), "as though it weren't blocked"
(CR 510.1c-d; 2003: 310.4b) and the life floor of Ali from Cairo (CR 614.1a; 2003: 419.6a).

Control-changing Auras use ``rulings.apply_control_auras`` (layer 2); Wards and conditional P/T are
applied by ``rules.characteristics`` (kinds ``ward``, ``conditional``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.cards.model import AddMana, CardDef, Effect, Ref, StaticAbility
from oldframe.rules import zones
from oldframe.rules.actions import Action, ChooseColor, ChooseTarget, ChooseType
from oldframe.rules.atoms.choices import DECISIONS
from oldframe.rules.atoms.rulings import CONTROL_ENCHANTED
from oldframe.rules.characteristics import (
    CDA_PT,
    COLOR_WORDS,
    PT_MODIFIERS,
    affects,
    colors_of,
    creature_types,
    is_creature,
    is_type,
    power,
    static_effects,
)
from oldframe.rules.combat import ATTACK_COSTS, ATTACK_RESTRICTIONS, BLOCK_RESTRICTIONS
from oldframe.rules.conditions import CONDITIONS
from oldframe.rules.effects import (
    deal_damage,
    executes,
    resolve_targets,
    source_colors,
)
from oldframe.rules.mana import ZERO, Mana, ManaCost
from oldframe.rules.replacement import Applicable, DamageEvent, choice_possible_when, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

__all__ = ["CONTROL_ENCHANTED"]

#: "Enchanted creature has protection from <color>. This effect doesn't remove CARDNAME." (layer 6).
WARD = "ward"
#: "You may have CARDNAME assign its combat damage as though it weren't blocked."
ASSIGN_AS_UNBLOCKED = "assign_as_unblocked"
#: "CARDNAME can't block creatures with power N or greater." (``power`` = N)
CANT_BLOCK_POWER_GE = "cant_block_power_ge"
#: "CARDNAME can't be blocked by creatures with power N or greater." (``power`` = N)
UNBLOCKABLE_BY_POWER_GE = "unblockable_by_power_ge"
#: "CARDNAME / Enchanted creature can't be blocked by <color> creatures." (``colors``)
UNBLOCKABLE_BY_COLOR = "unblockable_by_color"
#: A continuous P/T effect that applies only while ``condition`` holds (CR 611.3b).
CONDITIONAL = "conditional"
#: Conditions: "an opponent controls a <color> permanent", "<color> is the most common color among
#: all permanents or is tied for most common" (argument: the color letter).
OPPONENT_CONTROLS_COLOR = "opponent_controls_color"
MOST_COMMON_COLOR = "most_common_color"
#: "Prevent all damage that would be dealt to CARDNAME [by creatures]." (``text``: "" or "creatures")
PREVENT_DAMAGE_TO_SELF = "prevent_damage_to_self"
#: "If a [<color>] source would deal damage to you, prevent N of that damage." (``colors``, ``power``)
SPHERE = "sphere"
#: Prismatic Ward: "Prevent all damage that would be dealt to enchanted creature by sources of the chosen
#: color."
PREVENT_ENCHANTED_CHOSEN_COLOR = "prevent_enchanted_chosen_color"
#: The quality of a Circle's source that is "of the chosen color" (Story Circle).
CHOSEN_COLOR_QUALITY = "chosen_color"
#: "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (``power`` = 1)
LIFE_FLOOR = "life_floor"
#: A Circle of Protection shield: ``value`` the chosen source, ``power`` the protected player (or -1
#: for any recipient).
_COP_SHIELD = "cop_shield"


def _own_statics(obj: Obj, kind: str) -> list[StaticAbility]:
    if obj.face_down:
        return []
    return [st for st in obj.card.behaviour.static if st.kind == kind]


def _aura_statics(state: GameState, obj: Obj, kind: str) -> list[StaticAbility]:
    """Statics of ``kind`` of the Auras attached to ``obj`` that affect "enchanted creature"."""
    out = []
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to == obj.oid:
            out += [st for st in _own_statics(aura, kind) if st.affected is not None and st.affected.who == "enchanted"]
    return out


# -- blocking restrictions (CR 509.1b; 2003: 309.2) -----------------------------------------------------
def cant_block_power(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """Brassclaw Orcs: the attacker's power is read as blockers are declared."""
    return all(power(state, attacker) < st.power for st in _own_statics(blocker, CANT_BLOCK_POWER_GE))


def unblockable_by_power(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """Amrou Kithkin, Fleet-Footed Monk."""
    return all(power(state, blocker) < st.power for st in _own_statics(attacker, UNBLOCKABLE_BY_POWER_GE))


def unblockable_by_color(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """Dauthi Horror ("can't be blocked by white creatures"); the Scarabs' "Enchanted creature …"."""
    colors: set[str] = set()
    for st in _own_statics(attacker, UNBLOCKABLE_BY_COLOR):
        if st.affected is not None and st.affected.who == "self":
            colors |= st.colors
    for st in _aura_statics(state, attacker, UNBLOCKABLE_BY_COLOR):
        colors |= st.colors
    return not (colors and colors & colors_of(state, blocker))


for _rule in (cant_block_power, unblockable_by_power, unblockable_by_color):
    if _rule not in BLOCK_RESTRICTIONS:
        BLOCK_RESTRICTIONS.append(_rule)


# -- conditions (CR 611.3b; 2003: 418.3a) --------------------------------------------------------------
def _layer5_colors(state: GameState, obj: Obj) -> frozenset[str]:
    """An object's colors through layer 5 (CR 613.1e) without the static-ability cache, which is
    being built while a condition is checked: copiable colors, unconditional color-setting statics
    (Shifting Sky, "enchanted creature is black") in timestamp order, then resolved color effects."""
    if obj.face_down:
        return frozenset()
    colors = obj.card.colors
    sources = sorted((state.objects[o] for o in state.battlefield), key=lambda o: o.timestamp)
    for src in sources:
        for st in _own_statics(src, "chosen_color_all_nonland"):
            chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == src.oid), "")
            if chosen and not st.condition and "Land" not in obj.card.types:
                colors = frozenset({chosen})
        for st in _own_statics(src, "set_color"):
            if not st.condition and st.affected is not None and st.affected.who == "enchanted" \
                    and src.attached_to == obj.oid:
                colors = st.colors
    for e in state.effects:
        if e.kind == "color" and e.affected == obj.oid:
            colors = frozenset(e.value)
    return colors


def _opponent_controls_color(state: GameState, letter: str, source: Obj) -> bool:
    """The Scarabs: "as long as an opponent controls a <color> permanent"."""
    return any(state.objects[o].controller != source.controller and letter in _layer5_colors(state, state.objects[o])
               for o in state.battlefield)


def _most_common_color(state: GameState, letter: str, source: Obj) -> bool:
    """The Mirage Djinns: a permanent of several colors counts for each (CR 105.2b); ties count."""
    counts = dict.fromkeys(COLOR_WORDS, 0)
    for o in state.battlefield:
        for c in _layer5_colors(state, state.objects[o]):
            counts[c] += 1
    return counts[letter] >= max(counts.values())


CONDITIONS[OPPONENT_CONTROLS_COLOR] = _opponent_controls_color
CONDITIONS[MOST_COMMON_COLOR] = _most_common_color


# -- Wards: protection that doesn't remove the Ward (CR 702.16c; 2003: 502.7) ----------------------------
def ward_exempt(state: GameState, aura: Obj, host: Obj) -> frozenset[str]:
    """Colors ``host`` has protection from only through ``aura``'s own Ward ability: that protection
    doesn't make ``aura`` an illegal attachment (checked by ``rules.sba``)."""
    mine = _ward_keywords(state, aura, host)
    if not mine:
        return frozenset()
    others: set[str] = set() if host.face_down else set(host.card.behaviour.keywords)
    others |= {e.value for e in state.effects if e.kind == "keyword" and e.affected == host.oid}
    for st, src in static_effects(state):
        if src.oid != aura.oid and st.keywords and affects(state, st.affected, src, host):
            others |= st.keywords
        elif src.oid != aura.oid and st.kind == WARD_CHOSEN_COLOR:
            others |= _ward_keywords(state, src, host)
    letters = {letter for letter, word in COLOR_WORDS.items() if f"protection from {word}" in mine - others}
    return frozenset(letters)


def _ward_keywords(state: GameState, aura: Obj, host: Obj) -> set[str]:
    """The protections ``aura``'s Ward abilities give ``host`` (fixed or of the chosen color)."""
    if aura.attached_to != host.oid:
        return set()
    out = {kw for st in _own_statics(aura, WARD) for kw in st.keywords}
    if _own_statics(aura, WARD_CHOSEN_COLOR):
        chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == aura.oid), "")
        if chosen:
            out.add("protection from " + COLOR_WORDS[chosen])
    return out


# -- prevention from static abilities (CR 615.1a; 2003: 419.7) ------------------------------------------
def _is_creature_source(state: GameState, source: int) -> bool:
    obj = state.objects.get(source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return is_creature(state, obj)
    return "Creature" in state.last_known_types.get(source, frozenset())  # last known information


def _is_artifact_source(state: GameState, source: int) -> bool:
    obj = state.objects.get(source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return is_type(state, obj, "artifact")
    return "Artifact" in state.last_known_types.get(source, frozenset())


@damage_effect
def _prevent_static(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Prevention from static abilities (CR 615.1a): "Prevent all damage that would be dealt to
    CARDNAME [by creatures / artifact sources]", Prismatic Ward, and the Spheres (each prevents N of
    each damage event to its controller). None of them is used up."""
    kind, ident = event.target
    source, colors = event.source, event.source_colors
    out: list[Applicable] = []
    if kind == "object":
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            for st in _own_statics(obj, PREVENT_DAMAGE_TO_SELF):
                if not st.text or (st.text == "artifact sources" and _is_artifact_source(state, source)) \
                        or (_is_creature_source(state, source)
                            and (st.text == "creatures" or _is_artifact_source(state, source))):
                    out.append(Applicable(f"static:{ident}", f"{obj.card.name}: prevent that damage", _all))
                    break
            for aura_oid in state.battlefield:  # Prismatic Ward
                aura = state.objects[aura_oid]
                if aura.attached_to == ident and _own_statics(aura, PREVENT_ENCHANTED_CHOSEN_COLOR) \
                        and _chosen_color(state, aura_oid) in colors:
                    out.append(Applicable(f"ward:{aura_oid}", f"{aura.card.name}: prevent that damage", _all))
        return out
    for oid in state.battlefield:  # the Spheres: each prevents N of each damage event
        obj = state.objects[oid]
        if obj.controller != ident:
            continue
        for i, st in enumerate(_own_statics(obj, SPHERE)):
            if not st.colors or st.colors & colors:
                out.append(Applicable(f"sphere:{oid}:{i}", f"{obj.card.name}: prevent {st.power} of that damage",
                                      _prevent_n(st.power)))
    return out


def _all(state: GameState, event: DamageEvent) -> DamageEvent:
    return event.prevent()


def _prevent_n(n: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    return lambda state, event: event.prevent(n)


@damage_effect
def _prevent_shield(state: GameState, event: DamageEvent) -> list[Applicable]:
    """A Circle of Protection shield on the damage's source is used up by the next damage it would
    deal (to the protected player, or to anything for the Pilgrims): one effect that uses itself up,
    so with another effect applying the affected player chooses the order (CR 616.1)."""
    out = []
    for e in state.effects:
        if e.kind == _COP_SHIELD and e.value == str(event.source) \
                and (e.power == -1 or event.target == ("player", e.power)):
            out.append(Applicable(f"cop:{e.timestamp}", f"prevent the chosen source's damage (shield #{e.timestamp})",
                                  _use_cop_shield(e.timestamp), uses_up=True))
    return out


def _use_cop_shield(timestamp: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def use(state: GameState, event: DamageEvent) -> DamageEvent:
        for e in state.effects:
            if e.kind == _COP_SHIELD and e.timestamp == timestamp:
                state.effects.remove(e)
                zones.emit(state, "damage_prevented", event.source, event.target[0], event.target[1], event.amount)
                return event.prevent()
        return event
    return use


@choice_possible_when
def _uses_up_possible(state: GameState) -> bool:
    """Circle shields and Phantoms use themselves up: with them an order can matter (CR 616.1)."""
    return any(e.kind == _COP_SHIELD for e in state.effects) or any(
        _own_statics(state.objects[o], PHANTOM) for o in state.battlefield)


# -- life floor (CR 614.1a; 2003: 419.6a) ---------------------------------------------------------------
def has_life_floor(state: GameState, player: int) -> bool:
    """Ali from Cairo, Sustaining Spirit: a permanent ``player`` controls keeps their life at 1."""
    return any(state.objects[o].controller == player and _own_statics(state.objects[o], LIFE_FLOOR)
               for o in state.battlefield)


# -- "as though it weren't blocked" (CR 510.1c-d; 2003: 310.4b) -----------------------------------------
def assigns_as_unblocked(obj: Obj) -> bool:
    return bool(_own_statics(obj, ASSIGN_AS_UNBLOCKED))


# -- Circles of Protection (CR 615.1a, 609.7a; 2003: 419.7) ---------------------------------------------
@dataclass(frozen=True, slots=True)
class PreventNextFromChosenSource(Effect):
    """"The next time a <quality> source of your choice would deal damage [to you] this turn, prevent
    that damage." The source is chosen as the ability resolves, among permanents and spells with the
    quality then (``quality``: alternatives, ``TargetSpec.filters`` words "color:R", "type:artifact");
    a later change of color doesn't matter. ``to_you``: only damage to the ability's controller."""

    quality: tuple[str, ...]
    to_you: bool = True


def _has_quality(state: GameState, obj: Obj, quality: tuple[str, ...]) -> bool:
    for q in quality:
        kind, _, arg = q.partition(":")
        if kind == "color" and arg in colors_of(state, obj):
            return True
        if kind == "type" and is_type(state, obj, arg):
            return True
    return False


def _chosen_color(state: GameState, oid: int) -> str:
    return next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == oid), "") or "-"


def source_options(state: GameState, quality: tuple[str, ...], source: int = 0) -> list[int]:
    """Sources a player can choose (CR 609.7a): permanents, spells on the stack, and the sources of
    abilities on the stack even if they have left play (by last known information), with the quality
    ("of the chosen color": the color chosen as ``source`` came into play; none if it left play)."""
    if quality == (CHOSEN_COLOR_QUALITY,):
        quality = (f"color:{_chosen_color(state, source)}",)
    spells = [it.oid for it in state.stack if it.kind == "spell" and it.oid in state.objects]
    out = [o for o in [*state.battlefield, *spells] if _has_quality(state, state.objects[o], quality)]
    for it in state.stack:
        if it.kind not in ("activated", "triggered") or it.source in out or it.source in state.objects:
            continue
        colors = set(it.choices.get("source_colors", ()))
        types = state.last_known_types.get(it.source, frozenset())
        if any((q.startswith("color:") and q[6:] in colors) or (q.startswith("type:") and q[5:].capitalize() in types)
               for q in quality):
            out.append(it.source)
    return out


@executes(PreventNextFromChosenSource)
def _cop(state: GameState, item: StackItem, eff: PreventNextFromChosenSource) -> Decision | None:
    if "cop_source" not in item.choices:
        options = source_options(state, eff.quality, item.source)
        if not options:
            return None
        return Decision("pick", item.controller, {"key": "cop_source", "options": options})
    chosen = item.choices["cop_source"]
    if chosen is None:
        return None
    state.effects.append(ContinuousEffect(_COP_SHIELD, -1 - item.controller, state.new_timestamp(), "end_of_turn",
                                          power=item.controller if eff.to_you else -1, value=str(chosen)))
    return None


# -- cost increases and reductions (CR 601.2f; 2003: 409.1f) --------------------------------------------
#: "<Color> spells you cast cost {B} more to cast." (the Leeches), "Red spells cost {2} more to cast."
#: (Chill): ``text`` is "mana;caster;groups" — the mana added; whose spells ("you", "opp", "all"); the
#: spells named, "/"-separated alternatives each a ","-joined conjunction of "color:R", "type:Creature",
#: "nontype:Creature", "sub:Goblin" ("+" between alternative types: "artifact and enchantment spells").
SPELL_COST_MORE = "spell_cost_more"
#: "<Quality> spells you cast cost {1} less to cast." (the Medallions, Goblin Warchief): ``power`` the
#: generic mana taken off (it reduces only generic mana, never below zero); ``text`` ";caster;groups".
SPELL_COST_LESS = "spell_cost_less"


def _names_spell(st: StaticAbility, card: CardDef, face_down: bool, caster: int, controller: int) -> bool:
    _mana, whose, groups = st.text.split(";")
    if (whose == "you" and caster != controller) or (whose == "opp" and caster == controller):
        return False
    colors = frozenset() if face_down else card.colors  # a face-down spell is a colorless creature (CR 708.2)
    types = frozenset({"Creature"}) if face_down else card.types
    subtypes = () if face_down else card.subtypes

    def part_holds(part: str) -> bool:
        if part.startswith("color:"):
            return part[6:] in colors
        if part.startswith("sub:"):
            return part[4:] in subtypes
        return any((t[5:] in types) if t.startswith("type:") else (t[8:] not in types) for t in part.split("+"))

    return any(all(part_holds(p) for p in group.split(",") if p) for group in groups.split("/"))


def spell_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool = False) -> ManaCost:
    """The total cost of casting ``card`` (its mana cost or an alternative cost, X included): the base
    plus every increase, then minus every reduction, from permanents in play (CR 601.2f;
    2003: 409.1f: increases and reductions are applied, then the total is locked in)."""
    more: list[ManaCost] = []
    less = 0
    for oid in state.battlefield:
        src = state.objects[oid]
        for st in _own_statics(src, SPELL_COST_MORE):
            if _names_spell(st, card, face_down, player, src.controller):
                more.append(ManaCost.parse(st.text.split(";")[0]))
        for st in _own_statics(src, SPELL_COST_LESS):
            if _names_spell(st, card, face_down, player, src.controller):
                less += st.power
    if not more and not less:
        return base
    colored = list(base.colored)
    generic = base.generic
    for m in more:
        colored = [a + b for a, b in zip(colored, m.colored, strict=True)]
        generic += m.generic
    generic = max(0, generic - less)
    return ManaCost((colored[0], colored[1], colored[2], colored[3], colored[4], colored[5]), generic, base.x)


# -- "As CARDNAME enters the battlefield, choose a color / a creature type." (CR 614.12; 2003: 410.10e) --
#: A Ward with a chosen color: "Enchanted creature has protection from the chosen color. This effect
#: doesn't remove CARDNAME." (layer 6 in ``rules.characteristics``).
WARD_CHOSEN_COLOR = "ward_chosen_color"
_ENTRY = {"enters_choose_color": "chosen_color", "enters_choose_type": "chosen_type",
          "enters_choose_opponent": "chosen_player", "enters_opponent_chooses_type": "chosen_type"}
#: "As CARDNAME enters the battlefield, choose an opponent." (the marker's ``power`` is the player)
ENTERS_CHOOSE_OPPONENT = "enters_choose_opponent"


def _has_marker(state: GameState, oid: int, kind: str) -> bool:
    return any(e.kind == kind and e.affected == oid for e in state.effects)


def entry_choice_due(state: GameState) -> Decision | None:
    """A permanent that came into play as a card with an "as it comes into play, choose …" ability
    without the choice made (put into play by an effect, not by its spell resolving, which chooses in
    ``rules.resolve``) asks its controller now, before anything else happens. Only the card it came
    into play as counts: one that becomes a copy later never chooses (2003: 503.7)."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down:
            continue
        for st in obj.printed.behaviour.static:
            marker = _ENTRY.get(st.kind)
            if marker is not None and not _has_marker(state, oid, marker) and st in obj.card.behaviour.static:
                if marker == "chosen_player":
                    options = [p for p in state.opponents(obj.controller) if not state.players[p].lost]
                    if len(options) == 1:  # nothing to decide: the only opponent
                        _record_player(state, oid, options[0])
                        continue
                    return Decision("entry_choice", obj.controller, {"oid": oid, "what": marker,
                                                                    "options": options})
                if st.kind == "enters_opponent_chooses_type":  # "an opponent chooses a creature type"
                    from oldframe.rules.atoms.choices import choosing_opponent

                    return Decision("entry_choice", choosing_opponent(state, obj.controller),
                                    {"oid": oid, "what": marker})
                return Decision("entry_choice", obj.controller, {"oid": oid, "what": marker})
    return None


def _record_player(state: GameState, oid: int, player: int) -> None:
    state.effects.append(ContinuousEffect("chosen_player", oid, state.new_timestamp(), "while_there", power=player,
                                          value=str(player)))
    zones.emit(state, "choose_player", state.objects[oid].controller, player)


def chosen_player(state: GameState, oid: int) -> int | None:
    """The opponent chosen as ``oid`` came into play, if any."""
    return next((e.power for e in state.effects if e.kind == "chosen_player" and e.affected == oid), None)


def _entry_legal(state: GameState, d: Decision) -> list[Action]:
    from oldframe.rules.effects import all_creature_types

    if d.data["what"] == "chosen_player":
        return [ChooseTarget(("player", p)) for p in d.data["options"]]
    if d.data["what"] == "chosen_color":
        return [ChooseColor(c) for c in COLOR_WORDS]
    return [ChooseType(t) for t in all_creature_types(state)]


def _entry_answer(state: GameState, d: Decision, action: Action) -> bool:
    if isinstance(action, ChooseTarget) and d.data["what"] == "chosen_player":
        state.decision = None
        _record_player(state, int(d.data["oid"]), action.target[1])
        return True
    if not isinstance(action, ChooseColor | ChooseType):
        return False
    value = action.name
    state.decision = None
    oid = int(d.data["oid"])
    state.effects.append(ContinuousEffect(str(d.data["what"]), oid, state.new_timestamp(), "while_there", value=value))
    zones.emit(state, "choose_color" if isinstance(action, ChooseColor) else "choose_type", d.player, value)
    return True


DECISIONS["entry_choice"] = (_entry_legal, _entry_answer)


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor(AddMana):
    """"Add one mana of the chosen color." (Sol Grail, Quirion Elves): a mana ability (CR 605.1a)
    adding one mana of the color chosen as the permanent came into play; none if no color was chosen
    (a copy that never chose, 2003: 503.7). ``casting._mana_of`` reads it for payments."""


def chosen_color_mana(state: GameState, source: int) -> Mana:
    chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == source), "")
    if not chosen:
        return ZERO
    out = [0] * 6
    out["WUBRG".index(chosen)] = 1
    return (out[0], out[1], out[2], out[3], out[4], out[5])


@executes(AddManaOfChosenColor)
def _add_chosen(state: GameState, item: StackItem, eff: AddManaOfChosenColor) -> Decision | None:
    mana = chosen_color_mana(state, item.source)
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += mana[i]
    if any(mana):
        zones.emit(state, "mana", item.controller, mana)
    return None


# -- more blocking and attacking rules (CR 509.1b, 508.1c; 2003: 309.2, 308.2a) ---------------------------
#: "Creatures with islandwalk can be blocked as though they didn't have islandwalk." (``text``: land type)
LANDWALK_IGNORED = "landwalk_ignored"
#: "CARDNAME can block creatures with shadow as though CARDNAME had shadow." (``rules.evasion.shadow``)
BLOCKS_AS_THOUGH_SHADOW = "blocks_as_though_shadow"
#: "Each creature you control can't be blocked by more than one creature." (Familiar Ground)
TEAM_BLOCKED_BY_ONE = "team_blocked_by_one"
#: "CARDNAME can't attack if defending player controls an untapped creature with power N or greater"
#: (``power`` N, ``text`` "greater") / "… N or less" (``text`` "less").
CANT_ATTACK_IF_UNTAPPED_POWER = "cant_attack_if_untapped_power"
#: "You have shroud." (CR 702.18; 2003: 502.24)
PLAYER_SHROUD = "player_shroud"
#: "CARDNAME can't be the target of white spells or abilities from white sources." (``colors``)
UNTARGETABLE_BY_COLOR = "untargetable_by_color"
#: "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from CARDNAME."
PHANTOM = "phantom_prevention"


def _controlled(state: GameState, player: int, kind: str) -> bool:
    return any(state.objects[o].controller == player and _own_statics(state.objects[o], kind)
               for o in state.battlefield)


def landwalk_ignored(state: GameState, walk: str) -> bool:
    """Undertow, Gosta Dirk: such landwalk doesn't stop blocks while one of them is in play."""
    return any(st.text.lower() == walk for o in state.battlefield
               for st in _own_statics(state.objects[o], LANDWALK_IGNORED))


def team_blocked_by_one(state: GameState, attacker: Obj) -> bool:
    return _controlled(state, attacker.controller, TEAM_BLOCKED_BY_ONE)


def player_has_shroud(state: GameState, player: int) -> bool:
    """Ivory Mask, True Believer: the player can't be the target of spells or abilities."""
    return _controlled(state, player, PLAYER_SHROUD)


def untargetable_colors(obj: Obj) -> frozenset[str]:
    """Suq'Ata Firewalker, the Informers: colors of spells and ability sources that can't target it
    (like protection's targeting part, CR 702.16b; read from the source's colors)."""
    out: frozenset[str] = frozenset()
    for st in _own_statics(obj, UNTARGETABLE_BY_COLOR):
        out |= st.colors
    return out


def cant_attack_if_untapped_power(state: GameState, attacker: Obj, defender: int) -> bool:
    """Orgg, Goblin Mutant, Mogg Jailer: looked at as attackers are declared."""
    for st in _own_statics(attacker, CANT_ATTACK_IF_UNTAPPED_POWER):
        for o in state.battlefield:
            obj = state.objects[o]
            if obj.controller != defender or obj.tapped or not is_creature(state, obj):
                continue
            p = power(state, obj)
            if (st.text == "greater" and p >= st.power) or (st.text == "less" and p <= st.power):
                return False
    return True


if cant_attack_if_untapped_power not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(cant_attack_if_untapped_power)


@damage_effect
def _prevent_phantom(state: GameState, event: DamageEvent) -> list[Applicable]:
    """The Judgment Phantoms (CR 615.1a; Judgment FAQ): the damage is prevented and a +1/+1 counter
    removed — one counter for damage dealt at the same time by several sources (combat damage). It
    changes the Phantom, so with a shield also applying its controller picks the order (CR 616.1)."""
    kind, ident = event.target
    obj = state.objects.get(ident) if kind == "object" else None
    if obj is None or obj.zone != Zone.BATTLEFIELD or not _own_statics(obj, PHANTOM):
        return []
    return [Applicable(f"phantom:{ident}", f"{obj.card.name}: prevent that damage, remove a +1/+1 counter",
                       _phantom_applies, uses_up=True)]


def _phantom_applies(state: GameState, event: DamageEvent) -> DamageEvent:
    ident = event.target[1]
    obj = state.objects[ident]
    batch = f"combat:{state.turn}:{int(state.step)}" if event.combat else ""
    if batch and any(e.kind == "_phantom_hit" and e.affected == ident and e.value == batch for e in state.effects):
        return event.prevent()
    if batch:
        state.effects.append(ContinuousEffect("_phantom_hit", ident, state.new_timestamp(), "end_of_turn", value=batch))
    if obj.counters and obj.counters.get("+1/+1", 0) > 0:
        obj.counters["+1/+1"] -= 1
        state.version += 1
        zones.emit(state, "counter_removed", ident, "+1/+1")
    return event.prevent()


# -- P/T from counts: "… are each equal to the number of …", "gets +1/+1 for each …" ----------------------
#: A characteristic-defining P/T (layer 7a, CR 604.3, 613.4a; 2003: 418.5e): ``text`` is
#: "which:plus_p:plus_t:spec" — which of power ("P"), toughness ("T") or both ("PT") is the count
#: (plus the offsets); the count is :func:`count`'s ``spec``.
PT_COUNT = "pt_count"
#: "CARDNAME / Enchanted creature gets +N/+M for each …" (layer 7c): ``power``/``toughness`` per
#: unit, ``text`` the count spec, ``affected`` self or enchanted.
PT_PER = "pt_per"
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _plain_types(state: GameState, obj: Obj) -> tuple[frozenset[str], tuple[str, ...]]:
    """Card types and subtypes through layer 4 (CR 613.1d) from the card and resolved effects only —
    no static abilities, so a count never reads characteristics that depend on counts."""
    if obj.face_down:
        return frozenset({"Creature"}), ()
    types, subtypes = obj.card.types, obj.card.subtypes
    for e in state.effects:
        if e.affected == obj.oid and e.kind == "add_types":
            types = types | frozenset(e.value.split(","))
        elif e.affected == obj.oid and e.kind == "creature_type":
            subtypes = (e.value,)  # as ``rules.characteristics`` does
    return types, subtypes


def _passes(state: GameState, o: Obj, filters: list[str], src: Obj, subject: Obj) -> bool:
    types, subtypes = _plain_types(state, o)
    for f in filters:
        kind, _, arg = f.partition(":")
        if kind == "type" and arg not in types:
            return False
        if kind == "sub" and arg not in subtypes:
            return False
        if kind == "color" and arg not in _layer5_colors(state, o):
            return False
        if kind == "super" and (o.face_down or arg not in o.card.supertypes):
            return False
        if kind == "nonbasic" and not o.face_down and "Basic" in o.card.supertypes:
            return False
        if kind == "other" and (o.oid == src.oid or (o.oid == subject.oid and "type:Creature" in filters)):
            return False  # "each other creature you control" (Bravado): other than the enchanted creature
        if kind == "tapped" and not o.tapped:
            return False
        if kind == "untapped" and o.tapped:
            return False
        if kind == "named" and (o.face_down or o.card.name != src.card.name):
            return False
        if kind == "attached" and o.attached_to != subject.oid:
            return False
        if kind == "nontoken" and o.is_token:
            return False
    return True


def count(state: GameState, spec: str, src: Obj, subject: Obj, you: int | None = None) -> int:
    """The number a count names. ``spec`` is "zone|scope|filters": zone "bf" (permanents; scope
    "you", "opp", "all"), "hand" / "gy" (cards; scope "you", "all"; "type:Creature" on the card) or
    "domain" (basic land types among lands you control: Invasion's Domain). "You" is the source's
    controller (its owner out of play); "other" leaves out the source, and for creatures the creature
    that gets the bonus. ``you`` names another player as "you" (the defending player of "… as long as
    defending player controls an artifact")."""
    zone, scope, rest = spec.split("|")
    filters = [f for f in rest.split(",") if f]
    me = src.controller if src.zone == Zone.BATTLEFIELD else src.owner
    if you is not None:
        me = you
    if scope == "chosen":  # "the chosen player" (Entropic Specter): nobody before a choice is made
        chosen = chosen_player(state, src.oid)
        if chosen is None:
            return 0
        me, scope = chosen, "you"
    if zone in ("hand", "gy"):
        players = [state.players[me]] if scope == "you" else state.players
        cards = [state.objects[o].card for p in players for o in (p.hand if zone == "hand" else p.graveyard)]
        return sum(1 for c in cards if all(f[5:] in c.types for f in filters if f.startswith("type:"))
                   and all(f[6:] in c.colors for f in filters if f.startswith("color:")))
    if zone == "domain":
        found = {s for o in state.battlefield if state.objects[o].controller == me
                 for s in _plain_types(state, state.objects[o])[1] if s in BASIC_LAND_TYPES
                 and "Land" in _plain_types(state, state.objects[o])[0]}
        return len(found)
    n = 0
    for oid in state.battlefield:
        o = state.objects[oid]
        if (scope == "you" and o.controller != me) or (scope == "opp" and o.controller == me):
            continue
        if _passes(state, o, filters, src, subject):
            n += 1
    return n


def _cda(state: GameState, obj: Obj, p: int, t: int, statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    """A characteristic-defining ability works in every zone (CR 604.3; 2003: 418.5e-ish): in play it
    comes with the static effects (so "loses all abilities" removes it), elsewhere from the card."""
    if obj.zone == Zone.BATTLEFIELD:
        mine = [st for st, src in statics if st.kind == PT_COUNT and src.oid == obj.oid]
    else:
        mine = _own_statics(obj, PT_COUNT)
    for st in mine:
        which, plus_p, plus_t, spec = st.text.split(":", 3)
        n = count(state, spec, obj, obj)
        if "P" in which:
            p = n + int(plus_p)
        if "T" in which:
            t = n + int(plus_t)
    return p, t


def _per(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    dp = dt = 0
    for st, src in statics:
        if st.kind != PT_PER or st.affected is None:
            continue
        if (st.affected.who == "self" and src.oid == obj.oid) or \
                (st.affected.who == "enchanted" and src.attached_to == obj.oid):
            n = count(state, st.text, src, obj)
            dp += st.power * n
            dt += st.toughness * n
    return dp, dt


if _cda not in CDA_PT:
    CDA_PT.append(_cda)
if _per not in PT_MODIFIERS:
    PT_MODIFIERS.append(_per)


@dataclass(frozen=True, slots=True)
class DamageByHandSize(Effect):
    """"CARDNAME deals X damage to that player, where X is the number of cards in their hand minus 4"
    (Black Vise: ``base`` -4, ``per_card`` 1) / "… where X is 3 minus the number of cards in their hand"
    (The Rack: 3, -1). X is counted as the ability resolves; below zero it is zero (CR 107.1b)."""

    to: Ref
    base: int
    per_card: int


@executes(DamageByHandSize)
def _hand_damage(state: GameState, item: StackItem, eff: DamageByHandSize) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.to):
        if kind != "player":
            continue
        x = eff.base + eff.per_card * len(state.players[ident].hand)
        if x > 0:
            deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", ident), x)
    return None


# -- maximum hand size (CR 402.2, 514.1; 2003: 314.1) -----------------------------------------------------
#: "You have no maximum hand size." (Spellbook)
NO_MAX_HAND_SIZE = "no_max_hand_size"
#: "The chosen player's maximum hand size is four." (Cursed Rack: ``power`` 4)
CHOSEN_HAND_SIZE = "chosen_player_hand_size"
#: "Your maximum hand size is reduced by three." (Thought Eater: ``power`` 3)
HAND_SIZE_REDUCED = "hand_size_reduced"


def max_hand_size(state: GameState, player: int, base: int) -> int | None:
    """The player's maximum hand size (None: no maximum): the effects apply in timestamp order."""
    limit: int | None = base
    for src in sorted((state.objects[o] for o in state.battlefield), key=lambda o: o.timestamp):
        for st in src.card.behaviour.static if not src.face_down else ():
            if st.kind == NO_MAX_HAND_SIZE and src.controller == player:
                limit = None
            elif st.kind == CHOSEN_HAND_SIZE and chosen_player(state, src.oid) == player:
                limit = st.power
            elif st.kind == HAND_SIZE_REDUCED and src.controller == player and limit is not None:
                limit = max(0, limit - st.power)
    return limit


# -- "CARDNAME gets +N/+N as long as you control a Swamp / you control no untapped lands / …" ------------
#: Condition: the permanent itself is untapped (Giant Tortoise).
SELF_UNTAPPED = "self_untapped"


def _count_condition(state: GameState, spec: str, source: Obj) -> bool:
    return count(state, spec, source, source) > 0


def _no_count_condition(state: GameState, spec: str, source: Obj) -> bool:
    return count(state, spec, source, source) == 0


CONDITIONS["count"] = _count_condition
CONDITIONS["nocount"] = _no_count_condition
CONDITIONS[SELF_UNTAPPED] = lambda state, _arg, source: not source.tapped


# -- more untap, block and evasion rules ------------------------------------------------------------------
#: "Creatures with power 3 or greater don't untap during their controllers' untap steps." (Meekstone;
#: CR 502.3; ``power`` 3)
NO_UNTAP_POWER_GE = "no_untap_power_ge"
#: "CARDNAME can't be blocked except by creatures with flying." (Treetop Rangers; CR 509.1b)
BLOCKED_ONLY_BY_FLYERS = "blocked_only_by_flyers"


def untap_prevented_by_power(state: GameState, obj: Obj) -> bool:
    """Meekstone, Marble Titan: the creature's power is read as the untap step untaps; Back to
    Basics: nonbasic lands."""
    for o in state.battlefield:
        src = state.objects[o]
        for st in _own_statics(src, NO_UNTAP_FILTER):
            if st.text == "chosen_type":  # An-Zerrin Ruins
                chosen = next((e.value for e in state.effects if e.kind == "chosen_type" and e.affected == o), None)
                if chosen is not None and is_creature(state, obj) and chosen in creature_types(state, obj):
                    return True
            elif _passes(state, obj, st.text.split(","), src, obj):
                return True
    limits = [st.power for o in state.battlefield for st in _own_statics(state.objects[o], NO_UNTAP_POWER_GE)]
    return bool(limits) and is_creature(state, obj) and power(state, obj) >= min(limits)


def blocked_only_by_flyers(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    from oldframe.rules.characteristics import has_keyword

    return not _own_statics(attacker, BLOCKED_ONLY_BY_FLYERS) or has_keyword(state, blocker, "flying")


if blocked_only_by_flyers not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(blocked_only_by_flyers)


# -- attacking, blocking and evasion that depend on the position (CR 508.1c, 509.1b) ----------------------
#: "CARDNAME can't attack if defending player controls an untapped land." (``text`` "def_count:SPEC") /
#: "… can't attack unless you control more creatures than defending player." (``text`` "fewer_creatures")
CANT_ATTACK_WHEN = "cant_attack_when"
#: "CARDNAME can't block if you control an untapped land." ("you_count:SPEC") / "… can't block unless
#: you control more creatures than attacking player." ("fewer_creatures")
CANT_BLOCK_WHEN = "cant_block_when"
#: "CARDNAME can't be blocked as long as defending player controls an artifact." ("def_count:SPEC") /
#: "… as long as it's enchanted." ("enchanted"); "Enchanted creature can't be blocked." (an Aura's, "")
UNBLOCKABLE_WHEN = "unblockable_when"
ENCHANTED_SPEC = "bf|all|sub:Aura,attached"
_CREATURES = "bf|you|type:Creature"


def _when(state: GameState, cond: str, obj: Obj, other: int) -> bool:
    """``cond`` for ``obj`` against player ``other`` (the defending or attacking player)."""
    kind, _, spec = cond.partition(":")
    if kind == "def_count":
        return count(state, spec, obj, obj, you=other) > 0
    if kind == "you_count":
        return count(state, spec, obj, obj) > 0
    if kind == "fewer_creatures":
        return count(state, _CREATURES, obj, obj) <= count(state, _CREATURES, obj, obj, you=other)
    if kind == "fewer":  # "unless you control more lands than defending player" (Monstrous Hound)
        return count(state, spec, obj, obj) <= count(state, spec, obj, obj, you=other)
    if kind == "enchanted":
        return count(state, ENCHANTED_SPEC, obj, obj) > 0
    if kind == "":
        return True
    raise ValueError(f"unknown condition {cond!r}")


def cant_attack_when(state: GameState, attacker: Obj, defender: int) -> bool:
    return not any(_when(state, st.text, attacker, defender) for st in _own_statics(attacker, CANT_ATTACK_WHEN))


def cant_block_when(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    return not any(_when(state, st.text, blocker, attacker.controller)
                   for st in _own_statics(blocker, CANT_BLOCK_WHEN))


def unblockable_when(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    own = any(_when(state, st.text, attacker, blocker.controller) for st in _own_statics(attacker, UNBLOCKABLE_WHEN)
              if st.affected is None or st.affected.who == "self")
    return not (own or _aura_statics(state, attacker, UNBLOCKABLE_WHEN))


if cant_attack_when not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(cant_attack_when)
for _block_rule in (cant_block_when, unblockable_when):
    if _block_rule not in BLOCK_RESTRICTIONS:
        BLOCK_RESTRICTIONS.append(_block_rule)


#: "CARDNAME can't be blocked by artifact creatures." (Argothian Pixies)
UNBLOCKABLE_BY_ARTIFACT_CREATURES = "unblockable_by_artifact_creatures"
#: "Nonbasic lands don't untap during their controllers' untap steps." (Back to Basics: ``text`` the
#: filters, as in :func:`count`)
NO_UNTAP_FILTER = "no_untap_filter"
#: A condition that only first strike uses (``characteristics.has_keyword``): "as long as it's attacking".
SELF_ATTACKING = "self_attacking"


def unblockable_by_artifact_creatures(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    from oldframe.rules.characteristics import types_of

    return not (_own_statics(attacker, UNBLOCKABLE_BY_ARTIFACT_CREATURES) and "Artifact" in types_of(state, blocker))


if unblockable_by_artifact_creatures not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(unblockable_by_artifact_creatures)


# -- land drops (CR 305.2a; 2003: 305.4) -----------------------------------------------------------------
#: "You may play an additional land on each of your turns." (Exploration)
ADDITIONAL_LAND = "additional_land"


def land_drops(state: GameState, player: int) -> int:
    """Lands ``player`` may play this turn: one, plus one for each such static ability they control."""
    return 1 + sum(len(_own_statics(state.objects[o], ADDITIONAL_LAND)) for o in state.battlefield
                   if state.objects[o].controller == player)


#: "As long as CARDNAME is in your graveyard and you control a Mountain, creatures you control have
#: haste." (Anger; Judgment's Incarnations): a static ability that works only in the graveyard
#: (CR 113.6b; ``rules.characteristics.static_effects``); ``condition`` the count.
GRAVEYARD_CONTINUOUS = "graveyard_continuous"


#: "Creatures can't block." (Bedlam; CR 509.1b)
CREATURES_CANT_BLOCK = "creatures_cant_block"


def creatures_cant_block(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    return not any(_own_statics(state.objects[o], CREATURES_CANT_BLOCK) for o in state.battlefield)


if creatures_cant_block not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(creatures_cant_block)


# -- attack taxes (CR 508.1d-h; 2003: 308.2) ----------------------------------------------------------------
#: "Creatures can't attack you unless their controller pays {2} for each creature they control that's
#: attacking you." (Propaganda: ``power`` 2; Collective Restraint: ``text`` "domain", X = its Domain count)
ATTACK_TAX = "attack_tax"


def attack_tax(state: GameState, defender: int) -> int:
    """The generic mana to pay for each creature attacking ``defender``."""
    total = 0
    for o in state.battlefield:
        src = state.objects[o]
        if src.controller != defender:
            continue
        for st in _own_statics(src, ATTACK_TAX):
            total += count(state, "domain|you|", src, src) if st.text == "domain" else st.power
    return total


def can_pay_attack_tax(state: GameState, attacker: Obj, defender: int) -> bool:
    """An attacker is declared only if its controller can pay the tax then, without tapping the
    attacker itself for mana."""
    from oldframe.rules.casting import can_pay_mana

    tax = attack_tax(state, defender)
    return tax == 0 or can_pay_mana(state, attacker.controller, ManaCost(generic=tax), exclude=attacker.oid)


def pay_attack_tax(state: GameState, attacker: int, defender: int) -> None:
    from oldframe.rules.casting import _apply_payment, mana_sources
    from oldframe.rules.mana import solve_payment

    tax = attack_tax(state, defender)
    if tax == 0:
        return
    player = state.objects[attacker].controller
    cost = ManaCost(generic=tax)
    pay = solve_payment(cost, state.players[player].pool, mana_sources(state, player, exclude=attacker))
    assert pay is not None, "the tax was checked before the attacker was offered"
    _apply_payment(state, player, pay, cost)


if can_pay_attack_tax not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(can_pay_attack_tax)
if pay_attack_tax not in ATTACK_COSTS:
    ATTACK_COSTS.append(pay_attack_tax)


#: "Enchanted creature has shroud as long as it's untapped." (Spectral Cloak): the enchanted creature.
ENCHANTED_UNTAPPED = "enchanted_untapped"


def _enchanted_untapped(state: GameState, _arg: str, source: Obj) -> bool:
    host = state.objects.get(source.attached_to) if source.attached_to is not None else None
    return host is not None and not host.tapped


CONDITIONS[ENCHANTED_UNTAPPED] = _enchanted_untapped

#: "Creatures of the chosen color without flying can't attack you." (Teferi's Moat; CR 508.1c)
CANT_ATTACK_YOU_CHOSEN_COLOR = "cant_attack_you_chosen_color"


def moat(state: GameState, attacker: Obj, defender: int) -> bool:
    from oldframe.rules.characteristics import has_keyword

    for o in state.battlefield:
        src = state.objects[o]
        if src.controller != defender or not _own_statics(src, CANT_ATTACK_YOU_CHOSEN_COLOR):
            continue
        chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == o), "")
        if chosen and chosen in colors_of(state, attacker) and not has_keyword(state, attacker, "flying"):
            return False
    return True


if moat not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(moat)
