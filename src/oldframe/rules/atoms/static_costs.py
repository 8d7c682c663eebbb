"""Limits a static ability sets on a player's turn: spell cost increases and reductions (CR 601.2f;
2003: 409.1f), extra land drops (CR 305.2a) and maximum hand size (CR 402.2, 514.1)."""

from __future__ import annotations

from oldframe.rules.atoms.restricted import ANY_NUMBER_OF_LANDS
from oldframe.rules.atoms.static_entry import chosen_player
from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import static_kinds
from oldframe.rules.combat import BLOCK_RESTRICTIONS
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef, StaticAbility
from oldframe.rules.model.static_params import SpellCostChange
from oldframe.rules.state import GameState, Obj

# -- cost increases and reductions (CR 601.2f; 2003: 409.1f) --------------------------------------------
#: "<Color> spells you cast cost {B} more to cast." (the Leeches), "Red spells cost {2} more to cast."
#: (Chill): ``params`` is a :class:`SpellCostChange` — the mana added, whose spells, the spells named.
SPELL_COST_MORE = "spell_cost_more"
#: "<Quality> spells you cast cost {1} less to cast." (the Medallions, Goblin Warchief): ``power`` the
#: generic mana taken off (it reduces only generic mana, never below zero); ``params`` whose spells and
#: which (a :class:`SpellCostChange` without mana).
SPELL_COST_LESS = "spell_cost_less"
#: ``SpellCostChange.caster`` of "Each spell costs {3} more to cast except during its controller's
#: turn." (Defense Grid): every player's spells, while that player isn't the active player (CR 102.1).
OFF_TURN = "off_turn"


def _names_spell(st: StaticAbility, card: CardDef, face_down: bool, caster: int, controller: int) -> bool:
    change = st.params
    assert isinstance(change, SpellCostChange), f"{st.kind} without its SpellCostChange"
    whose = change.caster  # "off_turn": any player's, checked against the turn by ``spell_cost``
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

    return any(all(part_holds(p) for p in group) for group in change.spells)


def spell_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool = False) -> ManaCost:
    """The total cost of casting ``card`` (its mana cost or an alternative cost, X included): the base
    plus every increase, then minus every reduction, from permanents in play (CR 601.2f;
    2003: 409.1f: increases and reductions are applied, then the total is locked in)."""
    more: list[ManaCost] = []
    less = 0
    objects = state.objects
    for oid in state.battlefield:
        src = objects[oid]
        if src.face_down or not src.card.behaviour.static:
            continue
        kinds = static_kinds(src.card.behaviour)  # (most permanents have neither kind: skip them at once)
        if SPELL_COST_MORE not in kinds and SPELL_COST_LESS not in kinds:
            continue
        for st in _own_statics(src, SPELL_COST_MORE):
            if _names_spell(st, card, face_down, player, src.controller):
                assert isinstance(st.params, SpellCostChange) and st.params.more is not None
                if st.params.caster == OFF_TURN and state.active == player:  # "except during its
                    continue  # controller's turn" (Defense Grid): the caster is the spell's controller
                more.append(st.params.more)
        for st in _own_statics(src, SPELL_COST_LESS):
            if _names_spell(st, card, face_down, player, src.controller):
                less += st.power
    return changed_cost(base, more, less)


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


# -- land drops (CR 305.2a; 2003: 305.4) -----------------------------------------------------------------
#: "You may play an additional land on each of your turns." (Exploration)
ADDITIONAL_LAND = "additional_land"


def land_drops(state: GameState, player: int) -> int:
    """Lands ``player`` may play this turn (CR 305.2; 2003: 305.4): one, plus one for each such static
    ability they control (Exploration), or any number (Fastbond)."""
    mine = [state.objects[o] for o in state.battlefield if state.objects[o].controller == player]
    if any(_own_statics(obj, ANY_NUMBER_OF_LANDS) for obj in mine):
        return 10**6
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


def changed_cost(base: ManaCost, more: list[ManaCost], less: int) -> ManaCost:
    """``base`` with every increase added and then ``less`` generic mana taken off, never below zero
    (CR 601.2f: increases first, then reductions; a reduction can't take off coloured mana)."""
    if not more and not less:
        return base
    colored = list(base.colored)
    generic = base.generic
    for m in more:
        colored = [a + b for a, b in zip(colored, m.colored, strict=True)]
        generic += m.generic
    generic = max(0, generic - less)
    return ManaCost((colored[0], colored[1], colored[2], colored[3], colored[4], colored[5]), generic, base.x)
