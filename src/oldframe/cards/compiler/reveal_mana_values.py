"""Revealing until a nonland card and using its mana value: "Choose any target. Reveal cards from the top of
your library until you reveal a nonland card. CARDNAME deals damage equal to that card's mana value to that
permanent or player. Put the revealed cards on the bottom of your library in any order." (Erratic
Explosion), "… CARDNAME gets +X/+0 until end of turn, where X is that card's mana value. …" (Goblin
Machinist). The rules are in ``rules.atoms.reveal_mana_values``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.reveal_mana_values import ControllerRevealsCreature, RevealNonlandUse
from oldframe.rules.model.cards import TargetSpec

_REVEAL = "reveal cards from the top of your library until you reveal a nonland card"
_BOTTOM = "put the revealed cards on the bottom of your library in any order"
ANY_TARGET = TargetSpec(("creature", "player"))


class RevealManaValueTemplates:
    """Transformer methods of ``grammar/reveal_mana_values.lark``."""

    def rmv_damage(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((RevealNonlandUse("damage", "target:0"),), (ANY_TARGET,))

    def rmv_pump(self, items: list[Token]) -> Clause:
        return Clause((RevealNonlandUse("pump"),))

    def rmv_controller_reveals_creature(self, items: list[Token]) -> Clause:
        return Clause((ControllerRevealsCreature(),))


@renders(RevealNonlandUse)
def _render(eff: RevealNonlandUse, words: Words) -> list[str]:
    if eff.use == "damage" and eff.who == "target:0" and words.specs[0] == ANY_TARGET:
        return ["choose any target", _REVEAL, "CARDNAME deals damage equal to that card's mana value to that "
                "permanent or player", _BOTTOM]
    if eff.use == "pump" and eff.who == "self":
        return [_REVEAL, "CARDNAME gets +X/+0 until end of turn, where X is that card's mana value", _BOTTOM]
    raise ValueError(f"no rendering for {eff!r}")


@renders(ControllerRevealsCreature)
def _render_controller_reveals(eff: ControllerRevealsCreature, words: Words) -> list[str]:
    """Only after "Destroy target creature." (the target it names is the spell's first)."""
    if eff.of != "target:0" or not words.specs or words.specs[0].kinds != ("creature",):
        raise ValueError("its controller: the target creature's")
    return ["its controller reveals cards from the top of their library until they reveal a creature card",
            "the player puts that card onto the battlefield, then shuffles all other cards revealed this way into "
            "their library"]
