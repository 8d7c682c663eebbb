"""Attacking and blocking rules from static abilities (CR 508.1c-h, 509.1b, 510.1c-d; 2003: 308.2,
309.2, 310.4b): restrictions by power, color and position, attack taxes, shroud and untap rules."""

from __future__ import annotations

from oldframe.rules.atoms.static_counts import _passes, count
from oldframe.rules.atoms.static_kinds import (
    ASSIGN_AS_UNBLOCKED,
    CANT_BLOCK_POWER_GE,
    UNBLOCKABLE_BY_COLOR,
    UNBLOCKABLE_BY_POWER_GE,
    _aura_statics,
    _own_statics,
)
from oldframe.rules.casting import _apply_payment, can_pay_mana, mana_sources
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_creature, power, types_of
from oldframe.rules.combat import ATTACK_COSTS, ATTACK_RESTRICTIONS, BLOCK_RESTRICTIONS
from oldframe.rules.conditions import CONDITIONS
from oldframe.rules.mana import ManaCost, solve_payment
from oldframe.rules.model.static_params import (
    CombatCondition,
    CountSpec,
    DomainAmount,
    PermanentFilter,
    StaticParams,
)
from oldframe.rules.state import GameState, Obj


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


# -- "as though it weren't blocked" (CR 510.1c-d; 2003: 310.4b) -----------------------------------------
def assigns_as_unblocked(obj: Obj) -> bool:
    return bool(_own_statics(obj, ASSIGN_AS_UNBLOCKED))


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
    objects = state.objects
    for o in state.battlefield:
        obj = objects[o]
        if obj.controller == player and obj.card.behaviour.static and _own_statics(obj, kind):
            return True
    return False


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


# -- more untap, block and evasion rules ------------------------------------------------------------------
#: "Creatures with power 3 or greater don't untap during their controllers' untap steps." (Meekstone;
#: CR 502.3; ``power`` 3)
NO_UNTAP_POWER_GE = "no_untap_power_ge"
#: "CARDNAME can't be blocked except by creatures with flying." (Treetop Rangers; CR 509.1b)
BLOCKED_ONLY_BY_FLYERS = "blocked_only_by_flyers"
#: "Creatures with power N or less don't untap during their controllers' untap steps." (``power`` = N)
NO_UNTAP_POWER_LE = "no_untap_power_le"


def untap_prevented_by_power(state: GameState, obj: Obj) -> bool:
    """Meekstone, Marble Titan: the creature's power is read as the untap step untaps; Back to
    Basics: nonbasic lands."""
    for o in state.battlefield:
        src = state.objects[o]
        for st in _own_statics(src, NO_UNTAP_FILTER):
            which = st.params
            assert isinstance(which, PermanentFilter), f"{NO_UNTAP_FILTER} without its PermanentFilter"
            if which.chosen_type:  # An-Zerrin Ruins
                chosen = next((e.value for e in state.effects if e.kind == "chosen_type" and e.affected == o), None)
                if chosen is not None and is_creature(state, obj) and chosen in creature_types(state, obj):
                    return True
            elif _passes(state, obj, list(which.filters), src, obj):
                return True
    limits = [st.power for o in state.battlefield for st in _own_statics(state.objects[o], NO_UNTAP_POWER_GE)]
    if limits and is_creature(state, obj) and power(state, obj) >= min(limits):
        return True
    ceilings = [st.power for o in state.battlefield for st in _own_statics(state.objects[o], NO_UNTAP_POWER_LE)]
    return bool(ceilings) and is_creature(state, obj) and power(state, obj) <= max(ceilings)  # Juntu Stakes


def blocked_only_by_flyers(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    return not _own_statics(attacker, BLOCKED_ONLY_BY_FLYERS) or has_keyword(state, blocker, "flying")


if blocked_only_by_flyers not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(blocked_only_by_flyers)


# -- attacking, blocking and evasion that depend on the position (CR 508.1c, 509.1b) ----------------------
#: "CARDNAME can't attack if defending player controls an untapped land." (``params``
#: ``CombatCondition("def_count", SPEC)``) / "… can't attack unless you control more creatures than
#: defending player." (``CombatCondition("fewer_creatures")``)
CANT_ATTACK_WHEN = "cant_attack_when"
#: "CARDNAME can't block if you control an untapped land." ("you_count", SPEC) / "… can't block unless
#: you control more creatures than attacking player." ("fewer_creatures")
CANT_BLOCK_WHEN = "cant_block_when"
#: "CARDNAME can't be blocked as long as defending player controls an artifact." ("def_count", SPEC) /
#: "… as long as it's enchanted." ("enchanted"); "Enchanted creature can't be blocked." (an Aura's:
#: no condition)
UNBLOCKABLE_WHEN = "unblockable_when"
ENCHANTED_SPEC = CountSpec("bf", "all", ("sub:Aura", "attached"))
_CREATURES = CountSpec("bf", "you", ("type:Creature",))
_DOMAIN = CountSpec("domain", "you")


def _when(state: GameState, cond: StaticParams | None, obj: Obj, other: int) -> bool:
    """``cond`` for ``obj`` against player ``other`` (the defending or attacking player); no
    condition always holds."""
    if cond is None:
        return True
    if not isinstance(cond, CombatCondition):
        raise ValueError(f"not a combat condition: {cond!r}")
    kind, spec = cond.when, cond.count
    if kind == "fewer_creatures":
        spec = _CREATURES
    if kind == "enchanted":
        spec = ENCHANTED_SPEC
    if spec is None:
        raise ValueError(f"condition {kind!r} without its count")
    if kind == "def_count":
        return count(state, spec, obj, obj, you=other) > 0
    if kind == "you_count":
        return count(state, spec, obj, obj) > 0
    if kind in ("fewer", "fewer_creatures"):  # "unless you control more lands than defending player"
        return count(state, spec, obj, obj) <= count(state, spec, obj, obj, you=other)
    if kind == "enchanted":
        return count(state, spec, obj, obj) > 0
    raise ValueError(f"unknown condition {cond!r}")


def cant_attack_when(state: GameState, attacker: Obj, defender: int) -> bool:
    return not any(_when(state, st.params, attacker, defender) for st in _own_statics(attacker, CANT_ATTACK_WHEN))


def cant_block_when(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    return not any(_when(state, st.params, blocker, attacker.controller)
                   for st in _own_statics(blocker, CANT_BLOCK_WHEN))


def unblockable_when(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    own = any(_when(state, st.params, attacker, blocker.controller) for st in _own_statics(attacker, UNBLOCKABLE_WHEN)
              if st.affected is None or st.affected.who == "self")
    return not (own or _aura_statics(state, attacker, UNBLOCKABLE_WHEN))


if cant_attack_when not in ATTACK_RESTRICTIONS:
    ATTACK_RESTRICTIONS.append(cant_attack_when)
for _block_rule in (cant_block_when, unblockable_when):
    if _block_rule not in BLOCK_RESTRICTIONS:
        BLOCK_RESTRICTIONS.append(_block_rule)


#: "CARDNAME can't be blocked by artifact creatures." (Argothian Pixies)
UNBLOCKABLE_BY_ARTIFACT_CREATURES = "unblockable_by_artifact_creatures"
#: "Nonbasic lands don't untap during their controllers' untap steps." (Back to Basics: ``params`` a
#: :class:`PermanentFilter`, its filters as in :func:`count`)
NO_UNTAP_FILTER = "no_untap_filter"
#: A condition that only first strike uses (``characteristics.has_keyword``): "as long as it's attacking".
SELF_ATTACKING = "self_attacking"


def unblockable_by_artifact_creatures(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    return not (_own_statics(attacker, UNBLOCKABLE_BY_ARTIFACT_CREATURES) and "Artifact" in types_of(state, blocker))


if unblockable_by_artifact_creatures not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(unblockable_by_artifact_creatures)


# -- attack taxes (CR 508.1d-h; 2003: 308.2) ----------------------------------------------------------------
#: "Creatures can't attack you unless their controller pays {2} for each creature they control that's
#: attacking you." (Propaganda: ``power`` 2; Collective Restraint: ``params`` DomainAmount(), X = its Domain count)
ATTACK_TAX = "attack_tax"


def attack_tax(state: GameState, defender: int) -> int:
    """The generic mana to pay for each creature attacking ``defender``."""
    total = 0
    for o in state.battlefield:
        src = state.objects[o]
        if src.controller != defender:
            continue
        for st in _own_statics(src, ATTACK_TAX):
            total += count(state, _DOMAIN, src, src) if isinstance(st.params, DomainAmount) else st.power
    return total


def can_pay_attack_tax(state: GameState, attacker: Obj, defender: int) -> bool:
    """An attacker is declared only if its controller can pay the tax then, without tapping the
    attacker itself for mana."""
    tax = attack_tax(state, defender)
    return tax == 0 or can_pay_mana(state, attacker.controller, ManaCost(generic=tax), exclude=attacker.oid)


def pay_attack_tax(state: GameState, attacker: int, defender: int) -> None:
    tax = attack_tax(state, defender)
    if tax == 0:
        return
    player = state.objects[attacker].controller
    cost = ManaCost(generic=tax)
    pay = solve_payment(cost, state.players[player].pool, mana_sources(state, player, exclude=attacker), best=True)
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
