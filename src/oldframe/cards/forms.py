"""Characteristics a permanent takes on besides its printed ones, derived from the printed card so a
game state can store them by name (``Obj.form``): a Licid that became an Aura."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldframe.cards.model import BecomeLicidAura, Behaviour, CardDef, TargetSpec

LICID = "licid"


def licid_end_cost(printed: CardDef) -> BecomeLicidAura | None:
    for ab in printed.behaviour.activated:
        for eff in ab.effects:
            if isinstance(eff, BecomeLicidAura):
                return eff
    return None


def licid_aura(printed: CardDef) -> CardDef:
    """The Licid as a creature enchantment: it loses the Licid ability and is no creature (Tempest
    reminder text; 2003 214.4 type change replaces the creature type)."""
    beh = printed.behaviour
    kept = tuple(ab for ab in beh.activated if not any(isinstance(e, BecomeLicidAura) for e in ab.effects))
    return replace(
        printed,
        types=frozenset({"Enchantment"}),
        subtypes=("Aura",),
        power=None,
        toughness=None,
        behaviour=Behaviour(keywords=frozenset(), activated=kept, triggered=beh.triggered, static=beh.static,
                            enchant=TargetSpec(("creature",))),
    )


def derive(printed: CardDef, form: str, cards: Callable[[str], CardDef] | None = None) -> CardDef:
    if form == LICID:
        return licid_aura(printed)
    raise ValueError(f"unknown permanent form {form!r}")
