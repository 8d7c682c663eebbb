"""Legal actions in words, with card names instead of object ids ("Play Lightning Bolt {R}",
"Target: Grizzly Bears (opponent's)", "Block Craw Wurm with Wall of Stone")."""

from __future__ import annotations

from typing import Any

from oldframe.cards.registry import CardRegistry, UnknownCardError
from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    ApplyFirst,
    AssignDamage,
    Band,
    BottomCard,
    CastSpell,
    CastWith,
    ChooseColor,
    ChooseMode,
    ChooseObject,
    ChooseTarget,
    ChooseType,
    ChooseYesNo,
    DeclareAttacker,
    DeclareBlocker,
    EndEffect,
    FinishDeclaring,
    Keep,
    Mulligan,
    OrderTrigger,
    PassPriority,
    PlayLand,
    Unmorph,
)

from .board import card_names, player_word

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
FREE = "without paying its mana cost"
ALT_WAYS = {"morph": "face down (morph, {3})", "kicker": "with kicker", "buyback": "with buyback",
            "flashback": "with flashback", "pitch": "by its alternative cost", "free_if": FREE, "free": FREE,
            "free_kicker": "free, with kicker", "free_buyback": "free, with buyback", "x": "announcing X"}


class Describer:
    """Words for the actions of one decision, from the deciding player's view."""

    def __init__(self, view: dict[str, Any], names: dict[int, str], registry: CardRegistry) -> None:
        self.view = view
        self.names = names
        self.registry = registry
        self.me = view["viewer"]
        self.kind = str((view.get("pending") or {}).get("kind", ""))
        self.owner = {p["oid"]: p["controller"] for p in view["battlefield"]}
        self.card_name = card_names(view)

    def name(self, oid: int) -> str:
        return self.names.get(oid, "a card")

    def thing(self, oid: int) -> str:
        """A permanent's label with whose it is, when it is not the viewer's."""
        ctrl = self.owner.get(oid)
        whose = "" if ctrl is None or ctrl == self.me else f" (P{ctrl + 1}'s)"
        return self.name(oid) + whose

    def cost(self, oid: int) -> str:
        rec = self.registry.pool.get(self.card_name.get(oid, ""))
        return f" {rec.mana_cost}" if rec is not None and rec.mana_cost else ""

    def ability(self, oid: int, index: int) -> str:
        try:
            card = self.registry.get(self.card_name.get(oid, ""))
        except (UnknownCardError, KeyError):
            return f"ability {index + 1}"
        printed = card.behaviour.activated
        if index < len(printed) and printed[index].text:
            return printed[index].text
        if "Land" in card.types:
            return "tap for mana"
        return f"ability {index + 1}"

    def __call__(self, action: Action) -> str:
        match action:
            case Keep():
                return "Keep this hand"
            case Mulligan():
                return "Mulligan"
            case BottomCard(oid=oid):
                return f"Put {self.name(oid)} on the bottom of your library"
            case PassPriority():
                return "Pass"
            case PlayLand(oid=oid):
                return f"Play {self.name(oid)}"
            case CastSpell(oid=oid):
                return f"Play {self.name(oid)}{self.cost(oid)}"
            case CastWith(oid=oid, name=way, x=x):
                return f"Play {self.name(oid)} {ALT_WAYS.get(way, way)}" + (f", X={x}" if x else "")
            case ActivateAbility(oid=oid, index=index):
                return f"{self.thing(oid)}: {self.ability(oid, index)}"
            case ChooseTarget(target=(_, ident)) if self.kind == "mw_last_gasp":
                return f"Attack {player_word(ident, self.me)} with all your untapped creatures"
            case ChooseTarget(target=(kind, ident)):
                return "Target: " + (player_word(ident, self.me) if kind == "player" else self.thing(ident))
            case ChooseObject(oid=oid):
                if self.kind == "choose_x":
                    return f"X = {oid}"
                verb = {"sacrifice": "Sacrifice", "discard": "Discard", "discard_to_hand_size": "Discard",
                        "legend_keep": "Keep", "cost_choice": "Choose", "london_bottom": "Bottom",
                        "mw_initial_round": "Put into play (and draw a replacement):",
                        "mw_pipeline_setup": "Put face down in your pipeline:",
                        "mw_pipeline_add": "Put face down at the end of your pipeline:"}.get(self.kind, "Choose")
                return f"{verb} {self.thing(oid)}"
            case ChooseType(name=word):
                return f"Choose {word}"
            case ChooseYesNo(yes=yes):
                if self.kind == "mw_pipeline_cast":
                    return "Cast the spell turned up" if yes else "Let it go to the graveyard"
                return "Yes" if yes else "No"
            case DeclareAttacker(attacker=a, defender=d):
                return f"Attack {player_word(d, self.me)} with {self.name(a)}"
            case DeclareBlocker(blocker=b, attacker=a):
                return f"Block {self.thing(a)} with {self.name(b)}"
            case FinishDeclaring() if self.kind == "mw_initial_round":
                return "Done (no more zero-cost cards)"
            case FinishDeclaring() if self.kind == "mw_last_gasp":
                return "Leave the game"
            case FinishDeclaring():
                return "Done declaring " + ("attackers" if self.kind == "attackers" else "blockers"
                                            if self.kind == "blockers" else "")
            case AssignDamage(target=(kind, ident), amount=n):
                who = player_word(ident, self.me) if kind == "player" else self.thing(ident)
                return f"Assign {n} damage to {who}"
            case OrderTrigger(index=i):
                return f"Put triggered ability {i + 1} on the stack next"
            case EndEffect(oid=oid):
                return f"Pay to end {self.name(oid)}'s effect"
            case Unmorph(oid=oid):
                return f"Turn {self.name(oid)} face up"
            case Band(attacker=a, with_attacker=b):
                return f"Band {self.name(a)} with {self.name(b)}"
            case ChooseColor(name=c):
                return f"Choose {COLOR_WORDS.get(c, c)}"
            case ChooseMode(index=i):
                return f"Mode {i + 1}"
            case ApplyFirst(index=i):
                return f"Apply effect {i + 1} first"
        if action.kind == "pipeline":  # Magical War's subphase (MW 3.3)
            return "Take your pipeline subphase: a card to the end, the first turned up"
        return action.notation()


def numbered(actions: list[Action], describe: Describer) -> list[tuple[str, Action]]:
    """Labels for the actions to list (passing is the ``p`` command, not a number); actions with the
    same words (two untapped Forests' mana abilities) are listed once."""
    out: list[tuple[str, Action]] = []
    seen: set[str] = set()
    for a in actions:
        if isinstance(a, PassPriority):
            continue
        text = describe(a)
        if text in seen:
            continue
        seen.add(text)
        out.append((text, a))
    return out
