"""The Chains: "[Then] <that player / that permanent's controller> may <sacrifice a land / discard a
card / pay {R}{R}>. If the player does, they may copy this spell and may choose a new target for that
copy." and the free "That player may copy this spell and may choose a new target for that copy."
(Chain of Vapor, Chain of Smog, Chain Lightning, Chain of Acid, Chain of Plasma, Chain Stasis, Chain
of Silence). The rules are in ``rules.atoms.chain_copies`` (CR 707.10; 2003: 503.10)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.chain_copies import DISCARD_CARD, SACRIFICE_LAND, ChainCopy
from oldframe.rules.mana import ManaCost

#: The words naming who may copy, and the kind of the spell's target they name.
WHO = {"permanent": "that permanent's controller", "creature": "that creature's controller",
       "player": "that player", "either": "that player or that permanent's controller"}
_COSTS = {SACRIFICE_LAND: "sacrifice a land", DISCARD_CARD: "discard a card"}
_COPY = "copy this spell and may choose a new target for that copy"


class ChainCopyTemplates:
    def chain_then(self, items: list[str]) -> tuple[str, bool]:
        return items[0], True

    def chain_now(self, items: list[str]) -> tuple[str, bool]:
        return items[0], False

    def chain_permanent(self, items: list[Token]) -> str:
        return "permanent"

    def chain_creature(self, items: list[Token]) -> str:
        return "creature"

    def chain_player(self, items: list[Token]) -> str:
        return "player"

    def chain_either(self, items: list[Token]) -> str:
        return "either"

    def chain_sac_land(self, items: list[Token]) -> str:
        return SACRIFICE_LAND

    def chain_discard(self, items: list[Token]) -> str:
        return DISCARD_CARD

    def chain_pay(self, items: list[Token]) -> str:
        return str(ManaCost.parse("".join(str(t).upper() for t in items)))

    def chain_copy_words(self, items: list[Token]) -> str:
        return _COPY

    def chain_copy_paid(self, items: list[object]) -> Clause:
        whom, cost, _words = items
        assert isinstance(whom, tuple) and isinstance(cost, str)
        who, then = whom
        return Clause((ChainCopy(IT, str(who), cost, bool(then)),))

    def chain_copy_free(self, items: list[object]) -> Clause:
        whom, _words = items
        assert isinstance(whom, tuple)
        who, then = whom
        return Clause((ChainCopy(IT, str(who), "", bool(then)),))


@renders(ChainCopy)
def _render_chain_copy(eff: ChainCopy, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen:
        raise ValueError("the spell's target named before")
    kinds = words.specs[int(eff.what[7:])].kinds
    fits = {"player": kinds == ("player",), "permanent": "player" not in kinds,
            "creature": kinds == ("creature",), "either": kinds == ("creature", "player")}
    if not fits[eff.who]:
        raise ValueError(f"{WHO[eff.who]!r} doesn't name the spell's target")
    who = ("then " if eff.then else "") + WHO[eff.who]
    if not eff.cost:
        return [f"{who} may {_COPY}"]
    cost = _COSTS.get(eff.cost) or f"pay {eff.cost}"
    return [f"{who} may {cost}. If the player does, they may {_COPY}"]
