"""Tokens that stay linked to the permanent that made them: "Remove a fade counter from CARDNAME: Create a
green Saproling creature token. It has "This creature's power and toughness are each equal to the number of
fade counters on CARDNAME."" and "When CARDNAME leaves the battlefield, destroy all tokens created with
CARDNAME. They can't be regenerated." (Saproling Burst; compiler/linked_tokens.py).

Each token carries a marker effect (``LINKED_TOKEN``, "source oid:counter kind") for as long as it is on the
battlefield. Its power and toughness are a characteristic-defining ability (layer 7a, CR 604.3, 613.4a;
2003: 418.5e) that counts the counters on that permanent — 0 once it has left the battlefield, so the
tokens die with it as a state-based action (CR 704.5f) even before the leaves trigger resolves. The
trigger destroys the tokens made by the object that left (CR 607.2a: linked abilities; 2003: 400.7 a new
object)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.altcost_atoms import create_tokens
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.effects import _amount, destroy, executes, resolve_targets
from oldframe.rules.model.cards import CreateTokens, Effect, StaticAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: The marker effect on a linked token: ``value`` "<source oid>:<counter kind>" ("" kind: no P/T link).
LINKED_TOKEN = "linked_token"


@dataclass(frozen=True, slots=True)
class CreateLinkedTokens(Effect):
    """``tokens`` created and linked to the ability's source; with ``pt_counter`` their power and
    toughness are each the number of those counters on the source."""

    tokens: CreateTokens
    pt_counter: str = ""


@executes(CreateLinkedTokens)
def _create_linked(state: GameState, item: StackItem, eff: CreateLinkedTokens) -> Decision | None:
    n = _amount(state, item, eff.tokens.count)
    for kind, p in resolve_targets(state, item, eff.tokens.who):
        if kind == "player":
            for tok in create_tokens(state, p, eff.tokens, n):
                state.effects.append(ContinuousEffect(LINKED_TOKEN, tok, state.new_timestamp(), "while_there",
                                                      value=f"{item.source}:{eff.pt_counter}"))
    return None


@dataclass(frozen=True, slots=True)
class DestroyLinkedTokens(DestroyAll):
    """"destroy all tokens created with CARDNAME" [" They can't be regenerated."] (CR 701.7); ``kind``
    is "token"."""


@executes(DestroyLinkedTokens)
def _destroy_linked(state: GameState, item: StackItem, eff: DestroyLinkedTokens) -> Decision | None:
    source = int(item.event.get("left", item.source))  # the object that left play (CR 607.2a)
    doomed = [e.affected for e in state.effects
              if e.kind == LINKED_TOKEN and int(e.value.partition(":")[0]) == source]
    for oid in doomed:  # all at once: the set is fixed first
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


def linked_pt(state: GameState, obj: Obj, power: int, toughness: int,
               statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    """Layer 7a: a linked token's P/T from its source's counters (0 once the source is gone)."""
    if not obj.is_token or not state.effects:
        return power, toughness
    for e in state.effects:
        if e.kind == LINKED_TOKEN and e.affected == obj.oid:
            source, _, counter = e.value.partition(":")
            if counter:
                src = state.objects.get(int(source))
                n = (src.counters or {}).get(counter, 0) if src is not None and src.zone == Zone.BATTLEFIELD else 0
                return n, n
    return power, toughness

