"""P/T that counts (CR 604.3, 613.3; 2003: 418.5a): "… are each equal to the number of …", "gets
+1/+1 for each …", "as long as you control …", damage by hand size; the counting rules the compiler's counts reuse."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from oldframe.rules.atoms.static_entry import chosen_player
from oldframe.rules.atoms.static_kinds import _layer5_colors, _own_statics
from oldframe.rules.characteristics import CDA_PT, PT_MODIFIERS
from oldframe.rules.conditions import CONDITIONS
from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.model.cards import Effect, Ref, StaticAbility
from oldframe.rules.model.static_params import CountedPT, CountSpec, PerCount
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone

# -- P/T from counts: "… are each equal to the number of …", "gets +1/+1 for each …" ----------------------
#: A characteristic-defining P/T (layer 7a, CR 604.3, 613.4a; 2003: 418.5e): ``params`` is a
#: :class:`CountedPT` — which of power and toughness is the count (plus the offsets), and the count
#: (:func:`count`'s ``spec``).
PT_COUNT = "pt_count"
#: "CARDNAME / Enchanted creature gets +N/+M for each …" (layer 7c): ``power``/``toughness`` per
#: unit, ``params`` the count (:class:`PerCount`), ``affected`` self or enchanted.
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


def _passes(state: GameState, o: Obj, filters: Sequence[str], src: Obj, subject: Obj) -> bool:
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
        if kind == "nonmana_ability" and not _has_nonmana_ability(state, o):  # Tsabo's Web (CR 605.1a)
            return False
        if kind in ("kw", "nokw", "nontype", "noncolor") and not _passes_more(state, o, kind, arg, types):
            return False  # "creatures with flying", "nonland permanents" (rules/atoms/untap_groups.py)
    return True


def _passes_more(state: GameState, o: Obj, kind: str, arg: str, types: frozenset[str]) -> bool:
    """"with / without flying" (keywords after layer 6, CR 613.1f), "non<type>" and "non<color>"."""
    from oldframe.rules.characteristics import has_keyword

    if kind == "nontype":
        return arg not in types
    if kind == "noncolor":
        return arg not in _layer5_colors(state, o)
    return has_keyword(state, o, arg) == (kind == "kw")


def _has_nonmana_ability(state: GameState, o: Obj) -> bool:
    """"with an activated ability that isn't a mana ability": its abilities now (CR 605.1a, 613.1f)."""
    from oldframe.rules.land_types import activated_abilities

    return any(not ab.is_mana for ab in activated_abilities(state, o))


def count(state: GameState, spec: CountSpec | str, src: Obj, subject: Obj, you: int | None = None) -> int:
    """The number a count names. ``spec`` is a :class:`CountSpec` (or its text, "zone|scope|filters",
    from a condition or an effect): zone "bf" (permanents; scope
    "you", "opp", "all"), "hand" / "gy" (cards; scope "you", "all"; "type:Creature" on the card) or
    "domain" (basic land types among lands you control: Invasion's Domain). "You" is the source's
    controller (its owner out of play); "other" leaves out the source, and for creatures the creature
    that gets the bonus. ``you`` names another player as "you" (the defending player of "… as long as
    defending player controls an artifact")."""
    if isinstance(spec, str):
        spec = CountSpec.parse(spec)
    zone, scope, filters = spec.zone, spec.scope, spec.filters
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
        cda = st.params
        assert isinstance(cda, CountedPT), f"{PT_COUNT} without its CountedPT"
        n = count(state, cda.count, obj, obj)
        if cda.sets_power:
            p = n + cda.plus_power
        if cda.sets_toughness:
            t = n + cda.plus_toughness
    return p, t


def _per(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    dp = dt = 0
    for st, src in statics:
        if st.kind != PT_PER or st.affected is None:
            continue
        if (st.affected.who == "self" and src.oid == obj.oid) or \
                (st.affected.who == "enchanted" and src.attached_to == obj.oid):
            per = st.params
            assert isinstance(per, PerCount), f"{PT_PER} without its PerCount"
            n = count(state, per.count, src, obj)
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
