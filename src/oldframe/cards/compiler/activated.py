"""Activated abilities "COST: EFFECT" (CR 602; 2003: 403), their costs, cycling and additional
costs of spells.

Costs: mana, {T}, "Sacrifice CARDNAME", "Sacrifice a creature / a Goblin", "Discard a card".
Examples: Prodigal Sorcerer ({T}: CARDNAME deals 1 damage to any target.), Shivan Dragon
({R}: +1/+0), Drudge Skeletons ({1}: Regenerate CARDNAME.), Mogg Fanatic (Sacrifice CARDNAME:),
Goblin Bombardment-style sacrifice costs, Miscalculation-era cycling ("Cycling {2}"),
Fatal Blow's neighbours "As an additional cost to cast this spell, sacrifice a creature."
Restrictions (CR 602.5b): "Activate only as a sorcery." (Cat Burglar), "… once each turn."
(Fire Drake), "… no more than twice each turn." (Pit Imp), "… if you have exactly seven cards in
hand." (Library of Alexandria), "… during your upkeep.", "… during your
turn, before attackers are declared." (Apprentice Sorcerer); checked by ``rules.activation``.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.any_player import permitted, take_permission
from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.costs import merge_cost_part
from oldframe.cards.compiler.effects import NUMBER_WORDS, uses_x
from oldframe.cards.compiler.pieces import ActivatedPiece, AdditionalCostPiece, CostKeywordPiece
from oldframe.rules.costparts import X_CARDS, only_taps
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import (
    ActivatedAbility,
    AddMana,
    Cost,
    CostKeyword,
    DealDamage,
    Draw,
    EchoUpkeep,
    Effect,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent


def _is_mana_ability(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...]) -> bool:
    """CR 605.1a (2003: 406.1): could add mana, doesn't target; riders such as "deals 1 damage to
    you" stay part of it."""
    return not targets and any(isinstance(e, AddMana) for e in effects) and all(
        isinstance(e, AddMana) or (isinstance(e, DealDamage) and e.to == "controller")
        or getattr(e, "mana_rider", False) for e in effects  # a rider atom that says so (atoms.counters)
    )


class ActivatedTemplates:
    subtype_names: dict[str, str]

    # -- costs ------------------------------------------------------------------------------------
    def mana_symbols(self, items: list[Token]) -> Cost:
        syms = [str(t).upper() for t in items]
        if syms == ["{T}"]:
            return Cost(tap=True)
        if "{T}" in syms or "{Q}" in syms or "{S}" in syms:
            raise ValueError("unsupported cost symbol")
        return Cost(mana=ManaCost.parse("".join(syms)))

    def sac_self(self, items: list[Token]) -> Cost:
        return Cost(sacrifice_self=True)

    def sac_other(self, items: list[str]) -> Cost:
        return Cost(sacrifice=(items[0],))

    def k_creature(self, items: list[Token]) -> str:
        return "creature"

    def k_land(self, items: list[Token]) -> str:
        return "land"

    def k_artifact(self, items: list[Token]) -> str:
        return "artifact"

    def k_enchantment(self, items: list[Token]) -> str:
        return "enchantment"

    def k_permanent(self, items: list[Token]) -> str:
        return "permanent"

    def k_subtype(self, items: list[Token]) -> str:
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None or name.lower() != word:  # "Sacrifice a Goblin": singular only
            raise ValueError(f"not a singular creature type: {word}")
        return name

    def discard_card(self, items: list[Token]) -> Cost:
        return Cost(discard=1)

    def discard_cards(self, items: list[Token]) -> Cost:
        """Zombie Infestation: "Discard two cards: …" (CR 602.2b; 2003: 409.1f)."""
        return Cost(discard=NUMBER_WORDS[str(items[0])])

    def cost(self, items: list[Cost]) -> Cost:
        out = Cost()
        for part in items:
            if part.mana.converted or part.mana.x:
                if out.mana.converted or out.tap or out.sacrifice_self or out.sacrifice or out.discard:
                    raise ValueError("mana after other costs")
                out = replace(out, mana=part.mana)
            if part.tap:
                out = replace(out, tap=True)
            if part.sacrifice_self:
                out = replace(out, sacrifice_self=True)
            if part.sacrifice is not None:
                out = replace(out, sacrifice=part.sacrifice)
            if part.discard:
                out = replace(out, discard=out.discard + part.discard)
            if part.life:
                out = replace(out, life=part.life)
            out = merge_cost_part(out, part)
        return out

    def pay_life(self, items: list[Token]) -> Cost:
        """"Pay N life" (CR 119.4; 2003: 409.1f)."""
        return Cost(life=int(str(items[0])))

    # -- abilities --------------------------------------------------------------------------------
    def activated(self, items: list[object]) -> ActivatedPiece:
        cost, body = items
        assert isinstance(cost, Cost) and isinstance(body, Clause)
        body, anyone = take_permission(body)  # "Any player may activate this ability." (any_player.py)
        if anyone is not None:
            return permitted(self.activated([cost, body]), anyone)
        if X_CARDS in (cost.discard, cost.exile_from_graveyard):
            raise ValueError("'X cards' in an ability's cost")  # sized only for spells (rules.atoms.x_costs)
        if uses_x(body.effects) and not cost.mana.x:
            raise ValueError("X in an ability without {X} in its cost: never announced")
        if cost.mana.x and (body.mana_choice or _is_mana_ability(body.effects, body.specs)):
            raise ValueError("a mana ability with {X}")  # X is announced on the stack (CR 602.2b)
        if body.mana_choice:
            return ActivatedPiece(tuple(
                ActivatedAbility(cost, (AddMana(m), *body.effects), is_mana=True) for m in body.mana_choice
            ))
        return ActivatedPiece((ActivatedAbility(cost, body.effects, body.specs,
                                                is_mana=_is_mana_ability(body.effects, body.specs)),))

    def r_sorcery(self, items: list[Token]) -> str:
        return "sorcery"

    def r_before_attackers(self, items: list[Token]) -> str:
        return "before_attackers"

    def r_upkeep(self, items: list[Token]) -> str:
        return "your_upkeep"

    def r_once(self, items: list[Token]) -> str:
        return "once"

    def r_seven_in_hand(self, items: list[Token]) -> str:
        return "seven_in_hand"

    def r_twice(self, items: list[Token]) -> str:
        return "twice"

    def activated_restricted(self, items: list[object]) -> ActivatedPiece:
        """"Activate only …" (CR 602.5b; 2003: 403.5); a mana ability keeps no restriction here but
        "once each turn" on one whose cost the payment solver never pays (Wall of Roots' counter; the
        activation is counted by ``rules.casting``)."""
        cost, body, restriction = items
        assert isinstance(restriction, str) and isinstance(cost, Cost)
        piece = self.activated([cost, body])
        if any(a.is_mana for a in piece.abilities) and (restriction != "once" or only_taps(cost)):
            raise ValueError("restricted mana ability")
        if restriction == "sorcery":
            return ActivatedPiece(tuple(replace(a, sorcery_speed=True) for a in piece.abilities))
        return ActivatedPiece(tuple(replace(a, restriction=restriction) for a in piece.abilities))

    def activated_threshold(self, items: list[object]) -> ActivatedPiece:
        """"Threshold — COST: EFFECT. Activate only if seven or more cards are in your graveyard."
        (CR 702.38a; 2003: 502.23b)."""
        return self.activated_restricted([items[0], items[1], "threshold"])

    def cycling(self, items: list[Token]) -> ActivatedPiece:
        """Cycling (CR 702.29; 2003: 502.18): "[cost], Discard this card: Draw a card." from hand."""
        mana = ManaCost.parse("".join(str(t).upper() for t in items))
        return ActivatedPiece((ActivatedAbility(Cost(mana=mana, discard_self=True), (Draw("controller"),),
                                                zone="hand", keyword="cycling"),))

    @staticmethod
    def _cost_keyword(keyword: str, items: list[Token]) -> CostKeywordPiece:
        mana = ManaCost.parse("".join(str(t).upper() for t in items if str(t).startswith("{")))
        if mana.x:
            raise ValueError(f"{keyword} with X is not compiled (X would be 0 when turned face up)")
        kw = CostKeyword(keyword, Cost(mana=mana))
        if keyword != "echo":
            return CostKeywordPiece(kw)
        # CR 702.30a (2003: 502.19): an upkeep trigger while echo is due; pay it or sacrifice.
        trigger = TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours", "echo_due"), (EchoUpkeep(mana),))
        return CostKeywordPiece(kw, trigger)

    def morph_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Morph (CR 702.37; 2003: 502.26): play face down for {3}, turn face up for the cost."""
        return self._cost_keyword("morph", items)

    def flashback_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Flashback (CR 702.34; 2003: 502.22): play from the graveyard, then remove from the game."""
        return self._cost_keyword("flashback", items)

    def buyback_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Buyback (CR 702.27; 2003: 502.16): an optional additional cost returning it to hand."""
        return self._cost_keyword("buyback", items)

    def echo_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Echo (CR 702.30; 2003: 502.19)."""
        return self._cost_keyword("echo", items)

    def additional_cost(self, items: list[Cost]) -> AdditionalCostPiece:
        return AdditionalCostPiece(items[0])
