"""Atoms of era mechanics compiled as whole template classes (``cards/compiler/mechanics.py``):
flash enchantments, Amplify, the en-Kor's redirection, Provoke, menace, Domain spells,
"have an opponent gain life" alternative costs, "sacrifice it unless" with a graveyard card."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.characteristics import creature_types, has_keyword, is_creature
from oldframe.rules.combat import block_rule
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, executes, lose_life, resolve_targets, sacrifice, source_colors
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import CostKeyword, Effect, Ref
from oldframe.rules.replacement import Applicable, DamageEvent, choice_possible_when, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, StackItem, Zone


def _on_battlefield(state: GameState, item: StackItem, ref: Ref) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


# -- "You may cast CARDNAME as though it had flash. If you cast it any time a sorcery couldn't have
# been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
# cleanup step." (Lightning Reflexes, Mystic Veil, Parapet) ----------------------------------------------
FLASH_SAC = "flash_sac"
FLASH_PAY = "flash_pay"


def sacrifice_at_next_cleanup(state: GameState, item: StackItem, new: int) -> None:
    """A delayed triggered ability (CR 603.7; 2003: 404.4) set up as the permanent spell cast at
    instant speed resolves; it triggers as the next cleanup step begins (CR 514.3a; 2003: 314.3)."""
    obj = state.objects.get(new)
    if obj is None:
        return
    state.delayed.append(DelayedTrigger("cleanup", obj.controller, item.source_name, "sacrifice", new,
                                        state.turn, int(state.step)))


# -- Amplify N (CR 702.38; 2003: 502.28) ----------------------------------------------------------------
AMPLIFY = "amplify"


def _amplify_options(state: GameState, item: StackItem, types: tuple[str, ...]) -> list[int]:
    shown = {int(v) for k, v in indexed(item.choices).items() if k.startswith("amplify:") and v is not None}
    out = []
    for oid in state.players[item.controller].hand:
        card = state.objects[oid].card
        if oid in shown or oid == item.oid or not ({"Creature", "Tribal"} & set(card.types)):
            continue
        if set(card.subtypes) & set(types):
            out.append(oid)
    return out


def amplify_decision(state: GameState, item: StackItem, types: tuple[str, ...]) -> Decision | None:
    """"As this object enters the battlefield, reveal any number of cards from your hand that share a
    creature type with it": one optional pick at a time, until the player stops or none is left.
    (Only as the spell resolves: entering another way, it reveals nothing.)"""
    n = sum(1 for k in item.choices if k.startswith("amplify:"))
    if n and item.choices.get(f"amplify:{n - 1}") is None:
        return None
    options = _amplify_options(state, item, types)
    if not options:
        return None
    return Decision(DecisionKind.PICK, item.controller, {"key": f"amplify:{n}", "options": options, "optional": True})


def amplify_counters(state: GameState, item: StackItem, new: int, per_card: int) -> None:
    """It enters with N +1/+1 counters for each card revealed (a replacement, CR 614.1c)."""
    shown = [int(v) for k, v in indexed(item.choices).items() if k.startswith("amplify:") and v is not None]
    obj = state.objects.get(new)
    if obj is None or not shown:
        return
    for oid in shown:
        zones.emit(state, Revealed(item.controller, oid, state.objects[oid].card.name))
    counters = dict(obj.counters or {})
    counters["+1/+1"] = counters.get("+1/+1", 0) + per_card * len(shown)
    obj.counters = counters
    state.version += 1


# -- the en-Kor: "{0}: The next 1 damage that would be dealt to CARDNAME this turn is dealt to target
# creature you control instead." (CR 614.9 redirection; 2003: 419.8, 419.9) ------------------------------
_REDIRECT = "redirect_next_damage"


@dataclass(frozen=True, slots=True)
class RedirectNextDamage(Effect):
    """The next ``amount`` damage that would be dealt to ``what`` this turn is dealt to ``to`` instead:
    a replacement effect used up as it applies (CR 614.9; 2003: 419.8)."""

    what: Ref
    to: Ref
    amount: int = 1


@executes(RedirectNextDamage)
def _redirect(state: GameState, item: StackItem, eff: RedirectNextDamage) -> Decision | None:
    to = _on_battlefield(state, item, eff.to)
    if not to:
        return None
    for oid in _on_battlefield(state, item, eff.what):
        state.effects.append(ContinuousEffect(_REDIRECT, oid, state.new_timestamp(), "end_of_turn",
                                              power=eff.amount, value=str(to[0])))
    return None


@damage_effect
def redirects(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Each redirection on the damaged permanent is one replacement effect that uses itself up; with
    a shield or another redirection also applying, its controller orders them (CR 616.1; 2003: 419.8).
    One whose new creature has left the battlefield or stopped being a creature doesn't apply: the
    damage can't be dealt to it (CR 614.9; 2003: 419.6c)."""
    kind, ident = event.target
    if kind != "object":
        return []
    out = []
    seen: set[str] = set()
    for e in state.effects:
        if e.kind != _REDIRECT or e.affected != ident or e.power <= 0 or e.value in seen:
            continue  # two redirections to the same creature are interchangeable: the earlier one is offered
        new = state.objects.get(int(e.value))
        if new is None or new.zone != Zone.BATTLEFIELD or not is_creature(state, new) or new.oid == ident:
            continue
        seen.add(e.value)
        out.append(Applicable(f"redirect:{e.timestamp}",
                              f"deal the next {e.power} damage to {new.card.name} instead (#{e.timestamp})",
                              _use_redirect(e.timestamp), uses_up=True, prevention=False))
    return out


def _use_redirect(timestamp: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def use(state: GameState, event: DamageEvent) -> DamageEvent:
        for e in state.effects:  # found again by timestamp: a replay runs on a fresh copy of the state
            if e.timestamp == timestamp and e.kind == _REDIRECT:
                moved = min(e.power, event.amount)
                e.power -= moved
                state.version += 1
                # the same source deals that damage to the other creature (CR 614.9)
                deal_damage(state, event.source, event.source_controller, event.source_colors,
                            ("object", int(e.value)), moved, event.combat)
                return event.prevent(moved)
        return event
    return use


@choice_possible_when
def _redirects_exist(state: GameState) -> bool:
    return any(e.kind == _REDIRECT and e.power > 0 for e in state.effects)


# -- Provoke (CR 702.39; 2003: 502.27) ------------------------------------------------------------------
PROVOKED = "provoked"
#: ``TargetSpec.filters`` word: a creature the defending player controls (``rules.target_filters``).
DEFENDING = "defending"


@dataclass(frozen=True, slots=True)
class ProvokeBlock(Effect):
    """"… [untap ``what`` and] block it if able" / "Target creature blocks CARDNAME this turn if able":
    [untap it, and] this turn it must block the source if able (a blocking requirement, CR 509.1c;
    2003: 309.2)."""

    what: Ref
    untap: bool = True


@executes(ProvokeBlock)
def _provoke(state: GameState, item: StackItem, eff: ProvokeBlock) -> Decision | None:
    for oid in _on_battlefield(state, item, eff.what):
        if eff.untap:
            state.objects[oid].tapped = False
        state.effects.append(ContinuousEffect(PROVOKED, oid, state.new_timestamp(), "end_of_turn",
                                              value=str(item.source)))
        state.version += 1
    return None


def _menace(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]],
                                                                     list[tuple[int, int]] | None]:
    """Menace: "can't be blocked except by two or more creatures" (CR 702.110; 2003 wording, a blocking
    restriction checked on the whole declaration, CR 509.1b; 2003: 309.2). A first blocker is offered only
    if a second one could join it, and once one blocks, a second must be declared next (returned as the
    only options)."""
    c = state.combat
    assert c is not None
    menacing = [a for a in c.attackers if has_keyword(state, state.objects[a], "menace")]
    if not menacing:
        return options, None
    for a in menacing:
        blocking = [b for b, x in c.blockers.items() if x == a]
        could = {b for b, x in options if x == a}
        if len(blocking) == 1 and could:
            return options, [(b, a) for b in sorted(could)]
        if not blocking and len(could) < 2:
            options = [(b, x) for b, x in options if x != a]
    return options, None


@block_rule(0)
def menace_restriction(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """Menace narrows the declaration before any requirement is counted: a creature that could only
    block a menace attacker alone isn't able to block it (CR 509.1b-c; 2003: 309.2)."""
    if state.combat is None or not options:
        return options, True
    options, completing = _menace(state, options)
    return (completing, False) if completing is not None else (options, True)


@block_rule(20)
def block_requirements(state: GameState, options: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """Provoke: a creature that must block its provoker and can is declared first, to it, so later blocks
    can't make the requirement impossible; the declaration ends only when every requirement that can
    still be met is (the most requirements obeyed, CR 509.1c; 2003: 309.2). Lures are
    ``spell_combat.lure_requirements``."""
    c = state.combat
    if c is None or not options:
        return options, True
    provoked: dict[int, set[int]] = {}
    for e in state.effects:
        if e.kind == PROVOKED:
            provoked.setdefault(e.affected, set()).add(int(e.value))
    if not provoked:
        return options, True
    required = []
    for b, a in options:
        if a not in provoked.get(b, ()):
            continue
        if c.blockers.get(b) in provoked.get(b, set()):
            continue  # already blocks an attacker it had to
        required.append((b, a))
    return (required, False) if required else (options, True)


# -- Domain (Invasion; an ability word, CR 207.2c): counts of basic land types (CR 305.6) -------------------
def domain_count(state: GameState, player: int) -> int:
    """The number of basic land types among lands ``player`` controls (CR 305.6; main's count)."""
    from oldframe.rules.atoms.static_counts import count

    mine = [state.objects[o] for o in state.battlefield if state.objects[o].controller == player]
    if not mine:
        return 0
    return count(state, "domain|you|", mine[0], mine[0], you=player)


def _gift(state: GameState, player: int, life: int) -> None:
    zones.gain_life(state, player, life)  # gaining life (CR 119.1)


@dataclass(frozen=True, slots=True)
class DomainEffect(Effect):
    """"Domain — …" spell instructions: ``kind`` "damage" (CARDNAME deals X damage to ``who``), "gain"
    (you gain ``per`` life for each), "pump" (``who`` gets +``per``/+``per2`` until end of turn for
    each), "draw" (``who`` draws a card for each basic land type among lands *they* control),
    "drain" (``who`` loses X life and you gain X life), "pump_all" (all creatures get …)."""

    kind: str
    who: Ref = "controller"
    per: int = 1
    per2: int = 1


@executes(DomainEffect)
def _domain(state: GameState, item: StackItem, eff: DomainEffect) -> Decision | None:
    n = domain_count(state, item.controller)
    if eff.kind == "damage":
        for target in resolve_targets(state, item, eff.who):
            deal_damage(state, item.source, item.controller, source_colors(state, item), target, n)
    elif eff.kind == "gain":
        _gift(state, item.controller, eff.per * n)
    elif eff.kind == "pump":
        for oid in _on_battlefield(state, item, eff.who):
            state.effects.append(ContinuousEffect("pt", oid, state.new_timestamp(), "end_of_turn",
                                                  eff.per * n, eff.per2 * n))
            state.version += 1
    elif eff.kind == "draw":
        for kind, ident in resolve_targets(state, item, eff.who):
            if kind == "player":
                zones.draw(state, ident, domain_count(state, ident))
    elif eff.kind == "drain":  # "Target player loses X life and you gain X life"
        for kind, ident in resolve_targets(state, item, eff.who):
            if kind == "player":
                lose_life(state, ident, n)
        _gift(state, item.controller, n)
    elif eff.kind == "pump_all":  # "All creatures get -1/-1 …": the set is fixed now (CR 611.2c)
        ts = state.new_timestamp()
        for oid in list(state.battlefield):
            if is_creature(state, state.objects[oid]):
                state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", eff.per * n, eff.per2 * n))
        state.version += 1
    return None


# -- "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent / each
# other player gain N life." (Invigorate, Reverent Silence, Skyshroud Cutter; CR 118.9) -------------------
ALT_GIFT = "alt_gift"


def _gift_terms(text: str) -> tuple[str, int]:
    """``CostKeyword.text`` of an "alt_gift": "<opponent|each_other>:<life>"."""
    who, _, life = text.partition(":")
    return who, int(life)


def gift_available(state: GameState, p: int, kw: CostKeyword) -> bool:
    """The condition holds (a land type you control: a condition, not a cost) and there is an
    opponent to give the life to."""
    need = kw.condition.removeprefix("control:")
    if not state.opponents(p):
        return False
    return any(state.objects[o].controller == p and need in creature_types(state, state.objects[o])
               for o in state.battlefield)


def gift_pending(state: GameState, item: StackItem) -> Decision | None:
    """Pay the gift as the costs are paid (CR 601.2h): "an opponent" is chosen when there are two or
    more (a "cost_choice" answered by the player's index); "each other player" gains it at once."""
    who, _life = _gift_terms(str(item.choices["gift"]))
    others = state.opponents(item.controller)
    if who == "opponent" and len(others) > 1:
        return Decision(DecisionKind.COST_CHOICE, item.controller, {"what": "gift", "options": others})
    give_life(state, item, others if who == "each_other" else others[:1])
    return None


def give_life(state: GameState, item: StackItem, players: list[int]) -> None:
    _who, life = _gift_terms(str(item.choices["gift"]))
    item.choices.setdefault("paid", {})["gift"] = 1
    for q in players:
        _gift(state, q, life)


# -- "Sacrifice CARDNAME unless you return a basic land card from your graveyard to your hand / put a card
# from your graveyard on the bottom of your library." (Harvest Wurm, Anurid Scavenger) ---------------------
@dataclass(frozen=True, slots=True)
class SacrificeUnlessGraveyard(Effect):
    """An "unless" cost paid as the ability resolves, by its controller if they choose to and can
    (CR 118.12; 2003: 409.1 and glossary "Unless"): ``action`` "regrow_basic" (a basic land card from
    your graveyard to your hand) or "bottom" (a card from your graveyard on the bottom of your
    library). Otherwise the permanent is sacrificed (only while it is in play under their control)."""

    what: Ref
    action: str


def _graveyard_options(state: GameState, p: int, action: str) -> list[int]:
    cards = state.players[p].graveyard
    if action == "regrow_basic":
        return [c for c in cards if "Land" in state.objects[c].card.types
                and "Basic" in state.objects[c].card.supertypes]
    return list(cards)


@executes(SacrificeUnlessGraveyard)
def _sacrifice_unless_graveyard(state: GameState, item: StackItem, eff: SacrificeUnlessGraveyard) -> Decision | None:
    p = item.controller
    options = _graveyard_options(state, p, eff.action)
    key: Final = "unless_gy"
    if options and key not in item.choices:
        return Decision(DecisionKind.PICK, p, {"key": key, "options": options, "optional": True})
    chosen = item.choices.get(key)
    if chosen is not None and int(chosen) in options:
        if eff.action == "regrow_basic":
            zones.move(state, int(chosen), Zone.HAND)
        else:
            zones.move(state, int(chosen), Zone.LIBRARY, top=False)
        return None
    for oid in _on_battlefield(state, item, eff.what):
        if state.objects[oid].controller == p:
            sacrifice(state, oid)
    return None

