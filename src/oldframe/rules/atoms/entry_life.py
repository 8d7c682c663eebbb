"""Life paid as a permanent enters, and what reads it: "As CARDNAME enters the battlefield, pay any
amount of life." and "{4}, {T}: Create an X/X black Phyrexian Minion creature token, where X is the life
paid as CARDNAME entered the battlefield." (Phyrexian Processor) (compiler/entry_life.py).

The amount is a choice made as the permanent spell resolves (CR 614.12; 2003: 410.10e), asked as a
number (``CHOOSE_X``) among the amounts that can be paid: 0 up to the player's life total (CR 119.4;
2003: glossary "Pay"). It is paid as the permanent enters and kept on the permanent (a "while_there"
continuous effect), so a later ability reads it; a new object after a zone change paid nothing (CR 400.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import EXECUTORS, executes, lose_life
from oldframe.rules.model.cards import CreateTokens
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem

#: The static "As CARDNAME enters the battlefield, pay any amount of life."
ENTERS_PAY_LIFE = "enters_pay_life"
#: ``ContinuousEffect.kind`` that keeps the life paid on the permanent (``value``: the amount).
LIFE_PAID = "life_paid"


@dataclass(frozen=True, slots=True)
class LifePaidTokens(CreateTokens):
    """"Create an X/X … creature token, where X is the life paid as CARDNAME entered the battlefield":
    ``power``/``toughness`` are unused; both are the amount kept on the ability's source."""


def _pays_life(state: GameState, item: StackItem) -> bool:
    obj = state.objects[item.oid]
    return not obj.face_down and any(st.kind == ENTERS_PAY_LIFE for st in obj.card.behaviour.static)


def entry_life_choice(state: GameState, item: StackItem) -> Decision | None:
    """How much life to pay, asked once as the spell resolves (CR 614.12)."""
    if not _pays_life(state, item) or "entry_life_paid" in item.choices:
        return None
    if "x_paid" in item.choices:  # the answer to the question below (a CHOOSE_X answer lands there)
        item.choices["entry_life_paid"] = int(item.choices.pop("x_paid"))
        return None
    life = state.players[item.controller].life
    return Decision(DecisionKind.CHOOSE_X, item.controller,
                    {"options": list(range(max(0, life) + 1)), "what": "life to pay"})


def pay_entry_life(state: GameState, item: StackItem, new: int) -> None:
    """Pay the chosen life as the permanent enters and remember the amount on it."""
    if "entry_life_paid" not in item.choices:
        return
    paid = int(item.choices["entry_life_paid"])
    lose_life(state, item.controller, paid)  # paying life is losing it (CR 119.4)
    state.effects.append(ContinuousEffect(LIFE_PAID, new, state.new_timestamp(), "while_there", value=str(paid)))


def life_paid(state: GameState, oid: int) -> int:
    return next((int(e.value) for e in state.effects if e.kind == LIFE_PAID and e.affected == oid), 0)


@executes(LifePaidTokens)
def _life_paid_tokens(state: GameState, item: StackItem, eff: LifePaidTokens) -> Decision | None:
    x = life_paid(state, item.source)  # a 0/0 token is created and dies (CR 704.5f)
    plain = CreateTokens(eff.count, eff.name, x, x, eff.colors, eff.subtypes, eff.keywords, eff.who)
    return EXECUTORS[CreateTokens](state, item, plain)
