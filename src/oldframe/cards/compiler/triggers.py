"""Triggered abilities (CR 603; 2003: 410): "When CARDNAME enters the battlefield, …", "When
CARDNAME dies, …", "At the beginning of your upkeep, …", "Whenever CARDNAME attacks/blocks, …".

Examples: Flametongue Kavu, Gravedigger's simpler kin Elvish Visionary-style "draw a card" ETBs,
Venerable Monk ("you gain 2 life"), Bogardan Firefiend ("dies" → damage), Serpent Warrior-style
upkeep life loss, Raging Goblin's cousins "Whenever CARDNAME attacks, it gets +1/+0".
More trigger words: each player's upkeep (Cursed Land-style), "the end step" / "your end step"
(Ball Lightning-style "sacrifice CARDNAME"), "attacks and isn't blocked", "becomes blocked"
(Norwood Warrior), "deals damage" (Spirit Link-like "you gain that much life"), "deals [combat] damage
to a player / an opponent" (Hypnotic Specter's kin: "that player discards a card").
"you may" (optional, CR 603.5): Elvish Visionary-style "you may draw a card".
Spell-cast triggers: Ivory Cup / Crystal Rod ("Whenever a player casts a white spell, you may pay
{1}. If you do, you gain 1 life."), Verduran Enchantress-style "Whenever you cast an enchantment
spell, draw a card", "Whenever an opponent casts a creature spell, …"; "each opponent's upkeep".
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import uses_x
from oldframe.cards.compiler.graveyard_returns import graveyard_trigger
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.trigger_events import check_body
from oldframe.cards.compiler.upkeep_players import counters_intervening_if
from oldframe.rules.atoms.compiled import MayPayThen, Rampage, SacrificeUnlessPay
from oldframe.rules.atoms.trigger_bodies import GainLifeAfterMay, PowerDamageInsteadOfCombat
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class TriggerTemplates:
    def t_etb(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.COMES_INTO_PLAY)

    def t_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DIES)

    def t_upkeep(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.UPKEEP_BEGINS, "yours")

    def t_attacks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ATTACKS)

    def t_blocks(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BLOCKS)

    def t_upkeep_each(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.UPKEEP_BEGINS, "each")

    def t_end_each(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.END_OF_TURN, "each")

    def t_end_yours(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.END_OF_TURN, "yours")

    def t_unblocked(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ATTACKS_UNBLOCKED)

    def t_becomes_blocked(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BECOMES_BLOCKED)

    def t_blocked_by_creature(self, items: list[Token]) -> Trigger:
        """"becomes blocked by a creature": once for each creature blocking it (CR 509.3e)."""
        return Trigger(TriggerEvent.BLOCKED_BY_CREATURE)

    def t_deals_damage(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DEALS_DAMAGE)

    def t_damage_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DEALS_DAMAGE_TO_PLAYER)

    def t_damage_opponent(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DEALS_DAMAGE_TO_OPPONENT)

    def t_combat_damage_player(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)

    def t_face_up(self, items: list[Token]) -> Trigger:
        """Morph's "When CARDNAME is turned face up" (CR 702.37f; 2003: 502.26e)."""
        return Trigger(TriggerEvent.TURNED_FACE_UP)

    def t_upkeep_every(self, items: list[Token]) -> Trigger:
        """Verdant Force: "At the beginning of each upkeep" (every player's upkeep; CR 503.1)."""
        return Trigger(TriggerEvent.UPKEEP_BEGINS, "every")

    def t_end_every(self, items: list[Token]) -> Trigger:
        """"At the beginning of each end step" (every player's end step; CR 513.1)."""
        return Trigger(TriggerEvent.END_OF_TURN, "every")

    def t_blocks_or_blocked(self, items: list[Token]) -> Trigger:
        """Chub Toad: "Whenever CARDNAME blocks or becomes blocked" (CR 509.3c, 509.3d)."""
        return Trigger(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED)

    def t_attacks_or_blocks(self, items: list[Token]) -> Trigger:
        """Lesser Gargadon: "Whenever CARDNAME attacks or blocks" (CR 508.3a, 509.3c)."""
        return Trigger(TriggerEvent.ATTACKS_OR_BLOCKS)

    def cast_spell(self, items: list[str]) -> tuple[str, ...]:
        if any(f.split(":")[0] not in ("color", "noncolor", "type", "nontype") for f in items):
            raise ValueError("a spell is not in combat")
        return tuple(items)

    def t_cast_any(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.CASTS_SPELL, "each", filters=items[0])

    def t_cast_opponent(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.CASTS_SPELL, "opponents", filters=items[0])

    def t_cast_you(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.CASTS_SPELL, "yours", filters=items[0])

    def t_upkeep_opponents(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.UPKEEP_BEGINS, "opponents")

    def triggered_pay(self, items: list[object]) -> TriggeredPiece:
        """"…, you may pay {1}. If you do, …" (Ivory Cup, Crystal Rod): ``MayPayThen``."""
        trig, *mana, body = items
        assert isinstance(trig, Trigger) and isinstance(body, Clause)
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("no X here")
        piece = self.triggered([trig, body])
        if any(isinstance(e, (SacrificeUnlessPay, MayPayThen)) for e in piece.ability.effects):
            raise ValueError("one 'may' choice per resolution")
        ab = piece.ability
        return TriggeredPiece(replace(ab, effects=(MayPayThen(cost, ab.effects),)))

    def triggered(self, items: list[object], optional: bool = False) -> TriggeredPiece:
        trig, body = items
        assert isinstance(trig, Trigger) and isinstance(body, Clause)
        if body.mana_choice:
            raise ValueError("mana choice in a trigger")
        if uses_x(body.effects):
            raise ValueError("X in a triggered ability")
        if any(isinstance(e, Rampage) for e in body.effects) and trig.event != TriggerEvent.BECOMES_BLOCKED:
            raise ValueError("'for each creature blocking it' outside a 'becomes blocked' trigger")
        if optional and any(isinstance(e, SacrificeUnlessPay) for e in body.effects):
            raise ValueError("one 'may' choice per resolution")
        as_condition = counters_intervening_if(trig, body.effects)  # Serrated Arrows (upkeep_players.py)
        if as_condition is not None:
            return as_condition
        check_body(trig, body.effects)  # words that name what the event names (trigger_events.py)
        trig = graveyard_trigger(trig, body.effects)  # abilities that work from the graveyard (CR 113.6k)
        return TriggeredPiece(TriggeredAbility(trig, body.effects, body.specs, optional=optional))

    def triggered_kicked(self, items: list[object]) -> TriggeredPiece:
        """The Emissaries: "When CARDNAME enters the battlefield, if it was kicked, …" (an
        intervening-if, CR 603.4; 2003: 404.3, 502.21)."""
        trig = items[0]
        assert isinstance(trig, Trigger)
        if trig.event != TriggerEvent.COMES_INTO_PLAY:
            raise ValueError("'if it was kicked' on another trigger")
        return self.triggered([replace(trig, condition="kicked"), items[1]])

    def triggered_may(self, items: list[object]) -> TriggeredPiece:
        """"…, you may …": chosen as the ability resolves (CR 603.5; 2003: 410.5)."""
        return self.triggered(items, optional=True)

    def trig_triggered_if(self, items: list[object]) -> TriggeredPiece:
        """Pestilence: "At the beginning of the end step, if no creatures are on the battlefield, …" —
        an intervening-if (CR 603.4; 2003: 404.3), checked as it triggers and as it resolves
        (``grammar/trigger_events.lark``, ``rules.triggers.state_condition``)."""
        trig, cond, body = items
        if trig != Trigger(TriggerEvent.END_OF_TURN, "each") or not isinstance(cond, str):
            raise ValueError("an intervening-if on another trigger")
        return self.triggered([Trigger(TriggerEvent.END_STEP_IF, "each", condition=cond), body])

    def trig_amount_power(self, items: list[Token]) -> int:
        return 0

    def trig_amount_n(self, items: list[Token]) -> int:
        if int(str(items[0])) <= 0:
            raise ValueError("no damage")
        return int(str(items[0]))

    def trig_power_instead(self, items: list[object]) -> TriggeredPiece:
        """The Laccoliths: "Whenever CARDNAME becomes blocked, you may have it deal damage equal to its
        power to target creature. If you do, CARDNAME assigns no combat damage this turn." (Dwarven
        Vigilantes, Farrel's Zealot: "attacks and isn't blocked"; optional, CR 603.5)."""
        trig, amount, target = items
        assert isinstance(trig, Trigger) and isinstance(amount, int) and isinstance(target, Thing)
        if trig.event not in (TriggerEvent.BECOMES_BLOCKED, TriggerEvent.ATTACKS_UNBLOCKED) or target.spec is None:
            raise ValueError("'assigns no combat damage' outside the card's own combat triggers")
        body = Clause((PowerDamageInsteadOfCombat("target:0", amount),), (target.spec,))
        return self.triggered([trig, body], optional=True)

    def trig_may_gain_life(self, items: list[object]) -> TriggeredPiece:
        """Confessor: "…, you may gain 1 life." (CR 603.5; 2003: 410.5)."""
        trig, amount = items
        assert isinstance(trig, Trigger)
        return self.triggered([trig, Clause((GainLifeAfterMay(int(str(amount))),))], optional=True)
