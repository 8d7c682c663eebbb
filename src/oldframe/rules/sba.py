"""State-based actions (CR 704; 2003: 420.5), checked whenever a player would receive priority.

All applicable actions are performed at once, then the check repeats (CR 704.3).
"""

from __future__ import annotations

from collections import defaultdict

from oldframe.rules import extensions as ext
from oldframe.rules import zones
from oldframe.rules.characteristics import (
    chars,
    colors_of,
    has_static,
    is_legendary,
    is_type,
    legend_since,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import destroy
from oldframe.rules.events import GameOver, Lost, StateBasedAction
from oldframe.rules.leave_game import leave_game
from oldframe.rules.ruleset import LegendRule
from oldframe.rules.state import Decision, GameState, Zone
from oldframe.rules.targets import protects


def check(state: GameState) -> bool:
    """Perform one round of state-based actions; True if anything happened.

    May instead set ``state.decision`` (the modern legend rule asks which permanent to keep).
    """
    for point in ext.ENTRY_CHOICE_DUE:  # "as CARDNAME comes into play, choose …" for a permanent put
        entry = point(state)  # into play by an effect: chosen before anything else looks at it (CR 614.12)
        if entry is not None:
            state.decision = entry
            return False
    happened = False
    # Checked as often as state-based actions: phased-out tokens cease to exist (2003: 502.15h),
    # "for as long as CARDNAME remains tapped" effects end (CR 611.2b; 2003: 418.3d), control-changing
    # Auras take effect (layer 2, CR 613.1b; 2003: 418.5).
    for check_too in ext.ALONG_WITH_SBA:
        happened = check_too(state) or happened
    losers = []
    for p in state.players:
        if p.lost or (ext.LEAVING_DELAYED and any(point(state, p.index) for point in ext.LEAVING_DELAYED)):
            continue
        if p.life <= 0:  # CR 704.5a (2003: 420.5a)
            losers.append((p.index, "life"))
        elif p.drew_from_empty:  # CR 704.5b (2003: 420.5b)
            losers.append((p.index, "empty library"))
        elif p.poison >= 10:  # CR 704.5c (2003: 420.5c)
            losers.append((p.index, "poison"))
    to_graveyard: list[int] = []
    to_destroy: list[int] = []
    why: dict[int, str] = {}  # for the log (CR 704.3: state-based actions happen, they are not chosen)
    legends: list[int] = []
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        c = chars(state, obj)  # is_creature, is_legendary and toughness, from one read
        if obj.face_down:
            creature = True
        else:
            creature = "Creature" in c.types
            if ("Legend" in c.creature_types) if creature else ("Legendary" in c.supertypes):
                legends.append(oid)
        if not creature:
            continue
        t = c.toughness
        if t <= 0:  # CR 704.5f (2003: 420.5c): not destruction, regeneration can't help
            to_graveyard.append(oid)
            why[oid] = "toughness 0 or less"
        elif obj.damage >= t:  # CR 704.5g (2003: 420.5c): lethal damage destroys
            to_destroy.append(oid)
            why[oid] = "lethal damage"
    for oid in _illegal_auras(state):  # CR 704.5m (2003: 420.5d)
        to_graveyard.append(oid)
        why.setdefault(oid, "not attached legally")
    legend_losers, decision = _legend_rule(state, legends)
    if decision is not None and not losers and not to_graveyard and not to_destroy:
        state.decision = decision
        return False
    for oid in legend_losers:  # CR 704.5j (2003: 420.5e)
        to_graveyard.append(oid)
        why.setdefault(oid, "legend rule")
    for player, reason in losers:
        lose(state, player, reason)
        happened = True
    for oid in to_destroy:
        if oid in state.objects and oid not in to_graveyard:
            _announce(state, oid, why[oid])
            destroy(state, oid)
            happened = True
    for oid in to_graveyard:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            _announce(state, oid, why[oid])
            zones.move(state, oid, Zone.GRAVEYARD)
            happened = True
    return happened


def _announce(state: GameState, oid: int, why: str) -> None:
    """The log says which state-based action moves the permanent (its zone move follows)."""
    zones.emit(state, StateBasedAction(oid, chars(state, state.objects[oid]).name, why))


def _legend_rule(state: GameState, legends: list[int] | None = None) -> tuple[list[int], Decision | None]:
    """``legends``: the legendary permanents in play in battlefield order, when the caller knows them."""
    if legends is None:
        legends = [oid for oid in state.battlefield if is_legendary(state, state.objects[oid])]
    if len(legends) < 2:  # (no group of two or more)
        return [], None
    groups: dict[tuple[int, str], list[int]] = defaultdict(list)
    timestamp_rule = state.rules.legend_rule == LegendRule.TIMESTAMP
    for oid in legends:
        obj = state.objects[oid]
        key = (-1 if timestamp_rule else obj.controller, obj.card.name)
        groups[key].append(oid)
    losers: list[int] = []
    for key in sorted(groups):
        oids = groups[key]
        if len(oids) < 2:
            continue
        if timestamp_rule:
            # 2003 420.5e: all but the one in play longest go to the graveyard, whoever controls
            # them; if several are tied for longest, all of them go.
            seniority = {o: legend_since(state, state.objects[o]) for o in oids}
            oldest = min(seniority.values())
            keepers = [o for o in oids if seniority[o] == oldest]
            losers.extend(o for o in oids if len(keepers) > 1 or o not in keepers)
        else:
            # CR 704.5j: the controller chooses one to keep; the rest go to the graveyard.
            return [], Decision(DecisionKind.LEGEND_KEEP, key[0], {"options": sorted(oids)})
    return losers, None


def _illegal_auras(state: GameState) -> list[int]:
    """CR 704.5m (2003: 420.5d): an Aura attached to nothing, or to an object it can't enchant
    (including protection from its color, CR 702.16c), goes to its owner's graveyard."""
    out = []
    for oid in state.battlefield:
        aura = state.objects[oid]
        spec = aura.card.behaviour.enchant
        if spec is None or aura.face_down:
            continue
        host = state.objects.get(aura.attached_to) if aura.attached_to is not None else None
        verdict = None if host is None or not ext.ENCHANT_LEGALITY else next(
            (v for point in ext.ENCHANT_LEGALITY if (v := point(state, aura, host)) is not None), None)
        if host is None or (host.zone != Zone.BATTLEFIELD and not verdict) or host.oid == oid:
            out.append(oid)
            continue
        if host.zone != Zone.BATTLEFIELD:  # a card in a graveyard it may enchant (CR 303.4)
            continue
        kinds = [k for k in spec.kinds if k != "player"]
        if has_static(host, "cant_be_enchanted"):  # "can't be enchanted" (CR 303.4d; 2003: 420.5d)
            out.append(oid)
            continue
        exempt = frozenset[str]().union(*(point(state, aura, host) for point in ext.WARD_EXEMPT))
        protected = protects(state, host, aura.oid, colors_of(state, aura), exempt)
        if verdict is False or (verdict is None and not any(is_type(state, host, k) for k in kinds)) \
                or protected:  # CR 702.16c (2003: 502.7)
            out.append(oid)
    return out


def keep_legend(state: GameState, keep: int) -> None:
    assert state.decision is not None
    others = [o for o in state.decision.data["options"] if o != keep]
    state.decision = None
    for oid in others:
        if oid in state.objects:
            zones.move(state, oid, Zone.GRAVEYARD)


def lose(state: GameState, player: int, why: str) -> None:
    """A player loses (CR 104.3); in multiplayer their objects leave the game (CR 800.4a). A variant
    may delay the leaving (``extensions.LEAVING``: Magical War's last gasp)."""
    if any(point(state, player, why) for point in ext.LEAVING):
        return
    p = state.players[player]
    p.lost = True
    zones.emit(state, Lost(player, why))
    if len(state.players) > 2:
        leave_game(state, player)
    check_game_over(state)


def check_game_over(state: GameState) -> None:
    living = state.living()
    if ext.LEAVING_DELAYED:  # a player whose leaving a variant delays has lost already: no winner
        living = [p for p in living if not any(point(state, p) for point in ext.LEAVING_DELAYED)]
    if len(living) <= 1:
        state.over = True
        state.winners = tuple(living)  # no winner left = a draw (CR 104.4a)
        state.decision = None
        state.priority = None
        zones.emit(state, GameOver(tuple(living)))
