"""Template classes first needed by the restricted cards of Old Frame Vintage, each serving a class:

* "Skip your draw step." (a replacement effect, CR 614.10; 2003: 419.1b "skip"): Necropotence,
  Yawgmoth's Bargain, Recycle, Solitary Confinement, Symbiotic Deployment.
* "At the beginning of your draw step, …" (CR 504.2, 603.2) and the intervening-if "if CARDNAME is
  tapped" (CR 603.4; 2003: 404.3): Mana Vault, Grafted Skullcap, Heightened Awareness.
* Coin flips (CR 705; the game's seeded random number generator): "Flip a coin. If you win/lose the
  flip, …" — Mana Crypt, Planar Chaos, Scoria Wurm, Wild Wurm.
* "draw an additional card" (Grafted Skullcap, Heightened Awareness: a draw, CR 121.1) and "discard
  your hand" (Grafted Skullcap; CR 701.8).
* "You may return N Islands you control to their owner's hand rather than pay this spell's mana
  cost." (an alternative cost, CR 118.9; 2003: glossary "Alternative Cost"): Gush, Daze, Thwart,
  Ensnare, Tidal Bore.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import _renumber, uses_x
from oldframe.cards.compiler.pieces import StaticPiece, TriggeredPiece
from oldframe.cards.compiler.render import (
    Words,
    render_effect,
    renders,
    renders_static,
    renders_trigger,
)
from oldframe.rules.atoms.restricted import (
    SELF_TAPPED,
    SKIP_DRAW_STEP,
    DrawAdditional,
    FlipCoin,
    IfFlip,
)
from oldframe.rules.atoms.turns_hands import DiscardHand
from oldframe.rules.model.cards import StaticAbility, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class RestrictedTemplates:
    """Skip your draw step; your draw step (if tapped); coin flips; returning Islands as a cost."""

    def skip_draw_step(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(SKIP_DRAW_STEP))

    def t_draw_step_yours(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.DRAW_STEP_BEGINS, "yours")

    def triggered_if_tapped(self, items: list[object]) -> TriggeredPiece:
        """"…, if CARDNAME is tapped, …": checked as it triggers and as it resolves (CR 603.4;
        2003: 404.3)."""
        trig, body = items
        assert isinstance(trig, Trigger) and isinstance(body, Clause)
        if trig.event == TriggerEvent.UPKEEP_BEGINS:  # the Ice Age storage lands (compiler/costs.py)
            return self.costs_triggered_if_tapped(items)  # type: ignore[attr-defined,no-any-return]
        if body.mana_choice or uses_x(body.effects) or body.specs:
            raise ValueError("a plain effect only")
        if trig.event != TriggerEvent.DRAW_STEP_BEGINS or trig.whose != "yours":
            raise ValueError("'if CARDNAME is tapped' on your draw step only (rendered there)")
        trig = Trigger(trig.event, trig.whose, SELF_TAPPED)
        effects = tuple(_renumber(e, 0) for e in body.effects)
        return TriggeredPiece(TriggeredAbility(trig, effects))

    # -- coin flips (CR 705) ----------------------------------------------------------------------
    def flip_win(self, items: list[Token]) -> bool:
        return True

    def flip_lose(self, items: list[Token]) -> bool:
        return False

    def coin_flip(self, items: list[Token]) -> Clause:
        return Clause((FlipCoin(),))

    def flip_outcome(self, items: list[object]) -> Clause:
        won, clause = items
        assert isinstance(won, bool) and isinstance(clause, Clause)
        if clause.specs or clause.mana_choice or uses_x(clause.effects):
            raise ValueError("a coin flip's outcome without targets, X or mana")
        return Clause((IfFlip(won, tuple(_renumber(e, 0) for e in clause.effects)),))

    def draw_additional(self, items: list[Token]) -> Clause:
        return Clause((DrawAdditional(),))

    def discard_your_hand(self, items: list[Token]) -> Clause:
        return Clause((DiscardHand("controller"),))

# -- renderers ------------------------------------------------------------------------------------------
@renders_static(SKIP_DRAW_STEP)
def _render_skip(st: StaticAbility) -> str:
    return "Skip your draw step."


@renders_trigger(TriggerEvent.DRAW_STEP_BEGINS)
def _render_draw_step(trigger: Trigger) -> str:
    if trigger.whose != "yours":
        raise ValueError("only your draw step")
    words = "At the beginning of your draw step"
    if trigger.condition == SELF_TAPPED:
        return words + ", if CARDNAME is tapped"
    if trigger.condition is not None:
        raise ValueError(trigger.condition)
    return words


@renders(FlipCoin)
def _render_flip(eff: FlipCoin, words: Words) -> list[str]:
    return ["flip a coin"]


@renders(IfFlip)
def _render_if_flip(eff: IfFlip, words: Words) -> list[str]:
    if len(eff.effects) != 1:
        raise ValueError("one effect per outcome")
    body = render_effect(eff.effects[0], words.specs, words.self_word, words.seen)
    if len(body) != 1:
        raise ValueError("one sentence per outcome")
    return [f"if you {'win' if eff.won else 'lose'} the flip, {body[0]}"]


@renders(DrawAdditional)
def _render_draw_additional(eff: DrawAdditional, words: Words) -> list[str]:
    return ["draw an additional card"]


@renders(DiscardHand)
def _render_discard_hand(eff: DiscardHand, words: Words) -> list[str]:
    if eff.who != "controller":  # "each player discards their hand" only with its draw (render.py)
        raise ValueError("only 'discard your hand' alone")
    return ["discard your hand"]


