"""A simple rule-of-thumb player: keeps sensible hands, plays a land and the most expensive spell
it can each turn, never floats mana, points burn at the best target, attacks when no untapped
blocker can eat its creature, and blocks when its blocker survives or trades. A sparring partner
and a baseline for real AIs; it sees only ``game.view(player)`` and the legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oldframe.cards.registry import CardRegistry, default_registry
from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    ChooseTarget,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaring,
    Keep,
    Mulligan,
    PassPriority,
    PlayLand,
)
from oldframe.rules.model.cards import AddMana, ModifyPT
from oldframe.rules.rng import Rng


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0, registry: CardRegistry | None = None) -> None:
        self._rng = Rng(seed)
        self._registry = registry or default_registry()
        self._casting: Any = None  # the card whose targets come next

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        me = view["viewer"]
        pending = (view.get("pending") or {}).get("kind")
        if pending == "mulligan":
            return self._mulligan(view, legal)
        if pending == "priority":
            return self._priority(view, legal)
        if pending == "target":
            return self._target(view, legal, me)
        if pending == "attackers":
            return self._attack(view, legal, me)
        if pending == "blockers":
            return self._block(view, legal, me)
        if pending == "damage_assignment":
            return max((a for a in legal if isinstance(a, AssignDamage)), key=lambda a: a.amount)
        return legal[0]

    def note_choice(self, view: dict[str, Any], action: Action) -> None:
        """Another player (the search it advises) made the choice: remember the card it cast, whose
        targets come next."""
        if isinstance(action, CastSpell):
            names = {c["oid"]: c["name"] for c in view["players"][view["viewer"]].get("hand", [])}
            name = names.get(action.oid)
            self._casting = self._card(name) if name is not None else None

    # -- decisions ---------------------------------------------------------------------------------
    def _card(self, name: str) -> Any:
        return self._registry.get(name)

    def _mulligan(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        me = view["players"][view["viewer"]]
        hand = me.get("hand", [])
        lands = sum(1 for c in hand if self._card(c["name"]).is_land)
        if len(hand) >= 6 and not 2 <= lands <= 5 and Mulligan() in legal:
            return Mulligan()
        return Keep()

    def _priority(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        names = {c["oid"]: c["name"] for c in view["players"][view["viewer"]].get("hand", [])}
        for a in legal:
            if isinstance(a, PlayLand):
                return a
        for a in legal:  # a variant's turn step (Magical War's pipeline subphase): take it early
            if a.kind == "pipeline":
                return a
        casts = [a for a in legal if isinstance(a, CastSpell)]
        mine = view["active_player"] == view["viewer"]
        stack_has_opponent_spell = any(s["controller"] != view["viewer"] and s["kind"] == "spell"
                                       for s in view["stack"])
        good = []
        for a in casts:
            card = self._card(names.get(a.oid, ""))
            ritual = card.behaviour.spell is not None and card.behaviour.spell.effects and all(
                isinstance(e, AddMana) for e in card.behaviour.spell.effects)
            if ritual:
                continue  # mana it has no plan for would only burn (2003 300.4)
            if "Instant" in card.types and not card.is_permanent_card:
                spell = card.behaviour.spell
                counters = spell is not None and any(t.kinds == ("spell",) for t in spell.targets)
                if counters and not stack_has_opponent_spell:
                    continue
                if not counters and view["stack"]:
                    continue
                if not counters and mine and view["step"] not in ("main1", "main2", "declare_blockers"):
                    continue
            good.append((card.mana_cost.converted, a))
        if good:
            choice = max(good, key=lambda t: t[0])[1]
            assert isinstance(choice, CastSpell)
            self._casting = self._card(names.get(choice.oid, ""))
            return choice
        non_mana = [a for a in legal if isinstance(a, ActivateAbility) and not self._is_mana(view, a)]
        if non_mana and view["stack"] == [] and self._rng.below(4) == 0:
            return non_mana[0]
        return PassPriority() if PassPriority() in legal else legal[0]

    def _is_mana(self, view: dict[str, Any], a: ActivateAbility) -> bool:
        for p in view["battlefield"]:
            if p["oid"] == a.oid:
                card = self._card(p["name"]) if not p.get("face_down") else None
                own = card.behaviour.activated if card is not None else ()
                return a.index < len(own) and own[a.index].is_mana  # (a granted one: not known here)
        return False

    def _target(self, view: dict[str, Any], legal: Sequence[Action], me: int) -> Action:
        creatures = {p["oid"]: p for p in view["battlefield"] if "power" in p}
        opp_creatures = [a for a in legal if isinstance(a, ChooseTarget) and a.target[0] == "object"
                         and a.target[1] in creatures and creatures[a.target[1]]["controller"] != me]
        own = [a for a in legal if isinstance(a, ChooseTarget) and a.target[0] == "object"
               and a.target[1] in creatures and creatures[a.target[1]]["controller"] == me]
        spells = [a for a in legal if isinstance(a, ChooseTarget) and a.target[0] == "object"
                  and a.target[1] not in creatures]
        if spells:
            return spells[0]
        spell = getattr(self._casting, "behaviour", None)
        helps = spell is not None and spell.spell is not None and any(
            isinstance(e, ModifyPT) and e.power > 0 for e in spell.spell.effects)
        if helps and own:
            return max(own, key=lambda a: creatures[a.target[1]]["power"])
        if opp_creatures:
            return max(opp_creatures, key=lambda a: creatures[a.target[1]]["power"])
        players = [a for a in legal if isinstance(a, ChooseTarget) and a.target[0] == "player"
                   and a.target[1] != me]
        if players:  # a free-for-all: the opponent closest to losing (then the first in seat order)
            return min(players, key=lambda a: (_life(view, a.target[1]), a.target[1]))
        return own[0] if own else legal[0]

    def _attack(self, view: dict[str, Any], legal: Sequence[Action], me: int) -> Action:
        """An attacker no untapped creature of the defending player can block and eat; in a
        free-for-all, of the opponents it could attack so, the one closest to losing."""
        perms = {p["oid"]: p for p in view["battlefield"]}
        blockers = [p for p in view["battlefield"] if p["controller"] != me and "power" in p and not p["tapped"]]
        safe = []
        for a in legal:
            if isinstance(a, DeclareAttacker):
                att = perms[a.attacker]
                if not any(b["controller"] == a.defender and b["power"] >= att.get("toughness", 0)
                           and b["toughness"] > att.get("power", 0) for b in blockers):
                    safe.append(a)
        if safe:
            return min(safe, key=lambda a: (_life(view, a.defender), a.defender))
        return _finish_or_first(legal)

    def _block(self, view: dict[str, Any], legal: Sequence[Action], me: int) -> Action:
        perms = {p["oid"]: p for p in view["battlefield"]}
        for a in legal:
            if isinstance(a, DeclareBlocker):
                b, att = perms[a.blocker], perms[a.attacker]
                if b.get("toughness", 0) > att.get("power", 0) or b.get("power", 0) >= att.get("toughness", 0):
                    return a
        return _finish_or_first(legal)


def _life(view: dict[str, Any], player: int) -> int:
    life: int = view["players"][player]["life"]
    return life


def _finish_or_first(legal: Sequence[Action]) -> Action:
    """Finish declaring, unless a requirement ("attacks each combat if able", "all creatures able to
    block it do so"; CR 508.1d, 509.1c) still asks for a declaration."""
    return FinishDeclaring() if FinishDeclaring() in legal else legal[0]
