"""Library searches: "Search your library for a basic land card, put it onto the battlefield tapped,
then shuffle." (CR 701.19; 2003: glossary "Search"), executed by ``SearchLibrary``.

Examples: Rampant Growth and Harrow's kin ("a basic land card … onto the battlefield tapped"),
Cateran Brute / Ramosian Captain ("a Mercenary permanent card with mana value 3 or less … onto
the battlefield"), Worldly Tutor-free quality searches such as "a creature card, reveal it, put it
into your hand" (Eladamri's Call is an instant with the same line), Bad River-style fetch lands
("an Island or Swamp card, put it onto the battlefield"), Daru Cavalier ("you may search … for a
card named CARDNAME"), Nesting Wurm ("up to three cards named CARDNAME").
Tutors: "a card" without a quality (Demonic Tutor, Grim Tutor, Diabolic Tutor; must find one, CR
701.19b), "… then shuffle and put that card on top" (Vampiric Tutor, Imperial Seal, Cruel Tutor;
Enlightened, Mystical and Worldly Tutor reveal the stated quality), "… put that card into your
graveyard" (Entomb, Buried Alive), a colored quality ("a blue instant card", Merchant Scroll).
A card goes to the hand or the top revealed exactly when the search states a quality; "put that
card" and "put it" are the same instruction (folded in ``preprocess.comparable``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.rules.atoms.compiled import SearchLibrary

Quality = SearchLibrary  # a SearchLibrary with everything but its destination


class SearchTemplates:
    subtype_names: dict[str, str]

    def q_basic(self, items: list[Token]) -> Quality:
        return SearchLibrary("", kinds=("land",), basic=True)

    def q_type(self, items: list[str]) -> Quality:
        if len(set(items)) != len(items):
            raise ValueError("same type twice")
        return SearchLibrary("", kinds=tuple(items))

    def basic_type(self, items: list[Token]) -> str:
        return str(items[0]).capitalize()

    def q_land_type(self, items: list[str]) -> Quality:
        return SearchLibrary("", subtypes=tuple(items))

    def _singular(self, tok: Token) -> str:
        name = self.subtype_names.get(str(tok))
        if name is None or name.lower() != str(tok):
            raise ValueError("not a singular creature type")
        return name

    def q_subtype(self, items: list[Token]) -> Quality:
        return SearchLibrary("", subtypes=(self._singular(items[0]),))

    def q_subtype_permanent(self, items: list[Token]) -> Quality:
        return SearchLibrary("", subtypes=(self._singular(items[0]),), permanent=True)

    def q_subtype_permanent_mv(self, items: list[object]) -> Quality:
        """"a Goblin permanent card with mana value 2 or less" (the quality is parsed as for "a Goblin
        permanent card", so that one stays reachable by the LALR parser)."""
        q = items[0]
        assert isinstance(q, SearchLibrary)
        if not (q.permanent and len(q.subtypes) == 1 and not q.kinds):
            raise ValueError("a creature-type permanent card with mana value N or less")
        return replace(q, max_mv=int(str(items[1])))

    def search_one(self, items: list[Quality]) -> Quality:
        return items[0]

    def search_any(self, items: list[Token]) -> Quality:
        return SearchLibrary("")

    def q_color_type(self, items: list[Token]) -> Quality:
        from oldframe.cards.compiler.statics import COLOR_LETTERS

        return SearchLibrary("", kinds=(str(items[1]),), colors=(COLOR_LETTERS[str(items[0])],))

    def search_up_to(self, items: list[object]) -> Quality:
        from oldframe.cards.compiler.effects import NUMBER_WORDS

        n, q = items
        assert isinstance(q, SearchLibrary)
        return replace(q, count=NUMBER_WORDS[str(n)])

    def search_named(self, items: list[Token]) -> Quality:
        return SearchLibrary("", named_self=True)

    def search_named_up_to(self, items: list[Token]) -> Quality:
        from oldframe.cards.compiler.effects import NUMBER_WORDS

        return SearchLibrary("", named_self=True, count=NUMBER_WORDS[str(items[0])])

    def search_it(self, items: list[Token]) -> str:
        return " ".join(str(t) for t in items)

    def search_reveal(self, items: list[str]) -> str:
        return "reveal"

    def to_hand(self, items: list[Token]) -> str:
        return "hand"

    def to_graveyard(self, items: list[Token]) -> str:
        return "graveyard"

    def to_battlefield(self, items: list[Token]) -> str:
        return "battlefield"

    def to_battlefield_tapped(self, items: list[Token]) -> str:
        return "battlefield_tapped"

    def search(self, items: list[object]) -> Clause:
        q = items[0]
        assert isinstance(q, SearchLibrary)
        rest = [i for i in items[1:] if isinstance(i, str)]
        to = rest[-1]
        pronouns = [i for i in rest[:-1] if i != "reveal"]
        if pronouns.count("them") != len(pronouns) and q.count > 1:
            raise ValueError("several cards are 'them'")
        if q.count == 1 and "them" in pronouns:
            raise ValueError("one card is 'it'")
        return Clause((replace(q, to=to),))

    def search_top(self, items: list[object]) -> Clause:
        """"…, [reveal it,] then shuffle and put that card on top." (one card only)."""
        q = items[0]
        assert isinstance(q, SearchLibrary)
        if q.count != 1 or "them" in items[1:]:
            raise ValueError("one card goes on top")
        return Clause((replace(q, to="top"),))


def render_search(eff: SearchLibrary) -> str:
    if eff.any_card:
        what = "a card"
    elif eff.named_self:
        what = "a card named CARDNAME" if eff.count == 1 else f"up to {_word(eff.count)} cards named CARDNAME"
    else:
        if eff.basic:
            q = "basic land"
        elif eff.supertypes:
            q = " or ".join(t.lower() for t in eff.supertypes)
        elif eff.subtypes:
            q = " or ".join(eff.subtypes) + (" permanent" if eff.permanent else "")
        else:
            q = " or ".join(eff.kinds)
        if eff.colors:
            from oldframe.cards.compiler.render import COLOR_NAMES

            q = " ".join(COLOR_NAMES[c] for c in eff.colors) + " " + q
        if eff.max_mv is not None:
            q += f" card with mana value {eff.max_mv} or less"
        elif eff.min_mv is not None:
            q += f" card with mana value {eff.min_mv} or greater"
        else:
            q += " card"
        article = "an " if q[0].lower() in "aeiou" else "a "
        what = article + q if eff.count == 1 else f"up to {_word(eff.count)} {q}s"
    it = "it" if eff.count == 1 else "them"
    reveal = f"reveal {it}, " if eff.to in ("hand", "top") and not eff.any_card else ""
    if eff.to == "top":
        return f"search your library for {what}, {reveal}then shuffle and put {it} on top"
    dest = {"hand": "into your hand", "battlefield": "onto the battlefield", "graveyard": "into your graveyard",
            "battlefield_tapped": "onto the battlefield tapped"}[eff.to]
    return f"search your library for {what}, {reveal}put {it} {dest}, then shuffle"


def _word(n: int) -> str:
    from oldframe.cards.compiler.effects import NUMBER_WORDS

    return next(k for k, v in NUMBER_WORDS.items() if v == n and k not in ("a", "one"))
