"""Characteristics a permanent takes on besides its printed ones, derived from the printed card so a
game state can store them by name (``Obj.form``): a Licid that became an Aura; a copy of another
creature (Clone, Vesuvan Doppelganger)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldframe.rules.model.cards import (
    BecomeCopy,
    BecomeLicidAura,
    Behaviour,
    CardDef,
    CopySpec,
    SplitCardDef,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent

LICID = "licid"
CardLookup = Callable[[str], CardDef]


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


def doppelganger_trigger(spec: CopySpec) -> TriggeredAbility:
    """"At the beginning of your upkeep, you may have this creature become a copy of target creature,
    except it doesn't copy that creature's color and it has this ability.\""""
    return TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours"), (BecomeCopy("target:0", spec),),
                            (TargetSpec(("creature",), exclude_self=True),), optional=True)


def copy_form(copied_name: str, spec: CopySpec) -> str:
    flags = ("c" if spec.keep_color else "") + ("d" if spec.doppelganger else "") + ("s" if spec.shapeshifter else "")
    return f"copy|{copied_name}|{flags}"


def copy_of(printed: CardDef, copied: CardDef, spec: CopySpec) -> CardDef:
    """The copiable values of ``copied`` become the copier's (CR 707.2; 2003: 503.1), with the
    copy effect's exceptions."""
    out = copied
    if spec.keep_color:
        out = replace(out, colors=printed.colors)
    if spec.doppelganger:
        beh = out.behaviour
        out = replace(out, behaviour=replace(beh, triggered=(*beh.triggered, doppelganger_trigger(spec))))
    if spec.shapeshifter:  # "… except it has this ability" (Unstable Shapeshifter; 2003: 503.4)
        own = tuple(t for t in printed.behaviour.triggered
                    if any(isinstance(e, BecomeCopy) and e.spec.shapeshifter for e in t.effects))
        beh = out.behaviour
        out = replace(out, behaviour=replace(beh, triggered=(*beh.triggered, *own)))
    return out


def derive(printed: CardDef, form: str, cards: CardLookup | None = None) -> CardDef:
    if form == LICID:
        return licid_aura(printed)
    if form.startswith("copy|"):
        if cards is None:
            raise ValueError("a copy form needs a card lookup")
        _, name, flags = form.split("|")
        return copy_of(printed, cards(name), CopySpec(keep_color="c" in flags, doppelganger="d" in flags,
                                                        shapeshifter="s" in flags))
    if form.startswith(SPLIT):
        return split_half(printed, form[len(SPLIT):])
    raise ValueError(f"unknown permanent form {form!r}")


# -- split cards (CR 709.3; 2003: 505.3): on the stack only the played half exists --------------------
SPLIT = "split|"


def split_half(card: CardDef, how: str) -> CardDef:
    """The half ("left" or "right") of a split card that is played."""
    if not isinstance(card, SplitCardDef) or how not in ("left", "right") or len(card.halves) != 2:
        raise ValueError(f"{card.name!r} has no {how!r} half")
    return card.halves[0 if how == "left" else 1]
