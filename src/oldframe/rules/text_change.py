"""Text-changing effects (CR 612; 2003: 415.4): Sleight of Mind (a color word), Magical Hack (a basic
land type), Artificial Evolution (a creature type).

A text change replaces words in the object's own text only where they are used as a color, a land
type or a creature type, never in a name (CR 612.2; 2003: 415.4): keywords ("protection from black",
"swampwalk"), the colors and types an ability looks at, and the subtypes of the type line (a dual
land's types, and with them its intrinsic mana abilities, CR 305.6; 2003: 212.6d). Abilities another
object grants are not part of the text and don't change (2003: 415.4, 402.1; seed 003 E.13.2). It is
a layer-3 effect (CR 613.1c), applied before types, colors and abilities are read: the rewritten
definition becomes the card in effect (``Obj.card``), and a ``"text_change"`` record in
``state.effects`` (``value`` = ``"<kind>:<old>:<new>"``) keeps what happened. The effect lasts
indefinitely, until the object leaves play (CR 612.5).

The ``choose_word`` decision asks for each word (``data["options"]``; the answer, a
``ChooseType``, goes to ``choices[data["key"]]`` of the resolving item).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from oldframe.rules import zones
from oldframe.rules.characteristics import COLOR_WORDS
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import all_creature_types, executes, resolve_targets
from oldframe.rules.events import TextChanged
from oldframe.rules.land_types import intrinsic_mana_ability
from oldframe.rules.model.cards import ActivatedAbility, CardDef, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

COLOR = "color"
LAND = "land"
CREATURE = "creature"
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True, slots=True)
class ChangeText(Effect):
    """"Change the text of ``what`` by replacing all instances of one ``kind`` word with another"
    (``kind``: "color", "land" for basic land types, "creature"; ``forbidden``: new words not allowed,
    "The new creature type can't be Wall")."""

    what: Ref
    kind: str
    forbidden: tuple[str, ...] = ()


def word_options(state: GameState, kind: str) -> list[str]:
    if kind == COLOR:
        return list(COLOR_WORDS)
    if kind == LAND:
        return list(BASIC_LAND_TYPES)
    return all_creature_types(state)


@executes(ChangeText)
def _change_text(state: GameState, item: StackItem, eff: ChangeText) -> Decision | None:
    targets = [ident for kind, ident in resolve_targets(state, item, eff.what) if kind == "object"]
    if not targets:
        return None
    old = item.choices.get("text_old")
    if old is None:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                        {"key": "text_old", "options": word_options(state, eff.kind)})
    new = item.choices.get("text_new")
    if new is None:
        options = [w for w in word_options(state, eff.kind) if w != old and w not in eff.forbidden]
        return Decision(DecisionKind.CHOOSE_WORD, item.controller, {"key": "text_new", "options": options})
    for oid in targets:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            change_text(state, oid, eff.kind, str(old), str(new))
        else:  # a spell on the stack: its card is changed too (2003: 415.4, token-making text)
            spell = next((it for it in state.stack if it.oid == oid), None)
            if spell is not None and obj is not None:
                obj.card = rewrite(obj.card, eff.kind, str(old), str(new))
                state.version += 1
    return None


def change_text(state: GameState, oid: int, kind: str, old: str, new: str) -> None:
    obj = state.objects[oid]
    obj.card = rewrite(obj.card, kind, old, new)
    state.effects.append(ContinuousEffect("text_change", oid, state.new_timestamp(), "while_there",
                                          value=f"{kind}:{old}:{new}"))
    state.version += 1  # CR 613.1c: characteristics read the rewritten text
    zones.emit(state, TextChanged(oid, obj.card.name, kind, old, new))


# -- rewriting a definition ------------------------------------------------------------------------
def _word(kind: str, w: str) -> str:
    return COLOR_WORDS[w] if kind == COLOR else w.lower()


def _swap_str(kind: str, old: str, new: str, s: str) -> str:
    """A keyword or filter string with the word replaced ("protection from black", "swampwalk",
    "noncolor:B")."""
    if kind == COLOR:
        if s.endswith(":" + old):
            return s[: -len(old)] + new
        return s.replace(COLOR_WORDS[old], COLOR_WORDS[new])
    if kind == LAND:
        return s.replace(old.lower() + "walk", new.lower() + "walk")
    return s


def _swap(value: Any, kind: str, old: str, new: str) -> Any:
    """Replace the word throughout a frozen definition (abilities, costs, selectors, targets)."""
    if isinstance(value, str):
        if value == old:  # a color ("B") or a type ("Mountain", "Goblin") the ability looks at
            return new
        return _swap_str(kind, old, new, value)
    if isinstance(value, tuple):
        return tuple(_swap(v, kind, old, new) for v in value)
    if isinstance(value, frozenset):
        return frozenset(_swap(v, kind, old, new) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            if f.name in ("name", "text", "params"):  # never a name (2003: 415.4); printed text is shown as is
                continue  # a static's typed params stay as its packed text did (not yet text-changed)
            v = getattr(value, f.name)
            nv = _swap(v, kind, old, new)
            if nv != v:
                changes[f.name] = nv
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _intrinsic(sub: str) -> ActivatedAbility:
    return intrinsic_mana_ability(sub)


def rewrite(card: CardDef, kind: str, old: str, new: str) -> CardDef:
    beh = card.behaviour
    activated = beh.activated
    if kind == LAND and "Land" in card.types and old in card.subtypes:  # CR 305.6 (2003: 212.6d)
        activated = tuple(_intrinsic(new) if a == _intrinsic(old) else a for a in activated)
    beh = dataclasses.replace(_swap(beh, kind, old, new), activated=_swap(activated, kind, old, new))
    subtypes = card.subtypes
    if kind != COLOR:
        subtypes = tuple(new if s == old else s for s in subtypes)
    return dataclasses.replace(card, behaviour=beh, subtypes=subtypes)
