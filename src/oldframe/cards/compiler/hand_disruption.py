"""Hand disruption: reveal a hand, then the controller chooses a card from it, or every card with a
chosen name or of a chosen color is discarded (the grammar: ``grammar/hand_disruption.lark``; the rules:
``rules.atoms.hand_disruption``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.hand_disruption import (
    CardQuality,
    ChooseAColor,
    ChooseCardName,
    ChosenTypePurge,
    NamedRandomRevealDamage,
    RevealChoose,
    RevealDiscardAll,
)
from oldframe.rules.model.cards import TargetSpec

__all__ = ["HandDisruptionTemplates"]

_PLAYER = TargetSpec(("player",))
_OPPONENT = TargetSpec(("player",), "opponent")


class HandDisruptionTemplates:
    """Transformer methods for ``grammar/hand_disruption.lark``."""

    def hd_opponent(self, items: list[Token]) -> TargetSpec:
        return _OPPONENT

    def hd_player(self, items: list[Token]) -> TargetSpec:
        return _PLAYER

    def hd_word(self, items: list[Token]) -> str:
        return str(items[0])

    def hd_nonland(self, items: list[Token]) -> str:
        return "nonland"

    def hd_all_of(self, items: list[str]) -> CardQuality:
        kinds = [w for w in items if not w.startswith("non")]
        if len(kinds) > 1 or len(set(items)) != len(items):
            raise ValueError("one card type, and non- types")
        return CardQuality(tuple(k.capitalize() for k in kinds),
                           tuple(w[3:].capitalize() for w in items if w.startswith("non")))

    def hd_any_of(self, items: list[str]) -> CardQuality:
        if any(w.startswith("non") for w in items) or items[0] == items[1]:
            raise ValueError("two card types")
        return CardQuality(tuple(w.capitalize() for w in items))

    def hd_any_card(self, items: list[Token]) -> CardQuality:
        return CardQuality()

    def hd_nonbasic_land(self, items: list[Token]) -> CardQuality:
        """"a nonbasic land card" (Encroach): a land card without the basic supertype (CR 205.4a)."""
        return CardQuality(("Land",), not_basic_land=True)

    def hd_and_choose_exile(self, items: list[object]) -> Clause:
        spec, quality = items
        assert isinstance(spec, TargetSpec) and isinstance(quality, CardQuality)
        return Clause((RevealChoose(THIS_TARGET, quality, "exile", joined=True),), (spec,))

    def hd_choose_discard(self, items: list[object]) -> Clause:
        spec, quality = items
        assert isinstance(spec, TargetSpec) and isinstance(quality, CardQuality)
        return Clause((RevealChoose(THIS_TARGET, quality),), (spec,))

    def hd_choose_exile(self, items: list[object]) -> Clause:
        spec, quality = items
        assert isinstance(spec, TargetSpec) and isinstance(quality, CardQuality)
        return Clause((RevealChoose(THIS_TARGET, quality, "exile"),), (spec,))

    def hd_named_discard(self, items: list[object]) -> Clause:
        spec = items[-1]
        assert isinstance(spec, TargetSpec)
        name = ChooseCardName("named", nonland=len(items) == 2)
        return Clause((name, RevealDiscardAll(THIS_TARGET, "name", "named")), (spec,))

    def hd_named_reveal_damage(self, items: list[object]) -> Clause:
        n, to = items
        if not isinstance(to, Thing) or to.spec is None:
            raise ValueError("one target")
        return Clause((NamedRandomRevealDamage(int(str(n)), to.ref),), (to.spec,))

    def hd_lobotomy(self, items: list[Token]) -> Clause:
        return Clause((RevealChoose(THIS_TARGET, CardQuality(not_basic_land=True), "exile_all_named"),), (_PLAYER,))

    def hd_type_purge(self, items: list[TargetSpec]) -> Clause:
        return Clause((ChosenTypePurge(THIS_TARGET),), (items[0],))

    def hd_color_discard(self, items: list[TargetSpec]) -> Clause:
        return Clause((ChooseAColor("color"), RevealDiscardAll(THIS_TARGET, "color", "color")), (items[0],))


def _reveals(ref: str, words: Words) -> str:
    if not ref.startswith("target:"):
        raise ValueError("a target player")
    spec = words.specs[int(ref[7:])]
    words.seen.add(ref)
    if spec not in (_PLAYER, _OPPONENT):
        raise ValueError("target player or opponent")
    return f"target {'player' if spec == _PLAYER else 'opponent'} reveals their hand"


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def quality_words(q: CardQuality) -> str:
    """"a noncreature, nonland card" → "a noncreature, nonland"; "an artifact or enchantment"."""
    if q.not_basic_land:
        if q != CardQuality(("Land",), not_basic_land=True):
            raise ValueError("a nonbasic land")
        return "a nonbasic land"
    if q.non:
        words = [k.lower() for k in q.kinds] + ["non" + n.lower() for n in q.non]
        return _a(", ".join(words))
    if len(q.kinds) == 2:
        return _a(f"{q.kinds[0].lower()} or {q.kinds[1].lower()}")
    if len(q.kinds) == 1:
        return _a(q.kinds[0].lower())
    return "a"


@renders(RevealChoose)
def _render_reveal_choose(eff: RevealChoose, words: Words) -> list[str]:
    if eff.then == "exile_all_named":
        if eff.quality != CardQuality(not_basic_land=True) or eff.joined:
            raise ValueError("a card other than a basic land card")
        return [f"{_reveals(eff.who, words)}, then you choose a card other than a basic land card from it",
                "search that player's graveyard, hand, and library for all cards with the same name as the chosen "
                "card and exile them", "then that player shuffles"]
    then = "that player discards that card" if eff.then == "discard" else "exile that card"
    choose = f"you choose {quality_words(eff.quality)} card from it"
    if eff.joined:
        return [f"{_reveals(eff.who, words)} and {choose}", then]
    return [_reveals(eff.who, words), choose, then]


@renders(ChooseCardName)
def _render_choose_name(eff: ChooseCardName, words: Words) -> list[str]:
    return ["choose a nonland card name" if eff.nonland else "choose a card name"]


@renders(ChooseAColor)
def _render_choose_color(eff: ChooseAColor, words: Words) -> list[str]:
    return ["choose a color"]


@renders(RevealDiscardAll)
def _render_discard_all(eff: RevealDiscardAll, words: Words) -> list[str]:
    what = "with that name" if eff.by == "name" else "of that color"
    return [f"{_reveals(eff.who, words)} and discards all cards {what}"]


@renders(NamedRandomRevealDamage)
def _render_named_reveal(eff: NamedRandomRevealDamage, words: Words) -> list[str]:
    return ["choose a card name, then reveal a card at random from your hand",
            f"if that card has the chosen name, CARDNAME deals {eff.amount} damage to {words.thing(eff.to)}"]


@renders(ChosenTypePurge)
def _render_type_purge(eff: ChosenTypePurge, words: Words) -> list[str]:
    return ["choose a creature type", f"{_reveals(eff.who, words)} and discards all creature cards of that type",
            "then destroy all creatures of that type that player controls", "they can't be regenerated"]
