"""Spell effects the compiler's ``spells`` template class emits (each executor cites its rule):
"can't be blocked this turn", "you gain N life for each creature you control", "attacking creatures
get +N/+N until end of turn", "destroy all <color> creatures", "look at the top N cards of your
library, then put them back in any order"."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.model import (
    Amount,
    CardDef,
    DamageEach,
    DrawNextUpkeep,
    Effect,
    GainLife,
    ModalSpell,
    Ref,
    Selector,
)
from oldframe.rules import zones
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.characteristics import colors_of, has_keyword, is_creature
from oldframe.rules.combat import BLOCK_REQUIREMENTS, BLOCK_RESTRICTIONS
from oldframe.rules.effects import (
    _amount,
    _players,
    deal_damage,
    destroy,
    executes,
    resolve_targets,
    source_colors,
)
from oldframe.rules.replacement import pure_prevention
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    DelayedTrigger,
    GameState,
    Obj,
    StackItem,
    Step,
    Target,
    Zone,
)
from oldframe.rules.triggers import EVENT_HOOKS

#: The pseudo-keyword a creature gains until end of turn from "can't be blocked this turn".
UNBLOCKABLE_THIS_TURN = "can't be blocked"


def _permanents(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


# -- "Target creature can't be blocked this turn." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBeBlockedThisTurn(Effect):
    """"<it> can't be blocked this turn" (Infiltrate, Dwarven Warriors): a blocking restriction
    (CR 509.1b; 2003: 309.2) that lasts until end of turn, kept as a granted pseudo-keyword so it
    follows the creature, not the spell (CR 611.2c; 2003: 418.3b)."""

    who: Ref


@executes(CantBeBlockedThisTurn)
def _unblockable_this_turn(state: GameState, item: StackItem, eff: CantBeBlockedThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=UNBLOCKABLE_THIS_TURN))
    return None


def unblockable_this_turn(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """No creature can block a creature that "can't be blocked this turn" (CR 509.1b; 2003: 309.2)."""
    return not has_keyword(state, attacker, UNBLOCKABLE_THIS_TURN)


if unblockable_this_turn not in BLOCK_RESTRICTIONS:
    BLOCK_RESTRICTIONS.append(unblockable_this_turn)


# -- "You gain N life for each creature you control." -------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainLifePerCreature(Effect):
    """"You gain N life for each creature you control." (Folk Medicine, Festival of Trokin): the
    creatures are counted as the spell resolves (CR 608.2h; 2003: 413.2f)."""

    amount: int


@executes(GainLifePerCreature)
def _gain_per_creature(state: GameState, item: StackItem, eff: GainLifePerCreature) -> Decision | None:
    count = sum(1 for oid in state.battlefield
                if state.objects[oid].controller == item.controller and is_creature(state, state.objects[oid]))
    if count:  # CR 119.3 (2003: glossary "Gain Life")
        state.players[item.controller].life += eff.amount * count
        zones.emit(state, "gain_life", item.controller, eff.amount * count)
    return None


# -- "Attacking creatures get +N/+N until end of turn." -----------------------------------------------
@dataclass(frozen=True, slots=True)
class PumpAttacking(Effect):
    """"Attacking creatures get +N/+N until end of turn." (Morale, Trumpet Blast), "Blocking creatures
    get …" (Piety, Rally; ``blocking``): the affected set is fixed as it resolves (CR 611.2c; 2003:
    418.3b); a layer-7c change (CR 613.4c)."""

    power: int
    toughness: int
    blocking: bool = False


@executes(PumpAttacking)
def _pump_attacking(state: GameState, item: StackItem, eff: PumpAttacking) -> Decision | None:
    c = state.combat
    if c is None:
        return None
    for oid in sorted(c.blockers if eff.blocking else c.attackers):
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and is_creature(state, obj):
            state.effects.append(ContinuousEffect("pt", oid, state.new_timestamp(), "end_of_turn",
                                                  eff.power, eff.toughness))
    return None


# -- "Destroy all <color> creatures." -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DestroyAllOfColor(DestroyAll):
    """"Destroy all white creatures." (Virtue's Ruin, Cleanse): the creatures of that color now
    (CR 105.2; 2003: 203.2), destroyed at once (CR 701.7; 2003: glossary "Destroy")."""

    color: str = ""


@executes(DestroyAllOfColor)
def _destroy_all_of_color(state: GameState, item: StackItem, eff: DestroyAllOfColor) -> Decision | None:
    doomed = [oid for oid in state.battlefield
              if is_creature(state, state.objects[oid]) and eff.color in colors_of(state, state.objects[oid])]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


# -- "Look at the top N cards of your library, then put them back in any order." -----------------------
@dataclass(frozen=True, slots=True)
class LookAtTopPutBack(Effect):
    """"Look at the top N cards of your library, then put them back in any order." (Sage Owl, Sage
    Aven): the controller picks the new top card, then the next, … (fewer cards if the library is
    smaller; CR 401.5; 2003: 217.2)."""

    count: int


@executes(LookAtTopPutBack)
def _look_put_back(state: GameState, item: StackItem, eff: LookAtTopPutBack) -> Decision | None:
    lib = state.players[item.controller].library
    if "look_top" not in item.choices:
        item.choices["look_top"] = list(reversed(lib[-eff.count:])) if eff.count else []  # top card first
        item.choices["look_order"] = []
    top: list[int] = item.choices["look_top"]
    order: list[int] = list(item.choices["look_order"])  # never mutated in place: undo copies choices shallowly
    if "look_pick" in item.choices:
        order.append(int(item.choices.pop("look_pick")))
        item.choices["look_order"] = order
    rest = [o for o in top if o not in order and o in lib]
    if len(rest) > 1:
        return Decision("pick", item.controller, {"key": "look_pick", "options": rest})
    order.extend(rest)
    kept = [o for o in order if o in lib]
    for o in kept:
        lib.remove(o)
    lib.extend(reversed(kept))  # the first picked is the new top card
    for key in ("look_top", "look_order"):
        item.choices.pop(key, None)
    return None


# -- "Cast this spell only during …" -------------------------------------------------------------------
#: The timing restrictions spells print, by key: the wording and whether ``player`` may cast now.
CAST_TIMINGS = {
    "attacked": "cast this spell only during the declare attackers step and only if you've been attacked this step",
    "declare_attackers": "cast this spell only during the declare attackers step",
    "before_blockers": "cast this spell only during combat before blockers are declared",
    "declare_blockers": "cast this spell only during the declare blockers step",
    "combat": "cast this spell only during combat",
}


@dataclass(frozen=True, slots=True)
class CastOnly(Effect):
    """"Cast this spell only during …" (Assassin's Blade, Teleport, False Orders): a restriction on
    casting the card (CR 601.3; 2003: 409.1), kept among the spell's instructions so it travels with
    the card; it does nothing as the spell resolves. ``when`` is a key of :data:`CAST_TIMINGS`."""

    when: str


@executes(CastOnly)
def _cast_only(state: GameState, item: StackItem, eff: CastOnly) -> Decision | None:
    return None  # checked when the spell is cast, not when it resolves


def timing_allows(state: GameState, player: int, when: str) -> bool:
    """Whether the printed timing allows casting now. The combat steps are the 2003 ones (2003: 306–310):
    "before blockers are declared" is the beginning-of-combat and declare-attackers steps (CR 506.1)."""
    step, c = state.step, state.combat
    if when == "attacked":
        return step == Step.DECLARE_ATTACKERS and c is not None and player in c.attackers.values()
    if when == "declare_attackers":
        return step == Step.DECLARE_ATTACKERS
    if when == "before_blockers":
        return step in (Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS)
    if when == "declare_blockers":
        return step == Step.DECLARE_BLOCKERS
    if when == "combat":
        return Step.BEGIN_COMBAT <= step <= Step.END_COMBAT
    raise ValueError(f"unknown casting timing {when!r}")


def printed_timing(state: GameState, player: int, card: CardDef) -> bool:
    """The casting restriction of :data:`casting.CAST_RESTRICTIONS` for spells that print one."""
    sp = card.behaviour.spell
    if sp is None:
        return True
    return all(timing_allows(state, player, e.when) for e in sp.effects if isinstance(e, CastOnly))


if printed_timing not in CAST_RESTRICTIONS:
    CAST_RESTRICTIONS.append(printed_timing)


# -- "… N damage divided as you choose among any number of targets" ------------------------------------
@dataclass(frozen=True, slots=True)
class DividedModes(ModalSpell):
    """A spell dividing ``total`` damage (or prevention) among one to ``most`` targets (Pyrotechnics,
    Arc Lightning, Remedy). The number of targets and the division are announced as it is cast
    (CR 601.2c-d; 2003: 409.1c-d), each target getting at least 1: played as one mode per division
    (the modes are :func:`divisions`), the chosen mode's targets then being chosen, all different."""

    total: int = 0
    most: int = 0


def divisions(total: int, most: int) -> list[tuple[int, ...]]:
    """Every ordered split of ``total`` into 1 to ``most`` positive parts, fewest parts first."""
    out: list[tuple[int, ...]] = []

    def split(rest: int, parts: int, prefix: tuple[int, ...]) -> None:
        if parts == 1:
            out.append((*prefix, rest))
            return
        for first in range(1, rest - parts + 2):
            split(rest - first, parts - 1, (*prefix, first))

    for k in range(1, min(total, most) + 1):
        split(total, k, ())
    return out


# -- "… damage to each creature with flying and each player" --------------------------------------------
@dataclass(frozen=True, slots=True)
class DamageEachFiltered(DamageEach):
    """"N damage to each creature with flying [and each player]" (Hurricane, Claws of Wirewood) or
    "… each creature without flying and each player" (Earthquake): each such creature and player is
    dealt damage at once (CR 120.3; 2003: 419.3); ``with_kw`` / ``without`` name the keyword."""

    with_kw: str = ""
    combat: str = ""  # "attacking": "… damage to each attacking creature" (Sandstorm, Rain of Blades)


@executes(DamageEachFiltered)
def _damage_each_filtered(state: GameState, item: StackItem, eff: DamageEachFiltered) -> Decision | None:
    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    if eff.creatures:
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if not is_creature(state, obj):
                continue
            if eff.with_kw and not has_keyword(state, obj, eff.with_kw):
                continue
            if eff.without and has_keyword(state, obj, eff.without):
                continue
            if eff.combat == "attacking" and (state.combat is None or oid not in state.combat.attackers):
                continue
            deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    if eff.players:
        for p in state.apnap():
            deal_damage(state, item.source, item.controller, colors, ("player", p), n)
    return None


# -- kicker on instants and sorceries -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class IfKicked(Effect):
    """"If this spell was kicked, …" (Dismantling Blow, Explosive Growth): ``then`` if the kicker
    was paid as the spell was cast (CR 702.33d; 2003: 502.21), else ``otherwise`` ("… instead")."""

    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()
    kicker_target: Ref = ""  # a target only the kicked spell has (Jilt), the spell's last: chosen if kicked


def kicker_only_target(card: CardDef) -> int | None:
    """The index of the spell's target that exists only if it is kicked (2003: 409.1c, 502.21), if any."""
    sp = card.behaviour.spell
    if sp is None:
        return None
    for e in sp.effects:
        if isinstance(e, IfKicked) and e.kicker_target:
            index = int(e.kicker_target[7:])
            return index if index == len(sp.targets) - 1 else None
    return None


@executes(IfKicked)
def _if_kicked(state: GameState, item: StackItem, eff: IfKicked) -> Decision | None:
    from oldframe.rules.effects import execute

    branch = eff.then if item.choices.get("kicked") else eff.otherwise
    done = int(item.choices.get("kicked_done", 0))
    while done < len(branch):
        d = execute(state, item, branch[done])
        if d is not None:
            return d
        done += 1
        item.choices["kicked_done"] = done
    return None


# -- "Target creature gets +X/+0 until end of turn." ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class ModifyPTAmount(Effect):
    """"<it> gets +X/+0 until end of turn" (Enrage, Bloodcurdling Scream): X is the announced value
    (CR 107.3; 2003: 409.1b), fixed as the spell resolves; a layer-7c change (CR 613.4c)."""

    who: Ref
    power: Amount
    toughness: Amount


@executes(ModifyPTAmount)
def _modify_pt_amount(state: GameState, item: StackItem, eff: ModifyPTAmount) -> Decision | None:
    p, t = _amount(state, item, eff.power), _amount(state, item, eff.toughness)
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("pt", oid, state.new_timestamp(), "end_of_turn", p, t))
    return None


# -- "Target creature attacks this turn if able." --------------------------------------------------------
#: The pseudo-keyword a creature gains until end of turn from "attacks this turn if able".
ATTACKS_IF_ABLE = "attacks this turn if able"


@dataclass(frozen=True, slots=True)
class AttacksThisTurnIfAble(Effect):
    """"Target creature attacks this turn if able." (Boiling Blood, Imps' Taunt): an attacking
    requirement (CR 508.1d; 2003: 308.2b) until end of turn, obeyed only if the creature can attack."""

    who: Ref


@executes(AttacksThisTurnIfAble)
def _attacks_if_able(state: GameState, item: StackItem, eff: AttacksThisTurnIfAble) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=ATTACKS_IF_ABLE))
    return None


# -- "Exile target attacking creature." ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ExilePermanent(Effect):
    """"Exile target <permanent>" (Swords to Plowshares' kin, Treva's Charm): the permanent is removed
    from the game (CR 406.2; 2003: 217.7 "removed from the game"); a token there ceases to exist
    (CR 111.7; 2003: 216.4)."""

    what: Ref


@executes(ExilePermanent)
def _exile_permanent(state: GameState, item: StackItem, eff: ExilePermanent) -> Decision | None:
    for oid in _permanents(state, item, eff.what):
        zones.move(state, oid, Zone.EXILE)
    return None


# -- "Creatures you control gain vigilance until end of turn." -------------------------------------------
@dataclass(frozen=True, slots=True)
class GrantKeywordAll(Effect):
    """"<creatures> gain <keyword> until end of turn" (Savage Offensive, Glory): the affected set is
    fixed as it resolves (CR 611.2c; 2003: 418.2c); a layer-6 effect (CR 613.1f; 2003: 418.5a)."""

    affected: Selector
    keyword: str


@executes(GrantKeywordAll)
def _grant_keyword_all(state: GameState, item: StackItem, eff: GrantKeywordAll) -> Decision | None:
    from oldframe.rules.atoms.compiled import _selector_without_source
    from oldframe.rules.characteristics import affects

    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if src is None or src.zone != Zone.BATTLEFIELD:
            ok = _selector_without_source(state, item, eff.affected, oid)
        else:
            ok = affects(state, eff.affected, src, obj)
        if ok:
            state.effects.append(ContinuousEffect("keyword", oid, ts, "end_of_turn", value=eff.keyword))
    return None


# -- "Target creature loses flying until end of turn." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseKeyword(Effect):
    """"<it> loses <keyword> until end of turn" (Downdraft, Emerald Charm): a layer-6 effect removing
    the ability, applied in timestamp order with effects granting it (CR 613.1f, 613.7; 2003: 418.5a)."""

    who: Ref
    keyword: str


@executes(LoseKeyword)
def _lose_keyword(state: GameState, item: StackItem, eff: LoseKeyword) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("lose_keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=eff.keyword))
    return None


# -- "Draw a card for each creature you control." --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawPerCreature(Effect):
    """"Draw a card for each creature you control." (Collective Unconscious): counted as it resolves
    (CR 608.2h; 2003: 413.2f)."""


@executes(DrawPerCreature)
def _draw_per_creature(state: GameState, item: StackItem, eff: DrawPerCreature) -> Decision | None:
    count = sum(1 for oid in state.battlefield
                if state.objects[oid].controller == item.controller and is_creature(state, state.objects[oid]))
    if count:
        zones.draw(state, item.controller, count)
    return None


# -- "Target player gains X life." -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainLifeX(GainLife):
    """"Target player gains X life." (Stream of Life, Energy Bolt): X as announced (CR 107.3)."""


@executes(GainLifeX)
def _gain_life_x(state: GameState, item: StackItem, eff: GainLifeX) -> Decision | None:
    n = _amount(state, item, eff.amount)
    for p in _players(state, item, eff.who):
        state.players[p].life += n  # CR 119.3 (2003: glossary "Gain Life")
        zones.emit(state, "gain_life", p, n)
    return None


# -- "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game." ---
#: A marker on the player (``affected`` = -1 - player) for an extra turn whose end step they lose at;
#: ``power`` is the extra turn's place in ``state.extra_turns`` (turns are taken from its end).
LOSE_AT_EXTRA_TURN = "lose_at_extra_turn_end"


@dataclass(frozen=True, slots=True)
class LoseAtThatTurnsEnd(Effect):
    """"At the beginning of that turn's end step, you lose the game." after "Take an extra turn after
    this one." (Final Fortune, Last Chance, Warrior's Oath): a delayed triggered ability (CR 603.7;
    2003: 404.4) set up for the extra turn just created, whenever that turn comes (extra turns
    created later are taken first, CR 500.7; 2003: 300.7)."""


@executes(LoseAtThatTurnsEnd)
def _lose_at_that_turns_end(state: GameState, item: StackItem, eff: LoseAtThatTurnsEnd) -> Decision | None:
    p = item.controller
    if state.extra_turns and state.extra_turns[-1] == p:  # the turn the instruction before created
        state.effects.append(ContinuousEffect(LOSE_AT_EXTRA_TURN, -1 - p, state.new_timestamp(), "game",
                                              len(state.extra_turns) - 1, value=item.source_name))
    return None


def _extra_turn_begins(state: GameState, event: tuple[object, ...]) -> None:
    """When a turn begins, an extra turn whose place in the list is now empty is the marked one: its
    end-step trigger waits from now on (it triggers at this turn's end step)."""
    if event[0] != "turn":
        return
    for e in [e for e in state.effects if e.kind == LOSE_AT_EXTRA_TURN]:
        if e.affected == -1 - state.active and e.power == len(state.extra_turns):
            state.effects.remove(e)
            state.delayed.append(DelayedTrigger("end_of_turn", state.active, e.value, "lose_game", 0,
                                                state.turn, int(state.step)))


if _extra_turn_begins not in EVENT_HOOKS:
    EVENT_HOOKS.append(_extra_turn_begins)


# -- "Untap all creatures you control." -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class UntapAllYours(Effect):
    """"Untap all creatures you control." (Mobilize, Rally the Troops; CR 701.21a)."""


@executes(UntapAllYours)
def _untap_all_yours(state: GameState, item: StackItem, eff: UntapAllYours) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == item.controller and is_creature(state, obj) and obj.tapped:
            obj.tapped = False
            state.version += 1  # tapped status is read by conditional statics
    return None


# -- "You draw three cards and you lose 3 life."; "Draw four cards, then discard three cards at random." ---
@dataclass(frozen=True, slots=True)
class DrawAndLoseLife(Effect):
    """"You draw N cards and you lose N life." (Ambition's Cost, Ancient Craving): life loss, not
    damage (CR 119.3)."""

    count: int
    life: int


@executes(DrawAndLoseLife)
def _draw_and_lose(state: GameState, item: StackItem, eff: DrawAndLoseLife) -> Decision | None:
    from oldframe.rules.effects import lose_life

    zones.draw(state, item.controller, eff.count)
    lose_life(state, item.controller, eff.life)
    return None


@dataclass(frozen=True, slots=True)
class DrawThenDiscardRandom(Effect):
    """"Draw N cards, then discard M cards at random." (Goblin Lore, Control of the Court): the
    discarded cards are chosen at random after the draw (CR 701.8c)."""

    draw: int
    discard: int


@executes(DrawThenDiscardRandom)
def _draw_then_discard_random(state: GameState, item: StackItem, eff: DrawThenDiscardRandom) -> Decision | None:
    from oldframe.rules.effects import discard

    p = item.controller
    zones.draw(state, p, eff.draw)
    for _ in range(eff.discard):
        hand = state.players[p].hand
        if hand:
            discard(state, p, hand[state.rng.below(len(hand))])
    return None


# -- "Target creature can't block this turn." -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBlockThisTurn(Effect):
    """"Target creature can't block this turn." (Stun, Panic): a blocking restriction (CR 509.1b;
    2003: 309.2) until end of turn, the pseudo-keyword ``evasion.granted_cant_block`` reads."""

    who: Ref


@executes(CantBlockThisTurn)
def _cant_block_this_turn(state: GameState, item: StackItem, eff: CantBlockThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value="can't block"))
    return None


# -- "… two target creatures" -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TwoTargets(Effect):
    """The same instruction for each of two targets ``first`` and the one after it: "N damage to each
    of two target creatures" (Swelter), "Return two target creatures to their owners' hands" (Undo),
    "Destroy two target nonblack creatures" (Wicked Pact); or for two different requirements: "Destroy
    target artifact and target enchantment" (Hull Breach), "Return target creature and target land you
    control to their owners' hands" (Churning Eddy). ``action``: "damage", "bounce", "destroy",
    "damage_pair", "destroy_pair", "bounce_pair"."""

    action: str
    first: Ref
    amount: int = 0
    second_amount: int = 0  # "damage_pair": "N damage to target creature and M damage to target player"


@executes(TwoTargets)
def _two_targets(state: GameState, item: StackItem, eff: TwoTargets) -> Decision | None:
    from oldframe.cards.model import DealDamage, Destroy, ReturnToHand
    from oldframe.rules.effects import execute

    base = int(eff.first[7:])
    for i, ref in enumerate((f"target:{base}", f"target:{base + 1}")):
        amount = eff.second_amount if eff.action == "damage_pair" and i else eff.amount
        one: Effect = {"damage": DealDamage(amount, ref), "damage_pair": DealDamage(amount, ref),
                       "bounce": ReturnToHand(ref), "destroy": Destroy(ref), "destroy_pair": Destroy(ref),
                       "bounce_pair": ReturnToHand(ref)}[eff.action]
        execute(state, item, one)
    return None


# -- "You lose half your life, rounded up." --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseHalfLife(Effect):
    """"You lose half your life, rounded up." (Cruel Bargain, Infernal Contract): life loss (CR 119.3),
    the amount read as it resolves, rounded up (CR 107.1a)."""


@executes(LoseHalfLife)
def _lose_half_life(state: GameState, item: StackItem, eff: LoseHalfLife) -> Decision | None:
    from oldframe.rules.effects import lose_life

    life = state.players[item.controller].life
    if life > 0:
        lose_life(state, item.controller, (life + 1) // 2)
    return None


# -- "Destroy target creature. Its owner gains N life." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class OwnerGainsLife(Effect):
    """"Its owner gains N life." after the permanent was destroyed (Path of Peace, Misfortune's Gain):
    the owner is known from the card, wherever it went (last known information, CR 608.2h; 2003:
    413.2f)."""

    what: Ref
    amount: int


@executes(OwnerGainsLife)
def _owner_gains_life(state: GameState, item: StackItem, eff: OwnerGainsLife) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind != "object":
            continue
        obj = state.objects.get(ident)
        owner = obj.owner if obj is not None else next(
            (int(str(ev[1])) for ev in reversed(state.events) if ev[0] == "zone" and ev[2] == ident), None)
        if owner is not None and not state.players[owner].lost:
            state.players[owner].life += eff.amount  # CR 119.3 (2003: glossary "Gain Life")
            zones.emit(state, "gain_life", owner, eff.amount)
    return None


# -- "Return a blue or black creature you control to its owner's hand." -----------------------------------
@dataclass(frozen=True, slots=True)
class ReturnChosenPermanent(Effect):
    """"Return a <kind> you control to its owner's hand." (Cavern Harpy, Horned Kavu): not targeted;
    the controller chooses one as it resolves (CR 608.2d; 2003: 413.2c), possibly the source itself.
    ``kind`` is a card type ("creature", "land"); ``colors`` (any of) and ``subtype`` narrow it."""

    kind: str
    colors: frozenset[str] = frozenset()
    subtype: str = ""


def _return_options(state: GameState, player: int, eff: ReturnChosenPermanent) -> list[int]:
    from oldframe.rules.characteristics import creature_types, is_type

    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or not is_type(state, obj, eff.kind):
            continue
        if eff.colors and not eff.colors & colors_of(state, obj):
            continue
        if eff.subtype and eff.subtype not in creature_types(state, obj):
            continue
        out.append(oid)
    return out


@executes(ReturnChosenPermanent)
def _return_chosen(state: GameState, item: StackItem, eff: ReturnChosenPermanent) -> Decision | None:
    key = "return_pick"
    if key not in item.choices:
        options = _return_options(state, item.controller, eff)
        if not options:
            return None
        if len(options) > 1:
            return Decision("pick", item.controller, {"key": key, "options": options})
        item.choices[key] = options[0]
    picked = item.choices.pop(key)
    obj = state.objects.get(int(picked)) if picked is not None else None
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        zones.move(state, obj.oid, Zone.HAND)
    return None


# -- "<it> becomes the color of your choice until end of turn." -------------------------------------------
@dataclass(frozen=True, slots=True)
class BecomeChosenColor(Effect):
    """"CARDNAME becomes the color of your choice until end of turn." (Rainbow Crow, Kavu Chameleon):
    the color is chosen as it resolves (CR 608.2d); a layer-5 effect (CR 613.1e; 2003: 418.5b)."""

    who: Ref


@executes(BecomeChosenColor)
def _become_chosen_color(state: GameState, item: StackItem, eff: BecomeChosenColor) -> Decision | None:
    if "become_color" not in item.choices:
        return Decision("choose_color", item.controller, {"key": "become_color"})
    color = str(item.choices.pop("become_color"))
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("color", oid, state.new_timestamp(), "end_of_turn", value=color))
    return None


# -- "All creatures able to block target creature this turn do so." -----------------------------------------
#: The pseudo-keyword a creature gains until end of turn from Alluring Scent.
LURE_THIS_TURN = "all creatures able to block it do so"


@dataclass(frozen=True, slots=True)
class LureThisTurn(Effect):
    """"All creatures able to block target creature this turn do so." (Alluring Scent, Taunting
    Challenge): a blocking requirement on every creature that could block it (CR 509.1c; 2003: 309.2b)."""

    who: Ref


@executes(LureThisTurn)
def _lure_this_turn(state: GameState, item: StackItem, eff: LureThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=LURE_THIS_TURN))
    return None


def is_lure(state: GameState, attacker: Obj) -> bool:
    """Whether every creature able to block ``attacker`` must: Alluring Scent this turn, "All creatures
    able to block CARDNAME do so." (Taunting Elf), or an Aura with "… enchanted creature do so." (Lure)."""
    from oldframe.rules.characteristics import has_static

    if has_keyword(state, attacker, LURE_THIS_TURN) or has_static(attacker, "lure"):
        return True
    return any(state.objects[o].attached_to == attacker.oid and has_static(state.objects[o], "lure_enchanted")
               for o in state.battlefield)


def lure_requirements(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """CR 509.1c (2003: 309.2b): the most requirements are obeyed when each creature that can still
    block a lure attacker blocks one; such a creature isn't offered other blocks, and the declaration
    can't end while one is left."""
    lures = {a for _b, a in options if is_lure(state, state.objects[a])}
    if not lures:
        return options, True
    required = {b for b, a in options if a in lures}
    return [(b, a) for b, a in options if b not in required or a in lures], not required


if lure_requirements not in BLOCK_REQUIREMENTS:
    BLOCK_REQUIREMENTS.append(lure_requirements)


# -- "Counter target spell if it's red." / "Destroy target permanent if it's red." --------------------------
@dataclass(frozen=True, slots=True)
class IfItsColor(Effect):
    """"Counter target spell if it's red." / "Destroy target permanent if it's blue." (Hydroblast,
    Pyroblast): any spell or permanent can be the target; the color is checked as it resolves (CR
    608.2b; 2003: 413.2a), and a target of another color is left alone. ``action``: "counter", "destroy"."""

    action: str
    what: Ref
    color: str


@executes(IfItsColor)
def _if_its_color(state: GameState, item: StackItem, eff: IfItsColor) -> Decision | None:
    from oldframe.rules.effects import counter

    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None:
            continue
        if eff.action == "counter" and obj.zone == Zone.STACK and eff.color in obj.card.colors:
            counter(state, ident)  # a spell's color is its card's (CR 112.1b)
        elif eff.action == "destroy" and obj.zone == Zone.BATTLEFIELD and eff.color in colors_of(state, obj):
            destroy(state, ident)
    return None


# -- "Destroy all artifacts, creatures, and lands." ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DestroyAllOfKinds(DestroyAll):
    """"Destroy all artifacts, creatures, and lands." (Jokulhaups, Obliterate): every permanent of any
    of ``kinds`` now, destroyed at once (CR 701.7; 2003: glossary "Destroy")."""

    kinds: tuple[str, ...] = ()


@executes(DestroyAllOfKinds)
def _destroy_all_of_kinds(state: GameState, item: StackItem, eff: DestroyAllOfKinds) -> Decision | None:
    from oldframe.rules.characteristics import is_type

    doomed = [oid for oid in state.battlefield if any(is_type(state, state.objects[oid], k) for k in eff.kinds)]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


# -- "… damage … equal to the number of Mountains you control / cards in that player's hand" ------------------
@dataclass(frozen=True, slots=True)
class DamageEqualToCount(Effect):
    """"CARDNAME deals damage to target creature equal to the number of Mountains you control."
    (Spitting Earth), "… to target player equal to the number of cards in that player's hand." (Sudden
    Impact): counted as it resolves (CR 608.2h; 2003: 413.2f). ``count``: "lands:<type>" or "hand"."""

    to: Ref
    count: str


@executes(DamageEqualToCount)
def _damage_equal_to_count(state: GameState, item: StackItem, eff: DamageEqualToCount) -> Decision | None:
    from oldframe.rules.characteristics import creature_types, is_type

    for target in resolve_targets(state, item, eff.to):
        if eff.count == "hand":
            if target[0] != "player":
                continue
            n = len(state.players[target[1]].hand)
        else:
            land = eff.count.removeprefix("lands:")
            n = sum(1 for o in state.battlefield if state.objects[o].controller == item.controller
                    and is_type(state, state.objects[o], "land") and land in creature_types(state, state.objects[o]))
        if n > 0:
            deal_damage(state, item.source, item.controller, source_colors(state, item), target, n)
    return None


# -- "Draw a card for each tapped creature target opponent controls." ---------------------------------------
@dataclass(frozen=True, slots=True)
class DrawPerTappedCreature(Effect):
    """"Draw a card for each tapped creature target opponent controls." (Theft of Dreams): counted as
    it resolves (CR 608.2h)."""

    whose: Ref


@executes(DrawPerTappedCreature)
def _draw_per_tapped(state: GameState, item: StackItem, eff: DrawPerTappedCreature) -> Decision | None:
    for p in _players(state, item, eff.whose):
        n = sum(1 for o in state.battlefield if state.objects[o].controller == p and state.objects[o].tapped
                and is_creature(state, state.objects[o]))
        if n:
            zones.draw(state, item.controller, n)
    return None


# -- "You may put a creature card from your hand onto the battlefield." ------------------------------------
@dataclass(frozen=True, slots=True)
class PutCreatureFromHand(Effect):
    """"You may put a creature card from your hand onto the battlefield." (Elvish Piper, Quicksilver
    Amulet): put into play, not cast (2003: 212.1 "put into play"; no spell, so nothing can counter it)."""


@executes(PutCreatureFromHand)
def _put_creature_from_hand(state: GameState, item: StackItem, eff: PutCreatureFromHand) -> Decision | None:
    key = "put_from_hand"
    if key not in item.choices:
        options = [o for o in state.players[item.controller].hand
                   if "Creature" in state.objects[o].card.types and state.objects[o].card.playable]
        if not options:
            return None
        return Decision("pick", item.controller, {"key": key, "options": options, "optional": True})
    picked = item.choices.pop(key)
    if picked is not None and int(picked) in state.players[item.controller].hand:
        zones.move(state, int(picked), Zone.BATTLEFIELD, controller=item.controller)
    return None


# -- "Search your library for three cards, exile them, then shuffle." -----------------------------------------
@dataclass(frozen=True, slots=True)
class SearchExile(Effect):
    """"Search your library for three cards, exile them, then shuffle." (Foresight, Manipulate Fate):
    no quality is stated, so that many cards are found if the library has them (CR 701.19b; 2003:
    glossary "Search"), picked one at a time."""

    count: int


@executes(SearchExile)
def _search_exile(state: GameState, item: StackItem, eff: SearchExile) -> Decision | None:
    p = item.controller
    found: list[int] = list(item.choices.get("search_exile", []))
    if "search_exile_pick" in item.choices:
        found.append(int(item.choices.pop("search_exile_pick")))
        item.choices["search_exile"] = found
    options = [o for o in state.players[p].library if o not in found]
    if len(found) < eff.count and options:
        return Decision("pick", p, {"key": "search_exile_pick", "options": options})
    for oid in found:
        if oid in state.players[p].library:
            zones.move(state, oid, Zone.EXILE)
    item.choices.pop("search_exile", None)
    zones.shuffle_library(state, p)
    return None


# -- "Look at target player's hand." -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LookAtHand(Effect):
    """"Look at target player's hand." (Peek, Wu Scout): the controller sees the cards; no one else
    does (CR 400.2; hidden information). Shown as a "look_hand" event (viewer, player, card names)
    that ``Game`` redacts for every other player."""

    who: Ref


@executes(LookAtHand)
def _look_at_hand(state: GameState, item: StackItem, eff: LookAtHand) -> Decision | None:
    for p in _players(state, item, eff.who):
        names = tuple(state.objects[o].card.name for o in state.players[p].hand)
        zones.emit(state, "look_hand", item.controller, p, names)
    return None


# -- "Target player draws a card at the beginning of the next turn's upkeep." --------------------------------
@dataclass(frozen=True, slots=True)
class TargetDrawsNextUpkeep(DrawNextUpkeep):
    """"Target player draws a card at the beginning of the next turn's upkeep." (Sapphire Charm): a
    delayed triggered ability for that player (CR 603.7; 2003: 404.4)."""


@executes(TargetDrawsNextUpkeep)
def _target_draws_next_upkeep(state: GameState, item: StackItem, eff: TargetDrawsNextUpkeep) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.delayed.append(DelayedTrigger("upkeep", p, item.source_name, "draw", 0, state.turn, int(state.step)))
    return None


# -- "Target creature can't be regenerated this turn." --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBeRegeneratedThisTurn(Effect):
    """"Target creature can't be regenerated this turn." (Hurr Jackal, Furnace Brood): its regeneration
    shields don't replace its destruction this turn (CR 701.15c; 2003: 419.6b); ``effects.destroy``
    reads the pseudo-keyword."""

    who: Ref


@executes(CantBeRegeneratedThisTurn)
def _cant_regenerate(state: GameState, item: StackItem, eff: CantBeRegeneratedThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value="can't be regenerated"))
    return None


# -- "you may have target opponent discard a card" ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HaveDiscard(DiscardChosen):
    """"… you may have target opponent discard a card." (Brutal Nightstalker, Ebon Dragon): that player
    chooses the card (CR 701.8b); the "you may" is the triggered ability's (CR 603.5)."""


@executes(HaveDiscard)
def _have_discard(state: GameState, item: StackItem, eff: HaveDiscard) -> Decision | None:
    from oldframe.rules.effects import execute

    return execute(state, item, DiscardChosen(eff.who, eff.count))


# -- "Return CARDNAME and another target creature to their owners' hands." ------------------------------------
@dataclass(frozen=True, slots=True)
class SelfAndTarget(Effect):
    """"Return CARDNAME and another target creature to their owners' hands." (Coastal Wizard, Lady Sun),
    "Exile CARDNAME and target creature without flying that's attacking you." (Giant Trap Door Spider):
    both at once (CR 608.2; 2003: 413.2). ``action``: "bounce", "exile"."""

    action: str
    what: Ref


@executes(SelfAndTarget)
def _self_and_target(state: GameState, item: StackItem, eff: SelfAndTarget) -> Decision | None:
    to = Zone.HAND if eff.action == "bounce" else Zone.EXILE
    for oid in [*_permanents(state, item, "self"), *_permanents(state, item, eff.what)]:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, to)
    return None


# -- "CARDNAME becomes colorless until end of turn." -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BecomeColorless(Effect):
    """"CARDNAME becomes colorless until end of turn." (Ancient Kavu, Raging Spirit): a layer-5 effect
    (CR 613.1e; 2003: 418.5b) leaving it no color."""

    who: Ref


@executes(BecomeColorless)
def _become_colorless(state: GameState, item: StackItem, eff: BecomeColorless) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("color", oid, state.new_timestamp(), "end_of_turn", value=""))
    return None


# -- "Target opponent chooses a creature they control. Other creatures they control can't block this turn." ----
@dataclass(frozen=True, slots=True)
class OthersCantBlock(Effect):
    """"Target opponent chooses a creature they control. Other creatures they control can't block this
    turn." (Goblin War Cry, Eunuchs' Intrigues): that player chooses as it resolves (CR 608.2d); the
    creatures they control then, except the chosen one, can't block (CR 509.1b) until end of turn."""

    who: Ref


@executes(OthersCantBlock)
def _others_cant_block(state: GameState, item: StackItem, eff: OthersCantBlock) -> Decision | None:
    for p in _players(state, item, eff.who):
        theirs = [o for o in state.battlefield
                  if state.objects[o].controller == p and is_creature(state, state.objects[o])]
        if "spared" not in item.choices:
            if len(theirs) > 1:
                return Decision("pick", p, {"key": "spared", "options": theirs})
            item.choices["spared"] = theirs[0] if theirs else None
        spared = item.choices.pop("spared")
        for oid in theirs:
            if oid != spared:
                state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                                      value="can't block"))
    return None


# -- "Creatures you control get +3/+3 and gain trample until end of turn." ------------------------------------
@dataclass(frozen=True, slots=True)
class PumpAndGrantAll(Effect):
    """"Creatures you control get +N/+N and gain trample until end of turn." (Overrun, Stampede Driver):
    the affected set is fixed as it resolves (CR 611.2c); layers 6 and 7c (CR 613.1f, 613.4c)."""

    affected: Selector
    power: int
    toughness: int
    keyword: str


@executes(PumpAndGrantAll)
def _pump_and_grant_all(state: GameState, item: StackItem, eff: PumpAndGrantAll) -> Decision | None:
    from oldframe.rules.atoms.compiled import _selector_without_source
    from oldframe.rules.characteristics import affects

    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        ok = (_selector_without_source(state, item, eff.affected, oid) if src is None or src.zone != Zone.BATTLEFIELD
              else affects(state, eff.affected, src, obj))
        if ok:
            state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", eff.power, eff.toughness))
            state.effects.append(ContinuousEffect("keyword", oid, ts, "end_of_turn", value=eff.keyword))
    return None


# -- "Tap all creatures without flying." ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TapAllWithout(Effect):
    """"Tap all creatures without flying." (Deluge): each creature without the keyword now (CR 701.21a)."""

    keyword: str


@executes(TapAllWithout)
def _tap_all_without(state: GameState, item: StackItem, eff: TapAllWithout) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if is_creature(state, obj) and not has_keyword(state, obj, eff.keyword) and not obj.tapped:
            obj.tapped = True
            state.version += 1
            zones.emit(state, "tap", oid, obj.card.name)
    return None


# -- "Target player mills three cards." ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MillCards(Effect):
    """"Target player mills N cards." (Brain Freeze, Ambassador Laquatus): the top N cards of their
    library go to their graveyard (CR 701.13; 2003 wording "put the top N cards … into … graveyard")."""

    who: Ref
    count: int


@executes(MillCards)
def _mill(state: GameState, item: StackItem, eff: MillCards) -> Decision | None:
    for p in _players(state, item, eff.who):
        for _ in range(eff.count):
            lib = state.players[p].library
            if not lib:
                break
            zones.move(state, lib[-1], Zone.GRAVEYARD)
    return None


# -- "Target player can't play lands this turn." -----------------------------------------------------------------
#: A land count no player reaches by playing lands: the turn's land plays are used up (reset each turn).
NO_MORE_LANDS = 1_000


@dataclass(frozen=True, slots=True)
class CantPlayLandsThisTurn(Effect):
    """"Target player can't play lands this turn." (Solfatara, Turf Wound, Pardic Miner): a prohibition
    (CR 101.2, 305.2; 2003: 212.6a) until the turn ends, kept as that player's land plays being used up
    (every player's count starts again with the next turn)."""

    who: Ref


@executes(CantPlayLandsThisTurn)
def _cant_play_lands(state: GameState, item: StackItem, eff: CantPlayLandsThisTurn) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.players[p].lands_played = max(state.players[p].lands_played, NO_MORE_LANDS)
    return None


# -- "…, where X is the number of Elves on the battlefield." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class WhereXIsCount(Effect):
    """An instruction reading X, "where X is the number of Elves on the battlefield" (Wirewood Pride,
    Timberwatch Elf, Thunder of Hooves): X is counted as it resolves (CR 608.2h; 2003: 413.2f), every
    creature of that type counting, whoever controls it. ``subtype`` is the creature type."""

    effects: tuple[Effect, ...]
    subtype: str
    first: Ref = ""  # what the instructions' own target placeholder ("target:?") names
    it: Ref = ""  # what their "it" placeholder ("it:?") names

    def bound(self) -> tuple[Effect, ...]:
        """The instructions with their placeholders bound (the compiler numbers only top-level refs)."""
        from dataclasses import replace

        names = {"target:?": self.first, "it:?": self.it}
        out = []
        for e in self.effects:
            changes = {f: names[v] for f in e.__dataclass_fields__
                       if isinstance(v := getattr(e, f), str) and v in names and names[v]}
            out.append(replace(e, **changes) if changes else e)
        return tuple(out)


@executes(WhereXIsCount)
def _where_x_is_count(state: GameState, item: StackItem, eff: WhereXIsCount) -> Decision | None:
    from oldframe.rules.characteristics import creature_types
    from oldframe.rules.effects import execute

    n = sum(1 for o in state.battlefield if is_creature(state, state.objects[o])
            and eff.subtype in creature_types(state, state.objects[o]))
    announced = item.x
    item.x = n  # the instructions read X (CR 107.3)
    try:
        for inner in eff.bound():
            execute(state, item, inner)
    finally:
        item.x = announced
    return None


# -- "… untap it and remove it from combat." ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class UntapAndRemoveFromCombat(Effect):
    """"Whenever CARDNAME becomes blocked, you may untap it and remove it from combat." (the Gustcloaks):
    it stops attacking (CR 506.4; 2003: 306.2), so it deals and is dealt no combat damage."""

    what: Ref


@executes(UntapAndRemoveFromCombat)
def _untap_and_remove(state: GameState, item: StackItem, eff: UntapAndRemoveFromCombat) -> Decision | None:
    from oldframe.rules.effects import remove_from_combat

    for oid in _permanents(state, item, eff.what):
        obj = state.objects[oid]
        if obj.tapped:
            obj.tapped = False
            state.version += 1
        remove_from_combat(state, oid)
    return None


# -- "… you may have it deal damage equal to its power to target creature. If you do, CARDNAME assigns no
# combat damage this turn." --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PowerDamageInsteadOfCombat(Effect):
    """The Laccoliths: the creature deals damage equal to its power now to ``to`` and then assigns no
    combat damage this turn (2003: 310.1, "assigns no combat damage"). The "you may" is the triggered
    ability's (CR 603.5): declining does neither."""

    to: Ref


@executes(PowerDamageInsteadOfCombat)
def _power_damage_instead(state: GameState, item: StackItem, eff: PowerDamageInsteadOfCombat) -> Decision | None:
    from oldframe.rules.atoms.durations import AssignsNoCombatDamage
    from oldframe.rules.atoms.players import DamageEqualToPower
    from oldframe.rules.effects import execute

    execute(state, item, DamageEqualToPower(eff.to))
    execute(state, item, AssignsNoCombatDamage("self"))
    return None


# -- "Each player may draw up to two cards. For each card less than two a player draws this way, that player
# gains 2 life." -------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawUpToOrGainLife(Effect):
    """Truce, Temporary Truce: each player in turn order chooses how many cards (0 to ``most``) to draw
    (CR 101.4; 2003: 103.4 APNAP), then each draws that many and gains ``life`` for each card fewer."""

    most: int
    life: int


@executes(DrawUpToOrGainLife)
def _draw_up_to_or_gain(state: GameState, item: StackItem, eff: DrawUpToOrGainLife) -> Decision | None:
    chosen: dict[str, int] = dict(item.choices.get("draw_up_to", {}))
    for p in state.apnap():
        if str(p) in chosen:
            continue
        if "x_paid" in item.choices:
            chosen[str(p)] = int(item.choices.pop("x_paid"))
            item.choices["draw_up_to"] = chosen
            continue
        return Decision("choose_x", p, {"options": list(range(eff.most + 1))})
    for p in state.apnap():
        n = chosen.get(str(p), 0)
        if n:
            zones.draw(state, p, n)
        if eff.most - n > 0:
            state.players[p].life += eff.life * (eff.most - n)  # CR 119.3 (2003: glossary "Gain Life")
            zones.emit(state, "gain_life", p, eff.life * (eff.most - n))
    item.choices.pop("draw_up_to", None)
    return None


# -- "Tap any number of untapped creatures you control. You gain N life for each creature tapped this way." ------
@dataclass(frozen=True, slots=True)
class TapAnyNumberForLife(Effect):
    """Harmony of Nature, Marshaling the Troops: the controller picks untapped creatures they control one
    at a time (or stops), taps them, and gains ``life`` for each (CR 608.2d; 2003: 413.2c)."""

    life: int


@executes(TapAnyNumberForLife)
def _tap_any_number(state: GameState, item: StackItem, eff: TapAnyNumberForLife) -> Decision | None:
    p = item.controller
    picked: list[int] = list(item.choices.get("tap_for_life", []))
    if "tap_pick" in item.choices:
        choice = item.choices.pop("tap_pick")
        if choice is None:
            item.choices["tap_done"] = True
        else:
            picked.append(int(choice))
            item.choices["tap_for_life"] = picked
    if not item.choices.get("tap_done"):
        options = [o for o in state.battlefield if state.objects[o].controller == p and not state.objects[o].tapped
                   and is_creature(state, state.objects[o]) and o not in picked]
        if options:
            return Decision("pick", p, {"key": "tap_pick", "options": options, "optional": True})
    tapped = 0
    for oid in picked:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and not obj.tapped:
            obj.tapped = True
            state.version += 1
            zones.emit(state, "tap", oid, obj.card.name)
            tapped += 1
    if tapped:
        state.players[p].life += eff.life * tapped  # CR 119.3
        zones.emit(state, "gain_life", p, eff.life * tapped)
    for key in ("tap_for_life", "tap_done"):
        item.choices.pop(key, None)
    return None


# -- "Prevent all combat damage that would be dealt by target creature this turn." -------------------------------
#: Marker on a creature whose combat damage is prevented this turn.
NO_COMBAT_DAMAGE_BY = "prevent_combat_damage_by"


@dataclass(frozen=True, slots=True)
class PreventCombatDamageBy(Effect):
    """"Prevent all combat damage that would be dealt by target [attacking] creature this turn." (Fend
    Off, Lady Evangela, Warning): a prevention effect (CR 615; 2003: 419.7) on the creature's combat
    damage until end of turn; the damage is assigned, then prevented (unlike "assigns no combat damage")."""

    who: Ref


@executes(PreventCombatDamageBy)
def _prevent_combat_by(state: GameState, item: StackItem, eff: PreventCombatDamageBy) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_BY, oid, state.new_timestamp(), "end_of_turn"))
    return None


def _prevent_combat_damage_by(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    if combat and any(e.kind == NO_COMBAT_DAMAGE_BY and e.affected == source for e in state.effects):
        return 0
    return amount


pure_prevention(_prevent_combat_damage_by, "prevent all combat damage dealt by it this turn")  # CR 615, 616.1


# -- "Prevent all damage that would be dealt to you this turn by attacking creatures." / "… dealt this turn to
# creatures you control." -------------------------------------------------------------------------------------------
#: Marker on a player (``affected`` = -1 - player): ``value`` "by_attackers" or "to_creatures".
PREVENT_FOR_PLAYER = "prevent_damage_for_player"


@dataclass(frozen=True, slots=True)
class PreventDamageThisTurn(Effect):
    """"Prevent all damage that would be dealt to you this turn by attacking creatures." (Deep Wood, Heavy
    Fog; ``what`` "by_attackers") and "Prevent all damage that would be dealt this turn to creatures you
    control." (Divine Light; "to_creatures"): prevention effects until end of turn (CR 615; 2003: 419.7),
    the creatures counted when the damage would be dealt."""

    what: str


@executes(PreventDamageThisTurn)
def _prevent_damage_this_turn(state: GameState, item: StackItem, eff: PreventDamageThisTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(PREVENT_FOR_PLAYER, -1 - item.controller, state.new_timestamp(),
                                          "end_of_turn", value=eff.what))
    return None


def _prevent_for_player(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    for e in state.effects:
        if e.kind != PREVENT_FOR_PLAYER:
            continue
        p = -1 - e.affected
        if e.value == "by_attackers" and target == ("player", p) and state.combat is not None \
                and source in state.combat.attackers:
            return 0
        if e.value == "to_creatures" and target[0] == "object":
            obj = state.objects.get(target[1])
            if obj is not None and obj.controller == p and is_creature(state, obj):
                return 0
    return amount


pure_prevention(_prevent_for_player, "prevent that damage this turn")  # CR 615, 616.1


# -- "Target player draws a card, then discards a card." ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TargetLoots(Effect):
    """"Target player draws N cards, then discards M cards." (Cephalid Looter, Cephalid Broker): that
    player draws, then chooses the cards to discard (CR 701.8b)."""

    who: Ref
    draw: int
    discard: int


@executes(TargetLoots)
def _target_loots(state: GameState, item: StackItem, eff: TargetLoots) -> Decision | None:
    from oldframe.rules.effects import execute

    if not item.choices.get("loot_drawn"):
        for p in _players(state, item, eff.who):
            zones.draw(state, p, eff.draw)
        item.choices["loot_drawn"] = True
    d = execute(state, item, DiscardChosen(eff.who, eff.discard))
    if d is None:
        item.choices.pop("loot_drawn", None)
    return d


# -- "Attacking / Blocking creatures gain first strike until end of turn." ----------------------------------------
@dataclass(frozen=True, slots=True)
class GrantKeywordCombat(Effect):
    """"Attacking creatures gain first strike until end of turn." (Headlong Rush), "Blocking creatures …"
    (Ambush): the set is fixed as it resolves (CR 611.2c); a layer-6 effect (CR 613.1f)."""

    keyword: str
    blocking: bool = False


@executes(GrantKeywordCombat)
def _grant_keyword_combat(state: GameState, item: StackItem, eff: GrantKeywordCombat) -> Decision | None:
    c = state.combat
    if c is None:
        return None
    for oid in sorted(c.blockers if eff.blocking else c.attackers):
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and is_creature(state, obj):
            state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                                  value=eff.keyword))
    return None


# -- "Return all creatures to their owners' hands." ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ReturnAll(Effect):
    """"Return all creatures / artifacts to their owners' hands." (Evacuation, Rebuild), "Return all green
    permanents …" (Hibernation): every such permanent now, at once (CR 400.3; 2003: 217.1)."""

    kind: str  # a card type in lower case, or "permanent"
    color: str = ""


@executes(ReturnAll)
def _return_all(state: GameState, item: StackItem, eff: ReturnAll) -> Decision | None:
    from oldframe.rules.characteristics import is_type

    chosen = [o for o in state.battlefield
              if (eff.kind == "permanent" or is_type(state, state.objects[o], eff.kind))
              and (not eff.color or eff.color in colors_of(state, state.objects[o]))]
    for oid in chosen:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, Zone.HAND)
    return None


# -- "Prevent all combat damage that would be dealt to and dealt by that creature this turn." -----------------------
NO_COMBAT_DAMAGE_TO = "prevent_combat_damage_to"


@dataclass(frozen=True, slots=True)
class PreventCombatDamageToAndBy(Effect):
    """"Prevent all combat damage that would be dealt to and dealt by that creature this turn." (Maze of
    Ith, Foxfire, Elvish Scout): prevention both ways until end of turn (CR 615; 2003: 419.7). ``word``
    is how the card names the creature ("that creature" or "it")."""

    who: Ref
    word: str = "that creature"


@executes(PreventCombatDamageToAndBy)
def _prevent_to_and_by(state: GameState, item: StackItem, eff: PreventCombatDamageToAndBy) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        ts = state.new_timestamp()
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_BY, oid, ts, "end_of_turn"))
        state.effects.append(ContinuousEffect(NO_COMBAT_DAMAGE_TO, oid, ts, "end_of_turn"))
    return None


def _prevent_combat_damage_to(state: GameState, source: int, target: Target, amount: int, combat: bool) -> int:
    if combat and target[0] == "object" and any(e.kind == NO_COMBAT_DAMAGE_TO and e.affected == target[1]
                                                for e in state.effects):
        return 0
    return amount


pure_prevention(_prevent_combat_damage_to, "prevent all combat damage dealt to and by it this turn")  # CR 615, 616.1


# -- "… for each Elf on the battlefield." ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PerBattlefieldCount(Effect):
    """"Draw a card for each Bird on the battlefield." (Airborne Aid), "You gain 1 life for each Elf on
    the battlefield." (Wellwisher), "Target player gains 2 life for each creature on the battlefield."
    (Congregate), "Each player loses 1 life for each Zombie on the battlefield." (Shepherd of Rot): the
    permanents are counted as it resolves, whoever controls them (CR 608.2h; 2003: 413.2f).

    ``action``: "draw", "gain", "lose"; ``count``: "creature", "creature:<type>", "land:<type>", or
    "your_graveyard" ("You gain 2 life for each card in your graveyard.", Ancestral Tribute)."""

    action: str
    who: Ref
    amount: int
    count: str


def battlefield_count(state: GameState, count: str) -> int:
    from oldframe.rules.characteristics import creature_types, is_type

    kind, _, sub = count.partition(":")
    n = 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        if kind == "creature" and not is_creature(state, obj):
            continue
        if kind == "land" and not is_type(state, obj, "land"):
            continue
        if sub and sub not in creature_types(state, obj):
            continue
        n += 1
    return n


@executes(PerBattlefieldCount)
def _per_battlefield_count(state: GameState, item: StackItem, eff: PerBattlefieldCount) -> Decision | None:
    from oldframe.rules.effects import lose_life

    if eff.count == "your_graveyard":  # "for each card in your graveyard" (Ancestral Tribute)
        n = len(state.players[item.controller].graveyard) * eff.amount
    else:
        n = battlefield_count(state, eff.count) * eff.amount
    if n <= 0:
        return None
    for p in _players(state, item, eff.who):
        if eff.action == "draw":
            zones.draw(state, p, n)
        elif eff.action == "gain":
            state.players[p].life += n  # CR 119.3
            zones.emit(state, "gain_life", p, n)
        else:
            lose_life(state, p, n)
    return None
