"""MW 6: the Magical War versions of the cards whose meaning the variant changes (docs/magical-war.md).

In a game with ``variant="magical-war"``, :func:`card_lookup` gives these definitions instead of the
registry's (the game builds, checks and reloads its cards through it). Their rules are static kinds
and atoms of :mod:`oldframe.rules.magical_war.errata`; the text is the variant's wording.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldframe.cards.registry import CardRegistry
from oldframe.rules.magical_war import NAME
from oldframe.rules.magical_war.errata import (
    HAND_SIZE_BONUS,
    LANDS_FROM_HAND,
    PIPELINE_SIZE,
    STOLEN_INSTEAD,
    NewHandAndPipeline,
    SpreadToALand,
    TakeRandomCard,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import (
    Behaviour,
    CardDef,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent

_VISE = ("As CARDNAME comes into play, choose an opponent.\nAs long as CARDNAME is untapped, the chosen "
         "player's pipeline size is one larger. At the beginning of your upkeep, you may choose a different "
         "opponent; the new size takes effect during that player's upkeep.")


def _vise(card: CardDef) -> CardDef:
    """MW 6.1: Black Vise and The Rack keep their "choose an opponent" and lose their damage."""
    static = (*card.behaviour.static, StaticAbility(PIPELINE_SIZE, text="pipeline size", power=1))
    return replace(card, text=_VISE, behaviour=replace(card.behaviour, triggered=(), static=static))


def _leng(card: CardDef) -> CardDef:
    """MW 6.7: Library of Leng's controller's hand size is one larger (instead of its own text)."""
    return replace(card, text="Your hand size is one larger.", playable=True, unplayable_reason="",
                   behaviour=Behaviour(static=(StaticAbility(HAND_SIZE_BONUS, text="hand size", power=1),)))


def _fastbond(card: CardDef) -> CardDef:
    """MW 6.4: lands straight from hand, 1 damage for each."""
    return replace(card, text="You may play lands from your hand during your main phase, outside combat. "
                   "Fastbond deals 1 damage to you for each land played this way.",
                   behaviour=Behaviour(static=(StaticAbility(LANDS_FROM_HAND, text="lands from hand"),)))


def _contract(card: CardDef) -> CardDef:
    """MW 6.2: an instant that deals a new hand and pipeline (no ante)."""
    return replace(card, types=frozenset({"Instant"}), playable=True, unplayable_reason="",
                   text="Discard your hand and pipeline, draw a new hand, and put a new pipeline in place. "
                        "Then tap all lands you control and empty your mana pool. You don't lose life for "
                        "mana burn this way.",
                   behaviour=Behaviour(spell=SpellAbility((NewHandAndPipeline(),))))


def _darkpact(card: CardDef) -> CardDef:
    """MW 6.3: an instant that takes a random card from an opponent's hand (no ante)."""
    return replace(card, types=frozenset({"Instant"}), playable=True, unplayable_reason="",
                   text="Put a card at random from target opponent's hand into your hand.",
                   behaviour=Behaviour(spell=SpellAbility((TakeRandomCard(),),
                                                          (TargetSpec(("player",), controller="opponent"),))))


def _jeweled_bird(card: CardDef) -> CardDef:
    """MW 6.5: an instant of cost 0 that stands in for a card about to be stolen (no ante)."""
    return replace(card, types=frozenset({"Instant"}), mana_cost=ManaCost(), playable=True, unplayable_reason="",
                   text="Play Jeweled Bird to substitute it for a card about to be stolen from you.",
                   behaviour=Behaviour(spell=SpellAbility(()),
                                       static=(StaticAbility(STOLEN_INSTEAD, text="stolen instead"),)))


def _kudzu(card: CardDef) -> CardDef:
    """MW 6.6: Kudzu's control passes with it from land to land."""
    spread = TriggeredAbility(Trigger(TriggerEvent.ENCHANTED_BECOMES_TAPPED), (SpreadToALand(),),
                              text="When enchanted land becomes tapped, destroy it; Kudzu moves on.")
    return replace(card, playable=True, unplayable_reason="",
                   text="Enchant land\nWhen enchanted land becomes tapped, destroy it. That land's controller "
                        "gains control of Kudzu and moves it to a land they or a neighbouring opponent control, "
                        "other than one of the player Kudzu came from. If no land can be chosen, destroy Kudzu.",
                   behaviour=replace(card.behaviour, triggered=(spread,)))


ERRATA: dict[str, Callable[[CardDef], CardDef]] = {
    "Kudzu": _kudzu,
    "Jeweled Bird": _jeweled_bird,
    "Black Vise": _vise,
    "The Rack": _vise,
    "Library of Leng": _leng,
    "Fastbond": _fastbond,
    "Contract from Below": _contract,
    "Darkpact": _darkpact,
}


def card_lookup(registry: CardRegistry, variant: str | None) -> Callable[[str], CardDef]:
    """How a game of ``variant`` finds its cards: the registry's, with the variant's errata."""
    if variant != NAME:
        return registry.get
    made: dict[str, CardDef] = {}

    def lookup(name: str) -> CardDef:
        if name not in made:
            base = registry.get(name)
            made[name] = ERRATA[name](base) if name in ERRATA else base
        return made[name]

    return lookup
