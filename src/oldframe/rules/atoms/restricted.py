"""Rules first needed by the restricted cards of Old Frame Vintage (templates in
``cards/compiler/restricted.py``, hand-written cards in ``cards/handmade_restricted.py``).

* "Skip your draw step." (CR 614.10; 2003: 419.1b): the draw step of a player who controls such a
  permanent doesn't happen — no draw, no "at the beginning of your draw step" triggers, no priority.
* "if CARDNAME is tapped" (intervening-if, CR 603.4; 2003: 404.3).
* Coin flips (CR 705.1–705.3): the controller flips; the outcome comes from the game's seeded random
  number generator, so a game replays exactly.
* Alternative cost "return N Islands you control to their owner's hand" (CR 118.9; 2003 glossary
  "Alternative Cost"), paid in ``rules.altcosts`` / ``rules.casting``.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.model import Effect
from oldframe.rules import zones
from oldframe.rules.characteristics import has_static
from oldframe.rules.effects import execute, executes
from oldframe.rules.state import Decision, GameState, StackItem, Step

SKIP_DRAW_STEP = "skip_draw_step"
SELF_TAPPED = "self_tapped"
RETURN_LANDS = "return_lands"


# -- "Skip your draw step." ------------------------------------------------------------------------
def skips_draw_step(state: GameState, player: int) -> bool:
    """CR 614.10 (2003: 419.1b): a permanent ``player`` controls says to skip their draw step."""
    return any(state.objects[o].controller == player and has_static(state.objects[o], SKIP_DRAW_STEP)
               for o in state.battlefield)


def skipped_step(state: GameState, step: Step) -> bool:
    """Whether the active player skips ``step`` (``rules.turn.next_step`` asks)."""
    return step == Step.DRAW and skips_draw_step(state, state.active)


# -- coin flips (CR 705) ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FlipCoin(Effect):
    """"Flip a coin." (CR 705.2: the player who flips calls it, and wins the flip half the time). The
    outcome is remembered for the :class:`IfFlip` sentences after it."""


@dataclass(frozen=True, slots=True)
class IfFlip(Effect):
    """"If you win (``won``) / lose the flip, ``effects``." — after a :class:`FlipCoin`."""

    won: bool
    effects: tuple[Effect, ...]


@executes(FlipCoin)
def _flip_coin(state: GameState, item: StackItem, eff: FlipCoin) -> Decision | None:
    won = state.rng.below(2) == 0
    item.choices["flip_won"] = won
    zones.emit(state, "coin_flip", item.controller, item.source_name, won)
    return None


@executes(IfFlip)
def _if_flip(state: GameState, item: StackItem, eff: IfFlip) -> Decision | None:
    if item.choices.get("flip_won") is not eff.won:
        return None
    done = int(item.choices.get("flip_next", 0))
    while done < len(eff.effects):
        decision = execute(state, item, eff.effects[done])
        if decision is not None:  # the same outcome continues once the choice is made
            item.choices["flip_next"] = done
            return decision
        done += 1
    item.choices.pop("flip_next", None)
    return None


# -- "You may return N Islands you control to their owner's hand rather than pay this spell's mana cost."
def return_lands_wanted(condition: str) -> tuple[str, int]:
    """("Island", 2) from the cost keyword's condition "Island:2"."""
    kind, n = condition.split(":")
    return kind, int(n)


def return_lands_options(state: GameState, player: int, condition: str) -> list[int]:
    """Permanents of the land type ``player`` controls, tapped or not (returning them is the cost,
    CR 118.9; 2003 glossary "Alternative Cost")."""
    from oldframe.rules.characteristics import is_type

    kind, _n = return_lands_wanted(condition)
    return [o for o in state.battlefield if state.objects[o].controller == player
            and kind in state.objects[o].card.subtypes and is_type(state, state.objects[o], "land")]


def return_lands_decision(state: GameState, item: StackItem) -> Decision | None:
    """The next Island to return while the spell's costs are paid (CR 601.2h; 2003: 409.1f)."""
    cond = str(item.choices.get(RETURN_LANDS, ""))
    if not cond:
        return None
    paid: dict[str, int] = item.choices.setdefault("paid", {})
    if paid.get("return", 0) >= return_lands_wanted(cond)[1]:
        return None
    return Decision("cost_choice", item.controller,
                    {"what": "return", "options": return_lands_options(state, item.controller, cond)})
