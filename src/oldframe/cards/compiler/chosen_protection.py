""""Choose a color. All creatures gain protection from the chosen color until end of turn." (Reverent
Mantra), "… Creatures you control gain …" (Akroma's Blessing), and Glory's "{2}{W}: Choose a color.
Creatures you control gain protection from the chosen color until end of turn. Activate only if CARDNAME
is in your graveyard." (the rules: ``rules.atoms.chosen_protection``; an ability that functions only
from the graveyard, activated by the card's owner: CR 113.6k, ``casting.can_activate``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.choices import GainProtectionFromChosenColor
from oldframe.rules.atoms.chosen_protection import CreaturesGainProtectionFromChosenColor
from oldframe.rules.model.cards import Cost

#: ``ActivatedAbility.restriction`` of "Activate only if CARDNAME is in your graveyard."
IN_GRAVEYARD = "in_graveyard"


class ChosenProtectionTemplates:
    def cp_their_choice(self, items: list[Thing]) -> Clause:
        """Wishmonger: its controller, not the ability's, chooses (``GainProtectionFromChosenColor``)."""
        thing = items[0]
        if thing.spec is None:
            raise ValueError("a target creature")
        return Clause((GainProtectionFromChosenColor(thing.ref, its_controller=True),), (thing.spec,))

    def cp_all(self, items: list[Token]) -> str:
        return "all"

    def cp_yours(self, items: list[Token]) -> str:
        return "yours"

    def cp_protection(self, items: list[str]) -> Clause:
        return Clause((CreaturesGainProtectionFromChosenColor(items[0]),))

    def cp_from_graveyard(self, items: list[object]) -> ActivatedPiece:
        cost, body = items
        assert isinstance(cost, Cost) and isinstance(body, Clause)
        if cost.tap or cost.sacrifice_self or cost.exile_self or cost.discard_self or cost.return_self \
                or cost.remove_counters or cost.exile_from_graveyard:
            raise ValueError("a cost that needs the card on the battlefield or moves it")
        piece = self.activated([cost, body])  # type: ignore[attr-defined]
        assert isinstance(piece, ActivatedPiece)
        return ActivatedPiece(tuple(replace(a, zone="graveyard", restriction=IN_GRAVEYARD) for a in piece.abilities))


@renders(CreaturesGainProtectionFromChosenColor)
def _render(eff: CreaturesGainProtectionFromChosenColor, words: Words) -> list[str]:
    whose = {"all": "all creatures", "yours": "creatures you control"}[eff.whose]
    return ["choose a color", f"{whose} gain protection from the chosen color until end of turn"]
