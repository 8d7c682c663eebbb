"""Upkeep triggers that make a player act, and "you draw … and you lose …" bodies:

* "At the beginning of each player's upkeep, that player sacrifices a green or white permanent."
  (Dystopia), "… an artifact, creature, or land." (Braids, Cabal Minion), "… a nonbasic land."
  (Destructive Flow), "… a non-Zombie creature." (Call to the Grave), "… a permanent for each soot
  counter on CARDNAME." (Smokestack);
* "… that player taps an untapped artifact, creature, or land they control for each fade counter on
  CARDNAME." (Tangle Wire); "… that player discards a card at random." (Bottomless Pit);
* "At the beginning of your upkeep, you draw a card and you lose 1 life." (Phyrexian Arena), "you draw X
  cards and you lose X life, where X is the number of Zombies you control." (Graveborn Muse), "you gain X
  life, where X is the number of cards in your hand minus 4." (Ivory Tower).

The trigger words are the core's (``oracle.lark``); the atoms and their rules are in
``rules.atoms.upkeep_players``; "for each <kind> counter on CARDNAME" is ``rules.atoms.counter_reads``'
count."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.counter_reads import render_count
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import COLOR_NAMES, TRIGGER_CONDITION_WORDS, Words, render_effects, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.rules.atoms.counter_reads import SOURCE_COUNTERS
from oldframe.rules.atoms.counters import SacrificeIfNoCounters
from oldframe.rules.atoms.counts import PER
from oldframe.rules.atoms.graveyard_returns import UPKEEP_FROM_GRAVEYARD, ReturnSourceIf
from oldframe.rules.atoms.trigger_bodies import SacrificeIt
from oldframe.rules.atoms.upkeep_players import (
    ACTIVE_DOMAIN_AT_LEAST,
    ACTIVE_HAND_AT_MOST,
    HAND_MINUS,
    NO_COUNTERS,
    OPPONENT_MORE_LANDS,
    THEIR_LANDS,
    UNIQUE_MOST_LIFE,
    UNKICKED,
    DamageEqualToCount,
    DrawAndLoseLife,
    GainKeywordUntilYourNextUpkeep,
    GainLifeWhereX,
    LoseLifeHandDifference,
    MayDiscardThen,
    MostLifeGainsControl,
    PermanentsChosen,
    RevealHandPutLandsDiscard,
    SacrificeItNamed,
    TapOrUntapAll,
)
from oldframe.rules.model.cards import Count, DiscardAtRandom, Effect, Sacrifice, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

_UPKEEPS = ((TriggerEvent.UPKEEP_BEGINS, "yours"), (TriggerEvent.UPKEEP_BEGINS, "each"),
            (TriggerEvent.UPKEEP_BEGINS, "opponents"))
#: The triggers each condition may sit on: "that player" is the upkeep player of an opponent's or each
#: player's upkeep; "CARDNAME wasn't kicked" is read at the end step.
_CONDITIONS_ON = {
    "none:": _UPKEEPS,
    ACTIVE_HAND_AT_MOST: ((TriggerEvent.UPKEEP_BEGINS, "each"), (TriggerEvent.UPKEEP_BEGINS, "opponents")),
    UNKICKED: ((TriggerEvent.END_OF_TURN, "each"), (TriggerEvent.END_OF_TURN, "yours")),
    OPPONENT_MORE_LANDS: ((TriggerEvent.UPKEEP_BEGINS, "yours"),),
    UNIQUE_MOST_LIFE: ((TriggerEvent.UPKEEP_BEGINS, "yours"),),
    ACTIVE_DOMAIN_AT_LEAST: ((TriggerEvent.UPKEEP_BEGINS, "each"), (TriggerEvent.UPKEEP_BEGINS, "opponents")),
}

#: (kinds, colors, filters) of the permanents a player chooses.
What = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


class UpkeepPlayerTemplates:
    subtype_names: dict[str, str]

    # -- intervening-ifs (CR 603.4; 2003: 404.3) --------------------------------------------------------------
    def up_if_no_type(self, items: list[Token]) -> str:
        return f"none:subtype:{self.subtype_names[str(items[0])]}"

    def up_if_hand_at_most(self, items: list[Token]) -> str:
        return f"{ACTIVE_HAND_AT_MOST}{NUMBER_WORDS[str(items[0])]}"

    def up_if_unkicked(self, items: list[Token]) -> str:
        return UNKICKED

    def up_if_opponent_more_lands(self, items: list[Token]) -> str:
        return OPPONENT_MORE_LANDS

    def up_if_their_domain(self, items: list[Token]) -> str:
        return f"{ACTIVE_DOMAIN_AT_LEAST}{NUMBER_WORDS[str(items[0])]}"

    def up_lose_hand_difference(self, items: list[Token]) -> Clause:
        return Clause((LoseLifeHandDifference(),))

    def up_if_unique_most_life(self, items: list[Token]) -> str:
        return UNIQUE_MOST_LIFE

    def up_most_life_control(self, items: list[Token]) -> Clause:
        return Clause((MostLifeGainsControl(),))

    def up_triggered_if_may(self, items: list[object]) -> TriggeredPiece:
        """"…, if an opponent controls more lands than you, you may search …" (Land Tax; CR 603.4, 603.5)."""
        return self.up_triggered_if(items, optional=True)

    def up_triggered_if(self, items: list[object], optional: bool = False) -> TriggeredPiece:
        trig, cond, body = items
        assert isinstance(trig, Trigger) and isinstance(cond, str) and isinstance(body, Clause)
        step = (trig.event, trig.whose)
        if trig.condition is not None or (step not in _CONDITIONS_ON.get(cond.partition(":")[0] + ":", ()) and \
                step not in _CONDITIONS_ON.get(cond, ())):
            raise ValueError(f"'if {cond}' on {step}")
        if any(isinstance(e, SacrificeIt) for e in body.effects):  # "…, if CARDNAME wasn't kicked, sacrifice it."
            if cond != UNKICKED:  # "it": the card the condition names
                raise ValueError("'sacrifice it' without the card in the condition")
            body = replace(body, effects=tuple(Sacrifice("self") if isinstance(e, SacrificeIt) else e
                                               for e in body.effects))
        return self.triggered([replace(trig, condition=cond), body], optional)  # type: ignore[attr-defined,no-any-return]

    def up_kinds(self, items: list[Token]) -> tuple[str, ...]:
        kinds = tuple(str(t) for t in items)
        if len(set(kinds)) != len(kinds) or ("permanent" in kinds and len(kinds) > 1):
            raise ValueError(f"kinds {kinds}")
        return kinds

    def up_what_kinds(self, items: list[tuple[str, ...]]) -> What:
        return items[0], (), ()

    def up_what_colors(self, items: list[Token]) -> What:
        a, b = (COLOR_LETTERS[str(t)] for t in items)
        if a == b:
            raise ValueError("one color twice")
        return ("permanent",), (a, b), ()

    def up_what_nonbasic(self, items: list[Token]) -> What:
        return ("land",), (), ("nonsuper:Basic",)

    def up_what_nontype(self, items: list[Token]) -> What:
        name = self.subtype_names.get(str(items[0])[4:])
        if name is None:
            raise ValueError(f"no creature type {items[0]}")
        return ("creature",), (), (f"nonsubtype:{name}",)

    def up_per(self, items: list[Token]) -> Count:
        return Count(f"{SOURCE_COUNTERS}:{items[0]}")

    def up_sacrifices(self, items: list[object]) -> Clause:
        what = items[0]
        assert isinstance(what, tuple)
        kinds, colors, filters = what
        count = items[1] if len(items) > 1 else 1
        assert isinstance(count, (int, Count))
        return Clause((PermanentsChosen("event_player", kinds, colors, filters, count),))

    def up_taps(self, items: list[object]) -> Clause:
        kinds, count = items
        assert isinstance(kinds, tuple) and isinstance(count, Count)
        return Clause((PermanentsChosen("event_player", kinds, count=count, action="tap"),))

    def up_untaps(self, items: list[Token]) -> Clause:
        """Rising Waters: "that player untaps a land they control" (CR 701.21b)."""
        return Clause((PermanentsChosen("event_player", (str(items[0]),), action="untap"),))

    def up_damage_their_lands(self, items: list[Token]) -> Clause:
        """Karma: "CARDNAME deals damage to that player equal to the number of Swamps they control." """
        land_type = {"plains": "Plains"}.get(str(items[0]), str(items[0]).removesuffix("s").capitalize())
        return Clause((DamageEqualToCount(Count(f"{THEIR_LANDS}:{land_type}"), "event_player"),))

    def up_t_cast_colors(self, items: list[Token]) -> Trigger:
        """Quirion Dryad: "Whenever you cast a spell that's white, blue, black, or red" (any of them)."""
        letters = "".join(COLOR_LETTERS[str(t)] for t in items)
        if len(set(letters)) != len(letters):
            raise ValueError("one color twice")
        return Trigger(TriggerEvent.CASTS_SPELL, "yours", filters=(f"anycolor:{letters}",))

    # -- "you may discard a card / exile a card from your hand. If you do, …" ------------------------------------
    def up_cost_discard(self, items: list[Token]) -> bool:
        return False

    def up_cost_exile_hand(self, items: list[Token]) -> bool:
        return True

    def up_may_hand_cost_then(self, items: list[object]) -> TriggeredPiece:
        """Forsaken City: "At the beginning of your upkeep, you may exile a card from your hand. If you do,
        untap CARDNAME." """
        trig, exile, body = items
        assert isinstance(trig, Trigger) and isinstance(exile, bool) and isinstance(body, Clause)
        if body.specs or body.mana_choice:
            raise ValueError("no targets after the choice")
        piece = self.triggered([trig, Clause((MayDiscardThen(body.effects, exile),))])  # type: ignore[attr-defined]
        assert isinstance(piece, TriggeredPiece)
        return piece

    def up_gy_cost_discard(self, items: list[Token]) -> tuple[str, ...] | None:
        return None

    def up_gy_cost_exile_other(self, items: list[Token]) -> tuple[str, ...] | None:
        """"exile a black creature card other than CARDNAME from your graveyard": its card filters."""
        return (f"color:{COLOR_LETTERS[str(items[0])]}", "type:creature")

    def up_gy_discard_return(self, items: list[object]) -> TriggeredPiece:
        """Gigapede: "At the beginning of your upkeep, if CARDNAME is in your graveyard, you may discard a card.
        If you do, return CARDNAME to your hand."; Ichorid: "… you may exile a black creature card other than
        CARDNAME from your graveyard. If you do, return CARDNAME to the battlefield." — abilities of the card
        in the graveyard (CR 113.6k)."""
        trig, where, exiled, to = items
        if trig != Trigger(TriggerEvent.UPKEEP_BEGINS, "yours") or not isinstance(where, str) \
                or not isinstance(to, str):
            raise ValueError("your upkeep")
        cost = MayDiscardThen((ReturnSourceIf(to, (where,)),), filters=(where,)) if exiled is None else \
            MayDiscardThen((ReturnSourceIf(to, (where,)),), exile=True, filters=(where,),
                           graveyard_cards=tuple(str(f) for f in exiled) if isinstance(exiled, tuple) else ())
        return TriggeredPiece(TriggeredAbility(Trigger(UPKEEP_FROM_GRAVEYARD, "yours", filters=(where,)), (cost,)))

    def up_reveal_put_lands(self, items: list[Token]) -> Clause:
        return Clause((RevealHandPutLandsDiscard(),))

    def up_adj_nonsubtype(self, items: list[Token]) -> str:
        """"target non-Wall creature": a creature type it doesn't have (CR 205.3)."""
        name = self.subtype_names.get(str(items[0])[4:])
        if name is None:
            raise ValueError(f"no subtype {items[0]}")
        return f"nonsubtype:{name}"

    def up_gain_kw_until_upkeep(self, items: list[object]) -> Clause:
        thing, kw = items
        assert isinstance(thing, Thing) and isinstance(kw, str)
        if thing.spec is None:
            raise ValueError("a target")
        return Clause((GainKeywordUntilYourNextUpkeep(THIS_TARGET, kw),), (thing.spec,))

    def up_kind_pl(self, items: list[Token]) -> str:
        return str(items[0]).removesuffix("s")

    def up_kinds_pl(self, items: list[str]) -> tuple[str, ...]:
        if len(set(items)) != len(items):
            raise ValueError("one kind twice")
        return tuple(items)

    def up_tap_all_yours(self, items: list[tuple[str, ...]]) -> Clause:
        """Troublesome Spirit: "tap all lands you control" (CR 701.21a)."""
        return Clause((TapOrUntapAll(items[0], yours=True),))

    def up_untap_all(self, items: list[tuple[str, ...]]) -> Clause:
        """Awakening: "untap all creatures and lands" (CR 701.21b)."""
        return Clause((TapOrUntapAll(items[0], untap=True),))

    def up_discards_random(self, items: list[Token]) -> Clause:
        """Bottomless Pit: "that player discards a card at random" (CR 701.8; 2003: glossary "Discard")."""
        return Clause((DiscardAtRandom("event_player"),))

    def up_draw_lose(self, items: list[object]) -> Clause:
        cards, life = items
        assert isinstance(cards, int)
        return Clause((DrawAndLoseLife("controller", cards, int(str(life))),))

    def up_draw_lose_x(self, items: list[Token]) -> Clause:
        name = self.subtype_names[str(items[0])]
        x = Count(f"{PER}:yours:permanent:subtype:{name}")
        return Clause((DrawAndLoseLife("controller", x, x),))

    def up_gain_hand_minus(self, items: list[Token]) -> Clause:
        return Clause((GainLifeWhereX("controller", Count(f"{HAND_MINUS}:{int(str(items[0]))}")),))


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _kinds(kinds: tuple[str, ...]) -> str:
    return kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]


def _what(eff: PermanentsChosen) -> str:
    if eff.colors:
        if eff.kinds != ("permanent",) or eff.filters or len(eff.colors) != 2:
            raise ValueError("colors of permanents")
        return f"a {COLOR_NAMES[eff.colors[0]]} or {COLOR_NAMES[eff.colors[1]]} permanent"
    if eff.filters == ("nonsuper:Basic",) and eff.kinds == ("land",):
        return "a nonbasic land"
    if len(eff.filters) == 1 and eff.filters[0].startswith("nonsubtype:") and eff.kinds == ("creature",):
        return f"a non-{eff.filters[0][11:]} creature"
    if eff.filters:
        raise ValueError(f"filters {eff.filters}")
    return _a(_kinds(eff.kinds))


@renders(PermanentsChosen)
def _render_chosen(eff: PermanentsChosen, words: Words) -> list[str]:
    who = words.thing(eff.who)
    per = "" if eff.count == 1 else f" for each {render_count(eff.count).removeprefix('the number of ')}"
    if per:  # "for each soot counter on CARDNAME"
        per = per.replace(" counters on ", " counter on ")
    if eff.action == "untap":
        if eff.colors or eff.filters or eff.count != 1 or len(eff.kinds) != 1:
            raise ValueError("untapping: one kind")
        return [f"{who} untaps {_a(eff.kinds[0])} they control"]
    if eff.action == "tap":
        if eff.colors or eff.filters or not per:
            raise ValueError("tapping: kinds and a count")
        return [f"{who} taps an untapped {_kinds(eff.kinds)} they control{per}"]
    return [f"{who} sacrifices {_what(eff)}{per}"]


@renders(DrawAndLoseLife)
def _render_draw_lose(eff: DrawAndLoseLife, words: Words) -> list[str]:
    if eff.who != "controller":
        raise ValueError("only 'you'")
    if isinstance(eff.cards, int) and isinstance(eff.life, int):
        cards = "a card" if eff.cards == 1 else f"{eff.cards} cards"
        return [f"you draw {cards} and you lose {eff.life} life"]
    if eff.cards != eff.life or not isinstance(eff.cards, Count) or not eff.cards.what.startswith(f"{PER}:yours:"):
        raise ValueError("X cards and X life")
    _, _, kind, _, name = eff.cards.what.split(":")
    if kind != "permanent":
        raise ValueError("a count of permanents")
    return [f"you draw X cards and you lose X life, where X is the number of {plural_of(name)} you control"]


@renders(GainLifeWhereX)
def _render_gain_hand_minus(eff: GainLifeWhereX, words: Words) -> list[str]:
    if not isinstance(eff.amount, Count) or not eff.amount.what.startswith(f"{HAND_MINUS}:") or eff.who != "controller":
        raise ValueError("X life from the hand")
    minus = eff.amount.what[len(HAND_MINUS) + 1:]
    return [f"you gain X life, where X is the number of cards in your hand minus {minus}"]


_NUMBER_NAMES = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "one")}


def _condition_words(cond: str) -> str | None:
    """The words of this module's intervening-ifs (``render.TRIGGER_CONDITION_WORDS``)."""
    if cond.startswith("none:subtype:"):
        return f"there are no {plural_of(cond[13:])} on the battlefield"
    if cond.startswith(ACTIVE_HAND_AT_MOST):
        return f"that player has {_NUMBER_NAMES[int(cond[len(ACTIVE_HAND_AT_MOST):])]} or fewer cards in hand"
    if cond == UNKICKED:
        return "CARDNAME wasn't kicked"
    if cond == OPPONENT_MORE_LANDS:
        return "an opponent controls more lands than you"
    if cond == UNIQUE_MOST_LIFE:
        return "a player has more life than each other player"
    if cond.startswith(ACTIVE_DOMAIN_AT_LEAST):
        n = _NUMBER_NAMES[int(cond[len(ACTIVE_DOMAIN_AT_LEAST):])]
        return f"there are {n} or more basic land types among lands that player controls"
    if cond.startswith(NO_COUNTERS):
        return f"there are no {cond[len(NO_COUNTERS):]} counters on CARDNAME"

    return None


if _condition_words not in TRIGGER_CONDITION_WORDS:
    TRIGGER_CONDITION_WORDS.append(_condition_words)


@renders(DamageEqualToCount)
def _render_damage_count(eff: DamageEqualToCount, words: Words) -> list[str]:
    if not isinstance(eff.amount, Count) or not eff.amount.what.startswith(f"{THEIR_LANDS}:") \
            or eff.to != "event_player":
        raise ValueError("damage equal to their lands")
    land_type = eff.amount.what[len(THEIR_LANDS) + 1:]
    lands = land_type if land_type == "Plains" else land_type + "s"
    return [f"CARDNAME deals damage to that player equal to the number of {lands} they control"]


@renders(TapOrUntapAll)
def _render_tap_all(eff: TapOrUntapAll, words: Words) -> list[str]:
    kinds = " and ".join(k + "s" for k in eff.kinds)
    if eff.untap:
        if eff.yours:
            raise ValueError("untap all … you control")
        return [f"untap all {kinds}"]
    if not eff.yours:
        raise ValueError("tap all … of everyone")
    return [f"tap all {kinds} you control"]


@renders(MayDiscardThen)
def _render_may_discard(eff: MayDiscardThen, words: Words) -> list[str]:
    then = render_effects(eff.then, words.specs, words.self_word)
    cost = "exile a card from your hand" if eff.exile else "discard a card"
    if eff.graveyard_cards:
        if len(eff.graveyard_cards) != 2 or not eff.graveyard_cards[0].startswith("color:"):
            raise ValueError("a colored creature card")
        color = COLOR_NAMES[eff.graveyard_cards[0][6:]]
        article = "an" if color[0] in "aeiou" else "a"
        cost = f"exile {article} {color} creature card other than CARDNAME from your graveyard"
    return [f"you may {cost}", f"if you do, {then[0]}", *then[1:]]


def counters_intervening_if(trig: Trigger, effects: tuple[Effect, ...]) -> TriggeredPiece | None:
    """"At the beginning of your upkeep, if there are no arrowhead counters on CARDNAME, sacrifice it."
    (Serrated Arrows): right after the trigger the words are an intervening-if (CR 603.4; 2003: 404.3),
    checked as it triggers and as it resolves — the trigger's condition, with "sacrifice it" its effect.
    None for any other body."""
    if trig != Trigger(TriggerEvent.UPKEEP_BEGINS, "yours") or len(effects) != 1 \
            or not isinstance(effects[0], SacrificeIfNoCounters):
        return None
    cond = f"{NO_COUNTERS}{effects[0].counter}"
    return TriggeredPiece(TriggeredAbility(replace(trig, condition=cond), (SacrificeItNamed("self"),)))


@renders(SacrificeItNamed)
def _render_sacrifice_it(eff: SacrificeItNamed, words: Words) -> list[str]:
    return ["sacrifice it"]


@renders(RevealHandPutLandsDiscard)
def _render_reveal_put_lands(eff: RevealHandPutLandsDiscard, words: Words) -> list[str]:
    return ["reveal your hand and put all land cards from it onto the battlefield", "if you do, discard your hand"]


@renders(MostLifeGainsControl)
def _render_most_life(eff: MostLifeGainsControl, words: Words) -> list[str]:
    return ["the player with the most life gains control of CARDNAME"]


@renders(LoseLifeHandDifference)
def _render_hand_difference(eff: LoseLifeHandDifference, words: Words) -> list[str]:
    return ["that player loses X life, where X is the number of cards in that player's hand minus the number of "
            "cards in your hand"]


@renders(GainKeywordUntilYourNextUpkeep)
def _render_kw_until_upkeep(eff: GainKeywordUntilYourNextUpkeep, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} gains {eff.keyword} until your next upkeep"]
